import type { FlightSearchRequest } from '@wayfare/contracts/flights';
import { classifyRouteGroup, type RouteGroup } from '@wayfare/domain/price-model/features';
import { buildFlightNetwork } from '@wayfare/supply/flights/build-flight-network';
import { measureAirportKm } from '@wayfare/supply/flights/flight-network';
import {
  findLowestTripTotal,
  planFlightSearch,
  type FlightSearchPlan,
} from '@wayfare/supply/flights/flight-search';
import { createFlightWorld, type FlightWorld } from '@wayfare/supply/flights/flight-world';
import { createRng, type Rng } from '@wayfare/supply/random/prng';
import { formatIsoDate, MS_PER_DAY } from '@wayfare/supply/reference/calendar';
import { loadReferenceData } from '@wayfare/supply/world/reference-data';

/*
 * Observed fare histories (price prediction, issue 19): searches someone could make, priced once a
 * day at 15:00 UTC as the portal's fare tracker records them (`pastFares.findLowestTripTotal`: the
 * lowest whole-trip total for the party). This is all the model and its training ever see of the
 * sandbox's fares: no import of the fare generator here (eslint.config.js forbids it).
 */

export const OBSERVATION_HOUR_MS = 15 * 3_600_000;
const ROUTE_GROUPS: readonly RouteGroup[] = [
  'domestic-short',
  'domestic-long',
  'international-regional',
  'international-long-haul',
];

/** The route group of an airport pair (the model's, from the airports alone). */
export function classifyRoute(world: FlightWorld, origin: number, dest: number): RouteGroup {
  const net = world.net;
  const isDomestic = net.airports[origin]?.countryCode === net.airports[dest]?.countryCode;
  return classifyRouteGroup(isDomestic, measureAirportKm(net, origin, dest));
}

/** Busy airports to busy airports, neighbours and 2–3 hop destinations (as the other benches). */
export function createPairPicker(world: FlightWorld, rng: Rng): () => [number, number] {
  const net = world.net;
  const degree = (a: number) => (net.outStart[a + 1] ?? 0) - (net.outStart[a] ?? 0);
  const busiest = net.airports
    .map((a) => a.index)
    .sort((a, b) => degree(b) - degree(a))
    .slice(0, 400);
  const hop = (a: number) =>
    net.eDest[(net.outStart[a] ?? 0) + rng.nextInt(Math.max(1, degree(a)))] ?? a;
  return () => {
    const o = rng.pick(busiest);
    const kind = rng.nextInt(4);
    const d =
      kind === 0
        ? rng.pick(busiest)
        : kind === 1
          ? hop(o)
          : kind === 2
            ? hop(hop(o))
            : hop(hop(hop(o)));
    return [o, d];
  };
}

/** A flights-only sandbox world (no hotels): what pricing flights needs. */
export function buildFlightsWorld(seed: number): FlightWorld {
  return createFlightWorld(buildFlightNetwork(loadReferenceData(), seed), seed);
}

export interface PricePath {
  group: RouteGroup;
  request: FlightSearchRequest;
  plan: FlightSearchPlan;
  /** Epoch day of the first slice's departure date. */
  departureDay: number;
  /** Epoch day of `prices[0]`; the last price is the day before departure. */
  firstDay: number;
  /** The lowest whole-trip total (minor units) observed each day from `firstDay`. */
  prices: number[];
}

export const observationMs = (epochDay: number) => epochDay * MS_PER_DAY + OBSERVATION_HOUR_MS;

/** A search of the wanted group (one or two adults, 30 % round trips), or null after 200 tries. */
export function drawSearch(
  world: FlightWorld,
  rng: Rng,
  nextPair: () => [number, number],
  group: RouteGroup,
  departureDay: number,
  plannedAtMs: number,
): Omit<PricePath, 'firstDay' | 'prices'> | null {
  for (let attempt = 0; attempt < 200; attempt++) {
    const [o, d] = nextPair();
    if (o === d || classifyRoute(world, o, d) !== group) continue;
    const origin = world.net.airports[o]?.iata;
    const destination = world.net.airports[d]?.iata;
    if (!origin || !destination) continue;
    const adults = rng.isChance(0.3) ? 2 : 1;
    const isRoundTrip = rng.isChance(0.3);
    const back = departureDay + 3 + rng.nextInt(12);
    const request: FlightSearchRequest = {
      tripType: isRoundTrip ? 'round_trip' : 'one_way',
      slices: [
        { origin, destination, departureDate: formatIsoDate(departureDay) },
        ...(isRoundTrip
          ? [{ origin: destination, destination: origin, departureDate: formatIsoDate(back) }]
          : []),
      ],
      passengers: { ADT: adults, CNN: 0, INS: 0, INF: 0 },
      maxStops: 2,
      excludeLowCostCarriers: false,
    };
    // Planned once at the first instant observed: every later instant is days before departure,
    // so each day's lowest is what `pastFares` (which plans at each instant) finds.
    const planned = planFlightSearch(world, request, plannedAtMs);
    if (!planned.ok || planned.plan.slices.some((s) => s.itineraries.length === 0)) continue;
    return { group, request, plan: planned.plan, departureDay };
  }
  return null;
}

/** The search's lowest total each day from `firstDay` to the day before departure; null if a day has none. */
export function observePrices(
  world: FlightWorld,
  plan: FlightSearchPlan,
  firstDay: number,
  departureDay: number,
): number[] | null {
  const prices: number[] = [];
  for (let day = firstDay; day < departureDay; day++) {
    const total = findLowestTripTotal(world, plan, observationMs(day));
    if (total === null) return null;
    prices.push(total.amountMinor);
  }
  return prices;
}

export interface PathOptions {
  /** Seeds the routes, dates and parties drawn. */
  seed: number;
  count: number;
  /** Departures fall on `departureSpreadDays` days from this epoch day. */
  firstDepartureDay: number;
  departureSpreadDays: number;
  /** Days observed before departure (the first is this many days out). */
  observedDays: number;
}

/** Draws `count` paths round robin over the four route groups and observes each. */
export function drawPricePaths(world: FlightWorld, options: PathOptions): PricePath[] {
  const rng = createRng(options.seed);
  const nextPair = createPairPicker(world, rng);
  const paths: PricePath[] = [];
  for (let i = 0; paths.length < options.count && i < options.count * 3; i++) {
    const group = ROUTE_GROUPS[paths.length % ROUTE_GROUPS.length] ?? 'domestic-short';
    const departureDay = options.firstDepartureDay + rng.nextInt(options.departureSpreadDays);
    const firstDay = departureDay - options.observedDays;
    const search = drawSearch(world, rng, nextPair, group, departureDay, observationMs(firstDay));
    if (!search) continue;
    const prices = observePrices(world, search.plan, firstDay, departureDay);
    if (!prices) continue;
    paths.push({ ...search, firstDay, prices });
  }
  return paths;
}
