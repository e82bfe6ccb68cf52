import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ApiError } from '../../api/api-error';
import { isApiError } from '../../api/api-error';
import { ROUTE_PATHS, hasAgentFlag } from '../../api/access-rules';
import { saveAuthRedirect, takeAuthRedirect } from '../../api/auth-redirect';
import { postAgentLogin } from '../../api/session-calls';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../ui/button';
import { ErrorModal } from '../../ui/error-modal';
import { ModalDialog } from '../../ui/modal-dialog';
import { LoadingState } from '../../ui/states';
import { TextField } from '../../ui/text-field';
import { replaceProfileReferenceId, selectStartSessionDestination } from './start-session-url';

type Failure =
  | { kind: 'retry'; reason: 'notFound' | 'throttled' }
  | { kind: 'unexpected'; error: ApiError | null };

function classifyFailure(error: unknown): Failure {
  if (!isApiError(error)) return { kind: 'unexpected', error: null };
  if (error.status === 429 || error.code === 'ExcessiveActivity') {
    return { kind: 'retry', reason: 'throttled' };
  }
  if (error.status === 404 || error.status === 400 || error.code === 'InvalidCustomer') {
    return { kind: 'retry', reason: 'notFound' };
  }
  return { kind: 'unexpected', error };
}

function RetryDialog({ reason }: { reason: 'notFound' | 'throttled' }) {
  const intl = useIntl();
  const [profileReferenceId, setProfileReferenceId] = useState('');
  const hasValue = profileReferenceId.trim().length > 0;
  return (
    <ModalDialog
      isOpen
      title={intl.formatMessage({
        id: reason === 'throttled' ? 'error.ExcessiveActivity' : 'startSession.notFound',
      })}
    >
      <form
        className="wf-stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (!hasValue) return;
          window.location.assign(
            replaceProfileReferenceId(window.location.href, profileReferenceId),
          );
        }}
      >
        <TextField
          label={intl.formatMessage({ id: 'agent.profileReferenceId' })}
          value={profileReferenceId}
          onChange={setProfileReferenceId}
          autoComplete="off"
        />
        <div className="wf-dialog-actions">
          <Button type="submit" isDisabled={!hasValue}>
            {intl.formatMessage({ id: 'startSession.submit' })}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

/**
 * /auth/startsession/ (spec §2): log in as agent for the profileReferenceId in the query, then
 * return to the page saved before the session expired, or to `/`.
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const profileReferenceId = searchParams.get('profileReferenceId')?.trim() ?? '';
  const [failure, setFailure] = useState<Failure | null>(null);
  const startedFor = useRef<string | null>(null);
  const currentPath = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!profileReferenceId) {
      const agentQuery = hasAgentFlag(currentPath) ? '?agent=true' : '';
      void navigate(`${ROUTE_PATHS.invalidSession}${agentQuery}`, { replace: true });
      return;
    }
    if (startedFor.current === profileReferenceId) return;
    startedFor.current = profileReferenceId;
    postAgentLogin(profileReferenceId).then(
      () => {
        // A new (delegated) session: nothing cached for the agent's own session applies any more.
        queryClient.clear();
        void navigate(selectStartSessionDestination(takeAuthRedirect()), { replace: true });
      },
      (error: unknown) => {
        if (isApiError(error) && error.status === 401) {
          // The agent is not signed in: sign in through the agent module, then come back here.
          saveAuthRedirect(currentPath);
          void navigate(`${ROUTE_PATHS.invalidSession}?agent=true`, { replace: true });
          return;
        }
        setFailure(classifyFailure(error));
      },
    );
  }, [profileReferenceId, currentPath, navigate, queryClient]);

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'startSession.loading' })} />
      {failure === null ? (
        <LoadingState label={intl.formatMessage({ id: 'startSession.loading' })} />
      ) : null}
      {failure?.kind === 'retry' ? <RetryDialog reason={failure.reason} /> : null}
      {failure?.kind === 'unexpected' ? (
        <ErrorModal
          isOpen
          message={
            failure.error?.status === 0
              ? intl.formatMessage({ id: 'error.network' })
              : (failure.error?.message ?? intl.formatMessage({ id: 'common.errorBody' }))
          }
          referenceId={failure.error?.referenceId}
          submitLabel={intl.formatMessage({ id: 'common.tryAgain' })}
          onSubmit={() => window.location.reload()}
        />
      ) : null}
    </>
  );
}
