import {
  STORAGE_KEYS,
  createMemoryStorage,
  readStoredValue,
  writeStoredValue,
  type KeyValueStorage,
} from '../api/storage-keys';

/**
 * Webview mode: the portal runs inside a phone app (spec §1), so it shows no site header or
 * footer, keeps to the phone's safe areas and posts the travel-app events to the app. It starts on
 * /webview/ or on any page opened with `isTravelApp=true`, and lasts for the tab's session
 * (session storage), so the links followed from there keep it.
 */
export const TRAVEL_APP_PARAM = 'isTravelApp';

/** The sandbox's bridge test page asks the framed portal to send it the events (`travelAppBridge=sandbox`). */
export const TRAVEL_APP_BRIDGE_PARAM = 'travelAppBridge';

const MEMORY_STORAGE = createMemoryStorage();

function findSessionStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Blocked (a frame of another site, cookies blocked): the mode lasts for the page's life.
    return MEMORY_STORAGE;
  }
}

/** Whether an address starts webview mode: /webview/ or `isTravelApp=true`. */
export function isWebviewEntry(pathname: string, search: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return path === '/webview/' || new URLSearchParams(search).get(TRAVEL_APP_PARAM) === 'true';
}

/**
 * Reads the mode for the page now shown, entering it when the address asks: the one check the
 * shell and the bridge make.
 */
export function readWebviewMode(
  location: { pathname: string; search: string },
  storage: KeyValueStorage | null = findSessionStorage(),
): boolean {
  if (isWebviewEntry(location.pathname, location.search)) {
    writeStoredValue(STORAGE_KEYS.webviewMode, 'true', storage);
    if (new URLSearchParams(location.search).get(TRAVEL_APP_BRIDGE_PARAM) === 'sandbox') {
      writeStoredValue(STORAGE_KEYS.travelAppBridge, 'sandbox', storage);
    }
    return true;
  }
  return readStoredValue(STORAGE_KEYS.webviewMode, storage) === 'true';
}

/** Whether this tab is in webview mode: the page shown now, or one before it in this session. */
export function isWebviewMode(): boolean {
  return typeof window !== 'undefined' && readWebviewMode(window.location);
}

/** Whether the sandbox's bridge test page asked for the events. */
export function isSandboxBridgeRequested(
  storage: KeyValueStorage | null = findSessionStorage(),
): boolean {
  return readStoredValue(STORAGE_KEYS.travelAppBridge, storage) === 'sandbox';
}
