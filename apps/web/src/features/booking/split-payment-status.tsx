import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { SplitShareView } from '@wayfare/contracts/split-payment';
import { nameCardBrand } from '@wayfare/domain/card-rules';
import { bookingSplitQueryOptions } from '../../api/split-payment-calls';
import { formatTotal } from '../../format/format-money';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { formatHoldEnd } from './booking-confirmation-frame';

/**
 * A booking held for its split payment's shares (issue 23), on its confirmation page: how many
 * payments it waits for and until when, and each share's status. The page's own booking query
 * keeps polling, so it turns into the confirmation (or the release) when the split ends.
 */
export function SplitPaymentPending({ bookingId }: { bookingId: string }) {
  const intl = useIntl();
  const split = useQuery(bookingSplitQueryOptions(bookingId));
  if (split.isPending) return <LoadingState label={intl.formatMessage({ id: 'split.loading' })} />;
  if (split.isError)
    return (
      <Notice
        tone="error"
        headingLevel={1}
        title={intl.formatMessage({ id: 'split.loadFailed' })}
        action={
          <Button onPress={() => void split.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      />
    );
  const { shares, deadline } = split.data;
  const waiting = shares.filter((s) => s.status !== 'Authorized' && s.status !== 'Captured');
  return (
    <>
      <h1>{intl.formatMessage({ id: 'split.pending.title' })}</h1>
      <div className="wf-card wf-booking-section">
        <p className="wf-confirmation-badge" data-tone="pending">
          {intl.formatMessage(
            { id: 'split.pending.count' },
            {
              count: waiting.length,
              total: shares.length,
              deadline: deadline ? formatHoldEnd(intl, deadline) : '',
            },
          )}
        </p>
        <p>{intl.formatMessage({ id: 'split.pending.body' })}</p>
        <SplitShareList shares={shares} />
        <Link
          to={`/trips/${encodeURIComponent(bookingId)}`}
          className="wf-button"
          data-variant="secondary"
        >
          {intl.formatMessage({ id: 'confirmation.viewTrip' })}
        </Link>
      </div>
    </>
  );
}

/** Each share: who pays it (or the card), the amount and its status. */
export function SplitShareList({ shares }: { shares: readonly SplitShareView[] }) {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage({ id: 'split.shares.title' })}>
      <h2>{intl.formatMessage({ id: 'split.shares.title' })}</h2>
      <ul className="wf-stack">
        {shares.map((share) => {
          const who = share.isBooker
            ? intl.formatMessage({ id: 'split.shares.you' })
            : share.card
              ? intl.formatMessage(
                  { id: 'split.shares.card' },
                  { brand: nameCardBrand(share.card.brand), lastFour: share.card.lastFour },
                )
              : (share.payerName ?? '');
          return (
            <li key={share.position} data-testid="split-share">
              {intl.formatMessage(
                { id: 'split.shares.row' },
                { who, amount: formatTotal(intl, share.amount) },
              )}{' '}
              — {intl.formatMessage({ id: `split.status.${share.status}` })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
