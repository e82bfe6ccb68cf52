import { useIntl } from 'react-intl';
import type { ExperienceQuoteResponse } from '@wayfare/contracts/experiences';
import type { RewardsCurrency } from '@wayfare/contracts/rewards';
import { formatRewardAmount } from '@wayfare/domain/display-rules';
import { formatZonedInstant } from '../format/format-dates';
import { ActivityTicketLines } from './activity-details';
import { HoldCountdown } from './hold-countdown';
import { PaymentLines, type SummaryPayment } from './payment-lines';

/** The experience as held, beside the booking form: slot, tickets, payment and earn. */
export function ExperienceSummary({
  quote,
  payments,
  rewardsCurrency,
  earn,
  expiresAt,
}: {
  quote: Pick<
    ExperienceQuoteResponse,
    'activity' | 'date' | 'startTime' | 'startsAt' | 'ticketName' | 'lines' | 'total'
  >;
  payments: readonly SummaryPayment[];
  rewardsCurrency: RewardsCurrency | null;
  earn: { value: number; currency: RewardsCurrency } | null;
  expiresAt: string | null;
}) {
  const intl = useIntl();
  return (
    <aside className="wf-card wf-booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">{intl.formatMessage({ id: 'activityBook.summary' })}</h2>
      <p>
        <strong>{quote.activity.title}</strong>
      </p>
      <p className="wf-field-description">
        {formatZonedInstant(intl, quote.startsAt, quote.activity.timeZone)} · {quote.ticketName}
      </p>
      <ActivityTicketLines lines={quote.lines} total={quote.total} />
      <dl className="wf-booking-prices">
        <PaymentLines payments={payments} rewardsCurrency={rewardsCurrency} />
      </dl>
      {earn && earn.value > 0 ? (
        <p className="wf-fare-earn">
          {intl.formatMessage(
            { id: earn.currency === 'miles' ? 'fare.earn.miles' : 'fare.earn.cash' },
            { amount: formatRewardAmount(earn.value, earn.currency, intl.locale) },
          )}
        </p>
      ) : null}
      {expiresAt ? <HoldCountdown expiresAt={expiresAt} now={Date.now} /> : null}
    </aside>
  );
}
