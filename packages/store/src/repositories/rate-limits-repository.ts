import { lt, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { rateLimits } from '../schema';

export function createRateLimitsRepository(db: Database) {
  return {
    /** Adds hits to the key's fixed window and returns the window's total so far. */
    async hit(key: string, windowStart: Date, amount = 1): Promise<number> {
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart, count: amount })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + ${amount}` },
        })
        .returning({ count: rateLimits.count });
      return row?.count ?? amount;
    },

    async peek(key: string, windowStart: Date): Promise<number> {
      const rows = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${windowStart}`);
      return rows[0]?.count ?? 0;
    },

    async pruneBefore(cutoff: Date): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.windowStart, cutoff));
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
