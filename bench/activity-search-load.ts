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
const SEARCH_PATH = '/api/v0/experiences/search';
/** Cities people book things to do in (GeoNames ids, the experiences' city codes). */
const CITIES = [
  'C2988507', // Paris
  'C2643743', // London
  'C5128581', // New York City
  'C3117735', // Madrid
  'C3169070', // Rome
  'C2950159', // Berlin
  'C1850147', // Tokyo
  'C5368361', // Los Angeles
  'C2759794', // Amsterdam
  'C3128760', // Barcelona
  'C4930956', // Boston
  'C6167865', // Toronto
];
const SEARCHES_PER_CITY = 4;
const SEARCHERS = [
  'sandbox|usr_ada',
  'sandbox|usr_marcus',
  'sandbox|usr_priya',
  'sandbox|usr_sofia',
];
const SORTS = ['Recommended', 'PriceLowToHigh', 'Rating', 'DurationShortest'] as const;

/** 7–60 days after the server's clock, 1–7 days long, a sort each; seeded. */
function buildBodies(serverNow: number): string[] {
  const rng = createRng(2222);
  return CITIES.flatMap((cityCode) =>
    Array.from({ length: SEARCHES_PER_CITY }, (_, i) => {
      const start = serverNow + (7 + rng.nextInt(54)) * DAY_MS;
      const end = start + rng.nextInt(7) * DAY_MS;
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      return JSON.stringify({
        cityCode,
        fromDate: day(start),
        untilDate: day(end),
        sort: SORTS[i % SORTS.length],
      });
    }),
  );
}

/**
 * Experience search over HTTP (issue 22): signed-in `POST /api/v0/experiences/search` from 10
 * connections over 48 seeded city searches. Repeats answer from the minute-long answer cache; the
 * first askings are reported as the uncached p95.
 */
export async function measureActivitySearch(
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
    if (res.status !== 200)
      throw new Error(`experience search ${body} answered ${res.status}: ${text}`);
    if ((JSON.parse(text) as { activities: unknown[] }).activities.length === 0)
      throw new Error(`experience search ${body} found nothing`);
    bytes += text.length;
  }
  await runLoad(origin, SEARCH_PATH, searchers, bodies, 3);
  const { result, latenciesMs } = await runLoad(origin, SEARCH_PATH, searchers, bodies, 10);
  const p95 = Math.round(percentile(latenciesMs, 95) * 10) / 10;
  const uncached = Math.round(percentile(uncachedMs, 95) * 10) / 10;
  log(
    `experience search over HTTP: ${bodies.length} searches in ${CITIES.length} cities, mean ${Math.round(bytes / bodies.length / 1024)} KB per answer; p50 ${percentile(latenciesMs, 50)} ms, p95 ${p95} ms over ${latenciesMs.length} requests; first askings p95 ${uncached} ms`,
  );
  return {
    api_activity_search_p95_ms: p95,
    api_activity_search_uncached_p95_ms: uncached,
    api_activity_search_rps: Math.round(result.requests.average),
  };
}

/** `npm run bench activity-search`: experience search over HTTP on its own server. */
export async function runActivitySearchBench(
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const server = await startServer(3293, { RATE_LIMIT_BURST: '100000000' });
  try {
    await signInOverHttp(server.origin, 'sandbox|usr_ada');
    return await measureActivitySearch(server.origin, log);
  } finally {
    await server.stop();
  }
}
