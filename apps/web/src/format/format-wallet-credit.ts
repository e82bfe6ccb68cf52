import type { IntlShape } from 'react-intl';
import type { WalletCredit } from '@wayfare/contracts/flight-booking';

/** A travel-wallet credit's name in the page's language ("Venture X annual travel credit"). */
export function sayWalletCredit(
  intl: IntlShape,
  credit: Pick<WalletCredit, 'kind' | 'productName'>,
): string {
  return intl.formatMessage({ id: `walletCredit.${credit.kind}` }, { product: credit.productName });
}
