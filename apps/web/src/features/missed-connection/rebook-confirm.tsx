import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';
import type { MissedConnectionGuarantee } from '@wayfare/contracts/missed-connection';
import { isApiError } from '../../api/api-error';
import {
  missedConnectionQueryKey,
  postMissedConnectionRebook,
} from '../../api/missed-connection-calls';
import {
  FlightSummary,
  MissedConnectionTimeline,
  contactSupportUrl,
  missedConnectionOptionsUrl,
  useSayMissedConnectionState,
} from '../../components/missed-connection-claim';
import { formatInstantShort } from '../../format/format-dates';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { FocusedAlert, TripLink } from './missed-connection-page';

/*
 * /trips/rebook-connecting-flight?tripId=…&option=… (issue 20, part C; spec §2): the chosen flight
 * against the missed one, confirmed once; then the airline issuing the new ticket (the page asks
 * again every 2 seconds) and the outcome with the airline's locator and the time it was issued.
 */

const REBOOK_ERRORS = [
  'MissedConnectionExpired',
  'MissedConnectionAlreadyUsed',
  'RebookingOptionUnavailable',
  'MissedConnectionNotMissed',
  'MissedConnectionNotCovered',
] as const;
type RebookError = (typeof REBOOK_ERRORS)[number];

function rebookErrorOf(error: unknown): RebookError | null {
  const code = isApiError(error) ? error.code : null;
  return REBOOK_ERRORS.find((c) => c === code) ?? null;
}

function BackToOptions({ guarantee }: { guarantee: MissedConnectionGuarantee }) {
  const intl = useIntl();
  return (
    <Link
      className="wf-button"
      data-variant="secondary"
      to={missedConnectionOptionsUrl(guarantee.bookingId, guarantee.missedPart ?? 'connection')}
    >
      {intl.formatMessage({ id: 'missedConnection.review.back' })}
    </Link>
  );
}

function Review({
  guarantee,
  optionId,
}: {
  guarantee: MissedConnectionGuarantee;
  optionId: string | null;
}) {
  const intl = useIntl();
  const id = useId();
  const session = useSignedInSession();
  const queryClient = useQueryClient();
  const rebook = useMutation({
    mutationFn: (chosen: string) => postMissedConnectionRebook(guarantee.bookingId, chosen),
    onSuccess: (next) => {
      queryClient.setQueryData(missedConnectionQueryKey(session.userId, next.bookingId), next);
      void queryClient.invalidateQueries({ queryKey: ['trips', session.userId] });
    },
  });
  const option = guarantee.options.find((o) => o.optionId === optionId);
  const failedBefore = guarantee.timeline.at(-1)?.kind === 'RebookFailed';
  if (!option)
    return (
      <Notice
        headingLevel={2}
        title={intl.formatMessage({ id: 'missedConnection.review.optionGone' })}
        action={<BackToOptions guarantee={guarantee} />}
      />
    );
  const code = rebookErrorOf(rebook.error);
  return (
    <>
      {failedBefore ? (
        <Notice
          tone="error"
          title={intl.formatMessage({ id: 'missedConnection.failed.title' })}
          action={<BackToOptions guarantee={guarantee} />}
        >
          <p>{intl.formatMessage({ id: 'missedConnection.failed.body' })}</p>
        </Notice>
      ) : null}
      <div className="wf-mc-compare">
        {guarantee.missed ? (
          <section className="wf-card" aria-labelledby={`${id}-missed`}>
            <h2 id={`${id}-missed`}>
              {intl.formatMessage({ id: 'missedConnection.review.missed' })}
            </h2>
            <FlightSummary flight={guarantee.missed} />
          </section>
        ) : null}
        <section className="wf-card" aria-labelledby={`${id}-new`} data-testid="mc-new-flight">
          <h2 id={`${id}-new`}>{intl.formatMessage({ id: 'missedConnection.review.new' })}</h2>
          <FlightSummary flight={option} stops={option.stops} />
        </section>
      </div>
      <p>
        <strong>
          {intl.formatMessage(
            { id: 'missedConnection.review.travelers' },
            { count: guarantee.travelers },
          )}
        </strong>
      </p>
      {rebook.isError ? (
        <FocusedAlert
          title={intl.formatMessage({ id: 'missedConnection.error.title' })}
          action={<BackToOptions guarantee={guarantee} />}
        >
          <p>
            {intl.formatMessage({
              id: code ? `missedConnection.error.${code}` : 'missedConnection.error.generic',
            })}
          </p>
        </FocusedAlert>
      ) : null}
      <div className="wf-row">
        <Button isDisabled={rebook.isPending} onPress={() => rebook.mutate(option.optionId)}>
          {intl.formatMessage({ id: 'missedConnection.review.confirm' })}
        </Button>
        <BackToOptions guarantee={guarantee} />
      </div>
    </>
  );
}

