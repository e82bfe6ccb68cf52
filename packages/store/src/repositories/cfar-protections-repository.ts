import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { cfarProtections } from '../schema';

export type CfarProtectionRecord = typeof cfarProtections.$inferSelect;
export type CfarProtectionInsert = typeof cfarProtections.$inferInsert;
export type CfarProtectionState = CfarProtectionRecord['state'];

/** What a state move may write besides the state. */
export type CfarProtectionPatch = Partial<
  Pick<
    CfarProtectionRecord,
    'expiredReason' | 'expiredAt' | 'choice' | 'cancelQuoteId' | 'errorCode'
  >
>;

/**
 * Cancel for any reason bought with a booking (issue 18): inserted once per booking (a unique
 * index), and every state move is one compare-and-set on `state`, so two exercises, or an
 * exercise and an expiry, never both win.
 */
export function createCfarProtectionsRepository(db: Database) {
  return {
    /** Inserts the booking's protection, or finds the one already there (a retried booking). */
    async createOrFind(row: CfarProtectionInsert): Promise<CfarProtectionRecord> {
      const [inserted] = await db
        .insert(cfarProtections)
        .values(row)
        .onConflictDoNothing({ target: cfarProtections.bookingId })
        .returning();
      if (inserted) return inserted;
      const found = await this.findByBooking(row.bookingId);
      if (!found) throw new Error(`cfar protection of ${row.bookingId} vanished`);
      return found;
    },

    async findByBooking(bookingId: string): Promise<CfarProtectionRecord | null> {
      const [row] = await db
        .select()
        .from(cfarProtections)
        .where(eq(cfarProtections.bookingId, bookingId));
      return row ?? null;
    },

    async findByBookings(bookingIds: readonly string[]): Promise<CfarProtectionRecord[]> {
      if (bookingIds.length === 0) return [];
      return db
        .select()
        .from(cfarProtections)
        .where(inArray(cfarProtections.bookingId, [...bookingIds]));
    },

    /** Moves the state from one of `from` to `to`; null when another move came first. */
    async transition(
      bookingId: string,
      from: CfarProtectionState | readonly CfarProtectionState[],
      to: CfarProtectionState,
      now: Date,
      patch: CfarProtectionPatch = {},
    ): Promise<CfarProtectionRecord | null> {
      const states = typeof from === 'string' ? [from] : [...from];
      const [row] = await db
        .update(cfarProtections)
        .set({ ...patch, state: to, updatedAt: now })
        .where(
          and(eq(cfarProtections.bookingId, bookingId), inArray(cfarProtections.state, states)),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type CfarProtectionsRepository = ReturnType<typeof createCfarProtectionsRepository>;
