import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { homeBookings, hotelBookings, lodgingDateChanges } from '../schema';
import type { HomeBookingRecord } from './home-bookings-repository';
import { isHomeNightsShortfall, swapHomeNights } from './home-nights-repository';
import type { HotelBookingRecord } from './hotel-bookings-repository';
import { isRoomShortfall, swapRoomHold, type RoomClaimRecord } from './room-inventory-repository';

export type LodgingDateChangeRecord = typeof lodgingDateChanges.$inferSelect;
export type LodgingDateChangeInsert = typeof lodgingDateChanges.$inferInsert;

export type DateChangeApplyResult<B> =
  | { ok: true; booking: B; change: LodgingDateChangeRecord }
  | { ok: false; code: 'QuoteNotOpen' | 'BookingChanged' | 'LackOfInventory' | 'HoldNotFound' };

/** What a hotel booking's row becomes with its new dates. */
export interface HotelDateChangePatch {
  checkInDate: string;
  checkOutDate: string;
  quote: Record<string, unknown>;
  totalMinor: number;
  cardMinor: number;
  rewardsMinor: number;
  walletCreditMinor: number;
}

/** What a home booking's row becomes with its new dates (the same home, party and code). */
export interface HomeDateChangePatch {
  checkInDate: string;
  checkOutDate: string;
  checkInAt: Date;
  checkOutAt: Date;
  nights: number;
  quote: Record<string, unknown>;
  totalMinor: number;
  cardMinor: number;
  rewardsMinor: number;
  walletCreditMinor: number;
}

