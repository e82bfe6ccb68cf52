import { and, asc, desc, eq, gt, lt, lte, min, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { priceDropChecks, priceDropProtections, walletCredits } from '../schema';

export type PriceDropProtectionRecord = typeof priceDropProtections.$inferSelect;
export type PriceDropProtectionInsert = typeof priceDropProtections.$inferInsert;
export type PriceDropCheckRecord = typeof priceDropChecks.$inferSelect;
export type PriceDropCheckResult = PriceDropCheckRecord['result'];

/** What a check decided, from the row as it stood under its lock (domain/price-drop-protection.ts). */
export type PriceDropCheckDecision =
  | { kind: 'skip' }
  | {
      kind: 'check';
      result: PriceDropCheckResult;
      creditMinor: number;
      lowestSeenAfterMinor: number;
      end: string | null;
      log: boolean;
      reason: string | null;
    };

/** The travel-wallet credit a check's credit is paid as (its id names the booking and check). */
export interface PriceDropGrant {
  id: (seq: number) => string;
  accountReferenceId: string;
  label: string;
  expiresAt: Date;
}

export interface PriceDropCheckWritten {
  seq: number;
  decision: Extract<PriceDropCheckDecision, { kind: 'check' }>;
  protection: PriceDropProtectionRecord;
  /** The wallet credit this check made (Credited only). */
  walletCreditId: string | null;
}

/**
 * Price drop protection (issue 19): one row per protected booking and its check log. A check is
 * one transaction: its number from `check_count = check_count + 1 … RETURNING` (which also takes
 * the row's lock, so two checks of one booking decide one after the other on fresh figures), the
 * credit as one compare-and-set UPDATE (`lowest_seen_minor` still what was read and above the new
 * price, `credited_minor + x <= cap_minor`), the wallet credit with an id derived from booking and
 * check, and the log row: all written or none, so one drop is credited once.
 */
export function createPriceDropProtectionsRepository(db: Database) {
  return {
    /**
     * Attaches a protection once per booking (a repeat answers the one there). A booking that is
     * not covered gets its row Ended with one NotEligible check saying why.
     */
    async attach(
      row: PriceDropProtectionInsert,
      notEligible: { reason: string } | null,
    ): Promise<{ created: boolean; protection: PriceDropProtectionRecord }> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(priceDropProtections)
          .values(
            notEligible
              ? {
                  ...row,
                  status: 'Ended',
                  checkCount: 1,
                  nextCheckAt: null,
                  endedAt: row.createdAt,
                }
              : row,
          )
          .onConflictDoNothing()
          .returning();
        if (inserted && notEligible)
          await tx.insert(priceDropChecks).values({
            bookingId: row.bookingId,
            seq: 1,
            checkedAt: row.createdAt,
            priceSeenMinor: null,
            currency: row.currency,
            result: 'NotEligible',
            reason: notEligible.reason,
          });
        if (inserted) return { created: true, protection: inserted };
        const [existing] = await tx
          .select()
          .from(priceDropProtections)
          .where(eq(priceDropProtections.bookingId, row.bookingId));
        if (!existing) throw new Error('price drop protection conflict without a row');
        return { created: false, protection: existing };
      });
    },

    async findByBooking(bookingId: string): Promise<PriceDropProtectionRecord | null> {
      const [row] = await db
        .select()
        .from(priceDropProtections)
        .where(eq(priceDropProtections.bookingId, bookingId));
      return row ?? null;
    },

    /** The protection and every check of it, newest first (the trip page's log). */
    async findWithChecks(
      bookingId: string,
    ): Promise<{ protection: PriceDropProtectionRecord; checks: PriceDropCheckRecord[] } | null> {
      const protection = await this.findByBooking(bookingId);
      if (!protection) return null;
      const checks = await db
        .select()
        .from(priceDropChecks)
        .where(eq(priceDropChecks.bookingId, bookingId))
        .orderBy(desc(priceDropChecks.seq));
      return { protection, checks };
    },

    /** Protections being monitored, soonest due first (the console's "check now"). */
    async listMonitoringIds(): Promise<string[]> {
      const rows = await db
        .select({ bookingId: priceDropProtections.bookingId })
        .from(priceDropProtections)
        .where(eq(priceDropProtections.status, 'Monitoring'))
        .orderBy(asc(priceDropProtections.nextCheckAt));
      return rows.map((r) => r.bookingId);
    },

    /**
     * Runs one check of a monitored protection: null when it is no longer monitored. `decide`
     * sees the row as locked by this check's number and the lowest pending drop (DropPending
     * prices below the lowest seen); `nextCheckAt` is written unless the check ends monitoring.
     */
    async recordCheck(input: {
      bookingId: string;
      checkedAt: Date;
      priceSeenMinor: number | null;
      nextCheckAt: Date | null;
      decide: (
        row: PriceDropProtectionRecord,
        pendingLowestMinor: number | null,
      ) => PriceDropCheckDecision;
      grant: PriceDropGrant | null;
    }): Promise<PriceDropCheckWritten | null> {
      return db.transaction(async (tx) => {
        // The check's number; the row stays locked until this transaction ends.
        const [row] = await tx
          .update(priceDropProtections)
          .set({ checkCount: sql`${priceDropProtections.checkCount} + 1` })
          .where(
            and(
              eq(priceDropProtections.bookingId, input.bookingId),
              eq(priceDropProtections.status, 'Monitoring'),
            ),
          )
          .returning();
        if (!row) return null;
        const seq = row.checkCount;
        const [pending] = await tx
          .select({ lowest: min(priceDropChecks.priceSeenMinor) })
          .from(priceDropChecks)
          .where(
            and(
              eq(priceDropChecks.bookingId, input.bookingId),
              eq(priceDropChecks.result, 'DropPending'),
              lt(priceDropChecks.priceSeenMinor, row.lowestSeenMinor),
            ),
          );
        const decision = input.decide(row, pending?.lowest ?? null);
        if (decision.kind === 'skip') {
          await tx
            .update(priceDropProtections)
            .set({ checkCount: seq - 1 })
            .where(eq(priceDropProtections.bookingId, input.bookingId));
          return null;
        }
        let walletCreditId: string | null = null;
        let after = row;
        if (decision.creditMinor > 0) {
          if (!input.grant) throw new Error('a price drop credit without a wallet to pay it to');
          const x = decision.creditMinor;
          const next = decision.lowestSeenAfterMinor;
          const [credited] = await tx
            .update(priceDropProtections)
            .set({
              creditedMinor: sql`${priceDropProtections.creditedMinor} + ${x}`,
              lowestSeenMinor: next,
            })
            .where(
              and(
                eq(priceDropProtections.bookingId, input.bookingId),
                eq(priceDropProtections.status, 'Monitoring'),
                eq(priceDropProtections.lowestSeenMinor, row.lowestSeenMinor),
                gt(priceDropProtections.lowestSeenMinor, next),
                lte(
                  sql`${priceDropProtections.creditedMinor} + ${x}`,
                  priceDropProtections.capMinor,
                ),
              ),
            )
            .returning();
          // Under the row's lock the figures cannot have moved; if they did, write nothing.
          if (!credited) throw new Error('price drop credit lost its compare-and-set');
          after = credited;
          walletCreditId = input.grant.id(seq);
          await tx
            .insert(walletCredits)
            .values({
              id: walletCreditId,
              accountReferenceId: input.grant.accountReferenceId,
              userId: row.userId,
              kind: 'PriceDropProtection',
              label: input.grant.label,
              period: String(input.checkedAt.getUTCFullYear()),
              grantedMinor: x,
              remainingMinor: x,
              originBookingId: input.bookingId,
              // Dated by the database, like the wallet's moves (rewards_transactions) and the
              // card's credits, so the wallet's statement orders them together.
              expiresAt: input.grant.expiresAt,
            })
            .onConflictDoNothing();
        }
        const [ended] = await tx
          .update(priceDropProtections)
          .set(
            decision.end
              ? {
                  status: 'Ended',
                  endedAt: input.checkedAt,
                  nextCheckAt: null,
                  checkCount: decision.log ? seq : seq - 1,
                }
              : { nextCheckAt: input.nextCheckAt, checkCount: decision.log ? seq : seq - 1 },
          )
          .where(eq(priceDropProtections.bookingId, input.bookingId))
          .returning();
        after = ended ?? after;
        if (decision.log)
          await tx.insert(priceDropChecks).values({
            bookingId: input.bookingId,
            seq,
            checkedAt: input.checkedAt,
            priceSeenMinor: input.priceSeenMinor,
            currency: row.currency,
            result: decision.result,
            creditedMinor: decision.creditMinor,
            walletCreditId,
            reason: decision.reason,
          });
        return { seq, decision, protection: after, walletCreditId };
      });
    },
  };
}

export type PriceDropProtectionsRepository = ReturnType<
  typeof createPriceDropProtectionsRepository
>;
