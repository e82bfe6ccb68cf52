import type { CabinClass } from '@wayfare/contracts/flights';
import type { MissedConnectionTerms } from './protection-terms';

/**
 * The missed-connection guarantee on self-transfer itineraries (issue 20; spec §4, §5, §9), as
 * pure rules. A flight is described by its airports, its cabin and its departure both as an
 * instant and as the airport's wall clock (`YYYY-MM-DDTHH:mm`, as segments carry it), since "the
 * same or next day" and "after 8:00 PM" are local to the departure airport.
 */
export interface GuaranteeFlight {
  origin: string;
  destination: string;
  cabinClass: CabinClass;
  /** The departure instant (a segment's `zonedDepartureTime`). */
  departsAt: Date;
  /** The airport's wall clock at departure, `YYYY-MM-DDTHH:mm` (a segment's `departureTime`). */
  localDeparture: string;
}

/** A flight that could replace the missed one, with its price per traveller and open seats. */
export interface RebookingCandidate extends GuaranteeFlight {
  pricePerTravelerMinor: number;
  seatsAvailable: number;
}

export type QualifyingFailure =
  'AlreadyDeparted' | 'DifferentAirports' | 'NotSameOrNextDay' | 'HigherFareClass' | 'OverCap';

/**
 * Cabins as the guarantee compares them. Basic economy is a fare of the economy cabin, not a lower
 * class of service: a traveller on it is rebooked in economy like everyone else in that cabin
 * (the sandbox, like airlines, stops selling basic economy once a flight is nearly full).
 */
const CABIN_RANK: Readonly<Record<CabinClass, number>> = {
  BasicEconomy: 1,
  Economy: 1,
  PremiumEconomy: 2,
  Business: 3,
  First: 4,
};

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The local calendar day of a wall-clock time as a day number (days since 1970-01-01). */
function localDayNumber(localDateTime: string): number {
  const [y, m, d] = localDateTime.slice(0, 10).split('-').map(Number);
  return Math.floor(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / DAY_MS);
}

/** Minutes since local midnight of a wall-clock time. */
export function localMinuteOfDay(localDateTime: string): number {
  const hh = Number(localDateTime.slice(11, 13));
  const mm = Number(localDateTime.slice(14, 16));
  return hh * 60 + mm;
}

/** A cabin's place in the guarantee's order (basic economy and economy are one cabin). */
export function rankCabin(cabin: CabinClass): number {
  return CABIN_RANK[cabin];
}

/** Same or lower fare class: the candidate's cabin ranks no higher than the missed flight's. */
export function isSameOrLowerCabin(candidate: CabinClass, missed: CabinClass): boolean {
  return CABIN_RANK[candidate] <= CABIN_RANK[missed];
}

/**
 * Spec §5 qualifying rebooking flight: departs after `earliest` (the traveller can still take it:
 * callers pass the later of now and the delayed arrival plus the reconnection time),
 * from the same airports, on the same or the next local day as the missed flight, in the same or
 * a lower fare class, for at most the cap per traveller. The first rule it breaks, or null.
 */
export function findQualifyingFailure(
  candidate: RebookingCandidate,
  missed: GuaranteeFlight,
  terms: MissedConnectionTerms,
  earliest: Date,
): QualifyingFailure | null {
  if (candidate.departsAt.getTime() <= earliest.getTime()) return 'AlreadyDeparted';
  if (candidate.origin !== missed.origin || candidate.destination !== missed.destination)
    return 'DifferentAirports';
  const days = localDayNumber(candidate.localDeparture) - localDayNumber(missed.localDeparture);
  if (days < 0 || days > 1) return 'NotSameOrNextDay';
  if (!isSameOrLowerCabin(candidate.cabinClass, missed.cabinClass)) return 'HigherFareClass';
  if (candidate.pricePerTravelerMinor > terms.capPerTravelerMinor) return 'OverCap';
  return null;
}

export const isQualifying = (
  candidate: RebookingCandidate,
  missed: GuaranteeFlight,
  terms: MissedConnectionTerms,
  earliest: Date,
): boolean => findQualifyingFailure(candidate, missed, terms, earliest) === null;

/** Spec §5: the missed flight left after 8:00 PM local (20:00 is not after; 20:01 is). */
export function isLateDeparture(missed: GuaranteeFlight, terms: MissedConnectionTerms): boolean {
  return localMinuteOfDay(missed.localDeparture) > terms.lateDepartureAfterMinuteOfDay;
}

/**
 * Spec §5 reasonable rebooking option: departs within an hour of the missed flight's scheduled
 * departure, or — when the missed flight left after 8:00 PM — by 9:00 AM local the next day.
 */
