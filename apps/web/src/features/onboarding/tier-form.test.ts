import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TravelPolicySchema } from '@wayfare/contracts/policy';
import { checkTierDraft, createTierDraft, draftFromTier, parseDollarCap } from './tier-form';

describe('dollar caps', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['600', 60000],
    ['$1,200', 120000],
    ['1200.5', 120050],
    ['1200.05', 120005],
    ['0', 'invalid'],
    ['-5', 'invalid'],
    ['12.345', 'invalid'],
    ['ten', 'invalid'],
  ])('reads %j as %j', (text, expected) => {
    expect(parseDollarCap(text)).toBe(expected);
  });

  it('reads back every whole-cent amount it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (minor) => {
        expect(parseDollarCap(String(minor / 100))).toBe(minor);
      }),
    );
  });
});

describe('the policy tier editor', () => {
  it('builds a valid policy from the defaults', () => {
    const check = checkTierDraft({ ...createTierDraft(), name: ' Field sales ' });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.request.name).toBe('Field sales');
    expect(TravelPolicySchema.parse(check.request.policy)).toEqual(check.request.policy);
    expect(check.request.policy.flights.policies.map((p) => p.duration)).toEqual(['Short', 'Long']);
  });

  it('drops the long-flight rule when long flights are off', () => {
    const check = checkTierDraft({
      ...createTierDraft(),
      name: 'Lean',
      enableLongFlights: false,
      minHoursForLongFlight: '',
    });
    expect(check.ok && check.request.policy.flights.policies.map((p) => p.duration)).toEqual([
      'Short',
    ]);
  });

  it('names every field that is wrong', () => {
    const draft = createTierDraft();
    const check = checkTierDraft({
      ...draft,
      name: 'A',
      minHoursForLongFlight: '25',
      short: { ...draft.short, oneWay: 'lots', fareClasses: [] },
      starRatings: [],
      maxPricePerDay: '0',
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        name: 'onboarding.tier.error.nameLength',
        minHoursForLongFlight: 'onboarding.tier.error.hours',
        'short.oneWay': 'onboarding.tier.error.amount',
        'short.fareClasses': 'onboarding.tier.error.cabins',
        starRatings: 'onboarding.tier.error.stars',
        maxPricePerDay: 'onboarding.tier.error.amount',
      },
    });
  });

  it('round-trips a stored tier through the editor unchanged', () => {
    const policy = TravelPolicySchema.parse({
      settings: { isApprovalRequired: true },
      flights: {
        enableLongFlights: true,
        minHoursForLongFlight: 5,
        policies: [
          {
            duration: 'Short',
            maxPriceForOneWay: 60050,
            maxPriceForRoundTrip: null,
            allowedFareClasses: ['Economy', 'BasicEconomy'],
          },
          {
            duration: 'Long',
            maxPriceForOneWay: 150000,
            maxPriceForRoundTrip: 250000,
            allowedFareClasses: ['First'],
          },
        ],
      },
      hotels: { policies: [{ allowedStarRatings: [5, 3], maxPricePerNight: null }] },
      cars: { policies: [{ maxPricePerDay: 9000 }] },
    });
    const check = checkTierDraft(draftFromTier('Standard', policy));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.request.policy.flights.policies[0]?.allowedFareClasses).toEqual([
      'BasicEconomy',
      'Economy',
    ]);
    expect(check.request.policy.flights.policies[0]?.maxPriceForOneWay).toBe(60050);
    expect(check.request.policy.flights.policies[0]?.maxPriceForRoundTrip).toBeNull();
    expect(check.request.policy.hotels.policies[0]).toEqual({
      allowedStarRatings: [3, 5],
      maxPricePerNight: null,
    });
    expect(check.request.policy.settings.isApprovalRequired).toBe(true);
  });
});
