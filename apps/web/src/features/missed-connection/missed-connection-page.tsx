import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MissedConnectionGuarantee } from '@wayfare/contracts/missed-connection';
import { isApiError } from '../../api/api-error';
import { missedConnectionQueryOptions } from '../../api/missed-connection-calls';
import { PageTitle } from '../../components/page-title';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import './missed-connection.css';

/*
 * The missed-connection guarantee's pages (issue 20, part C; spec §2 /trips/rebook/connection,
 * /trips/rebook/flight, /trips/rebook-connecting-flight): loading the view once, its states, the
 * way back to the trip.
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
      {intl.formatMessage({ id: 'missedConnection.backToTrip' })}
    </Link>
  );
}

/** An alert that takes the focus and scrolls into view when it appears or changes. */
export function FocusedAlert({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus();
  }, [title, children]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="wf-notice"
      data-tone="error"
      role="alert"
      data-testid="missed-connection-error"
    >
      <h2>{title}</h2>
      {children}
      {action ? <div className="wf-row">{action}</div> : null}
    </div>
  );
}

/**
 * Loads the trip's guarantee and renders `children` with it, or the loading, missing and error
 * states (each with the one heading). `poll` asks again every 2 seconds while a new ticket is
 * being issued.
 */
export function WithMissedConnection({
  tripId,
  title,
  poll = false,
  children,
}: {
  tripId: string | null;
  title: string;
  poll?: boolean;
  children: (guarantee: MissedConnectionGuarantee) => ReactNode;
}) {
  const intl = useIntl();
  const session = useSignedInSession();
  const query = useQuery({
    ...missedConnectionQueryOptions(session.userId, tripId ?? ''),
    enabled: tripId !== null,
    refetchInterval: (q) => (poll && q.state.data?.state === 'Rebooking' ? 2_000 : false),
  });
  let body: ReactNode;
  if (!tripId)
    body = (
      <Notice headingLevel={1} title={intl.formatMessage({ id: 'missedConnection.missingTrip' })}>
        <p>
          <Link to="/trips">{intl.formatMessage({ id: 'missedConnection.toTrips' })}</Link>
        </p>
      </Notice>
    );
  else if (query.isPending)
    body = <LoadingState label={intl.formatMessage({ id: 'missedConnection.loading' })} />;
  else if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    body = (
      <Notice
        tone={missing ? 'neutral' : 'error'}
        headingLevel={1}
        title={intl.formatMessage({
          id: missing ? 'missedConnection.none' : 'missedConnection.loadFailed',
        })}
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
      >
        {missing ? <p>{intl.formatMessage({ id: 'missedConnection.noneBody' })}</p> : null}
      </Notice>
    );
  } else body = children(query.data);
  return (
    <div className="wf-page wf-mc-page">
      <PageTitle title={title} />
      {body}
    </div>
  );
}