class ApplyRefused extends Error {
  constructor(readonly code: 'BookingChanged' | 'HoldNotFound') {
    super(code);
  }
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

type ApplyFigures = Pick<
  LodgingDateChangeRecord,
  'newSnapshot' | 'newClaims' | 'newTotalMinor' | 'settlement'
>;

/**
 * The one transaction of a move, whatever the product: the change row Quoted → Applied while its
 * hold lasts, then `move` (the booking row by compare-and-set, answering null when refused, and
 * its nights swapped, throwing to roll everything back).
 */
async function applyChange<B>(
  db: Database,
  input: { changeId: string; now: Date; figures: ApplyFigures },
  move: (tx: Transaction) => Promise<B | undefined>,
): Promise<DateChangeApplyResult<B>> {
  return db.transaction(async (tx) => {
    const [change] = await tx
      .update(lodgingDateChanges)
      .set({ ...input.figures, status: 'Applied', appliedAt: input.now, updatedAt: input.now })
      .where(
        and(
          eq(lodgingDateChanges.id, input.changeId),
          eq(lodgingDateChanges.status, 'Quoted'),
          gt(lodgingDateChanges.expiresAt, input.now),
        ),
      )
      .returning();
    if (!change) return { ok: false, code: 'QuoteNotOpen' } as const;
    const booking = await move(tx);
    if (!booking) throw new ApplyRefused('BookingChanged');
    return { ok: true, booking, change } as const;
  });
}

/**
 * Date changes of lodging bookings (issue 22). `applyHotelChange` is the one transaction that moves
 * a stay: the change row Quoted → Applied while its hold lasts, the booking row onto its new dates
 * by compare-and-set on its version (of two changes quoted on one version, one applies), and the
 * room hold swapped onto the new nights (`swapRoomHold`); any refusal rolls all three back.
 */
export function createLodgingDateChangesRepository(db: Database) {
  return {
    async create(row: LodgingDateChangeInsert): Promise<LodgingDateChangeRecord> {
      const [created] = await db.insert(lodgingDateChanges).values(row).returning();
      if (!created) throw new Error('date change not written');
      return created;
    },

    async findForUser(id: string, userId: string): Promise<LodgingDateChangeRecord | null> {
      const [row] = await db
        .select()
        .from(lodgingDateChanges)
        .where(and(eq(lodgingDateChanges.id, id), eq(lodgingDateChanges.userId, userId)));
      return row ?? null;
    },

    async applyHotelChange(input: {
      changeId: string;
      bookingId: string;
      fromVersion: number;
      now: Date;
      patch: HotelDateChangePatch;
      claims: readonly RoomClaimRecord[];
      /** The figures the change applies with (priced again at confirmation). */
      figures: ApplyFigures;
    }): Promise<DateChangeApplyResult<HotelBookingRecord>> {
      try {
        return await applyChange(db, input, async (tx) => {
          const [booking] = await tx
            .update(hotelBookings)
            .set({
              ...input.patch,
              version: sql`${hotelBookings.version} + 1`,
              updatedAt: input.now,
            })
            .where(
              and(
                eq(hotelBookings.id, input.bookingId),
                eq(hotelBookings.status, 'Confirmed'),
                eq(hotelBookings.version, input.fromVersion),
              ),
            )
            .returning();
          if (!booking) return undefined;
          const swapped = await swapRoomHold(tx, input.bookingId, input.claims);
          if (!swapped.ok) throw new ApplyRefused('HoldNotFound');
          return booking;
        });
      } catch (error) {
        if (error instanceof ApplyRefused) return { ok: false, code: error.code };
        if (isRoomShortfall(error)) return { ok: false, code: 'LackOfInventory' };
        throw error;
      }
    },

    /**
     * A home's move, one transaction as for hotels: the change row Quoted → Applied while its hold
     * lasts, the `home_bookings` row onto its new dates by compare-and-set on its version, and its
     * `home_booked_nights` swapped (`swapHomeNights`): a night someone else holds rolls all three
     * back (`LackOfInventory`).
     */
    async applyHomeChange(input: {
      changeId: string;
      bookingId: string;
      listingId: string;
      fromVersion: number;
      now: Date;
      patch: HomeDateChangePatch;
      /** The new stay's nights, as epoch days. */
      nights: readonly number[];
      figures: ApplyFigures;
    }): Promise<DateChangeApplyResult<HomeBookingRecord>> {
      try {
        return await applyChange(db, input, async (tx) => {
          const [booking] = await tx
            .update(homeBookings)
            .set({
              ...input.patch,
              version: sql`${homeBookings.version} + 1`,
              updatedAt: input.now,
            })
            .where(
              and(
                eq(homeBookings.id, input.bookingId),
                eq(homeBookings.status, 'Confirmed'),
                eq(homeBookings.version, input.fromVersion),
              ),
            )
            .returning();
          if (booking)
            await swapHomeNights(tx, input.bookingId, input.listingId, input.nights, input.now);
          return booking;
        });
      } catch (error) {
        if (error instanceof ApplyRefused) return { ok: false, code: error.code };
        if (isHomeNightsShortfall(error)) return { ok: false, code: 'LackOfInventory' };
        throw error;
      }
    },

    /** A quoted change that will not apply (declined card, sold out, booking moved). */
    async markFailed(id: string, errorCode: string, now: Date): Promise<void> {
      await db
        .update(lodgingDateChanges)
        .set({ status: 'Failed', errorCode, updatedAt: now })
        .where(and(eq(lodgingDateChanges.id, id), eq(lodgingDateChanges.status, 'Quoted')));
    },

    async update(
      id: string,
      patch: Partial<
        Pick<LodgingDateChangeRecord, 'status' | 'progress' | 'authorizationId' | 'updatedAt'>
      >,
    ): Promise<LodgingDateChangeRecord> {
      const [row] = await db
        .update(lodgingDateChanges)
        .set(patch)
        .where(eq(lodgingDateChanges.id, id))
        .returning();
      if (!row) throw new Error(`date change ${id} vanished`);
      return row;
    },

    /** The card charges of a booking's applied changes, newest first (a refund takes these first). */
    async listCardCharges(
      bookingId: string,
    ): Promise<{ changeId: string; authorizationId: string; amountMinor: number }[]> {
      const rows = await db
        .select({
          changeId: lodgingDateChanges.id,
          authorizationId: lodgingDateChanges.authorizationId,
          settlement: lodgingDateChanges.settlement,
        })
        .from(lodgingDateChanges)
        .where(
          and(
            eq(lodgingDateChanges.bookingId, bookingId),
            inArray(lodgingDateChanges.status, ['Applied', 'Settled']),
            isNotNull(lodgingDateChanges.authorizationId),
          ),
        )
        .orderBy(desc(lodgingDateChanges.appliedAt));
      return rows.flatMap((r) =>
        r.authorizationId && r.settlement.chargeMinor > 0
          ? [
              {
                changeId: r.changeId,
                authorizationId: r.authorizationId,
                amountMinor: r.settlement.chargeMinor,
              },
            ]
          : [],
      );
    },
  };
}

export type LodgingDateChangesRepository = ReturnType<typeof createLodgingDateChangesRepository>;
