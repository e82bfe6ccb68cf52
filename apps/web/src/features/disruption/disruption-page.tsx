import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { DisruptionAssistance } from '@wayfare/contracts/disruption';
import { isApiError } from '../../api/api-error';
import { disruptionQueryOptions } from '../../api/disruption-calls';
import {
  DisruptionRefundLines,
  DisruptionTimeline,
  DisruptionWhat,
  disruptionUrl,
  useSayDisruptionState,
} from '../../components/disruption-claim';
import { PageTitle } from '../../components/page-title';
import { formatLocalTime } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import './disruption.css';

/*
 * /trips/disruption?tripId=… (issue 20; spec §2): what the airline did, the two choices with
 * their amounts and deadline (rebook on any airline at no cost, or the fares back), then the claim
 * followed to its end with times. Self-served: nothing here needs a person.
 */

/** The trip's link back. */
export function TripLink({ bookingId }: { bookingId: string }) {
  const intl = useIntl();
  return (
    <Link
      className="wf-button"
      data-variant="secondary"
      to={`/trips/${encodeURIComponent(bookingId)}`}
    >
      {intl.formatMessage({ id: 'disruption.backToTrip' })}
    </Link>
  );
}

/**
 * Loads the trip's disruption assistance and renders `children` with it, or the loading, missing
 * and error states (each a page of its own, with the one heading).
 */
export function WithDisruption({
  tripId,
  title,
  children,
}: {
  tripId: string | null;
  title: string;
  children: (protection: DisruptionAssistance) => ReactNode;
}) {
  const intl = useIntl();
  const session = useSignedInSession();
  const query = useQuery({
    ...disruptionQueryOptions(session.userId, tripId ?? ''),
    enabled: tripId !== null,
  });
  let body: ReactNode;
  if (!tripId)
    body = (
      <Notice headingLevel={1} title={intl.formatMessage({ id: 'disruption.missingTrip' })}>
        <p>
          <Link to="/trips">{intl.formatMessage({ id: 'disruption.toTrips' })}</Link>
        </p>
      </Notice>
    );
  else if (query.isPending)
    body = <LoadingState label={intl.formatMessage({ id: 'disruption.loading' })} />;
  else if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    body = (
      <Notice
        tone={missing ? 'neutral' : 'error'}
        headingLevel={1}
        title={intl.formatMessage({ id: missing ? 'disruption.none' : 'disruption.loadFailed' })}
        action={
          <>
            {missing ? null : (
              <Button onPress={() => void query.refetch()}>
                {intl.formatMessage({ id: 'common.tryAgain' })}
              </Button>
            )}
            <TripLink bookingId={tripId} />
          </>
        }
      />
    );
  } else body = children(query.data);
  return (
    <div className="wf-page wf-disruption-page">
      <PageTitle title={title} />
      {body}
    </div>
  );
}

/** The two choices, while the traveller decides. */
function Choices({ protection }: { protection: DisruptionAssistance }) {
  const intl = useIntl();
  const id = useId();
  const canRefund = protection.actions.includes('Refund');
  const rebookOnly = protection.actions.includes('RebookOnlyEligible');
  const decideBy = protection.decideBy
    ? intl.formatDate(protection.decideBy, { dateStyle: 'full', timeStyle: 'short' })
    : null;
  return (
    <section className="wf-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'disruption.choices.title' })}</h2>
      {decideBy ? (
        <p>{intl.formatMessage({ id: 'disruption.choices.deadline' }, { at: decideBy })}</p>
      ) : null}
      <ul className="wf-disruption-choices">
        <li className="wf-card">
          <h3>{intl.formatMessage({ id: 'disruption.rebook.title' })}</h3>
          <p>{intl.formatMessage({ id: 'disruption.rebook.body' })}</p>
          <p>
            <strong>{intl.formatMessage({ id: 'disruption.rebook.cost' })}</strong>
          </p>
          <Link
            className="wf-button"
            data-variant="primary"
            to={disruptionUrl(protection.bookingId, '/rebook')}
          >
            {intl.formatMessage({ id: 'disruption.rebook.action' })}
          </Link>
        </li>
        <li className="wf-card">
          <h3>{intl.formatMessage({ id: 'disruption.refund.title' })}</h3>
          {canRefund && protection.refund ? (
            <>
              <p>
                {intl.formatMessage(
                  { id: 'disruption.refund.body' },
                  { total: formatTotal(intl, protection.refund.total) },
                )}
              </p>
              <DisruptionRefundLines refunds={protection.refund.refunds} />
              <p className="wf-field-description">
                {intl.formatMessage({ id: 'disruption.refund.voids' })}
              </p>
              <Link
                className="wf-button"
                data-variant="secondary"
                to={disruptionUrl(protection.bookingId, '/refund')}
              >
                {intl.formatMessage({ id: 'disruption.refund.action' })}
              </Link>
            </>
          ) : (
            <p>
              {intl.formatMessage({
                id: rebookOnly ? 'disruption.refund.flown' : 'disruption.refund.unavailable',
              })}
            </p>
          )}
        </li>
      </ul>
    </section>
  );
}

