import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { AirlineTravelCredit, TripSummary } from '@wayfare/contracts/trips';
import { formatIsoDate } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import type { MessageId } from '../../i18n/messages-en';
import { selectTripBadge } from './trip-sections';

/** "Thu, May 1 – Sun, May 4", or one date for a same-day trip. */
export function formatTripDates(intl: IntlShape, startDate: string, endDate: string): string {
  const from = formatIsoDate(intl, startDate);
  return startDate === endDate ? from : `${from} – ${formatIsoDate(intl, endDate)}`;
}

const FLIGHT_SUBTITLES: Readonly<Record<string, MessageId>> = {
  'One-way': 'confirmation.subtitle.One-way',
  'Round-trip': 'confirmation.subtitle.Round-trip',
  'Multi-city': 'confirmation.subtitle.Multi-city',
};

/** A flight's spec §9 subtitle (One-way, Round-trip, Multi-city) in the person's language; a stay's city as it is. */
export function formatTripSubtitle(intl: IntlShape, type: TripSummary['type'], subtitle: string) {
  const id = type === 'Flight' ? FLIGHT_SUBTITLES[subtitle] : undefined;
  return id ? intl.formatMessage({ id }) : subtitle;
}

/** A date and time as the person reads it, e.g. "Thu, May 1, 7:45 PM". */
export function formatInstant(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A car, drawn (no emoji font is needed): the product tab's picture. */
function CarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" focusable="false" fill="currentColor">
      <path d="M5 11l1.6-4.2A2 2 0 018.5 5.5h7a2 2 0 011.9 1.3L19 11v6h-2v-2H7v2H5v-6zm2.2-1h9.6l-1-2.7a1 1 0 00-.9-.6H9.1a1 1 0 00-.9.6L7.2 10zM7.5 14a1 1 0 100-2 1 1 0 000 2zm9 0a1 1 0 100-2 1 1 0 000 2z" />
    </svg>
  );
}

/** The status badge: Confirmed, Cancelled, Pending or Waiting for approval. */
export function TripStatusBadge({
  trip,
}: {
  trip: Pick<TripSummary, 'status' | 'awaitingApproval'>;
}) {
  const intl = useIntl();
  const badge = selectTripBadge(trip);
  return (
    <span className="wf-badge wf-trip-badge" data-status={badge}>
      {intl.formatMessage({ id: `trips.status.${badge}` })}
    </span>
  );
}

/**
 * Whether the trip is upcoming, under way or past, beside its status; a cancelled trip's status
 * already says so, so it doesn't say "Cancelled" twice.
 */
export function TripTimeBadge({
  trip,
}: {
  trip: { status: TripSummary['status']; timeStatus: TripSummary['timeStatus'] };
}) {
  const intl = useIntl();
  if (trip.timeStatus === 'Canceled' && trip.status === 'Cancelled') return null;
  return (
    <span className="wf-badge wf-trip-time" data-time={trip.timeStatus}>
      {intl.formatMessage({ id: `trips.timeStatus.${trip.timeStatus}` })}
    </span>
  );
}

/**
 * Issue 24: a trip a support agent booked in the person's session says so, with the day, and
 * never which agent (the person talked to "support", not to a name they would look for).
 */
export function MadeBySupport({ at }: { at: string }) {
  const intl = useIntl();
  return (
    <p className="wf-trip-made-by-support" data-testid="trip-made-by-support">
      {intl.formatMessage(
        { id: 'trips.madeBySupport' },
        { date: intl.formatDate(at, { dateStyle: 'long' }) },
      )}
    </p>
  );
}

