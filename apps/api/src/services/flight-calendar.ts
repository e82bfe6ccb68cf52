import type {
  CalendarDay,
  DateGridCell,
  FlightCalendarQueryParsed,
  FlightCalendarResponse,
  FlightDateGridQueryParsed,
  FlightDateGridResponse,
} from '@wayfare/contracts/flight-calendar';
import type { CabinClass, PassengerCounts } from '@wayfare/contracts/flights';
import type { SupplyFailure } from '@wayfare/contracts/places';
import { classifyFares } from '@wayfare/domain/fare-levels';
import type { FareCalendarProvider } from '@wayfare/supply/ports/fare-calendar-provider';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import { createSearchCache, type SearchCache } from './search-cache';
import type { SupplyService } from './supply';

/*
 * Fares by date (issue 19): the date picker's calendar and the results' ±3-day grid, from the
 * supplier's fare calendar (each day's fare is what a search that day shows as its cheapest), with
 * each day's level against the route's usual fares (domain fare-levels). A round trip's total is
 * its two flights' lowest fares priced as a round trip, added up, as the search adds them.
 */

export interface FlightCalendarPorts {
  clock: Clock;
  supply: Pick<SupplyService, 'resolveAirportCode'>;
  fareCalendar: FareCalendarProvider;
  /** Fares by date per route, kept as long as searches are (noteSeatInventoryChanged clears it). */
  cache: SearchCache<SliceFares>;
}

/** One direction's lowest fare (minor units) by date. */
export type SliceFares = ReadonlyMap<string, number | null>;

const DAY_MS = 86_400_000;
/** The days any origin has on sale: its local today is within a day of UTC's, for 330 days. */
const WINDOW_BEFORE_DAYS = 1;
const WINDOW_AFTER_DAYS = 331;
/** A span this short is priced on its own (the grid) unless the whole window is cached. */
const SHORT_SPAN_DAYS = 31;
/** The ±3-day grid. */
const GRID_REACH_DAYS = 3;

/** Same time to live as the searches' cache (flight-shop.ts): fares move with time and sales. */
export function createFlightCalendarCache(): SearchCache<SliceFares> {
  return createSearchCache({ ttlMs: 60_000, maxEntries: 100 });
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const addDays = (date: string, days: number) => isoDay(toMs(date) + days * DAY_MS);

function listDates(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let ms = toMs(from); ms <= toMs(to); ms += DAY_MS) dates.push(isoDay(ms));
  return dates;
}

interface CalendarRoute {
  origin: string;
  destination: string;
  passengers: PassengerCounts;
  cabinClass: CabinClass | undefined;
}

function readRoute(
  ports: Pick<FlightCalendarPorts, 'supply'>,
  query: Pick<
    FlightCalendarQueryParsed,
    'origin' | 'destination' | 'adt' | 'cnn' | 'ins' | 'inf' | 'cabin'
  >,
): CalendarRoute {
  return {
    origin: ports.supply.resolveAirportCode(query.origin),
    destination: ports.supply.resolveAirportCode(query.destination),
    passengers: { ADT: query.adt, CNN: query.cnn, INS: query.ins, INF: query.inf },
    cabinClass: query.cabin,
  };
}

const reverse = (route: CalendarRoute): CalendarRoute => ({
  ...route,
  origin: route.destination,
  destination: route.origin,
});

function toBadRequest(failure: SupplyFailure, route: CalendarRoute): AppError {
  const field = /Passenger|Infant|Adult/.test(failure.code)
    ? 'passengers'
    : failure.code === 'SameOriginAndDestination' ||
        (failure.code === 'UnknownLocation' && failure.message.includes(`"${route.destination}"`))
      ? 'destination'
      : failure.code === 'UnknownLocation'
        ? 'origin'
        : 'departureDate';
  return new AppError('BadRequest', failure.message, field);
}

