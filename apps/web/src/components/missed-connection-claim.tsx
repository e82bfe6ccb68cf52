import { useIntl } from 'react-intl';
import type {
  MissedConnectionFlight,
  MissedConnectionGuarantee,
  MissedConnectionOption,
} from '@wayfare/contracts/missed-connection';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import {
  formatClockTime,
  formatDuration,
  formatInstantShort,
  formatIsoDate,
  formatLocalDayTime,
  formatLocalTime,
} from '../format/format-dates';
import { usePortal } from '../tenant/portal-context';
import { ClaimTimeline } from './claim-timeline';
import './missed-connection-claim.css';

/*
 * The missed-connection guarantee's pieces the trip page, the rebooking and support pages and the
 * agent portal all draw (issue 20, part C): where each page lives, the state in words, what
 * happened, a flight, why an option comes first, the claim's timeline.
 * Messages: i18n/catalogues/trips-missed-connection.ts.
 */

export type MissedPart = 'connection' | 'flight';

/** /trips/rebook/connection or /trips/rebook/flight: the options, worded for the missed part. */
export function missedConnectionOptionsUrl(bookingId: string, part: MissedPart): string {
  return `/trips/rebook/${part}?tripId=${encodeURIComponent(bookingId)}`;
}

/** /trips/rebook-connecting-flight: the chosen option's review, the progress and the outcome. */
export function rebookConnectingFlightUrl(bookingId: string, optionId?: string): string {
  const params = new URLSearchParams({ tripId: bookingId });
  if (optionId) params.set('option', optionId);
  return `/trips/rebook-connecting-flight?${params.toString()}`;
}

/** /trips/contact-support: the tenant's phone and the reference to quote. */
export function contactSupportUrl(bookingId: string): string {
  return `/trips/contact-support?tripId=${encodeURIComponent(bookingId)}`;
}

/** Where a guarantee in its state leads the traveller next, if anywhere. */
export function nextStepUrlOf(g: MissedConnectionGuarantee): string | null {
  if (g.state === 'Missed')
    return missedConnectionOptionsUrl(g.bookingId, g.missedPart ?? 'connection');
  if (g.state === 'ContactSupport') return contactSupportUrl(g.bookingId);
  if (g.state === 'Rebooking' || g.state === 'Rebooked')
    return rebookConnectingFlightUrl(g.bookingId);
  return null;
}

/** The guarantee's state in a few words (the trip page's row, the pages' lead). */
export function useSayMissedConnectionState() {
  const intl = useIntl();
  return (g: MissedConnectionGuarantee): string =>
    g.state === 'Expired' || g.state === 'Voided'
      ? intl.formatMessage({ id: `missedConnection.ended.${g.endedReason ?? 'Deadline'}` })
      : intl.formatMessage(
          { id: `missedConnection.state.${g.state}` },
          { reference: g.supportReference ?? '' },
        );
}

/** "Sat, Dec 26, 7:45 AM – 10:05 AM", "Lufthansa · LH 123", "Economy · Non-stop". */
export function FlightSummary({
  flight,
  stops,
}: {
  flight: MissedConnectionFlight;
  stops?: number;
}) {
  const intl = useIntl();
  return (
    <span className="wf-mc-flight">
      <span className="wf-mc-flight-times">
        {intl.formatMessage(
          { id: 'missedConnection.flight.day' },
          {
            day: formatIsoDate(intl, flight.departureTime),
            origin: flight.origin,
            destination: flight.destination,
          },
        )}
        {' · '}
        {intl.formatMessage(
          { id: 'itinerary.times' },
          {
            departure: formatLocalTime(intl, flight.departureTime),
            arrival: formatLocalTime(intl, flight.arrivalTime),
          },
        )}
        {flight.arrivalTime.slice(0, 10) !== flight.departureTime.slice(0, 10)
          ? ` (${intl.formatMessage({ id: 'itinerary.plusDays' }, { days: 1 })})`
          : null}
      </span>
      <span className="wf-block">
        {intl.formatMessage(
          { id: 'missedConnection.flight.carrier' },
          { airline: flight.airline.name, flights: flight.flightNumbers.join(', ') },
        )}
      </span>
      <span className="wf-block wf-field-description">
        {intl.formatMessage({ id: `cabin.${flight.cabinClass}` })}
        {stops === undefined
          ? null
          : ` · ${
              stops === 0
                ? intl.formatMessage({ id: 'itinerary.nonStop' })
                : intl.formatMessage({ id: 'itinerary.stops' }, { count: stops })
            }`}
      </span>
    </span>
  );
}

