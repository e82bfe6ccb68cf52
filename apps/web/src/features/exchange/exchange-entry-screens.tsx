import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ExchangeEntry } from '@wayfare/contracts/exchange';
import type { TripDetail } from '@wayfare/contracts/trips';
import { EXCHANGE_CUTOFF_HOURS } from '@wayfare/domain/flight-exchange';
import { tripQueryOptions } from '../../api/trips-calls';
import { formatCharge } from '../../format/format-money';
import type { MessageId } from '../../i18n/messages-en';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { usePortal } from '../../tenant/portal-context';
import { ChfarCoversNote } from './exchange-chfar';
import { selectCoveringChfar } from './exchange-rules';
import { describeFailedChange, formatFlightTimes } from './exchange-format';
import { PendingFlightList } from './exchange-page';
import { exchangeFlightUrl, tripUrl } from './exchange-params';

/** The screens the flow opens on (spec §2), one per state the entry answers. */
type EntryState = Exclude<
  ExchangeEntry['state'],
  'SliceSelection' | 'ChangeDateTime' | 'ChangeAirports' | 'LoadingOrProcessing' | 'LoadFailed'
>;

/** A screen's frame: its heading (the page's h1), the trip's code, the body and the ways on. */
function EntryScreen({
  title,
  entry,
  tone = 'neutral',
  children,
  actions,
}: {
  title: string;
  entry: ExchangeEntry | null;
  tone?: 'neutral' | 'error';
  children: ReactNode;
  actions: ReactNode;
}) {
  const intl = useIntl();
  return (
    <section
      className="wf-card wf-exchange-screen"
      data-tone={tone}
      aria-labelledby="exchange-title"
    >
      <h1 id="exchange-title">{title}</h1>
      {entry?.confirmationCode ? (
        <p className="wf-exchange-code">
          {intl.formatMessage({ id: 'exchange.tripCode' }, { code: entry.confirmationCode })}
        </p>
      ) : null}
      {children}
      <div className="wf-row wf-exchange-actions">{actions}</div>
    </section>
  );
}

function TripLink({ bookingId, primary = false }: { bookingId: string; primary?: boolean }) {
  const intl = useIntl();
  return (
    <Link
      to={tripUrl(bookingId)}
      className="wf-button"
      data-variant={primary ? 'primary' : 'secondary'}
    >
      {intl.formatMessage({ id: primary ? 'exchange.viewTrip' : 'exchange.backToTrip' })}
    </Link>
  );
}

/** The support line with a reference, as a sentence with the phone number as a link. */
function CallSupport({ id, reference }: { id: MessageId; reference: string }) {
  const intl = useIntl();
  const { brand } = usePortal();
  return (
    <p>
      {intl.formatMessage(
        { id },
        {
          phone: (
            <a key="phone" href={`tel:${brand.supportPhone.tel}`}>
              {brand.supportPhone.display}
            </a>
          ),
          reference: (
            <strong key="reference" className="wf-trip-code" data-testid="exchange-reference">
              {reference}
            </strong>
          ),
        },
      )}
    </p>
  );
}

