import type { Money } from '@wayfare/contracts/money';
import type { RewardsCurrency } from '@wayfare/contracts/rewards';
import { CASH_REWARDS_CURRENCY, selectMinorUnitsPerMajor } from './display-rules';

/** The card a fare is priced in rewards with: its rewards currency and its name. */
export interface RewardsCard {
  currency: RewardsCurrency;
  productDisplayName: string;
}

/**
 * A fare's price in the card's rewards (spec §3 Fare `amount.rewards`): whole miles, or cash
 * rewards in US cents; `currencyDescription` names the rewards (the card's product name).
 */
export interface FareRewardsAmount {
  value: number;
  currency: RewardsCurrency;
  currencyDescription: string;
}

/** Miles and cash rewards both redeem at one US cent each (as payment-split.ts pays them). */
const REWARDS_UNITS_PER_US_CENT = 1;

/**
 * What a fare costs paid with the card's rewards, for display (spec §9: dollar rewards with two
 * decimals, other rewards rounded up; formatRewardAmount shows it). Rewards redeem against US
 * dollars only: a fare in another currency has no rewards price (null) rather than a made-up rate.
 */
export function priceFareInRewards(total: Money, card: RewardsCard): FareRewardsAmount | null {
  if (total.currency !== CASH_REWARDS_CURRENCY || total.amountMinor < 0) return null;
  const cents = (total.amountMinor * 100) / selectMinorUnitsPerMajor(total.currency);
  const units = cents * REWARDS_UNITS_PER_US_CENT;
  return {
    // Miles round up (a partial mile still has to be paid); cash keeps every cent.
    value: card.currency === 'miles' ? Math.ceil(units) : Math.round(units),
    currency: card.currency,
    currencyDescription: card.productDisplayName,
  };
}
