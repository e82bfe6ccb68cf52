import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { fareObservations, flightSearches } from '../schema';

export interface FlightSearchRecord {
  id: string;
  searchKey: string;
  request: Record<string, unknown>;
  labels: { origin: string; destination: string }[];
  /** Where the search was started from (spec §2 flight entry sources), when it says. */
  entrySource?: string | null;
  searchedAt: Date;
}

export interface FareObservation {
  observedOn: string;
  lowestMinor: number;
  currency: string;
}

/** How many distinct searches "recently searched" keeps per person. */
export const RECENT_SEARCH_LIMIT = 6;

export type NewFlightSearch = FlightSearchRecord & { userId: string; tenant: string };

export function createFlightShopRepository(db: Database) {
  return {
    /** Searches people made, in one statement. */
    async recordSearches(rows: readonly NewFlightSearch[]): Promise<void> {
      if (rows.length > 0) await db.insert(flightSearches).values([...rows]);
    },

    /** Newest first, one entry per distinct search. */
    async listRecentSearches(userId: string, tenant: string): Promise<FlightSearchRecord[]> {
      const rows = await db
        .select()
        .from(flightSearches)
        .where(and(eq(flightSearches.userId, userId), eq(flightSearches.tenant, tenant)))
        .orderBy(desc(flightSearches.searchedAt))
        .limit(50);
      const seen = new Set<string>();
      const recent: FlightSearchRecord[] = [];
      for (const row of rows) {
        if (seen.has(row.searchKey)) continue;
        seen.add(row.searchKey);
        recent.push({
          id: row.id,
          searchKey: row.searchKey,
          request: row.request,
          labels: row.labels,
          entrySource: row.entrySource,
          searchedAt: row.searchedAt,
        });
        if (recent.length === RECENT_SEARCH_LIMIT) break;
      }
      return recent;
    },

    /** Keeps the lowest price seen for a search on a day. */
    async recordObservation(
      searchKey: string,
      observation: FareObservation,
      source: 'search' | 'backfill',
    ): Promise<void> {
      await db
        .insert(fareObservations)
        .values({ searchKey, ...observation, source })
        .onConflictDoUpdate({
          target: [fareObservations.searchKey, fareObservations.observedOn],
          set: { lowestMinor: sql`least(${fareObservations.lowestMinor}, excluded.lowest_minor)` },
        });
    },

    async listObservations(searchKey: string, sinceDay: string): Promise<FareObservation[]> {
      return db
        .select({
          observedOn: fareObservations.observedOn,
          lowestMinor: fareObservations.lowestMinor,
          currency: fareObservations.currency,
        })
        .from(fareObservations)
        .where(
          and(
            eq(fareObservations.searchKey, searchKey),
            gte(fareObservations.observedOn, sinceDay),
          ),
        )
        .orderBy(asc(fareObservations.observedOn));
    },
  };
}

export type FlightShopRepository = ReturnType<typeof createFlightShopRepository>;
