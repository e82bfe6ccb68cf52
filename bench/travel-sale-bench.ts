import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { createTestApp } from '../apps/api/src/testing/create-test-app';
import { CONSUMER_HOST, signIn } from '../apps/api/src/testing/http-browser';
import { planTravelSalePricing } from '../apps/api/src/services/travel-sale';

/*
 * The travel sale (issue 23) through HTTP (Fastify inject, PGlite, the default 16 destinations):
 * GET /api/v0/travelsale?origin=… for an origin nobody priced today (cold: priced on demand) and
 * for one the `travel-sale-price` job priced ahead, asked first in a process that did not price
 * it (its copy in memory forgotten: the answer is read from the database), then again from memory.
 */

const COLD = ['BOS', 'ATL', 'DEN', 'SEA', 'MIA'];
const AHEAD = ['LAX', 'ORD', 'SFO', 'JFK', 'DFW'];
const REPEATS = 50;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (n: number) => Math.round(n * 10) / 10;

export async function runTravelSaleBench(
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const [pglite] = listTestDatabaseTargets();
  if (!pglite) throw new Error('no test database');
  const database = await pglite.open();
  const t = await createTestApp(database);
  try {
    t.ctx.supply.getWorld();
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const get = async (origin: string) => {
      const started = performance.now();
      const res = await browser.call('GET', `/api/v0/travelsale?origin=${origin}`);
      if (res.statusCode !== 200) throw new Error(`travel sale ${origin}: ${res.statusCode}`);
      return performance.now() - started;
    };
    const cold: number[] = [];
    for (const origin of COLD) cold.push(await get(origin));
    log(`cold (priced on demand): ${cold.map((ms) => Math.round(ms)).join(', ')} ms`);

    const pricingStarted = performance.now();
    await planTravelSalePricing(t.ctx, AHEAD);
    await t.ctx.jobRunner.runDue();
    log(
      `priced ahead: ${AHEAD.length} origins in ${Math.round(performance.now() - pricingStarted)} ms`,
    );
    // Another process: nothing in memory, the database's rows.
    t.ctx.travelSaleCache.invalidate();
    const fromDatabase: number[] = [];
    for (const origin of AHEAD) fromDatabase.push(await get(origin));
    log(`priced ahead, first ask: ${fromDatabase.map((ms) => round(ms)).join(', ')} ms`);
    const fromMemory: number[] = [];
    for (let i = 0; i < REPEATS; i += 1)
      for (const origin of AHEAD) fromMemory.push(await get(origin));
    return {
      travel_sale_cold_p50_ms: Math.round(percentile(cold, 50)),
      travel_sale_cold_max_ms: Math.round(Math.max(...cold)),
      travel_sale_prepriced_db_p50_ms: round(percentile(fromDatabase, 50)),
      travel_sale_prepriced_db_max_ms: round(Math.max(...fromDatabase)),
      travel_sale_prepriced_memory_p50_ms: round(percentile(fromMemory, 50)),
      travel_sale_prepriced_memory_p95_ms: round(percentile(fromMemory, 95)),
    };
  } finally {
    await t.close();
    await database.dispose();
  }
}
