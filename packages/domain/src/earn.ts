import type { CardEarn } from '@wayfare/contracts/hotel-shop';
import type { Money } from '@wayfare/contracts/money';
import type { EarnRates, RewardsCurrency } from '@wayfare/contracts/rewards';
import type { CardProduct } from '@wayfare/contracts/tenant';
import { computeEarnOnFare, type RewardEarn } from './display-rules';

/** Earn display (spec §1): a multiplier with X for miles, a percent for cash. Rates are hundredths. */
export function formatEarnRate(rateHundredths: number, currency: RewardsCurrency): string {
  const whole = Math.trunc(rateHundredths / 100);
  const fraction = rateHundredths % 100;
  const text =
    fraction === 0
      ? String(whole)
      : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
  return currency === 'miles' ? `${text}X` : `${text}%`;
}

export type EarnGreeting =
  | { kind: 'ventureXBusiness'; flights: string; hotelsAndCars: string }
  | { kind: 'hotelsAndCars'; hotelsAndCars: string; flights: string; currency: RewardsCurrency }
  | { kind: 'flat'; everything: string; currency: RewardsCurrency };

/**
 * The rewards-earn greeting for a card (spec §1). Venture X Business has its own message
 * (2X flights, 5X hotels and cars); other cards name their hotel-and-car rate and flight rate,
 * or one rate when every category earns the same.
 */
export function selectEarnGreeting(
  productId: CardProduct,
  earnRates: EarnRates,
  currency: RewardsCurrency,
): EarnGreeting {
  if (productId === 'VentureXBusiness') {
    return {
      kind: 'ventureXBusiness',
      flights: formatEarnRate(earnRates.flights, currency),
      hotelsAndCars: formatEarnRate(Math.min(earnRates.hotels, earnRates.cars), currency),
    };
  }
  const { flights, hotels, cars } = earnRates;
  if (flights === hotels && hotels === cars) {
    return { kind: 'flat', everything: formatEarnRate(flights, currency), currency };
  }
  return {
    kind: 'hotelsAndCars',
    hotelsAndCars: formatEarnRate(Math.min(hotels, cars), currency),
    flights: formatEarnRate(flights, currency),
    currency,
  };
}

export interface EarnCardAccount {
  accountReferenceId: string;
  currency: RewardsCurrency;
  earnRates: EarnRates;
}

/**
 * What a price earns on each of the person's cards, in their order, at the card's rate for the
 * category (hotels for a stay). The same rounding as every other earn (computeEarnOnFare).
 */
export function listCardEarns(
  total: Money,
  accounts: readonly EarnCardAccount[],
  category: keyof EarnRates,
): CardEarn[] {
  return accounts.map((account) => {
    const rateHundredths = account.earnRates[category];
    const earn = computeEarnOnFare(total, rateHundredths, account.currency);
    return {
      accountReferenceId: account.accountReferenceId,
      value: earn.value,
      currency: earn.currency,
      rateHundredths,
    };
  });
}

/**
 * The card whose rewards a booking earns on: the account the person redeems from, else their
 * first card (the one the portal greets them with). Server and booking page choose alike.
 */
export function selectEarnAccount<A extends { accountReferenceId: string }>(
  accounts: readonly A[],
  redeemingAccountReferenceId: string | null | undefined,
): A | undefined {
  return accounts.find((a) => a.accountReferenceId === redeemingAccountReferenceId) ?? accounts[0];
}

/**
 * The one earn of a booking, for every product (flights, stays and the products still to come):
 * earned on what the card pays, never on the rewards, travel credit or airline credit that paid
 * the rest, at the account's rate for the category, with computeEarnOnFare's rounding (miles
 * rounded up, cash to the cent half up). Null without a card account to earn on.
 */
export function computeBookingEarn(
  cardPaid: Money,
  account: EarnCardAccount | undefined,
  category: keyof EarnRates,
): RewardEarn | null {
  if (!account) return null;
  return computeEarnOnFare(cardPaid, account.earnRates[category], account.currency);
}