/** The booked flights, slice by slice. */
function BookedSlices({ entry }: { entry: ExchangeEntry }) {
  const intl = useIntl();
  return (
    <ol className="wf-exchange-flights" aria-labelledby="exchange-booked-title">
      {entry.slices.map((slice, index) => (
        <li key={`${slice.origin}-${slice.departureTime}`} className="wf-exchange-flight">
          <span className="wf-exchange-route">
            {intl.formatMessage(
              { id: 'exchange.slice.numbered' },
              { number: index + 1, origin: slice.origin, destination: slice.destination },
            )}
          </span>
          <span className="wf-block">
            {formatFlightTimes(intl, slice.departureTime, slice.arrivalTime)}
          </span>
          <span className="wf-block wf-field-description">
            {intl.formatMessage(
              { id: 'exchange.slice.airline' },
              { airline: slice.airline, flights: slice.flightNumbers.join(', ') },
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** GoToExchange: the booked flights, the fee, what happens next, and Continue. */
function GoToExchangeScreen({ entry }: { entry: ExchangeEntry }) {
  const intl = useIntl();
  // The airline's schedule change: a move on the booked route at no cost.
  const waived = entry.waiver !== null;
  // Change for any reason: what this change costs comes back to the card (up to its limit).
  const chfar = selectCoveringChfar(entry);
  return (
    <EntryScreen
      title={intl.formatMessage({ id: 'exchange.go.title' })}
      entry={entry}
      actions={
        <>
          <Link
            to={exchangeFlightUrl(entry.bookingId, entry.firstStep)}
            className="wf-button"
            data-variant="primary"
          >
            {intl.formatMessage({ id: 'exchange.continue' })}
          </Link>
          <TripLink bookingId={entry.bookingId} />
        </>
      }
    >
      <h2 id="exchange-booked-title">{intl.formatMessage({ id: 'exchange.go.flights' })}</h2>
      <BookedSlices entry={entry} />
      <p className="wf-exchange-fee" data-testid="exchange-change-fee">
        {waived
          ? intl.formatMessage({
              id:
                entry.waiver === 'DisruptionAssistance'
                  ? 'exchange.go.waiver.DisruptionAssistance'
                  : 'exchange.go.waiver',
            })
          : entry.changeFee
            ? intl.formatMessage(
                { id: 'exchange.go.fee' },
                { fee: formatCharge(intl, entry.changeFee) },
              )
            : intl.formatMessage({ id: 'exchange.go.noFee' })}
      </p>
      {chfar ? <ChfarCoversNote protection={chfar} /> : null}
      <h2>{intl.formatMessage({ id: 'exchange.go.how' })}</h2>
      <ol className="wf-exchange-how">
        <li>{intl.formatMessage({ id: 'exchange.go.how.choose' })}</li>
        {waived ? null : (
          <>
            <li>{intl.formatMessage({ id: 'exchange.go.how.pay' })}</li>
            <li>{intl.formatMessage({ id: 'exchange.go.how.credit' })}</li>
          </>
        )}
        <li>{intl.formatMessage({ id: 'exchange.go.how.confirm' })}</li>
      </ol>
    </EntryScreen>
  );
}

/** ChangeRequested: a change is with the airline; its new flights are pending. */
function ChangeRequestedScreen({ entry }: { entry: ExchangeEntry }) {
  const intl = useIntl();
  const newFlights = entry.exchange?.proposed.filter((slice) => slice.changed) ?? [];
  return (
    <EntryScreen
      title={intl.formatMessage({ id: 'exchange.requested.title' })}
      entry={entry}
      actions={<TripLink bookingId={entry.bookingId} primary />}
    >
      <p>{intl.formatMessage({ id: 'exchange.requested.body' })}</p>
      {newFlights.length > 0 ? (
        <>
          <h2 id="exchange-new-title">{intl.formatMessage({ id: 'exchange.newFlights' })}</h2>
          <PendingFlightList
            slices={newFlights}
            label={intl.formatMessage({ id: 'exchange.newFlights' })}
          />
        </>
      ) : null}
    </EntryScreen>
  );
}

/** ChangeFailed: why the last attempt failed, its reference, and Try again. */
function ChangeFailedScreen({ entry }: { entry: ExchangeEntry }) {
  const intl = useIntl();
  const reference = entry.exchange?.referenceId ?? entry.referenceId;
  return (
    <EntryScreen
      title={intl.formatMessage({ id: 'exchange.failed.title' })}
      entry={entry}
      tone="error"
      actions={
        <>
          <Link
            to={exchangeFlightUrl(entry.bookingId, entry.firstStep)}
            className="wf-button"
            data-variant="primary"
          >
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Link>
          <TripLink bookingId={entry.bookingId} />
        </>
      }
    >
      <p data-testid="exchange-failure-reason">
        {describeFailedChange(intl, entry.exchange?.errorCode)}
      </p>
      <p>{intl.formatMessage({ id: 'exchange.failed.unchanged' })}</p>
      <p className="wf-field-description">
        {intl.formatMessage({ id: 'exchange.reference' }, { reference })}
      </p>
    </EntryScreen>
  );
}

type IneligibleReason = 'notConfirmed' | 'tooClose' | 'fare' | 'unknown';

/**
 * Why a trip cannot change online, read from the trip as the API decided it
 * (domain/flight-exchange.ts): not a confirmed trip, under 3 hours to go, or a fare that cannot
 * change. The entry names only the state, so the trip's own page data tells which.
 */
export function selectIneligibleReason(
  trip: TripDetail | undefined,
  now: number,
): IneligibleReason {
  if (!trip || trip.type !== 'Flight') return 'unknown';
  if (trip.tripStatus !== 'Confirmed') return 'notConfirmed';
  const first = trip.booking.offer.slices[0]?.segments[0];
  const departsAt = first ? Date.parse(first.zonedDepartureTime) : Number.NaN;
  if (Number.isFinite(departsAt) && departsAt - now < EXCHANGE_CUTOFF_HOURS * 3_600_000)
    return 'tooClose';
  const fares = trip.booking.offer.slices.map((slice) => slice.fares[0]);
  if (fares.some((fare) => fare?.penaltiesInfo.changePenalty.kind === 'NotPossible')) return 'fare';
  return 'unknown';
}

/** IneligibleForExchange: why, and the way back to the trip. */
function IneligibleScreen({ entry }: { entry: ExchangeEntry }) {
  const intl = useIntl();
  const session = useSignedInSession();
  const trip = useQuery(tripQueryOptions(session.userId, entry.bookingId));
  // The moment the screen opened: how close the departure was when the entry was answered.
  const [openedAt] = useState(() => Date.now());
  const reason = trip.isPending ? null : selectIneligibleReason(trip.data, openedAt);
  return (
    <EntryScreen
      title={intl.formatMessage({ id: 'exchange.ineligible.title' })}
      entry={entry}
      actions={<TripLink bookingId={entry.bookingId} primary />}
    >
      <p data-testid="exchange-ineligible-reason">
        {reason
          ? intl.formatMessage(
              { id: `exchange.ineligible.${reason}` },
              { hours: EXCHANGE_CUTOFF_HOURS },
            )
          : null}
      </p>
    </EntryScreen>
  );
}

/** TicketedVoidable and LegacyTicketedVoidable: cancel free inside the void window instead. */
function VoidableScreen({ entry, legacy }: { entry: ExchangeEntry; legacy: boolean }) {
  const intl = useIntl();
  const until = entry.voidWindowEndsAt
    ? intl.formatDate(entry.voidWindowEndsAt, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      })
    : null;
  return (
    <EntryScreen
      title={intl.formatMessage({ id: 'exchange.voidable.title' })}
      entry={entry}
      actions={
        <Link to={tripUrl(entry.bookingId)} className="wf-button" data-variant="primary">
          {intl.formatMessage({ id: 'exchange.voidable.action' })}
        </Link>
      }
    >
      <p>
        {until
          ? intl.formatMessage({ id: 'exchange.voidable.until' }, { until })
          : intl.formatMessage({ id: 'exchange.voidable.recent' })}
      </p>
      <p>
        {intl.formatMessage({
          id: legacy ? 'exchange.voidable.legacy' : 'exchange.voidable.rebook',
        })}
      </p>
    </EntryScreen>
  );
}

/** The screen the entry's state names (every state but the steps and the page's own). */
export function ExchangeEntryScreen({ entry }: { entry: ExchangeEntry }) {
  const intl = useIntl();
  const state = entry.state as EntryState;
  switch (state) {
    case 'GoToExchange':
      return <GoToExchangeScreen entry={entry} />;
    case 'ChangeRequested':
      return <ChangeRequestedScreen entry={entry} />;
    case 'ChangeFailed':
      return <ChangeFailedScreen entry={entry} />;
    case 'TooManyAttemptsSupport':
      return (
        <EntryScreen
          title={intl.formatMessage({ id: 'exchange.tooMany.title' })}
          entry={entry}
          actions={<TripLink bookingId={entry.bookingId} />}
        >
          <p>{intl.formatMessage({ id: 'exchange.tooMany.body' })}</p>
          <CallSupport id="exchange.callWithReference" reference={entry.referenceId} />
        </EntryScreen>
      );
    case 'IneligibleForExchange':
      return <IneligibleScreen entry={entry} />;
    case 'TicketedVoidable':
      return <VoidableScreen entry={entry} legacy={false} />;
    case 'LegacyTicketedVoidable':
      return <VoidableScreen entry={entry} legacy />;
    case 'ContactAirline':
      return (
        <EntryScreen
          title={intl.formatMessage({ id: 'exchange.airline.title' })}
          entry={entry}
          actions={<TripLink bookingId={entry.bookingId} primary />}
        >
          <p>{intl.formatMessage({ id: 'exchange.airline.body' })}</p>
          <p>{intl.formatMessage({ id: 'exchange.airline.how' })}</p>
        </EntryScreen>
      );
    case 'ContactSupport':
      return (
        <EntryScreen
          title={intl.formatMessage({ id: 'exchange.support.title' })}
          entry={entry}
          actions={<TripLink bookingId={entry.bookingId} />}
        >
          <p>{intl.formatMessage({ id: 'exchange.support.body' })}</p>
          <CallSupport id="exchange.callWithReference" reference={entry.referenceId} />
        </EntryScreen>
      );
    case 'ItineraryNotFound':
      return <ItineraryNotFoundScreen />;
  }
}

/** ItineraryNotFound: no such trip for this person (or no booking id at all). */
export function ItineraryNotFoundScreen() {
  const intl = useIntl();
  return (
    <EntryScreen
      title={intl.formatMessage({ id: 'exchange.notFound.title' })}
      entry={null}
      actions={
        <Link to="/trips/" className="wf-button" data-variant="primary">
          {intl.formatMessage({ id: 'exchange.myTrips' })}
        </Link>
      }
    >
      <p>{intl.formatMessage({ id: 'exchange.notFound.body' })}</p>
    </EntryScreen>
  );
}

/** Whether the entry lets the traveller go on to the steps (a first change, or another try). */
export function canStartChange(entry: ExchangeEntry): boolean {
  return entry.state === 'GoToExchange' || entry.state === 'ChangeFailed';
}
