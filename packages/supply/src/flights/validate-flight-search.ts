import type { FlightSearchRequest, PassengerCounts } from '@wayfare/contracts/flights';
import type { SupplyFailure } from '@wayfare/contracts/places';
import {
  formatIsoDate,
  MINUTES_PER_DAY,
  parseIsoDate,
  toEpochMinute,
  type Instant,
} from '../reference/calendar';
import { METRO_AREAS } from '../places/metro-areas';
import { fail } from '../supply-result';
import { HORIZON_DAYS } from './connection-rules';
import { getAirportOffset } from './flight-instances';
import type { FlightWorld } from './flight-world';

export const MAX_PASSENGERS = 9;

export interface ValidSlice {
  /** The main airport on each side (for a metro area, its busiest airport). */
  origin: number;
  dest: number;
  /** Every airport searched on each side: one airport, or all of a metro area's (NYC → JFK, LGA, EWR). */
  origins: number[];
  dests: number[];
  /** The codes as asked for (an airport or a metro area). */
  originCode: string;
  destinationCode: string;
  localDay: number;
}

const METRO_AIRPORTS = new Map(METRO_AREAS.map((m) => [m.code, m.airports]));

/** An airport code, or a metro area code standing for its airports (busiest first). */
export function resolveAirportCodes(world: FlightWorld, code: string): number[] {
  const upper = code.toUpperCase();
  const airport = world.airportIndexByCode.get(upper);
  if (airport !== undefined) return [airport];
  const metro = METRO_AIRPORTS.get(upper) ?? [];
  return metro.flatMap((c) => {
    const index = world.airportIndexByCode.get(c);
    return index === undefined ? [] : [index];
  });
}

export function validatePassengers(p: PassengerCounts): SupplyFailure | null {
  const counts = [p.ADT, p.CNN, p.INS, p.INF];
  if (counts.some((c) => !Number.isInteger(c) || c < 0))
    return fail('InvalidRequest', 'Passenger counts must be whole numbers of zero or more.');
  const total = counts.reduce((a, b) => a + b, 0);
  if (total > MAX_PASSENGERS)
    return fail(
      'TooManyPassengers',
      `A booking can hold at most ${MAX_PASSENGERS} passengers; ${total} were requested.`,
    );
  if (p.ADT < 1) return fail('NoAdultPassenger', 'At least one adult (ADT) must travel.');
  if (p.INF > p.ADT)
    return fail(
      'TooManyLapInfants',
      `Each lap infant needs an adult's lap: ${p.INF} lap infants but only ${p.ADT} adults.`,
    );
  return null;
}

/** First local date on sale at an airport: today there, per the injected clock. */
export function getFirstSaleDay(world: FlightWorld, airport: number, now: Instant): number {
  const minute = toEpochMinute(now);
  const utcDay = Math.floor(minute / MINUTES_PER_DAY);
  return Math.floor((minute + getAirportOffset(world.net, airport, utcDay)) / MINUTES_PER_DAY);
}

/** Checks codes, dates, horizon, slice order and passengers; returns the slices as indexes. */
export function validateFlightSearch(
  world: FlightWorld,
  request: FlightSearchRequest,
  now: Instant,
): { ok: true; slices: ValidSlice[] } | SupplyFailure {
  const expected =
    request.tripType === 'one_way' ? [1, 1] : request.tripType === 'round_trip' ? [2, 2] : [2, 5];
  if (request.slices.length < (expected[0] ?? 1) || request.slices.length > (expected[1] ?? 5)) {
    return fail(
      'InvalidRequest',
      `A ${request.tripType} search needs ${expected[0] === expected[1] ? String(expected[0]) : `${expected[0]}–${expected[1]}`} slices; got ${request.slices.length}.`,
    );
  }
  const passengerError = validatePassengers(request.passengers);
  if (passengerError) return passengerError;
  const slices: ValidSlice[] = [];
  for (const [i, s] of request.slices.entries()) {
    const origins = resolveAirportCodes(world, s.origin);
    const dests = resolveAirportCodes(world, s.destination);
    const origin = origins[0];
    const dest = dests[0];
    if (origin === undefined) return fail('UnknownLocation', `Unknown airport code "${s.origin}".`);
    if (dest === undefined)
      return fail('UnknownLocation', `Unknown airport code "${s.destination}".`);
    if (origins.some((o) => dests.includes(o)))
      return fail('SameOriginAndDestination', `Origin and destination are both ${s.origin}.`);
    const day = parseIsoDate(s.departureDate);
    if (day === null)
      return fail('InvalidDate', `"${s.departureDate}" is not a valid date (YYYY-MM-DD).`);
    const first = getFirstSaleDay(world, origin, now);
    const last = first + HORIZON_DAYS - 1;
    if (day < first || day > last) {
      return fail(
        'DateOutsideHorizon',
        `Flights can be searched from ${formatIsoDate(first)} to ${formatIsoDate(last)}; ${s.departureDate} is outside that range.`,
      );
    }
    const prev = slices[i - 1];
    if (prev && day < prev.localDay) {
      return fail(
        'ReturnBeforeDeparture',
        request.tripType === 'round_trip'
          ? `The return date ${s.departureDate} is before the departure date ${request.slices[i - 1]?.departureDate ?? ''}.`
          : `Flight ${i + 1} (${s.departureDate}) departs before flight ${i} (${request.slices[i - 1]?.departureDate ?? ''}).`,
      );
    }
    slices.push({
      origin,
      dest,
      origins,
      dests,
      originCode: s.origin.toUpperCase(),
      destinationCode: s.destination.toUpperCase(),
      localDay: day,
    });
  }
  return { ok: true, slices };
}
