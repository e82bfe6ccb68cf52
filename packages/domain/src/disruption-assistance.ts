import type { DisruptionAssistanceTerms } from './protection-terms';

/**
 * Disruption assistance (issue 20; spec §4 life cycle, §5, §9; docs/decisions/013), with no I/O:
 * the flights of a booking and the airlines' events in, `now` injected, decisions out.
 *
 * - Sold per booking at least `minHoursBeforeDeparture` before the first departure (exactly 24 h
 *   is fine), with the booking or afterwards until then.
 * - A flight's event is a disruption when the airline cancels it, delays it by the threshold or
 *   more, or delays it so that the next flight of the same slice can't be made (arrival later
 *   than that flight's departure less MIN_CONNECTION_MINUTES): a missed connection comes first.
 * - Eligibility is per slice: a slice's flights count until its last flight is past arrival
 *   (`pastArrivalHours` after its scheduled arrival). So a return slice is judged by its own last
 *   arrival, and the outbound's stops counting once the outbound's last flight arrived over 24 h
 *   ago (spec §5); a late outbound event found after that is ineligible.
 * - One disruption per trip: once one is recorded, another flight's event is ineligible.
 * - Undecided, it ends `decisionWindowHours` after the last flight's scheduled arrival; a
 *   protection never disrupted ends then too.
 * - The refund is the fares as booked (base fare, taxes and fees), never the add-ons' premiums or
 *   its own fee, and only while no flight of the trip has left: once part of the trip is flown
 *   the protection rebooks only (RebookOnlyEligible).
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The least time between a delayed flight's arrival and the next flight's departure in the same
 * slice that still makes the connection (a domestic minimum connection time at a large hub).
 */
export const MIN_CONNECTION_MINUTES = 45;

export type DisruptionType = 'Delayed' | 'MissedConnection' | 'AirlineCancellation';
export type DisruptionState =
  'Active' | 'Disrupted' | 'Rebooking' | 'Rebooked' | 'Refunded' | 'Expired' | 'Voided' | 'Removed';
export type DisruptionCheckResult =
  'Success' | 'NoDisruptionProtectionAttached' | 'NoDisruptionDetected';
export type DisruptionServiceAction =
  | 'Purchase'
  | 'Rebook'
  | 'Refund'
  | 'Remove'
  | 'Cancel'
  | 'AlreadyExercised'
  | 'RebookOnlyEligible';
export type DisruptionVoidReason = 'CfarExercised' | 'VoluntaryChange' | 'TripCancelled';

/** A booked flight, as scheduled. */
export interface ProtectedFlight {
  sliceIndex: number;
  segmentIndex: number;
  flightInstanceId: string;
  departureAt: Date;
  arrivalAt: Date;
}

/** An airline's event on a flight instance (the supplier's disruption source). */
export interface AirlineEvent {
  flightInstanceId: string;
  kind: 'Delay' | 'AirlineCancellation' | 'ScheduleChange';
  minutes: number;
  announcedAt: Date;
}

export interface DetectedDisruption {
  type: DisruptionType;
  flightInstanceId: string;
  sliceIndex: number;
  segmentIndex: number;
  /** The delay's minutes (0 for a cancellation). */
  delayMinutes: number;
  announcedAt: Date;
}

const firstDeparture = (flights: readonly ProtectedFlight[]) =>
  Math.min(...flights.map((f) => f.departureAt.getTime()));
const lastArrivalMs = (flights: readonly ProtectedFlight[]) =>
  Math.max(...flights.map((f) => f.arrivalAt.getTime()));

/** The last instant it can be bought: the terms' hours before the first departure. */
export function disruptionPurchaseDeadline(
  flights: readonly ProtectedFlight[],
  terms: DisruptionAssistanceTerms,
): Date {
  return new Date(firstDeparture(flights) - terms.minHoursBeforeDeparture * HOUR_MS);
}

/** Purchasable at exactly the deadline, not a millisecond after (so never once a flight left). */
export function isDisruptionPurchasable(
  now: Date,
  flights: readonly ProtectedFlight[],
  terms: DisruptionAssistanceTerms,
): boolean {
  if (flights.length === 0) return false;
  return now.getTime() <= disruptionPurchaseDeadline(flights, terms).getTime();
}

