import type { RewardsAccount } from '@wayfare/contracts/rewards';
import { selectEarnGreeting } from '@wayfare/domain/earn';
import type { MessageId } from '../i18n/messages-en';

export interface EarnGreetingMessage {
  id: MessageId;
  values: Record<string, string>;
}

/** The catalogue message for a card's rewards-earn greeting (spec §1), chosen by card product. */
export function selectEarnGreetingMessage(
  account: Pick<RewardsAccount, 'productId' | 'earnRates' | 'currency'>,
): EarnGreetingMessage {
  const greeting = selectEarnGreeting(account.productId, account.earnRates, account.currency);
  switch (greeting.kind) {
    case 'ventureXBusiness':
      return {
        id: 'earn.ventureXBusiness',
        values: { flights: greeting.flights, hotelsAndCars: greeting.hotelsAndCars },
      };
    case 'hotelsAndCars':
      return {
        id: greeting.currency === 'miles' ? 'earn.miles.split' : 'earn.cash.split',
        values: { hotelsAndCars: greeting.hotelsAndCars, flights: greeting.flights },
      };
    case 'flat':
      return { id: 'earn.flat', values: { everything: greeting.everything } };
  }
}
