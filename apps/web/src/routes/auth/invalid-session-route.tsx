import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { PortalBoot } from '@wayfare/contracts/tenant';
import { isApiError } from '../../api/api-error';
import { hasAgentFlag, resolveAccessCodeDestination } from '../../api/access-rules';
import { peekAuthRedirect } from '../../api/auth-redirect';
import { fetchLoginCode } from '../../api/session-calls';
import { recordSignInAttempt } from '../../api/sign-in-attempts';
import {
  STORAGE_KEYS,
  readStoredValue,
  removeStoredValue,
  writeStoredValue,
} from '../../api/storage-keys';
import { PageTitle } from '../../components/page-title';
import { usePortal } from '../../tenant/portal-context';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';

type Problem = 'loop' | 'failed' | null;

/** Sends the window to the identity provider; resolves with the problem when it cannot. */
async function startSignIn(
  search: string,
  boot: PortalBoot,
  navigate: (path: string) => void,
): Promise<Problem> {
  const decision = recordSignInAttempt(readStoredValue(STORAGE_KEYS.invalidSession), Date.now());
  writeStoredValue(STORAGE_KEYS.invalidSession, decision.stored);
  if (!decision.allowed) return 'loop';
  const isAgent = hasAgentFlag(search) || hasAgentFlag(peekAuthRedirect());
  try {
    const { loginUri } = await fetchLoginCode(isAgent);
    window.location.assign(loginUri);
    return null;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      const destination = resolveAccessCodeDestination('40103', boot.tenant, boot.hostKind);
      if (destination.kind === 'route') navigate(destination.path);
      else window.location.assign(destination.href);
      return null;
    }
    return 'failed';
  }
}

/**
 * /auth/invalidsession/ (spec §2): a loader, GET /login/code, then send the window to loginUri.
 * The agent module is used when this URL or the stored return location carries `agent=true`.
 * Spec §4: a 401 on the login-code call is treated as 40103.
 */
export function Component() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { boot } = usePortal();
  const [problem, setProblem] = useState<Problem>(null);
  const [attempt, setAttempt] = useState(0);
  const startedAttempt = useRef<number | null>(null);

  useEffect(() => {
    if (startedAttempt.current === attempt) return;
    startedAttempt.current = attempt;
    void startSignIn(search, boot, (path) => void navigate(path, { replace: true })).then(
      (result) => {
        if (result) setProblem(result);
      },
    );
  }, [attempt, search, boot, navigate]);

  const retry = () => {
    removeStoredValue(STORAGE_KEYS.invalidSession);
    setProblem(null);
    setAttempt((value) => value + 1);
  };

  if (problem === null) {
    const title = intl.formatMessage({ id: 'invalidSession.loading' });
    return (
      <>
        <PageTitle title={title} />
        <LoadingState label={title} />
      </>
    );
  }
  const title = intl.formatMessage({
    id: problem === 'loop' ? 'invalidSession.loopTitle' : 'invalidSession.error',
  });
  return (
    <div className="wf-page-narrow">
      <PageTitle title={title} />
      <Notice
        tone="error"
        headingLevel={1}
        title={title}
        action={<Button onPress={retry}>{intl.formatMessage({ id: 'common.tryAgain' })}</Button>}
      >
        <p>
          {intl.formatMessage({
            id: problem === 'loop' ? 'invalidSession.loopBody' : 'common.errorBody',
          })}
        </p>
      </Notice>
    </div>
  );
}
