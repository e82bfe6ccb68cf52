import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { hotelSearches, hotelViews } from '../schema';

/** How many searches and viewed hotels each feed keeps and lists per person and tenant. */
export const HOTEL_FEED_LIMIT = 10;

export interface HotelSearchRecord {
  id: string;
  search: Record<string, unknown>;
  locationLabel: string;
  searchedAt: Date;
}

export type NewHotelSearch = HotelSearchRecord & {
  userId: string;
  tenant: string;
  /** Identifies the same search across repeats: a repeat moves the row to the top. */
  searchKey: string;
  entrySource: string | null;
};

export interface HotelViewRecord {
  lodgingId: string;
  hotel: Record<string, unknown>;
  stay: Record<string, unknown>;
  viewedAt: Date;
}

export type NewHotelView = HotelViewRecord & {
  userId: string;
  tenant: string;
  entrySource: string | null;
};

/** Recently searched and recently viewed hotels: newest first, one row per search or hotel. */
export function createHotelFeedsRepository(db: Database) {
  return {
    /** Records a search, or moves the same search to the top; keeps only the newest few. */
    async recordSearch(row: NewHotelSearch): Promise<void> {
      await db
        .insert(hotelSearches)
        .values(row)
        .onConflictDoUpdate({
          target: [hotelSearches.userId, hotelSearches.tenant, hotelSearches.searchKey],
          set: {
            search: row.search,
            locationLabel: row.locationLabel,
            entrySource: row.entrySource,
            // A clock set back (the sandbox's) never moves a repeat below older searches.
            searchedAt: sql`greatest(${hotelSearches.searchedAt}, excluded.searched_at)`,
          },
        });
      const mine = and(eq(hotelSearches.userId, row.userId), eq(hotelSearches.tenant, row.tenant));
      const newest = db
        .select({ id: hotelSearches.id })
        .from(hotelSearches)
        .where(mine)
        .orderBy(desc(hotelSearches.searchedAt), desc(hotelSearches.id))
        .limit(HOTEL_FEED_LIMIT);
      await db.delete(hotelSearches).where(and(mine, notInArray(hotelSearches.id, newest)));
    },

    /**
     * Records several searches in one upsert (a repeat within the batch keeps its newest row), then
     * trims each person's list once: what the write-behind queue hands over every few milliseconds.
     */
    async recordSearches(rows: readonly NewHotelSearch[]): Promise<void> {
      const newest = new Map<string, NewHotelSearch>();
      for (const row of rows) {
        const key = `${row.userId}\u0000${row.tenant}\u0000${row.searchKey}`;
        const seen = newest.get(key);
        if (!seen || seen.searchedAt <= row.searchedAt) newest.set(key, row);
      }
      if (newest.size === 0) return;
      await db
        .insert(hotelSearches)
        .values([...newest.values()])
        .onConflictDoUpdate({
          target: [hotelSearches.userId, hotelSearches.tenant, hotelSearches.searchKey],
          set: {
            search: sql`excluded.search`,
            locationLabel: sql`excluded.location_label`,
            entrySource: sql`excluded.entry_source`,
            searchedAt: sql`greatest(${hotelSearches.searchedAt}, excluded.searched_at)`,
          },
        });
      const people = new Map<string, { userId: string; tenant: string }>();
      for (const row of newest.values())
        people.set(`${row.userId}\u0000${row.tenant}`, { userId: row.userId, tenant: row.tenant });
      for (const { userId, tenant } of people.values()) {
        const mine = and(eq(hotelSearches.userId, userId), eq(hotelSearches.tenant, tenant));
        const kept = db
          .select({ id: hotelSearches.id })
          .from(hotelSearches)
          .where(mine)
          .orderBy(desc(hotelSearches.searchedAt), desc(hotelSearches.id))
          .limit(HOTEL_FEED_LIMIT);
        await db.delete(hotelSearches).where(and(mine, notInArray(hotelSearches.id, kept)));
      }
    },

    async listRecentSearches(userId: string, tenant: string): Promise<HotelSearchRecord[]> {
      return db
        .select({
          id: hotelSearches.id,
          search: hotelSearches.search,
          locationLabel: hotelSearches.locationLabel,
          searchedAt: hotelSearches.searchedAt,
        })
        .from(hotelSearches)
        .where(and(eq(hotelSearches.userId, userId), eq(hotelSearches.tenant, tenant)))
        .orderBy(desc(hotelSearches.searchedAt), desc(hotelSearches.id))
        .limit(HOTEL_FEED_LIMIT);
    },

    /** Records a viewed hotel, or moves it to the top with the stay last looked at. */
    async recordView(row: NewHotelView): Promise<void> {
      await db
        .insert(hotelViews)
        .values(row)
        .onConflictDoUpdate({
          target: [hotelViews.userId, hotelViews.tenant, hotelViews.lodgingId],
          set: {
            hotel: row.hotel,
            stay: row.stay,
            entrySource: row.entrySource,
            viewedAt: sql`greatest(${hotelViews.viewedAt}, excluded.viewed_at)`,
          },
        });
      const mine = and(eq(hotelViews.userId, row.userId), eq(hotelViews.tenant, row.tenant));
      const newest = db
        .select({ lodgingId: hotelViews.lodgingId })
        .from(hotelViews)
        .where(mine)
        .orderBy(desc(hotelViews.viewedAt), desc(hotelViews.lodgingId))
        .limit(HOTEL_FEED_LIMIT);
      await db.delete(hotelViews).where(and(mine, notInArray(hotelViews.lodgingId, newest)));
    },

    async listRecentViews(userId: string, tenant: string): Promise<HotelViewRecord[]> {
      return db
        .select({
          lodgingId: hotelViews.lodgingId,
          hotel: hotelViews.hotel,
          stay: hotelViews.stay,
          viewedAt: hotelViews.viewedAt,
        })
        .from(hotelViews)
        .where(and(eq(hotelViews.userId, userId), eq(hotelViews.tenant, tenant)))
        .orderBy(desc(hotelViews.viewedAt), desc(hotelViews.lodgingId))
        .limit(HOTEL_FEED_LIMIT);
    },
  };
}

export type HotelFeedsRepository = ReturnType<typeof createHotelFeedsRepository>;
