import { createRng } from '@wayfare/supply/random/prng';
import {
  percentile,
  readServerNow,
  runLoad,
  signInSearcher,
  type Searcher,
} from './flight-search-load';
import { signInOverHttp, startServer } from './server-process';

const DAY_MS = 86_400_000;
const SEARCH_PATH = '/api/v0/cars/search';
/** Busy airports (counters open round the clock) where people rent cars. */
const AIRPORTS = [
  'LAX',
  'JFK',
  'ORD',
  'MIA',
  'SFO',
  'LAS',
  'DEN',
  'ATL',
  'CDG',
  'LHR',
  'FRA',
  'MAD',
];
const RENTALS_PER_AIRPORT = 4;
const SEARCHERS = [
  'sandbox|usr_ada',
  'sandbox|usr_marcus',
  'sandbox|usr_priya',
  'sandbox|usr_sofia',
];

/** Pick-up at 10:00 14–56 days after the server's clock, 1–7 days, drivers 25–70; seeded. */
function buildBodies(serverNow: number): string[] {
  const rng = createRng(2121);
  return AIRPORTS.flatMap((pickUp) =>
    Array.from({ length: RENTALS_PER_AIRPORT }, () => {
      const start = serverNow + (14 + rng.nextInt(43)) * DAY_MS;
      const end = start + (1 + rng.nextInt(7)) * DAY_MS;
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      return JSON.stringify({
        pickUp,
        pickUpAt: `${day(start)}T10:00`,
        dropOffAt: `${day(end)}T10:00`,
        driverAge: 25 + rng.nextInt(46),
      });
    }),
  );
}

/**
 * Car search over HTTP (issue 21): signed-in `POST /api/v0/cars/search` from 10 connections over
 * 48 seeded airport rentals. Repeats answer from the minute-long answer cache (per tenant and
 * tier), as a shopping front end would; the first askings are reported as the uncached p95.
 */
export async function measureCarSearch(
  origin: string,
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const searchers: Searcher[] = [];
  for (const subject of SEARCHERS) searchers.push(await signInSearcher(origin, subject));
  const first = searchers[0] as Searcher;
  const bodies = buildBodies(await readServerNow(origin));
  let bytes = 0;
  const uncachedMs: number[] = [];
  for (const body of bodies) {
    const started = performance.now();
    const res = await fetch(`${origin}${SEARCH_PATH}`, {
      method: 'POST',
      headers: {
        cookie: first.cookie,
        'x-csrf-token': first.csrfToken,
        'content-type': 'application/json',
      },
      body,
    });
    const text = await res.text();
    uncachedMs.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`car search ${body} answered ${res.status}: ${text}`);
    if ((JSON.parse(text) as { offers: unknown[] }).offers.length === 0)
      throw new Error(`car search ${body} found no cars`);
    bytes += text.length;
  }
  await runLoad(origin, SEARCH_PATH, searchers, bodies, 3);
  const { result, latenciesMs } = await runLoad(origin, SEARCH_PATH, searchers, bodies, 10);
  const p95 = Math.round(percentile(latenciesMs, 95) * 10) / 10;
  const uncached = Math.round(percentile(uncachedMs, 95) * 10) / 10;
  log(
    `car search over HTTP: ${bodies.length} rentals at ${AIRPORTS.length} airports, mean ${Math.round(bytes / bodies.length / 1024)} KB per answer; p50 ${percentile(latenciesMs, 50)} ms, p95 ${p95} ms over ${latenciesMs.length} requests; first askings p95 ${uncached} ms`,
  );
  return {
    api_car_search_p95_ms: p95,
    api_car_search_uncached_p95_ms: uncached,
    api_car_search_rps: Math.round(result.requests.average),
  };
}

/**
 * `npm run bench car-search`: car search over HTTP on its own server (the full API bench measures
 * it too, on the server it already runs).
 */
export async function runCarSearchBench(
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const server = await startServer(3292, { RATE_LIMIT_BURST: '100000000' });
  try {
    // The world is built after the server listens: a first search waits for it.
    await signInOverHttp(server.origin, 'sandbox|usr_ada');
    return await measureCarSearch(server.origin, log);
  } finally {
    await server.stop();
  }
}
