import { fromLocalDateTime, toLocalDate } from './trip-zoned-time';

/**
 * Spec §9 void window: a ticket cancelled inside it is voided, a full refund to every payment
 * source (docs/decisions/006-trips-cancellation.md).
 *
 * - US point of sale (the default; the tenant sells from the US): 24 hours after ticketing, and
 *   only while the first departure is more than 24 hours away — the window closes at whichever
 *   comes first. "About 24 business hours" in the spec is read as 24 clock hours, as the large US
 *   travel sites and airlines apply the DOT 24-hour rule.
 * - Canada (the first departure airport is in Canada): until 11:59 pm (inclusive, to the last
 *   millisecond of the day) local time of the first departure airport on the day of ticketing, and
 *   never after the first departure. The departure airport's zone is the one the traveller and the
 *   airline's ticket office share; the point-of-sale zone would differ for a person booking from
 *   elsewhere.
 */
export type VoidRule = 'US' | 'CA';

export const US_VOID_HOURS = 24;
/** US: the window is closed once the first departure is this close. */
export const US_VOID_MIN_HOURS_BEFORE_DEPARTURE = 24;

export function selectVoidRule(firstDepartureCountryCode: string): VoidRule {
  return firstDepartureCountryCode.toUpperCase() === 'CA' ? 'CA' : 'US';
}

export interface VoidWindowInput {
  rule: VoidRule;
  ticketedAt: Date;
  firstDepartureAt: Date;
  /** IANA zone of the first departure airport (the Canadian rule's clock). */
  departureTimeZone: string;
}

/** The last instant (inclusive) a ticket can be voided; null when the window never opens. */
export function computeVoidWindowEnd(input: VoidWindowInput): Date | null {
  const { ticketedAt, firstDepartureAt } = input;
  let end: number;
  if (input.rule === 'US') {
    end = Math.min(
      ticketedAt.getTime() + US_VOID_HOURS * 3_600_000,
      firstDepartureAt.getTime() - US_VOID_MIN_HOURS_BEFORE_DEPARTURE * 3_600_000,
    );
    // Inclusive end: the window is [ticketedAt, end).
    end -= 1;
  } else {
    const day = toLocalDate(ticketedAt, input.departureTimeZone);
    const endOfDay = fromLocalDateTime(`${day}T23:59:59.999`, input.departureTimeZone).getTime();
    end = Math.min(endOfDay, firstDepartureAt.getTime() - 1);
  }
  return end < ticketedAt.getTime() ? null : new Date(end);
}

export function isInsideVoidWindow(windowEnd: Date | null, ticketedAt: Date, now: Date): boolean {
  if (!windowEnd) return false;
  const at = now.getTime();
  return at >= ticketedAt.getTime() && at <= windowEnd.getTime();
}
