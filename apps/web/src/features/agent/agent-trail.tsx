import { useQuery } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { AgentAction, AgentTeamResponse } from '@wayfare/contracts/agent';
import { AGENT_TRAIL_LIMIT } from '@wayfare/contracts/agent';
import { agentTrailQueryOptions } from '../../api/agent-trail-calls';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import './price-match-agent.css';

/*
 * The agent portal's trail (issue 24): a support lead picks an agent of their team and a day;
 * any other agent sees their own. Times in the reader's time zone.
 */

/** The reader's local day `YYYY-MM-DD` → the instants [its midnight, the next midnight). */
export function dayWindow(day: string): { from: string; to: string } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return {
    from: new Date(y, m - 1, d).toISOString(),
    to: new Date(y, m - 1, d + 1).toISOString(),
  };
}

/** Today in the reader's zone, as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface TrailFilters {
  agentId: string;
  day: string;
}

export function AgentTrail({
  userId,
  team,
  filters,
  onFilters,
}: {
  userId: string;
  team: AgentTeamResponse;
  filters: TrailFilters;
  onFilters: (next: TrailFilters) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const trail = useQuery(
    agentTrailQueryOptions(userId, { agentId: filters.agentId, ...dayWindow(filters.day) }),
  );
  const agent = team.agents.find((a) => a.userId === filters.agentId);
  const agentName = agent ? `${agent.firstName} ${agent.lastName}` : filters.agentId;
  const dayLabel = intl.formatDate(dayWindow(filters.day).from, { dateStyle: 'long' });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (draft.day) onFilters(draft);
  };

  let body;
  if (trail.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'agentTrail.loading' })} />;
  } else if (trail.isError) {
    body = (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'agentTrail.error' })}
        action={
          <Button onPress={() => void trail.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      />
    );
  } else if (trail.data.actions.length === 0) {
    body = (
      <p className="wf-card" data-testid="agent-trail-empty">
        {intl.formatMessage({ id: 'agentTrail.empty' }, { name: agentName, day: dayLabel })}
      </p>
    );
  } else {
    body = (
      <>
        {trail.data.truncated ? (
          <p className="wf-lead">
            {intl.formatMessage({ id: 'agentTrail.truncated' }, { count: AGENT_TRAIL_LIMIT })}
          </p>
        ) : null}
        {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
        <div
          className="wf-card wf-pm-table-wrap"
          role="region"
          aria-label={intl.formatMessage({ id: 'agentTrail.title' })}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="wf-pm-table wf-agent-trail-table" data-testid="agent-trail">
            <caption className="wf-visually-hidden">
              {intl.formatMessage(
                { id: 'agentTrail.caption' },
                { count: trail.data.actions.length, name: agentName, day: dayLabel },
              )}
            </caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'agentTrail.col.time' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'agentTrail.col.customer' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'agentTrail.col.action' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'agentTrail.col.target' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'agentTrail.col.result' })}</th>
              </tr>
            </thead>
            <tbody>
              {trail.data.actions.map((action) => (
                <TrailRow key={action.id} action={action} />
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }

  return (
    <div className="wf-page wf-stack wf-pm-agent">
      <p className="wf-pm-agent-back">
        <Link to="/">← {intl.formatMessage({ id: 'agentTrail.back' })}</Link>
      </p>
      <h1>{intl.formatMessage({ id: 'agentTrail.title' })}</h1>
      <p className="wf-lead">{intl.formatMessage({ id: 'agentTrail.intro' })}</p>
      <form
        className="wf-card wf-agent-trail-filters"
        aria-label={intl.formatMessage({ id: 'agentTrail.filters' })}
        onSubmit={submit}
      >
        {team.supportLead ? (
          <div className="wf-field">
            <label className="wf-field-label" htmlFor={`${id}-agent`}>
              {intl.formatMessage({ id: 'agentTrail.agent' })}
            </label>
            <select
              id={`${id}-agent`}
              className="wf-input"
              value={draft.agentId}
              onChange={(event) => setDraft({ ...draft, agentId: event.target.value })}
            >
              {team.agents.map((a) => (
                <option key={a.userId} value={a.userId}>
                  {a.firstName} {a.lastName}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="wf-field">
          <label className="wf-field-label" htmlFor={`${id}-day`}>
            {intl.formatMessage({ id: 'agentTrail.day' })}
          </label>
          <input
            id={`${id}-day`}
            className="wf-input"
            type="date"
            required
            value={draft.day}
            onChange={(event) => setDraft({ ...draft, day: event.target.value })}
          />
        </div>
        <div>
          <Button type="submit">{intl.formatMessage({ id: 'agentTrail.show' })}</Button>
        </div>
      </form>
      {body}
    </div>
  );
}

function TrailRow({ action }: { action: AgentAction }) {
  const intl = useIntl();
  const name = `${action.customer.firstName} ${action.customer.lastName}`;
  return (
    <tr data-action={action.action} data-target={action.target ?? ''}>
      <td>
        <time dateTime={action.recordedAt}>
          {intl.formatTime(action.recordedAt, {
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          })}
        </time>
      </td>
      <td>
        {action.customer.profileReferenceId
          ? intl.formatMessage(
              { id: 'agentTrail.customer' },
              { name, profileReferenceId: action.customer.profileReferenceId },
            )
          : name}
      </td>
      <th scope="row">{intl.formatMessage({ id: `agentTrail.action.${action.action}` })}</th>
      <td className="wf-agent-trail-target">{action.target ?? '—'}</td>
      <td>
        {action.result === 'ok'
          ? intl.formatMessage({ id: 'agentTrail.result.ok' })
          : action.errorCode
            ? intl.formatMessage({ id: 'agentTrail.result.error' }, { code: action.errorCode })
            : intl.formatMessage(
                { id: 'agentTrail.result.errorStatus' },
                { status: action.statusCode },
              )}
      </td>
    </tr>
  );
}
