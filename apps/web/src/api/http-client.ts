import type { ApiError } from './api-error';
import { createNetworkError, parseApiError } from './api-error';
import { CSRF_HEADER_NAME, isUnsafeMethod, readCsrfToken } from './cookies';
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
   * - `afterPaint`: once the browser has painted the frame in which it was asked, so what the
   *   page already has is on screen first (a page's own supporting data: its payment and traveler
   *   sections beside the held fare).
   * - `whenSettled`: a call nothing on the first screen waits for (notices, experiments, tracking,
   *   offers, side panels): sent as a low-priority fetch once the first page's code has loaded and
   *   the page's other calls have answered and been rendered.
   * Issue 16: every call sent with the first render held back the page's largest paint.
   */
  timing?: 'afterPaint' | 'whenSettled';
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

/** The longest an `afterPaint` call waits for the page to paint. */
const AFTER_PAINT_LIMIT_MS = 250;
/** The longest a low-priority call waits (a hidden tab paints nothing; a poll may never end). */
const LOW_PRIORITY_WAIT_LIMIT_MS = 2_000;
/** Resolved once the page's code has loaded (the app sets it; see holdLowPriorityCalls). */
let pageReady: Promise<void> = Promise.resolve();

/**
 * Low-priority calls also wait for `ready`: the app passes the router's first navigation, so they
 * are not sent while the first page's code is still loading (nothing else is in flight then).
 */
export function holdLowPriorityCalls(ready: Promise<void>): void {
  pageReady = ready;
}

/** Calls of normal priority in flight, and the low-priority calls waiting for them. */
let normalInFlight = 0;
let waitingForQuiet: (() => void)[] = [];

/**
 * Resolves when the main thread is next idle (the page has rendered and painted what it had), or,
 * where the browser has no idle callbacks, after two more frames.
 */
function whenMainThreadIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve());
      return;
    }
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

/**
 * Resolves once the page has rendered and painted what it has (the main thread's next idle
 * moment), at once where nothing paints (a hidden tab), and after at most AFTER_PAINT_LIMIT_MS.
 */
function afterPagePaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden')
    return Promise.resolve();
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, AFTER_PAINT_LIMIT_MS);
    // The second animation frame comes once the first has been painted and shown; the idle
    // moment after it lets the rest of the page's render (often a task or two more) finish first.
    const painted = new Promise<void>((done) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))),
    );
    void painted.then(whenMainThreadIdle).then(() => {
      clearTimeout(limit);
      resolve();
    });
  });
}

/**
 * Resolves once no call of normal priority is in flight and the page has rendered what they
 * brought (the main thread is idle), or after LOW_PRIORITY_WAIT_LIMIT_MS, whichever comes first.
 */
function whenPageSettled(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  const noneInFlight = () =>
    new Promise<void>((resolve) => {
      if (normalInFlight === 0) resolve();
      else waitingForQuiet.push(resolve);
    });
  // Quiet, then idle, and still quiet: rendering one answer often sends the page's next calls.
  const settled = async () => {
    await pageReady;
    for (;;) {
      await noneInFlight();
      await whenMainThreadIdle();
      if (normalInFlight === 0) return;
    }
  };
  const limit = new Promise<void>((resolve) => setTimeout(resolve, LOW_PRIORITY_WAIT_LIMIT_MS));
  return Promise.race([settled(), limit]);
}

function trackNormalCall(): () => void {
  normalInFlight += 1;
  return () => {
    normalInFlight -= 1;
    if (normalInFlight > 0) return;
    const waiting = waitingForQuiet;
    waitingForQuiet = [];
    for (const resolve of waiting) resolve();
  };
}

/**
 * The one fetch wrapper: JSON in and out, the anti-forgery header and bearer secret on every
 * request that needs them, and every failure parsed into an ApiError and handed to the global rule.
 * Responses are typed, not re-validated: the API validates them against the shared schemas.
 */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const endpoint = buildEndpoint(path, options.base ?? 'api', options.query);
  if (options.timing === 'whenSettled') await whenPageSettled();
  if (options.timing === 'afterPaint') await afterPagePaint();
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
