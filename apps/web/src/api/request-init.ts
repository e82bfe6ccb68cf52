import { CSRF_HEADER_NAME, isUnsafeMethod, readCsrfToken } from './cookies';
import { STORAGE_KEYS, readStoredValue } from './storage-keys';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const API_BASES = {
  api: '/api/v0',
  admin: '/admin/api/v0',
} as const;
export type ApiBase = keyof typeof API_BASES;

export type QueryParams = Record<string, string | undefined>;

export function buildEndpoint(path: string, base: ApiBase, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, value);
  }
  const queryString = search.toString();
  return `${API_BASES[base]}${path}${queryString ? `?${queryString}` : ''}`;
}

/**
 * What every API request carries, shared by the app's client (http-client.ts) and the calls a
 * first load sends before the app's code has loaded (early-calls.ts), so both send the same
 * request: JSON accepted, the anti-forgery header on unsafe methods, the bearer secret when the
 * session has one.
 */
export function buildHeaders(method: HttpMethod, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json' });
  if (isUnsafeMethod(method)) {
    headers.set('Content-Type', 'application/json');
    const csrf = readCsrfToken(document.cookie);
    if (csrf) headers.set(CSRF_HEADER_NAME, csrf);
  }
  const secret = readStoredValue(STORAGE_KEYS.sessionSecret);
  if (secret) headers.set('Authorization', `Bearer ${secret}`);
  return headers;
}

/** A request's body: JSON on unsafe methods (an empty object when none is given), else none. */
export function encodeBody(method: HttpMethod, body: unknown): string | undefined {
  return isUnsafeMethod(method) ? JSON.stringify(body ?? {}) : undefined;
}

/** Signed out, the protected layout sends the person to sign in: nothing is fetched for a page. */
export function isProbablySignedIn(): boolean {
  return (
    readCsrfToken(document.cookie) !== null || readStoredValue(STORAGE_KEYS.sessionSecret) !== null
  );
}
