import fc from 'fast-check';
import type { TravelPolicy } from '@wayfare/contracts/policy';
import { describe, expect, it } from 'vitest';
import {
  buildHomeCancellationPolicy,
  decideHomeCancellation,
  findHomeViolations,
  formatEpochDay,
  judgeHomeStay,
  priceHomeStay,
  refundKindOf,
  toEpochDay,
  weekdayOf,
  type HomePriceInput,
  type HomeStayRules,
} from './home-stay';

const RULES: HomeStayRules = {
  minStayNights: 3,
  maxStayNights: 14,
  maxGuests: 4,
  petsAllowed: true,
  maxPets: 2,
  checkInDays: [0, 1, 2, 3, 4, 5, 6],
  checkOutDays: [0, 1, 2, 3, 4, 5, 6],
  minBookingWindowDays: 2,
};
// 2026-03-07 is a Saturday.
const SAT = toEpochDay('2026-03-07');
const TODAY = SAT - 30;
const stay = (over: Partial<Parameters<typeof findHomeViolations>[1]> = {}) => ({
  checkInDay: SAT,
  checkOutDay: SAT + 3,
  guests: 2,
  pets: 0,
  today: TODAY,
  blockedNights: [],
  ...over,
});

describe('epoch days', () => {
  it('round-trips dates and knows the weekday', () => {
    expect(formatEpochDay(toEpochDay('2026-03-07'))).toBe('2026-03-07');
    expect(weekdayOf(SAT)).toBe(6);
    expect(weekdayOf(toEpochDay('1970-01-01'))).toBe(4);
  });
});

describe('findHomeViolations at every boundary', () => {
  it('allows exactly the minimum and maximum nights, guests and pets', () => {
    expect(findHomeViolations(RULES, stay())).toEqual([]);
    expect(findHomeViolations(RULES, stay({ checkOutDay: SAT + 14 }))).toEqual([]);
    expect(findHomeViolations(RULES, stay({ guests: 4, pets: 2 }))).toEqual([]);
  });
  it('names the minimum and maximum nights one night past them', () => {
    expect(findHomeViolations(RULES, stay({ checkOutDay: SAT + 2 }))).toEqual([
      { reason: 'MinStayViolation', minNights: 3 },
    ]);
    expect(findHomeViolations(RULES, stay({ checkOutDay: SAT + 15 }))).toEqual([
      { reason: 'MaxStayViolation', maxNights: 14 },
    ]);
  });
  it('names the most guests and pets one past them, and 0 pets where none are allowed', () => {
    expect(findHomeViolations(RULES, stay({ guests: 5 }))).toEqual([
      { reason: 'OccupancyViolation', maxGuests: 4 },
    ]);
    expect(findHomeViolations(RULES, stay({ pets: 3 }))).toEqual([
      { reason: 'PetPolicyViolation', maxPets: 2 },
    ]);
    expect(
      findHomeViolations({ ...RULES, petsAllowed: false, maxPets: 0 }, stay({ pets: 1 })),
    ).toEqual([{ reason: 'PetPolicyViolation', maxPets: 0 }]);
  });
  it('says which weekdays a stay may start and end on', () => {
    const saturdays = { ...RULES, checkInDays: [6], checkOutDays: [6], maxStayNights: 28 };
    expect(findHomeViolations(saturdays, stay({ checkOutDay: SAT + 7 }))).toEqual([]);
    expect(
      findHomeViolations(saturdays, stay({ checkInDay: SAT + 1, checkOutDay: SAT + 7 })),
    ).toEqual([{ reason: 'CheckInNotAllowed', allowedWeekdays: [6] }]);
    expect(findHomeViolations(saturdays, stay({ checkOutDay: SAT + 8 }))).toEqual([
      { reason: 'CheckOutNotAllowed', allowedWeekdays: [6] },
    ]);
  });
  it('lists the blocked nights inside the stay only (the check-out day is not a night)', () => {
    expect(findHomeViolations(RULES, stay({ blockedNights: [SAT + 3, SAT - 1] }))).toEqual([]);
    expect(findHomeViolations(RULES, stay({ blockedNights: [SAT + 2, SAT, SAT] }))).toEqual([
      { reason: 'BlockedDates', blockedNights: ['2026-03-07', '2026-03-09'] },
    ]);
  });
  it('takes a booking exactly the notice ahead, and names the earliest check-in a day short', () => {
    expect(findHomeViolations(RULES, stay({ today: SAT - 2 }))).toEqual([]);
    expect(findHomeViolations(RULES, stay({ today: SAT - 1 }))).toEqual([
      {
        reason: 'MinBookingWindowViolation',
        minDaysNotice: 2,
        earliestCheckIn: '2026-03-08',
      },
    ]);
  });
  it('names every broken rule in the spec order', () => {
    const all = findHomeViolations(
      { ...RULES, checkInDays: [1], checkOutDays: [1] },
      stay({ checkOutDay: SAT + 1, guests: 9, pets: 5, today: SAT, blockedNights: [SAT] }),
    );
    expect(all.map((v) => v.reason)).toEqual([
      'MinStayViolation',
      'OccupancyViolation',
      'PetPolicyViolation',
      'CheckInNotAllowed',
      'CheckOutNotAllowed',
      'BlockedDates',
      'MinBookingWindowViolation',
    ]);
  });
});

