/**
 * A booked home's facts for the lodging date change (issue 22; domain/lodging-date-change.ts):
 * a home's dates may change while its host's cancellation policy still gives everything back (its
 * first window is FullyRefundable: Flexible, Moderate) and before check-in; the deadline itself
 * is the last moment, as for cancelling (`decideHomeCancellation`). Partially refundable (Strict)
 * and non-refundable stays are not changed online (`RateNotChangeable`), and a deadline passed is
 * `ChangeDeadlinePassed`: the page offers support. Pure.
 */
import type { HomeCancellationPolicy } from '@wayfare/contracts/home-booking';
import type { LodgingDateChangeFacts } from './lodging-date-change';
import { getZoneOffsetMs } from './trip-zoned-time';

/** An instant as the zone's wall clock `YYYY-MM-DDTHH:mm` (seconds dropped: deadlines are whole minutes). */
function toLocalMinute(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + getZoneOffsetMs(instant, timeZone))
    .toISOString()
    .slice(0, 16);
}

export function readHomeDateChangeFacts(input: {
  status: LodgingDateChangeFacts['status'];
  checkInDate: string;
  timeZone: string;
  policy: Pick<HomeCancellationPolicy, 'kind' | 'checkInAt' | 'windows'>;
}): LodgingDateChangeFacts {
  const { policy, timeZone } = input;
  const checkInAt = new Date(policy.checkInAt);
  const first = policy.windows[0];
  const free = first?.refundKind === 'FullyRefundable' ? first : null;
  return {
    status: input.status,
    checkInDate: input.checkInDate,
    checkInTime: toLocalMinute(checkInAt, timeZone).slice(11),
    timeZone,
    terms: free
      ? 'FreeCancellation'
      : policy.kind === 'NonRefundable'
        ? 'NonRefundable'
        : 'PartialRefundBeforeDeadline',
    freeCancellationUntil: free
      ? toLocalMinute(free.until ? new Date(free.until) : checkInAt, timeZone)
      : null,
    hasDatedProtection: false,
  };
}
