import { useIntl } from 'react-intl';
import type { Money } from '@wayfare/contracts/money';
import type { RewardsCurrency } from '@wayfare/contracts/rewards';
import { formatRewardAmount } from '@wayfare/domain/display-rules';
import { formatTotal } from '../format/format-money';

export interface SummaryPayment {
  /** `TravelOffer`: a tenant travel offer taken off what is charged (issue 23). */
  source: 'UserCard' | 'Rewards' | 'TravelWallet' | 'AncillaryCredit' | 'TravelOffer';
  amount: Money;
}

/** The paid-with lines under a total: travel credit and rewards taken off, the rest on the card. */
export function PaymentLines({
  payments,
  rewardsCurrency,
}: {
  payments: readonly SummaryPayment[];
  rewardsCurrency: RewardsCurrency | null;
}) {
  const intl = useIntl();
  return (
    <>
      {payments.map((payment) => (
        <div key={payment.source} className="wf-booking-payment-line">
          <dt>{intl.formatMessage({ id: `booking.source.${payment.source}` })}</dt>
          <dd>
            {payment.source === 'UserCard'
              ? formatTotal(intl, payment.amount)
              : `−${formatTotal(intl, payment.amount)}`}
            {payment.source === 'Rewards' && rewardsCurrency === 'miles' ? (
              <span className="wf-block wf-field-description">
                {intl.formatMessage(
                  { id: 'booking.summary.milesUsed' },
                  {
                    amount: formatRewardAmount(payment.amount.amountMinor, 'miles', intl.locale),
                  },
                )}
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </>
  );
}
