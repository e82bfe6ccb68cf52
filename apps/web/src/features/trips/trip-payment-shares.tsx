import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { SplitPaymentView, SplitShareView } from '@wayfare/contracts/split-payment';
import { nameCardBrand } from '@wayfare/domain/card-rules';
import { tripSplitQueryOptions } from '../../api/split-payment-calls';
import { formatTotal } from '../../format/format-money';
import './trip-payment-shares.css';

/**
 * A split-paid trip's shares (issue 23) on the trip page and in its receipt: who paid each share
 * (you, for your own cards; each traveller by name), the amount, the card's brand and last four,
 * its state, and what a cancellation gave back to that card. Nothing for a trip paid without a
 * split (or while it loads: the trip page says everything else).
 */
export function TripPaymentShares({
  bookingId,
  headingLevel = 2,
}: {
  bookingId: string;
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const query = useQuery(tripSplitQueryOptions(bookingId));
  const split = query.data?.split;
  if (!split) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const refunded = split.shares.some((s) => s.refunded !== null);
  return (
    <section
      className={headingLevel === 2 ? 'wf-card wf-trip-shares' : 'wf-trip-shares'}
      aria-labelledby={`trip-shares-${bookingId}-${String(headingLevel)}`}
      data-testid="trip-payment-shares"
    >
      <Heading id={`trip-shares-${bookingId}-${String(headingLevel)}`}>
        {intl.formatMessage({ id: 'split.trip.title' })}
      </Heading>
      <p className="wf-field-description">
        {intl.formatMessage(
          { id: `split.trip.intro.${split.mode}` },
          { count: split.shares.length, total: formatTotal(intl, split.total) },
        )}
      </p>
      <table className="wf-trip-shares-table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'split.trip.col.payer' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'split.trip.col.card' })}</th>
            <th scope="col" className="wf-trip-shares-amount">
              {intl.formatMessage({ id: 'split.trip.col.amount' })}
            </th>
            <th scope="col">{intl.formatMessage({ id: 'split.trip.col.status' })}</th>
            {refunded ? (
              <th scope="col" className="wf-trip-shares-amount">
                {intl.formatMessage({ id: 'split.trip.col.refunded' })}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {split.shares.map((share) => (
            <tr key={share.position} data-testid="trip-payment-share">
              <th scope="row">{namePayer(intl, split, share)}</th>
              <td>
                {share.card
                  ? intl.formatMessage(
                      { id: 'split.shares.card' },
                      { brand: nameCardBrand(share.card.brand), lastFour: share.card.lastFour },
                    )
                  : intl.formatMessage({ id: 'split.trip.noCard' })}
              </td>
              <td className="wf-trip-shares-amount">{formatTotal(intl, share.amount)}</td>
              <td>{intl.formatMessage({ id: `split.status.${share.status}` })}</td>
              {refunded ? (
                <td className="wf-trip-shares-amount">
                  {share.refunded ? formatTotal(intl, share.refunded) : '—'}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The booker's shares (their own cards) are "You"; a traveller's is their name. */
function namePayer(
  intl: ReturnType<typeof useIntl>,
  split: SplitPaymentView,
  share: SplitShareView,
): string {
  if (share.isBooker || split.mode === 'cards')
    return intl.formatMessage({ id: 'split.shares.you' });
  return share.payerName ?? intl.formatMessage({ id: 'split.trip.traveller' });
}