function Outcome({ guarantee }: { guarantee: MissedConnectionGuarantee }) {
  const intl = useIntl();
  const id = useId();
  const issued = guarantee.timeline.findLast((s) => s.kind === 'RebookIssued');
  return (
    <section
      className="wf-notice"
      data-tone="success"
      aria-labelledby={`${id}-done`}
      data-testid="missed-connection-done"
    >
      <h2 id={`${id}-done`}>{intl.formatMessage({ id: 'missedConnection.done.title' })}</h2>
      {guarantee.rebooked ? <FlightSummary flight={guarantee.rebooked} /> : null}
      {guarantee.rebooked?.locator ? (
        <p>
          {intl.formatMessage(
            { id: 'missedConnection.done.locator' },
            { locator: guarantee.rebooked.locator },
          )}
        </p>
      ) : null}
      {issued ? (
        <p className="wf-field-description">
          {intl.formatMessage(
            { id: 'missedConnection.done.issuedAt' },
            { at: formatInstantShort(intl, issued.at) },
          )}
        </p>
      ) : null}
    </section>
  );
}

/** The page's content for a loaded guarantee and the chosen option (when choosing). */
export function RebookConfirm({
  guarantee,
  optionId,
}: {
  guarantee: MissedConnectionGuarantee;
  optionId: string | null;
}) {
  const intl = useIntl();
  const id = useId();
  const say = useSayMissedConnectionState();
  if (guarantee.state === 'ContactSupport')
    return <Navigate replace to={contactSupportUrl(guarantee.bookingId)} />;
  return (
    <>
      <h1>{intl.formatMessage({ id: 'missedConnection.review.title' })}</h1>
      <p data-testid="missed-connection-state">{say(guarantee)}</p>
      {guarantee.state === 'Missed' ? (
        <Review guarantee={guarantee} optionId={optionId} />
      ) : guarantee.state === 'Rebooking' ? (
        <div className="wf-card">
          <LoadingState label={intl.formatMessage({ id: 'missedConnection.progress' })} />
          <p>{intl.formatMessage({ id: 'missedConnection.progress.body' })}</p>
        </div>
      ) : guarantee.state === 'Rebooked' ? (
        <Outcome guarantee={guarantee} />
      ) : (
        <Notice title={intl.formatMessage({ id: 'missedConnection.options.notNow' })} />
      )}
      {guarantee.timeline.length > 0 && guarantee.state !== 'Missed' ? (
        <section className="wf-card" aria-labelledby={`${id}-claim`}>
          <h2 id={`${id}-claim`}>
            {intl.formatMessage({ id: 'missedConnection.timeline.title' })}
          </h2>
          <MissedConnectionTimeline guarantee={guarantee} headingId={`${id}-claim`} />
        </section>
      ) : null}
      <div className="wf-row">
        <TripLink bookingId={guarantee.bookingId} />
      </div>
    </>
  );
}
