import { createRng } from '@wayfare/supply/random/prng';
import { measureCachedSearch } from './search-over-http';
import { signInOverHttp, startServer } from './server-process';

const DAY_MS = 86_400_000;
/** Cities people rent homes in (geoname ids): Paris, Lisbon, Barcelona, Rome, London, New York, … */
const CITIES = [
  2988507, 2267057, 3128760, 3169070, 2643743, 5128581, 5368361, 4164138, 2950159, 2759794, 3067696,
  2147714,
];
const STAYS_PER_CITY = 4;

/** Check-in 14–56 days after the server's clock, 2–7 nights, 1–4 adults; seeded. */
function buildBodies(serverNow: number): string[] {
  const rng = createRng(2222);
  return CITIES.flatMap((geonameId) =>
    Array.from({ length: STAYS_PER_CITY }, () => {
      const start = serverNow + (14 + rng.nextInt(43)) * DAY_MS;
      const end = start + (2 + rng.nextInt(6)) * DAY_MS;
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      return JSON.stringify({
        cityCode: `C${geonameId}`,
        checkInDate: day(start),
        checkOutDate: day(end),
        adults: 1 + rng.nextInt(4),
      });
    }),
  );
}

/**
 * Home search over HTTP (issue 22): signed-in `POST /api/v0/homes/search` over 48 seeded city
 * stays (`measureCachedSearch`). Answers are kept a minute per tenant and tier and cleared when
 * nights are sold; the first askings (booked nights read in one query per city) are the uncached p95.
 */
export function measureHomeSearch(
  origin: string,
  log: (line: string) => void,
): Promise<Record<string, number>> {
  return measureCachedSearch(origin, log, {
    path: '/api/v0/homes/search',
    buildBodies,
    countFound: (answer) => (answer as { homes: unknown[] }).homes.length,
    figure: 'home',
    describe: (count) => `home search over HTTP: ${count} stays in ${CITIES.length} cities`,
  });
}

/**
 * `npm run bench home-search`: home search over HTTP on its own server (the full API bench
 * measures it too, on the server it already runs).
 */
export async function runHomeSearchBench(
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const server = await startServer(3293, { RATE_LIMIT_BURST: '100000000' });
  try {
    // The world is built after the server listens: a first search waits for it.
    await signInOverHttp(server.origin, 'sandbox|usr_ada');
    return await measureHomeSearch(server.origin, log);
  } finally {
    await server.stop();
  }
}
