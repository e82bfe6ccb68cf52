import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { userInfoQueryOptions } from '../api/session-calls';
import { postEngagementEvent } from '../api/tracking-calls';
import { useTrackingContext } from '../session/use-tracking-context';
import { AppFooter } from '../features/shell/app-footer';
import { AppHeader } from '../features/shell/app-header';
import '../features/shell/shell.css';
import { SkipLink } from '../ui/skip-link';
import { SiteNotices } from '../features/site-notices/site-notices';
import { useWebviewSessionEvents } from '../native-bridge/use-webview-session';
import { readWebviewMode } from '../native-bridge/webview-mode';
import { NativeAccountLink } from './webview/native-account-link';
import { TravelAppDeepLink } from './webview/travel-app-deep-link';
import './webview/webview.css';
import { useWebviewViewport } from './webview/use-webview-viewport';

const MAIN_ID = 'main';

/** Moves focus to the main landmark after client-side navigation, as a full page load would. */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Scroll positions are kept per history entry, but every page loaded in full (a link from an
 * e-mail, a typed address, the sign-in's return) is the same "default" entry to React Router: one
 * page's position would be restored on the next, then jump as it fills in. Those are kept by their
 * address instead.
 */
function selectScrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** Records a page view (POST /engagement/event) for every signed-in navigation. */
function usePageEngagement() {
  const { pathname, search } = useLocation();
  const session = useQuery(userInfoQueryOptions());
  const isSignedIn = session.isSuccess;
  const pageUrl = `${pathname}${search}`;
  useEffect(() => {
    if (isSignedIn) postEngagementEvent('page_view', window.location.href);
  }, [isSignedIn, pageUrl]);
}

/**
 * The app shell: skip link, header, main landmark, footer. Every route renders inside it. In a
 * phone app's webview (webview mode) there is no site header or footer: the main landmark alone,
 * inside the phone's safe areas, completing the app's deep links first.
 */
export function AppShell() {
  const intl = useIntl();
  const location = useLocation();
  const isWebview = readWebviewMode(location);
  useFocusMainOnNavigation();
  usePageEngagement();
  useTrackingContext();
  useWebviewViewport(isWebview);
  useWebviewSessionEvents(isWebview);
  return (
    <>
      <SkipLink targetId={MAIN_ID} label={intl.formatMessage({ id: 'shell.skipToContent' })} />
      {isWebview ? null : <AppHeader />}
      <main id={MAIN_ID} className="wf-main" tabIndex={-1}>
        <SiteNotices />
        {isWebview ? (
          <TravelAppDeepLink>
            <Outlet />
            {location.pathname === '/' ? <NativeAccountLink /> : null}
          </TravelAppDeepLink>
        ) : (
          <Outlet />
        )}
      </main>
      {isWebview ? null : <AppFooter />}
      <ScrollRestoration getKey={selectScrollKey} />
    </>
  );
}
