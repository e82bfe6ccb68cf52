import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MissedConnectionCase } from '@wayfare/contracts/missed-connection';
import { formatInstantShort, formatLocalDayTime } from '../../format/format-dates';
import './price-match-agent.css';

/*
 * The agent portal's missed connections (issue 20, part C): the tenant's self-transfer trips sent
 * to support, each with its MC- reference, trip, travellers, missed flight and since when.
 */

export const missedConnectionCasePath = (bookingId: string) =>
  `/agent/missed-connections/${encodeURIComponent(bookingId)}`;

/** What names a case: its reference, else the trip's code, else the booking id. */
export const caseNameOf = (c: MissedConnectionCase) =>
  c.supportReference ?? c.confirmationCode ?? c.bookingId;

export function MissedConnectionQueue({ cases }: { cases: readonly MissedConnectionCase[] }) {
  const intl = useIntl();
  return (
    <div className="wf-page wf-stack wf-pm-agent">
      <p className="wf-pm-agent-back">
        <Link to="/">← {intl.formatMessage({ id: 'missedConnection.agent.back' })}</Link>
      </p>
      <h1>{intl.formatMessage({ id: 'missedConnection.agent.queue.title' })}</h1>
      <p className="wf-lead">{intl.formatMessage({ id: 'missedConnection.agent.queue.intro' })}</p>
      {cases.length === 0 ? (
        <p className="wf-card" data-testid="missed-connection-queue-empty">
          {intl.formatMessage({ id: 'missedConnection.agent.queue.empty' })}
        </p>
      ) : (
        <div className="wf-card wf-pm-table-wrap">
          <table className="wf-pm-table" data-testid="missed-connection-queue">
            <caption className="wf-visually-hidden">
              {intl.formatMessage(
                { id: 'missedConnection.agent.queue.caption' },
                { count: cases.length },
              )}
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  {intl.formatMessage({ id: 'missedConnection.agent.col.reference' })}
                </th>
                <th scope="col">{intl.formatMessage({ id: 'missedConnection.agent.col.trip' })}</th>
                <th scope="col">
                  {intl.formatMessage({ id: 'missedConnection.agent.col.travelers' })}
                </th>
                <th scope="col">
                  {intl.formatMessage({ id: 'missedConnection.agent.col.missed' })}
                </th>
                <th scope="col">
                  {intl.formatMessage({ id: 'missedConnection.agent.col.since' })}
                </th>
              </tr>
            </thead>
            <tbody>
              {cases.map((c) => (
                <tr key={c.bookingId} data-booking-id={c.bookingId}>
                  <th scope="row">
                    <Link to={missedConnectionCasePath(c.bookingId)}>{caseNameOf(c)}</Link>
                  </th>
                  <td>{c.confirmationCode ?? '—'}</td>
                  <td>{c.travelerNames.join(', ')}</td>
                  <td>
                    {c.missed
                      ? `${c.missed.flightNumbers.join(', ')} · ${c.missed.origin}–${c.missed.destination} · ${formatLocalDayTime(intl, c.missed.departureTime)}`
                      : '—'}
                  </td>
                  <td>{c.detectedAt ? formatInstantShort(intl, c.detectedAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
