/**
 * A waived flight exchange (issues 18 and 20), with no I/O: something other than the traveller's
 * wish makes a change free (no change fee, no fare difference either way), within rules of its
 * own. The airline's major schedule change lets the traveller move on the booked route and
 * airline; disruption assistance rebooks the disrupted slice on any airline, from now on, for a
 * few days; the missed-connection guarantee (issue 20, part C) adds its own rules (airports,
 * dates, a cap per traveller) through the same shape.
 */

export type WaiverReason = 'ScheduleChange' | 'DisruptionAssistance' | 'MissedConnection';

export interface ExchangeWaiverRules {
  reason: WaiverReason;
  /** The slices the waiver lets change; null for any. */
  sliceIndexes: readonly number[] | null;
  /** Any airline (a new ticket), or only the booked slice's airline (a re-issue). */
  anyAirline: boolean;
  /** The booked airports only, or any airport of the same city. */
  airports: 'booked' | 'sameCity';
  /** New flights leave at or after this instant (null: no floor). */
  earliestDepartureAt: Date | null;
  /** New flights leave on or before this local date, `YYYY-MM-DD` (null: the exchange window). */
  latestDepartureDate: string | null;
  /** The most the new fares may cost per traveller (null: no cap). */
  capPerTravelerMinor: number | null;
  /**
   * The airline's or a protection's disruption, not a wish: the change stays possible after the
   * usual cut-off before departure and whatever the fare's change rule.
   */
  ignoresCutoff: boolean;
}

/** How many days after the disrupted flight's day disruption assistance rebooks onto. */
export const DISRUPTION_REBOOK_DAYS = 2;

/** The airline's major schedule change: another flight on the booked route with the same airline. */
export function scheduleChangeWaiverRules(): ExchangeWaiverRules {
  return {
    reason: 'ScheduleChange',
    sliceIndexes: null,
    anyAirline: false,
    airports: 'booked',
    earliestDepartureAt: null,
    latestDepartureDate: null,
    capPerTravelerMinor: null,
    ignoresCutoff: false,
  };
}

/** `date` (YYYY-MM-DD) plus `days` on the calendar. */
export function addCalendarDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000;
  return new Date(at).toISOString().slice(0, 10);
}

/**
 * Disruption assistance: the disrupted slice on any airline, between the same cities' airports,
 * leaving from now on, up to DISRUPTION_REBOOK_DAYS after the disrupted slice's (local) day.
 */
export function disruptionWaiverRules(
  sliceIndex: number,
  disruptedSliceDate: string,
  now: Date,
): ExchangeWaiverRules {
  return {
    reason: 'DisruptionAssistance',
    sliceIndexes: [sliceIndex],
    anyAirline: true,
    airports: 'sameCity',
    earliestDepartureAt: now,
    latestDepartureDate: addCalendarDays(disruptedSliceDate, DISRUPTION_REBOOK_DAYS),
    capPerTravelerMinor: null,
    ignoresCutoff: true,
  };
}

/**
 * The missed-connection guarantee (spec §5): the missed slice only, a new ticket on any airline,
 * the booked airports, from when the traveller can board (`earliest`), up to the day after the
 * missed flight's local day, at most the cap per traveller, past the usual cut-off.
 */
export function missedConnectionWaiverRules(
  sliceIndex: number,
  missedLocalDate: string,
  earliest: Date,
  capPerTravelerMinor: number,
): ExchangeWaiverRules {
  return {
    reason: 'MissedConnection',
    sliceIndexes: [sliceIndex],
    anyAirline: true,
    airports: 'booked',
    earliestDepartureAt: earliest,
    latestDepartureDate: addCalendarDays(missedLocalDate, 1),
    capPerTravelerMinor,
    ignoresCutoff: true,
  };
}

export type WaiverRefusal = 'Slice' | 'Airline' | 'Airport' | 'TooEarly' | 'TooLate' | 'OverCap';

/**
 * Whether a new flight for a slice fits the waiver's rules; the first rule it breaks otherwise.
 * `departureAt` is the instant, `departureDate` its local date.
 */
export function checkWaivedFlight(
  rules: ExchangeWaiverRules,
  flight: {
    sliceIndex: number;
    sameAirline: boolean;
    bookedAirports: boolean;
    departureAt: Date;
    departureDate: string;
    farePerTravelerMinor: number;
  },
): WaiverRefusal | null {
  if (rules.sliceIndexes && !rules.sliceIndexes.includes(flight.sliceIndex)) return 'Slice';
  if (!rules.anyAirline && !flight.sameAirline) return 'Airline';
  if (rules.airports === 'booked' && !flight.bookedAirports) return 'Airport';
  if (
    rules.earliestDepartureAt &&
    flight.departureAt.getTime() < rules.earliestDepartureAt.getTime()
  )
    return 'TooEarly';
  if (rules.latestDepartureDate && flight.departureDate > rules.latestDepartureDate)
    return 'TooLate';
  if (rules.capPerTravelerMinor !== null && flight.farePerTravelerMinor > rules.capPerTravelerMinor)
    return 'OverCap';
  return null;
}
