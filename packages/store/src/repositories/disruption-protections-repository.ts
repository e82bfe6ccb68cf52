import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../database';
import { disruptionProtections } from '../schema';

export type DisruptionProtectionRecord = typeof disruptionProtections.$inferSelect;
export type DisruptionProtectionInsert = typeof disruptionProtections.$inferInsert;
export type DisruptionProtectionState = DisruptionProtectionRecord['state'];

/** What a state move may write besides the state. */
export type DisruptionProtectionPatch = Partial<
  Pick<
    DisruptionProtectionRecord,
    | 'disruptionType'
    | 'disruptedFlightInstanceId'
    | 'disruptedSliceIndex'
    | 'delayMinutes'
    | 'detectedAt'
    | 'decideBy'
    | 'exchangeId'
    | 'refundMinor'
    | 'refundedAt'
    | 'endedReason'
    | 'endedAt'
  >
>;

/**
 * Disruption assistance (issue 20): one row per booking (a unique index, so it is never bought
 * twice), every move one compare-and-set on `state` (and, where named, on the rebooking that
 * holds it), so of a refund and a rebooking racing exactly one wins and an expiry never ends a
 * used one.
 */
export function createDisruptionProtectionsRepository(db: Database) {
  return {
    /** Inserts the booking's protection; null when the booking already has one. */
    async insertIfAbsent(
      row: DisruptionProtectionInsert,
    ): Promise<DisruptionProtectionRecord | null> {
      const [inserted] = await db
        .insert(disruptionProtections)
        .values(row)
        .onConflictDoNothing({ target: disruptionProtections.bookingId })
        .returning();
      return inserted ?? null;
    },

    async findByBooking(bookingId: string): Promise<DisruptionProtectionRecord | null> {
      const [row] = await db
        .select()
        .from(disruptionProtections)
        .where(eq(disruptionProtections.bookingId, bookingId));
      return row ?? null;
    },

    /**
     * Moves the state from one of `from` to `to` (only while `heldBy` is its rebooking, when
     * given); null when another move came first.
     */
    async transition(
      bookingId: string,
      from: readonly DisruptionProtectionState[],
      to: DisruptionProtectionState,
      now: Date,
      patch: DisruptionProtectionPatch = {},
      heldBy?: string,
    ): Promise<DisruptionProtectionRecord | null> {
      const [row] = await db
        .update(disruptionProtections)
        .set({ ...patch, state: to, updatedAt: now })
        .where(
          and(
            eq(disruptionProtections.bookingId, bookingId),
            inArray(disruptionProtections.state, [...from]),
            ...(heldBy === undefined ? [] : [eq(disruptionProtections.exchangeId, heldBy)]),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Records when the refund reached the traveller, once. */
    async markRefunded(bookingId: string, at: Date): Promise<DisruptionProtectionRecord | null> {
      const [row] = await db
        .update(disruptionProtections)
        .set({ refundedAt: at, updatedAt: at })
        .where(
          and(
            eq(disruptionProtections.bookingId, bookingId),
            eq(disruptionProtections.state, 'Refunded'),
            isNull(disruptionProtections.refundedAt),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type DisruptionProtectionsRepository = ReturnType<
  typeof createDisruptionProtectionsRepository
>;
