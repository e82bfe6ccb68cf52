import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MissedConnectionGuarantee } from '@wayfare/contracts/missed-connection';
import type { FlightTripDetail, TripDetail } from '@wayfare/contracts/trips';
import { missedConnectionQueryOptions } from '../../api/missed-connection-calls';
import {
  MissedConnectionTimeline,
  MissedConnectionWhat,
  nextStepUrlOf,
  useSayMissedConnectionState,
} from '../../components/missed-connection-claim';
import { userInfoQueryOptions } from '../../api/session-calls';

/*
 * The missed-connection guarantee on the trip page (issue 20, part C): a row with its state, a
 * notice region while the connection is missed (to the options) or with support (to the phone and
 * reference), and the claim's timeline with times. Asked only for a self-transfer trip's owner.
 */

function isSelfTransferTrip(trip: TripDetail): trip is FlightTripDetail {
  return (
    trip.type === 'Flight' &&
    trip.access === 'owner' &&
    trip.booking.multiTicketType === 'virtualInterline'
  );
}

/**
 * The trip's guarantee, fetched only for a self-transfer trip's owner; null otherwise or until
 * loaded. A trip looked up while signed out has no session: nothing is asked.
 */
function useTripMissedConnection(trip: TripDetail): MissedConnectionGuarantee | null {
  const covered = isSelfTransferTrip(trip);
  const { data: session } = useQuery({ ...userInfoQueryOptions(), enabled: covered });
  const query = useQuery({
    ...missedConnectionQueryOptions(session?.userId ?? '', trip.booking.id),
    enabled: covered && session !== undefined,
    refetchInterval: (q) => (q.state.data?.state === 'Rebooking' ? 5_000 : false),
  });
  return covered ? (query.data ?? null) : null;
}

/** The city of the self-transfer airport, from the trip's own segments; else its code. */
function cityOf(trip: TripDetail, airport: string | null): string {
  if (trip.type !== 'Flight' || !airport) return airport ?? '';
  for (const slice of trip.booking.offer.slices)
    for (const segment of slice.segments)
      if (segment.origin.code === airport) return segment.origin.city || airport;
  return airport;
}

/** The trip facts' row: "Active: …", or where the claim stands and where to go next. */
export function MissedConnectionRow({ trip }: { trip: TripDetail }) {
  const intl = useIntl();
  const say = useSayMissedConnectionState();
  const guarantee = useTripMissedConnection(trip);
  if (!guarantee) return null;
  const next = nextStepUrlOf(guarantee);
  return (
    <div>
      <dt>{intl.formatMessage({ id: 'missedConnection.label' })}</dt>
      <dd data-testid="trip-missed-connection">
        {say(guarantee)}
        {next ? (
          <Link className="wf-block" to={next}>
            {intl.formatMessage({
              id:
                guarantee.state === 'Missed'
                  ? 'missedConnection.row.open'
                  : guarantee.state === 'ContactSupport'
                    ? 'missedConnection.row.support'
                    : 'missedConnection.row.follow',
            })}
          </Link>
        ) : null}
      </dd>
    </div>
  );
}

/** The connection was missed: what happened and the way on; then the claim with its times. */
export function MissedConnectionNotice({ trip }: { trip: TripDetail }) {
  const intl = useIntl();
  const id = useId();
  const guarantee = useTripMissedConnection(trip);
  if (!guarantee || guarantee.state === 'Active') return null;
  const open = guarantee.state === 'Missed' || guarantee.state === 'ContactSupport';
  const next = nextStepUrlOf(guarantee);
  return (
    <>
      {open ? (
        <section
          className="wf-notice"
          data-tone="error"
          aria-labelledby={`${id}-title`}
          data-testid="missed-connection-notice"
        >
          <h2 id={`${id}-title`}>
            {intl.formatMessage(
              { id: 'missedConnection.notice.title' },
              { city: cityOf(trip, guarantee.selfTransferAirport) },
            )}
          </h2>
          <MissedConnectionWhat guarantee={guarantee} />
          {next ? (
            <div className="wf-row">
              <Link className="wf-button" data-variant="primary" to={next}>
                {intl.formatMessage({
                  id:
                    guarantee.state === 'Missed'
                      ? 'missedConnection.notice.choose'
                      : 'missedConnection.notice.support',
                })}
              </Link>
            </div>
          ) : null}
        </section>
      ) : null}
      {guarantee.timeline.length > 1 ? (
        <section className="wf-card" aria-labelledby={`${id}-claim`}>
          <h2 id={`${id}-claim`}>
            {intl.formatMessage({ id: 'missedConnection.timeline.title' })}
          </h2>
          <MissedConnectionTimeline guarantee={guarantee} headingId={`${id}-claim`} />
        </section>
      ) : null}
    </>
  );
}