const PRICE: HomePriceInput = {
  currency: 'USD',
  nightlyMinor: [12_300, 12_300, 14_100],
  dates: ['2026-03-07', '2026-03-08', '2026-03-09'],
  adults: 2,
  pets: 1,
  discounts: [{ type: 'LastMinute', funding: 'HostFunded', percent: 15 }],
  hostFees: [
    { type: 'Cleaning', basis: 'PerStay', unitMinor: 6_500 },
    { type: 'Pet', basis: 'PerPet', unitMinor: 3_500 },
    { type: 'Resort', basis: 'PerNight', unitMinor: 2_500 },
  ],
  servicePercent: 10,
  occupancyPercent: 7,
  salesPercent: 6,
  cityTaxPerAdultNightMinor: 300,
  recoveryPercent: 10,
};

describe('priceHomeStay', () => {
  it('breaks the price down by basis, each tax on its base', () => {
    const p = priceHomeStay(PRICE);
    expect(p.rent.amountMinor).toBe(38_700);
    expect(p.discounts).toEqual([
      {
        type: 'LastMinute',
        funding: 'HostFunded',
        percent: 15,
        amount: { amountMinor: 5_805, currency: 'USD' },
      },
    ]);
    const fees = Object.fromEntries(
      p.fees.map((f) => [f.type, [f.quantity, f.amount.amountMinor]]),
    );
    expect(fees).toEqual({
      Cleaning: [1, 6_500],
      Pet: [1, 3_500],
      Resort: [3, 7_500],
      // 10 % of net rent 32 895 + host fees 17 500 = 50 395 → 5 039.5 → 5 040
      TravelerService: [1, 5_040],
    });
    const taxes = Object.fromEntries(
      p.taxes.map((t) => [t.type, [t.base.amountMinor, t.amount.amountMinor]]),
    );
    expect(taxes).toEqual({
      Occupancy: [50_395, 3_528],
      Sales: [50_395, 3_024],
      City: [50_395, 1_800],
      Recovery: [5_040, 504],
    });
    expect(p.total.amountMinor).toBe(38_700 - 5_805 + 22_540 + 8_856);
    expect(p.averageNightly.amountMinor).toBe(Math.ceil(32_895 / 3));
  });

  it('never lets discounts take more than half the rent', () => {
    const p = priceHomeStay({
      ...PRICE,
      discounts: [
        { type: 'Monthly', funding: 'HostFunded', percent: 25 },
        { type: 'LastMinute', funding: 'HostFunded', percent: 20 },
        { type: 'FirstBookings', funding: 'ProductFunded', percent: 15 },
      ],
    });
    expect(p.discountTotal.amountMinor).toBe(Math.floor(38_700 / 2));
    expect(p.discounts.map((d) => d.amount.amountMinor)).toEqual([9_675, 7_740, 1_935]);
  });

  it('total = rent − discounts + fees + taxes exactly, every line whole cents (property)', () => {
    const input = fc.record({
      nightly: fc.array(fc.integer({ min: 1_000, max: 200_000 }), { minLength: 1, maxLength: 40 }),
      adults: fc.integer({ min: 1, max: 10 }),
      pets: fc.integer({ min: 0, max: 3 }),
      percents: fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 4 }),
      cleaning: fc.integer({ min: 0, max: 30_000 }),
      occupancy: fc.integer({ min: 0, max: 20 }),
      sales: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
      city: fc.option(fc.integer({ min: 0, max: 1_000 }), { nil: null }),
    });
    fc.assert(
      fc.property(input, (i) => {
        const p = priceHomeStay({
          ...PRICE,
          nightlyMinor: i.nightly,
          dates: i.nightly.map((_, n) => formatEpochDay(SAT + n)),
          adults: i.adults,
          pets: i.pets,
          discounts: i.percents.map((percent) => ({
            type: 'LongStay' as const,
            funding: 'JointFunded' as const,
            percent,
          })),
          hostFees: [
            { type: 'Cleaning', basis: 'PerStay', unitMinor: i.cleaning },
            { type: 'Pet', basis: 'PerPet', unitMinor: 3_500 },
          ],
          occupancyPercent: i.occupancy,
          salesPercent: i.sales,
          cityTaxPerAdultNightMinor: i.city,
        });
        const sum = (xs: { amount: { amountMinor: number } }[]) =>
          xs.reduce((a, x) => a + x.amount.amountMinor, 0);
        const lines = [...p.discounts, ...p.fees, ...p.taxes];
        return (
          p.total.amountMinor ===
            p.rent.amountMinor - sum(p.discounts) + sum(p.fees) + sum(p.taxes) &&
          p.feeTotal.amountMinor === sum(p.fees) &&
          p.taxTotal.amountMinor === sum(p.taxes) &&
          lines.every((l) => Number.isInteger(l.amount.amountMinor) && l.amount.amountMinor >= 0) &&
          p.discountTotal.amountMinor <= p.rent.amountMinor / 2 &&
          p.averageNightly.amountMinor * p.nights >=
            p.rent.amountMinor - p.discountTotal.amountMinor
        );
      }),
    );
  });

  it('rounds each percent line to the nearest cent (half up)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 30 }),
        (n, pct) => {
          const p = priceHomeStay({
            ...PRICE,
            nightlyMinor: [n],
            dates: ['2026-03-07'],
            discounts: [],
            hostFees: [],
            occupancyPercent: pct,
            salesPercent: null,
            cityTaxPerAdultNightMinor: null,
          });
          const occupancy = p.taxes.find((t) => t.type === 'Occupancy')?.amount.amountMinor ?? -1;
          return Math.abs(occupancy - (n * pct) / 100) <= 0.5;
        },
      ),
    );
  });
});

