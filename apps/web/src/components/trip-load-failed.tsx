import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isApiError } from '../api/api-error';
import { Button } from '../ui/button';
import { Notice } from '../ui/states';

/**
 * A trip that could not be read: not found (no retry), or a failed call with Try again; either
 * way back to My trips. The trip page and the stay's date change page both show it.
 */
export function TripLoadFailed({
  error,
  onRetry,
  headingLevel,
}: {
  error: unknown;
  onRetry: () => void;
  headingLevel: 1 | 2;
}) {
  const intl = useIntl();
  const isNotFound = isApiError(error) && error.status === 404;
  return (
    <Notice
      tone="error"
      headingLevel={headingLevel}
      title={intl.formatMessage({
        id: isNotFound ? 'trips.detail.notFound' : 'trips.detail.error',
      })}
      action={
        <>
          {isNotFound ? null : (
            <Button onPress={onRetry}>{intl.formatMessage({ id: 'common.tryAgain' })}</Button>
          )}
          <Link to="/trips/">{intl.formatMessage({ id: 'trips.backToTrips' })}</Link>
        </>
      }
    >
      <p>
        {isApiError(error) && error.status !== 0
          ? error.message
          : intl.formatMessage({ id: 'error.network' })}
      </p>
    </Notice>
  );
}