/** Spec §5: past arrival once over `pastArrivalHours` passed since the scheduled arrival. */
export function isPastArrival(
  arrivalAt: Date,
  now: Date,
  terms: Pick<DisruptionAssistanceTerms, 'pastArrivalHours'>,
): boolean {
  return now.getTime() - arrivalAt.getTime() > terms.pastArrivalHours * HOUR_MS;
}

/** A slice's flights count while its last flight is not past arrival (spec §5). */
export function isSliceEligible(
  flights: readonly ProtectedFlight[],
  sliceIndex: number,
  now: Date,
  terms: Pick<DisruptionAssistanceTerms, 'pastArrivalHours'>,
): boolean {
  const own = flights.filter((f) => f.sliceIndex === sliceIndex);
  if (own.length === 0) return false;
  return !isPastArrival(new Date(lastArrivalMs(own)), now, terms);
}

/** Undecided (or never disrupted), it ends this long after the last flight's scheduled arrival. */
export function disruptionDecideBy(
  flights: readonly ProtectedFlight[],
  terms: Pick<DisruptionAssistanceTerms, 'decisionWindowHours'>,
): Date {
  return new Date(lastArrivalMs(flights) + terms.decisionWindowHours * HOUR_MS);
}

/** Open for a decision at exactly `decideBy`, ended a millisecond after. */
export function isDecisionOpen(now: Date, decideBy: Date): boolean {
  return now.getTime() <= decideBy.getTime();
}

/** The event on a flight that makes it a disruption, or null (a schedule change never does). */
function classify(
  flight: ProtectedFlight,
  event: AirlineEvent,
  next: { flight: ProtectedFlight; event: AirlineEvent | undefined } | null,
  terms: DisruptionAssistanceTerms,
): DisruptionType | null {
  if (event.kind === 'AirlineCancellation') return 'AirlineCancellation';
  if (event.kind !== 'Delay' || event.minutes <= 0) return null;
  if (next) {
    const arrives = flight.arrivalAt.getTime() + event.minutes * MINUTE_MS;
    const nextDelay = next.event?.kind === 'Delay' ? next.event.minutes : 0;
    const leaves = next.flight.departureAt.getTime() + nextDelay * MINUTE_MS;
    if (arrives > leaves - MIN_CONNECTION_MINUTES * MINUTE_MS) return 'MissedConnection';
  }
  return event.minutes >= terms.delayThresholdMinutes ? 'Delayed' : null;
}

/**
 * Every eligible disruption on the trip at `now`, in flight order: events announced by then, on
 * slices not past arrival. The first is the one a protection takes.
 */
export function detectDisruptions(
  flights: readonly ProtectedFlight[],
  events: readonly AirlineEvent[],
  now: Date,
  terms: DisruptionAssistanceTerms,
): DetectedDisruption[] {
  const known = new Map(
    events
      .filter((e) => e.announcedAt.getTime() <= now.getTime())
      .map((e) => [e.flightInstanceId, e]),
  );
  const ordered = [...flights].sort(
    (a, b) => a.sliceIndex - b.sliceIndex || a.segmentIndex - b.segmentIndex,
  );
  return ordered.flatMap((flight, i) => {
    const event = known.get(flight.flightInstanceId);
    if (!event || !isSliceEligible(flights, flight.sliceIndex, now, terms)) return [];
    const after = ordered[i + 1];
    const next =
      after?.sliceIndex === flight.sliceIndex
        ? { flight: after, event: known.get(after.flightInstanceId) }
        : null;
    const type = classify(flight, event, next, terms);
    if (!type) return [];
    return [
      {
        type,
        flightInstanceId: flight.flightInstanceId,
        sliceIndex: flight.sliceIndex,
        segmentIndex: flight.segmentIndex,
        delayMinutes: type === 'AirlineCancellation' ? 0 : event.minutes,
        announcedAt: event.announcedAt,
      },
    ];
  });
}

export interface DisruptionCheck {
  result: DisruptionCheckResult;
  /** The disruption to record now (only for an Active protection). */
  toRecord: DetectedDisruption | null;
  /** Another flight's disruption on a trip that already had its one: ineligible. */
  secondDisruption: DetectedDisruption | null;
}

