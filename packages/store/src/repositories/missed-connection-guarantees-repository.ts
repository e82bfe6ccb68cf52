import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../database';
import { missedConnectionGuarantees } from '../schema';

export type MissedConnectionRecord = typeof missedConnectionGuarantees.$inferSelect;
export type MissedConnectionInsert = typeof missedConnectionGuarantees.$inferInsert;
export type MissedConnectionState = MissedConnectionRecord['state'];

/** What a state move may write besides the state. */
export type MissedConnectionPatch = Partial<
  Pick<
    MissedConnectionRecord,
    | 'missedFlightInstanceId'
    | 'missedSliceIndex'
    | 'missedSegmentIndex'
    | 'delayMinutes'
    | 'detectedAt'
    | 'expiresAt'
    | 'exchangeId'
    | 'supportReason'
    | 'supportReference'
    | 'resolvedBy'
    | 'endedReason'
    | 'endedAt'
  >
>;

/**
 * The missed-connection guarantee of self-transfer bookings (issue 20): inserted once per booking
 * (a unique index); every move is one compare-and-set on `state` (and, where named, on the
 * rebooking that holds it), so a connection is claimed once, two rebookings never both take it
 * and an expiry never ends one that is being rebooked.
 */
export function createMissedConnectionGuaranteesRepository(db: Database) {
  return {
    /** Inserts the booking's guarantee, or finds the one already there (a retried saga step). */
    async createOrFind(row: MissedConnectionInsert): Promise<MissedConnectionRecord> {
      const [inserted] = await db
        .insert(missedConnectionGuarantees)
        .values(row)
        .onConflictDoNothing({ target: missedConnectionGuarantees.bookingId })
        .returning();
      if (inserted) return inserted;
      const found = await this.findByBooking(row.bookingId);
      if (!found) throw new Error(`missed-connection guarantee of ${row.bookingId} vanished`);
      return found;
    },

    async findByBooking(bookingId: string): Promise<MissedConnectionRecord | null> {
      const [row] = await db
        .select()
        .from(missedConnectionGuarantees)
        .where(eq(missedConnectionGuarantees.bookingId, bookingId));
      return row ?? null;
    },

    /** Guarantees in these states, oldest first (the agent portal's queue: ContactSupport). */
    async listInStates(
      states: readonly MissedConnectionState[],
      limit = 100,
    ): Promise<MissedConnectionRecord[]> {
      return db
        .select()
        .from(missedConnectionGuarantees)
        .where(inArray(missedConnectionGuarantees.state, [...states]))
        .orderBy(asc(missedConnectionGuarantees.updatedAt))
        .limit(limit);
    },

    /** Missed ones whose window closed by `now` (the expiry job's safety net). */
    async listLapsed(now: Date, limit = 100): Promise<MissedConnectionRecord[]> {
      return db
        .select()
        .from(missedConnectionGuarantees)
        .where(
          and(
            eq(missedConnectionGuarantees.state, 'Missed'),
            lte(missedConnectionGuarantees.expiresAt, now),
          ),
        )
        .orderBy(asc(missedConnectionGuarantees.expiresAt))
        .limit(limit);
    },

    /**
     * Moves the state from one of `from` to `to` (only while `exchangeId` holds it, when given);
     * null when another move came first.
     */
    async transition(
      bookingId: string,
      from: readonly MissedConnectionState[],
      to: MissedConnectionState,
      now: Date,
      patch: MissedConnectionPatch = {},
      heldBy?: string,
    ): Promise<MissedConnectionRecord | null> {
      const [row] = await db
        .update(missedConnectionGuarantees)
        .set({ ...patch, state: to, updatedAt: now })
        .where(
          and(
            eq(missedConnectionGuarantees.bookingId, bookingId),
            inArray(missedConnectionGuarantees.state, [...from]),
            ...(heldBy === undefined ? [] : [eq(missedConnectionGuarantees.exchangeId, heldBy)]),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type MissedConnectionGuaranteesRepository = ReturnType<
  typeof createMissedConnectionGuaranteesRepository
>;
