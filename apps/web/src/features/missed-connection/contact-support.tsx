import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MissedConnectionGuarantee } from '@wayfare/contracts/missed-connection';
import { isApiError } from '../../api/api-error';
import { missedConnectionQueryOptions } from '../../api/missed-connection-calls';
import { tripQueryOptions } from '../../api/trips-calls';
import { MissedConnectionWhat } from '../../components/missed-connection-claim';
import { PageTitle } from '../../components/page-title';
import { formatInstantShort } from '../../format/format-dates';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { usePortal } from '../../tenant/portal-context';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { TripLink } from './missed-connection-page';

/*
 * /trips/contact-support?tripId=… (issue 20, part C; spec §2): the tenant's phone and the
 * reference to quote when the guarantee could not rebook everyone online, why, what the agent
 * will do and by when. For a trip without one, the phone and the trip's confirmation code: still
 * the way to reach us, never a dead end.
 */

function Phone() {
  const intl = useIntl();
  const { brand } = usePortal();
  return (
    <div>
      <dt>{intl.formatMessage({ id: 'missedConnection.support.phone' })}</dt>
      <dd>
        <a
          className="wf-mc-phone"
          href={`tel:${brand.supportPhone.tel}`}
          data-testid="support-phone"
          aria-label={intl.formatMessage(
            { id: 'missedConnection.support.call' },
            { phone: brand.supportPhone.display },
          )}
        >
          {brand.supportPhone.display}
        </a>
      </dd>
    </div>
  );
}

function GuaranteeSupport({ guarantee }: { guarantee: MissedConnectionGuarantee }) {
  const intl = useIntl();
  const id = useId();
  return (
    <>
      <h1>{intl.formatMessage({ id: 'missedConnection.support.title' })}</h1>
      <section className="wf-card wf-stack" aria-labelledby={`${id}-call`}>
        <h2 id={`${id}-call`} className="wf-visually-hidden">
          {intl.formatMessage({ id: 'missedConnection.support.phone' })}
        </h2>
        <dl className="wf-mc-facts">
          <Phone />
          <div>
            <dt>{intl.formatMessage({ id: 'missedConnection.support.reference' })}</dt>
            <dd className="wf-mc-reference" data-testid="support-reference">
              {guarantee.supportReference}
            </dd>
          </div>
        </dl>
        {guarantee.expiresAt ? (
          <p>
            <strong>
              {intl.formatMessage(
                { id: 'missedConnection.support.deadline' },
                { at: formatInstantShort(intl, guarantee.expiresAt) },
              )}
            </strong>
          </p>
        ) : null}
      </section>
      <section className="wf-card wf-stack" aria-labelledby={`${id}-why`}>
        <h2 id={`${id}-why`}>{intl.formatMessage({ id: 'missedConnection.support.whyTitle' })}</h2>
        <p data-testid="support-reason">
          {intl.formatMessage(
            {
              id: `missedConnection.support.why.${guarantee.supportReason ?? 'NoQualifyingOption'}`,
            },
            { count: guarantee.travelers },
          )}
        </p>
        <MissedConnectionWhat guarantee={guarantee} showDeadline={false} />
      </section>
      <section className="wf-card" aria-labelledby={`${id}-next`}>
        <h2 id={`${id}-next`}>
          {intl.formatMessage({ id: 'missedConnection.support.nextTitle' })}
        </h2>
        <p>{intl.formatMessage({ id: 'missedConnection.support.next' })}</p>
      </section>
      <p>
        <Link to="/terms/missed-connection-guarantee">
          {intl.formatMessage({ id: 'missedConnection.terms' })}
        </Link>
      </p>
      <div className="wf-row">
        <TripLink bookingId={guarantee.bookingId} />
      </div>
    </>
  );
}

/** A trip without a guarantee sent to support: the phone and its confirmation code. */
function TripSupport({ tripId }: { tripId: string }) {
  const intl = useIntl();
  const session = useSignedInSession();
  const trip = useQuery(tripQueryOptions(session.userId, tripId));
  const code = trip.data?.booking.confirmationCode ?? null;
  return (
    <>
      <h1>{intl.formatMessage({ id: 'missedConnection.support.genericTitle' })}</h1>
      <section className="wf-card wf-stack">
        <p>{intl.formatMessage({ id: 'missedConnection.support.genericBody' })}</p>
        <dl className="wf-mc-facts">
          <Phone />
          {code ? (
            <div>
              <dt>{intl.formatMessage({ id: 'missedConnection.support.code' })}</dt>
              <dd className="wf-mc-reference" data-testid="support-reference">
                {code}
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
      <div className="wf-row">
        <TripLink bookingId={tripId} />
      </div>
    </>
  );
}

/** The page: loads the trip's guarantee, and words what it finds. */
export function ContactSupport({ tripId, title }: { tripId: string | null; title: string }) {
  const intl = useIntl();
  const session = useSignedInSession();
  const query = useQuery({
    ...missedConnectionQueryOptions(session.userId, tripId ?? ''),
    enabled: tripId !== null,
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
  else if (query.isError && !(isApiError(query.error) && query.error.status === 404))
    body = (
      <Notice
        tone="error"
        headingLevel={1}
        title={intl.formatMessage({ id: 'missedConnection.loadFailed' })}
        action={
          <Button onPress={() => void query.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      />
    );
  else if (query.data?.supportReference) body = <GuaranteeSupport guarantee={query.data} />;
  else body = <TripSupport tripId={tripId} />;
  return (
    <div className="wf-page wf-mc-page">
      <PageTitle title={title} />
      {body}
    </div>
  );
}
