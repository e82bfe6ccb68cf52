import type { IntlShape } from 'react-intl';
import type { CancellationPolicy } from '@wayfare/contracts/lodging';
import { formatTotal } from './format-money';

/** A hotel-local wall-clock time `YYYY-MM-DDTHH:mm` in the person's format ("Dec 12, 3:00 PM"). */
export function formatHotelLocalTime(intl: IntlShape, local: string): string {
  return intl.formatDate(`${local.slice(0, 16)}:00Z`, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/**
 * A stay's cancellation terms in the person's words and date format: the server sends the terms'
 * code and its tiers (`contracts/lodging.ts` `CancellationTermsSchema`), the catalogue holds the
 * sentence (`cancellation.*`, hotels area), and the dates, percents and amounts come from the tiers.
 */
export function sayCancellationTerms(
  intl: IntlShape,
  policy: CancellationPolicy,
  /**
   * `amounts: false` leaves the penalties' amounts out (a package's hotel part has no price of its
   * own to show: the hidden bundled rate; the server sends them as zero).
   */
  options: { amounts?: boolean } = {},
): string {
  const withAmounts = options.amounts ?? true;
  const [first, second] = policy.tiers;
  const until = first?.untilLocal ? formatHotelLocalTime(intl, first.untilLocal) : '';
  switch (policy.terms) {
    case 'NonRefundable':
      return intl.formatMessage({ id: 'cancellation.none' });
    case 'PartialRefundBeforeCheckIn':
      return intl.formatMessage(
        { id: 'cancellation.partial' },
        { until, percent: 100 - (first?.penaltyPercent ?? 0) },
      );
    case 'PartialRefundBeforeDeadline':
      return intl.formatMessage(
        { id: 'cancellation.partialDeadline' },
        { until, percent: 100 - (first?.penaltyPercent ?? 0) },
      );
    case 'RefundableRoom':
      return intl.formatMessage(
        { id: 'cancellation.refundableRoom' },
        { until, percent: policy.refundPercent ?? 0 },
      );
    case 'FreeCancellation': {
      const after =
        second?.penaltyKind === 'FirstNight'
          ? withAmounts
            ? intl.formatMessage(
                { id: 'cancellation.after.FirstNight' },
                { amount: formatTotal(intl, second.penalty) },
              )
            : intl.formatMessage({ id: 'cancellation.after.FirstNightOnly' })
          : second?.penaltyKind === 'Percent'
            ? withAmounts
              ? intl.formatMessage(
                  { id: 'cancellation.after.Percent' },
                  { percent: second.penaltyPercent, amount: formatTotal(intl, second.penalty) },
                )
              : intl.formatMessage(
                  { id: 'cancellation.after.PercentOnly' },
                  { percent: second.penaltyPercent },
                )
            : intl.formatMessage({ id: 'cancellation.after.FullStay' });
      return intl.formatMessage({ id: 'cancellation.free' }, { until, after });
    }
  }
}
