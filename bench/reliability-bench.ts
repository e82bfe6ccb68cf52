import { openDatabase } from '@wayfare/store/database';
import { listTestDatabaseTargets, type TestDatabase } from '@wayfare/store/testing/test-databases';
import {
  runLastSeatTrial,
  runQuoteReuseTrial,
  type TrialApp,
} from '../apps/api/src/reliability/booking-trials';
import { runCanaryCheck } from '../apps/api/src/reliability/canary-leaks';
import { runCrashRecovery } from '../apps/api/src/reliability/crash-recovery';
import { runOpenApiFuzz } from '../apps/api/src/reliability/openapi-fuzz';
import { createTestApp, type TestApp } from '../apps/api/src/testing/create-test-app';
import { CONSUMER_HOST, signIn } from '../apps/api/src/testing/http-browser';

/** Busy non-stop routes; with every December day they give more than 200 separate flights. */
const ROUTES = [
  ['ORD', 'DEN'],
  ['SEA', 'SFO'],
  ['BOS', 'DCA'],
  ['DEN', 'PHX'],
  ['ATL', 'MCO'],
  ['LAX', 'SFO'],
  ['JFK', 'LAX'],
  ['DFW', 'ORD'],
] as const;
const G1_TRIALS = 200;
const G1_BUYERS = 10;

/**
 * Issue 15's long trials, on the PostgreSQL server with two API instances when DATABASE_URL names
 * one (else on the embedded database): the last seat sold to one of many buyers 200 times over,
 * one quote bought by 20 at once, 10,000 generated requests over the OpenAPI document, the
 * personal-data canaries, and the crash-and-restart recovery time (PostgreSQL only).
 */
export async function runReliabilityBench(
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  const target =
    listTestDatabaseTargets().find((t) => t.name === 'postgres') ?? listTestDatabaseTargets()[0];
  if (!target) throw new Error('no database');
  const database = await target.open();
  const extra: TestDatabase[] = [];
  const apps: TestApp[] = [await createTestApp(database, { env: { RATE_LIMIT_BURST: '1000000' } })];
  try {
    if (database.databaseUrl) {
      const handle = await openDatabase({ databaseUrl: database.databaseUrl, poolSize: 4 });
      extra.push({ handle, databaseUrl: database.databaseUrl, dispose: () => handle.close() });
      apps.push(
        await createTestApp(extra[0] as TestDatabase, { env: { RATE_LIMIT_BURST: '1000000' } }),
      );
    }
    const first = apps[0] as TestApp;
    const trialApps: TrialApp[] = apps.map(({ app, ctx }) => ({ app, ctx }));
    log(`G1 on ${target.name} with ${apps.length} API instance(s), ${G1_BUYERS} buyers a trial`);
    let trials = 0;
    let doubleSales = 0;
    let chargedWithoutBooking = 0;
    for (let day = 1; day <= 31 && trials < G1_TRIALS; day += 1) {
      for (const [origin, destination] of ROUTES) {
        if (trials >= G1_TRIALS) break;
        const { browser } = await signIn(first.app, CONSUMER_HOST, 'usr_marcus');
        const date = `2026-12-${String(day).padStart(2, '0')}`;
        try {
          const outcome = await runLastSeatTrial(
            trialApps,
            browser,
            [origin, destination, date],
            G1_BUYERS,
          );
          trials += 1;
          if (outcome.confirmed > 1) doubleSales += outcome.confirmed - 1;
          chargedWithoutBooking += outcome.capturesWithoutBooking + outcome.openAuthorizations;
        } catch (error) {
          log(
            `  skipped ${origin}-${destination} ${date}: ${(error as Error).message.slice(0, 80)}`,
          );
        }
      }
    }
    figures.reliability_g1_trials = trials;
    figures.reliability_g1_double_sales = doubleSales;
    figures.reliability_g1_charges_without_booking = chargedWithoutBooking;
    const { browser } = await signIn(first.app, CONSUMER_HOST, 'usr_priya');
    const reuse = await runQuoteReuseTrial(trialApps, browser, ['SEA', 'LAX', '2026-12-20'], 20);
    log(`quote bought by 20 at once: ${JSON.stringify(reuse.statuses)}`);
    figures.reliability_quote_reuse_captures = reuse.captures;
  } finally {
    for (const app of apps) await app.close();
    for (const d of extra) await d.dispose();
    await database.dispose();
  }

  const fuzz = await runOpenApiFuzz({ requests: 10_000, seed: 20261125, target });
  log(`fuzz: ${fuzz.operations} operations, answers ${JSON.stringify(fuzz.statuses)}`);
  figures.reliability_fuzz_requests = fuzz.requests;
  figures.reliability_fuzz_5xx = fuzz.fiveXX;
  figures.reliability_fuzz_schema_mismatches = fuzz.schemaMismatches;
  const canary = await runCanaryCheck({ target });
  figures.reliability_canary_leaks = canary.leaks;

  if (target.name === 'postgres') {
    const crashDatabase = await target.open();
    try {
      const outcome = await runCrashRecovery({
        databaseUrl: crashDatabase.databaseUrl ?? '',
        basePort: 3390,
      });
      log(`crash recovery: ${JSON.stringify(outcome)}`);
      figures.reliability_recovery_s = outcome.recoverySeconds;
      figures.reliability_recovery_lost =
        outcome.unsettled + outcome.duplicates + outcome.rewardsDrift;
    } finally {
      await crashDatabase.dispose();
    }
  } else {
    log('crash recovery needs DATABASE_URL (several processes on one PostgreSQL): not measured');
  }
  return figures;
}
