import type { BookingPayment } from '@wayfare/contracts/flight-booking';
import { AccountRoleSchema, type AccountRole } from '@wayfare/contracts/rewards';
import { canRoleRedeemRewards, canRoleSpendTravelCredits } from '@wayfare/domain/card-roles';
import { splitPayment, type PaymentSplit } from '@wayfare/domain/payment-split';
import { canRedeem } from '@wayfare/domain/redemption';
import { chooseWalletCredit } from '@wayfare/domain/travel-wallet';
import type { RewardsAccountRecord } from '@wayfare/store/repositories/rewards-repository';
import { AppError } from '../app-error';
import type { BookingLedgerRepository } from '@wayfare/store/repositories/booking-ledger-repository';
import type { PaymentsRepository } from '@wayfare/store/repositories/payments-repository';
import type { Clock } from '../clock';
import type { RateLimiter } from './rate-limiter';

/** What splitting a payment and counting declined cards use. */
export interface BookingPaymentPorts {
  clock: Clock;
  /** What a wallet credit's expiry is measured on. */
  travelClock: Clock;
  rateLimiter: RateLimiter;
  repos: { bookingLedger: BookingLedgerRepository; payments: PaymentsRepository };
}

export interface PaymentPlan {
  split: PaymentSplit;
  rewardsAccount: RewardsAccountRecord | undefined;
  walletCreditId: string | null;
  cardToken: string;
  rewardsAccountReferenceId: string | null;
}

/** An account's card role; one the catalogue does not know may do nothing (spec §6). */
function readCardRole(account: RewardsAccountRecord): AccountRole {
  const role = AccountRoleSchema.safeParse(account.customerAccountRole);
  return role.success ? role.data : 'Non Financial User';
}

/**
 * How a booking total is paid, for every product (spec pay modes): the travel-wallet credit, then
 * the rewards asked for (the account must be the person's and able to redeem), then the card, which
 * must be a vault token this person may use. Throws the catalogue's errors with the field.
 */
