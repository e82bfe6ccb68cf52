import type { ApiError } from './api-error';
import { createNetworkError, parseApiError } from './api-error';
import { trackNormalCall, waitForTiming, type CallTiming } from './call-timing';
import { takeEarlyCall } from './early-calls';
import {
  buildEndpoint,
  buildHeaders,
  encodeBody,
  type ApiBase,
  type HttpMethod,
  type QueryParams,
} from './request-init';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: QueryParams;
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

/** `promise`, or the signal's reason once it aborts first (as fetch rejects on abort). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

async function sendAndRead<T>(
  endpoint: string,
  method: HttpMethod,
  options: RequestOptions,
): Promise<T> {
  let response: Response;
  const body = encodeBody(method, options.body);
  // The same call sent by the first load's early script (early-calls.ts) is taken up, not resent.
  const early = options.headers ? null : takeEarlyCall(method, endpoint, body);
  try {
    response = await (early
      ? untilAborted(early, options.signal)
      : fetch(endpoint, {
          method,
          headers: buildHeaders(method, options.headers),
          body,
          credentials: 'same-origin',
          signal: options.signal,
          priority: options.timing === 'whenSettled' ? 'low' : 'auto',
        }));
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