/** A trip card (Flight, Hotel or Car; later products join with their own icon): links to the detail. */
export function TripCard({ trip }: { trip: TripSummary }) {
  const intl = useIntl();
  const headingId = `trip-${trip.bookingId}`;
  return (
    <article className="wf-card wf-trip-card" aria-labelledby={headingId}>
      <div className="wf-trip-card-head">
        <span className="wf-trip-type" aria-hidden="true">
          {trip.type === 'Car' ? (
            <CarIcon />
          ) : trip.type === 'Hotel' ? (
            '🏨'
          ) : trip.type === 'Flight' ? (
            '✈'
          ) : trip.type === 'Home' ? (
            '🏡'
          ) : trip.type === 'Experience' ? (
            '🎟'
          ) : trip.type === 'Package' ? (
            '✈'
          ) : (
            '🧳'
          )}
        </span>
        <div className="wf-trip-card-titles">
          <p className="wf-trip-kind">{intl.formatMessage({ id: `trips.type.${trip.type}` })}</p>
          <h3 id={headingId}>
            <Link to={`/trips/${encodeURIComponent(trip.bookingId)}`}>{trip.title}</Link>
          </h3>
          <p className="wf-trip-subtitle">{formatTripSubtitle(intl, trip.type, trip.subtitle)}</p>
        </div>
        <div className="wf-trip-badges">
          <TripStatusBadge trip={trip} />
          <TripTimeBadge trip={trip} />
        </div>
      </div>
      {trip.madeBySupport ? <MadeBySupport at={trip.madeBySupport.at} /> : null}
      <dl className="wf-trip-facts">
        <div>
          <dt>{intl.formatMessage({ id: 'trips.card.dates' })}</dt>
          <dd>{formatTripDates(intl, trip.startDate, trip.endDate)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'trips.card.travelers' })}</dt>
          <dd>{trip.travelerNames.join(', ')}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'trips.card.code' })}</dt>
          <dd className="wf-trip-code">
            {trip.confirmationCode ?? intl.formatMessage({ id: 'trips.card.noCode' })}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'trips.card.total' })}</dt>
          <dd>{formatTotal(intl, trip.total)}</dd>
        </div>
        {trip.packageParts ? (
          // Issue 23: a package's flights and hotel, each in its own state.
          <div data-testid="trip-package-parts">
            <dt>{intl.formatMessage({ id: 'trips.card.parts' })}</dt>
            <dd>
              {intl.formatMessage(
                { id: 'trips.card.partsValue' },
                {
                  flight: intl.formatMessage({ id: `trips.part.${trip.packageParts.flight}` }),
                  hotel: intl.formatMessage({ id: `trips.part.${trip.packageParts.hotel}` }),
                },
              )}
            </dd>
          </div>
        ) : null}
        {trip.travelCreditUsed ? (
          // Issue 23: what a travel credit paid (Trips with offers).
          <div>
            <dt>{intl.formatMessage({ id: 'trips.card.travelCreditUsed' })}</dt>
            <dd>{formatTotal(intl, trip.travelCreditUsed)}</dd>
          </div>
        ) : null}
        {trip.travelOfferUsed && trip.travelOfferUsed.status !== 'Canceled' ? (
          // Issue 23: a tenant travel offer the trip used (Trips with offers).
          <div data-testid="trip-travel-offer">
            <dt>{intl.formatMessage({ id: 'trips.card.travelOfferUsed' })}</dt>
            <dd>
              {formatTotal(intl, {
                ...trip.travelOfferUsed.discount,
                amountMinor: -trip.travelOfferUsed.discount.amountMinor,
              })}
            </dd>
          </div>
        ) : null}
        {trip.co2eGrams !== undefined ? (
          // Issue 23: the corporate list's CO₂ for everyone on the flight trip.
          <div data-testid="trip-co2">
            <dt>{intl.formatMessage({ id: 'trips.card.co2' })}</dt>
            <dd>
              {intl.formatMessage(
                { id: 'trips.card.co2Value' },
                { kg: intl.formatNumber(Math.round(trip.co2eGrams / 1000)) },
              )}
            </dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}

/** An airline travel credit made by a cancellation (spec §2 Airline travel credits). */
export function AirlineCreditCard({ credit }: { credit: AirlineTravelCredit }) {
  const intl = useIntl();
  const headingId = `credit-${credit.id}`;
  return (
    <article className="wf-card wf-trip-card" aria-labelledby={headingId}>
      <div className="wf-trip-card-head">
        <span className="wf-trip-type" aria-hidden="true">
          ✈
        </span>
        <div className="wf-trip-card-titles">
          <p className="wf-trip-kind">{credit.airline.name}</p>
          <h3 id={headingId}>
            {intl.formatMessage(
              { id: 'trips.credit.title' },
              { amount: formatTotal(intl, credit.remaining) },
            )}
          </h3>
          <p className="wf-trip-subtitle">
            {intl.formatMessage(
              { id: 'trips.credit.expires' },
              { date: intl.formatDate(credit.expiresAt, { dateStyle: 'medium' }) },
            )}
          </p>
        </div>
        <div className="wf-trip-badges">
          <span className="wf-badge" data-status={credit.status}>
            {intl.formatMessage({ id: `trips.credit.status.${credit.status}` })}
          </span>
        </div>
      </div>
      <dl className="wf-trip-facts">
        <div>
          <dt>{intl.formatMessage({ id: 'trips.card.travelers' })}</dt>
          <dd>{credit.travelerNames.join(', ')}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'trips.credit.from' })}</dt>
          <dd>
            <Link to={`/trips/${encodeURIComponent(credit.origin.bookingId)}`}>
              {credit.origin.confirmationCode ?? credit.origin.bookingId}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'trips.credit.original' })}</dt>
          <dd>{formatTotal(intl, credit.amount)}</dd>
        </div>
      </dl>
    </article>
  );
}
