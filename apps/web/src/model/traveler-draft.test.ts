import { describe, expect, it } from 'vitest';
import type { TravelerDraft } from './traveler-draft';
import {
  buildTravelerPayload,
  createEmptyDraft,
  createLoyaltyRow,
  placeServerFieldError,
} from './traveler-draft';
import { validateTravelerDraft } from './traveler-rules';

const valid: TravelerDraft = {
  ...createEmptyDraft(),
  givenName: 'Ada',
  surname: 'Lovelace',
  gender: 'F',
  dateOfBirth: '1985-12-10',
};

describe('validateTravelerDraft', () => {
  it('accepts a minimal traveler', () => {
    expect(validateTravelerDraft(valid)).toEqual({});
  });

  it('names the broken rule for each field', () => {
    expect(
      validateTravelerDraft({
        ...createEmptyDraft(),
        givenName: 'Ada2',
        surname: 'x'.repeat(41),
        emailAddress: 'not-an-email',
        knownTravelerNumber: '1234',
        tsaRedressNumber: '12ab',
        passportNumber: 'AB1',
      }),
    ).toEqual({
      givenName: 'nameCharacters',
      surname: 'nameTooLong',
      gender: 'genderRequired',
      dateOfBirth: 'dateFormat',
      emailAddress: 'emailFormat',
      knownTravelerNumber: 'knownTravelerNumber',
      tsaRedressNumber: 'redressNumber',
      passportNumber: 'passportNumber',
      passportCountry: 'passportCountry',
      passportExpiry: 'passportExpiry',
    });
    expect(validateTravelerDraft({ ...valid, givenName: '  ' }).givenName).toBe('nameRequired');
  });

  it('accepts the boundary lengths of known traveler and redress numbers', () => {
    expect(
      validateTravelerDraft({
        ...valid,
        knownTravelerNumber: 'AB123456',
        tsaRedressNumber: '1234567',
      }),
    ).toEqual({});
    expect(
      validateTravelerDraft({
        ...valid,
        knownTravelerNumber: 'AB12345678X',
        tsaRedressNumber: '123456',
      }),
    ).toEqual({ knownTravelerNumber: 'knownTravelerNumber', tsaRedressNumber: 'redressNumber' });
  });

  it('checks loyalty rows and ignores blank ones', () => {
    const errors = validateTravelerDraft({
      ...valid,
      frequentFlyer: [createLoyaltyRow('AC', '1'), createLoyaltyRow('AC', '2'), createLoyaltyRow()],
      hotelLoyalty: [createLoyaltyRow('', '123')],
    });
    expect(errors).toEqual({
      'frequentFlyer.1.code': 'duplicateProgram',
      'hotelLoyalty.0.code': 'hotelProgram',
    });
  });
});

describe('buildTravelerPayload', () => {
  it('drops empty loyalty values, keeps the passport only with a 2-letter country', () => {
    const payload = buildTravelerPayload({
      ...valid,
      frequentFlyer: [createLoyaltyRow('ac', 'AC123'), createLoyaltyRow('BA', '')],
      hotelLoyalty: [createLoyaltyRow('MAR', 'MR1')],
      passportNumber: 'AB12345',
      passportCountry: 'ca',
      passportExpiry: '2031-01-01',
    });
    expect(payload.frequentFlyer).toEqual({ AC: 'AC123' });
    expect(payload.hotelLoyalty).toEqual({ MAR: 'MR1' });
    expect(payload.passport).toEqual({
      number: 'AB12345',
      countryOfIssue: 'CA',
      expiration: '2031-01-01',
    });
    expect(payload.emailAddress).toBeNull();
    expect(payload).not.toHaveProperty('id');
  });
});

describe('placeServerFieldError', () => {
  it('maps the server field onto the form', () => {
    expect(placeServerFieldError('person.givenName')).toBe('givenName');
    expect(placeServerFieldError('person.passport.number')).toBe('passportNumber');
    expect(placeServerFieldError('person.frequentFlyer.A1')).toBe('frequentFlyer');
    expect(placeServerFieldError('person.somethingElse')).toBeNull();
    expect(placeServerFieldError(undefined)).toBeNull();
  });
});
