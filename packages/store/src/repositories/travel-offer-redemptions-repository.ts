import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../database';
import { travelOfferRedemptions } from '../schema';

export type TravelOfferRedemptionStatus = 'Pending' | 'Completed' | 'Canceled';

export interface TravelOfferRedemptionRecord {
  id: string;
  tenant: string;
  offerId: string;
  holderKey: string;
  userId: string;
  bookingId: string;
  product: string;
  discountMinor: number;
  currency: string;
  status: TravelOfferRedemptionStatus;
  createdAt: Date;
  updatedAt: Date;
}

/** Postgres' unique violation (also PGlite's). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Tenant travel offers' redemptions (issue 23, docs/decisions/022-travel-offers.md). Single use is
 * the database's: the partial unique index `travel_offer_redemptions_live_uq` admits one live
 * (Pending or Completed) redemption per tenant, holder and offer, so of two bookings racing for one
 * offer exactly one `claim` writes. State moves are conditional `UPDATE … RETURNING`.
 */
export function createTravelOfferRedemptionsRepository(db: Database) {
  return {
    /** Takes the offer for a booking; false when a live redemption of it already exists. */
    async claim(row: Omit<TravelOfferRedemptionRecord, 'status' | 'updatedAt'>): Promise<boolean> {
      try {
        const rows = await db
          .insert(travelOfferRedemptions)
          .values({ ...row, status: 'Pending', updatedAt: row.createdAt })
          .onConflictDoNothing()
          .returning({ id: travelOfferRedemptions.id });
        return rows.length > 0;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** The redemptions a person's bookings hold in a tenant (every state), newest first. */
    async listForUser(userId: string, tenant: string): Promise<TravelOfferRedemptionRecord[]> {
      return db
        .select()
        .from(travelOfferRedemptions)
        .where(
          and(eq(travelOfferRedemptions.userId, userId), eq(travelOfferRedemptions.tenant, tenant)),
        )
        .orderBy(desc(travelOfferRedemptions.createdAt));
    },

    /** The live redemptions of a tenant's offers held by any of these holders. */
    async listLiveForHolders(
      tenant: string,
      holderKeys: readonly string[],
    ): Promise<TravelOfferRedemptionRecord[]> {
      if (holderKeys.length === 0) return [];
      const rows = await db
        .select()
        .from(travelOfferRedemptions)
        .where(
          and(
            eq(travelOfferRedemptions.tenant, tenant),
            ne(travelOfferRedemptions.status, 'Canceled'),
          ),
        );
      const keys = new Set(holderKeys);
      return rows.filter((r) => keys.has(r.holderKey));
    },

    async findForBooking(bookingId: string): Promise<TravelOfferRedemptionRecord | null> {
      const [row] = await db
        .select()
        .from(travelOfferRedemptions)
        .where(eq(travelOfferRedemptions.bookingId, bookingId))
        .limit(1);
      return row ?? null;
    },

    /** Pending → Completed (the booking confirmed), once; answers whether this call moved it. */
    async complete(bookingId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(travelOfferRedemptions)
        .set({ status: 'Completed', updatedAt: now })
        .where(
          and(
            eq(travelOfferRedemptions.bookingId, bookingId),
            eq(travelOfferRedemptions.status, 'Pending'),
          ),
        )
        .returning({ id: travelOfferRedemptions.id });
      return rows.length > 0;
    },

    /** Live → Canceled (the booking failed or was cancelled): the offer is free again. */
    async cancel(bookingId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(travelOfferRedemptions)
        .set({ status: 'Canceled', updatedAt: now })
        .where(
          and(
            eq(travelOfferRedemptions.bookingId, bookingId),
            ne(travelOfferRedemptions.status, 'Canceled'),
          ),
        )
        .returning({ id: travelOfferRedemptions.id });
      return rows.length > 0;
    },
  };
}

export type TravelOfferRedemptionsRepository = ReturnType<
  typeof createTravelOfferRedemptionsRepository
>;