/** The window's first and last dates on `now`'s UTC day. */
function describeWindow(now: Date): { first: string; last: string } {
  const today = isoDay(now.getTime());
  return { first: addDays(today, -WINDOW_BEFORE_DAYS), last: addDays(today, WINDOW_AFTER_DAYS) };
}

/**
 * One direction's lowest fares from `from` to `to`: read from the whole window when it is cached,
 * a short span priced on its own, anything longer as the whole window (cached for the next ask:
 * the picker asks for departures, then returns, then the grid).
 */
async function findSliceFares(
  ports: FlightCalendarPorts,
  route: CalendarRoute,
  pricedAs: 'one_way' | 'round_trip',
  from: string,
  to: string,
  now: Date,
): Promise<SliceFares> {
  const { first, last } = describeWindow(now);
  const { ADT, CNN, INS, INF } = route.passengers;
  const base = `${isoDay(now.getTime())}|${route.origin}>${route.destination}|${ADT}-${CNN}-${INS}-${INF}|${route.cabinClass ?? 'any'}|${pricedAs}`;
  const wholeKey = `${base}|${first}|${last}`;
  const whole = ports.cache.get(wholeKey, now);
  if (whole) return whole;
  const isShort = toMs(to) - toMs(from) < SHORT_SPAN_DAYS * DAY_MS;
  const [spanFrom, spanTo] = isShort ? [from, to] : [first, last];
  const key = `${base}|${spanFrom}|${spanTo}`;
  const known = ports.cache.get(key, now);
  if (known) return known;
  const found = await ports.fareCalendar.findLowestFares(
    {
      origin: route.origin,
      destination: route.destination,
      passengers: route.passengers,
      cabinClass: route.cabinClass,
      maxStops: 2,
      excludeLowCostCarriers: false,
      pricedAs,
      fromDate: spanFrom,
      toDate: spanTo,
    },
    now,
  );
  if (!found.ok) throw toBadRequest(found, route);
  const fares = new Map(found.value.map((d) => [d.date, d.lowest?.amountMinor ?? null]));
  ports.cache.set(key, fares, now);
  return fares;
}

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

const addUp = (a: number | null | undefined, b: number | null | undefined): number | null =>
  a === null || a === undefined || b === null || b === undefined ? null : a + b;

/**
 * GET /flights/calendar: departure days (one-way fares, or round-trip totals for a `stay`-day
 * trip), or a round trip's return days after `departureDate`, each with its level.
 */
export async function findFlightCalendar(
  ports: FlightCalendarPorts,
  query: FlightCalendarQueryParsed,
): Promise<FlightCalendarResponse> {
  const now = ports.clock.now();
  const route = readRoute(ports, query);
  const { first, last } = describeWindow(now);
  let dates: string[];
  let totals: (number | null)[];
  if (query.tripType === 'one_way') {
    dates = listDates(first, last);
    const fares = await findSliceFares(ports, route, 'one_way', first, last, now);
    totals = dates.map((d) => fares.get(d) ?? null);
  } else if (query.departureDate !== undefined) {
    const departure = query.departureDate;
    if (departure < first || departure > last)
      throw new AppError(
        'BadRequest',
        `Flights can be searched from ${first} to ${last}; ${departure} is outside that range.`,
        'departureDate',
      );
    dates = listDates(departure, last);
    // The outbound first: a bad route is reported as asked, not reversed.
    const out = await findSliceFares(ports, route, 'round_trip', departure, departure, now);
    const back = await findSliceFares(ports, reverse(route), 'round_trip', first, last, now);
    const outbound = out.get(departure);
    totals = dates.map((d) => addUp(outbound, back.get(d)));
  } else {
    dates = listDates(first, last);
    const out = await findSliceFares(ports, route, 'round_trip', first, last, now);
    const back = await findSliceFares(ports, reverse(route), 'round_trip', first, last, now);
    totals = dates.map((d) => addUp(out.get(d), back.get(addDays(d, query.stay))));
  }
  const { usual, levels } = classifyFares(totals);
  const days: CalendarDay[] = dates.map((date, i) => {
    const total = totals[i] ?? null;
    return { date, lowest: total === null ? null : usd(total), level: levels[i] ?? null };
  });
  const isReturn = query.tripType === 'round_trip' && query.departureDate !== undefined;
  return {
    kind: isReturn ? 'return' : 'departure',
    tripType: query.tripType,
    stay: query.tripType === 'round_trip' && !isReturn ? query.stay : null,
    departureDate: isReturn ? (query.departureDate ?? null) : null,
    days,
    usual: usual ? { low: usd(usual.lowMinor), high: usd(usual.highMinor) } : null,
    observedAt: now.toISOString(),
  };
}

