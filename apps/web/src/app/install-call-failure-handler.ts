import type { PortalBoot } from '@wayfare/contracts/tenant';
import type { ApiError } from '../api/api-error';
import { ROUTE_PATHS, decideFailureReaction } from '../api/access-rules';
import { saveAuthRedirect } from '../api/auth-redirect';
import {
  NETWORK_CALL_FAILED_EVENT,
  buildFailedCallProperties,
  shouldReportFailedCall,
} from '../api/failed-call';
import type { FailureHandling } from '../api/http-client';
import { setCallFailureListener } from '../api/http-client';
import { trackEvent } from '../api/tracking-calls';
import { noteSessionRefused } from '../native-bridge/session-events';
import { isWebviewMode } from '../native-bridge/webview-mode';
import { STORAGE_KEYS, removeStoredValue } from '../api/storage-keys';

export interface FailureHandlerDeps {
  boot: PortalBoot;
  /** Client-side navigation (the router's navigate). */
  navigate: (path: string) => void;
  /** Full-page navigation, for the admin host. */
  assignLocation: (href: string) => void;
}

/**
 * The global failed-call rule (spec §7, §8): report every failure except the event and user-info
 * endpoints, send a 401 on a protected page to sign in (remembering where the user was), and send
 * corporate access codes to their pages.
 */
export function installCallFailureHandler({
  boot,
  navigate,
  assignLocation,
}: FailureHandlerDeps): void {
  setCallFailureListener((error: ApiError, handling: FailureHandling) => {
    const { location } = window;
    if (shouldReportFailedCall(error.endpoint)) {
      trackEvent(
        NETWORK_CALL_FAILED_EVENT,
        buildFailedCallProperties({
          url: location.href,
          endpoint: error.endpoint,
          status: error.status,
          statusText: error.statusText,
          responseText: error.responseText,
        }),
      );
    }
    if (handling === 'reportOnly') return;
    const reaction = decideFailureReaction({
      status: error.status,
      code: error.code,
      tenant: boot.tenant,
      hostKind: boot.hostKind,
      pathname: location.pathname,
    });
    switch (reaction.kind) {
      case 'none':
        return;
      case 'signIn':
        // A phone app's webview tells the app (sessionFailed or sessionExpired; nothing elsewhere).
        noteSessionRefused();
        // In an app the app signs the person in again (it was told); the web sign-in is not shown.
        if (isWebviewMode()) {
          removeStoredValue(STORAGE_KEYS.sessionSecret);
          navigate(ROUTE_PATHS.webviewSessionEnded);
          return;
        }
        saveAuthRedirect(`${location.pathname}${location.search}`);
        navigate(ROUTE_PATHS.invalidSession);
        return;
      case 'redirect':
        if (reaction.destination.kind === 'route') navigate(reaction.destination.path);
        else assignLocation(reaction.destination.href);
        return;
    }
  });
}
