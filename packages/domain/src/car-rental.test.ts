import fc from 'fast-check';
import type { TravelPolicy } from '@wayfare/contracts/policy';
import { describe, expect, it } from 'vitest';
import {
  checkDriverAge,
  computeAgeOn,
  computeCarPricePerDay,
  decideCarCancellation,
  judgeCarOffer,
  YOUNG_DRIVER_AGE,
} from './car-rental';

const policyWith = (caps: (number | null)[]): TravelPolicy => ({
  settings: { isApprovalRequired: false },
  flights: {
    enableLongFlights: true,
    minHoursForLongFlight: 6,
    policies: [
      {
        duration: 'Short',
        maxPriceForOneWay: null,
        maxPriceForRoundTrip: null,
        allowedFareClasses: ['Economy', 'PremiumEconomy', 'Business', 'First'],
      },
    ],
  },
  hotels: { policies: [{ allowedStarRatings: [1, 2, 3, 4, 5], maxPricePerNight: null }] },
  cars: { policies: caps.map((maxPricePerDay) => ({ maxPricePerDay })) },
});

describe('computeCarPricePerDay', () => {
  it('rounds the base over the days up, never below the true share', () => {
    expect(computeCarPricePerDay(10_000, 3)).toBe(3334);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 30 }),
        (b, d) => {
          const perDay = computeCarPricePerDay(b, d);
          return perDay * d >= b && (perDay - 1) * d < b;
        },
      ),
    );
  });

  it('refuses a rental of no days', () => {
    expect(() => computeCarPricePerDay(100, 0)).toThrow(RangeError);
  });
});

describe('judgeCarOffer (spec §5 cars.maxPricePerDay)', () => {
  it('shows no policy to card holders and holds a booker without a tier to nothing', () => {
    expect(judgeCarOffer('capone', policyWith([5000]), 9999)).toBeNull();
    expect(judgeCarOffer('capone-corporate', null, 9999)).toEqual({
      inPolicy: true,
      violations: [],
    });
  });

  it('is in policy at or under the cap, out of it above, naming the cap', () => {
    const tier = policyWith([9000]);
    expect(judgeCarOffer('capone-corporate', tier, 9000)?.inPolicy).toBe(true);
    expect(judgeCarOffer('capone-corporate', tier, 9001)).toEqual({
      inPolicy: false,
      violations: [{ code: 'DailyPriceOverCap', capMinor: 9000 }],
    });
  });

  it('takes the most generous of several caps, and no cap admits everything', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1000, max: 50_000 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 60_000 }),
        (caps, price) => {
          const verdict = judgeCarOffer('capone-corporate', policyWith(caps), price);
          return verdict?.inPolicy === price <= Math.max(...caps);
        },
      ),
    );
    expect(judgeCarOffer('capone-corporate', policyWith([5000, null]), 99_999)?.inPolicy).toBe(
      true,
    );
  });
});

describe('driver age', () => {
  it('counts whole years on the pick-up date', () => {
    expect(computeAgeOn('1985-12-10', '2026-12-09')).toBe(40);
    expect(computeAgeOn('1985-12-10', '2026-12-10')).toBe(41);
    // Born on 29 February: a year older on 1 March in other years.
    expect(computeAgeOn('2004-02-29', '2029-02-28')).toBe(24);
    expect(computeAgeOn('2004-02-29', '2029-03-01')).toBe(25);
  });

  it('needs the car’s minimum age, then the searched age band', () => {
    const base = { pickUpDate: '2026-12-14', minimumDriverAge: 21 };
    expect(checkDriverAge({ ...base, dateOfBirth: null, searchedAge: 40 })).toEqual({
      ok: false,
      problem: { code: 'DriverDateOfBirthRequired' },
    });
    expect(checkDriverAge({ ...base, dateOfBirth: '2006-01-01', searchedAge: 20 })).toEqual({
      ok: false,
      problem: { code: 'DriverUnderMinimumAge', minimumAge: 21, age: 20 },
    });
    expect(checkDriverAge({ ...base, dateOfBirth: '1985-12-10', searchedAge: 22 })).toEqual({
      ok: false,
      problem: { code: 'DriverAgeMismatch', searchedAge: 22, age: 41 },
    });
    expect(checkDriverAge({ ...base, dateOfBirth: '1985-12-10', searchedAge: 30 })).toEqual({
      ok: true,
      age: 41,
    });
  });

  it('accepts a driver exactly when old enough and in the band searched', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 16, max: 90 }),
        fc.integer({ min: 18, max: 99 }),
        fc.integer({ min: 18, max: 25 }),
        (age, searchedAge, minimumDriverAge) => {
          const dateOfBirth = `${2026 - age}-06-01`;
          const r = checkDriverAge({
            dateOfBirth,
            pickUpDate: '2026-12-14',
            minimumDriverAge,
            searchedAge,
          });
          const expected =
            age >= minimumDriverAge && age < YOUNG_DRIVER_AGE === searchedAge < YOUNG_DRIVER_AGE;
          return r.ok === expected;
        },
      ),
    );
  });
});

describe('decideCarCancellation', () => {
  const pickUpAt = new Date('2026-12-14T18:00:00Z');
  const at = (hoursBefore: number) => new Date(pickUpAt.getTime() - hoursBefore * 3_600_000);
  const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
  const deadline = {
    terms: 'FreeUntilDeadline' as const,
    freeUntil: at(48).toISOString(),
    lateCancellationFee: usd(4_999),
  };

  it('refunds everything paid before the deadline, then keeps the late fee', () => {
    expect(
      decideCarCancellation({ now: at(72), pickUpAt, policy: deadline, paidMinor: 30_000 }),
    ).toEqual({
      outcome: 'car_free_cancellation',
      cancellable: true,
      refundMinor: 30_000,
      penaltyMinor: 0,
    });
    expect(
      decideCarCancellation({ now: at(24), pickUpAt, policy: deadline, paidMinor: 30_000 }),
    ).toEqual({
      outcome: 'car_late_cancellation',
      cancellable: true,
      refundMinor: 25_001,
      penaltyMinor: 4_999,
    });
  });

  it('cancels pay-at-counter rentals free until pick-up, and nothing online after it', () => {
    const free = {
      terms: 'FreeUntilPickUp' as const,
      freeUntil: pickUpAt.toISOString(),
      lateCancellationFee: null,
    };
    expect(
      decideCarCancellation({ now: at(1), pickUpAt, policy: free, paidMinor: 0 }),
    ).toMatchObject({ outcome: 'car_free_cancellation', refundMinor: 0, cancellable: true });
    expect(
      decideCarCancellation({ now: at(-1), pickUpAt, policy: free, paidMinor: 30_000 }),
    ).toMatchObject({ outcome: 'car_non_refundable', cancellable: false, refundMinor: 0 });
  });

  it('never refunds more than was paid, nor keeps more, at any moment', () => {
    const policies = [
      deadline,
      {
        terms: 'FreeUntilPickUp' as const,
        freeUntil: pickUpAt.toISOString(),
        lateCancellationFee: null,
      },
      { terms: 'NonRefundable' as const, freeUntil: null, lateCancellationFee: null },
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: -48, max: 24 * 30 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.constantFrom(...policies),
        (hoursBefore, paidMinor, policy) => {
          const d = decideCarCancellation({ now: at(hoursBefore), pickUpAt, policy, paidMinor });
          return (
            d.refundMinor >= 0 &&
            d.penaltyMinor >= 0 &&
            d.refundMinor + d.penaltyMinor === paidMinor &&
            (hoursBefore > 0 || !d.cancellable)
          );
        },
      ),
    );
  });
});
