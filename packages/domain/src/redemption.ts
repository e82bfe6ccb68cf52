export interface RedeemableAccount {
  accountReferenceId: string;
  balance: number;
  redemptionMinimum: number;
}

/** An account can redeem unless its redemption minimum exceeds its balance (spec §5). */
export function canRedeem(account: RedeemableAccount): boolean {
  return account.redemptionMinimum <= account.balance;
}

export type RedemptionEligibility = 'AllMeet' | 'OneDoesNot' | 'NoneMeets';

/**
 * The eligibility result over the accounts offered (spec §5: all meet, one does not, none meets).
 * "One does not" covers any mix where some, but not all, fall short.
 */
export function summarizeRedemptionEligibility(
  accounts: readonly RedeemableAccount[],
): RedemptionEligibility {
  const meeting = accounts.filter(canRedeem).length;
  if (meeting === accounts.length && meeting > 0) return 'AllMeet';
  return meeting === 0 ? 'NoneMeets' : 'OneDoesNot';
}
