import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ExchangeEntry } from '@wayfare/contracts/exchange';
import { isApiError } from '../../api/api-error';
import { exchangeEntryQueryOptions } from '../../api/trips-calls';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { ItineraryNotFoundScreen } from './exchange-entry-screens';
import { describeCallFailure } from './exchange-format';
import { ExchangeLoadFailed, ExchangeProgress } from './exchange-page';
import { tripUrl } from './exchange-params';

/**
 * The flow's entry, loaded for a page: LoadingOrProcessing while it loads, LoadFailed (Try again)
 * when the call fails, ItineraryNotFound without a booking or for one that is not this person's
 * flight, else the page's own body for the entry.
 */
export function ExchangeEntryGate({
  bookingId,
  children,
}: {
  bookingId: string;
  children: (entry: ExchangeEntry) => ReactNode;
}) {
  const intl = useIntl();
  const session = useSignedInSession();
  const entry = useQuery({
    ...exchangeEntryQueryOptions(session.userId, bookingId),
    enabled: bookingId !== '',
  });
  if (bookingId === '') return <ItineraryNotFoundScreen />;
  if (entry.isPending)
    return <ExchangeProgress label={intl.formatMessage({ id: 'exchange.loading' })} />;
  if (entry.isError) {
    // A booking that is not a flight of this person's answers 404: there is no such itinerary.
    if (isApiError(entry.error) && entry.error.status === 404) return <ItineraryNotFoundScreen />;
    return (
      <ExchangeLoadFailed
        title={intl.formatMessage({ id: 'exchange.loadFailed.title' })}
        failure={describeCallFailure(intl, entry.error)}
        isRetrying={entry.isFetching}
        onRetry={() => void entry.refetch()}
      >
        <Link to={tripUrl(bookingId)}>{intl.formatMessage({ id: 'exchange.backToTrip' })}</Link>
      </ExchangeLoadFailed>
    );
  }
  if (entry.data.state === 'ItineraryNotFound') return <ItineraryNotFoundScreen />;
  return <>{children(entry.data)}</>;
}
