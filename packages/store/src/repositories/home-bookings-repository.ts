import type { Database } from '../database';
import { homeBookings } from '../schema';
import { createProductBookingRows } from './product-booking-rows';
import { createSagaLeases } from './saga-leases';

export type HomeBookingRecord = typeof homeBookings.$inferSelect;
export type HomeBookingInsert = typeof homeBookings.$inferInsert;
export type HomeBookingPatch = Partial<
  Pick<
    HomeBookingRecord,
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
    | 'version'
    | 'updatedAt'
    | 'leaseOwner'
    | 'leaseExpiresAt'
  >
>;

/**
 * Vacation rentals (issue 22): the saga's columns and queries, as for cars; the nights the stays
 * hold are `home-nights-repository.ts`.
 */
export function createHomeBookingsRepository(db: Database) {
  return {
    ...createSagaLeases<HomeBookingRecord>(db, homeBookings),
    ...createProductBookingRows<HomeBookingRecord, HomeBookingPatch>(db, homeBookings, 'home'),
  };
}

export type HomeBookingsRepository = ReturnType<typeof createHomeBookingsRepository>;
