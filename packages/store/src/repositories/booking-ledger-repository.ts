import { and, asc, eq, gte, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../database';
import { rewardsAccounts, rewardsTransactions, walletCredits } from '../schema';

export interface WalletCreditRecord {
  id: string;
  accountReferenceId: string;
  userId: string;
  label: string;
  period: string;
  grantedMinor: number;
  remainingMinor: number;
}

export type LedgerMoveResult = { ok: true } | { ok: false; code: 'InsufficientBalance' };

/**
 * Rewards and travel-wallet credit moved for bookings. Each move is one transaction: the ledger
 * row (id `<booking>:<kind>`, written at most once) and the balance change together, and a debit
 * only applies while the balance stays at or above zero.
 */
export function createBookingLedgerRepository(db: Database) {
  return {
    async listWalletCredits(userId: string): Promise<WalletCreditRecord[]> {
      return db
        .select()
        .from(walletCredits)
        .where(eq(walletCredits.userId, userId))
        .orderBy(asc(walletCredits.id));
    },

    async moveRewards(
      accountReferenceId: string,
      bookingId: string,
      kind: 'redeem' | 'refund',
      amount: number,
    ): Promise<LedgerMoveResult> {
      const delta = kind === 'redeem' ? -amount : amount;
      return db
        .transaction(async (tx) => {
          const written = await tx
            .insert(rewardsTransactions)
            .values({
              id: `${bookingId}:rewards-${kind}`,
              source: 'Rewards',
              accountId: accountReferenceId,
              bookingId,
              amount: delta,
            })
            .onConflictDoNothing()
            .returning({ id: rewardsTransactions.id });
          if (written.length === 0) return { ok: true } as const;
          const updated = await tx
            .update(rewardsAccounts)
            .set({ balance: sql`${rewardsAccounts.balance} + ${delta}` })
            .where(
              and(
                eq(rewardsAccounts.accountReferenceId, accountReferenceId),
                gte(rewardsAccounts.balance, -delta),
              ),
            )
            .returning({ balance: rewardsAccounts.balance });
          if (updated.length === 0) tx.rollback();
          return { ok: true } as const;
        })
        .catch((error: unknown) => {
          if (isRollback(error)) return { ok: false, code: 'InsufficientBalance' } as const;
          throw error;
        });
    },

    async moveWalletCredit(
      walletCreditId: string,
      bookingId: string,
      kind: 'redeem' | 'refund',
      amount: number,
    ): Promise<LedgerMoveResult> {
      const delta = kind === 'redeem' ? -amount : amount;
      return db
        .transaction(async (tx) => {
          const written = await tx
            .insert(rewardsTransactions)
            .values({
              id: `${bookingId}:wallet-${kind}`,
              source: 'TravelWallet',
              accountId: walletCreditId,
              bookingId,
              amount: delta,
            })
            .onConflictDoNothing()
            .returning({ id: rewardsTransactions.id });
          if (written.length === 0) return { ok: true } as const;
          const updated = await tx
            .update(walletCredits)
            .set({ remainingMinor: sql`${walletCredits.remainingMinor} + ${delta}` })
            .where(
              and(eq(walletCredits.id, walletCreditId), gte(walletCredits.remainingMinor, -delta)),
            )
            .returning({ remainingMinor: walletCredits.remainingMinor });
          if (updated.length === 0) tx.rollback();
          return { ok: true } as const;
        })
        .catch((error: unknown) => {
          if (isRollback(error)) return { ok: false, code: 'InsufficientBalance' } as const;
          throw error;
        });
    },

    /** Whether a booking's move of this kind was written (so compensation knows what to undo). */
    async hasMove(bookingId: string, kind: string): Promise<boolean> {
      const [row] = await db
        .select({ id: rewardsTransactions.id })
        .from(rewardsTransactions)
        .where(eq(rewardsTransactions.id, `${bookingId}:${kind}`));
      return row !== undefined;
    },
  };
}

function isRollback(error: unknown): boolean {
  return error instanceof TransactionRollbackError;
}

export type BookingLedgerRepository = ReturnType<typeof createBookingLedgerRepository>;