describe('cancellation: refund kinds a minute either side of each deadline', () => {
  const checkInAt = new Date('2026-03-07T15:00:00Z'); // 16:00 at UTC+1
  const policyOf = (kind: 'Flexible' | 'Moderate' | 'Strict' | 'NonRefundable') =>
    buildHomeCancellationPolicy({
      kind,
      totalMinor: 90_001,
      nights: 3,
      checkInAt,
      utcOffsetMinutes: 60,
    });
  const at = (hoursBefore: number, minutes: number) =>
    new Date(checkInAt.getTime() - hoursBefore * 3_600_000 + minutes * 60_000);
  const decide = (kind: Parameters<typeof policyOf>[0], when: Date) =>
    decideHomeCancellation(policyOf(kind), 90_001, when);

  it('Flexible: everything until 24 h before, then all but the first night, then nothing', () => {
    expect(policyOf('Flexible').windows[0]).toMatchObject({
      until: '2026-03-06T15:00:00.000Z',
      untilLocal: '2026-03-06T16:00',
      refundKind: 'FullyRefundable',
    });
    expect(decide('Flexible', at(24, -1))).toEqual({
      refundKind: 'FullyRefundable',
      refundMinor: 90_001,
      penaltyMinor: 0,
    });
    expect(decide('Flexible', at(24, 0)).refundKind).toBe('FullyRefundable');
    expect(decide('Flexible', at(24, 1))).toEqual({
      refundKind: 'PartiallyRefundable',
      refundMinor: 60_001,
      penaltyMinor: 30_000,
    });
    expect(decide('Flexible', at(0, -1)).refundKind).toBe('PartiallyRefundable');
    expect(decide('Flexible', at(0, 1))).toEqual({
      refundKind: 'NonRefundable',
      refundMinor: 0,
      penaltyMinor: 90_001,
    });
  });
  it('Moderate: everything until 5 days before, then half', () => {
    expect(decide('Moderate', at(120, -1)).refundKind).toBe('FullyRefundable');
    expect(decide('Moderate', at(120, 1))).toEqual({
      refundKind: 'PartiallyRefundable',
      refundMinor: 45_000,
      penaltyMinor: 45_001,
    });
    expect(decide('Moderate', at(0, 1)).refundKind).toBe('NonRefundable');
  });
  it('Strict: half until 7 days before, then nothing', () => {
    expect(decide('Strict', at(168, -1))).toEqual({
      refundKind: 'PartiallyRefundable',
      refundMinor: 45_000,
      penaltyMinor: 45_001,
    });
    expect(decide('Strict', at(168, 1))).toEqual({
      refundKind: 'NonRefundable',
      refundMinor: 0,
      penaltyMinor: 90_001,
    });
  });
  it('NonRefundable: nothing, ever', () => {
    expect(decide('NonRefundable', at(2_000, 0)).refundKind).toBe('NonRefundable');
    expect(refundKindOf('NonRefundable')).toBe('NonRefundable');
    expect(refundKindOf('Strict')).toBe('PartiallyRefundable');
    expect(refundKindOf('Moderate')).toBe('FullyRefundable');
  });
  it('refund + penalty = total in every window (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Flexible', 'Moderate', 'Strict', 'NonRefundable' as const),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 1, max: 90 }),
        (kind, total, nights) => {
          const p = buildHomeCancellationPolicy({
            kind,
            totalMinor: total,
            nights,
            checkInAt,
            utcOffsetMinutes: 0,
          });
          return p.windows.every(
            (w) =>
              w.refund.amountMinor + w.penalty.amountMinor === total && w.refund.amountMinor >= 0,
          );
        },
      ),
    );
  });
});