/** Which of the terms' two rules makes an option reasonable for this missed flight. */
export function useReasonableRule(missed: MissedConnectionFlight | null) {
  const intl = useIntl();
  const { boot } = usePortal();
  const terms = protectionTermsFor(boot.tenant).missedConnection;
  const clock = (minuteOfDay: number) =>
    formatClockTime(
      intl,
      `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`,
    );
  const [h, m] = (missed?.departureTime.slice(11, 16) ?? '00:00').split(':').map(Number);
  const late = (h ?? 0) * 60 + (m ?? 0) > terms.lateDepartureAfterMinuteOfDay;
  const values = {
    minutes: terms.reasonableWithinMinutes,
    morning: clock(terms.nextMorningByMinuteOfDay),
    late: clock(terms.lateDepartureAfterMinuteOfDay),
  };
  return {
    /** The options page's explanation: "within an hour of the flight you missed". */
    rule: intl.formatMessage(
      { id: late ? 'missedConnection.options.rule.morning' : 'missedConnection.options.rule.hour' },
      values,
    ),
    /** An option's mark. */
    markOf: (option: MissedConnectionOption): string =>
      option.reasonable
        ? intl.formatMessage(
            {
              id: late
                ? 'missedConnection.options.reasonable.morning'
                : 'missedConnection.options.reasonable.hour',
            },
            values,
          )
        : intl.formatMessage({ id: 'missedConnection.options.later' }),
  };
}

/** What happened: the delayed flight and by how much, the connection missed, when, the deadline. */
export function MissedConnectionWhat({
  guarantee,
  showDeadline = true,
}: {
  guarantee: MissedConnectionGuarantee;
  showDeadline?: boolean;
}) {
  const intl = useIntl();
  const { delayed, missed } = guarantee;
  return (
    <div className="wf-stack" data-testid="missed-connection-what">
      {delayed ? (
        <p>
          {intl.formatMessage(
            { id: 'missedConnection.what.delayed' },
            {
              flights: delayed.flightNumbers.join(', '),
              origin: delayed.origin,
              destination: delayed.destination,
              departure: formatLocalDayTime(intl, delayed.departureTime),
              delay: formatDuration(intl, delayed.delayMinutes),
            },
          )}
        </p>
      ) : null}
      {missed ? (
        <p>
          {intl.formatMessage(
            { id: 'missedConnection.what.missed' },
            {
              airport: guarantee.selfTransferAirport ?? missed.origin,
              flights: missed.flightNumbers.join(', '),
              destination: missed.destination,
              departure: formatLocalDayTime(intl, missed.departureTime),
            },
          )}
        </p>
      ) : null}
      {guarantee.detectedAt ? (
        <p className="wf-field-description">
          {intl.formatMessage(
            { id: 'missedConnection.what.found' },
            { at: formatInstantShort(intl, guarantee.detectedAt) },
          )}
        </p>
      ) : null}
      {showDeadline && guarantee.expiresAt && guarantee.state === 'Missed' ? (
        <p>
          <strong>
            {intl.formatMessage(
              { id: 'missedConnection.what.deadline' },
              { at: formatInstantShort(intl, guarantee.expiresAt) },
            )}
          </strong>
        </p>
      ) : null}
    </div>
  );
}

/** The claim's steps with their times. */
export function MissedConnectionTimeline({
  guarantee,
  headingId,
}: {
  guarantee: MissedConnectionGuarantee;
  headingId: string;
}) {
  const intl = useIntl();
  return (
    <ClaimTimeline
      steps={guarantee.timeline}
      headingId={headingId}
      sayStep={(step) => intl.formatMessage({ id: `missedConnection.step.${step.kind}` })}
      testIdPrefix="missed-connection-step"
    />
  );
}
