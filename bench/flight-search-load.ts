import autocannon from 'autocannon';
import { createRng } from '@wayfare/supply/random/prng';
import { signInOverHttp } from './server-process';

const DAY_MS = 86_400_000;
const SEARCH_PATH = '/api/v0/flights/search';
/** Busy domestic and international routes people actually search, both directions for some. */
const ROUTES: [string, string][] = [
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
const QUERIES_PER_ROUTE = 3;
/** Consumer card holders: spreading the searches over a few people keeps each one's history realistic. */
const SEARCHERS = [
  'sandbox|usr_ada',
  'sandbox|usr_marcus',
  'sandbox|usr_priya',
  'sandbox|usr_sofia',
];

export interface Searcher {
  cookie: string;
  csrfToken: string;
}

export async function signInSearcher(origin: string, subject: string): Promise<Searcher> {
  const { cookie } = await signInOverHttp(origin, subject);
  const csrfToken = /(?:^|; )wf_csrf=([^;]+)/.exec(cookie)?.[1];
  if (!csrfToken) throw new Error(`signing in ${subject} gave no anti-forgery cookie`);
  return { cookie, csrfToken: decodeURIComponent(csrfToken) };
}

/** The server's own "now" (its Date header), so departure dates are 2–8 weeks ahead of its clock. */
export async function readServerNow(origin: string): Promise<number> {
  const res = await fetch(`${origin}/api/v0/health`);
  const date = res.headers.get('date');
  if (!date) throw new Error('health answered without a Date header');
  return Date.parse(date);
}

/** One-way, one adult, seeded dates 14–56 days after the server's clock. */
function buildSearchBodies(serverNow: number): string[] {
  const rng = createRng(2026);
  const bodies: string[] = [];
  for (const [origin, destination] of ROUTES) {
    for (let i = 0; i < QUERIES_PER_ROUTE; i++) {
      const departureDate = new Date(serverNow + (14 + rng.nextInt(43)) * DAY_MS)
        .toISOString()
        .slice(0, 10);
      bodies.push(
        JSON.stringify({
          tripType: 'one_way',
          slices: [{ origin, destination, departureDate }],
          passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
          maxStops: 2,
          excludeLowCostCarriers: false,
        }),
      );
    }
  }
  return bodies;
}

/** Each query answers 200 with itineraries, so the load run measures real result pages. */
async function checkQueries(origin: string, searcher: Searcher, bodies: string[]) {
  let bytes = 0;
  let itineraries = 0;
  const firstAnswerMs: number[] = [];
  for (const body of bodies) {
    const started = performance.now();
    const res = await fetch(`${origin}${SEARCH_PATH}`, {
      method: 'POST',
      headers: {
        cookie: searcher.cookie,
        'x-csrf-token': searcher.csrfToken,
        'content-type': 'application/json',
      },
      body,
    });
    const text = await res.text();
    firstAnswerMs.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`search ${body} answered ${res.status}: ${text}`);
    const parsed = JSON.parse(text) as { search: { slices: { itineraries: unknown[] }[] } };
    const found = parsed.search.slices[0]?.itineraries.length ?? 0;
    if (found === 0) throw new Error(`search ${body} found no itineraries`);
    bytes += text.length;
    itineraries += found;
  }
  return {
    meanKb: Math.round(bytes / bodies.length / 1024),
    meanItineraries: Math.round(itineraries / bodies.length),
    firstAnswerMs,
  };
}

/** Ten connections POSTing `bodies` in turn to `path`, each as the next searcher; every latency kept. */
export async function runLoad(
  origin: string,
  path: string,
  searchers: Searcher[],
  bodies: string[],
  duration: number,
): Promise<{ result: autocannon.Result; latenciesMs: number[] }> {
  let next = 0;
  const latenciesMs: number[] = [];
  const options: autocannon.Options = {
    url: `${origin}${path}`,
    connections: 10,
    duration,
    requests: [
      {
        method: 'POST',
        // Every request takes the next query and the next searcher, so the ten connections rotate
        // through all of them instead of repeating one search.
        setupRequest: (request) => {
          const searcher = searchers[next % searchers.length];
          const body = bodies[next % bodies.length];
          next += 1;
          if (!searcher || !body) throw new Error('no searcher or query to send');
          return {
            ...request,
            body,
            headers: {
              cookie: searcher.cookie,
              'x-csrf-token': searcher.csrfToken,
              'content-type': 'application/json',
            },
          };
        },
      },
    ],
  };
  // autocannon's summary has p90 and p97.5 but no p95: keep every response time instead.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: Error | null, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latenciesMs.push(responseTime),
    );
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0 || result.requests.total === 0) {
    throw new Error(
      `load on ${path} failed: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total} (status codes ${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  return { result, latenciesMs };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Flight search over HTTP (issue 4): signed-in `POST /api/v0/flights/search` from 10 connections
 * over 48 seeded one-way queries on busy routes. The load repeats the queries, so after their first
 * asking they answer from the 60-second shopping cache (as a real shopping front end does); the
 * first askings are reported separately as `api_flight_search_uncached_p95_ms`. Every search also records a recent search and a
 * fare observation, as a person's would; they are spread over four people.
 */
export async function measureFlightSearch(
  origin: string,
  log: (line: string) => void,
): Promise<Record<string, number>> {
  for (;;) {
    const res = await fetch(`${origin}/api/v0/health?ready=supply`);
    if (res.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const searchers: Searcher[] = [];
  for (const subject of SEARCHERS) searchers.push(await signInSearcher(origin, subject));
  const bodies = buildSearchBodies(await readServerNow(origin));
  const shape = await checkQueries(origin, searchers[0] as Searcher, bodies);
  await runLoad(origin, SEARCH_PATH, searchers, bodies, 3);
  const { result, latenciesMs } = await runLoad(origin, SEARCH_PATH, searchers, bodies, 10);
  const p95 = Math.round(percentile(latenciesMs, 95) * 10) / 10;
  log(
    `flight search over HTTP: ${bodies.length} queries, mean ${shape.meanItineraries} itineraries and ${shape.meanKb} KB per answer; p50 ${percentile(latenciesMs, 50)} ms, p95 ${p95} ms, p99 ${percentile(latenciesMs, 99)} ms over ${latenciesMs.length} requests`,
  );
  // The first time each query is asked nothing is cached: priced from scratch, one at a time.
  const uncachedP95 = Math.round(percentile(shape.firstAnswerMs, 95) * 10) / 10;
  log(
    `flight search, first asking of each query (no shopping cache, one connection): p50 ${Math.round(percentile(shape.firstAnswerMs, 50))} ms, p95 ${uncachedP95} ms`,
  );
  return {
    api_flight_search_p95_ms: p95,
    api_flight_search_rps: Math.round(result.requests.average),
    api_flight_search_uncached_p95_ms: uncachedP95,
  };
}
