import type { RewardsCurrency } from '@wayfare/contracts/rewards';

/** The card whose earn is shown on each fare: its flights rate (hundredths) and rewards currency. */
export interface EarnCard {
  flightsRateHundredths: number;
  currency: RewardsCurrency;
}