/** The page's content for a loaded protection. */
export function DisruptionOverview({ protection }: { protection: DisruptionAssistance }) {
  const intl = useIntl();
  const timelineId = useId();
  const say = useSayDisruptionState();
  const deciding = protection.state === 'Disrupted' && protection.actions.includes('Rebook');
  return (
    <>
      <h1>{intl.formatMessage({ id: 'disruption.title' })}</h1>
      <p data-testid="disruption-state">{say(protection)}</p>
      {protection.disruption ? (
        <section className="wf-card" aria-labelledby={`${timelineId}-what`}>
          <h2 id={`${timelineId}-what`}>{intl.formatMessage({ id: 'disruption.what.title' })}</h2>
          <DisruptionWhat disruption={protection.disruption} />
        </section>
      ) : (
        <Notice title={intl.formatMessage({ id: 'disruption.nothing.title' })}>
          <p>{intl.formatMessage({ id: 'disruption.nothing.body' })}</p>
        </Notice>
      )}
      {protection.secondDisruption ? (
        <p className="wf-field-description" data-testid="disruption-second">
          {intl.formatMessage(
            { id: 'disruption.second' },
            { flight: protection.secondDisruption.flightLabel },
          )}
        </p>
      ) : null}
      {deciding ? <Choices protection={protection} /> : null}
      {protection.rebooking ? (
        <section className="wf-card" aria-labelledby={`${timelineId}-new`}>
          <h2 id={`${timelineId}-new`}>
            {intl.formatMessage({ id: 'disruption.newFlight.title' })}
          </h2>
          <ul>
            {protection.rebooking.slices.map((s) => (
              <li key={s.sliceIndex}>
                {intl.formatMessage(
                  { id: 'disruption.newFlight.line' },
                  {
                    airline: s.airline,
                    flights: s.flightNumbers.join(', '),
                    origin: s.origin,
                    destination: s.destination,
                    departure: formatLocalTime(intl, s.departureTime),
                  },
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {protection.state === 'Refunded' && protection.refund ? (
        <section className="wf-card" aria-labelledby={`${timelineId}-refund`}>
          <h2 id={`${timelineId}-refund`}>
            {intl.formatMessage(
              { id: 'disruption.refunded.title' },
              { total: formatTotal(intl, protection.refund.total) },
            )}
          </h2>
          <DisruptionRefundLines refunds={protection.refund.refunds} />
          <p className="wf-field-description">{intl.formatMessage({ id: 'trips.refundTiming' })}</p>
        </section>
      ) : null}
      {protection.timeline.length > 0 ? (
        <section className="wf-card" aria-labelledby={`${timelineId}-claim`}>
          <h2 id={`${timelineId}-claim`}>
            {intl.formatMessage({ id: 'disruption.timeline.title' })}
          </h2>
          <DisruptionTimeline steps={protection.timeline} headingId={`${timelineId}-claim`} />
        </section>
      ) : null}
      <div className="wf-row">
        <TripLink bookingId={protection.bookingId} />
      </div>
    </>
  );
}
