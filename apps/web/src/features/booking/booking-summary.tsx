import { useIntl } from 'react-intl';
import type { CabinClass, FlightOffer } from '@wayfare/contracts/flights';
import type { Money } from '@wayfare/contracts/money';
import type { RewardsCurrency } from '@wayfare/contracts/rewards';
import { formatRewardAmount } from '@wayfare/domain/display-rules';
import { formatDuration, formatIsoDate, formatLocalTime } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import { HoldCountdown } from '../../components/hold-countdown';
import { PaymentLines, type SummaryPayment } from '../../components/payment-lines';
import { PriceDropIncluded } from '../../components/price-drop-included';
import { sumAddOnsMinor } from './flight-add-ons';

export interface BookingSummaryProps {
  offer: FlightOffer;
  /** The total to pay, when the person accepted a new price after the quote. */
  totalMinor?: number;
  payments: readonly SummaryPayment[];
  rewardsCurrency: RewardsCurrency | null;
  earn: { value: number; currency: RewardsCurrency } | null;
  /** Cancel for any reason, when added (issue 18): a line of its own, in the total. */
  cfarPremium?: Money | null;
  /** Change for any reason, when added (issue 18): a line of its own, in the total. */
  chfarPremium?: Money | null;
  /** Disruption assistance, when added (issue 20): its fee, a line of its own, in the total. */
  disruptionFee?: Money | null;
  expiresAt: string | null;
  now: () => number;
}

/** The trip and its price, beside the booking form (and on the confirmation). */
export function BookingSummary({
  offer,
  totalMinor,
  payments,
  rewardsCurrency,
  earn,
  cfarPremium = null,
  chfarPremium = null,
  disruptionFee = null,
  expiresAt,
  now,
}: BookingSummaryProps) {
  const intl = useIntl();
  const { pricing } = offer;
  const cabinLabel = (cabin: CabinClass) => intl.formatMessage({ id: `cabin.${cabin}` });
  // "Basic Economy · Basic economy" says it twice: a brand named after its cabin stands alone.
  const describeFare = (brand: string, cabin: string) =>
    brand.toLowerCase() === cabin.toLowerCase()
      ? brand
      : intl.formatMessage({ id: 'review.fare' }, { brand, cabin });
  const taxesAndFees: Money = {
    amountMinor: pricing.tax.amountMinor + pricing.fee.amountMinor,
    currency: pricing.grandTotal.currency,
  };
  const travelers =
    offer.passengers.ADT + offer.passengers.CNN + offer.passengers.INS + offer.passengers.INF;
  // A freeze's exercise pays less than today's price: the discount's total is what is paid.
  const { discount } = pricing;
  const fares = discount?.grandTotal ?? pricing.grandTotal;
  const addOnsMinor = sumAddOnsMinor({
    cancelForAnyReason: cfarPremium,
    changeForAnyReason: chfarPremium,
    disruptionAssistance: disruptionFee,
  });
  const payable = { ...fares, amountMinor: fares.amountMinor + addOnsMinor };
  return (
    <aside className="wf-card wf-booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">{intl.formatMessage({ id: 'booking.summary.title' })}</h2>
      <ol className="wf-booking-summary-slices">
        {offer.slices.map((slice, index) => {
          const fare = slice.fares[0];
          return (
            <li key={slice.itineraryId}>
              <strong>
                {intl.formatMessage(
                  { id: 'review.flight' },
                  { number: index + 1, origin: slice.origin, destination: slice.destination },
                )}
              </strong>
              <span className="wf-block">
                {formatIsoDate(intl, slice.departureTime)} ·{' '}
                {intl.formatMessage(
                  { id: 'itinerary.times' },
                  {
                    departure: formatLocalTime(intl, slice.departureTime),
                    arrival: formatLocalTime(intl, slice.arrivalTime),
                  },
                )}
                {slice.plusDays !== 0
                  ? ` (${intl.formatMessage({ id: 'itinerary.plusDays' }, { days: slice.plusDays })})`
                  : ''}
              </span>
              <span className="wf-block wf-field-description">
                {slice.segments
                  .map((s) => `${s.marketingAirline.code} ${s.marketingAirline.flightNumber}`)
                  .join(', ')}{' '}
                · {formatDuration(intl, slice.durationMinutes)} ·{' '}
                {slice.stops === 0
                  ? intl.formatMessage({ id: 'itinerary.nonStop' })
                  : intl.formatMessage({ id: 'itinerary.stops' }, { count: slice.stops })}
                {fare
                  ? ` · ${describeFare(fare.fareShelf.shortBrandName, cabinLabel(fare.cabinClass))}`
                  : ''}
              </span>
            </li>
          );
        })}
      </ol>
      <dl className="wf-booking-prices">
        <div>
          <dt>{intl.formatMessage({ id: 'booking.summary.base' }, { count: travelers })}</dt>
          <dd>{formatTotal(intl, pricing.base)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'booking.summary.taxes' })}</dt>
          <dd>{formatTotal(intl, taxesAndFees)}</dd>
        </div>
        {discount && discount.discountAmount.amountMinor > 0 ? (
          <div>
            <dt>{intl.formatMessage({ id: 'booking.summary.freezeCovers' })}</dt>
            <dd>−{formatTotal(intl, discount.discountAmount)}</dd>
          </div>
        ) : null}
        {cfarPremium ? (
          <div>
            <dt>{intl.formatMessage({ id: 'booking.summary.cfar' })}</dt>
            <dd>{formatTotal(intl, cfarPremium)}</dd>
          </div>
        ) : null}
        {chfarPremium ? (
          <div>
            <dt>{intl.formatMessage({ id: 'booking.summary.chfar' })}</dt>
            <dd>{formatTotal(intl, chfarPremium)}</dd>
          </div>
        ) : null}
        {disruptionFee ? (
          <div>
            <dt>{intl.formatMessage({ id: 'booking.summary.disruption' })}</dt>
            <dd>{formatTotal(intl, disruptionFee)}</dd>
          </div>
        ) : null}
        {totalMinor !== undefined && totalMinor !== payable.amountMinor ? (
          <div>
            <dt>{intl.formatMessage({ id: 'booking.summary.priceChange' })}</dt>
            <dd>
              {formatTotal(intl, {
                amountMinor: totalMinor - payable.amountMinor,
                currency: payable.currency,
              })}
            </dd>
          </div>
        ) : null}
        <div className="wf-booking-total">
          <dt>{intl.formatMessage({ id: 'review.total' })}</dt>
          <dd>
            {formatTotal(intl, {
              amountMinor: totalMinor ?? payable.amountMinor,
              currency: payable.currency,
            })}
          </dd>
        </div>
        <PaymentLines payments={payments} rewardsCurrency={rewardsCurrency} />
      </dl>
      <PriceDropIncluded booking={{ product: 'flight' }} />
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
