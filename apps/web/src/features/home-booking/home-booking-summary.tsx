import { useIntl } from 'react-intl';
import type { HomePriceBreakdown, HomeStayRequest } from '@wayfare/contracts/home-booking';
import type { HomeSummary } from '@wayfare/contracts/homes';
import type { RewardsCurrency } from '@wayfare/contracts/rewards';
import { formatRewardAmount } from '@wayfare/domain/display-rules';
import { HoldCountdown } from '../../components/hold-countdown';
import { HomePriceLines } from '../../components/home-stay';
import { HotelImage } from '../../components/hotel-image';
import { PaymentLines, type SummaryPayment } from '../../components/payment-lines';
import { formatClockTime, formatIsoDate } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import './home-booking.css';

export interface HomeBookingSummaryProps {
  home: HomeSummary;
  stay: HomeStayRequest;
  pricing: HomePriceBreakdown;
  /** The total charged, when the person accepted a new price after the quote. */
  chargedMinor?: number;
  payments: readonly SummaryPayment[];
  rewardsCurrency: RewardsCurrency | null;
  earn: { value: number; currency: RewardsCurrency } | null;
  expiresAt: string | null;
  now: () => number;
}

/** The home, the stay and its price broken down, beside the booking form and on the confirmation. */
export function HomeBookingSummary({
  home,
  stay,
  pricing,
  chargedMinor,
  payments,
  rewardsCurrency,
  earn,
  expiresAt,
  now,
}: HomeBookingSummaryProps) {
  const intl = useIntl();
  const charged = chargedMinor ?? pricing.total.amountMinor;
  return (
    <aside className="wf-card wf-booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">{intl.formatMessage({ id: 'homeBook.summary.title' })}</h2>
      <div className="wf-hotel-summary-head">
        <HotelImage src={home.imageSvg} className="wf-home-summary-image" />
        <div>
          <p>
            <strong>{home.title}</strong>
          </p>
          <p className="wf-field-description">
            {intl.formatMessage({ id: `homeType.${home.propertyType}` })} · {home.city}
          </p>
        </div>
      </div>
      <dl className="wf-booking-prices">
        <div>
          <dt>{intl.formatMessage({ id: 'homeBook.summary.checkIn' })}</dt>
          <dd>
            {formatIsoDate(intl, stay.checkInDate)}, {formatClockTime(intl, home.rules.checkInTime)}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'homeBook.summary.checkOut' })}</dt>
          <dd>
            {formatIsoDate(intl, stay.checkOutDate)},{' '}
            {formatClockTime(intl, home.rules.checkOutTime)}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'homeBook.summary.party' })}</dt>
          <dd>
            {intl.formatMessage(
              { id: 'homeBook.summary.partyValue' },
              { guests: stay.adults + stay.children, pets: stay.pets },
            )}
          </dd>
        </div>
      </dl>
      <HomePriceLines pricing={pricing} />
      {charged !== pricing.total.amountMinor || payments.length > 0 ? (
        <dl className="wf-booking-prices">
          {charged !== pricing.total.amountMinor ? (
            <div className="wf-booking-total">
              <dt>{intl.formatMessage({ id: 'homeBook.summary.charged' })}</dt>
              <dd>
                {formatTotal(intl, { amountMinor: charged, currency: pricing.total.currency })}
              </dd>
            </div>
          ) : null}
          <PaymentLines payments={payments} rewardsCurrency={rewardsCurrency} />
        </dl>
      ) : null}
      {earn && earn.value > 0 ? (
        <p className="wf-fare-earn">
          {intl.formatMessage(
            { id: earn.currency === 'miles' ? 'fare.earn.miles' : 'fare.earn.cash' },
            { amount: formatRewardAmount(earn.value, earn.currency, intl.locale) },
          )}
        </p>
      ) : null}
      {expiresAt ? <HoldCountdown expiresAt={expiresAt} now={now} /> : null}
    </aside>
  );
}
