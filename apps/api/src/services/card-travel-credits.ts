import type { CardTravelCredit } from '@wayfare/contracts/card-travel-credits';
import {
  CARD_CREDIT_PRODUCTS,
  decideCardTravelCredit,
  isCardTravelCreditKind,
  selectCardTravelCreditState,
} from '@wayfare/domain/card-travel-credits';
import { walletCreditExpiry } from '@wayfare/domain/travel-wallet';
import type { WalletCreditRecord } from '@wayfare/store/repositories/booking-ledger-repository';
import type { CardTravelCreditsRepository } from '@wayfare/store/repositories/card-travel-credits-repository';
import type { Clock } from '../clock';

/** The recurring sweep's job kind (jobs/scheduled-work.ts). */
export const CARD_TRAVEL_CREDITS_JOB = 'card-travel-credits';
/** How often the sweep runs (real time); it decides on the travel clock. */
export const CARD_TRAVEL_CREDITS_EVERY_MS = 60_000;

export interface CardTravelCreditPorts {
  /** Trip rules' clock: anniversaries and expiries are on the sandbox's travel clock. */
  travelClock: Clock;
  repos: { cardTravelCredits: CardTravelCreditsRepository };
}

/**
 * The scheduled work of card travel credits (issue 23), idempotent and safe in any number of
 * processes: grants each card's credit for the period holding now (a card-member year's on its
 * anniversary, a new card member's one-time credit), once per card and period by the unique
 * index; records credits whose date came as expired; cancels what is left of credits on accounts
 * closed or not in good standing. Answers what it did.
 */
export async function sweepCardTravelCredits(
  ports: CardTravelCreditPorts,
): Promise<{ granted: number; expired: number; canceled: number }> {
  const now = ports.travelClock.now();
  const repo = ports.repos.cardTravelCredits;
  let granted = 0;
  for (const account of await repo.listCardAccounts(CARD_CREDIT_PRODUCTS)) {
    const decision = decideCardTravelCredit(account, now);
    if (!decision.ok) continue;
    const { grant } = decision;
    const wrote = await repo.grantCardTravelCredit({
      accountReferenceId: account.accountReferenceId,
      userId: account.userId,
      kind: grant.kind,
      label: `${account.productDisplayName} travel credit`,
      period: grant.period,
      amountMinor: grant.amountMinor,
      grantedAt: grant.grantedAt,
      expiresAt: grant.expiresAt,
    });
    if (wrote) granted += 1;
  }
  const expired = (await repo.expireDueCredits(now)).length;
  const canceled = (await repo.cancelCreditsOfAccountsNotInGoodStanding(now)).length;
  return { granted, expired, canceled };
}

/** A card travel credit as the credits page shows it; null for other wallet credits. */
export function toCardTravelCredit(c: WalletCreditRecord, now: Date): CardTravelCredit | null {
  if (!isCardTravelCreditKind(c.kind)) return null;
  const expiresAt = walletCreditExpiry(c);
  return {
    id: c.id,
    kind: c.kind,
    state: selectCardTravelCreditState({ ...c, expiresAt }, now),
    amount: { amountMinor: c.grantedMinor, currency: 'USD' },
    remaining: { amountMinor: c.remainingMinor, currency: 'USD' },
    grantedAt: c.createdAt.toISOString(),
    expiresAt: expiresAt?.toISOString() ?? null,
    canceledAt: c.endedState === 'Canceled' && c.endedAt ? c.endedAt.toISOString() : null,
    card: {
      accountReferenceId: c.accountReferenceId,
      productName: c.productDisplayName,
      lastFour: c.lastFour,
    },
  };
}
