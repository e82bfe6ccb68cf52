import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { flightBookings } from '../schema';
import { createSagaLeases } from './saga-leases';
import { createEmailOutboxRepository, type OutboxMessage } from './email-outbox-repository';

export type FlightBookingRecord = typeof flightBookings.$inferSelect;
export type FlightBookingInsert = typeof flightBookings.$inferInsert;
export type FlightBookingPatch = Partial<
  Pick<
    FlightBookingRecord,
    | 'status'
    | 'step'
    | 'progress'
    | 'authorizationId'
    | 'agentLocator'
    | 'tickets'
    | 'earn'
    | 'errorCode'
    | 'errorMessage'
    | 'approvalExpiresAt'
    | 'approvalDecidedBy'
    | 'approvalDecidedAt'
    | 'updatedAt'
    | 'leaseOwner'
    | 'leaseExpiresAt'
  >
>;

export function createFlightBookingsRepository(db: Database) {
  const outbox = createEmailOutboxRepository(db);
  return {
    ...createSagaLeases<FlightBookingRecord>(db, flightBookings),
    /**
     * Inserts unless this person already used the idempotency key (returns the row that holds it)
     * or the quote already has a live booking (the unique index on the quote decides: `booking` is
     * null, whoever asked).
     */
    async createOrFind(
      row: FlightBookingInsert,
    ): Promise<{ created: boolean; booking: FlightBookingRecord | null }> {
      // No conflict target: the idempotency key and the quote's single use are both unique indexes.
      const [first] = await db.insert(flightBookings).values(row).onConflictDoNothing().returning();
      if (first) return { created: true, booking: first };
      return { created: false, booking: await this.findByKey(row.userId, row.idempotencyKey) };
    },

    async findByKey(userId: string, idempotencyKey: string): Promise<FlightBookingRecord | null> {
      const [row] = await db
        .select()
        .from(flightBookings)
        .where(
          and(eq(flightBookings.userId, userId), eq(flightBookings.idempotencyKey, idempotencyKey)),
        );
      return row ?? null;
    },

    async findById(id: string): Promise<FlightBookingRecord | null> {
      const [row] = await db.select().from(flightBookings).where(eq(flightBookings.id, id));
      return row ?? null;
    },

    /** Confirmed bookings holding a flight (an airline's change on it reaches each). */
    async listConfirmedWithFlight(flightInstanceId: string): Promise<FlightBookingRecord[]> {
      return db
        .select()
        .from(flightBookings)
        .where(
          and(
            eq(flightBookings.status, 'Confirmed'),
            sql`jsonb_path_exists(${flightBookings.offer}, '$.slices[*].segments[*].flightInstanceId ? (@ == $id)', jsonb_build_object('id', ${flightInstanceId}::text))`,
          ),
        );
    },

    /** A booking of this quote that is under way or done (a failed one may be retried). */
    async findLiveForQuote(userId: string, quoteId: string): Promise<FlightBookingRecord | null> {
      const [row] = await db
        .select()
        .from(flightBookings)
        .where(
          and(
            eq(flightBookings.userId, userId),
            eq(flightBookings.quoteId, quoteId),
            inArray(flightBookings.status, ['Pending', 'AwaitingApproval', 'Confirmed']),
          ),
        );
      return row ?? null;
    },

    async update(id: string, patch: FlightBookingPatch): Promise<FlightBookingRecord> {
      const [row] = await db
        .update(flightBookings)
        .set(patch)
        .where(eq(flightBookings.id, id))
        .returning();
      if (!row) throw new Error(`flight booking ${id} vanished`);
      return row;
    },

    /**
     * Moves a booking on from one status only (compare-and-set): an approval and an expiry, or two
     * approvers, can never both act. Null when it was no longer in `from`.
     */
    async transition(
      id: string,
      from: FlightBookingRecord['status'],
      patch: FlightBookingPatch,
    ): Promise<FlightBookingRecord | null> {
      const [row] = await db
        .update(flightBookings)
        .set(patch)
        .where(and(eq(flightBookings.id, id), eq(flightBookings.status, from)))
        .returning();
      return row ?? null;
    },

    /** A business's bookings waiting for an approver, oldest first. */
    async listAwaitingApproval(businessId: string): Promise<FlightBookingRecord[]> {
      return db
        .select()
        .from(flightBookings)
        .where(
          and(
            eq(flightBookings.businessId, businessId),
            eq(flightBookings.status, 'AwaitingApproval'),
          ),
        )
        .orderBy(asc(flightBookings.createdAt));
    },

    /** Held bookings whose 24-hour approval window has closed. */
    async listExpiredApprovals(now: Date): Promise<FlightBookingRecord[]> {
      return db
        .select()
        .from(flightBookings)
        .where(
          and(
            eq(flightBookings.status, 'AwaitingApproval'),
            lt(flightBookings.approvalExpiresAt, now),
          ),
        )
        .orderBy(asc(flightBookings.approvalExpiresAt));
    },

    /** Enqueues a message once per id (kept for the saga; the outbox repository owns the table). */
    enqueueEmail(message: OutboxMessage): Promise<void> {
      return outbox.enqueue(message);
    },

    findEmail(id: string): Promise<OutboxMessage | null> {
      return outbox.find(id);
    },
  };
}

export type FlightBookingsRepository = ReturnType<typeof createFlightBookingsRepository>;
