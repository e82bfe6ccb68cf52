import { useIntl } from 'react-intl';
import type {
  HotelBookingHotel,
  HotelBookingRoom,
  HotelPriceBreakdown,
} from '@wayfare/contracts/hotel-booking';
import type { HotelStayRequest } from '@wayfare/contracts/lodging';
import type { Money } from '@wayfare/contracts/money';
import type { RewardsCurrency } from '@wayfare/contracts/rewards';
import { formatRewardAmount } from '@wayfare/domain/display-rules';
import { isRoomsLabelShown } from '@wayfare/domain/hotel-display';
import { HoldCountdown } from '../../components/hold-countdown';
import { PaymentLines, type SummaryPayment } from '../../components/payment-lines';
import { PriceDropIncluded } from '../../components/price-drop-included';
import { formatCharge, formatTotal } from '../../format/format-money';
import { formatClockTime, formatIsoDate } from '../../format/format-dates';
import { HotelImage } from '../../components/hotel-image';
import { HotelRatings } from '../../components/hotel-ratings';

export interface HotelBookingSummaryProps {
  hotel: HotelBookingHotel;
  stay: HotelStayRequest;
  nights: number;
  room: HotelBookingRoom;
  pricing: HotelPriceBreakdown;
  /** The total charged now, when the person accepted a new price after the quote. */
  payNowMinor?: number;
  payments: readonly SummaryPayment[];
  rewardsCurrency: RewardsCurrency | null;
  earn: { value: number; currency: RewardsCurrency } | null;
  expiresAt: string | null;
  now: () => number;
}

/** The stay and its price, beside the hotel booking form and on the confirmation. */
export function HotelBookingSummary({
  hotel,
  stay,
  nights,
  room,
  pricing,
  payNowMinor,
  payments,
  rewardsCurrency,
  earn,
  expiresAt,
  now,
}: HotelBookingSummaryProps) {
  const intl = useIntl();
  const currency = pricing.total.currency;
  const money = (amountMinor: number): Money => ({ amountMinor, currency });
  const chargedFees = pricing.fees.filter((f) => !f.isPaidAtProperty);
  // A price freeze's exercise pays less than today's price: the discount's total is what is paid.
  const { discount } = pricing;
  const payable = discount?.grandTotal.amountMinor ?? pricing.payNowTotal.amountMinor;
  const payNow = payNowMinor ?? payable;
  return (
    <aside className="wf-card wf-booking-summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">{intl.formatMessage({ id: 'hotelBook.summary.title' })}</h2>
      <div className="wf-hotel-summary-head">
        <HotelImage src={hotel.imageSvg} className="wf-hotel-summary-image" />
        <div>
          <p className="wf-hotel-summary-name">
            <strong>{hotel.name}</strong>
          </p>
          <HotelRatings hotel={hotel} />
          <p className="wf-field-description">{hotel.address}</p>
        </div>
      </div>
      <dl className="wf-booking-prices">
        <div>
          <dt>{intl.formatMessage({ id: 'hotelShop.checkIn' })}</dt>
          <dd>
            {formatIsoDate(intl, stay.checkInDate)} · {formatClockTime(intl, hotel.checkInTime)}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'hotelShop.checkOut' })}</dt>
          <dd>
            {formatIsoDate(intl, stay.checkOutDate)} · {formatClockTime(intl, hotel.checkOutTime)}
          </dd>
        </div>
      </dl>
      <p>
        <strong>{room.roomName}</strong>
        <span className="wf-block wf-field-description">{room.rateName}</span>
        <span className="wf-block wf-field-description">
          {intl.formatMessage(
            { id: 'hotelBook.summary.party' },
            {
              rooms: stay.rooms,
              showRooms: isRoomsLabelShown(stay.rooms) ? 'yes' : 'no',
              adults: stay.adults,
              children: stay.children,
              nights,
            },
          )}
        </span>
      </p>
      <dl className="wf-booking-prices">
        <div>
          <dt>
            {intl.formatMessage(
              { id: 'hotelShop.roomNights' },
              { nights, price: formatCharge(intl, pricing.perNightSellRate) },
            )}
          </dt>
          <dd>{formatTotal(intl, pricing.subtotal)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'hotelShop.taxes' })}</dt>
          <dd>{formatTotal(intl, pricing.taxes)}</dd>
        </div>
        {chargedFees.map((fee) => (
          <div key={fee.type}>
            <dt>{intl.formatMessage({ id: `feeType.${fee.type}` })}</dt>
            <dd>{formatTotal(intl, fee.amount)}</dd>
          </div>
        ))}
        {pricing.complimentaryNightDiscount ? (
          <div className="wf-booking-discount">
            <dt>{intl.formatMessage({ id: 'hotelBook.summary.fourthNight' })}</dt>
            <dd data-testid="complimentary-night">
              −{formatTotal(intl, pricing.complimentaryNightDiscount)}
            </dd>
          </div>
        ) : null}
        {pricing.refundablePremium ? (
          <div>
            <dt>{intl.formatMessage({ id: 'hotelBook.summary.refundablePremium' })}</dt>
            <dd>{formatTotal(intl, pricing.refundablePremium)}</dd>
          </div>
        ) : null}
        <div className="wf-booking-total">
          <dt>{intl.formatMessage({ id: 'hotelShop.total' })}</dt>
          <dd data-testid="stay-total">{formatTotal(intl, pricing.total)}</dd>
        </div>
        {discount && discount.discountAmount.amountMinor > 0 ? (
          <div className="wf-booking-discount">
            <dt>{intl.formatMessage({ id: 'booking.summary.freezeCovers' })}</dt>
            <dd data-testid="freeze-covers">−{formatTotal(intl, discount.discountAmount)}</dd>
          </div>
        ) : null}
        {payNow !== payable ? (
          <div>
            <dt>{intl.formatMessage({ id: 'booking.summary.priceChange' })}</dt>
            <dd>{formatTotal(intl, money(payNow - payable))}</dd>
          </div>
        ) : null}
        <div className="wf-booking-total">
          <dt>{intl.formatMessage({ id: 'hotelShop.payNow' })}</dt>
          <dd data-testid="pay-now">{formatTotal(intl, money(payNow))}</dd>
        </div>
        <PaymentLines payments={payments} rewardsCurrency={rewardsCurrency} />
        {pricing.payLaterTotal.amountMinor > 0 ? (
          <div>
            <dt>{intl.formatMessage({ id: 'hotelShop.dueAtProperty' })}</dt>
            <dd>{formatTotal(intl, pricing.payLaterTotal)}</dd>
          </div>
        ) : null}
      </dl>
      <PriceDropIncluded booking={{ product: 'hotel', collection: hotel.collection }} />
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
