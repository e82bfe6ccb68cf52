import fc from 'fast-check';
import type { ActivityCancellationPolicy } from '@wayfare/contracts/activities';
import { describe, expect, it } from 'vitest';
import {
  decideActivityCancellation,
  PARTIAL_REFUND_CUTOFF_HOURS,
  type ActivityCancellationInput,
} from './activity-cancellation';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = new Date('2026-12-10T09:00:00Z');
const FULL: ActivityCancellationPolicy = {
  kind: 'FullyRefundable',
  freeCancellationHoursBefore: 24,
  refundPercentAfterDeadline: 0,
};
const PARTIAL: ActivityCancellationPolicy = {
  kind: 'PartiallyRefundable',
  freeCancellationHoursBefore: 72,
  refundPercentAfterDeadline: 50,
};
const NONE: ActivityCancellationPolicy = {
  kind: 'NonRefundable',
  freeCancellationHoursBefore: null,
  refundPercentAfterDeadline: 0,
};

function decide(
  policy: ActivityCancellationPolicy,
  now: Date,
  extra: Partial<ActivityCancellationInput> = {},
) {
  return decideActivityCancellation({
    now,
    startsAt: START,
    policy,
    paidMinor: 10_001,
    bookingStatus: 'Confirmed',
    cancellationPending: false,
    ...extra,
  });
}
const at = (msBeforeStart: number) => new Date(START.getTime() - msBeforeStart);

describe('decideActivityCancellation at its deadlines', () => {
  it('refunds in full until a minute before the free deadline, not at or after it', () => {
    expect(decide(FULL, at(24 * HOUR + MINUTE))).toEqual({
      state: 'FullyRefundable',
      cancellable: true,
      refundMinor: 10_001,
      penaltyMinor: 0,
    });
    expect(decide(FULL, at(24 * HOUR)).state).toBe('NonCancellable');
    expect(decide(FULL, at(24 * HOUR - MINUTE))).toMatchObject({
      state: 'NonCancellable',
      cancellable: false,
      refundMinor: 0,
    });
  });

  it('keeps part after the free deadline of a partial policy, until its cut-off', () => {
    expect(decide(PARTIAL, at(72 * HOUR + MINUTE)).state).toBe('FullyRefundable');
    expect(decide(PARTIAL, at(72 * HOUR - MINUTE))).toEqual({
      state: 'PartiallyRefundable',
      cancellable: true,
      refundMinor: 5000,
      penaltyMinor: 5001,
    });
    const cutOff = PARTIAL_REFUND_CUTOFF_HOURS * HOUR;
    expect(decide(PARTIAL, at(cutOff + MINUTE)).state).toBe('PartiallyRefundable');
    expect(decide(PARTIAL, at(cutOff - MINUTE)).state).toBe('NonCancellable');
  });

  it('says PastExperienceStart from the start minute on, whatever the policy', () => {
    for (const p of [FULL, PARTIAL, NONE]) {
      expect(decide(p, at(MINUTE)).state).not.toBe('PastExperienceStart');
      expect(decide(p, at(0)).state).toBe('PastExperienceStart');
      expect(decide(p, at(-MINUTE))).toMatchObject({
        state: 'PastExperienceStart',
        cancellable: false,
      });
    }
  });

  it('lets a non-refundable experience be cancelled, with nothing back', () => {
    expect(decide(NONE, at(30 * 24 * HOUR))).toEqual({
      state: 'NonRefundable',
      cancellable: true,
      refundMinor: 0,
      penaltyMinor: 10_001,
    });
  });

  it('names the booking states before the policy', () => {
    const early = at(30 * 24 * HOUR);
    expect(decide(FULL, early, { bookingStatus: 'Cancelled' }).state).toBe('AlreadyCanceled');
    expect(decide(FULL, early, { cancellationPending: true }).state).toBe('CancellationPending');
    expect(decide(FULL, early, { bookingStatus: 'Pending' }).state).toBe('BookingPending');
    expect(decide(FULL, early, { bookingStatus: 'AwaitingApproval' }).state).toBe('BookingPending');
    expect(decide(FULL, early, { bookingStatus: 'Failed' }).state).toBe('ContactCustomerService');
  });
});

describe('decideActivityCancellation properties', () => {
  const policy = fc.oneof(
    fc.constant(NONE),
    fc.record({
      kind: fc.constant('FullyRefundable' as const),
      freeCancellationHoursBefore: fc.integer({ min: 1, max: 168 }),
      refundPercentAfterDeadline: fc.constant(0),
    }),
    fc.record({
      kind: fc.constant('PartiallyRefundable' as const),
      freeCancellationHoursBefore: fc.integer({ min: 25, max: 168 }),
      refundPercentAfterDeadline: fc.integer({ min: 0, max: 100 }),
    }),
  );
  it('never refunds more than was paid, refund and penalty add up, and later never gives more', () => {
    fc.assert(
      fc.property(
        policy,
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: -48 * 60, max: 400 * 60 }),
        fc.integer({ min: 1, max: 48 * 60 }),
        (p, paid, minutesBefore, later) => {
          const d = decide(p, at(minutesBefore * MINUTE), { paidMinor: paid });
          const after = decide(p, at((minutesBefore - later) * MINUTE), { paidMinor: paid });
          expect(d.refundMinor).toBeLessThanOrEqual(paid);
          expect(d.refundMinor).toBeGreaterThanOrEqual(0);
          if (d.cancellable) expect(d.refundMinor + d.penaltyMinor).toBe(paid);
          else expect(d.refundMinor).toBe(0);
          expect(after.refundMinor).toBeLessThanOrEqual(d.refundMinor);
        },
      ),
    );
  });
});
