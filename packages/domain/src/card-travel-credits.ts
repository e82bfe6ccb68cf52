/*
 * Card travel credits (issue 23; spec §9 constants, §5 "Credit eligibility depends on card tier and
 * an account open and in good standing", "Travel credits are restored on purchase cancel if not
 * expired"). Pure: the card, its account and the time come in; the scheduled work and the
 * cancellation write what these rules decide.
 */

/** The card tiers that carry a travel credit; other cards carry none. */
export type CardCreditTier = 'top' | 'travel' | 'entry';

/** What a card travel credit is in the wallet (`wallet_credits.kind`). */
export type CardTravelCreditKind = 'AnnualTravelCredit' | 'TravelCardCredit' | 'EntryTravelCredit';

/** Spec §6 / §5: an account is open and in good standing, closed, or delinquent (not in good standing). */
export type AccountStanding = 'Open' | 'Closed' | 'Delinquent';

/** Spec §4 statement credit events, as the state a credit is in now. */
export type CardTravelCreditState = 'created' | 'redeemed' | 'expired' | 'canceled';

/** Spec §9: $300 a year for the top tier. */
export const ANNUAL_TRAVEL_CREDIT_MINOR = 30_000;
/** Spec §9: $250 one-time for the travel card, expiring one year after it is granted. */
export const TRAVEL_CARD_CREDIT_MINOR = 25_000;
/** Spec §9: $100 one-time for entry cards, expiring at the end of the first card-member year. */
export const ENTRY_CARD_CREDIT_MINOR = 10_000;
/** The period of a one-time credit: there is only ever one per card. */
export const ONE_TIME_PERIOD = 'once';

const TIER_BY_PRODUCT: Readonly<Record<string, CardCreditTier>> = {
  VentureX: 'top',
  VentureXBusiness: 'top',
  Venture: 'travel',
  VentureOne: 'entry',
};

/** The card products that carry a travel credit. */
export const CARD_CREDIT_PRODUCTS: readonly string[] = Object.keys(TIER_BY_PRODUCT);

const KIND_BY_TIER: Record<CardCreditTier, CardTravelCreditKind> = {
  top: 'AnnualTravelCredit',
  travel: 'TravelCardCredit',
  entry: 'EntryTravelCredit',
};

/** The tier of a card product, or null for a card without a travel credit. */
export function findCardCreditTier(productId: string): CardCreditTier | null {
  return TIER_BY_PRODUCT[productId] ?? null;
}

export function isCardTravelCreditKind(kind: string): kind is CardTravelCreditKind {
  return (
    kind === 'AnnualTravelCredit' || kind === 'TravelCardCredit' || kind === 'EntryTravelCredit'
  );
}

/** Spec §5: only an account open and in good standing earns, keeps and spends credits. */
export function isAccountInGoodStanding(standing: AccountStanding): boolean {
  return standing === 'Open';
}

/**
 * The same day and time `years` later, in UTC; 29 February becomes 28 February in a year without
 * it (a card-member anniversary never skips a year).
 */
export function addUtcYears(at: Date, years: number): Date {
  const year = at.getUTCFullYear() + years;
  const month = at.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(at.getUTCDate(), lastDay),
      at.getUTCHours(),
      at.getUTCMinutes(),
      at.getUTCSeconds(),
      at.getUTCMilliseconds(),
    ),
  );
}

/**
 * The card-member year holding `now`: from the last anniversary of the account's opening to the
 * next. An account whose opening is unknown (accounts from before issue 23) runs calendar years,
 * as the annual credit always had. Before the opening it is the first year.
 */
export function findCardMemberYear(
  openedAt: Date | null,
  now: Date,
): { start: Date; end: Date; index: number } {
  if (!openedAt) {
    const year = now.getUTCFullYear();
    return {
      start: new Date(Date.UTC(year, 0, 1)),
      end: new Date(Date.UTC(year + 1, 0, 1)),
      index: 0,
    };
  }
  let index = Math.max(0, now.getUTCFullYear() - openedAt.getUTCFullYear());
  while (index > 0 && addUtcYears(openedAt, index).getTime() > now.getTime()) index -= 1;
  return { start: addUtcYears(openedAt, index), end: addUtcYears(openedAt, index + 1), index };
}

export interface CardAccountFacts {
  productId: string;
  openedAt: Date | null;
  standing: AccountStanding;
}

