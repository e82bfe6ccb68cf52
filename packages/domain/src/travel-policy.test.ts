import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CabinClass } from '@wayfare/contracts/flights';
import type { TravelPolicy } from '@wayfare/contracts/policy';
import {
  computeFlightPriceCap,
  evaluateCarPolicy,
  evaluateFlightPolicy,
  evaluateHotelPolicy,
  isPolicyActive,
  isSliceLong,
  selectApprovalProcess,
  summarizeRatePolicyStatus,
  type PolicySlice,
} from './travel-policy';

const ALL_CLASSES: CabinClass[] = [
  'BasicEconomy',
  'Economy',
  'PremiumEconomy',
  'Business',
  'First',
];

function makePolicy(overrides: Partial<TravelPolicy> = {}): TravelPolicy {
  return {
    settings: { isApprovalRequired: false },
    flights: {
      enableLongFlights: true,
      minHoursForLongFlight: 6,
      policies: [
        {
          duration: 'Short',
          maxPriceForOneWay: 50_000,
          maxPriceForRoundTrip: 90_000,
          allowedFareClasses: ['BasicEconomy', 'Economy'],
        },
        {
          duration: 'Long',
          maxPriceForOneWay: 150_000,
          maxPriceForRoundTrip: 250_000,
          allowedFareClasses: ['Economy', 'PremiumEconomy', 'Business'],
        },
      ],
    },
    hotels: { policies: [{ allowedStarRatings: [2, 3, 4], maxPricePerNight: 30_000 }] },
    cars: { policies: [{ maxPricePerDay: 9_000 }] },
    ...overrides,
  };
}

const openPolicy = (): TravelPolicy => ({
  settings: { isApprovalRequired: false },
  flights: {
    enableLongFlights: true,
    minHoursForLongFlight: 6,
    policies: [
      {
        duration: 'Short',
        maxPriceForOneWay: null,
        maxPriceForRoundTrip: null,
        allowedFareClasses: [...ALL_CLASSES],
      },
      {
        duration: 'Long',
        maxPriceForOneWay: null,
        maxPriceForRoundTrip: null,
        allowedFareClasses: [...ALL_CLASSES],
      },
    ],
  },
  hotels: { policies: [{ allowedStarRatings: [1, 2, 3, 4, 5], maxPricePerNight: null }] },
  cars: { policies: [{ maxPricePerDay: null }] },
});

const slice = (
  hoursInAir: number,
  stopoverMinutes = 0,
  cabinClass: CabinClass = 'Economy',
): PolicySlice => ({
  durationMinutes: hoursInAir * 60 + stopoverMinutes,
  stopoverMinutes,
  cabinClass,
});

describe('isSliceLong', () => {
  const flights = makePolicy().flights;
  it('is short at exactly minHoursForLongFlight in the air and long one minute over', () => {
    expect(isSliceLong(flights, slice(6))).toBe(false);
    expect(
      isSliceLong(flights, { durationMinutes: 361, stopoverMinutes: 0, cabinClass: 'Economy' }),
    ).toBe(true);
  });
  it('does not count stopover time', () => {
    expect(isSliceLong(flights, slice(5, 180))).toBe(false);
    expect(isSliceLong(flights, slice(7, 180))).toBe(true);
  });
  it('treats every slice as short when long flights are disabled', () => {
    expect(isSliceLong({ ...flights, enableLongFlights: false }, slice(14))).toBe(false);
  });
});

describe('computeFlightPriceCap', () => {
  const policy = makePolicy();
  it('uses the one-way cap of the slice policy for one slice', () => {
    expect(
      computeFlightPriceCap(policy, {
        tripType: 'one_way',
        slices: [slice(2)],
        pricePerTravelerMinor: 0,
      }),
    ).toBe(50_000);
    expect(
      computeFlightPriceCap(policy, {
        tripType: 'one_way',
        slices: [slice(8)],
        pricePerTravelerMinor: 0,
      }),
    ).toBe(150_000);
  });
  it('uses the round-trip cap when both slices share a duration policy', () => {
    expect(
      computeFlightPriceCap(policy, {
        tripType: 'round_trip',
        slices: [slice(2), slice(2)],
        pricePerTravelerMinor: 0,
      }),
    ).toBe(90_000);
  });
  it('sums per-slice one-way caps for multi-slice trips', () => {
    expect(
      computeFlightPriceCap(policy, {
        tripType: 'multi_city',
        slices: [slice(2), slice(8), slice(3)],
        pricePerTravelerMinor: 0,
      }),
    ).toBe(250_000);
    expect(
      computeFlightPriceCap(policy, {
        tripType: 'round_trip',
        slices: [slice(2), slice(8)],
        pricePerTravelerMinor: 0,
      }),
    ).toBe(200_000);
  });
  it('has no cap when a slice policy has none', () => {
    const p = makePolicy();
    const long = p.flights.policies[1];
    if (long) long.maxPriceForOneWay = null;
    expect(
      computeFlightPriceCap(p, {
        tripType: 'multi_city',
        slices: [slice(2), slice(8)],
        pricePerTravelerMinor: 0,
      }),
    ).toBeNull();
  });
  it('is the sum of one-way caps for any multi-city trip (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 30, max: 20 * 60 }), { minLength: 2, maxLength: 5 }),
        (minutes) => {
          const slices = minutes.map((m) => ({
            durationMinutes: m,
            stopoverMinutes: 0,
            cabinClass: 'Economy' as const,
          }));
          const expected = slices.reduce(
            (sum, s) => sum + (s.durationMinutes > 360 ? 150_000 : 50_000),
            0,
          );
          expect(
            computeFlightPriceCap(policy, {
              tripType: 'multi_city',
              slices,
              pricePerTravelerMinor: 0,
            }),
          ).toBe(expected);
        },
      ),
    );
  });
});

