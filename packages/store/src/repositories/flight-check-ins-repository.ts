import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { flightCheckIns } from '../schema';

export type FlightCheckInRecord = typeof flightCheckIns.$inferSelect;
export type FlightCheckInInsert = typeof flightCheckIns.$inferInsert;

/**
 * Online check-ins (issue 7): one row per booking and slice. The first check-in of a slice creates
 * it; checking in more travelers later replaces who is checked in and the passes, but only if
 * nobody changed them meanwhile (compare-and-set on the traveler list).
 */
export function createFlightCheckInsRepository(db: Database) {
  return {
    async listForBooking(bookingId: string): Promise<FlightCheckInRecord[]> {
      return db
        .select()
        .from(flightCheckIns)
        .where(eq(flightCheckIns.bookingId, bookingId))
        .orderBy(asc(flightCheckIns.sliceIndex));
    },

    async find(bookingId: string, sliceIndex: number): Promise<FlightCheckInRecord | null> {
      const [row] = await db
        .select()
        .from(flightCheckIns)
        .where(
          and(eq(flightCheckIns.bookingId, bookingId), eq(flightCheckIns.sliceIndex, sliceIndex)),
        );
      return row ?? null;
    },

    /** Inserts the slice's check-in unless one exists; returns the row that holds it. */
    async createOrFind(
      row: FlightCheckInInsert,
    ): Promise<{ created: boolean; checkIn: FlightCheckInRecord }> {
      const [inserted] = await db
        .insert(flightCheckIns)
        .values(row)
        .onConflictDoNothing()
        .returning();
      if (inserted) return { created: true, checkIn: inserted };
      const existing = await this.find(row.bookingId, row.sliceIndex);
      if (!existing) throw new Error('check-in conflict without a row');
      return { created: false, checkIn: existing };
    },

    /**
     * More travelers checked in on a slice: the new list and passes, if the list is still
     * `expectedPassengerIndexes`; null when another check-in changed it first.
     */
    async extend(
      bookingId: string,
      sliceIndex: number,
      expectedPassengerIndexes: number[],
      patch: Pick<FlightCheckInRecord, 'passengerIndexes' | 'boardingPasses' | 'updatedAt'>,
    ): Promise<FlightCheckInRecord | null> {
      const [row] = await db
        .update(flightCheckIns)
        .set(patch)
        .where(
          and(
            eq(flightCheckIns.bookingId, bookingId),
            eq(flightCheckIns.sliceIndex, sliceIndex),
            eq(
              flightCheckIns.passengerIndexes,
              sql`${JSON.stringify(expectedPassengerIndexes)}::jsonb`,
            ),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type FlightCheckInsRepository = ReturnType<typeof createFlightCheckInsRepository>;
