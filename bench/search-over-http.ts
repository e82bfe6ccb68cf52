import {
  percentile,
  readServerNow,
  runLoad,
  signInSearcher,
  type Searcher,
} from './flight-search-load';

const SEARCHERS = [
  'sandbox|usr_ada',
  'sandbox|usr_marcus',
  'sandbox|usr_priya',
  'sandbox|usr_sofia',
];

/** One product's search over HTTP, as the car and home benches measure it. */
export interface CachedSearchSpec {
  path: string;
  /** The seeded request bodies, from the server's clock. */
  buildBodies(serverNow: number): string[];
  /** How many results an answer found (none is a failed bench). */
  countFound(answer: unknown): number;
  /** `car` → `api_car_search_p95_ms`, `api_car_search_uncached_p95_ms`, `api_car_search_rps`. */
  figure: string;
  /** "car search over HTTP: 48 rentals at 12 airports" (the log line's start). */
  describe(count: number): string;
}

/**
 * A search over HTTP from 10 signed-in connections over seeded bodies. Each body is asked once
 * first (the uncached p95: the answer is built and encoded), then repeated under load, answered
 * from the minute-long answer cache (per tenant and tier), as a shopping front end would.
 */
export async function measureCachedSearch(
  origin: string,
  log: (line: string) => void,
  spec: CachedSearchSpec,
): Promise<Record<string, number>> {
  const searchers: Searcher[] = [];
  for (const subject of SEARCHERS) searchers.push(await signInSearcher(origin, subject));
  const first = searchers[0] as Searcher;
  const bodies = spec.buildBodies(await readServerNow(origin));
  let bytes = 0;
  const uncachedMs: number[] = [];
  for (const body of bodies) {
    const started = performance.now();
    const res = await fetch(`${origin}${spec.path}`, {
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
    if (res.status !== 200) throw new Error(`${spec.path} ${body} answered ${res.status}: ${text}`);
    if (spec.countFound(JSON.parse(text)) === 0)
      throw new Error(`${spec.path} ${body} found nothing`);
    bytes += text.length;
  }
  await runLoad(origin, spec.path, searchers, bodies, 3);
  const { result, latenciesMs } = await runLoad(origin, spec.path, searchers, bodies, 10);
  const p95 = Math.round(percentile(latenciesMs, 95) * 10) / 10;
  const uncached = Math.round(percentile(uncachedMs, 95) * 10) / 10;
  log(
    `${spec.describe(bodies.length)}, mean ${Math.round(bytes / bodies.length / 1024)} KB per answer; p50 ${percentile(latenciesMs, 50)} ms, p95 ${p95} ms over ${latenciesMs.length} requests; first askings p95 ${uncached} ms`,
  );
  return {
    [`api_${spec.figure}_search_p95_ms`]: p95,
    [`api_${spec.figure}_search_uncached_p95_ms`]: uncached,
    [`api_${spec.figure}_search_rps`]: Math.round(result.requests.average),
  };
}