export interface CardTravelCreditGrant {
  kind: CardTravelCreditKind;
  tier: CardCreditTier;
  /** A card-member year's starting year ("2026"), or `once`: unique per card and kind. */
  period: string;
  amountMinor: number;
  grantedAt: Date;
  expiresAt: Date;
}

export type CardTravelCreditDecision =
  | { ok: true; grant: CardTravelCreditGrant }
  | { ok: false; code: 'NoTravelCredit' | 'AccountNotInGoodStanding' | 'CreditPeriodOver' };

/**
 * The credit a card should hold at `now`: the top tier's credit for the card-member year holding
 * `now` (expiring at its end); the travel card's one-time credit (one year from its grant at
 * `now`); an entry card's one-time credit (expiring at the end of the first card-member year, so
 * none once that is over). Nothing for other cards or an account not in good standing. Granting
 * the same decision twice is one credit: the period names it.
 */
export function decideCardTravelCredit(
  account: CardAccountFacts,
  now: Date,
): CardTravelCreditDecision {
  const tier = findCardCreditTier(account.productId);
  if (!tier) return { ok: false, code: 'NoTravelCredit' };
  if (!isAccountInGoodStanding(account.standing))
    return { ok: false, code: 'AccountNotInGoodStanding' };
  const kind = KIND_BY_TIER[tier];
  if (tier === 'top') {
    const year = findCardMemberYear(account.openedAt, now);
    return {
      ok: true,
      grant: {
        kind,
        tier,
        period: String(year.start.getUTCFullYear()),
        amountMinor: ANNUAL_TRAVEL_CREDIT_MINOR,
        grantedAt: year.start.getTime() > now.getTime() ? now : year.start,
        expiresAt: year.end,
      },
    };
  }
  // One-time credits are for new card members: an account opened before issue 23 (no opening
  // date) had its chance.
  if (!account.openedAt) return { ok: false, code: 'CreditPeriodOver' };
  const grantedAt = now;
  const expiresAt =
    tier === 'travel' ? addUtcYears(grantedAt, 1) : addUtcYears(account.openedAt, 1);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, code: 'CreditPeriodOver' };
  return {
    ok: true,
    grant: {
      kind,
      tier,
      period: ONE_TIME_PERIOD,
      amountMinor: tier === 'travel' ? TRAVEL_CARD_CREDIT_MINOR : ENTRY_CARD_CREDIT_MINOR,
      grantedAt,
      expiresAt,
    },
  };
}

export interface CardTravelCreditFacts {
  grantedMinor: number;
  remainingMinor: number;
  /** When what is left can no longer be spent (null: never). */
  expiresAt: Date | null;
  /** What the scheduled work recorded, if it ended the credit. */
  endedState: 'Expired' | 'Canceled' | null;
}

/**
 * Spec §4 statement credit: canceled or expired once recorded or due, redeemed once nothing is
 * left, created while something is left to spend.
 */
export function selectCardTravelCreditState(
  credit: CardTravelCreditFacts,
  now: Date,
): CardTravelCreditState {
  if (credit.endedState === 'Canceled') return 'canceled';
  if (credit.endedState === 'Expired') return 'expired';
  if (credit.expiresAt && credit.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (credit.remainingMinor <= 0) return 'redeemed';
  return 'created';
}

/** Whether the scheduled work should record a credit's end now, and which. */
export function decideCardTravelCreditEnd(
  credit: CardTravelCreditFacts,
  standing: AccountStanding,
  now: Date,
): 'Expired' | 'Canceled' | null {
  if (credit.endedState) return null;
  if (credit.expiresAt && credit.expiresAt.getTime() <= now.getTime()) return 'Expired';
  if (!isAccountInGoodStanding(standing) && credit.remainingMinor > 0) return 'Canceled';
  return null;
}

export type TravelCreditRestore =
  { restore: true } | { restore: false; reason: 'expired' | 'canceled' };

/**
 * Spec §5: a cancelled purchase gives the travel credit it spent back only while the credit has
 * not expired (at its expiry it has) nor been canceled with its account; otherwise that part is
 * forfeited, not refunded to the card.
 */
export function decideTravelCreditRestore(
  credit: Pick<CardTravelCreditFacts, 'expiresAt' | 'endedState'>,
  cancelAt: Date,
): TravelCreditRestore {
  if (credit.endedState === 'Canceled') return { restore: false, reason: 'canceled' };
  if (
    credit.endedState === 'Expired' ||
    (credit.expiresAt && credit.expiresAt.getTime() <= cancelAt.getTime())
  )
    return { restore: false, reason: 'expired' };
  return { restore: true };
}
