import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/api-error';
import { postLogout } from '../../api/session-calls';
import { STORAGE_KEYS, removeStoredValue } from '../../api/storage-keys';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';

/** /auth/endsession/ (spec §2): a loader, POST /logout, then replace the location with destinationUrl. */
export function Component() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [hasFailed, setHasFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const startedAttempt = useRef<number | null>(null);

  useEffect(() => {
    if (startedAttempt.current === attempt) return;
    startedAttempt.current = attempt;
    const finish = (destinationUrl: string) => {
      removeStoredValue(STORAGE_KEYS.sessionSecret);
      queryClient.clear();
      window.location.replace(destinationUrl);
    };
    postLogout().then(
      ({ destinationUrl }) => finish(destinationUrl || '/'),
      (error: unknown) => {
        // No session to end (already signed out or expired): the user is signed out either way.
        if (isApiError(error) && error.status === 401) finish('/');
        else setHasFailed(true);
      },
    );
  }, [attempt, queryClient]);

  const title = intl.formatMessage({ id: 'endSession.loading' });
  if (!hasFailed) {
    return (
      <>
        <PageTitle title={title} />
        <LoadingState label={title} />
      </>
    );
  }
  return (
    <div className="wf-page-narrow">
      <PageTitle title={intl.formatMessage({ id: 'endSession.error' })} />
      <Notice
        tone="error"
        headingLevel={1}
        title={intl.formatMessage({ id: 'endSession.error' })}
        action={
          <Button
            onPress={() => {
              setHasFailed(false);
              setAttempt((value) => value + 1);
            }}
          >
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      >
        <p>{intl.formatMessage({ id: 'common.errorBody' })}</p>
      </Notice>
    </div>
  );
}
