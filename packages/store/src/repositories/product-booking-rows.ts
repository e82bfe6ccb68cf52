import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../database';
import type { activityBookings, carBookings, homeBookings, packageBookings } from '../schema';
import { createEmailOutboxRepository, type OutboxMessage } from './email-outbox-repository';

/** Product booking tables on the shared booking and saga columns (cars, homes, experiences, packages). */
type ProductBookingTable =
  typeof carBookings | typeof homeBookings | typeof activityBookings | typeof packageBookings;
type ProductBookingInsert =
  | typeof carBookings.$inferInsert
  | typeof homeBookings.$inferInsert
  | typeof activityBookings.$inferInsert
  | typeof packageBookings.$inferInsert;

/**
 * The queries every product booking table answers the same way (booking-service.ts and the saga):
 * one row per idempotency key, one live booking per quote (the unique indexes decide), status by
 * compare-and-set, the trips' and approvals' lists, the e-mail outbox. `R` is the table's row and
 * `P` the patch the product writes.
 */
export function createProductBookingRows<R, P>(
  db: Database,
  bookingTable: ProductBookingTable,
  label: string,
) {
  // The tables share every column used here; the queries are typed against one of them and
  // return the whole row of whichever table was given (drizzle's `returning()` reads the table).
  const table = bookingTable as typeof carBookings;
  const asRow = (row: unknown) => row as R;
  const outbox = createEmailOutboxRepository(db);
  async function findByKey(userId: string, idempotencyKey: string): Promise<R | null> {
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.userId, userId), eq(table.idempotencyKey, idempotencyKey)));
    return row ? asRow(row) : null;
  }
  return {
    /**
     * Inserts unless this person already used the idempotency key (returns the row that holds it)
     * or the quote already has a live booking (the unique index on the quote decides: `booking` is
     * null, whoever asked).
     */
    async createOrFind(
      row: ProductBookingInsert,
    ): Promise<{ created: boolean; booking: R | null }> {
      const values = row as typeof carBookings.$inferInsert;
      const [first] = await db.insert(table).values(values).onConflictDoNothing().returning();
      if (first) return { created: true, booking: asRow(first) };
      return {
        created: false,
        booking: await findByKey(values.userId, values.idempotencyKey),
      };
    },

    findByKey,

    async findById(id: string): Promise<R | null> {
      const [row] = await db.select().from(table).where(eq(table.id, id));
      return row ? asRow(row) : null;
    },

    /** A booking of this quote that is under way or done (a failed one may be retried). */
    async findLiveForQuote(userId: string, quoteId: string): Promise<R | null> {
      const [row] = await db
        .select()
        .from(table)
        .where(
          and(
            eq(table.userId, userId),
            eq(table.quoteId, quoteId),
            inArray(table.status, ['Pending', 'AwaitingApproval', 'Confirmed']),
          ),
        );
      return row ? asRow(row) : null;
    },

    /** The person's bookings in this tenant that got anywhere (Failed ones are not trips). */
    async listForTrips(userId: string, tenant: string): Promise<R[]> {
      const rows = await db
        .select()
        .from(table)
        .where(and(eq(table.userId, userId), eq(table.tenant, tenant), ne(table.status, 'Failed')))
        .orderBy(desc(table.createdAt));
      return rows.map(asRow);
    },

    /** A confirmed or cancelled booking by its locator and contact e-mail, whatever their case. */
    async findByLocatorAndEmail(
      tenant: string,
      agentLocator: string,
      email: string,
    ): Promise<R | null> {
      const [row] = await db
        .select()
        .from(table)
        .where(
          and(
            eq(table.tenant, tenant),
            eq(sql`upper(${table.agentLocator})`, agentLocator.toUpperCase()),
            eq(sql`lower(${table.contactEmail})`, email.trim().toLowerCase()),
            inArray(table.status, ['Confirmed', 'Cancelled']),
          ),
        );
      return row ? asRow(row) : null;
    },

    async update(id: string, patch: P): Promise<R> {
      const [row] = await db
        .update(table)
        .set(patch as Partial<typeof carBookings.$inferInsert>)
        .where(eq(table.id, id))
        .returning();
      if (!row) throw new Error(`${label} booking ${id} vanished`);
      return asRow(row);
    },

    /** Compare-and-set on the status; null when it was no longer in `from`. */
    async transition(
      id: string,
      from: 'Pending' | 'AwaitingApproval' | 'Confirmed' | 'Failed' | 'Cancelled',
      patch: P,
    ): Promise<R | null> {
      const [row] = await db
        .update(table)
        .set(patch as Partial<typeof carBookings.$inferInsert>)
        .where(and(eq(table.id, id), eq(table.status, from)))
        .returning();
      return row ? asRow(row) : null;
    },

    async listAwaitingApproval(businessId: string): Promise<R[]> {
      const rows = await db
        .select()
        .from(table)
        .where(and(eq(table.businessId, businessId), eq(table.status, 'AwaitingApproval')))
        .orderBy(asc(table.createdAt));
      return rows.map(asRow);
    },

    async listExpiredApprovals(now: Date): Promise<R[]> {
      const rows = await db
        .select()
        .from(table)
        .where(and(eq(table.status, 'AwaitingApproval'), lt(table.approvalExpiresAt, now)))
        .orderBy(asc(table.approvalExpiresAt));
      return rows.map(asRow);
    },

    enqueueEmail(message: OutboxMessage): Promise<void> {
      return outbox.enqueue(message);
    },
  };
}
