import { useIntl } from 'react-intl';
import type { PackageBookingView } from '@wayfare/contracts/packages';
import { formatIsoDate } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import { PackagePartCodes } from './package-part-codes';
import { PackageFlightSummary, PackageHotelSummary, PackagePriceLines } from './package-summary';

/**
 * A package on its trip page (spec §3 trip types Package, PackageHotel, PackageFlight): the
 * package's code and total, then its flight part and its hotel part, each with its own code,
 * state and terms.
 */
export function PackageTripView({ booking }: { booking: PackageBookingView }) {
  const intl = useIntl();
  const { flightPart, hotelPart } = booking;
  return (
    <div className="wf-trip-detail">
      <header className="wf-card wf-trip-detail-head">
        <p className="wf-trip-kind">{intl.formatMessage({ id: 'trips.type.Package' })}</p>
        <h1 className="wf-trip-title">
          {intl.formatMessage(
            { id: 'packageTrip.title' },
            { hotel: hotelPart.hotel.name, city: hotelPart.hotel.city },
          )}
        </h1>
        <p className="wf-trip-subtitle">
          {`${formatIsoDate(intl, hotelPart.stay.checkInDate)} – ${formatIsoDate(intl, hotelPart.stay.checkOutDate)}`}
        </p>
        <div className="wf-trip-badges">
          <span className="wf-badge wf-trip-badge" data-status={booking.status}>
            {intl.formatMessage({ id: `packageTrip.status.${booking.status}` })}
          </span>
        </div>
        <dl className="wf-trip-facts">
          <div>
            <dt>{intl.formatMessage({ id: 'trips.card.code' })}</dt>
            <dd className="wf-trip-code" data-testid="trip-code">
              {booking.confirmationCode ?? intl.formatMessage({ id: 'trips.card.noCode' })}
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'trips.card.total' })}</dt>
            <dd>{formatTotal(intl, booking.totals.total)}</dd>
          </div>
        </dl>
      </header>
      <div className="wf-package-trip-parts">
        <section className="wf-card wf-booking-section" aria-labelledby="package-trip-flight">
          <p className="wf-trip-kind">{intl.formatMessage({ id: 'trips.type.PackageFlight' })}</p>
          <h2 id="package-trip-flight">{intl.formatMessage({ id: 'packageSummary.flights' })}</h2>
          <PackageFlightSummary flight={flightPart.offer} />
        </section>
        <section className="wf-card wf-booking-section" aria-labelledby="package-trip-hotel">
          <p className="wf-trip-kind">{intl.formatMessage({ id: 'trips.type.PackageHotel' })}</p>
          <h2 id="package-trip-hotel">{intl.formatMessage({ id: 'packageSummary.hotel' })}</h2>
          <PackageHotelSummary parts={hotelPart} />
        </section>
      </div>
      <section className="wf-card wf-booking-section" aria-labelledby="package-trip-codes">
        <h2 id="package-trip-codes">{intl.formatMessage({ id: 'packageTrip.parts' })}</h2>
        <PackagePartCodes booking={booking} />
        <PackagePriceLines price={booking.price} />
        <p className="wf-field-description">
          {intl.formatMessage({ id: 'packageSummary.noPriceDrop' })}
        </p>
      </section>
    </div>
  );
}
