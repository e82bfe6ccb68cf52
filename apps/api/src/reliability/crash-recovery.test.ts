import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { runCrashRecovery } from './crash-recovery';

const postgres = listTestDatabaseTargets().find((t) => t.name === 'postgres');

/**
 * G3 (issue 15): real API processes killed (`SIGKILL`) after each saga step, then one restarted
 * on the same PostgreSQL database. Runs when DATABASE_URL names a server, as `.ci/run` does (the
 * embedded database admits one process, and a killed one is a restart of the same data).
 */
describe.skipIf(!postgres)('crash recovery on postgres', () => {
  it('settles every booking within 30 s of a restart: none lost, none doubled, none left authorized', async () => {
    if (!postgres) return;
    const database = await postgres.open();
    const url = database.databaseUrl ?? '';
    try {
      const outcome = await runCrashRecovery({ databaseUrl: url, basePort: 3340 });
      expect(outcome).toMatchObject({
        bookings: 6,
        unsettled: 0,
        openAuthorizations: 0,
        capturesWithoutBooking: 0,
        rewardsDrift: 0,
        duplicates: 0,
      });
      // Every booking had started paying; taken up again, each one completes.
      expect(outcome.confirmed).toBe(6);
      expect(outcome.recoverySeconds).toBeLessThanOrEqual(30);
    } finally {
      await database.dispose().catch(() => undefined);
    }
  }, 240_000);
});
