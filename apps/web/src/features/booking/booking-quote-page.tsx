import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isApiError } from '../../api/api-error';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { BookingPageFrame } from './booking-shell';

/**
 * A book route's page around its held quote: no quote (or one that is gone) leads back to the
 * search, a quote loading or failing to load says so, and a quote opens the product's form.
 */
export function BookingQuotePage<Q extends { quoteId: string }>({
  title,
  heading,
  quoteId,
  quote,
  gone,
  children,
}: {
  title: string;
  heading: string;
  quoteId: string | null;
  quote: UseQueryResult<Q>;
  /** What a missing quote says and where it leads (the product's search). */
  gone: { title: string; body?: string; path: string; label: string };
  children: (quote: Q) => ReactNode;
}) {
  const intl = useIntl();
  let body;
  if (!quoteId || (quote.isError && isApiError(quote.error) && quote.error.status === 404)) {
    body = (
      <Notice
        title={gone.title}
        action={
          <Link to={gone.path} className="wf-button" data-variant="primary">
            {gone.label}
          </Link>
        }
      >
        {gone.body ? <p>{gone.body}</p> : null}
      </Notice>
    );
  } else if (quote.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'booking.loading' })} />;
  } else if (quote.isError) {
    body = (
      <Notice
        tone="error"
        title={gone.title}
        action={
          <Button onPress={() => void quote.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      >
        <p>{intl.formatMessage({ id: 'booking.loadFailed' })}</p>
      </Notice>
    );
  } else {
    body = children(quote.data);
  }
  return (
    <BookingPageFrame title={title} heading={heading} quoteId={quoteId}>
      {body}
    </BookingPageFrame>
  );
}
