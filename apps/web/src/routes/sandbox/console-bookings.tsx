import { useId, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import type { SandboxBooking, SandboxDisruptionRequest } from '@wayfare/contracts/sandbox';
import type { CfarEventKind } from '@wayfare/contracts/cancel-for-any-reason';
import {
  deleteSandboxDisruption,
  postSandboxDisruption,
  postSandboxProtectionEvent,
} from '../../api/sandbox-console-calls';
import { formatIsoDate, formatLocalTime } from '../../format/format-dates';
import { Button } from '../../ui/button';
import type { RunConsoleAction } from './console-action';

type DisruptionKind = SandboxDisruptionRequest['kind'];
type Flight = SandboxBooking['flights'][number];

const KINDS: readonly DisruptionKind[] = ['Delay', 'AirlineCancellation', 'ScheduleChange'];
const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** The bookings' states, as the console names them (one spelling: Cancelled). */
const BOOKING_STATUSES = [
  'Pending',
  'AwaitingApproval',
  'Confirmed',
  'Failed',
  'Cancelled',
] as const;

function isBookingStatus(status: string): status is (typeof BOOKING_STATUSES)[number] {
  return (BOOKING_STATUSES as readonly string[]).includes(status);
}

/** The minutes each event takes: a delay ahead, a schedule change either way, none to cancel. */
export function checkDisruptionMinutes(
  kind: DisruptionKind,
  text: string,
): { ok: true; minutes: number } | { ok: false; rule: 'delay' | 'change' } {
  if (kind === 'AirlineCancellation') return { ok: true, minutes: 0 };
  const trimmed = text.trim();
  const minutes = /^[-+]?\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (kind === 'Delay') {
    return minutes >= 1 && minutes <= 2880 ? { ok: true, minutes } : { ok: false, rule: 'delay' };
  }
  return minutes !== 0 && minutes >= -1440 && minutes <= 2880
    ? { ok: true, minutes }
    : { ok: false, rule: 'change' };
}

function DisruptionText({ disruption }: { disruption: Flight['disruption'] }) {
  const intl = useIntl();
  if (!disruption) return <>{intl.formatMessage({ id: 'sandboxConsole.disruption.none' })}</>;
  return (
    <strong className="wf-console-disruption" data-kind={disruption.kind}>
      {intl.formatMessage(
        { id: `sandboxConsole.disruption.${disruption.kind}` },
        { minutes: disruption.minutes },
      )}
    </strong>
  );
}

function FlightRow({ flight, run }: { flight: Flight; run: RunConsoleAction }) {
  const intl = useIntl();
  const id = useId();
  const [kind, setKind] = useState<DisruptionKind>('Delay');
  const [minutesText, setMinutesText] = useState('60');
  const [error, setError] = useState<string | null>(null);

  const inject = async (event: SyntheticEvent) => {
    event.preventDefault();
    const checked = checkDisruptionMinutes(kind, minutesText);
    if (!checked.ok) {
      setError(intl.formatMessage({ id: `sandboxConsole.disruption.rule.${checked.rule}` }));
      return;
    }
    setError(null);
    await run(
      () =>
        postSandboxDisruption({
          flightInstanceId: flight.flightInstanceId,
          kind,
          minutes: checked.minutes,
        }),
      intl.formatMessage(
        { id: 'sandboxConsole.disruption.injected' },
        {
          event: intl.formatMessage({ id: `sandboxConsole.disruption.kind.${kind}` }),
          flight: flight.label,
        },
      ),
      intl.formatMessage({ id: 'sandboxConsole.disruption.failed' }, { flight: flight.label }),
    );
  };

  return (
    <li className="wf-console-flight">
      <div className="wf-console-flight-facts">
        <span className="wf-console-strong">{flight.label}</span>
        <span>
          <time dateTime={flight.departureTime}>
            {intl.formatMessage(
              { id: 'sandboxConsole.bookings.departsLocal' },
              {
                date: formatIsoDate(intl, flight.departureTime),
                time: formatLocalTime(intl, flight.departureTime),
              },
            )}
          </time>
          {' · '}
          <DisruptionText disruption={flight.disruption} />
        </span>
      </div>
      <form
        className="wf-console-form wf-console-inline-form"
        onSubmit={(event) => void inject(event)}
        noValidate
        aria-label={intl.formatMessage(
          { id: 'sandboxConsole.disruption.formLabel' },
          { flight: flight.label },
        )}
      >
        <div className="wf-field">
          <label className="wf-field-label" htmlFor={`${id}-kind`}>
            {intl.formatMessage({ id: 'sandboxConsole.disruption.event' })}
          </label>
          <select
            id={`${id}-kind`}
            className="wf-input"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as DisruptionKind);
              setError(null);
            }}
          >
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {intl.formatMessage({ id: `sandboxConsole.disruption.kind.${k}` })}
              </option>
            ))}
          </select>
        </div>
        {kind === 'AirlineCancellation' ? null : (
          <div className="wf-field wf-console-number">
            <label className="wf-field-label" htmlFor={`${id}-minutes`}>
              {intl.formatMessage({ id: 'sandboxConsole.disruption.minutes' })}
            </label>
            <input
              id={`${id}-minutes`}
              className="wf-input"
              inputMode="numeric"
              value={minutesText}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setMinutesText(event.target.value)}
            />
          </div>
        )}
        <Button type="submit" variant="secondary">
          {intl.formatMessage({ id: 'sandboxConsole.disruption.inject' })}
        </Button>
        {flight.disruption ? (
          <Button
            variant="secondary"
            onPress={() =>
              void run(
                () => deleteSandboxDisruption(flight.flightInstanceId),
                intl.formatMessage(
                  { id: 'sandboxConsole.disruption.cleared' },
                  { flight: flight.label },
                ),
                intl.formatMessage(
                  { id: 'sandboxConsole.disruption.failed' },
                  { flight: flight.label },
                ),
              )
            }
          >
            {intl.formatMessage({ id: 'sandboxConsole.disruption.clear' })}
          </Button>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="wf-field-error wf-console-form-error">
            {error}
          </p>
        ) : null}
      </form>
    </li>
  );
}

