import { useIntl } from 'react-intl';
import type { CarChosenExtra, CarPriceBreakdown, CarRental } from '@wayfare/contracts/cars';
import type { PayTiming } from '@wayfare/contracts/lodging';
import type { RewardsCurrency } from '@wayfare/contracts/rewards';
import { formatRewardAmount } from '@wayfare/domain/display-rules';
import { CarImage } from '../../components/car-facts';
import { HoldCountdown } from '../../components/hold-countdown';
import { PaymentLines, type SummaryPayment } from '../../components/payment-lines';
import { formatLocalDayTime } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import './car-booking.css';

export interface CarBookingSummaryProps {
  rental: CarRental;
  extras: readonly CarChosenExtra[];
  pricing: CarPriceBreakdown;
  payTiming: PayTiming;
  /** The total charged now, when the person accepted a new price after the quote. */
  payNowMinor?: number;
  payments: readonly SummaryPayment[];
  rewardsCurrency: RewardsCurrency | null;
  earn: { value: number; currency: RewardsCurrency } | null;
  expiresAt: string | null;
  now: () => number;
}

/** The car, its dates and its price, beside the car booking form and on the confirmation. */
export function CarBookingSummary({
  rental,
  extras,
  pricing,
  payTiming,
  payNowMinor,
  payments,
  rewardsCurrency,
  earn,
  expiresAt,
  now,
}: CarBookingSummaryProps) {
  const intl = useIntl();
  const { offer } = rental;
  const currency = pricing.total.currency;
  const payNow = payNowMinor ?? pricing.payNowTotal.amountMinor;
  return (
    <aside className="wf-card wf-booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">{intl.formatMessage({ id: 'carBook.summary.title' })}</h2>
      <div className="wf-hotel-summary-head">
        <CarImage svg={offer.imageSvg} size="small" />
        <div>
          <p>
            <strong>{offer.model}</strong>
          </p>
          <p className="wf-field-description">
            {intl.formatMessage({ id: `carClass.${offer.carClass}` })} · {offer.supplier.name}
          </p>
        </div>
      </div>
      <dl className="wf-booking-prices wf-car-summary-when">
        <div>
          <dt>{intl.formatMessage({ id: 'carCounter.pickUp' })}</dt>
          <dd>
            {formatLocalDayTime(intl, rental.pickUp.at)}
            <span className="wf-block wf-field-description">{rental.pickUp.location.name}</span>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'carCounter.dropOff' })}</dt>
          <dd>
            {formatLocalDayTime(intl, rental.dropOff.at)}
            <span className="wf-block wf-field-description">{rental.dropOff.location.name}</span>
          </dd>
        </div>
      </dl>
      <dl className="wf-booking-prices">
        {pricing.charges.map((charge, index) => (
          <div key={`${charge.type}-${String(index)}`}>
            <dt>{intl.formatMessage({ id: `carCharge.${charge.type}` })}</dt>
            <dd>{formatTotal(intl, charge.amount)}</dd>
          </div>
        ))}
        {extras.map((extra) => (
          <div key={extra.type}>
            <dt>
              {intl.formatMessage(
                { id: 'carBook.summary.extra' },
                {
                  name: intl.formatMessage({ id: `carExtra.${extra.type}` }),
                  quantity: extra.quantity,
                },
              )}
            </dt>
            <dd>{formatTotal(intl, extra.total)}</dd>
          </div>
        ))}
        <div className="wf-booking-total">
          <dt>{intl.formatMessage({ id: 'carShop.total' })}</dt>
          <dd data-testid="car-total">{formatTotal(intl, pricing.total)}</dd>
        </div>
        {payTiming === 'PayNow' ? (
          <div className="wf-booking-total">
            <dt>{intl.formatMessage({ id: 'carBook.summary.payNow' })}</dt>
            <dd data-testid="pay-now">{formatTotal(intl, { amountMinor: payNow, currency })}</dd>
          </div>
        ) : null}
        <PaymentLines payments={payments} rewardsCurrency={rewardsCurrency} />
        {pricing.payAtCounterTotal.amountMinor > 0 ? (
          <div>
            <dt>{intl.formatMessage({ id: 'carBook.summary.atCounter' })}</dt>
            <dd data-testid="due-at-counter">{formatTotal(intl, pricing.payAtCounterTotal)}</dd>
          </div>
        ) : null}
      </dl>
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
