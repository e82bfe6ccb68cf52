import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@wayfare/store/database';
import * as schema from '@wayfare/store/schema';

/**
 * Tables whose rows change without any request asking for it: the burst limiter's counters
 * (flushed from memory once a second on PostgreSQL).
 */
const CHANGING_ON_THEIR_OWN = new Set(['rate_limits']);

const TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable =>
    is(value, PgTable) && !CHANGING_ON_THEIR_OWN.has(getTableName(value)),
);

/**
 * A fingerprint of every row of every table of the schema (one md5 per table, over each row as
 * text), to show that a refused request changed nothing. Works on PGlite and PostgreSQL alike.
 */
export async function snapshotDatabase(db: Database): Promise<Record<string, string>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      // A table's name as a value is its whole row (PostgreSQL's row reference).
      const [row] = await db
        .select({
          hash: sql<string>`md5(coalesce(string_agg(${table}::text, '|' order by ${table}::text), ''))`,
        })
        .from(table);
      return [getTableName(table), row?.hash ?? ''] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The tables whose rows differ between two snapshots. */
export function listChangedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
