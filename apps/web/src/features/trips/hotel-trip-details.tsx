import { useIntl } from 'react-intl';
import type { HotelBookingView } from '@wayfare/contracts/hotel-booking';
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
      <HotelReservationSection
        hotel={booking.hotel}
        checkIn={booking.checkIn}
        checkOut={booking.checkOut}
        nights={booking.nights}
        guestName={`${booking.guests.lead.givenName} ${booking.guests.lead.surname}`}
        room={booking.room}
        bedType={booking.bedType}
        stay={booking.stay}
      />
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
      <HotelPolicySection policy={booking.cancellationPolicy} />
      <PriceDropLog protection={trip.priceDropProtection} />
      <PriceMatchSection trip={trip} />
    </>
  );
}

/**
 * The stay as the hotel holds it: hotel and address, dates and times, nights, guest, room, rate and
 * party. A hotel trip's, and a package's hotel part (issue 23).
 */
export function HotelReservationSection({
  hotel,
  checkIn,
  checkOut,
  nights,
  guestName,
  room,
  bedType,
  stay,
}: {
  hotel: HotelBookingView['hotel'];
  checkIn: HotelBookingView['checkIn'];
  checkOut: HotelBookingView['checkOut'];
  nights: number;
  guestName: string;
  room: HotelBookingView['room'];
  bedType: HotelBookingView['bedType'];
  stay: HotelBookingView['stay'];
}) {
  const intl = useIntl();
  return (
    <section className="wf-card wf-trip-section" aria-labelledby="reservation-title">
      <h2 id="reservation-title">{intl.formatMessage({ id: 'trips.hotel.reservation' })}</h2>
      <p>
        <strong>{hotel.name}</strong>
        <br />
        {hotel.address}
      </p>
      <dl className="wf-trip-facts">
        <div>
          <dt>{intl.formatMessage({ id: 'trips.hotel.checkIn' })}</dt>
          <dd>
            {formatIsoDate(intl, checkIn.date)} ·{' '}
            {formatLocalTime(intl, `${checkIn.date}T${checkIn.time}`)}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'trips.hotel.checkOut' })}</dt>
          <dd>
            {formatIsoDate(intl, checkOut.date)} ·{' '}
            {formatLocalTime(intl, `${checkOut.date}T${checkOut.time}`)}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'trips.hotel.nights' })}</dt>
          <dd>{intl.formatMessage({ id: 'trips.hotel.nightsValue' }, { nights: nights })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'trips.hotel.guest' })}</dt>
          <dd>{guestName}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'trips.hotel.room' })}</dt>
          <dd>
            {room.roomName} · {intl.formatMessage({ id: `bedType.${bedType}` })}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'trips.hotel.rate' })}</dt>
          <dd>
            {room.rateName} · {intl.formatMessage({ id: `mealPlan.${room.mealPlan}` })}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'trips.hotel.rooms' })}</dt>
          <dd>
            {intl.formatMessage(
              { id: 'trips.hotel.roomsValue' },
              {
                rooms: stay.rooms,
                adults: stay.adults,
                children: stay.children,
              },
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The stay's cancellation policy as booked, in words: a hotel trip's and a package's hotel part. */
export function HotelPolicySection({ policy }: { policy: HotelBookingView['cancellationPolicy'] }) {
  const intl = useIntl();
  return (
    <section className="wf-card wf-trip-section" aria-labelledby="policy-title">
      <h2 id="policy-title">{intl.formatMessage({ id: 'trips.hotel.cancellationPolicy' })}</h2>
      <p>
        <span className="wf-badge" data-refundability={policy.refundability}>
          {intl.formatMessage({
            id: `trips.refundability.${policy.refundability}`,
          })}
        </span>
      </p>
      <p>{sayCancellationTerms(intl, policy)}</p>
    </section>
  );
}
