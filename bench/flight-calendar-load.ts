import autocannon from 'autocannon';
import { createSandboxFareCalendarProvider } from '@wayfare/supply/ports/fare-calendar-provider';
import { createInMemorySeatInventory } from '@wayfare/supply/ports/seat-inventory';
import { createRng } from '@wayfare/supply/random/prng';
import { formatIsoDate, MINUTES_PER_DAY } from '@wayfare/supply/reference/calendar';
import type { SandboxWorld } from '@wayfare/supply/world/sandbox-world';
import { percentile, readServerNow, signInSearcher, type Searcher } from './flight-search-load';

/*
 * Fares by date (issue 19). In process: one route's 330 departure days, one-way, through the
 * sandbox's calendar port, over the routes the search bench draws (busy airports, their 2–3 hop
 * destinations). A route's structure (its itineraries by weekday) is made on its first calendar
 * and kept: the figure is every later calendar of the route (prices are recomputed each time, as
 * they move with the clock), the first is reported as `flight_calendar_cold_p95_ms`. The busiest
 * routes (the HTTP bench's) are reported on their own. Over HTTP: GET /api/v0/flights/calendar.
 */

const NOW = Date.parse('2026-01-10T15:00:00Z');
const ROUTES = 60;
const REPEATS = 5;
/** The HTTP search bench's busy routes: the most itineraries per day, the slowest calendars. */
const BUSY_ROUTES: [string, string][] = [
  ['JFK', 'LAX'],
  ['SFO', 'ORD'],
  ['YYZ', 'YVR'],
  ['LHR', 'JFK'],
  ['LAX', 'JFK'],
  ['ORD', 'MIA'],
  ['ATL', 'SEA'],
  ['BOS', 'SFO'],
  ['YUL', 'YYZ'],
  ['DFW', 'DEN'],
  ['SEA', 'LAS'],
  ['CDG', 'YUL'],
  ['IAH', 'PHX'],
  ['MSP', 'MCO'],
  ['EWR', 'LHR'],
  ['YVR', 'SFO'],
];

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Route pairs as the supply bench's search queries draw them (another seed). */
function pickRoutes(world: SandboxWorld): [string, string][] {
  const net = world.flights.net;
  const degree = (a: number) => (net.outStart[a + 1] ?? 0) - (net.outStart[a] ?? 0);
  const busiest = net.airports
    .map((a) => a.index)
    .sort((a, b) => degree(b) - degree(a))
    .slice(0, 300);
  const rng = createRng(2026);
  const hop = (a: number) =>
    net.eDest[(net.outStart[a] ?? 0) + rng.nextInt(Math.max(1, degree(a)))] ?? a;
  const pairs: [string, string][] = [];
  while (pairs.length < ROUTES) {
    const o = rng.pick(busiest);
    const kind = rng.nextInt(3);
    const d = kind === 0 ? rng.pick(busiest) : kind === 1 ? hop(hop(o)) : hop(hop(hop(o)));
    if (d === o) continue;
    pairs.push([net.airports[o]?.iata ?? 'JFK', net.airports[d]?.iata ?? 'LAX']);
  }
  return pairs;
}

export async function measureFlightCalendar(
  world: SandboxWorld,
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const provider = createSandboxFareCalendarProvider(world.flights, createInMemorySeatInventory());
  const today = Math.floor(NOW / 60_000 / MINUTES_PER_DAY);
  const run = async ([origin, destination]: [string, string]): Promise<number> => {
    const started = performance.now();
    const found = await provider.findLowestFares(
      {
        origin,
        destination,
        passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
        maxStops: 2,
        excludeLowCostCarriers: false,
        pricedAs: 'one_way',
        fromDate: formatIsoDate(today),
        toDate: formatIsoDate(today + 329),
      },
      NOW,
    );
    const ms = performance.now() - started;
    if (!found.ok) throw new Error(`calendar ${origin}-${destination}: ${found.message}`);
    if (found.value.length !== 330) throw new Error('a calendar of 330 days was expected');
    return ms;
  };
  const measure = async (routes: [string, string][]) => {
    const cold: number[] = [];
    const warm: number[] = [];
    for (const route of routes) {
      cold.push(await run(route));
      for (let i = 0; i < REPEATS; i++) warm.push(await run(route));
    }
    return { cold, warm };
  };
  const drawn = await measure(pickRoutes(world));
  const busy = await measure(BUSY_ROUTES);
  const figures = {
    flight_calendar_p95_ms: round(percentile(drawn.warm, 95)),
    flight_calendar_cold_p95_ms: round(percentile(drawn.cold, 95)),
    flight_calendar_busy_p95_ms: round(percentile(busy.warm, 95)),
  };
  log(
    `fare calendar (330 days, one-way, in process): ${ROUTES} drawn routes p50 ${round(percentile(drawn.warm, 50))} ms, p95 ${figures.flight_calendar_p95_ms} ms; a route's first calendar p95 ${figures.flight_calendar_cold_p95_ms} ms; the ${BUSY_ROUTES.length} busiest routes p50 ${round(percentile(busy.warm, 50))} ms, p95 ${figures.flight_calendar_busy_p95_ms} ms`,
  );
  return figures;
}

