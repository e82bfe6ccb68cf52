import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MissedConnectionCaseDetail } from '@wayfare/contracts/missed-connection';
import { isApiError } from '../../api/api-error';
import { postMissedConnectionResolve } from '../../api/missed-connection-calls';
import {
  FlightSummary,
  MissedConnectionTimeline,
  MissedConnectionWhat,
  useReasonableRule,
  useSayMissedConnectionState,
} from '../../components/missed-connection-claim';
import { formatTotal } from '../../format/format-money';
import { Button } from '../../ui/button';
import { caseNameOf } from './missed-connection-queue';
import './price-match-agent.css';

/*
 * One missed connection for an agent (issue 20, part C): what happened, the travellers, every
 * qualifying option with its seats, and the resolution on one that seats everyone now.
 */
export function MissedConnectionCaseView({
  detail,
  queryKey,
}: {
  detail: MissedConnectionCaseDetail;
  queryKey: readonly unknown[];
}) {
  const intl = useIntl();
  const id = useId();
  const queryClient = useQueryClient();
  const say = useSayMissedConnectionState();
  const { guarantee } = detail;
  const { markOf } = useReasonableRule(guarantee.missed);
  const seatable = guarantee.options.filter((o) => o.seatsEveryone);
  const [chosen, setChosen] = useState<string | null>(seatable[0]?.optionId ?? null);
  const resolve = useMutation({
    mutationFn: (optionId: string) => postMissedConnectionResolve(guarantee.bookingId, optionId),
    onSuccess: (next) => {
      queryClient.setQueryData(queryKey, { ...detail, guarantee: next });
    },
  });
  const open = guarantee.state === 'ContactSupport';
  const code = isApiError(resolve.error) ? resolve.error.code : null;
  return (
    <div className="wf-page wf-stack wf-pm-agent">
      <p className="wf-pm-agent-back">
        <Link to="/agent/missed-connections">
          ← {intl.formatMessage({ id: 'missedConnection.agent.toQueue' })}
        </Link>
      </p>
      <h1>
        {intl.formatMessage(
          { id: 'missedConnection.agent.case.title' },
          { reference: caseNameOf(detail.case) },
        )}
      </h1>
      <dl className="wf-mc-facts wf-card">
        <div>
          <dt>{intl.formatMessage({ id: 'missedConnection.agent.col.trip' })}</dt>
          <dd>{detail.case.confirmationCode ?? detail.case.bookingId}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'missedConnection.agent.col.travelers' })}</dt>
          <dd>{detail.case.travelerNames.join(', ')}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'missedConnection.label' })}</dt>
          <dd data-testid="missed-connection-case-state">{say(guarantee)}</dd>
        </div>
      </dl>
      <section className="wf-card" aria-labelledby={`${id}-what`}>
        <h2 id={`${id}-what`}>{intl.formatMessage({ id: 'missedConnection.what.title' })}</h2>
        {detail.case.supportReason ? (
          <p>
            {intl.formatMessage(
              { id: `missedConnection.support.why.${detail.case.supportReason}` },
              { count: guarantee.travelers },
            )}
          </p>
        ) : null}
        <MissedConnectionWhat guarantee={guarantee} showDeadline={false} />
      </section>
      {open ? (
        <form
          className="wf-card wf-stack"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) resolve.mutate(chosen);
          }}
        >
          <fieldset className="wf-mc-options">
            <legend>{intl.formatMessage({ id: 'missedConnection.agent.case.legend' })}</legend>
            {guarantee.options.length === 0 ? (
              <p>{intl.formatMessage({ id: 'missedConnection.agent.case.noOptions' })}</p>
            ) : null}
            {guarantee.options.map((option) => (
              <label
                key={option.optionId}
                className="wf-radio wf-mc-option"
                data-disabled={!option.seatsEveryone || undefined}
              >
                <input
                  type="radio"
                  name={`${id}-option`}
                  checked={chosen === option.optionId}
                  disabled={!option.seatsEveryone}
                  onChange={() => setChosen(option.optionId)}
                />
                <span className="wf-mc-option-body">
                  <span className="wf-badge wf-mc-mark">{markOf(option)}</span>
                  <FlightSummary flight={option} stops={option.stops} />
                  <span className="wf-block">
                    {intl.formatMessage(
                      { id: 'missedConnection.option.seats' },
                      { count: option.seatsAvailable },
                    )}
                    {' · '}
                    {intl.formatMessage({
                      id: option.seatsEveryone
                        ? 'missedConnection.option.seatsEveryone'
                        : 'missedConnection.option.notEveryone',
                    })}
                    {' · '}
                    {intl.formatMessage(
                      { id: 'missedConnection.option.fare' },
                      { fare: formatTotal(intl, option.farePerTraveler) },
                    )}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {seatable.length === 0 && guarantee.options.length > 0 ? (
            <p>{intl.formatMessage({ id: 'missedConnection.agent.case.noSeats' })}</p>
          ) : null}
          {resolve.isError ? (
            <p className="wf-field-error" role="alert">
              {intl.formatMessage({
                id:
                  code === 'RebookingOptionUnavailable' ||
                  code === 'MissedConnectionAlreadyUsed' ||
                  code === 'MissedConnectionNotMissed'
                    ? `missedConnection.error.${code}`
                    : 'missedConnection.error.generic',
              })}
            </p>
          ) : null}
          <div className="wf-row">
            <Button type="submit" isDisabled={!chosen || resolve.isPending}>
              {intl.formatMessage({ id: 'missedConnection.agent.case.resolve' })}
            </Button>
          </div>
        </form>
      ) : (
        <p className="wf-notice" data-tone="success" role="status">
          {guarantee.state === 'Rebooking'
            ? intl.formatMessage({ id: 'missedConnection.agent.case.requested' })
            : intl.formatMessage(
                { id: 'missedConnection.agent.case.closed' },
                { state: say(guarantee) },
              )}
        </p>
      )}
      {guarantee.timeline.length > 0 ? (
        <section className="wf-card" aria-labelledby={`${id}-claim`}>
          <h2 id={`${id}-claim`}>
            {intl.formatMessage({ id: 'missedConnection.timeline.title' })}
          </h2>
          <MissedConnectionTimeline guarantee={guarantee} headingId={`${id}-claim`} />
        </section>
      ) : null}
    </div>
  );
}