/**
 * The check (spec §4 check results): no protection (or one removed or voided) →
 * NoDisruptionProtectionAttached; an Active one with nothing eligible → NoDisruptionDetected;
 * an Active one with a disruption → Success, to record; one that already has its disruption →
 * Success, and any other flight's is a second disruption, ineligible.
 */
export function checkDisruption(
  protection: { state: DisruptionState; recordedFlightInstanceId: string | null } | null,
  detected: readonly DetectedDisruption[],
  now: Date,
  decideBy: Date,
): DisruptionCheck {
  const none = { toRecord: null, secondDisruption: null };
  if (!protection || protection.state === 'Removed' || protection.state === 'Voided')
    return { result: 'NoDisruptionProtectionAttached', ...none };
  const recorded = protection.recordedFlightInstanceId;
  if (recorded === null) {
    const first = detected[0];
    if (protection.state !== 'Active' || !first || !isDecisionOpen(now, decideBy))
      return { result: 'NoDisruptionDetected', ...none };
    return { result: 'Success', toRecord: first, secondDisruption: null };
  }
  const other = detected.find((d) => d.flightInstanceId !== recorded) ?? null;
  return { result: 'Success', toRecord: null, secondDisruption: other };
}

/**
 * Whether the base-fare refund is still allowed: no flight of the trip has left (a delayed flight
 * leaves at its new time; a cancelled one never does). Afterwards it rebooks only.
 */
export function isRefundAllowed(
  flights: readonly ProtectedFlight[],
  events: readonly AirlineEvent[],
  now: Date,
): boolean {
  const byFlight = new Map(events.map((e) => [e.flightInstanceId, e]));
  return flights.every((f) => {
    const event = byFlight.get(f.flightInstanceId);
    if (event?.kind === 'AirlineCancellation') return true;
    const delay = event?.kind === 'Delay' ? event.minutes : 0;
    return f.departureAt.getTime() + delay * MINUTE_MS > now.getTime();
  });
}

/** What the traveller may do now (spec §4 service actions). */
export function listServiceActions(input: {
  state: DisruptionState | null;
  purchasable: boolean;
  refundAllowed: boolean;
  decisionOpen: boolean;
}): DisruptionServiceAction[] {
  switch (input.state) {
    case null:
      return input.purchasable ? ['Purchase'] : [];
    case 'Active':
      return input.decisionOpen ? ['Remove', 'Cancel'] : [];
    case 'Disrupted':
      if (!input.decisionOpen) return [];
      return input.refundAllowed
        ? ['Rebook', 'Refund', 'Cancel']
        : ['Rebook', 'RebookOnlyEligible', 'Cancel'];
    case 'Rebooking':
    case 'Rebooked':
    case 'Refunded':
      return ['AlreadyExercised'];
    default:
      return [];
  }
}

/** The states an event ends it from: a cancellation or CFAR before it was used; a change only unused. */
export function listVoidableStates(reason: DisruptionVoidReason): DisruptionState[] {
  return reason === 'VoluntaryChange' ? ['Active'] : ['Active', 'Disrupted'];
}

/**
 * Spec §5: a voluntary change made more than 24 hours before the first departure voids it (the
 * fee bought protection for the flights as booked); one made later keeps it.
 */
export function isVoidedByVoluntaryChange(
  changedAt: Date,
  firstDepartureAt: Date,
  terms: Pick<DisruptionAssistanceTerms, 'minHoursBeforeDeparture'>,
): boolean {
  return firstDepartureAt.getTime() - changedAt.getTime() > terms.minHoursBeforeDeparture * HOUR_MS;
}

/**
 * The refund (spec §9): base fare, taxes and fees as booked, never the add-ons (cancel or change
 * for any reason's premiums, its own fee). The booking's total less those, never below zero.
 */
export function computeDisruptionRefund(
  bookingTotalMinor: number,
  addOnsMinor: readonly number[],
): number {
  const addOns = addOnsMinor.reduce((sum, a) => sum + Math.max(0, a), 0);
  return Math.max(0, bookingTotalMinor - addOns);
}