export async function planBookingPayment(
  ctx: BookingPaymentPorts,
  actor: { userId: string; accounts: RewardsAccountRecord[] },
  payment: BookingPayment,
  totalMinor: number,
): Promise<PaymentPlan> {
  const rewardsAccount = payment.rewardsAccountReferenceId
    ? actor.accounts.find((a) => a.accountReferenceId === payment.rewardsAccountReferenceId)
    : undefined;
  if (payment.rewardsMinor > 0) {
    if (!rewardsAccount)
      throw new AppError(
        'RedemptionFailure',
        'Choose one of your rewards accounts to redeem from.',
        'payment.rewardsAccountReferenceId',
      );
    // Card roles (domain/card-roles.ts): only the Primary card holder and an Account Manager redeem.
    if (!canRoleRedeemRewards(readCardRole(rewardsAccount)))
      throw new AppError(
        'RedemptionFailure',
        'Rewards on this account are redeemed by its primary card holder or account manager.',
        'payment.rewardsAccountReferenceId',
        { reason: 'CardRoleNotAllowed' },
      );
    if (!canRedeem(rewardsAccount))
      throw new AppError(
        'RedemptionFailure',
        `This account needs at least ${rewardsAccount.redemptionMinimum} to redeem; it has ${rewardsAccount.balance}.`,
        'payment.rewardsAccountReferenceId',
      );
  }
  const accountIds = new Set(actor.accounts.map((a) => a.accountReferenceId));
  // Only credits on accounts whose role may spend them (an Authorized User may, a Non Financial
  // User may not); asking for a credit the role cannot spend is refused rather than ignored.
  const spendingIds = new Set(
    actor.accounts
      .filter((a) => canRoleSpendTravelCredits(readCardRole(a)))
      .map((a) => a.accountReferenceId),
  );
  const ownCredits = payment.applyWalletCredit
    ? (await ctx.repos.bookingLedger.listWalletCredits(actor.userId)).filter((c) =>
        accountIds.has(c.accountReferenceId),
      )
    : [];
  const credit = payment.applyWalletCredit
    ? chooseWalletCredit(
        ownCredits.filter((c) => spendingIds.has(c.accountReferenceId)),
        ctx.travelClock.now(),
      )
    : undefined;
  if (payment.applyWalletCredit && !credit && chooseWalletCredit(ownCredits, ctx.travelClock.now()))
    throw new AppError(
      'RedemptionFailure',
      'Travel credits on this account are spent by its card holders.',
      'payment.applyWalletCredit',
      { reason: 'CardRoleNotAllowed' },
    );
  const split = splitPayment({
    totalMinor,
    walletCreditAvailableMinor: credit?.remainingMinor ?? 0,
    applyWalletCredit: payment.applyWalletCredit,
    requestedRewardsMinor: payment.rewardsMinor,
    rewardsBalanceMinor: rewardsAccount?.balance ?? 0,
  });
  if (!split.ok) throw new AppError('BadRequest', split.message, 'payment');
  if (split.split.rewardsMinor !== payment.rewardsMinor)
    throw new AppError(
      'RedemptionFailure',
      `At most ${split.split.maxRewardsMinor} can be redeemed on this booking.`,
      'payment.rewardsMinor',
    );
  // A fresh vault token becomes the payer's; a token someone else paid with is refused.
  if (split.split.cardMinor > 0) {
    if (!payment.cardToken)
      throw new AppError(
        'BadRequest',
        'Add a card to pay the rest of the total.',
        'payment.cardToken',
      );
    // A saved card the person removed (another tab, their profile) while this page was open.
    if (payment.savedCard) {
      const saved = await ctx.repos.payments.listSavedCards(actor.userId);
      if (!saved.some((card) => card.token === payment.cardToken))
        throw new AppError('UserCardNotFound', undefined, 'payment.cardToken');
    }
    if (
      !(await ctx.repos.payments.claimCard(
        payment.cardToken,
        actor.userId,
        payment.saveCard ?? false,
      ))
    )
      throw new AppError('UnknownCard', undefined, 'payment.cardToken');
  }
  return {
    split: split.split,
    rewardsAccount,
    walletCreditId: split.split.walletCreditMinor > 0 ? (credit?.id ?? null) : null,
    cardToken: split.split.cardMinor > 0 ? (payment.cardToken ?? '') : '',
    rewardsAccountReferenceId:
      split.split.rewardsMinor > 0 ? (rewardsAccount?.accountReferenceId ?? null) : null,
  };
}

/**
 * Declined cards one person may try on one held price: past this the booking stops taking cards
 * for it (ExcessiveUserActivity, spec §8 payment errors), as card testing would go on.
 */
export const MAX_DECLINED_CARDS_PER_QUOTE = 3;
/** The window the declines are counted in (longer than any price hold). */
const CARD_DECLINE_WINDOW_SECONDS = 60 * 60;

const cardDeclineKey = (userId: string, quoteId: string) => `card-declines:${userId}:${quoteId}`;

/**
 * Counts a card the processor declined for this person's held price: one atomic increment on
 * the shared counters (every API process sees the same count).
 */
export async function recordCardDecline(
  ctx: BookingPaymentPorts,
  userId: string,
  quoteId: string,
): Promise<number> {
  return ctx.rateLimiter.hit(
    cardDeclineKey(userId, quoteId),
    CARD_DECLINE_WINDOW_SECONDS,
    ctx.clock.now(),
  );
}

/** Refuses another card attempt on a held price that has had too many cards declined. */
export async function checkCardDeclines(
  ctx: BookingPaymentPorts,
  userId: string,
  quoteId: string,
  payment: BookingPayment,
): Promise<void> {
  if (!payment.cardToken) return;
  const declined = await ctx.rateLimiter.peek(
    cardDeclineKey(userId, quoteId),
    CARD_DECLINE_WINDOW_SECONDS,
    ctx.clock.now(),
  );
  if (declined >= MAX_DECLINED_CARDS_PER_QUOTE)
    throw new AppError('ExcessiveUserActivity', undefined, 'payment.cardToken', {
      declinedCards: declined,
    });
}
