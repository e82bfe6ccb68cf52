import { and, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { packageBookings } from '../schema';
import { createProductBookingRows } from './product-booking-rows';
import { createSagaLeases } from './saga-leases';

export type PackageBookingRecord = typeof packageBookings.$inferSelect;
export type PackageBookingInsert = typeof packageBookings.$inferInsert;
export type PackagePartState = PackageBookingRecord['flightStatus'];
export type PackageBookingPatch = Partial<
  Pick<
    PackageBookingRecord,
    | 'status'
    | 'step'
    | 'progress'
    | 'authorizationId'
    | 'agentLocator'
    | 'flightStatus'
    | 'hotelStatus'
    | 'flightLocator'
    | 'hotelConfirmation'
    | 'failedPart'
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

/**
 * Packages (issue 23): the saga's columns and queries, as for cars and homes, plus each part's own
 * state moved by compare-and-set (a part goes Pending → Confirmed → Cancelled, or Pending → Failed,
 * never back), so a retried step or a second process never books or cancels a part twice.
 */
export function createPackageBookingsRepository(db: Database) {
  return {
    ...createSagaLeases<PackageBookingRecord>(db, packageBookings),
    ...createProductBookingRows<PackageBookingRecord, PackageBookingPatch>(
      db,
      packageBookings,
      'package',
    ),

    /** Moves one part from `from` to `to` (with its locator); null when it was no longer `from`. */
    async movePart(
      id: string,
      part: 'flight' | 'hotel',
      from: PackagePartState,
      to: PackagePartState,
      extra: { locator?: string | null; updatedAt: Date },
    ): Promise<PackageBookingRecord | null> {
      const column = part === 'flight' ? packageBookings.flightStatus : packageBookings.hotelStatus;
      const patch: PackageBookingPatch =
        part === 'flight'
          ? {
              flightStatus: to,
              ...(extra.locator !== undefined ? { flightLocator: extra.locator } : {}),
            }
          : {
              hotelStatus: to,
              ...(extra.locator !== undefined ? { hotelConfirmation: extra.locator } : {}),
            };
      const [row] = await db
        .update(packageBookings)
        .set({ ...patch, updatedAt: extra.updatedAt })
        .where(and(eq(packageBookings.id, id), eq(column, from)))
        .returning();
      return row ?? null;
    },
  };
}

export type PackageBookingsRepository = ReturnType<typeof createPackageBookingsRepository>;
