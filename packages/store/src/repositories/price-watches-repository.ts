import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { priceWatches } from '../schema';

export type PriceWatchRecord = typeof priceWatches.$inferSelect;
export type PriceWatchInsert = typeof priceWatches.$inferInsert;

/** What a check writes on a live watch. */
export type PriceWatchCheck = Pick<
  PriceWatchRecord,
  'currentMinor' | 'advice' | 'lastCheckedAt' | 'nextCheckAt'
> & { alertedMinor?: number | null; alerted: boolean };

/**
 * Price watches (issue 19): one live watch per person and search (a partial unique index decides
 * between two requests), every move a conditional update on a live state.
 */
export function createPriceWatchesRepository(db: Database) {
  return {
    /** Inserts the watch, or answers the person's live watch of that search. */
    async createOrFindLive(
      row: PriceWatchInsert,
    ): Promise<{ created: boolean; watch: PriceWatchRecord }> {
      const [inserted] = await db
        .insert(priceWatches)
        .values(row)
        .onConflictDoNothing()
        .returning();
      if (inserted) return { created: true, watch: inserted };
      const live = await this.findLive(row.userId, row.searchKey);
      if (!live) throw new Error('price watch conflict without a live watch');
      return { created: false, watch: live };
    },

    async findLive(userId: string, searchKey: string): Promise<PriceWatchRecord | null> {
      const [row] = await db
        .select()
        .from(priceWatches)
        .where(
          and(
            eq(priceWatches.userId, userId),
            eq(priceWatches.searchKey, searchKey),
            ne(priceWatches.state, 'NotWatching'),
          ),
        );
      return row ?? null;
    },

    async findById(id: string): Promise<PriceWatchRecord | null> {
      const [row] = await db.select().from(priceWatches).where(eq(priceWatches.id, id));
      return row ?? null;
    },

    async listLive(userId: string, tenant: string): Promise<PriceWatchRecord[]> {
      return db
        .select()
        .from(priceWatches)
        .where(
          and(
            eq(priceWatches.userId, userId),
            eq(priceWatches.tenant, tenant),
            ne(priceWatches.state, 'NotWatching'),
          ),
        )
        .orderBy(desc(priceWatches.createdAt));
    },

    async listLiveIds(): Promise<string[]> {
      const rows = await db
        .select({ id: priceWatches.id })
        .from(priceWatches)
        .where(ne(priceWatches.state, 'NotWatching'));
      return rows.map((r) => r.id);
    },

    /** A live watch stops (→ NotWatching); null when it was not live. */
    async stop(id: string, now: Date): Promise<PriceWatchRecord | null> {
      const [row] = await db
        .update(priceWatches)
        .set({ state: 'NotWatching', stoppedAt: now, nextCheckAt: null })
        .where(and(eq(priceWatches.id, id), ne(priceWatches.state, 'NotWatching')))
        .returning();
      return row ?? null;
    },

    /**
     * A check's result on a live watch (→ Watching), counted once per check number: a check
     * repeated after a stop between its write and its job's end writes nothing.
     */
    async recordCheck(
      id: string,
      checkNumber: number,
      check: PriceWatchCheck,
    ): Promise<PriceWatchRecord | null> {
      const { alerted, ...fields } = check;
      const [row] = await db
        .update(priceWatches)
        .set({
          ...fields,
          state: 'Watching',
          checkCount: checkNumber,
          alertCount: alerted ? sql`${priceWatches.alertCount} + 1` : priceWatches.alertCount,
        })
        .where(
          and(
            eq(priceWatches.id, id),
            ne(priceWatches.state, 'NotWatching'),
            eq(priceWatches.checkCount, checkNumber - 1),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type PriceWatchesRepository = ReturnType<typeof createPriceWatchesRepository>;
