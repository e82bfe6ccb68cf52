import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { carBookings } from '../schema';
import { createSagaLeases } from './saga-leases';
import { createEmailOutboxRepository, type OutboxMessage } from './email-outbox-repository';

export type CarBookingRecord = typeof carBookings.$inferSelect;
export type CarBookingInsert = typeof carBookings.$inferInsert;
export type CarBookingPatch = Partial<
  Pick<
    CarBookingRecord,
    | 'status'
    | 'step'
    | 'progress'
    | 'authorizationId'
    | 'agentLocator'
    | 'supplierConfirmation'
    | 'earn'
    | 'errorCode'
    | 'errorMessage'
    | 'approvalExpiresAt'
    | 'approvalDecidedBy'
    | 'approvalDecidedAt'
    | 'cancelledAt'
    | 'updatedAt'
    | 'leaseOwner'
    | 'leaseExpiresAt'
  >
>;

/** Car rentals (issue 21): the saga's columns and queries, as for flights and stays. */
export function createCarBookingsRepository(db: Database) {
  const outbox = createEmailOutboxRepository(db);
  return {
    ...createSagaLeases<CarBookingRecord>(db, carBookings),
    /**
     * Inserts unless this person already used the idempotency key (returns the row that holds it)
     * or the quote already has a live booking (the unique index on the quote decides: `booking` is
     * null, whoever asked).
     */
    async createOrFind(
      row: CarBookingInsert,
    ): Promise<{ created: boolean; booking: CarBookingRecord | null }> {
      const [first] = await db.insert(carBookings).values(row).onConflictDoNothing().returning();
      if (first) return { created: true, booking: first };
      return { created: false, booking: await this.findByKey(row.userId, row.idempotencyKey) };
    },

    async findByKey(userId: string, idempotencyKey: string): Promise<CarBookingRecord | null> {
      const [row] = await db
        .select()
        .from(carBookings)
        .where(and(eq(carBookings.userId, userId), eq(carBookings.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },

    async findById(id: string): Promise<CarBookingRecord | null> {
      const [row] = await db.select().from(carBookings).where(eq(carBookings.id, id));
      return row ?? null;
    },

    /** A booking of this quote that is under way or done (a failed one may be retried). */
    async findLiveForQuote(userId: string, quoteId: string): Promise<CarBookingRecord | null> {
      const [row] = await db
        .select()
        .from(carBookings)
        .where(
          and(
            eq(carBookings.userId, userId),
            eq(carBookings.quoteId, quoteId),
            inArray(carBookings.status, ['Pending', 'AwaitingApproval', 'Confirmed']),
          ),
        );
      return row ?? null;
    },

    /** The person's rentals in this tenant that got anywhere (Failed ones are not trips). */
    async listForTrips(userId: string, tenant: string): Promise<CarBookingRecord[]> {
      return db
        .select()
        .from(carBookings)
        .where(
          and(
            eq(carBookings.userId, userId),
            eq(carBookings.tenant, tenant),
            ne(carBookings.status, 'Failed'),
          ),
        )
        .orderBy(desc(carBookings.createdAt));
    },

    /** A confirmed or cancelled rental by its locator and contact e-mail, whatever their case. */
    async findByLocatorAndEmail(
      tenant: string,
      agentLocator: string,
      email: string,
    ): Promise<CarBookingRecord | null> {
      const [row] = await db
        .select()
        .from(carBookings)
        .where(
          and(
            eq(carBookings.tenant, tenant),
            eq(sql`upper(${carBookings.agentLocator})`, agentLocator.toUpperCase()),
            eq(sql`lower(${carBookings.contactEmail})`, email.trim().toLowerCase()),
            inArray(carBookings.status, ['Confirmed', 'Cancelled']),
          ),
        );
      return row ?? null;
    },

    async update(id: string, patch: CarBookingPatch): Promise<CarBookingRecord> {
      const [row] = await db
        .update(carBookings)
        .set(patch)
        .where(eq(carBookings.id, id))
        .returning();
      if (!row) throw new Error(`car booking ${id} vanished`);
      return row;
    },

    /** Compare-and-set on the status; null when it was no longer in `from`. */
    async transition(
      id: string,
      from: CarBookingRecord['status'],
      patch: CarBookingPatch,
    ): Promise<CarBookingRecord | null> {
      const [row] = await db
        .update(carBookings)
        .set(patch)
        .where(and(eq(carBookings.id, id), eq(carBookings.status, from)))
        .returning();
      return row ?? null;
    },

    /** The sandbox supplier's record of the reservation, kept on the row (its ledger). */
    async findSupplierBooking(id: string): Promise<Record<string, unknown> | null> {
      const [row] = await db
        .select({ supplierBooking: carBookings.supplierBooking })
        .from(carBookings)
        .where(eq(carBookings.id, id));
      return row?.supplierBooking ?? null;
    },

    async saveSupplierBooking(id: string, record: Record<string, unknown>): Promise<void> {
      await db.update(carBookings).set({ supplierBooking: record }).where(eq(carBookings.id, id));
    },

    async listAwaitingApproval(businessId: string): Promise<CarBookingRecord[]> {
      return db
        .select()
        .from(carBookings)
        .where(
          and(eq(carBookings.businessId, businessId), eq(carBookings.status, 'AwaitingApproval')),
        )
        .orderBy(asc(carBookings.createdAt));
    },

    async listExpiredApprovals(now: Date): Promise<CarBookingRecord[]> {
      return db
        .select()
        .from(carBookings)
        .where(
          and(eq(carBookings.status, 'AwaitingApproval'), lt(carBookings.approvalExpiresAt, now)),
        )
        .orderBy(asc(carBookings.approvalExpiresAt));
    },

    enqueueEmail(message: OutboxMessage): Promise<void> {
      return outbox.enqueue(message);
    },
  };
}

export type CarBookingsRepository = ReturnType<typeof createCarBookingsRepository>;
