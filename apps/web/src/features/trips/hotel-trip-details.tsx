import { useIntl } from 'react-intl';
import type { HotelTripDetail } from '@wayfare/contracts/trips';
import { formatIsoDate, formatLocalTime } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import { sayCancellationTerms } from '../../format/format-cancellation-terms';
import { PriceDropLog } from './price-drop-log';
import { PriceMatchSection } from './price-match-section';

/** Hotel trip: the reservation, room, dates and times, pricing and the cancellation policy. */
export function HotelTripDetails({ trip }: { trip: HotelTripDetail }) {
  const intl = useIntl();
  const { booking } = trip;
  const { pricing } = booking;
  return (
    <>
      <section className="wf-card wf-trip-section" aria-labelledby="reservation-title">
        <h2 id="reservation-title">{intl.formatMessage({ id: 'trips.hotel.reservation' })}</h2>
        <p>
          <strong>{booking.hotel.name}</strong>
          <br />
          {booking.hotel.address}
        </p>
        <dl className="wf-trip-facts">
          <div>
            <dt>{intl.formatMessage({ id: 'trips.hotel.checkIn' })}</dt>
            <dd>
              {formatIsoDate(intl, booking.checkIn.date)} ·{' '}
              {formatLocalTime(intl, `${booking.checkIn.date}T${booking.checkIn.time}`)}
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'trips.hotel.checkOut' })}</dt>
            <dd>
              {formatIsoDate(intl, booking.checkOut.date)} ·{' '}
              {formatLocalTime(intl, `${booking.checkOut.date}T${booking.checkOut.time}`)}
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'trips.hotel.nights' })}</dt>
            <dd>
              {intl.formatMessage({ id: 'trips.hotel.nightsValue' }, { nights: booking.nights })}
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'trips.hotel.guest' })}</dt>
            <dd>
              {booking.guests.lead.givenName} {booking.guests.lead.surname}
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'trips.hotel.room' })}</dt>
            <dd>
              {booking.room.roomName} · {intl.formatMessage({ id: `bedType.${booking.bedType}` })}
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'trips.hotel.rate' })}</dt>
            <dd>
              {booking.room.rateName} ·{' '}
              {intl.formatMessage({ id: `mealPlan.${booking.room.mealPlan}` })}
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'trips.hotel.rooms' })}</dt>
            <dd>
              {intl.formatMessage(
                { id: 'trips.hotel.roomsValue' },
                {
                  rooms: booking.stay.rooms,
                  adults: booking.stay.adults,
                  children: booking.stay.children,
                },
              )}
            </dd>
          </div>
        </dl>
      </section>
      <section className="wf-card wf-trip-section" aria-labelledby="pricing-title">
        <h2 id="pricing-title">{intl.formatMessage({ id: 'trips.hotel.pricing' })}</h2>
        <dl className="wf-trip-lines">
          <div>
            <dt>{intl.formatMessage({ id: 'trips.hotel.subtotal' })}</dt>
            <dd>{formatTotal(intl, pricing.subtotal)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'trips.hotel.taxes' })}</dt>
            <dd>{formatTotal(intl, pricing.taxes)}</dd>
          </div>
          {pricing.complimentaryNightDiscount ? (
            <div>
              <dt>{intl.formatMessage({ id: 'trips.hotel.complimentaryNight' })}</dt>
              <dd>−{formatTotal(intl, pricing.complimentaryNightDiscount)}</dd>
            </div>
          ) : null}
          {pricing.refundablePremium ? (
            <div>
              <dt>{intl.formatMessage({ id: 'trips.hotel.refundablePremium' })}</dt>
              <dd>{formatTotal(intl, pricing.refundablePremium)}</dd>
            </div>
          ) : null}
          <div className="wf-trip-line-total">
            <dt>{intl.formatMessage({ id: 'trips.hotel.payNowTotal' })}</dt>
            <dd>{formatTotal(intl, booking.totals.total)}</dd>
          </div>
          {booking.totals.dueAtProperty.amountMinor > 0 ? (
            <div>
              <dt>{intl.formatMessage({ id: 'trips.hotel.dueAtProperty' })}</dt>
              <dd>{formatTotal(intl, booking.totals.dueAtProperty)}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section className="wf-card wf-trip-section" aria-labelledby="policy-title">
        <h2 id="policy-title">{intl.formatMessage({ id: 'trips.hotel.cancellationPolicy' })}</h2>
        <p>
          <span className="wf-badge" data-refundability={booking.cancellationPolicy.refundability}>
            {intl.formatMessage({
              id: `trips.refundability.${booking.cancellationPolicy.refundability}`,
            })}
          </span>
        </p>
        <p>{sayCancellationTerms(intl, booking.cancellationPolicy)}</p>
      </section>
      <PriceDropLog protection={trip.priceDropProtection} />
      <PriceMatchSection trip={trip} />
    </>
  );
}
