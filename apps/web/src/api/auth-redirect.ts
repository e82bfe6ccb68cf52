import { ROUTE_PATHS, sanitizeReturnPath } from './access-rules';
import type { KeyValueStorage } from './storage-keys';
import { STORAGE_KEYS, readStoredValue, removeStoredValue, writeStoredValue } from './storage-keys';

/** Spec §4: a 401 on a protected page stores the current location to return to after sign-in. */
export function saveAuthRedirect(pathWithSearch: string, storage?: KeyValueStorage | null): void {
  if (sanitizeReturnPath(pathWithSearch)) {
    writeStoredValue(STORAGE_KEYS.authRedirect, pathWithSearch, storage);
  }
}

export function peekAuthRedirect(storage?: KeyValueStorage | null): string | null {
  return sanitizeReturnPath(readStoredValue(STORAGE_KEYS.authRedirect, storage));
}

/** Reads and clears the stored location; null when there is none (or it is not safe to follow). */
export function takeAuthRedirect(storage?: KeyValueStorage | null): string | null {
  const value = peekAuthRedirect(storage);
  removeStoredValue(STORAGE_KEYS.authRedirect, storage);
  return value;
}

/**
 * Where to go once signed in: sign-in lands on the home page (the first-session welcome follows
 * the saved location itself), so only there does the saved location apply. A page the person
 * opened since keeps its place; the saved location is then stale.
 */
export function selectReturnAfterSignIn(
  saved: string | null,
  current: { pathname: string; search: string },
): string | null {
  if (!saved || current.pathname !== ROUTE_PATHS.home) return null;
  return saved === `${current.pathname}${current.search}` ? null : saved;
}
