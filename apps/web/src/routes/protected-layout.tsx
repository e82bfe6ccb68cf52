import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Outlet, useNavigate } from 'react-router';
import { isApiError } from '../api/api-error';
import { isCorporateAccessCode } from '../api/access-rules';
import { selectReturnAfterSignIn, takeAuthRedirect } from '../api/auth-redirect';
import { experimentsQueryOptions } from '../api/experiments-calls';
import { userInfoQueryOptions } from '../api/session-calls';
import { STORAGE_KEYS, removeStoredValue } from '../api/storage-keys';
import { DelegatedBanner } from '../features/session/delegated-banner';
import { MaintenanceGate } from '../features/site-notices/maintenance-notices';
import { usePortal } from '../tenant/portal-context';
import { Button } from '../ui/button';
import { LoadingState, Notice } from '../ui/states';

/**
 * The gate for protected routes: loads the session, returns the user to the location saved before
 * sign-in, and loads experiments once. Failures that the global rule
 * redirects (401, corporate access codes) show a loader while the redirect happens.
 */
export function ProtectedLayout() {
  const intl = useIntl();
  const { boot } = usePortal();
  const navigate = useNavigate();
  const session = useQuery(userInfoQueryOptions());
  const userId = session.data?.userId;

  useQuery({
    ...experimentsQueryOptions(boot.tenant, userId ?? ''),
    enabled: userId !== undefined && boot.hostKind === 'portal',
  });

  useEffect(() => {
    if (userId === undefined) return;
    removeStoredValue(STORAGE_KEYS.invalidSession);
    const target = selectReturnAfterSignIn(takeAuthRedirect(), window.location);
    if (target) void navigate(target, { replace: true });
  }, [userId, navigate]);

  if (session.isPending) {
    return <LoadingState label={intl.formatMessage({ id: 'session.loading' })} />;
  }
  if (session.isError) {
    const { error } = session;
    // On the admin host a business that is not set up yet (40105) belongs on onboarding itself.
    if (boot.hostKind === 'admin' && isApiError(error) && error.code === '40105') return <Outlet />;
    if (isApiError(error) && (error.status === 401 || isCorporateAccessCode(error.code))) {
      return <LoadingState label={intl.formatMessage({ id: 'session.redirecting' })} />;
    }
    return (
      <div className="wf-page-narrow">
        <Notice
          tone="error"
          title={intl.formatMessage({ id: 'session.error' })}
          action={
            <Button onPress={() => void session.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
          }
        >
          <p>
            {isApiError(error) && error.status === 0
              ? intl.formatMessage({ id: 'error.network' })
              : intl.formatMessage({ id: 'common.errorBody' })}
          </p>
        </Notice>
      </div>
    );
  }
  const { userInfo, isDelegatedSession } = session.data;
  return (
    <>
      {isDelegatedSession ? (
        <DelegatedBanner
          userId={session.data.userId}
          firstName={userInfo.firstName}
          lastName={userInfo.lastName}
        />
      ) : null}
      <MaintenanceGate>
        <Outlet />
      </MaintenanceGate>
    </>
  );
}