/**
 * GET /api/v0/flights/calendar over HTTP on the busy routes, one-way, signed in, one connection
 * first: the first asking of each route makes its structure and prices it
 * (`api_flight_calendar_cold_p95_ms`); asking again for another party (two adults) misses the
 * answer cache and prices every day afresh on the kept structure
 * (`api_flight_calendar_uncached_p95_ms`). Then 10 connections ask them in turn, answered from the
 * minute-long cache as the searches are (`api_flight_calendar_p95_ms`, measured as
 * `api_flight_search_p95_ms` is).
 */
export async function measureFlightCalendarHttp(
  origin: string,
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const searchers: Searcher[] = [];
  for (const subject of ['sandbox|usr_ada', 'sandbox|usr_marcus'])
    searchers.push(await signInSearcher(origin, subject));
  await readServerNow(origin);
  const pathFor = (adults: number) =>
    BUSY_ROUTES.map(
      ([o, d]) =>
        `/api/v0/flights/calendar?origin=${o}&destination=${d}&tripType=one_way&adt=${adults}`,
    );
  const askEach = async (asked: string[]): Promise<number[]> => {
    const ms: number[] = [];
    for (const path of asked) {
      const started = performance.now();
      const res = await fetch(`${origin}${path}`, {
        headers: { cookie: searchers[0]?.cookie ?? '' },
      });
      const body = (await res.json()) as { days?: unknown[] };
      ms.push(performance.now() - started);
      if (res.status !== 200 || body.days?.length !== 333)
        throw new Error(`calendar ${path} answered ${res.status}`);
    }
    return ms;
  };
  const paths = pathFor(1);
  const coldMs = await askEach(paths);
  const uncachedMs = await askEach(pathFor(2));
  let next = 0;
  const latenciesMs: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}${paths[0] ?? ''}`,
        connections: 10,
        duration: 10,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const searcher = searchers[next % searchers.length];
              const path = paths[next % paths.length];
              next += 1;
              if (!searcher || !path) throw new Error('no searcher or route to ask');
              return { ...request, path, headers: { cookie: searcher.cookie } };
            },
          },
        ],
      },
      (error: Error | null, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latenciesMs.push(responseTime),
    );
  });
  if (result.non2xx + result.errors + result.timeouts > 0)
    throw new Error(`calendar load failed: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const figures = {
    api_flight_calendar_p95_ms: round(percentile(latenciesMs, 95)),
    api_flight_calendar_uncached_p95_ms: round(percentile(uncachedMs, 95)),
    api_flight_calendar_cold_p95_ms: round(percentile(coldMs, 95)),
  };
  log(
    `fare calendar over HTTP (${paths.length} busy routes, one-way, 333 days each): a route's first asking p50 ${round(percentile(coldMs, 50))} ms, p95 ${figures.api_flight_calendar_cold_p95_ms} ms; priced afresh (another party) p50 ${round(percentile(uncachedMs, 50))} ms, p95 ${figures.api_flight_calendar_uncached_p95_ms} ms; under load (10 connections) p50 ${round(percentile(latenciesMs, 50))} ms, p95 ${figures.api_flight_calendar_p95_ms} ms over ${latenciesMs.length} requests`,
  );
  return figures;
}
