import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMoveCfar,
  cfarDeadline,
  cfarNightlyPremium,
  cfarPremiumPercent,
  estimateCfarExerciseRate,
  hotelCfarDeadline,
  isBeforeCfarDeadline,
  listCfarOptions,
  priceCfarPremium,
  strictestFareRule,
  type CfarFareRule,
} from './cancel-for-any-reason';
import { protectionTermsFor } from './protection-terms';

const departure = new Date('2027-03-10T14:30:00Z');

describe('cancel for any reason deadline', () => {
  it('is exactly 3 hours before the first departure', () => {
    expect(cfarDeadline(departure).toISOString()).toBe('2027-03-10T11:30:00.000Z');
  });

  it('can be used at the deadline itself and not a millisecond after', () => {
    const deadline = cfarDeadline(departure);
    expect(isBeforeCfarDeadline(new Date('2027-03-10T11:29:59.999Z'), deadline)).toBe(true);
    expect(isBeforeCfarDeadline(new Date('2027-03-10T11:30:00.000Z'), deadline)).toBe(true);
    expect(isBeforeCfarDeadline(new Date('2027-03-10T11:30:00.001Z'), deadline)).toBe(false);
  });
});

describe('a stay’s deadline', () => {
  it('is check-in time at the hotel: usable at that instant, not a moment later', () => {
    const checkIn = new Date('2027-01-05T20:00:00Z');
    const deadline = hotelCfarDeadline(checkIn, 0);
    expect(deadline.toISOString()).toBe('2027-01-05T20:00:00.000Z');
    expect(isBeforeCfarDeadline(checkIn, deadline)).toBe(true);
    expect(isBeforeCfarDeadline(new Date(checkIn.getTime() + 1), deadline)).toBe(false);
    expect(hotelCfarDeadline(checkIn, 24).toISOString()).toBe('2027-01-04T20:00:00.000Z');
  });
});

describe('premium percent and nightly premium (spec §9)', () => {
  it('rounds premium ÷ total × 100', () => {
    expect(cfarPremiumPercent(2_450, 10_000)).toBe(25); // 24.5 rounds half up
    expect(cfarPremiumPercent(2_449, 10_000)).toBe(24);
    expect(cfarPremiumPercent(6_700, 41_234)).toBe(16);
    expect(cfarPremiumPercent(100, 0)).toBe(0);
  });

  it('rounds a stay premium over its nights up', () => {
    expect(cfarNightlyPremium(10_000, 3)).toBe(3_334);
    expect(cfarNightlyPremium(9_000, 3)).toBe(3_000);
    expect(() => cfarNightlyPremium(100, 0)).toThrow(RangeError);
  });
});

const terms = protectionTermsFor('capone').cancelForAnyReason;
const priceFor = (
  totalMinor: number,
  horizonDays: number,
  fareRule: CfarFareRule = 'NotPossible',
  isInternational = false,
) =>
  priceCfarPremium({
    totalMinor,
    horizonDays,
    fareRule,
    isInternational,
    refundPercent: terms.refundPercent,
    premiumPercent: terms.premiumPercent,
    minPremiumMinor: terms.minPremiumMinor,
  });

