import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { PriceMatchQueueItem } from '@wayfare/contracts/price-match';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { formatTotal } from '../../format/format-money';
import { usePortal } from '../../tenant/portal-context';
import './price-match-agent.css';

/** An instant with date and time, in the agent's own time zone. */
export function formatAgentInstant(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

export const priceMatchReviewPath = (claimId: string) =>
  `/agent/price-match/${encodeURIComponent(claimId)}`;

/** What names the claim's trip: its H- code, or the booking id before it has one. */
export const tripNameOf = (item: PriceMatchQueueItem) =>
  item.booking.confirmationCode ?? item.booking.bookingId;

/**
 * The agent portal's price-match queue (issue 19): the claims the competitor feed could not
 * verify, oldest first, with when each answer is due; late ones are marked overdue (in words, not
 * by colour alone).
 */
export function PriceMatchQueue({ items }: { items: readonly PriceMatchQueueItem[] }) {
  const intl = useIntl();
  const { boot } = usePortal();
  const hours = protectionTermsFor(boot.tenant).priceMatch.agentAnswerHours;
  return (
    <div className="wf-page wf-stack wf-pm-agent">
      <p className="wf-pm-agent-back">
        <Link to="/">← {intl.formatMessage({ id: 'priceMatch.queue.back' })}</Link>
      </p>
      <h1>{intl.formatMessage({ id: 'priceMatch.queue.title' })}</h1>
      <p className="wf-lead">{intl.formatMessage({ id: 'priceMatch.queue.intro' }, { hours })}</p>
      {items.length === 0 ? (
        <p className="wf-card" data-testid="price-match-queue-empty">
          {intl.formatMessage({ id: 'priceMatch.queue.empty' })}
        </p>
      ) : (
        <div className="wf-card wf-pm-table-wrap">
          <table className="wf-pm-table" data-testid="price-match-queue">
            <caption className="wf-visually-hidden">
              {intl.formatMessage({ id: 'priceMatch.queue.caption' }, { count: items.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'priceMatch.queue.col.trip' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'priceMatch.queue.col.claimed' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'priceMatch.queue.col.site' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'priceMatch.queue.col.price' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'priceMatch.queue.col.due' })}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr
                  key={item.claim.claimId}
                  data-claim-id={item.claim.claimId}
                  data-overdue={item.overdue || undefined}
                >
                  <th scope="row">
                    <Link to={priceMatchReviewPath(item.claim.claimId)}>
                      {intl.formatMessage(
                        { id: 'priceMatch.queue.review' },
                        {
                          trip: tripNameOf(item),
                          product: intl.formatMessage({
                            id: `priceMatch.product.${item.claim.product}`,
                          }),
                        },
                      )}
                    </Link>
                  </th>
                  <td>{formatAgentInstant(intl, item.claim.createdAt)}</td>
                  <td className="wf-pm-site">{item.claim.competitorSite}</td>
                  <td>
                    {intl.formatMessage(
                      { id: 'priceMatch.queue.price' },
                      {
                        claimed: formatTotal(intl, item.claim.claimedTotal),
                        paid: formatTotal(intl, item.claim.paidTotal),
                      },
                    )}
                  </td>
                  <td>
                    {item.claim.reviewDueAt
                      ? formatAgentInstant(intl, item.claim.reviewDueAt)
                      : '—'}
                    {item.overdue ? (
                      <>
                        {' '}
                        <span className="wf-badge wf-pm-overdue">
                          {intl.formatMessage({ id: 'priceMatch.queue.overdue' })}
                        </span>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
