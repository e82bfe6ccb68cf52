import type { ApiError } from './api-error';
import { createNetworkError, parseApiError } from './api-error';
import { CSRF_HEADER_NAME, isUnsafeMethod, readCsrfToken } from './cookies';
import { trackNormalCall, waitForTiming, type CallTiming } from './call-timing';
import { STORAGE_KEYS, readStoredValue } from './storage-keys';

export const API_BASES = {
  api: '/api/v0',
  admin: '/admin/api/v0',
} as const;
export type ApiBase = keyof typeof API_BASES;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | undefined>;
  base?: ApiBase;
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
  /**
   * `global` (default): the failed-call rule reports the failure and may redirect (sign-in, access
   * pages). `reportOnly`: for probes whose failure is an expected answer, never redirect.
   */
  failureHandling?: FailureHandling;
  /**
   * When the call is sent (default: at once).
   * - `afterPaint`: once the page has painted what it already has (two frames) and is idle, so
   *   that is on screen first (a page's own supporting data: its payment and traveler
   *   sections beside the held fare).
   * - `whenSettled`: a call nothing on the first screen waits for (notices, experiments, tracking,
   *   offers, side panels): sent as a low-priority fetch once the first page's code has loaded and
   *   the page's other calls have answered and been rendered.
   * Issue 16: every call sent with the first render held back the page's largest paint.
   */
  timing?: CallTiming;
}

export type FailureHandling = 'global' | 'reportOnly';
type CallFailureListener = (error: ApiError, handling: FailureHandling) => void;
let callFailureListener: CallFailureListener | null = null;

/** The app installs the global failed-call rule here (spec §7, §8); see app/handle-call-failure.ts. */
export function setCallFailureListener(listener: CallFailureListener | null): void {
  callFailureListener = listener;
}

export function buildEndpoint(
  path: string,
  base: ApiBase,
  query?: RequestOptions['query'],
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, value);
  }
  const queryString = search.toString();
  return `${API_BASES[base]}${path}${queryString ? `?${queryString}` : ''}`;
}

function buildHeaders(method: HttpMethod, extra: Record<string, string> = {}): Headers {
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

function reportFailure(error: ApiError, handling: FailureHandling): ApiError {
  try {
    callFailureListener?.(error, handling);
  } catch (listenerError) {
    console.error('The failed-call listener threw', listenerError);
  }
  return error;
}

/**
 * The one fetch wrapper: JSON in and out, the anti-forgery header and bearer secret on every
 * request that needs them, and every failure parsed into an ApiError and handed to the global rule.
 * Responses are typed, not re-validated: the API validates them against the shared schemas.
 */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const endpoint = buildEndpoint(path, options.base ?? 'api', options.query);
  // A call sent at once is counted in flight at once (no await before it): settled calls wait for it.
  if (options.timing) await waitForTiming(options.timing);
  options.signal?.throwIfAborted();
  const settle = options.timing === 'whenSettled' ? null : trackNormalCall();
  try {
    return await sendAndRead<T>(endpoint, method, options);
  } finally {
    settle?.();
  }
}

async function sendAndRead<T>(
  endpoint: string,
  method: HttpMethod,
  options: RequestOptions,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method,
      headers: buildHeaders(method, options.headers),
      body: isUnsafeMethod(method) ? JSON.stringify(options.body ?? {}) : undefined,
      credentials: 'same-origin',
      signal: options.signal,
      priority: options.timing === 'whenSettled' ? 'low' : 'auto',
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw reportFailure(createNetworkError(endpoint, cause), options.failureHandling ?? 'global');
  }
  const responseText = await response.text().catch(() => '');
  if (!response.ok) {
    throw reportFailure(
      parseApiError({
        status: response.status,
        statusText: response.statusText,
        responseText,
        endpoint,
      }),
      options.failureHandling ?? 'global',
    );
  }
  if (!responseText) return undefined as T;
  return JSON.parse(responseText) as T;
}
