import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { flightSearches, travelSalePricings } from '../schema';

export interface TravelSalePricingKey {
  origin: string;
  /** YYYY-MM-DD. */
  day: string;
  listsKey: string;
}

export type TravelSalePricingRow = TravelSalePricingKey & {
  pricing: Record<string, unknown>;
  pricedBy: 'job' | 'demand';
  pricedAt: Date;
};

/**
 * The travel sale priced ahead (issue 23): one row per origin, day and destination list, shared
 * by every process. The first write of a key wins (a job and a request pricing the same origin
 * at once price the same fares; neither overwrites the other).
 */
export function createTravelSalePricingsRepository(db: Database) {
  return {
    async find(key: TravelSalePricingKey): Promise<TravelSalePricingRow | null> {
      const [row] = await db
        .select()
        .from(travelSalePricings)
        .where(
          and(
            eq(travelSalePricings.origin, key.origin),
            eq(travelSalePricings.day, key.day),
            eq(travelSalePricings.listsKey, key.listsKey),
          ),
        );
      return row ?? null;
    },

    /** Stores a pricing unless one is stored for its key; true when this one was stored. */
    async save(row: TravelSalePricingRow): Promise<boolean> {
      const inserted = await db
        .insert(travelSalePricings)
        .values(row)
        .onConflictDoNothing()
        .returning({ origin: travelSalePricings.origin });
      return inserted.length > 0;
    },

    /** The origins stored for a day and destination list. */
    async listOrigins(day: string, listsKey: string): Promise<string[]> {
      const rows = await db
        .select({ origin: travelSalePricings.origin })
        .from(travelSalePricings)
        .where(and(eq(travelSalePricings.day, day), eq(travelSalePricings.listsKey, listsKey)));
      return rows.map((r) => r.origin);
    },

    /** Forgets the days before `day`; how many rows went. */
    async deleteBefore(day: string): Promise<number> {
      const rows = await db
        .delete(travelSalePricings)
        .where(lt(travelSalePricings.day, day))
        .returning({ origin: travelSalePricings.origin });
      return rows.length;
    },

    /**
     * People's home airports (the first origin of each person's latest flight search since
     * `since`, in any tenant), the most shared first, at most `limit`.
     */
    async listRecentHomeAirports(since: Date, limit: number): Promise<string[]> {
      const origin = sql<string | null>`${flightSearches.request} -> 'slices' -> 0 ->> 'origin'`;
      const latest = db
        .selectDistinctOn([flightSearches.userId, flightSearches.tenant], {
          origin: origin.as('origin'),
        })
        .from(flightSearches)
        .where(gte(flightSearches.searchedAt, since))
        .orderBy(flightSearches.userId, flightSearches.tenant, desc(flightSearches.searchedAt))
        .as('latest');
      const people = sql<number>`count(*)`;
      const rows = await db
        .select({ origin: latest.origin, people })
        .from(latest)
        .groupBy(latest.origin)
        .orderBy(desc(people), latest.origin)
        .limit(limit * 2);
      return rows
        .map((r) => r.origin)
        .filter((o): o is string => typeof o === 'string' && /^[A-Z]{3}$/.test(o))
        .slice(0, limit);
    },
  };
}

export type TravelSalePricingsRepository = ReturnType<typeof createTravelSalePricingsRepository>;
