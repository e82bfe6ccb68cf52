/**
 * How a booking total is paid (spec pay modes Cash and Miles): travel-wallet credit first, then
 * the rewards the traveller chose to redeem, then the card for the rest. Miles and cash rewards
 * both redeem at one minor unit each (1 mile = 1 cent), so every part is in minor units.
 */
export interface PaymentSplitInput {
  totalMinor: number;
  /** Travel-wallet credit available to apply (e.g. the Venture X annual travel credit). */
  walletCreditAvailableMinor: number;
  applyWalletCredit: boolean;
  /** Rewards the traveller asked to redeem, in minor units; clamped to what is allowed. */
  requestedRewardsMinor: number;
  rewardsBalanceMinor: number;
}

export interface PaymentSplit {
  walletCreditMinor: number;
  rewardsMinor: number;
  cardMinor: number;
  /** The most rewards that could be redeemed on this booking (the slider's maximum). */
  maxRewardsMinor: number;
}

export type PaymentSplitResult =
  { ok: true; split: PaymentSplit } | { ok: false; code: 'InvalidAmount'; message: string };

const isWholeNonNegative = (n: number) => Number.isSafeInteger(n) && n >= 0;

export function splitPayment(input: PaymentSplitInput): PaymentSplitResult {
  const values = [
    input.totalMinor,
    input.walletCreditAvailableMinor,
    input.requestedRewardsMinor,
    input.rewardsBalanceMinor,
  ];
  if (!values.every(isWholeNonNegative)) {
    return {
      ok: false,
      code: 'InvalidAmount',
      message: 'Amounts must be whole, non-negative minor units.',
    };
  }
  const walletCreditMinor = input.applyWalletCredit
    ? Math.min(input.walletCreditAvailableMinor, input.totalMinor)
    : 0;
  const maxRewardsMinor = Math.min(input.rewardsBalanceMinor, input.totalMinor - walletCreditMinor);
  const rewardsMinor = Math.min(input.requestedRewardsMinor, maxRewardsMinor);
  return {
    ok: true,
    split: {
      walletCreditMinor,
      rewardsMinor,
      cardMinor: input.totalMinor - walletCreditMinor - rewardsMinor,
      maxRewardsMinor,
    },
  };
}

/**
 * Refunds back to each source in proportion to what it paid, never more than it paid; any minor
 * units left by rounding go to the card first, then rewards, then credit.
 */
export function allocateRefund(
  refundMinor: number,
  paid: { cardMinor: number; rewardsMinor: number; walletCreditMinor: number },
) {
  const total = paid.cardMinor + paid.rewardsMinor + paid.walletCreditMinor;
  const refund = Math.max(0, Math.min(refundMinor, total));
  if (total === 0) return { cardMinor: 0, rewardsMinor: 0, walletCreditMinor: 0 };
  const share = (part: number) => Math.floor((refund * part) / total);
  const out = {
    cardMinor: share(paid.cardMinor),
    rewardsMinor: share(paid.rewardsMinor),
    walletCreditMinor: share(paid.walletCreditMinor),
  };
  let left = refund - out.cardMinor - out.rewardsMinor - out.walletCreditMinor;
  for (const key of ['cardMinor', 'rewardsMinor', 'walletCreditMinor'] as const) {
    const room = paid[key] - out[key];
    const add = Math.min(room, left);
    out[key] += add;
    left -= add;
  }
  return out;
}
