import type { IntlShape } from 'react-intl';
import type { RewardsAccount } from '@wayfare/contracts/rewards';
import { formatMoney } from '@wayfare/domain/money-format';

/** Cash rewards are held in US cents. */
export const CASH_REWARDS_CURRENCY = 'USD';

/** Miles as "84,250 miles"; cash as "$1,234.56" (STYLE.md: format money only at the UI edge). */
export function formatRewardsBalance(
  intl: IntlShape,
  balance: RewardsAccount['rewardsBalance'],
): string {
  if (balance.currency === 'miles') {
    return intl.formatMessage({ id: 'rewards.miles' }, { count: balance.value });
  }
  return formatMoney({ amountMinor: balance.value, currency: CASH_REWARDS_CURRENCY }, intl.locale);
}