export function isReasonable(
  candidate: GuaranteeFlight,
  missed: GuaranteeFlight,
  terms: MissedConnectionTerms,
): boolean {
  const within =
    Math.abs(candidate.departsAt.getTime() - missed.departsAt.getTime()) <=
    terms.reasonableWithinMinutes * MINUTE_MS;
  if (within) return true;
  if (!isLateDeparture(missed, terms)) return false;
  const days = localDayNumber(candidate.localDeparture) - localDayNumber(missed.localDeparture);
  if (days === 0) return true;
  return days === 1 && localMinuteOfDay(candidate.localDeparture) <= terms.nextMorningByMinuteOfDay;
}

export interface RankedOption<C extends RebookingCandidate> {
  candidate: C;
  reasonable: boolean;
}

/**
 * The options a traveller is offered: only qualifying flights with a seat for every traveller,
 * reasonable ones first, then by departure (earliest first), then by price.
 */
export function rankRebookingOptions<C extends RebookingCandidate>(
  candidates: readonly C[],
  missed: GuaranteeFlight,
  travelers: number,
  terms: MissedConnectionTerms,
  earliest: Date,
): RankedOption<C>[] {
  return candidates
    .filter((c) => c.seatsAvailable >= travelers && isQualifying(c, missed, terms, earliest))
    .map((candidate) => ({ candidate, reasonable: isReasonable(candidate, missed, terms) }))
    .sort(
      (a, b) =>
        Number(b.reasonable) - Number(a.reasonable) ||
        a.candidate.departsAt.getTime() - b.candidate.departsAt.getTime() ||
        a.candidate.pricePerTravelerMinor - b.candidate.pricePerTravelerMinor,
    );
}

export type OnlineRebookingVerdict =
  | { kind: 'Online' }
  | { kind: 'ContactSupport'; reason: 'NoQualifyingOption' | 'PartialTravelers' };

/**
 * Spec §5, §8: rebooking is online only when every original traveller is rebooked. No qualifying
 * flight at all goes to support as `NoQualifyingOption`; qualifying flights that seat only some
 * of the travellers as `PartialTravelers` (the traveller is asked to call).
 */
export function decideOnlineRebooking(
  candidates: readonly RebookingCandidate[],
  missed: GuaranteeFlight,
  travelers: number,
  terms: MissedConnectionTerms,
  earliest: Date,
): OnlineRebookingVerdict {
  const qualifying = candidates.filter((c) => isQualifying(c, missed, terms, earliest));
  if (qualifying.some((c) => c.seatsAvailable >= travelers)) return { kind: 'Online' };
  if (qualifying.some((c) => c.seatsAvailable > 0))
    return { kind: 'ContactSupport', reason: 'PartialTravelers' };
  return { kind: 'ContactSupport', reason: 'NoQualifyingOption' };
}

/**
 * A self-transfer connection is missed when the arriving flight, delayed, lands later than the
 * connecting flight's departure less the time a self-transfer needs (collect bags, check in
 * again before the desk closes): the terms' `minReconnectMinutes`.
 */
export function isConnectionMissed(
  scheduledArrival: Date,
  delayMinutes: number,
  connectingDeparture: Date,
  terms: MissedConnectionTerms,
): boolean {
  return (
    reconnectReadyAt(scheduledArrival, delayMinutes, terms).getTime() >
    connectingDeparture.getTime()
  );
}

/** The earliest a traveller off the delayed flight can board another: landing plus reconnection. */
export function reconnectReadyAt(
  scheduledArrival: Date,
  delayMinutes: number,
  terms: MissedConnectionTerms,
): Date {
  return new Date(
    scheduledArrival.getTime() +
      (Math.max(0, delayMinutes) + terms.minReconnectMinutes) * MINUTE_MS,
  );
}

/** Unused, the guarantee ends this long after the disruption (spec §4, §9: 24 hours). */
export function guaranteeExpiresAt(detectedAt: Date, terms: MissedConnectionTerms): Date {
  return new Date(detectedAt.getTime() + terms.expiresAfterHours * HOUR_MS);
}

/** Still usable at `now`: missed, and not past its expiry (inclusive of the last instant). */
export function isGuaranteeUsable(state: string, expiresAt: Date | null, now: Date): boolean {
  return state === 'Missed' && expiresAt !== null && now.getTime() <= expiresAt.getTime();
}

/** Spec §4: a voluntary change, a cancellation or a cancel in the void window ends it. */
export type GuaranteeVoidEvent = 'VoluntaryChange' | 'TripCancelled' | 'Voided';
export const GUARANTEE_VOID_EVENTS: readonly GuaranteeVoidEvent[] = [
  'VoluntaryChange',
  'TripCancelled',
  'Voided',
];
