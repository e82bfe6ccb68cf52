import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../database';
import { hotelBookings } from '../schema';
import { createSagaLeases } from './saga-leases';
import { createEmailOutboxRepository, type OutboxMessage } from './email-outbox-repository';

export type HotelBookingRecord = typeof hotelBookings.$inferSelect;
export type HotelBookingInsert = typeof hotelBookings.$inferInsert;
export type HotelBookingPatch = Partial<
  Pick<
    HotelBookingRecord,
    | 'status'
    | 'step'
    | 'progress'
    | 'authorizationId'
    | 'agentLocator'
    | 'earn'
    | 'errorCode'
    | 'errorMessage'
    | 'failureReason'
    | 'approvalExpiresAt'
    | 'approvalDecidedBy'
    | 'approvalDecidedAt'
    | 'updatedAt'
    | 'leaseOwner'
    | 'leaseExpiresAt'
  >
>;

/** Hotel bookings: the same saga columns and queries as flight bookings, in their own table. */
export function createHotelBookingsRepository(db: Database) {
  const outbox = createEmailOutboxRepository(db);
  return {
    ...createSagaLeases<HotelBookingRecord>(db, hotelBookings),
    /**
     * Inserts unless this person already used the idempotency key (returns the row that holds it)
     * or the quote already has a live booking (the unique index on the quote decides: `booking` is
     * null, whoever asked).
     */
    async createOrFind(
      row: HotelBookingInsert,
    ): Promise<{ created: boolean; booking: HotelBookingRecord | null }> {
      // No conflict target: the idempotency key and the quote's single use are both unique indexes.
      const [first] = await db.insert(hotelBookings).values(row).onConflictDoNothing().returning();
      if (first) return { created: true, booking: first };
      return { created: false, booking: await this.findByKey(row.userId, row.idempotencyKey) };
    },

    async findByKey(userId: string, idempotencyKey: string): Promise<HotelBookingRecord | null> {
      const [row] = await db
        .select()
        .from(hotelBookings)
        .where(
          and(eq(hotelBookings.userId, userId), eq(hotelBookings.idempotencyKey, idempotencyKey)),
        );
      return row ?? null;
    },

    async findById(id: string): Promise<HotelBookingRecord | null> {
      const [row] = await db.select().from(hotelBookings).where(eq(hotelBookings.id, id));
      return row ?? null;
    },

    /** A booking of this quote that is under way or done (a failed one may be retried). */
    async findLiveForQuote(userId: string, quoteId: string): Promise<HotelBookingRecord | null> {
      const [row] = await db
        .select()
        .from(hotelBookings)
        .where(
          and(
            eq(hotelBookings.userId, userId),
            eq(hotelBookings.quoteId, quoteId),
            inArray(hotelBookings.status, ['Pending', 'AwaitingApproval', 'Confirmed']),
          ),
        );
      return row ?? null;
    },

    async update(id: string, patch: HotelBookingPatch): Promise<HotelBookingRecord> {
      const [row] = await db
        .update(hotelBookings)
        .set(patch)
        .where(eq(hotelBookings.id, id))
        .returning();
      if (!row) throw new Error(`hotel booking ${id} vanished`);
      return row;
    },

    /** Compare-and-set on the status; null when it was no longer in `from`. */
    async transition(
      id: string,
      from: HotelBookingRecord['status'],
      patch: HotelBookingPatch,
    ): Promise<HotelBookingRecord | null> {
      const [row] = await db
        .update(hotelBookings)
        .set(patch)
        .where(and(eq(hotelBookings.id, id), eq(hotelBookings.status, from)))
        .returning();
      return row ?? null;
    },

    async listAwaitingApproval(businessId: string): Promise<HotelBookingRecord[]> {
      return db
        .select()
        .from(hotelBookings)
        .where(
          and(
            eq(hotelBookings.businessId, businessId),
            eq(hotelBookings.status, 'AwaitingApproval'),
          ),
        )
        .orderBy(asc(hotelBookings.createdAt));
    },

    async listExpiredApprovals(now: Date): Promise<HotelBookingRecord[]> {
      return db
        .select()
        .from(hotelBookings)
        .where(
          and(
            eq(hotelBookings.status, 'AwaitingApproval'),
            lt(hotelBookings.approvalExpiresAt, now),
          ),
        )
        .orderBy(asc(hotelBookings.approvalExpiresAt));
    },

    enqueueEmail(message: OutboxMessage): Promise<void> {
      return outbox.enqueue(message);
    },
  };
}

export type HotelBookingsRepository = ReturnType<typeof createHotelBookingsRepository>;
