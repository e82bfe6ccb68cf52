import type { IntlShape } from 'react-intl';
import type { Money } from '@wayfare/contracts/money';
import { formatMoney } from '@wayfare/domain/money-format';

/** A fare as shown: rounded to whole units (spec §9), e.g. "$346". */
export function formatFare(intl: IntlShape, money: Money): string {
  return formatMoney(money, intl.locale, { precision: 'whole' });
}

/** A total as shown: the currency's minor digits (spec §9 "Totals shown with 2 decimals"; ¥ none). */
export function formatTotal(intl: IntlShape, money: Money): string {
  return formatMoney(money, intl.locale);
}

/** A fee or charge: exact, without trailing zero cents ("$75", "$37.50"). */
export function formatCharge(intl: IntlShape, money: Money): string {
  return formatMoney(money, intl.locale, { precision: 'trimmed' });
}
