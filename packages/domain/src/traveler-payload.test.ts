import { describe, expect, it } from 'vitest';
import {
  findInvalidCustomFields,
  hasTravelerChanged,
  isValidCustomFieldKey,
  isValidCustomFieldValue,
  prepareTravelerUpdate,
} from './traveler-payload';

describe('prepareTravelerUpdate', () => {
  it('sends the passport only with a 2-character country of issue', () => {
    expect(
      prepareTravelerUpdate({
        passport: { number: 'X1', countryOfIssue: 'CA', expiration: '2030-01-01' },
      }),
    ).toHaveProperty('passport');
    expect(
      prepareTravelerUpdate({
        passport: { number: 'X1', countryOfIssue: 'CAN', expiration: '2030-01-01' },
      }),
    ).not.toHaveProperty('passport');
    expect(
      prepareTravelerUpdate({
        passport: { number: 'X1', countryOfIssue: '', expiration: '2030-01-01' },
      }),
    ).not.toHaveProperty('passport');
  });
  it('drops undefined fields and turns empty strings into null', () => {
    expect(
      prepareTravelerUpdate({ givenName: 'Ada', surname: undefined, knownTravelerNumber: '' }),
    ).toEqual({ givenName: 'Ada', knownTravelerNumber: null });
  });
  it('removes loyalty and frequent-flyer entries whose value is empty', () => {
    expect(
      prepareTravelerUpdate({
        frequentFlyer: { AC: '123', B6: '' },
        hotelLoyalty: { MAR: ' ', HIL: 'H9' },
      }),
    ).toEqual({ frequentFlyer: { AC: '123' }, hotelLoyalty: { HIL: 'H9' } });
  });
});

describe('hasTravelerChanged', () => {
  it('ignores differences that the update payload would not carry', () => {
    expect(
      hasTravelerChanged(
        { givenName: 'Ada', tsaRedressNumber: null },
        { givenName: 'Ada', tsaRedressNumber: '', nickname: undefined },
      ),
    ).toBe(false);
    expect(hasTravelerChanged({ givenName: 'Ada' }, { givenName: 'Adah' })).toBe(true);
  });
});

describe('custom fields', () => {
  it('accepts keys of letters and digits only', () => {
    expect(isValidCustomFieldKey('CostCenter42')).toBe(true);
    expect(isValidCustomFieldKey('cost center')).toBe(false);
    expect(isValidCustomFieldKey('')).toBe(false);
  });
  it('accepts values of letters, digits, space and / @ . _ + -', () => {
    expect(isValidCustomFieldValue('R&D')).toBe(false);
    expect(isValidCustomFieldValue('ops/team-7 a.b_c+d@x')).toBe(true);
  });
  it('flags each failing entry', () => {
    expect(findInvalidCustomFields({ ok: 'fine', 'bad key': 'x', project: 'a;b' })).toEqual([
      { key: 'bad key', reason: 'key' },
      { key: 'project', reason: 'value' },
    ]);
  });
});
