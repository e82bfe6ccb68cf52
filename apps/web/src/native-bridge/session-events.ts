import { postTravelAppEvent } from './native-bridge';

/**
 * The webview session's life as the app hears it: `sessionInitialized` once the portal has read
 * who the handed-over token belongs to, `sessionFailed` when that token is missing or refused,
 * `sessionExpiring` a few minutes before the session's expiry, `sessionExpired` when a later call
 * finds it gone. A hand-off is pending from /webview/ until the first answer about it.
 */
let handoffPending = false;

/** Lead time of `sessionExpiring` before the session's expiry. */
export const SESSION_EXPIRING_LEAD_MS = 5 * 60_000;

/** /webview/ stored the app's token: the next session answer is about it. */
export function markWebviewHandoff(): void {
  handoffPending = true;
}

/** The session was read: the hand-off, if one is pending, worked. */
export function noteSessionRead(userId: string): void {
  if (!handoffPending) return;
  handoffPending = false;
  postTravelAppEvent('sessionInitialized', { userId }, null);
}

/** A call found no session (401): the handed-over token failed, or the session ended since. */
export function noteSessionRefused(): void {
  const failed = handoffPending;
  handoffPending = false;
  postTravelAppEvent(failed ? 'sessionFailed' : 'sessionExpired', {
    reason: failed ? 'tokenRefused' : 'signedOut',
  });
}

/** /webview/ was opened without a token. */
export function noteHandoffWithoutToken(): void {
  postTravelAppEvent('sessionFailed', { reason: 'missingToken' }, null);
}

/** How long until `sessionExpiring` is due (0: now), from the session's expiry. */
export function delayUntilExpiring(sessionExpiration: string, nowMs: number): number {
  return Math.max(0, Date.parse(sessionExpiration) - SESSION_EXPIRING_LEAD_MS - nowMs);
}
