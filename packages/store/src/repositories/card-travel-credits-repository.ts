import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { rewardsAccounts, walletCredits } from '../schema';

/** The card travel credit kinds (issue 23); the partial unique index covers exactly these. */
export const CARD_TRAVEL_CREDIT_KINDS = [
  'AnnualTravelCredit',
  'EntryTravelCredit',
  'TravelCardCredit',
] as const;
export type CardTravelCreditKindColumn = (typeof CARD_TRAVEL_CREDIT_KINDS)[number];
export type AccountStandingColumn = 'Open' | 'Closed' | 'Delinquent';

export interface CardAccountRecord {
  accountReferenceId: string;
  userId: string;
  productId: string;
  productDisplayName: string;
  openedAt: Date | null;
  standing: AccountStandingColumn;
}

/**
 * Card travel credits (issue 23): the card accounts the scheduled work grants for, the grant
 * (one per card, kind and period, by the unique index `wallet_credits_card_period_uq`, so racing
 * grants write one row), and the recorded ends (expired at their date, canceled with an account
 * not in good standing), each one conditional `UPDATE … RETURNING`.
 */
export function createCardTravelCreditsRepository(db: Database) {
  return {
    /** Every card account that could carry a credit, by product. */
    async listCardAccounts(productIds: readonly string[]): Promise<CardAccountRecord[]> {
      if (productIds.length === 0) return [];
      return db
        .select({
          accountReferenceId: rewardsAccounts.accountReferenceId,
          userId: rewardsAccounts.userId,
          productId: rewardsAccounts.productId,
          productDisplayName: rewardsAccounts.productDisplayName,
          openedAt: rewardsAccounts.openedAt,
          standing: rewardsAccounts.standing,
        })
        .from(rewardsAccounts)
        .where(inArray(rewardsAccounts.productId, [...productIds]))
        .orderBy(asc(rewardsAccounts.accountReferenceId));
    },

    /**
     * Writes a card's credit for a period once; a second grant of the same card, kind and period
     * (a retried sweep, another process) writes nothing. Answers whether this call wrote it.
     */
    async grantCardTravelCredit(grant: {
      accountReferenceId: string;
      userId: string;
      kind: CardTravelCreditKindColumn;
      label: string;
      period: string;
      amountMinor: number;
      grantedAt: Date;
      expiresAt: Date;
    }): Promise<boolean> {
      const rows = await db
        .insert(walletCredits)
        .values({
          id: `wc_${grant.accountReferenceId}_${grant.period}`,
          accountReferenceId: grant.accountReferenceId,
          userId: grant.userId,
          kind: grant.kind,
          label: grant.label,
          period: grant.period,
          grantedMinor: grant.amountMinor,
          remainingMinor: grant.amountMinor,
          createdAt: grant.grantedAt,
          expiresAt: grant.expiresAt,
        })
        .onConflictDoNothing()
        .returning({ id: walletCredits.id });
      return rows.length > 0;
    },

    /** Records the card credits whose date has come as Expired, once; answers their ids. */
    async expireDueCredits(now: Date): Promise<string[]> {
      const rows = await db
        .update(walletCredits)
        .set({ endedState: 'Expired', endedAt: walletCredits.expiresAt })
        .where(
          and(
            inArray(walletCredits.kind, [...CARD_TRAVEL_CREDIT_KINDS]),
            isNull(walletCredits.endedState),
            isNotNull(walletCredits.expiresAt),
            lte(walletCredits.expiresAt, now),
          ),
        )
        .returning({ id: walletCredits.id });
      return rows.map((r) => r.id);
    },

    /**
     * Cancels, once, the live card credits with something left on accounts closed or not in good
     * standing (spec §5); answers their ids.
     */
    async cancelCreditsOfAccountsNotInGoodStanding(now: Date): Promise<string[]> {
      const rows = await db
        .update(walletCredits)
        .set({ endedState: 'Canceled', endedAt: now })
        .where(
          and(
            inArray(walletCredits.kind, [...CARD_TRAVEL_CREDIT_KINDS]),
            isNull(walletCredits.endedState),
            sql`${walletCredits.remainingMinor} > 0`,
            sql`(${walletCredits.expiresAt} is null or ${walletCredits.expiresAt} > ${now})`,
            sql`exists (select 1 from ${rewardsAccounts} where ${rewardsAccounts.accountReferenceId} = ${walletCredits.accountReferenceId} and ${rewardsAccounts.standing} <> 'Open')`,
          ),
        )
        .returning({ id: walletCredits.id });
      return rows.map((r) => r.id);
    },

    /** The sandbox console and tests: an account opened, closed or out of good standing. */
    async setAccountStanding(
      accountReferenceId: string,
      standing: AccountStandingColumn,
    ): Promise<boolean> {
      const rows = await db
        .update(rewardsAccounts)
        .set({ standing })
        .where(eq(rewardsAccounts.accountReferenceId, accountReferenceId))
        .returning({ id: rewardsAccounts.accountReferenceId });
      return rows.length > 0;
    },
  };
}

export type CardTravelCreditsRepository = ReturnType<typeof createCardTravelCreditsRepository>;
