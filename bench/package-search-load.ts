import { createRng } from '@wayfare/supply/random/prng';
import { measureCachedSearch } from './search-over-http';
import { signInOverHttp, startServer } from './server-process';

const DAY_MS = 86_400_000;
/** Destinations (airport, city geoname id): London, Paris, Lisbon, Rome, Barcelona, New York. */
const DESTINATIONS: [string, number][] = [
  ['LHR', 2643743],
  ['CDG', 2988507],
  ['LIS', 2267057],
  ['FCO', 3169070],
  ['BCN', 3128760],
  ['JFK', 5128581],
];
const ORIGINS = ['JFK', 'ORD', 'LAX', 'BOS', 'LHR'];
const TRIPS_PER_DESTINATION = 4;

/** Departure 14–56 days after the server's clock, 2–7 nights, 1–3 adults; seeded. */
function buildBodies(serverNow: number): string[] {
  const rng = createRng(2323);
  return DESTINATIONS.flatMap(([code, geonameId]) =>
    Array.from({ length: TRIPS_PER_DESTINATION }, () => {
      const origins = ORIGINS.filter((o) => o !== code);
      const origin = origins[rng.nextInt(origins.length)] ?? 'JFK';
      const start = serverNow + (14 + rng.nextInt(43)) * DAY_MS;
      const end = start + (2 + rng.nextInt(6)) * DAY_MS;
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      return JSON.stringify({
        origin,
        destination: { code, cityCode: `C${geonameId}` },
        departureDate: day(start),
        returnDate: day(end),
        rooms: 1,
        adults: 1 + rng.nextInt(3),
      });
    }),
  );
}

/**
 * Package search over HTTP (issue 23): signed-in `POST /api/v0/packages/search` over 24 seeded
 * trips (`measureCachedSearch`): each a round-trip search and quote of the cheapest fares and the
 * destination's hotels, every hotel priced as a package. The first asking builds it all; repeats
 * reuse the included flight and the hotel answer (each kept a minute) and the answer encoded once.
 * Part of the API bench (`npm run bench`); `npm run bench package-search` runs it alone.
 */
export function measurePackageSearch(
  origin: string,
  log: (line: string) => void,
): Promise<Record<string, number>> {
  return measureCachedSearch(origin, log, {
    path: '/api/v0/packages/search',
    buildBodies,
    countFound: (answer) => (answer as { hotels: unknown[] }).hotels.length,
    figure: 'package',
    describe: (count) =>
      `package search over HTTP: ${count} trips to ${DESTINATIONS.length} destinations`,
  });
}

/** `npm run bench package-search`: package search over HTTP on its own server. */
export async function runPackageSearchBench(
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const server = await startServer(3297, { RATE_LIMIT_BURST: '100000000' });
  try {
    // The world is built after the server listens: a first search waits for it.
    await signInOverHttp(server.origin, 'sandbox|usr_ada');
    return await measurePackageSearch(server.origin, log);
  } finally {
    await server.stop();
  }
}
