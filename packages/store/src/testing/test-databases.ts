import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../database';

export interface TestDatabaseTarget {
  name: 'pglite' | 'postgres';
  /** Opens a fresh, migrated, empty database; dispose() removes it. */
  open(): Promise<TestDatabase>;
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The server URL for a PostgreSQL target, so a spawned server can share it. */
  databaseUrl: string | undefined;
  dispose(): Promise<void>;
}

/**
 * The engines the storage tests run against: embedded PGlite always, and the PostgreSQL server
 * when DATABASE_URL names one (CI sets it). Each open() gets its own database, so tests never see
 * each other's rows.
 */
export function listTestDatabaseTargets(): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [
    {
      name: 'pglite',
      async open() {
        const handle = await openDatabase({});
        await handle.migrate();
        return { handle, databaseUrl: undefined, dispose: () => handle.close() };
      },
    },
  ];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    targets.push({ name: 'postgres', open: () => openServerTestDatabase(serverUrl) });
  }
  return targets;
}

async function openServerTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `wf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  await handle.migrate();
  return {
    handle,
    databaseUrl: url.toString(),
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
