import { and, desc, eq, gte, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../database';
import { airlineCredits, rewardsTransactions } from '../schema';

export type AirlineCreditRecord = typeof airlineCredits.$inferSelect;
export type AirlineCreditInsert = typeof airlineCredits.$inferInsert;

/**
 * Airline travel credits (spec §4 future travel credit). One per cancelled booking (the origin
 * booking is unique), spent and restored through ledger rows in `rewards_transactions` (source
 * AirlineCredit, id `<booking>:ftc-<kind>`), so a retried move applies at most once.
 */
export function createAirlineCreditsRepository(db: Database) {
  return {
    /** Creates the cancelled booking's credit once; a repeat returns the first. */
    async createForBooking(row: AirlineCreditInsert): Promise<AirlineCreditRecord> {
      const [inserted] = await db
        .insert(airlineCredits)
        .values(row)
        .onConflictDoNothing()
        .returning();
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(airlineCredits)
        .where(eq(airlineCredits.originBookingId, row.originBookingId));
      if (!existing) throw new Error('airline credit conflict without a row');
      return existing;
    },

    async findById(id: string): Promise<AirlineCreditRecord | null> {
      const [row] = await db.select().from(airlineCredits).where(eq(airlineCredits.id, id));
      return row ?? null;
    },

    async listForUser(userId: string, tenant: string): Promise<AirlineCreditRecord[]> {
      return db
        .select()
        .from(airlineCredits)
        .where(and(eq(airlineCredits.userId, userId), eq(airlineCredits.tenant, tenant)))
        .orderBy(desc(airlineCredits.createdAt), desc(airlineCredits.id));
    },

    /**
     * Spends `amount` of a credit for a booking (`redeem`) or gives a booking's spend back
     * (`restore`), once per booking and kind; a spend never takes the credit below zero.
     */
    async move(
      creditId: string,
      bookingId: string,
      kind: 'redeem' | 'restore',
      amount: number,
    ): Promise<{ ok: true } | { ok: false; code: 'InsufficientBalance' }> {
      const delta = kind === 'redeem' ? -amount : amount;
      try {
        return await db.transaction(async (tx) => {
          const written = await tx
            .insert(rewardsTransactions)
            .values({
              id: `${bookingId}:ftc-${kind}`,
              source: 'AirlineCredit',
              accountId: creditId,
              bookingId,
              amount: delta,
            })
            .onConflictDoNothing()
            .returning({ id: rewardsTransactions.id });
          if (written.length === 0) return { ok: true } as const;
          const changed = await tx
            .update(airlineCredits)
            .set({ remainingMinor: sql`${airlineCredits.remainingMinor} + ${delta}` })
            .where(and(eq(airlineCredits.id, creditId), gte(airlineCredits.remainingMinor, -delta)))
            .returning({ id: airlineCredits.id });
          if (changed.length === 0) tx.rollback();
          return { ok: true } as const;
        });
      } catch (error) {
        if (error instanceof TransactionRollbackError)
          return { ok: false, code: 'InsufficientBalance' };
        throw error;
      }
    },

    /** Whether a booking's move of this kind was written. */
    async hasMove(bookingId: string, kind: 'redeem' | 'restore'): Promise<boolean> {
      const [row] = await db
        .select({ id: rewardsTransactions.id })
        .from(rewardsTransactions)
        .where(eq(rewardsTransactions.id, `${bookingId}:ftc-${kind}`));
      return row !== undefined;
    },
  };
}

export type AirlineCreditsRepository = ReturnType<typeof createAirlineCreditsRepository>;
