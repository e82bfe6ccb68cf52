import type {
  WalletCreditKind,
  WalletTransactionState,
  WalletTransactionType,
} from '@wayfare/contracts/travel-wallet';
import { isCardTravelCreditKind } from './card-travel-credits';

/*
 * The travel wallet's statement (issue 19; spec §4 travel-wallet transaction types): every credit
 * the person holds and every move of it, as one list whose sum is the balance. Pure: the credits,
 * their moves and the time come in.
 */

export type { WalletCreditKind, WalletTransactionState, WalletTransactionType };

export interface WalletCreditFacts {
  id: string;
  kind: WalletCreditKind;
  grantedMinor: number;
  /** The calendar year of an annual travel credit. */
  period: string;
  createdAt: Date;
  /** When what is left can no longer be spent; null: the kind's own rule (annual: year end). */
  expiresAt: Date | null;
  originBookingId: string | null;
  /**
   * A card travel credit canceled with its account (issue 23, card-travel-credits.ts): what was
   * left went out then. An expiry the scheduled work recorded needs nothing: the date says it.
   */
  canceledAt?: Date | null;
}

export interface WalletMoveFacts {
  id: string;
  creditId: string;
  bookingId: string;
  /** Negative: spent on a booking; positive: given back. */
  amountMinor: number;
  createdAt: Date;
  /** The booking is still being booked or waits for approval. */
  bookingPending: boolean;
}

export interface WalletTransactionFacts {
  id: string;
  type: WalletTransactionType;
  state: WalletTransactionState;
  /** Signed: + into the wallet, − out of it. */
  amountMinor: number;
  at: Date;
  creditId: string;
  /** The trip it came from or went to. */
  bookingId: string | null;
}

const CREATED: Record<WalletCreditKind, WalletTransactionType> = {
  AnnualTravelCredit: 'statement_credit_created',
  EntryTravelCredit: 'statement_credit_created',
  TravelCardCredit: 'statement_credit_created',
  PriceDropProtection: 'price_drop_protection',
  PriceMatch: 'price_match',
  TravelOffer: 'travel_offer',
};

/**
 * When what is left of a credit expires: its own date, else (an annual travel credit) the end of
 * its calendar year, in UTC; null when it never does.
 */
export function walletCreditExpiry(
  credit: Pick<WalletCreditFacts, 'expiresAt' | 'kind' | 'period'>,
): Date | null {
  if (credit.expiresAt) return credit.expiresAt;
  if (credit.kind !== 'AnnualTravelCredit') return null;
  const year = Number(credit.period);
  return Number.isInteger(year) ? new Date(Date.UTC(year + 1, 0, 1)) : null;
}

/** What deciding whether a credit can pay reads: its expiry rule and what is left of it. */
export type UsableCreditFacts = Pick<WalletCreditFacts, 'expiresAt' | 'kind' | 'period'> & {
  remainingMinor: number;
  /** A card travel credit's recorded end (issue 23): an ended credit pays nothing. */
  endedState?: 'Expired' | 'Canceled' | null;
};

/**
 * A credit can pay while something is left, it has not expired (at its expiry it has) and it was
 * not canceled with its account.
 */
export function isWalletCreditUsable(credit: UsableCreditFacts, now: Date): boolean {
  const expiry = walletCreditExpiry(credit);
  return (
    credit.remainingMinor > 0 &&
    !credit.endedState &&
    (expiry === null || now.getTime() < expiry.getTime())
  );
}

/** The credit a booking spends: a usable one, the one expiring soonest first (never-expiring last). */
export function chooseWalletCredit<C extends UsableCreditFacts>(
  credits: readonly C[],
  now: Date,
): C | undefined {
  const expiryOf = (c: C) => walletCreditExpiry(c)?.getTime() ?? Number.POSITIVE_INFINITY;
  return credits
    .filter((c) => isWalletCreditUsable(c, now))
    .reduce<C | undefined>(
      (best, c) => (best && expiryOf(best) <= expiryOf(c) ? best : c),
      undefined,
    );
}

/**
 * Every transaction of the wallet, newest first: each credit's creation (an annual credit is a
 * statement credit created, a price drop or price match credit its own type), each move of it (a
 * spend is a redemption, money given back a refund; pending while its booking is), and, once a
 * credit has expired with something left, that remainder going out (statement credit expired, or
 * expired). The remainder is the credit less its moves, so the list always sums to the balance.
 */
export function listWalletTransactions(
  credits: readonly WalletCreditFacts[],
  moves: readonly WalletMoveFacts[],
  now: Date,
): WalletTransactionFacts[] {
  const out: WalletTransactionFacts[] = [];
  for (const credit of credits) {
    out.push({
      id: `${credit.id}:created`,
      type: CREATED[credit.kind],
      state: 'Completed',
      amountMinor: credit.grantedMinor,
      at: credit.createdAt,
      creditId: credit.id,
      bookingId: credit.originBookingId,
    });
    let left = credit.grantedMinor;
    for (const move of moves) {
      if (move.creditId !== credit.id || move.amountMinor === 0) continue;
      left += move.amountMinor;
      out.push({
        id: move.id,
        type: move.amountMinor < 0 ? 'redemption' : 'refund',
        state: move.bookingPending ? 'Pending' : 'Completed',
        amountMinor: move.amountMinor,
        at: move.createdAt,
        creditId: credit.id,
        bookingId: move.bookingId,
      });
    }
    const expiry = walletCreditExpiry(credit);
    const statementCredit = isCardTravelCreditKind(credit.kind);
    const canceledAt = credit.canceledAt ?? null;
    if (
      canceledAt &&
      canceledAt.getTime() <= now.getTime() &&
      (!expiry || canceledAt.getTime() < expiry.getTime()) &&
      left > 0
    )
      out.push({
        id: `${credit.id}:canceled`,
        type: statementCredit ? 'statement_credit_canceled' : 'canceled',
        state: 'Completed',
        amountMinor: -left,
        at: canceledAt,
        creditId: credit.id,
        bookingId: null,
      });
    else if (expiry && expiry.getTime() <= now.getTime() && left > 0)
      out.push({
        id: `${credit.id}:expired`,
        type: statementCredit ? 'statement_credit_expired' : 'expired',
        state: 'Completed',
        amountMinor: -left,
        at: expiry,
        creditId: credit.id,
        bookingId: null,
      });
  }
  return out.sort((a, b) => b.at.getTime() - a.at.getTime() || a.id.localeCompare(b.id));
}

/** The balance is the sum of the statement: what came in less what went out (pending included). */
export function computeWalletBalance(
  transactions: readonly Pick<WalletTransactionFacts, 'amountMinor'>[],
): number {
  return transactions.reduce((sum, t) => sum + t.amountMinor, 0);
}
