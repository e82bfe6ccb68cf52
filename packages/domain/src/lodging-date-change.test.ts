import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkNewStay,
  decideLodgingDateChange,
  settleDateChange,
  type LodgingDateChangeFacts,
} from './lodging-date-change';

// A Toronto hotel, check-in 2027-03-10 at 15:00 local (20:00Z), free cancellation until
// 2027-03-08 15:00 local (20:00Z), 48 hours before.
const FACTS: LodgingDateChangeFacts = {
  status: 'Confirmed',
  checkInDate: '2027-03-10',
  checkInTime: '15:00',
  timeZone: 'America/Toronto',
  terms: 'FreeCancellation',
  freeCancellationUntil: '2027-03-08T15:00',
  hasDatedProtection: false,
};
const at = (iso: string) => new Date(iso);

describe('decideLodgingDateChange', () => {
  it('allows a free-cancellation rate until its deadline, inclusive', () => {
    expect(decideLodgingDateChange(FACTS, at('2027-03-01T00:00:00Z'))).toEqual({
      ok: true,
      until: at('2027-03-08T20:00:00Z'),
    });
    expect(decideLodgingDateChange(FACTS, at('2027-03-08T20:00:00Z')).ok).toBe(true);
    expect(decideLodgingDateChange(FACTS, at('2027-03-08T20:00:00.001Z'))).toEqual({
      ok: false,
      code: 'ChangeDeadlinePassed',
    });
  });

  it('never after check-in, whatever the deadline says', () => {
    const lateDeadline = { ...FACTS, freeCancellationUntil: '2027-03-11T12:00' };
    expect(decideLodgingDateChange(lateDeadline, at('2027-03-10T19:59:59Z'))).toEqual({
      ok: true,
      until: at('2027-03-10T20:00:00Z'),
    });
    expect(decideLodgingDateChange(lateDeadline, at('2027-03-10T20:00:00Z'))).toEqual({
      ok: false,
      code: 'CheckInPassed',
    });
  });

  it('refuses rates without a free window, and dated protections', () => {
    const now = at('2027-03-01T00:00:00Z');
    for (const terms of ['NonRefundable', 'PartialRefundBeforeCheckIn'] as const)
      expect(decideLodgingDateChange({ ...FACTS, terms }, now)).toEqual({
        ok: false,
        code: 'RateNotChangeable',
      });
    expect(decideLodgingDateChange({ ...FACTS, freeCancellationUntil: null }, now)).toEqual({
      ok: false,
      code: 'RateNotChangeable',
    });
    expect(decideLodgingDateChange({ ...FACTS, hasDatedProtection: true }, now)).toEqual({
      ok: false,
      code: 'RefundableRoomBooked',
    });
  });

  it('refuses bookings that are not confirmed', () => {
    const now = at('2027-03-01T00:00:00Z');
    expect(decideLodgingDateChange({ ...FACTS, status: 'Cancelled' }, now)).toEqual({
      ok: false,
      code: 'BookingCancelled',
    });
    for (const status of ['Pending', 'AwaitingApproval', 'Failed'] as const)
      expect(decideLodgingDateChange({ ...FACTS, status }, now)).toEqual({
        ok: false,
        code: 'BookingNotConfirmed',
      });
  });
});

