import { describe, expect, it } from 'vitest';
import { MAX_PREFERRED } from '@wayfare/contracts/preferences';
import { checkPreferenceDraft, toggleCode, type PreferenceDraft } from './preference-draft';

const DRAFT: PreferenceDraft = {
  homeAirport: ' yul ',
  cabinClass: 'Business',
  seat: 'window',
  airlineCodes: ['AC'],
  chainCodes: ['MAR'],
  minStarRating: 4,
};

describe('preference draft', () => {
  it('sends the home airport upper-cased, and none when the field is empty', () => {
    const check = checkPreferenceDraft(DRAFT);
    expect(check).toMatchObject({ ok: true, request: { flight: { homeAirport: 'YUL' } } });
    expect(checkPreferenceDraft({ ...DRAFT, homeAirport: '  ' })).toMatchObject({
      ok: true,
      request: { flight: { homeAirport: null } },
    });
  });

  it('refuses a home airport that is not three letters before sending it', () => {
    for (const homeAirport of ['YU', 'YULX', 'Y1L'])
      expect(checkPreferenceDraft({ ...DRAFT, homeAirport })).toEqual({
        ok: false,
        field: 'homeAirport',
        rule: 'AirportCodeFormat',
      });
  });

  it('toggles codes up to the cap', () => {
    let codes: string[] = [];
    for (const code of ['A1', 'B2', 'C3', 'D4', 'E5', 'F6']) codes = toggleCode(codes, code);
    expect(codes).toHaveLength(MAX_PREFERRED);
    expect(codes).not.toContain('F6');
    expect(toggleCode(codes, 'A1')).not.toContain('A1');
  });
});
