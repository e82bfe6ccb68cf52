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
  /** Issue 24 (sessionStorage): the landing URL's utm_source, utm_medium and referrer_source. */
  trackingAttribution: 'wf_tracking_attribution',
  /** Issue 24 (sessionStorage): the last product entry source, for the booking it leads to. */
  lastProductEntry: 'wf_last_product_entry',
  /** Spec §3 local-storage flag: the one-question survey after a second booking was shown. */
  seanEllis: 'sean_ellis',
  /** Spec §3 local-storage flag: the Venture X Business tip was shown to a corporate card holder. */
  vxbHelptip: 'vxb_helptip',
  /** Spec §3 nfu awareness flag: a Non Financial User was told they cannot redeem or spend credits. */
  nfuAwarenessPayment: 'nfu_awareness_payment',
  /** Session storage: this tab is a phone app's webview (no site header or footer, the bridge on). */
  webviewMode: 'wf_webview_mode',
  /** Session storage: the sandbox's bridge test page frames this tab (events go to its window). */
  travelAppBridge: 'wf_travel_app_bridge',
  /** The site-wide notices (GET /takeovers) this browser dismissed, by id (a JSON list). */
  dismissedTakeovers: 'wf_dismissed_takeovers',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The subset of the Web Storage API we rely on, so tests can pass a plain map. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A page-lifetime store, where the browser refuses web storage. */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const MEMORY_STORAGE = createMemoryStorage();

function findStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage throws when the browser blocks it (cookies blocked, or a frame of another site, as
    // the sandbox's travel-app test page frames the portal): kept for the page's life instead.
    return MEMORY_STORAGE;
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
