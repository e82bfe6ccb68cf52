import { useIntl } from 'react-intl';
import type { PackagePartStatus } from '@wayfare/contracts/packages';
import type { PackageTripDetail } from '@wayfare/contracts/trips';
import { formatTotal } from '../../format/format-money';
import { FlightFareSection, FlightItinerarySection } from './flight-trip-details';
import { HotelPolicySection, HotelReservationSection } from './hotel-trip-details';

/** A part's own state, as the trip card says it. */
function PartStatus({ status }: { status: PackagePartStatus }) {
  const intl = useIntl();
  return (
    <span className="wf-badge wf-trip-badge" data-status={status}>
      {intl.formatMessage({ id: `trips.part.${status}` })}
    </span>
  );
}

/**
 * A package on its trip page (issue 23; spec §3 trip types Package, PackageFlight, PackageHotel):
 * below the trip's heading (the package's P- code, one total, its actions), the flight part with
 * its state, the airline's locator, the itinerary and fare rules a flight trip shows, then the
 * hotel part with its state, the hotel's confirmation, the reservation and cancellation policy a
 * hotel trip shows, and what the package saved. The hotel part has no price of its own.
 */
export function PackageTripDetails({ trip }: { trip: PackageTripDetail }) {
  const intl = useIntl();
  const { flightPart, hotelPart } = trip.booking;
  const { hotel, stay, room } = hotelPart;
  const { price } = trip.booking;
  return (
    <>
      <section
        className="wf-card wf-trip-section wf-package-trip-part"
        aria-labelledby="package-flight-part"
        data-testid="package-flight-part"
      >
        <p className="wf-trip-kind">{intl.formatMessage({ id: 'trips.type.PackageFlight' })}</p>
        <h2 id="package-flight-part">{intl.formatMessage({ id: 'trips.part.flights' })}</h2>
        <dl className="wf-trip-facts">
          <div>
            <dt>{intl.formatMessage({ id: 'trips.package.partStatus' })}</dt>
            <dd>
              <PartStatus status={flightPart.status} />
            </dd>
          </div>
        </dl>
        <p className="wf-field-description">
          {intl.formatMessage({ id: 'trips.package.airlineContact' })}
        </p>
      </section>
      <FlightItinerarySection
        offer={flightPart.offer}
        tickets={null}
        airlineLocators={trip.airlineLocators}
      />
      <FlightFareSection offer={flightPart.offer} />
      <section
        className="wf-card wf-trip-section wf-package-trip-part"
        aria-labelledby="package-hotel-part"
        data-testid="package-hotel-part"
      >
        <p className="wf-trip-kind">{intl.formatMessage({ id: 'trips.type.PackageHotel' })}</p>
        <h2 id="package-hotel-part">{intl.formatMessage({ id: 'trips.part.hotel' })}</h2>
        <dl className="wf-trip-facts">
          <div>
            <dt>{intl.formatMessage({ id: 'trips.package.partStatus' })}</dt>
            <dd>
              <PartStatus status={hotelPart.status} />
            </dd>
          </div>
          {hotelPart.confirmationCode ? (
            <div>
              <dt>{intl.formatMessage({ id: 'trips.package.hotelCode' })}</dt>
              <dd className="wf-trip-code" data-testid="package-hotel-code">
                {hotelPart.confirmationCode}
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="wf-field-description">
          {intl.formatMessage({ id: 'trips.package.hotelContact' })}
        </p>
      </section>
      <HotelReservationSection
        hotel={hotel}
        checkIn={{ date: stay.checkInDate, time: hotel.checkInTime }}
        checkOut={{ date: stay.checkOutDate, time: hotel.checkOutTime }}
        nights={hotelPart.nights}
        guestName={`${hotelPart.leadGuest.givenName} ${hotelPart.leadGuest.surname}`}
        room={room}
        bedType={room.bedTypes[0] ?? 'Queen'}
        stay={stay}
      />
      <HotelPolicySection policy={hotelPart.cancellationPolicy} />
      <section className="wf-card wf-trip-section" aria-labelledby="package-price-title">
        <h2 id="package-price-title">{intl.formatMessage({ id: 'trips.package.price' })}</h2>
        <dl className="wf-trip-lines">
          <div>
            <dt>{intl.formatMessage({ id: 'trips.package.separate' })}</dt>
            <dd>
              <s>{formatTotal(intl, price.separateTotal)}</s>
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'trips.package.saving' })}</dt>
            <dd data-testid="package-saving">
              {formatTotal(intl, price.saving)} (
              {intl.formatNumber(price.savingPercent / 100, { style: 'percent' })})
            </dd>
          </div>
          <div className="wf-trip-line-total">
            <dt>{intl.formatMessage({ id: 'trips.card.total' })}</dt>
            <dd>{formatTotal(intl, price.total)}</dd>
          </div>
        </dl>
        <p className="wf-field-description">
          {intl.formatMessage({ id: 'trips.package.noPriceDrop' })}
        </p>
      </section>
    </>
  );
}
