import {
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  ne,
  or,
  sql,
  TransactionRollbackError,
} from 'drizzle-orm';
import type { Database } from '../database';
import { rewardsAccounts, rewardsTransactions, walletCredits } from '../schema';

export interface WalletCreditRecord {
  id: string;
  accountReferenceId: string;
  userId: string;
  label: string;
  /** The card's product name ("Venture X"), from its rewards account. */
  productDisplayName: string;
  period: string;
  grantedMinor: number;
  remainingMinor: number;
  kind:
    | 'AnnualTravelCredit'
    | 'EntryTravelCredit'
    | 'TravelCardCredit'
    | 'PriceDropProtection'
    | 'PriceMatch';
  originBookingId: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  /** A card travel credit's end as the scheduled work recorded it (issue 23). */
  endedState: 'Expired' | 'Canceled' | null;
  endedAt: Date | null;
  /** The card it belongs to (issue 23): its last four digits and product. */
  lastFour: string;
  productId: string;
}

export type LedgerMoveResult = { ok: true } | { ok: false; code: 'InsufficientBalance' };

/**
 * Rewards and travel-wallet credit moved for bookings: `redeem` pays, `refund` undoes a failed
 * booking's redemption, `cancel` gives back a cancelled trip's share (issue 7). Each move is one transaction: the ledger
 * row (id `<booking>:<kind>`, written at most once) and the balance change together, and a debit
 * only applies while the balance stays at or above zero.
 */
export function createBookingLedgerRepository(db: Database) {
  return {
    async listWalletCredits(userId: string): Promise<WalletCreditRecord[]> {
      const rows = await db
        .select({
          credit: walletCredits,
          productDisplayName: rewardsAccounts.productDisplayName,
          lastFour: rewardsAccounts.lastFour,
          productId: rewardsAccounts.productId,
        })
        .from(walletCredits)
        .innerJoin(
          rewardsAccounts,
          eq(rewardsAccounts.accountReferenceId, walletCredits.accountReferenceId),
        )
        .where(eq(walletCredits.userId, userId))
        .orderBy(asc(walletCredits.id));
      return rows.map(({ credit, ...card }) => ({ ...credit, ...card }));
    },

    /** Every move of these travel-wallet credits (the wallet's statement), oldest first. */
    async listWalletMoves(walletCreditIds: readonly string[]) {
      if (walletCreditIds.length === 0) return [];
      return db
        .select()
        .from(rewardsTransactions)
        .where(
          and(
            eq(rewardsTransactions.source, 'TravelWallet'),
            inArray(rewardsTransactions.accountId, [...walletCreditIds]),
          ),
        )
        .orderBy(asc(rewardsTransactions.createdAt), asc(rewardsTransactions.id));
    },

    /**
     * A new travel-wallet credit (a price drop found, a price match accepted), written once: the id
     * names what earned it, so a retried grant is a no-op. Answers whether this call wrote it.
     */
    async grantWalletCredit(credit: {
      id: string;
      accountReferenceId: string;
      userId: string;
      kind: 'PriceDropProtection' | 'PriceMatch';
      label: string;
      originBookingId: string;
      amountMinor: number;
      grantedAt: Date;
      expiresAt: Date | null;
    }): Promise<boolean> {
      const rows = await db
        .insert(walletCredits)
        .values({
          id: credit.id,
          accountReferenceId: credit.accountReferenceId,
          userId: credit.userId,
          kind: credit.kind,
          label: credit.label,
          period: String(credit.grantedAt.getUTCFullYear()),
          grantedMinor: credit.amountMinor,
          remainingMinor: credit.amountMinor,
          originBookingId: credit.originBookingId,
          createdAt: credit.grantedAt,
          expiresAt: credit.expiresAt,
        })
        .onConflictDoNothing()
        .returning({ id: walletCredits.id });
      return rows.length > 0;
    },

    async moveRewards(
      accountReferenceId: string,
      bookingId: string,
      kind: 'redeem' | 'refund' | 'cancel',
      amount: number,
    ): Promise<LedgerMoveResult> {
      const delta = kind === 'redeem' ? -amount : amount;
      return applyMove(
        db,
        {
          id: `${bookingId}:rewards-${kind}`,
          source: 'Rewards',
          accountId: accountReferenceId,
          bookingId,
          amount: delta,
        },
        (tx) =>
          tx
            .update(rewardsAccounts)
            .set({ balance: sql`${rewardsAccounts.balance} + ${delta}` })
            .where(
              and(
                eq(rewardsAccounts.accountReferenceId, accountReferenceId),
                gte(rewardsAccounts.balance, -delta),
              ),
            )
            .returning({ balance: rewardsAccounts.balance }),
      );
    },

    async moveWalletCredit(
      walletCreditId: string,
      bookingId: string,
      kind: 'redeem' | 'refund' | 'cancel',
      amount: number,
      /** A redemption's instant on the travel clock: an expired credit pays nothing. */
      now?: Date,
    ): Promise<LedgerMoveResult> {
      const delta = kind === 'redeem' ? -amount : amount;
      // Spending needs the credit unexpired at `now` (domain/travel-wallet.ts walletCreditExpiry:
      // its own date, else an annual credit's calendar year), decided by the same UPDATE.
      const unexpired =
        (kind === 'redeem' || kind === 'cancel') && now
          ? or(
              gt(walletCredits.expiresAt, now),
              and(isNull(walletCredits.expiresAt), ne(walletCredits.kind, 'AnnualTravelCredit')),
              and(
                isNull(walletCredits.expiresAt),
                gte(walletCredits.period, String(now.getUTCFullYear())),
              ),
            )
          : undefined;
      // A card travel credit canceled with its account or recorded expired neither pays nor is
      // given back (spec §5: restored on cancel only if not expired).
      const live = kind === 'refund' ? undefined : isNull(walletCredits.endedState);
      return applyMove(
        db,
        {
          id: `${bookingId}:wallet-${kind}`,
          source: 'TravelWallet',
          accountId: walletCreditId,
          bookingId,
          amount: delta,
        },
        (tx) =>
          tx
            .update(walletCredits)
            .set({ remainingMinor: sql`${walletCredits.remainingMinor} + ${delta}` })
            .where(
              and(
                eq(walletCredits.id, walletCreditId),
                gte(walletCredits.remainingMinor, -delta),
                unexpired,
                live,
              ),
            )
            .returning({ remainingMinor: walletCredits.remainingMinor }),
      );
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

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Writes a ledger entry once (a repeat is a no-op) and changes the balance in the same
 * transaction; a debit that would take the balance below zero rolls both back.
 */
async function applyMove(
  db: Database,
  entry: typeof rewardsTransactions.$inferInsert,
  changeBalance: (tx: Transaction) => Promise<unknown[]>,
): Promise<LedgerMoveResult> {
  try {
    return await db.transaction(async (tx) => {
      const written = await tx
        .insert(rewardsTransactions)
        .values(entry)
        .onConflictDoNothing()
        .returning({ id: rewardsTransactions.id });
      if (written.length === 0) return { ok: true } as const;
      if ((await changeBalance(tx)).length === 0) tx.rollback();
      return { ok: true } as const;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError)
      return { ok: false, code: 'InsufficientBalance' };
    throw error;
  }
}

export type BookingLedgerRepository = ReturnType<typeof createBookingLedgerRepository>;
