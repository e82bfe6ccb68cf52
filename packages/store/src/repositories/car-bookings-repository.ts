import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { carBookings } from '../schema';
import { createSagaLeases } from './saga-leases';
import { createProductBookingRows } from './product-booking-rows';

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
  return {
    ...createSagaLeases<CarBookingRecord>(db, carBookings),
    ...createProductBookingRows<CarBookingRecord, CarBookingPatch>(db, carBookings, 'car'),

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
  };
}

export type CarBookingsRepository = ReturnType<typeof createCarBookingsRepository>;