/**
 * The events an airline, a hotel or an authority raises, per product; an airline cancellation is a
 * flight's own event (the flight's disruption form).
 */
const CFAR_EVENTS: Record<SandboxBooking['product'], readonly CfarEventKind[]> = {
  flight: ['VoluntaryChange', 'GovernmentAlert', 'HealthDesignation'],
  hotel: ['HotelCancellation', 'GovernmentAlert', 'HealthDesignation'],
};

/** Cancel for any reason on a booking: its state, and the early-expiry events while usable. */
function CfarRow({ booking, run }: { booking: SandboxBooking; run: RunConsoleAction }) {
  const intl = useIntl();
  const id = useId();
  const [kind, setKind] = useState<CfarEventKind>('GovernmentAlert');
  const state = booking.cfarState;
  if (!state) return null;
  const isUsable = state === 'CfarRefundable' || state === 'CancellationFailure';
  const event = intl.formatMessage({ id: `sandboxConsole.cfar.event.${kind}` });
  return (
    <div className="wf-console-flight">
      <div className="wf-console-flight-facts">
        <span className="wf-console-strong">
          {intl.formatMessage({ id: 'sandboxConsole.cfar.title' })}
        </span>
        <span>{intl.formatMessage({ id: `sandboxConsole.cfar.state.${state}` })}</span>
      </div>
      {isUsable ? (
        <form
          className="wf-console-form wf-console-inline-form"
          noValidate
          aria-label={intl.formatMessage(
            { id: 'sandboxConsole.cfar.formLabel' },
            { trip: booking.label },
          )}
          onSubmit={(e) => {
            e.preventDefault();
            void run(
              () => postSandboxProtectionEvent({ bookingId: booking.bookingId, kind }),
              intl.formatMessage(
                { id: 'sandboxConsole.cfar.raised' },
                { event, trip: booking.label },
              ),
              intl.formatMessage({ id: 'sandboxConsole.cfar.failed' }, { trip: booking.label }),
            );
          }}
        >
          <div className="wf-field">
            <label className="wf-field-label" htmlFor={`${id}-event`}>
              {intl.formatMessage({ id: 'sandboxConsole.cfar.event' })}
            </label>
            <select
              id={`${id}-event`}
              className="wf-input"
              value={kind}
              onChange={(e) => setKind(e.target.value as CfarEventKind)}
            >
              {CFAR_EVENTS[booking.product].map((k) => (
                <option key={k} value={k}>
                  {intl.formatMessage({ id: `sandboxConsole.cfar.event.${k}` })}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary">
            {intl.formatMessage({ id: 'sandboxConsole.cfar.raise' })}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

/** The newest bookings, each flight with its airline events. */
export function ConsoleBookings({
  bookings,
  run,
}: {
  bookings: readonly SandboxBooking[];
  run: RunConsoleAction;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <section className="wf-card wf-console-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'sandboxConsole.bookings.title' })}</h2>
      {bookings.length === 0 ? (
        <p className="wf-console-empty">
          {intl.formatMessage({ id: 'sandboxConsole.bookings.empty' })}
        </p>
      ) : (
        <ul className="wf-console-list">
          {bookings.map((booking) => (
            <li
              key={booking.bookingId}
              className="wf-console-booking"
              aria-label={booking.label}
              data-booking-id={booking.bookingId}
            >
              <div className="wf-console-booking-head">
                <span className="wf-badge">
                  {intl.formatMessage({ id: `sandboxConsole.product.${booking.product}` })}
                </span>
                <span className="wf-console-strong">{booking.label}</span>
                {booking.startDate ? (
                  <span>
                    {booking.endDate && booking.endDate !== booking.startDate
                      ? `${formatIsoDate(intl, booking.startDate)} – ${formatIsoDate(intl, booking.endDate)}`
                      : formatIsoDate(intl, booking.startDate)}
                  </span>
                ) : null}
                <span>{booking.confirmationCode ?? '—'}</span>
                <span className="wf-badge" data-status={booking.status}>
                  {isBookingStatus(booking.status)
                    ? intl.formatMessage({ id: `sandboxConsole.status.${booking.status}` })
                    : booking.status}
                </span>
              </div>
              <p className="wf-console-meta">
                {intl.formatMessage(
                  { id: 'sandboxConsole.bookings.meta' },
                  {
                    email: booking.contactEmail,
                    at: intl.formatDate(booking.createdAt, DATE_TIME),
                    id: booking.bookingId,
                  },
                )}
                {booking.lodgingId
                  ? ` · ${intl.formatMessage({ id: 'sandboxConsole.bookings.lodging' }, { id: booking.lodgingId })}`
                  : null}
              </p>
              <CfarRow booking={booking} run={run} />
              {booking.flights.length > 0 ? (
                <ul className="wf-console-list">
                  {booking.flights.map((flight) => (
                    <FlightRow key={flight.flightInstanceId} flight={flight} run={run} />
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
