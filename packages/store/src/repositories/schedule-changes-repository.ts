import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { scheduleChanges } from '../schema';

export type ScheduleChangeRecord = typeof scheduleChanges.$inferSelect;
export type ScheduleChangeStatus = ScheduleChangeRecord['status'];

/**
 * Airline schedule changes on booked trips (issue 18): a row is inserted once per booking and set
 * of changes (the primary key), and a decision moves its status by compare-and-set, so of two
 * decisions exactly one wins.
 */
export function createScheduleChangesRepository(db: Database) {
  return {
    /** Inserts the row; null when it was already there (the traveller was told before). */
    async insertIfAbsent(row: ScheduleChangeRecord): Promise<ScheduleChangeRecord | null> {
      const [inserted] = await db
        .insert(scheduleChanges)
        .values(row)
        .onConflictDoNothing({ target: [scheduleChanges.bookingId, scheduleChanges.signature] })
        .returning();
      return inserted ?? null;
    },

    async find(bookingId: string, signature: string): Promise<ScheduleChangeRecord | null> {
      const [row] = await db
        .select()
        .from(scheduleChanges)
        .where(
          and(eq(scheduleChanges.bookingId, bookingId), eq(scheduleChanges.signature, signature)),
        );
      return row ?? null;
    },

    /** Moves the status from one of `from` to `to`; null when another decision came first. */
    async decide(
      bookingId: string,
      signature: string,
      from: readonly ScheduleChangeStatus[],
      to: ScheduleChangeStatus,
      now: Date | null,
    ): Promise<ScheduleChangeRecord | null> {
      const [row] = await db
        .update(scheduleChanges)
        .set({ status: to, decidedAt: now })
        .where(
          and(
            eq(scheduleChanges.bookingId, bookingId),
            eq(scheduleChanges.signature, signature),
            inArray(scheduleChanges.status, [...from]),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type ScheduleChangesRepository = ReturnType<typeof createScheduleChangesRepository>;
