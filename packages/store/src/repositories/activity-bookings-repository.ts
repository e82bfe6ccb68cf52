import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { activityBookings, activitySlotSales } from '../schema';
import { createSagaLeases } from './saga-leases';
import { createProductBookingRows } from './product-booking-rows';

export type ActivityBookingRecord = typeof activityBookings.$inferSelect;
export type ActivityBookingInsert = typeof activityBookings.$inferInsert;
export type ActivityBookingPatch = Partial<
  Pick<
    ActivityBookingRecord,
    | 'status'
    | 'step'
    | 'progress'
    | 'authorizationId'
    | 'agentLocator'
    | 'supplierConfirmation'
    | 'spotsHeld'
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

/** A slot as the portal counts its sales. */
export interface ActivitySlotKey {
  activityId: string;
  date: string;
  startTime: string;
  ticketType: string;
}

/**
 * Experiences (issue 22): the saga's columns and queries, as for the other products, and the
 * portal's spots in each slot (`activity_slot_sales`).
 */
export function createActivityBookingsRepository(db: Database) {
  return {
    ...createSagaLeases<ActivityBookingRecord>(db, activityBookings),
    ...createProductBookingRows<ActivityBookingRecord, ActivityBookingPatch>(
      db,
      activityBookings,
      'activity',
    ),

    /** The sandbox operator's record of the booking, kept on the row (its ledger). */
    async findSupplierBooking(id: string): Promise<Record<string, unknown> | null> {
      const [row] = await db
        .select({ supplierBooking: activityBookings.supplierBooking })
        .from(activityBookings)
        .where(eq(activityBookings.id, id));
      return row?.supplierBooking ?? null;
    },

    async saveSupplierBooking(id: string, record: Record<string, unknown>): Promise<void> {
      await db
        .update(activityBookings)
        .set({ supplierBooking: record })
        .where(eq(activityBookings.id, id));
    },

    /** The portal's sold spots per slot of an activity on a day, keyed `startTime|ticketType`. */
    async listSoldSpots(activityId: string, date: string): Promise<Map<string, number>> {
      const rows = await db
        .select()
        .from(activitySlotSales)
        .where(and(eq(activitySlotSales.activityId, activityId), eq(activitySlotSales.date, date)));
      return new Map(rows.map((r) => [`${r.startTime}|${r.ticketType}`, r.sold]));
    },

    /**
     * Takes the booking's spots in its slot, once: the booking's hold (0 → seats) and the slot's
     * count (`sold + seats <= capacity`, the conditional update takes the row lock) in one
     * transaction; false, with nothing written, when the slot has too few spots left. `capacity`
     * is what the operator leaves the portal in the slot.
     */
    async holdSpots(
      bookingId: string,
      slot: ActivitySlotKey,
      seats: number,
      capacity: number,
    ): Promise<boolean> {
      try {
        return await db.transaction(async (tx) => {
          const held = await tx
            .update(activityBookings)
            .set({ spotsHeld: seats })
            .where(and(eq(activityBookings.id, bookingId), eq(activityBookings.spotsHeld, 0)))
            .returning({ id: activityBookings.id });
          // Already held (a saga run again after a stop): nothing more to take.
          if (held.length === 0) return true;
          await tx
            .insert(activitySlotSales)
            .values({ ...slot, sold: 0 })
            .onConflictDoNothing();
          const raised = await tx
            .update(activitySlotSales)
            .set({ sold: sql`${activitySlotSales.sold} + ${seats}` })
            .where(
              and(
                eq(activitySlotSales.activityId, slot.activityId),
                eq(activitySlotSales.date, slot.date),
                eq(activitySlotSales.startTime, slot.startTime),
                eq(activitySlotSales.ticketType, slot.ticketType),
                sql`${activitySlotSales.sold} + ${seats} <= ${capacity}`,
              ),
            )
            .returning({ sold: activitySlotSales.sold });
          if (raised.length === 0) throw new SlotSoldOut();
          return true;
        });
      } catch (error) {
        if (error instanceof SlotSoldOut) return false;
        throw error;
      }
    },

    /** Gives the booking's spots back to its slot, once (a second release finds no hold). */
    async releaseSpots(bookingId: string, slot: ActivitySlotKey): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ spotsHeld: activityBookings.spotsHeld })
          .from(activityBookings)
          .where(eq(activityBookings.id, bookingId))
          .for('update');
        if (!row || row.spotsHeld === 0) return;
        await tx
          .update(activityBookings)
          .set({ spotsHeld: 0 })
          .where(eq(activityBookings.id, bookingId));
        await tx
          .update(activitySlotSales)
          .set({ sold: sql`greatest(${activitySlotSales.sold} - ${row.spotsHeld}, 0)` })
          .where(
            and(
              eq(activitySlotSales.activityId, slot.activityId),
              eq(activitySlotSales.date, slot.date),
              eq(activitySlotSales.startTime, slot.startTime),
              eq(activitySlotSales.ticketType, slot.ticketType),
            ),
          );
      });
    },
  };
}

class SlotSoldOut extends Error {}

export type ActivityBookingsRepository = ReturnType<typeof createActivityBookingsRepository>;