describe('evaluateFlightPolicy', () => {
  const policy = makePolicy();
  it('accepts an allowed fare class at exactly the cap and rejects one cent over', () => {
    expect(
      evaluateFlightPolicy(policy, {
        tripType: 'one_way',
        slices: [slice(2)],
        pricePerTravelerMinor: 50_000,
      }),
    ).toEqual({ inPolicy: true });
    expect(
      evaluateFlightPolicy(policy, {
        tripType: 'one_way',
        slices: [slice(2)],
        pricePerTravelerMinor: 50_001,
      }),
    ).toEqual({
      inPolicy: false,
      violations: [{ code: 'PriceOverCap', capMinor: 50_000 }],
    });
  });
  it('checks the fare class against each slice policy', () => {
    const result = evaluateFlightPolicy(policy, {
      tripType: 'round_trip',
      slices: [slice(2, 0, 'Business'), slice(9, 0, 'Business')],
      pricePerTravelerMinor: 10_000,
    });
    expect(result).toEqual({
      inPolicy: false,
      violations: [{ code: 'FareClassNotAllowed', sliceIndex: 0, cabinClass: 'Business' }],
    });
  });
  it('puts everything in policy when the policy is inactive (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_CLASSES),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 30, max: 1200 }),
        (cabinClass, price, minutes) => {
          const input = {
            tripType: 'one_way' as const,
            slices: [{ durationMinutes: minutes, stopoverMinutes: 0, cabinClass }],
            pricePerTravelerMinor: price,
          };
          expect(evaluateFlightPolicy(openPolicy(), input)).toEqual({ inPolicy: true });
        },
      ),
    );
  });
});

describe('isPolicyActive', () => {
  it('is inactive only when nothing is restricted', () => {
    expect(isPolicyActive(openPolicy())).toBe(false);
  });
  it.each([
    [
      'a hotel night cap',
      (p: TravelPolicy) => {
        p.hotels.policies[0] = { allowedStarRatings: [1, 2, 3, 4, 5], maxPricePerNight: 1 };
      },
    ],
    [
      'four star ratings',
      (p: TravelPolicy) => {
        p.hotels.policies[0] = { allowedStarRatings: [1, 2, 3, 4], maxPricePerNight: null };
      },
    ],
    [
      'a car day cap',
      (p: TravelPolicy) => {
        p.cars.policies[0] = { maxPricePerDay: 5_000 };
      },
    ],
    [
      'long flights disabled',
      (p: TravelPolicy) => {
        p.flights.enableLongFlights = false;
      },
    ],
    [
      'a one-way cap',
      (p: TravelPolicy) => {
        const f = p.flights.policies[0];
        if (f) f.maxPriceForOneWay = 1;
      },
    ],
    [
      'four fare classes',
      (p: TravelPolicy) => {
        const f = p.flights.policies[1];
        if (f) f.allowedFareClasses = ['Economy', 'PremiumEconomy', 'Business', 'First'];
      },
    ],
  ])('is active with %s', (_label, change) => {
    const p = openPolicy();
    change(p);
    expect(isPolicyActive(p)).toBe(true);
  });
});

describe('hotel and car policy', () => {
  const policy = makePolicy();
  it.each([1, 2, 3, 4, 5])('checks star rating %i against the allowed ratings', (stars) => {
    expect(
      evaluateHotelPolicy(policy, { starRating: stars, nightlyPriceMinor: 10_000 }).inPolicy,
    ).toBe([2, 3, 4].includes(stars));
  });
  it('admits a night at exactly the cap', () => {
    expect(evaluateHotelPolicy(policy, { starRating: 3, nightlyPriceMinor: 30_000 })).toEqual({
      inPolicy: true,
    });
    expect(evaluateHotelPolicy(policy, { starRating: 3, nightlyPriceMinor: 30_001 })).toEqual({
      inPolicy: false,
      violations: [{ code: 'NightlyPriceOverCap', capMinor: 30_000 }],
    });
  });
  it('caps cars per day', () => {
    expect(evaluateCarPolicy(policy, 9_000)).toEqual({ inPolicy: true });
    expect(evaluateCarPolicy(policy, 9_001)).toEqual({
      inPolicy: false,
      violations: [{ code: 'DailyPriceOverCap', capMinor: 9_000 }],
    });
  });
});

describe('summarizeRatePolicyStatus and selectApprovalProcess', () => {
  it('is none on the consumer tenant whatever the rates', () => {
    expect(summarizeRatePolicyStatus('capone', [true, true])).toBe('none');
  });
  it('is none, some or all on the business tenant', () => {
    expect(summarizeRatePolicyStatus('capone-corporate', [])).toBe('none');
    expect(summarizeRatePolicyStatus('capone-corporate', [false, false])).toBe('none');
    expect(summarizeRatePolicyStatus('capone-corporate', [false, true])).toBe('some');
    expect(summarizeRatePolicyStatus('capone-corporate', [true, true])).toBe('all');
  });
  it('labels approval', () => {
    expect(selectApprovalProcess(makePolicy({ settings: { isApprovalRequired: true } }))).toBe(
      '24hr_review',
    );
    expect(selectApprovalProcess(makePolicy())).toBe('auto');
  });
});
