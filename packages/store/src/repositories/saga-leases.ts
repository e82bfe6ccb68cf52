import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../database';
import type {
  activityBookings,
  carBookings,
  flightBookings,
  homeBookings,
  packageBookings,
  hotelBookings,
} from '../schema';

/** Every product's booking table carries the saga's columns (status, lease, runs). */
type SagaTable =
  | typeof flightBookings
  | typeof hotelBookings
  | typeof carBookings
  | typeof activityBookings
  | typeof homeBookings
  | typeof packageBookings;

/**
 * The saga's lease on a booking, the same for every product's table: the process running a saga
 * holds the booking until `leaseExpiresAt` and renews it while it runs; every write the saga makes
 * is fenced on the lease, so a process that lost it (paused past its lease, then woke up) can no
 * longer move the booking. A Pending booking whose lease lapsed was abandoned by a stopped process
 * and is taken up by compare-and-set: of two sweeping processes, one wins.
 */
export function createSagaLeases<R>(db: Database, sagaTable: SagaTable) {
  // The tables share every column used here; the queries are typed against one of them and
  // return the whole row of whichever table was given (drizzle's `returning()` reads the table).
  const table = sagaTable as typeof flightBookings;
  const asRow = (row: unknown) => row as R;
  return {
    /**
     * Takes the lease when nobody holds it (or it lapsed, or we already hold it) and the booking is
     * still Pending; counts one more saga run. Null when another process holds it or it moved on.
     */
    async claimLease(id: string, owner: string, now: Date, until: Date): Promise<R | null> {
      const [row] = await db
        .update(table)
        .set({ leaseOwner: owner, leaseExpiresAt: until, sagaRuns: sql`${table.sagaRuns} + 1` })
        .where(
          and(
            eq(table.id, id),
            eq(table.status, 'Pending'),
            or(
              isNull(table.leaseExpiresAt),
              lt(table.leaseExpiresAt, now),
              eq(table.leaseOwner, owner),
            ),
          ),
        )
        .returning();
      return row ? asRow(row) : null;
    },

    /** Extends our lease; false when it is no longer ours (or the booking left Pending). */
    async renewLease(id: string, owner: string, until: Date): Promise<boolean> {
      const rows = await db
        .update(table)
        .set({ leaseExpiresAt: until })
        .where(and(eq(table.id, id), eq(table.leaseOwner, owner), eq(table.status, 'Pending')))
        .returning({ id: table.id });
      return rows.length > 0;
    },

    /** Writes the saga's patch only while we hold the lease; null when we lost it. */
    async updateLeased(
      id: string,
      owner: string,
      patch: Partial<typeof flightBookings.$inferInsert>,
    ): Promise<R | null> {
      const [row] = await db
        .update(table)
        .set(patch)
        .where(and(eq(table.id, id), eq(table.leaseOwner, owner)))
        .returning();
      return row ? asRow(row) : null;
    },

    /** Pending bookings nobody holds: their process stopped (or never took them up). */
    async listLapsed(now: Date, limit = 50): Promise<R[]> {
      const rows = await db
        .select()
        .from(table)
        .where(
          and(
            eq(table.status, 'Pending'),
            or(isNull(table.leaseExpiresAt), lt(table.leaseExpiresAt, now)),
          ),
        )
        .orderBy(asc(table.leaseExpiresAt))
        .limit(limit);
      return rows.map(asRow);
    },
  };
}
