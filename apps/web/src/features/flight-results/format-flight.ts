import type { IntlShape } from 'react-intl';
import type { Money } from '@wayfare/contracts/money';
import type { Penalty } from '@wayfare/contracts/flights';
import { roundFareForDisplay, selectMinorUnitsPerMajor } from '@wayfare/domain/display-rules';

/** A fare as shown: rounded to whole units (spec §9), e.g. "$346". */
export function formatFare(intl: IntlShape, money: Money): string {
  const { amount, currency } = roundFareForDisplay(money);
  return intl.formatNumber(amount, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
}

/** A total as shown: two decimals (spec §9 "Totals shown with 2 decimals"). */
export function formatTotal(intl: IntlShape, money: Money): string {
  const perMajor = selectMinorUnitsPerMajor(money.currency);
  const digits = perMajor === 1 ? 0 : 2;
  return intl.formatNumber(money.amountMinor / perMajor, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** A fee or charge: exact, without trailing zero cents ("$75", "$37.50"). */
export function formatCharge(intl: IntlShape, money: Money): string {
  const perMajor = selectMinorUnitsPerMajor(money.currency);
  const isWhole = money.amountMinor % perMajor === 0;
  return intl.formatNumber(money.amountMinor / perMajor, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: isWhole ? 0 : 2,
    maximumFractionDigits: isWhole ? 0 : 2,
  });
}

/** A local wall-clock time `YYYY-MM-DDTHH:mm` as "7:45 AM", never shifted by a time zone. */
export function formatLocalTime(intl: IntlShape, localDateTime: string): string {
  return intl.formatTime(`${localDateTime.slice(0, 16)}:00Z`, { timeZone: 'UTC' });
}

/** A calendar date `YYYY-MM-DD` as "Thu, Dec 10". */
export function formatIsoDate(intl: IntlShape, isoDate: string): string {
  return intl.formatDate(`${isoDate.slice(0, 10)}T12:00:00Z`, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function formatDuration(intl: IntlShape, minutes: number): string {
  return intl.formatMessage(
    { id: 'itinerary.duration' },
    { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
  );
}

/** Restrictions in plain words: "Free changes", "Changes cost $75", "Not changeable", … */
export function formatPenalty(
  intl: IntlShape,
  kind: 'change' | 'cancel',
  penalty: Penalty,
): string {
  if (penalty.kind === 'WithFee' && penalty.fee) {
    return intl.formatMessage(
      { id: `penalty.${kind}.WithFee` },
      { fee: formatCharge(intl, penalty.fee) },
    );
  }
  const shownKind = penalty.kind === 'WithFee' ? 'Unknown' : penalty.kind;
  return intl.formatMessage({ id: `penalty.${kind}.${shownKind}` }, { fee: '' });
}
