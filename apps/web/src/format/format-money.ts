import type { IntlShape } from 'react-intl';
import type { Money } from '@wayfare/contracts/money';
import { formatMoney, roundToWholeMajorUnits } from '@wayfare/domain/money-format';

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

/** A movement of money with its sign always shown: "+$12.00", "−$300.00" (a wallet statement). */
export function formatSignedTotal(intl: IntlShape, money: Money): string {
  return formatMoney(money, intl.locale, { signDisplay: 'always' });
}

/** Above this a calendar day’s fare is shortened ("$12.3K"): a day is about 46 px wide. */
const COMPACT_CALENDAR_FARE_FROM = 10_000;

/**
 * A fare under a calendar day (the flight search's fare calendar): whole units with the narrow
 * symbol ("$214", "214 $"), compact from ten thousand. Its full form (formatFare) is what the day
 * says to screen readers and what the results show.
 */
export function formatCalendarFare(intl: IntlShape, money: Money): string {
  return formatMoney(money, intl.locale, {
    precision: 'whole',
    currencyDisplay: 'narrowSymbol',
    ...(roundToWholeMajorUnits(money) >= COMPACT_CALENDAR_FARE_FROM
      ? { notation: 'compact' as const }
      : {}),
  });
}

/** A price difference in whole units with its sign: "+$42", "-$18" (a package's fares). */
export function formatFareDifference(intl: IntlShape, money: Money): string {
  return formatMoney(money, intl.locale, { precision: 'whole', signDisplay: 'always' });
}
