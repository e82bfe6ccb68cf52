import type { RewardsCurrency } from '@wayfare/contracts/rewards';

/**
 * The person's card, as the shop shows it on each fare: its flights earn rate (hundredths), its
 * rewards currency and its name (the fare's price in rewards is described by it).
 */
export interface EarnCard {
  flightsRateHundredths: number;
  currency: RewardsCurrency;
  productDisplayName: string;
}
