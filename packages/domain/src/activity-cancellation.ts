import type {
  ActivityCancellationPolicy,
  ExperienceCancellation,
} from '@wayfare/contracts/activities';

/**
 * Experience (activity) cancellation (issue 22; docs/decisions/018-activities.md): the spec §4
 * state of a booked experience at the travel clock's `now`, and what cancelling gives back. Pure.
 *
 * - FullyRefundable: before the free-cancellation deadline (`freeCancellationHoursBefore` before
 *   the start): everything paid comes back.
 * - PartiallyRefundable: after it, a partially refundable policy keeps part of the price until
 *   `PARTIAL_REFUND_CUTOFF_HOURS` before the start and gives back `refundPercentAfterDeadline` %.
 * - NonRefundable: a non-refundable policy: it may be cancelled (the spots go back) but nothing
 *   comes back.
 * - NonCancellable: a refundable policy past its last refund window: the operator no longer takes
 *   cancellations online (customer service).
 * - PastExperienceStart: at or after the start.
 * - AlreadyCanceled, BookingPending (the booking's saga is still running or awaits approval),
 *   CancellationPending (a cancellation is under way), ContactCustomerService (the booking is in a
 *   state no self-serve path covers).
 * Every deadline is exclusive: at the deadline minute the earlier state has ended.
 */

/** After the free deadline, a partially refundable experience refunds part until this long before it starts. */
export const PARTIAL_REFUND_CUTOFF_HOURS = 24;

const HOUR_MS = 3_600_000;

export interface ActivityCancellationInput {
  now: Date;
  startsAt: Date;
  policy: ActivityCancellationPolicy;
  paidMinor: number;
  bookingStatus: 'Pending' | 'AwaitingApproval' | 'Confirmed' | 'Cancelled' | 'Failed';
  cancellationPending: boolean;
}

export interface ActivityCancellationDecision {
  state: ExperienceCancellation;
  /** Whether the traveller can cancel online now. */
  cancellable: boolean;
  refundMinor: number;
  penaltyMinor: number;
}

/** The free-cancellation deadline, or null for a policy without one. */
export function findFreeCancellationDeadline(
  startsAt: Date,
  policy: ActivityCancellationPolicy,
): Date | null {
  return policy.freeCancellationHoursBefore === null
    ? null
    : new Date(startsAt.getTime() - policy.freeCancellationHoursBefore * HOUR_MS);
}

/** Until when part of the price comes back after the free deadline, or null when nothing does. */
export function findPartialRefundDeadline(
  startsAt: Date,
  policy: ActivityCancellationPolicy,
): Date | null {
  return policy.kind === 'PartiallyRefundable' && policy.refundPercentAfterDeadline > 0
    ? new Date(startsAt.getTime() - PARTIAL_REFUND_CUTOFF_HOURS * HOUR_MS)
    : null;
}

export function decideActivityCancellation(
  input: ActivityCancellationInput,
): ActivityCancellationDecision {
  const { now, startsAt, policy, paidMinor } = input;
  if (!Number.isInteger(paidMinor) || paidMinor < 0)
    throw new RangeError('paidMinor must be a non-negative integer');
  const none = (state: ExperienceCancellation, cancellable = false) => ({
    state,
    cancellable,
    refundMinor: 0,
    penaltyMinor: cancellable ? paidMinor : 0,
  });
  if (input.bookingStatus === 'Cancelled') return none('AlreadyCanceled');
  if (input.cancellationPending) return none('CancellationPending');
  if (input.bookingStatus === 'Pending' || input.bookingStatus === 'AwaitingApproval')
    return none('BookingPending');
  if (input.bookingStatus !== 'Confirmed') return none('ContactCustomerService');
  const t = now.getTime();
  if (t >= startsAt.getTime()) return none('PastExperienceStart');
  if (policy.kind === 'NonRefundable') return none('NonRefundable', true);
  const free = findFreeCancellationDeadline(startsAt, policy);
  if (free && t < free.getTime())
    return { state: 'FullyRefundable', cancellable: true, refundMinor: paidMinor, penaltyMinor: 0 };
  const partial = findPartialRefundDeadline(startsAt, policy);
  if (partial && t < partial.getTime()) {
    const refundMinor = Math.floor((paidMinor * policy.refundPercentAfterDeadline) / 100);
    return {
      state: 'PartiallyRefundable',
      cancellable: true,
      refundMinor,
      penaltyMinor: paidMinor - refundMinor,
    };
  }
  return none('NonCancellable');
}
