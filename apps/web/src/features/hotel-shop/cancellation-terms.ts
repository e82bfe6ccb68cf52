import type { IntlShape } from 'react-intl';
import type { CancellationPolicy } from '@wayfare/contracts/lodging';
import { formatTotal } from '../flight-results/format-flight';

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
 * A rate's cancellation terms in the person's words and date format, from its tiers (the
 * supplier's own description writes dates its way): free until when, what is charged after, and
 * what a partial refund gives back. Terms of another shape keep the supplier's description.
 */
export function sayCancellationTerms(intl: IntlShape, policy: CancellationPolicy): string {
  const [first, second] = policy.tiers;
  if (policy.refundability === 'NonRefundable')
    return intl.formatMessage({ id: 'cancellation.none' });
  if (policy.refundability === 'PartiallyRefundable' && first?.untilLocal) {
    return intl.formatMessage(
      { id: 'cancellation.partial' },
      {
        until: formatHotelLocalTime(intl, first.untilLocal),
        percent: 100 - first.penaltyPercent,
      },
    );
  }
  if (
    policy.refundability === 'FullyRefundable' &&
    first?.penaltyKind === 'None' &&
    first.untilLocal &&
    second
  ) {
    const after =
      second.penaltyKind === 'FirstNight'
        ? intl.formatMessage(
            { id: 'cancellation.after.FirstNight' },
            { amount: formatTotal(intl, second.penalty) },
          )
        : second.penaltyKind === 'Percent'
          ? intl.formatMessage(
              { id: 'cancellation.after.Percent' },
              { percent: second.penaltyPercent, amount: formatTotal(intl, second.penalty) },
            )
          : intl.formatMessage({ id: 'cancellation.after.FullStay' });
    return intl.formatMessage(
      { id: 'cancellation.free' },
      { until: formatHotelLocalTime(intl, first.untilLocal), after },
    );
  }
  return policy.description;
}
