import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { chfarProtections } from '../schema';

export type ChfarProtectionRecord = typeof chfarProtections.$inferSelect;
export type ChfarProtectionInsert = typeof chfarProtections.$inferInsert;
export type ChfarProtectionState = ChfarProtectionRecord['state'];

/** What a state move may write besides the state. */
export type ChfarProtectionPatch = Partial<
  Pick<
    ChfarProtectionRecord,
    'expiredReason' | 'exchangeId' | 'coveredMinor' | 'reimburseDueAt' | 'reimbursedAt'
  >
>;

/**
 * Change for any reason bought with a flight booking (issue 18): inserted once per booking (a
 * unique index); every move is one compare-and-set on `state` (and, where named, on the change
 * that holds it), so two changes never both use it and an expiry never ends a used one.
 */
export function createChfarProtectionsRepository(db: Database) {
  return {
    /** Inserts the booking's protection, or finds the one already there (a retried booking). */
    async createOrFind(row: ChfarProtectionInsert): Promise<ChfarProtectionRecord> {
      const [inserted] = await db
        .insert(chfarProtections)
        .values(row)
        .onConflictDoNothing({ target: chfarProtections.bookingId })
        .returning();
      if (inserted) return inserted;
      const found = await this.findByBooking(row.bookingId);
      if (!found) throw new Error(`chfar protection of ${row.bookingId} vanished`);
      return found;
    },

    async findByBooking(bookingId: string): Promise<ChfarProtectionRecord | null> {
      const [row] = await db
        .select()
        .from(chfarProtections)
        .where(eq(chfarProtections.bookingId, bookingId));
      return row ?? null;
    },

    /**
     * Moves the state from one of `from` to `to` (only while `exchangeId` holds it, when given);
     * null when another move came first.
     */
    async transition(
      bookingId: string,
      from: readonly ChfarProtectionState[],
      to: ChfarProtectionState,
      now: Date,
      patch: ChfarProtectionPatch = {},
      heldBy?: string,
    ): Promise<ChfarProtectionRecord | null> {
      const [row] = await db
        .update(chfarProtections)
        .set({ ...patch, state: to, updatedAt: now })
        .where(
          and(
            eq(chfarProtections.bookingId, bookingId),
            inArray(chfarProtections.state, [...from]),
            ...(heldBy === undefined ? [] : [eq(chfarProtections.exchangeId, heldBy)]),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type ChfarProtectionsRepository = ReturnType<typeof createChfarProtectionsRepository>;
