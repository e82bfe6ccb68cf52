import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { ExchangeSliceView } from '@wayfare/contracts/exchange';
import type { FlightTripDetail, TripExchange } from '@wayfare/contracts/trips';
import { formatIsoDate, formatLocalTime } from '../../format/format-dates';

/** Where changing this trip starts (spec §2 /exchange). */
export function changeFlightUrl(bookingId: string): string {
  return `/exchange?${new URLSearchParams({ bookingId }).toString()}`;
}

/** The day a change was asked for or decided: "Dec 1, 2026". */
export function formatChangeDay(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** A new flight of the change with its booking segment status (spec §4). */
function ExchangeFlight({
  slice,
  status,
}: {
  slice: ExchangeSliceView;
  status: TripExchange['segmentStatus'];
}) {
  const intl = useIntl();
  return (
    <li className="wf-trip-exchange-flight">
      <strong className="wf-block">
        {intl.formatMessage(
          { id: 'trips.exchange.flight' },
          { origin: slice.origin, destination: slice.destination },
        )}
      </strong>
      <span className="wf-block">
        {intl.formatMessage(
          { id: 'trips.exchange.flightTimes' },
          {
            date: formatIsoDate(intl, slice.departureTime),
            departure: formatLocalTime(intl, slice.departureTime),
            arrival: formatLocalTime(intl, slice.arrivalTime),
          },
        )}
      </span>
      <span className="wf-block wf-field-description">
        {intl.formatMessage(
          { id: 'trips.exchange.flightDetail' },
          { airline: slice.airline, flights: slice.flightNumbers.join(', '), fare: slice.fareName },
        )}
      </span>
      <span className="wf-badge wf-trip-exchange-status" data-status={status}>
        {intl.formatMessage({ id: `trips.exchange.segmentStatus.${status}` })}
      </span>
    </li>
  );
}

/**
 * The trip's latest change through the exchange flow (issue 18): while the airline has it, the new
 * flights marked pending; once it failed, why and the reference. A confirmed change needs no notice
 * (the itinerary shows the new flights; the facts say when it changed).
 */
export function TripExchangeNotice({
  trip,
  exchange,
}: {
  trip: FlightTripDetail;
  exchange: TripExchange;
}) {
  const intl = useIntl();
  if (exchange.status === 'Confirmed') return null;
  const changed = exchange.slices.filter((slice) => slice.changed);
  const slices = changed.length > 0 ? changed : exchange.slices;
  if (exchange.status === 'Requested')
    return (
      <section
        className="wf-notice wf-trip-exchange"
        data-tone="neutral"
        aria-labelledby="trip-exchange-title"
        data-testid="trip-exchange"
      >
        <h2 id="trip-exchange-title">
          {intl.formatMessage({ id: 'trips.exchange.requested.title' })}
        </h2>
        <p>
          {intl.formatMessage(
            { id: 'trips.exchange.requested.body' },
            { date: formatChangeDay(intl, exchange.requestedAt) },
          )}
        </p>
        <ul
          className="wf-trip-exchange-flights"
          aria-label={intl.formatMessage({ id: 'trips.exchange.newFlights' })}
        >
          {slices.map((slice) => (
            <ExchangeFlight key={slice.sliceIndex} slice={slice} status={exchange.segmentStatus} />
          ))}
        </ul>
      </section>
    );
  return (
    <section
      className="wf-notice wf-trip-exchange"
      data-tone="error"
      aria-labelledby="trip-exchange-title"
      data-testid="trip-exchange"
    >
      <h2 id="trip-exchange-title">{intl.formatMessage({ id: 'trips.exchange.failed.title' })}</h2>
      <p>{intl.formatMessage({ id: 'trips.exchange.failed.body' })}</p>
      <p className="wf-field-description">
        {intl.formatMessage({ id: 'trips.reference' }, { reference: exchange.referenceId })}
      </p>
      {trip.canChange && trip.access === 'owner' ? (
        <p>
          <Link to={changeFlightUrl(trip.booking.id)}>
            {intl.formatMessage({ id: 'trips.exchange.tryAgain' })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
