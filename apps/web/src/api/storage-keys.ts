/**
 * Every local-storage key the web app uses, named once (STYLE.md: spec names verbatim, one place defines each).
 * The spec says keys for the session secret, auth redirect and invalid session exist without naming them.
 */
export const STORAGE_KEYS = {
  /** Bearer secret for webview sessions (sent as `Authorization: Bearer …`). */
  sessionSecret: 'wf_session_secret',
  /** The location (path + search) to return to after signing in again. */
  authRedirect: 'wf_auth_redirect',
  /** Recent automatic sign-in attempts, to stop a redirect loop when a session never sticks. */
  invalidSession: 'wf_invalid_session',
  /** The chosen interface language. */
  locale: 'wf_locale',
  /** Spec §3 local-storage flag: the first-session welcome has been shown. */
  onboardingModal: 'onboarding_modal',
  /** The person's last car searches (this browser), until the server keeps them like hotels'. */
  recentCarSearches: 'wf_recent_car_searches',
  /** Spec §3 local-storage flag: the packages explanation was dismissed (shown until then). */
  packagesEducationalHelptip: 'packages_educational_helptip',
  /** The person's last package searches (this browser): `recently_searched_package`. */
  recentPackageSearches: 'wf_recent_package_searches',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The subset of the Web Storage API we rely on, so tests can pass a plain map. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function findStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can throw when cookies are blocked; the app then runs without persistence.
    return null;
  }
}

export function readStoredValue(key: StorageKey, storage = findStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStoredValue(key: StorageKey, value: string, storage = findStorage()): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Quota or privacy mode: persistence is best effort.
  }
}

export function removeStoredValue(key: StorageKey, storage = findStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Best effort, as above.
  }
}