/** GET /flights/date-grid: each departure (× return) day within three days of the asked ones. */
export async function findFlightDateGrid(
  ports: FlightCalendarPorts,
  query: FlightDateGridQueryParsed,
): Promise<FlightDateGridResponse> {
  const now = ports.clock.now();
  const route = readRoute(ports, query);
  const isRoundTrip = query.tripType === 'round_trip';
  const { first, last } = describeWindow(now);
  for (const [field, date] of [
    ['departureDate', query.departureDate],
    ['returnDate', query.returnDate],
  ] as const) {
    if (date !== undefined && (date < addDays(first, -GRID_REACH_DAYS) || date > last))
      throw new AppError(
        'BadRequest',
        `Flights can be searched from ${first} to ${last}; ${date} is outside that range.`,
        field,
      );
  }
  if (isRoundTrip && query.returnDate === undefined)
    throw new AppError('BadRequest', 'A round trip grid needs its return date.', 'returnDate');
  if (isRoundTrip && query.returnDate !== undefined && query.returnDate < query.departureDate)
    throw new AppError('BadRequest', 'The return date is before the departure date.', 'returnDate');
  const departureDates = listDates(
    addDays(query.departureDate, -GRID_REACH_DAYS),
    addDays(query.departureDate, GRID_REACH_DAYS),
  );
  const returnDates =
    isRoundTrip && query.returnDate !== undefined
      ? listDates(
          addDays(query.returnDate, -GRID_REACH_DAYS),
          addDays(query.returnDate, GRID_REACH_DAYS),
        )
      : [];
  const pricedAs = isRoundTrip ? 'round_trip' : 'one_way';
  const out = await findSliceFares(
    ports,
    route,
    pricedAs,
    departureDates[0] ?? query.departureDate,
    departureDates[departureDates.length - 1] ?? query.departureDate,
    now,
  );
  const back = isRoundTrip
    ? await findSliceFares(
        ports,
        reverse(route),
        'round_trip',
        returnDates[0] ?? query.departureDate,
        returnDates[returnDates.length - 1] ?? query.departureDate,
        now,
      )
    : null;
  const cells: DateGridCell[] = departureDates.flatMap((departureDate): DateGridCell[] => {
    if (!back)
      return [{ departureDate, returnDate: null, lowest: toMoney(out.get(departureDate)) }];
    return returnDates.map((returnDate) => ({
      departureDate,
      returnDate,
      lowest:
        returnDate < departureDate
          ? null
          : toMoney(addUp(out.get(departureDate), back.get(returnDate))),
    }));
  });
  let cheapest: DateGridCell | null = null;
  for (const cell of cells)
    if (cell.lowest && (!cheapest?.lowest || cell.lowest.amountMinor < cheapest.lowest.amountMinor))
      cheapest = cell;
  return {
    tripType: pricedAs,
    departureDates,
    returnDates,
    cells,
    cheapest: cheapest
      ? { departureDate: cheapest.departureDate, returnDate: cheapest.returnDate }
      : null,
    observedAt: now.toISOString(),
  };
}

function toMoney(amountMinor: number | null | undefined) {
  return amountMinor === null || amountMinor === undefined ? null : usd(amountMinor);
}