describe('checkNewStay', () => {
  const booked = {
    checkInDate: '2027-03-10',
    checkOutDate: '2027-03-12',
    rooms: 1,
    adults: 2,
    children: 0,
  };
  // 03:00Z on the 5th is still the 4th in Toronto.
  const window = {
    now: at('2027-03-05T03:00:00Z'),
    timeZone: 'America/Toronto',
    latestCheckIn: '2028-01-01',
  };

  it('takes the property’s today as the earliest check-in', () => {
    expect(
      checkNewStay(booked, { checkInDate: '2027-03-04', checkOutDate: '2027-03-06' }, window),
    ).toBeNull();
    expect(
      checkNewStay(booked, { checkInDate: '2027-03-03', checkOutDate: '2027-03-06' }, window),
    ).toMatchObject({ field: 'checkInDate', code: 'CheckInInPast' });
  });

  it('refuses the booked dates, a reversed stay and more than 30 nights', () => {
    expect(checkNewStay(booked, booked, window)).toMatchObject({ code: 'SameDates' });
    expect(
      checkNewStay(booked, { checkInDate: '2027-03-12', checkOutDate: '2027-03-12' }, window),
    ).toMatchObject({ field: 'checkOutDate', code: 'InvalidStay' });
    expect(
      checkNewStay(booked, { checkInDate: '2027-03-10', checkOutDate: '2027-04-09' }, window),
    ).toBeNull();
    expect(
      checkNewStay(booked, { checkInDate: '2027-03-10', checkOutDate: '2027-04-10' }, window),
    ).toMatchObject({ field: 'checkOutDate', code: 'InvalidStay' });
    expect(
      checkNewStay(booked, { checkInDate: '2028-01-02', checkOutDate: '2028-01-03' }, window),
    ).toMatchObject({ field: 'checkInDate', code: 'InvalidStay' });
  });
});

describe('settleDateChange', () => {
  const paid = { cardMinor: 20_000, rewardsMinor: 5_000, walletCreditMinor: 3_000 };

  it('charges a rise to the card', () => {
    expect(settleDateChange(paid, 32_820)).toEqual({
      differenceMinor: 4_820,
      chargeMinor: 4_820,
      refunds: { cardMinor: 0, rewardsMinor: 0, walletCreditMinor: 0 },
      paidAfter: { cardMinor: 24_820, rewardsMinor: 5_000, walletCreditMinor: 3_000 },
    });
  });

  it('refunds card first, then rewards, then travel credit', () => {
    expect(settleDateChange(paid, 24_900).refunds).toEqual({
      cardMinor: 3_100,
      rewardsMinor: 0,
      walletCreditMinor: 0,
    });
    expect(settleDateChange(paid, 6_000).refunds).toEqual({
      cardMinor: 20_000,
      rewardsMinor: 2_000,
      walletCreditMinor: 0,
    });
    expect(settleDateChange(paid, 0).refunds).toEqual(paid);
  });

  it('no change is no money moved', () => {
    expect(settleDateChange(paid, 28_000)).toMatchObject({
      differenceMinor: 0,
      chargeMinor: 0,
      paidAfter: paid,
    });
  });

  it('refuses fractions and negatives', () => {
    expect(() => settleDateChange(paid, -1)).toThrow(RangeError);
    expect(() => settleDateChange({ ...paid, cardMinor: 1.5 }, 10)).toThrow(RangeError);
  });

  const amount = fc.integer({ min: 0, max: 50_000_000 });
  const sources = fc.record({ cardMinor: amount, rewardsMinor: amount, walletCreditMinor: amount });

  it('keeps the difference identity and never refunds beyond what a source paid', () => {
    fc.assert(
      fc.property(sources, amount, (before, newTotal) => {
        const s = settleDateChange(before, newTotal);
        const oldTotal = before.cardMinor + before.rewardsMinor + before.walletCreditMinor;
        const refunded = s.refunds.cardMinor + s.refunds.rewardsMinor + s.refunds.walletCreditMinor;
        expect(s.differenceMinor).toBe(newTotal - oldTotal);
        expect(s.chargeMinor - refunded).toBe(s.differenceMinor);
        expect(s.chargeMinor === 0 || refunded === 0).toBe(true);
        expect(s.refunds.cardMinor).toBeLessThanOrEqual(before.cardMinor);
        expect(s.refunds.rewardsMinor).toBeLessThanOrEqual(before.rewardsMinor);
        expect(s.refunds.walletCreditMinor).toBeLessThanOrEqual(before.walletCreditMinor);
        expect(
          s.paidAfter.cardMinor + s.paidAfter.rewardsMinor + s.paidAfter.walletCreditMinor,
        ).toBe(newTotal);
        // Rewards are touched only once the card is fully refunded, credit only after rewards.
        if (s.refunds.rewardsMinor > 0) expect(s.paidAfter.cardMinor).toBe(0);
        if (s.refunds.walletCreditMinor > 0) expect(s.paidAfter.rewardsMinor).toBe(0);
      }),
    );
  });
});
