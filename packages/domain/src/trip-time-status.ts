/**
 * Spec §4 trip time status from the travel clock: Future before the trip starts, Present from its
 * first instant up to (not including) its last, Past from then on; a cancelled trip is Canceled
 * whatever the time.
 */
export type TripTimeStatusValue = 'Future' | 'Present' | 'Past' | 'Canceled';

export function selectTripTimeStatus(
  trip: { startsAt: Date; endsAt: Date; isCancelled: boolean },
  now: Date,
): TripTimeStatusValue {
  if (trip.isCancelled) return 'Canceled';
  const at = now.getTime();
  if (at < trip.startsAt.getTime()) return 'Future';
  if (at < trip.endsAt.getTime()) return 'Present';
  return 'Past';
}

/** Airline online check-in opens this long before the first departure (spec §2 check-in link). */
export const CHECK_IN_OPENS_HOURS = 24;
/** …and closes this long before it. */
export const CHECK_IN_CLOSES_MINUTES = 60;

export function computeCheckInWindow(
  firstDepartureAt: Date,
  now: Date,
): { opensAt: Date; closesAt: Date; isOpen: boolean } {
  const opensAt = new Date(firstDepartureAt.getTime() - CHECK_IN_OPENS_HOURS * 3_600_000);
  const closesAt = new Date(firstDepartureAt.getTime() - CHECK_IN_CLOSES_MINUTES * 60_000);
  const at = now.getTime();
  return { opensAt, closesAt, isOpen: at >= opensAt.getTime() && at < closesAt.getTime() };
}
