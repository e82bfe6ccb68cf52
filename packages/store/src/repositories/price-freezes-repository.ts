import { and, desc, eq, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../database';
import { flightBookings, hotelBookings, priceFreezeOffers, priceFreezes } from '../schema';

export type PriceFreezeOfferRecord = typeof priceFreezeOffers.$inferSelect;
export type PriceFreezeRecord = typeof priceFreezes.$inferSelect;
export type PriceFreezeInsert = typeof priceFreezes.$inferInsert;
export type PriceFreezeState = PriceFreezeRecord['state'];
export type PriceFreezeRefundLine = PriceFreezeRecord['refunds'][number];

/** What a state move may write besides the state. */
export type PriceFreezePatch = Partial<
  Pick<PriceFreezeRecord, 'authorizationId' | 'refunds' | 'errorCode'>
>;

/**
 * No booking under way holds the freeze: unclaimed, or claimed by a booking (a flight's or, for a
 * hotel freeze, a stay's) that failed (a claim ends with its booking's failure, so a crash before
 * the release holds nothing).
 */
const isUnclaimed = (): SQL =>
  sql`(${priceFreezes.exerciseBookingId} is null
    or exists (select 1 from ${flightBookings} where ${flightBookings.id} = ${priceFreezes.exerciseBookingId} and ${flightBookings.status} = 'Failed')
    or exists (select 1 from ${hotelBookings} where ${hotelBookings.id} = ${priceFreezes.exerciseBookingId} and ${hotelBookings.status} = 'Failed'))`;

/**
 * Price-freeze offers and freezes (issue 17). A purchase inserts its freeze once per request key
 * and once per offer (unique indexes decide between concurrent requests); every state move is one
 * compare-and-set on `state`, so a refund, an expiry and an exercise never both win.
 */
export function createPriceFreezesRepository(db: Database) {
  return {
    async createOffer(offer: PriceFreezeOfferRecord): Promise<void> {
      await db.insert(priceFreezeOffers).values(offer);
    },

    async findOfferForUser(id: string, userId: string): Promise<PriceFreezeOfferRecord | null> {
      const [row] = await db
        .select()
        .from(priceFreezeOffers)
        .where(and(eq(priceFreezeOffers.id, id), eq(priceFreezeOffers.userId, userId)));
      return row ?? null;
    },

    async findByKey(userId: string, idempotencyKey: string): Promise<PriceFreezeRecord | null> {
      const [row] = await db
        .select()
        .from(priceFreezes)
        .where(
          and(eq(priceFreezes.userId, userId), eq(priceFreezes.idempotencyKey, idempotencyKey)),
        );
      return row ?? null;
    },

    /**
     * Inserts a freeze, or finds the one that holds its place: the same request key (a retry), or
     * a live freeze of the same offer (the offer is used once).
     */
    async createOrFind(
      row: PriceFreezeInsert,
    ): Promise<{ created: boolean; freeze: PriceFreezeRecord | null }> {
      const [inserted] = await db
        .insert(priceFreezes)
        .values(row)
        .onConflictDoNothing()
        .returning();
      if (inserted) return { created: true, freeze: inserted };
      const [existing] = await db
        .select()
        .from(priceFreezes)
        .where(
          sql`(${priceFreezes.userId} = ${row.userId} and ${priceFreezes.idempotencyKey} = ${row.idempotencyKey})
            or (${priceFreezes.offerId} = ${row.offerId} and ${priceFreezes.state} <> 'Failed')`,
        )
        .orderBy(sql`${priceFreezes.idempotencyKey} = ${row.idempotencyKey} desc`)
        .limit(1);
      return { created: false, freeze: existing ?? null };
    },

    /**
     * Compare-and-set: moves the freeze from one of `from` only; null when it was elsewhere. A
     * move out of Valid also needs the freeze free of a booking under way (`heldBy` null), or held
     * by that booking (`heldBy` its id).
     */
    async transition(
      id: string,
      from: PriceFreezeState | readonly PriceFreezeState[],
      to: PriceFreezeState,
      now: Date,
      patch: PriceFreezePatch = {},
      heldBy: string | null = null,
    ): Promise<PriceFreezeRecord | null> {
      const states = typeof from === 'string' ? [from] : [...from];
      const [row] = await db
        .update(priceFreezes)
        .set({ ...patch, state: to, updatedAt: now })
        .where(
          and(
            eq(priceFreezes.id, id),
            inArray(priceFreezes.state, states),
            states.includes('Valid')
              ? heldBy === null
                ? isUnclaimed()
                : eq(priceFreezes.exerciseBookingId, heldBy)
              : undefined,
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * A booking takes the freeze to exercise it, before anything is charged: only while it is
     * Valid, has not ended on the clock given, and no other booking under way holds it. Null when
     * it could not (used, refunded, ended, or another booking has it).
     */
    async claimForBooking(
      id: string,
      bookingId: string,
      now: Date,
    ): Promise<PriceFreezeRecord | null> {
      const [row] = await db
        .update(priceFreezes)
        .set({ exerciseBookingId: bookingId })
        .where(
          and(
            eq(priceFreezes.id, id),
            eq(priceFreezes.state, 'Valid'),
            gt(priceFreezes.expiresAt, now),
            sql`(${isUnclaimed()} or ${priceFreezes.exerciseBookingId} = ${bookingId})`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Valid → Expired, only once its end has come on the clock given and no booking holds it. */
    async expire(id: string, now: Date): Promise<PriceFreezeRecord | null> {
      const [row] = await db
        .update(priceFreezes)
        .set({ state: 'Expired', updatedAt: now })
        .where(
          and(
            eq(priceFreezes.id, id),
            eq(priceFreezes.state, 'Valid'),
            lte(priceFreezes.expiresAt, now),
            isUnclaimed(),
          ),
        )
        .returning();
      return row ?? null;
    },

    async findById(id: string): Promise<PriceFreezeRecord | null> {
      const [row] = await db.select().from(priceFreezes).where(eq(priceFreezes.id, id));
      return row ?? null;
    },

    async findForUser(id: string, userId: string): Promise<PriceFreezeRecord | null> {
      const [row] = await db
        .select()
        .from(priceFreezes)
        .where(and(eq(priceFreezes.id, id), eq(priceFreezes.userId, userId)));
      return row ?? null;
    },

    /**
     * The bookings that hold these freezes while still Valid: under way or awaiting an approver
     * (a Failed booking holds nothing), by freeze id.
     */
    async listLiveClaims(
      freezeIds: readonly string[],
    ): Promise<Map<string, { bookingId: string; status: string }>> {
      if (freezeIds.length === 0) return new Map();
      const rows = await db
        .select({
          freezeId: priceFreezes.id,
          bookingId: priceFreezes.exerciseBookingId,
          flightStatus: flightBookings.status,
          hotelStatus: hotelBookings.status,
        })
        .from(priceFreezes)
        .leftJoin(flightBookings, eq(flightBookings.id, priceFreezes.exerciseBookingId))
        .leftJoin(hotelBookings, eq(hotelBookings.id, priceFreezes.exerciseBookingId))
        .where(and(inArray(priceFreezes.id, [...freezeIds]), eq(priceFreezes.state, 'Valid')));
      const claims = new Map<string, { bookingId: string; status: string }>();
      for (const row of rows) {
        const status = row.flightStatus ?? row.hotelStatus;
        if (row.bookingId && status && status !== 'Failed')
          claims.set(row.freezeId, { bookingId: row.bookingId, status });
      }
      return claims;
    },

    /** The person's freezes in a tenant, newest first; those never paid for are not vouchers. */
    async listForUser(userId: string, tenant: string): Promise<PriceFreezeRecord[]> {
      return db
        .select()
        .from(priceFreezes)
        .where(
          and(
            eq(priceFreezes.userId, userId),
            eq(priceFreezes.tenant, tenant),
            ne(priceFreezes.state, 'Failed'),
            ne(priceFreezes.state, 'Pending'),
          ),
        )
        .orderBy(desc(priceFreezes.createdAt));
    },
  };
}

export type PriceFreezesRepository = ReturnType<typeof createPriceFreezesRepository>;
