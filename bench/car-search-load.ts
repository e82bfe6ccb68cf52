import { createRng } from '@wayfare/supply/random/prng';
import { measureCachedSearch } from './search-over-http';
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
 * Car search over HTTP (issue 21): signed-in `POST /api/v0/cars/search` over 48 seeded airport
 * rentals (`measureCachedSearch`: repeats answer from the minute-long answer cache, per tenant
 * and tier, as a shopping front end would; the first askings are the uncached p95).
 */
export function measureCarSearch(
  origin: string,
  log: (line: string) => void,
): Promise<Record<string, number>> {
  return measureCachedSearch(origin, log, {
    path: SEARCH_PATH,
    buildBodies,
    countFound: (answer) => (answer as { offers: unknown[] }).offers.length,
    figure: 'car',
    describe: (count) => `car search over HTTP: ${count} rentals at ${AIRPORTS.length} airports`,
  });
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