const tier = (caps: (number | null)[]): TravelPolicy => ({
  settings: { isApprovalRequired: false },
  flights: { enableLongFlights: true, minHoursForLongFlight: 6, policies: [] },
  hotels: {
    policies: caps.map((maxPricePerNight) => ({ allowedStarRatings: [3], maxPricePerNight })),
  },
  cars: { policies: [] },
});

describe('judgeHomeStay', () => {
  it('is null for card holders and in policy without a tier', () => {
    expect(judgeHomeStay('capone', tier([100]), 99_999, true)).toBeNull();
    expect(judgeHomeStay('capone-corporate', null, 99_999, true)).toEqual({
      inPolicy: true,
      violations: [],
    });
  });
  it("follows the hotel policy's nightly cap on the average nightly rent, at the cap", () => {
    expect(judgeHomeStay('capone-corporate', tier([20_000]), 20_000, true)?.inPolicy).toBe(true);
    expect(judgeHomeStay('capone-corporate', tier([20_000, 15_000]), 20_001, true)).toEqual({
      inPolicy: false,
      violations: [{ code: 'NightlyPriceOverCap', capMinor: 20_000 }],
    });
    expect(judgeHomeStay('capone-corporate', tier([15_000, null]), 90_000, true)?.inPolicy).toBe(
      true,
    );
  });
  it('is out of policy when the business allows no homes', () => {
    expect(judgeHomeStay('capone-corporate', null, 1, false)).toEqual({
      inPolicy: false,
      violations: [{ code: 'HomesNotAllowed' }],
    });
  });
});