describe('the premium', () => {
  it('costs more the further out the trip is bought, and more abroad', () => {
    const week = priceFor(50_000, 7);
    const quarter = priceFor(50_000, 90);
    expect(quarter.premiumMinor).toBeGreaterThan(week.premiumMinor);
    expect(priceFor(50_000, 90, 'NotPossible', true).premiumMinor).toBeGreaterThan(
      quarter.premiumMinor,
    );
  });

  it('costs less on fares the airline credits in full anyway', () => {
    expect(priceFor(50_000, 60, 'NoPenalty').premiumMinor).toBeLessThan(
      priceFor(50_000, 60, 'NotPossible').premiumMinor,
    );
  });

  it('is a whole dollar amount, at least the minimum, and says its percent', () => {
    const q = priceFor(12_345, 30);
    expect(q.premiumMinor % 100).toBe(0);
    expect(q.premiumMinor).toBeGreaterThanOrEqual(terms.minPremiumMinor);
    expect(q.premiumPercent).toBe(Math.round((q.premiumMinor / 12_345) * 100));
  });

  it('is never sold above the maximum percent, and otherwise expects to pay out less than it takes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000, max: 2_000_000 }),
        fc.double({ min: 0, max: 330, noNaN: true }),
        fc.constantFrom<CfarFareRule>('NoPenalty', 'WithFee', 'NotPossible', 'Unknown'),
        fc.boolean(),
        (total, horizon, rule, intl) => {
          const q = priceFor(total, horizon, rule, intl);
          if (q.isOffered) {
            expect(q.premiumMinor).toBeLessThanOrEqual((total * terms.premiumPercent.max) / 100);
            expect(q.expectedPayoutMinor).toBeLessThan(q.premiumMinor);
          }
          expect(q.exerciseRate).toBeGreaterThan(0);
          expect(q.exerciseRate).toBeLessThanOrEqual(0.6);
        },
      ),
    );
  });

  it('rises with the horizon', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 300, noNaN: true }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        (h, more) => {
          const input = { isInternational: false, fareRule: 'WithFee' as const };
          expect(
            estimateCfarExerciseRate({ ...input, horizonDays: h + more }),
          ).toBeGreaterThanOrEqual(estimateCfarExerciseRate({ ...input, horizonDays: h }));
        },
      ),
    );
  });
});

describe('what each choice gives back', () => {
  it('refunds the percent of the fares in cash, rounded down, or credits them whole', () => {
    const [cash, credit] = listCfarOptions({
      fareTotalMinor: 40_001,
      refundPercent: 80,
      fareRule: 'NotPossible',
      changeFeePerTicketMinor: 0,
      ticketedTravelers: 2,
    });
    expect(cash).toEqual({
      choice: 'cfar_cash',
      refundMinor: 32_000,
      airlineCreditMinor: 0,
      penaltyMinor: 8_001,
    });
    expect(credit).toEqual({
      choice: 'cfar_ftc',
      refundMinor: 0,
      airlineCreditMinor: 40_001,
      penaltyMinor: 0,
    });
  });

  it('takes the change fee per ticket off a credit where the fare has one', () => {
    const [, credit] = listCfarOptions({
      fareTotalMinor: 60_000,
      refundPercent: 80,
      fareRule: 'WithFee',
      changeFeePerTicketMinor: 7_500,
      ticketedTravelers: 2,
    });
    expect(credit).toMatchObject({
      choice: 'cfar_ftc_with_penalty',
      airlineCreditMinor: 45_000,
      penaltyMinor: 15_000,
    });
  });

  it('never gives back more than the fares, nor less than nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom<CfarFareRule>('NoPenalty', 'WithFee', 'NotPossible', 'Unknown'),
        (total, percent, fee, travelers, rule) => {
          for (const o of listCfarOptions({
            fareTotalMinor: total,
            refundPercent: percent,
            fareRule: rule,
            changeFeePerTicketMinor: fee,
            ticketedTravelers: travelers,
          })) {
            expect(o.refundMinor + o.airlineCreditMinor + o.penaltyMinor).toBe(total);
            expect(
              Math.min(o.refundMinor, o.airlineCreditMinor, o.penaltyMinor),
            ).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('reads the strictest fare rule of the slices', () => {
    expect(strictestFareRule(['NoPenalty', 'WithFee'])).toBe('WithFee');
    expect(strictestFareRule(['WithFee', 'NotPossible'])).toBe('NotPossible');
    expect(strictestFareRule(['NoPenalty'])).toBe('NoPenalty');
    expect(strictestFareRule([])).toBe('Unknown');
  });
});

describe('life cycle', () => {
  it('allows only forward moves; ended protections stay ended', () => {
    expect(canMoveCfar('CfarRefundable', 'Pending')).toBe(true);
    expect(canMoveCfar('Pending', 'Canceled')).toBe(true);
    expect(canMoveCfar('Canceled', 'Pending')).toBe(false);
    expect(canMoveCfar('Expired', 'CfarRefundable')).toBe(false);
    expect(canMoveCfar('CfarRefundable', 'Canceled')).toBe(false);
  });
});
