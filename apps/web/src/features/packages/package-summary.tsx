import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CancellationPolicy, HotelStayRequest } from '@wayfare/contracts/lodging';
import type { FlightOffer } from '@wayfare/contracts/flights';
import type { HotelBookingHotel, HotelBookingRoom } from '@wayfare/contracts/hotel-booking';
import type { PackagePrice } from '@wayfare/contracts/packages';
import { HotelImage } from '../../components/hotel-image';
import { sayCancellationTerms } from '../../format/format-cancellation-terms';
import { formatIsoDate, formatItinerarySchedule } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';

export interface PackageParts {
  hotel: HotelBookingHotel;
  stay: HotelStayRequest;
  nights: number;
  room: HotelBookingRoom;
  cancellationPolicy: CancellationPolicy;
  flight: FlightOffer;
}

/** The package's flights: each slice's route, airline and schedule. */
export function PackageFlightSummary({ flight }: { flight: FlightOffer }) {
  const intl = useIntl();
  return (
    <ul className="wf-package-flight-lines">
      {flight.slices.map((slice, index) => {
        const first = slice.segments[0];
        const last = slice.segments[slice.segments.length - 1];
        const airlines = [...new Set(slice.segments.map((s) => s.marketingAirline.name))];
        return (
          <li key={slice.itineraryId}>
            <strong>
              {intl.formatMessage(
                { id: index === 0 ? 'packageFlow.outbound' : 'packageFlow.return' },
                {
                  origin: first?.origin.city ?? slice.origin,
                  destination: last?.destination.city ?? slice.destination,
                },
              )}
            </strong>{' '}
            {`${formatIsoDate(intl, slice.departureTime)} · ${airlines.join(', ')} · ${formatItinerarySchedule(intl, slice)}`}
          </li>
        );
      })}
    </ul>
  );
}

/** The package's hotel: the hotel, the room and rate, the dates and its cancellation terms. */
export function PackageHotelSummary({ parts }: { parts: Omit<PackageParts, 'flight'> }) {
  const intl = useIntl();
  const { hotel, stay, room } = parts;
  return (
    <div className="wf-package-hotel-summary">
      <HotelImage src={hotel.imageSvg} className="wf-package-summary-image" />
      <div className="wf-stack">
        <p>
          <strong>{hotel.name}</strong>
          <br />
          {hotel.address}
        </p>
        <p>{`${room.roomName} · ${room.rateName}`}</p>
        <p>
          {intl.formatMessage(
            { id: 'packageSummary.stay' },
            {
              checkIn: formatIsoDate(intl, stay.checkInDate),
              checkOut: formatIsoDate(intl, stay.checkOutDate),
              nights: parts.nights,
              rooms: stay.rooms,
            },
          )}
        </p>
        <p className="wf-field-description">
          {sayCancellationTerms(intl, parts.cancellationPolicy, { amounts: false })}
        </p>
      </div>
    </div>
  );
}

/** The one total, per person, and the saving against booking the flight and the hotel apart. */
export function PackagePriceLines({ price }: { price: PackagePrice }) {
  const intl = useIntl();
  return (
    <dl className="wf-booking-prices wf-package-price-lines">
      <div>
        <dt>{intl.formatMessage({ id: 'packageSummary.separate' })}</dt>
        <dd>
          <s>{formatTotal(intl, price.separateTotal)}</s>
        </dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'packageSummary.saving' })}</dt>
        <dd data-testid="package-saving">
          {intl.formatMessage(
            { id: 'packageSummary.savingAmount' },
            { saving: formatTotal(intl, price.saving), percent: price.savingPercent },
          )}
        </dd>
      </div>
      <div>
        <dt>
          {intl.formatMessage({ id: 'packageSummary.perPerson' }, { travelers: price.travelers })}
        </dt>
        <dd>{formatTotal(intl, price.perPerson)}</dd>
      </div>
      <div className="wf-booking-total">
        <dt>{intl.formatMessage({ id: 'packageSummary.total' })}</dt>
        <dd data-testid="package-total">{formatTotal(intl, price.total)}</dd>
      </div>
    </dl>
  );
}

/** The booking page's and the confirmation's summary: both parts and the package's price. */
export function PackageSummaryCard({
  parts,
  price,
  children,
}: {
  parts: PackageParts;
  price: PackagePrice;
  /** Under the price: what is paid with what, the earn line. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <aside className="wf-card wf-booking-summary" aria-labelledby="package-summary-title">
      <h2 id="package-summary-title">{intl.formatMessage({ id: 'packageSummary.title' })}</h2>
      <h3>{intl.formatMessage({ id: 'packageSummary.flights' })}</h3>
      <PackageFlightSummary flight={parts.flight} />
      <h3>{intl.formatMessage({ id: 'packageSummary.hotel' })}</h3>
      <PackageHotelSummary parts={parts} />
      <PackagePriceLines price={price} />
      <p className="wf-field-description">
        {intl.formatMessage({ id: 'packageSummary.noPriceDrop' })}
      </p>
      {children}
    </aside>
  );
}
