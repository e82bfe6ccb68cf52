import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * Signing in and calling the API as a browser would, through `app.inject` (no test runner needed,
 * so the bench's trials use it too).
 */
export const CONSUMER_HOST = 'localhost:3000';
export const CORPORATE_HOST = 'corporate.localhost:3000';
export const ADMIN_HOST = 'admin.localhost:3000';

/** A signed-in browser: its cookies and anti-forgery token, replayed on each call. */
export interface Browser {
  host: string;
  cookies: Record<string, string>;
  csrf: string | undefined;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

export function createBrowser(app: FastifyInstance, host: string): Browser {
  const browser: Browser = {
    host,
    cookies: {},
    get csrf() {
      return this.cookies.wf_csrf ?? this.cookies['__Host-wf_csrf'];
    },
    async call(method, url, payload, headers = {}) {
      const cookieHeader = Object.entries(browser.cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; ');
      const response = await app.inject({
        method,
        url,
        headers: {
          host,
          ...(cookieHeader ? { cookie: cookieHeader } : {}),
          ...(method !== 'GET' && browser.csrf ? { 'x-csrf-token': browser.csrf } : {}),
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
      });
      const cleared = new Set<string>();
      for (const c of response.cookies) {
        if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) cleared.add(c.name);
        else browser.cookies[c.name] = c.value;
      }
      browser.cookies = Object.fromEntries(
        Object.entries(browser.cookies).filter(([name]) => !cleared.has(name)),
      );
      return response;
    },
  };
  return browser;
}

export function stateOf(loginUri: string): string {
  const state = new URL(loginUri, 'http://x').searchParams.get('state');
  if (!state) throw new Error(`no state in ${loginUri}`);
  return state;
}

/** Signs in through the sandbox identity provider exactly as the browser does. */
export async function signIn(
  app: FastifyInstance,
  host: string,
  userId: string,
  options: { agent?: boolean; subject?: string } = {},
): Promise<{ browser: Browser; landing: string }> {
  const browser = createBrowser(app, host);
  const code = await browser.call('GET', `/api/v0/login/code${options.agent ? '?agent=true' : ''}`);
  const { loginUri } = code.json<{ loginUri: string }>();
  const authorize = await browser.call('POST', '/api/v0/sandbox-idp/authorize', {
    state: stateOf(loginUri),
    subject: options.subject ?? `sandbox|${userId}`,
  });
  if (authorize.statusCode !== 200) throw new Error(`authorize failed: ${authorize.body}`);
  const callback = await browser.call('GET', authorize.json<{ redirectTo: string }>().redirectTo);
  return { browser, landing: String(callback.headers.location) };
}
