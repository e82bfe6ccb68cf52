import fc from 'fast-check';
import type { TravelPolicy } from '@wayfare/contracts/policy';
import { describe, expect, it } from 'vitest';
import { judgeHotelRate, summarizeHotelRatePolicy } from './hotel-rate-policy';

const standard: TravelPolicy = {
  settings: { isApprovalRequired: false },
  flights: {
    enableLongFlights: true,
    minHoursForLongFlight: 6,
    policies: [
      {
        duration: 'Short',
        maxPriceForOneWay: 50_000,
        maxPriceForRoundTrip: 90_000,
        allowedFareClasses: ['Economy'],
      },
    ],
  },
  hotels: { policies: [{ allowedStarRatings: [2, 3, 4], maxPricePerNight: 30_000 }] },
  cars: { policies: [{ maxPricePerDay: null }] },
};

describe('judgeHotelRate', () => {
  it('shows no policy on the consumer tenant', () => {
    expect(judgeHotelRate('capone', standard, { starRating: 5, nightlyPriceMinor: 1 })).toBeNull();
  });

  it('holds a business booker without a tier to nothing', () => {
    expect(
      judgeHotelRate('capone-corporate', null, { starRating: 5, nightlyPriceMinor: 99_999_00 }),
    ).toEqual({ inPolicy: true, violations: [] });
  });

  it('admits the cap exactly and refuses a cent more', () => {
    expect(
      judgeHotelRate('capone-corporate', standard, { starRating: 3, nightlyPriceMinor: 30_000 }),
    ).toEqual({ inPolicy: true, violations: [] });
    expect(
      judgeHotelRate('capone-corporate', standard, { starRating: 3, nightlyPriceMinor: 30_001 }),
    ).toEqual({ inPolicy: false, violations: [{ code: 'NightlyPriceOverCap', capMinor: 30_000 }] });
  });

  it('names every violation of a rate that breaks both rules', () => {
    expect(
      judgeHotelRate('capone-corporate', standard, { starRating: 5, nightlyPriceMinor: 45_000 }),
    ).toEqual({
      inPolicy: false,
      violations: [
        { code: 'StarRatingNotAllowed', starRating: 5 },
        { code: 'NightlyPriceOverCap', capMinor: 30_000 },
      ],
    });
  });

  it('is out of policy exactly when it has violations', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.nat({ max: 100_000 }), (stars, nightly) => {
        const status = judgeHotelRate('capone-corporate', standard, {
          starRating: stars,
          nightlyPriceMinor: nightly,
        });
        expect(status?.inPolicy).toBe(status?.violations.length === 0);
        expect(status?.inPolicy).toBe(stars >= 2 && stars <= 4 && nightly <= 30_000);
      }),
    );
  });
});

describe('summarizeHotelRatePolicy', () => {
  const inPolicy = { inPolicy: true, violations: [] };
  const out = {
    inPolicy: false,
    violations: [{ code: 'StarRatingNotAllowed' as const, starRating: 5 }],
  };

  it('is none on the consumer tenant, for an empty list and when nothing is in policy', () => {
    expect(summarizeHotelRatePolicy('capone', [null, null])).toBe('none');
    expect(summarizeHotelRatePolicy('capone-corporate', [])).toBe('none');
    expect(summarizeHotelRatePolicy('capone-corporate', [out, out])).toBe('none');
  });

  it('is some with part in policy and all with everything in policy', () => {
    expect(summarizeHotelRatePolicy('capone-corporate', [inPolicy, out])).toBe('some');
    expect(summarizeHotelRatePolicy('capone-corporate', [inPolicy, inPolicy])).toBe('all');
  });
});
