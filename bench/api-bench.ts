import autocannon from 'autocannon';
import { measureActivitySearch } from './activity-search-load';
import { measureCarSearch } from './car-search-load';
import { measureHomeSearch } from './home-search-load';
import { measurePackageSearch } from './package-search-load';
import { measureHotelSearch } from './hotel-search-load';
import { measureFlightSearch } from './flight-search-load';
import { measureFlightCalendarHttp } from './flight-calendar-load';
import { signInOverHttp, startServer } from './server-process';

// The burst limit protects production from one address; the bench is that one address.
const BENCH_ENV = { RATE_LIMIT_BURST: '100000000' };

async function measureUserInfo(
  origin: string,
  log: (line: string) => void,
  label: string,
): Promise<number> {
  const { cookie } = await signInOverHttp(origin, 'sandbox|usr_ada');
  const url = `${origin}/api/v0/userInfo`;
  const warm = await autocannon({ url, connections: 10, duration: 3, headers: { cookie } });
  if (warm.non2xx > 0) throw new Error(`userInfo answered ${warm.non2xx} non-2xx responses`);
  const result = await autocannon({ url, connections: 10, duration: 10, headers: { cookie } });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`userInfo failed: ${result.non2xx} non-2xx, ${result.errors} errors`);
  log(`${label}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  return Math.round(result.requests.average);
}

/**
 * Issue 2's figures. Cold start is a restart (data folder already initialised); the first start of
 * a fresh clone also runs PGlite's initdb and is reported on its own. userInfo throughput is
 * measured on the embedded default and, when DATABASE_URL names one, on the PostgreSQL server.
 * Flight search over HTTP (issue 4) runs on the embedded server once its sandbox world is built.
 */
export async function runApiBench(log: (line: string) => void): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  const first = await startServer(3290, BENCH_ENV);
  figures.api_first_start_ms = Math.round(first.coldStartMs);
  await first.stop();
  const server = await startServer(3290, { ...BENCH_ENV, DATA_DIR: first.dataDir });
  figures.api_cold_start_ms = Math.round(server.coldStartMs);
  try {
    figures.userinfo_rps = await measureUserInfo(server.origin, log, 'userinfo (embedded PGlite)');
    Object.assign(figures, await measureFlightSearch(server.origin, log));
    Object.assign(figures, await measureFlightCalendarHttp(server.origin, log));
    Object.assign(figures, await measureHotelSearch(server.origin, log));
    Object.assign(figures, await measureCarSearch(server.origin, log));
    Object.assign(figures, await measureActivitySearch(server.origin, log));
    Object.assign(figures, await measureHomeSearch(server.origin, log));
    Object.assign(figures, await measurePackageSearch(server.origin, log));
  } finally {
    await server.stop();
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const pgServer = await startServer(3291, { ...BENCH_ENV, DATABASE_URL: databaseUrl });
    try {
      figures.userinfo_postgres_rps = await measureUserInfo(
        pgServer.origin,
        log,
        'userinfo (PostgreSQL server)',
      );
    } finally {
      await pgServer.stop();
    }
  }
  return figures;
}
