import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { rewardsAccounts } from '../schema';

export interface RewardsAccountRecord {
  accountReferenceId: string;
  userId: string;
  productId: string;
  productDisplayName: string;
  customerAccountRole: string;
  accountType: 'Personal' | 'Business';
  lastFour: string;
  currency: 'miles' | 'cash';
  balance: number;
  redemptionMinimum: number;
  earnRates: { flights: number; hotels: number; cars: number; homes: number };
  businessId: string | null;
  /** Spec §5/§6: open and in good standing, closed or delinquent (issue 23); read by offers. */
  standing?: 'Open' | 'Closed' | 'Delinquent';
}

export function createRewardsRepository(db: Database) {
  return {
    async listForUser(userId: string): Promise<RewardsAccountRecord[]> {
      const rows = await db
        .select()
        .from(rewardsAccounts)
        .where(eq(rewardsAccounts.userId, userId))
        .orderBy(asc(rewardsAccounts.sortOrder), asc(rewardsAccounts.accountReferenceId));
      return rows.map(({ sortOrder: _sortOrder, ...rest }) => rest);
    },
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
