import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userInfoQueryOptions } from '../api/session-calls';
import { postTravelAppEvent } from './native-bridge';
import { delayUntilExpiring, noteSessionRead } from './session-events';

/**
 * In webview mode: tells the app the session started (after a hand-off) and, a few minutes before
 * the session's expiry as last read, that it is expiring, so the app can hand over a fresh token.
 */
export function useWebviewSessionEvents(isWebview: boolean): void {
  const session = useQuery({ ...userInfoQueryOptions(), enabled: isWebview });
  const userId = session.data?.userId ?? null;
  const expiresAt = session.data?.sessionExpiration ?? null;
  useEffect(() => {
    if (isWebview && userId) noteSessionRead(userId);
  }, [isWebview, userId]);
  useEffect(() => {
    if (!isWebview || !expiresAt) return undefined;
    const timer = window.setTimeout(
      () => postTravelAppEvent('sessionExpiring', { expiresAt }),
      delayUntilExpiring(expiresAt, Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [isWebview, expiresAt]);
}
