import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import type { SampleRequest } from './route-samples';

/** Who sends a request: the Host it goes to and how it proves a session, if at all. */
export interface Caller {
  host: string;
  /** Browser cookies (`wf_session`, `wf_csrf`, …), sent as they are. */
  cookies?: Record<string, string>;
  /** A webview's session secret, sent as `Authorization: Bearer`. */
  bearer?: string;
  /**
   * The X-CSRF-Token header: the `wf_csrf` cookie's value by default on unsafe methods (as the
   * web does), a given value, or none at all (`null`).
   */
  csrf?: string | null;
}

/** The anti-forgery token a browser reads from its cookie (`__Host-` prefixed over HTTPS). */
export const csrfCookieOf = (cookies: Record<string, string>): string | undefined =>
  cookies.wf_csrf ?? cookies['__Host-wf_csrf'];

/** The session secret a webview would send as its bearer token. */
export const sessionSecretOf = (cookies: Record<string, string>): string | undefined =>
  cookies.wf_session ?? cookies['__Host-wf_session'];

/** Sends one request as `caller`, without keeping any cookie the answer sets. */
export function callAs(
  app: FastifyInstance,
  caller: Caller,
  method: HTTPMethods,
  { url, payload, headers = {} }: SampleRequest,
): Promise<LightMyRequestResponse> {
  const cookies = caller.cookies ?? {};
  const cookieHeader = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const csrf = caller.csrf === undefined ? csrfCookieOf(cookies) : caller.csrf;
  return app.inject({
    method,
    url,
    headers: {
      host: caller.host,
      ...(cookieHeader ? { cookie: cookieHeader } : {}),
      ...(caller.bearer ? { authorization: `Bearer ${caller.bearer}` } : {}),
      ...(method !== 'GET' && csrf !== null && csrf !== undefined ? { 'x-csrf-token': csrf } : {}),
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
}
