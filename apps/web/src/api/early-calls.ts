import { buildEndpoint, buildHeaders, encodeBody, type HttpMethod } from './request-init';

/**
 * Calls a first load sends before the app's code has loaded (issue 16). The page's first script
 * (src/early.ts, a few kilobytes) sends the page's session and search calls at once, while the
 * app's 110 KB of libraries still download; the app's client (http-client.ts) takes each answer up
 * when it makes the same call (same method, endpoint and body, no extra headers) instead of
 * sending it again. An answer is taken once, and only within EARLY_CALL_TTL_MS of being asked:
 * a later call of the same search asks afresh.
 *
 * The calls live on `globalThis`, not in this module: the early script and the app are separate
 * entries of the build, and the calls must stay one set however the bundler splits them (today
 * both import this module from the early script's chunk).
 */
const EARLY_CALL_TTL_MS = 60_000;

interface EarlyCall {
  response: Promise<Response>;
  sentAt: number;
}

declare global {
  var __wayfareEarlyCalls: Map<string, EarlyCall> | undefined;
}

function callKey(method: HttpMethod, endpoint: string, body: string | undefined): string {
  return `${method} ${endpoint}\n${body ?? ''}`;
}

/** Sends a call to the API now (`path` under its base, as requestJson takes it), for the app. */
export function sendEarlyCall(method: HttpMethod, path: string, body?: unknown): void {
  const endpoint = buildEndpoint(path, 'api');
  const text = encodeBody(method, body);
  const response = fetch(endpoint, {
    method,
    headers: buildHeaders(method),
    body: text,
    credentials: 'same-origin',
  });
  // Its failure is the app's to report when it takes the call up; one never taken is dropped.
  response.catch(() => undefined);
  globalThis.__wayfareEarlyCalls ??= new Map();
  globalThis.__wayfareEarlyCalls.set(callKey(method, endpoint, text), {
    response,
    sentAt: performance.now(),
  });
}

/** The answer of the same call sent early and not yet taken, once; null when there is none. */
export function takeEarlyCall(
  method: HttpMethod,
  endpoint: string,
  body: string | undefined,
): Promise<Response> | null {
  const calls = globalThis.__wayfareEarlyCalls;
  const key = callKey(method, endpoint, body);
  const call = calls?.get(key);
  if (!calls || !call) return null;
  calls.delete(key);
  return performance.now() - call.sentAt <= EARLY_CALL_TTL_MS ? call.response : null;
}
