import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, createBrowser, signIn, useTestApp } from '../testing/test-app';

describe.each(listTestDatabaseTargets())('cookies over HTTPS on $name', (target) => {
  const t = useTestApp(target, { env: { COOKIE_SECURE: 'true' } });

  it('sets __Host- session and anti-forgery cookies: Secure, Path=/, no Domain', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    expect(Object.keys(browser.cookies).sort()).toEqual(['__Host-wf_csrf', '__Host-wf_session']);
    const logout = await browser.call('POST', '/api/v0/logout');
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.map((c) => c.name).sort();
    expect(cleared).toEqual(['__Host-wf_csrf', '__Host-wf_session']);

    const again = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v0/userInfo',
      headers: {
        host: CONSUMER_HOST,
        cookie: `__Host-wf_session=${again.browser.cookies['__Host-wf_session'] ?? ''}`,
      },
    });
    expect(session.statusCode).toBe(200);
  });

  it('sends each cookie with the attributes the __Host- prefix requires', async () => {
    const browser = createBrowser(t.app, CONSUMER_HOST);
    const { loginUri } = (await browser.call('GET', '/api/v0/login/code')).json<{
      loginUri: string;
    }>();
    const state = new URL(loginUri, 'http://x').searchParams.get('state') ?? '';
    const authorize = await browser.call('POST', '/api/v0/sandbox-idp/authorize', {
      state,
      subject: 'sandbox|usr_marcus',
    });
    const callback = await t.app.inject({
      method: 'GET',
      url: authorize.json<{ redirectTo: string }>().redirectTo,
      headers: { host: CONSUMER_HOST },
    });
    for (const name of ['__Host-wf_session', '__Host-wf_csrf']) {
      const cookie = callback.cookies.find((c) => c.name === name);
      expect(cookie, name).toMatchObject({ secure: true, path: '/' });
      expect(cookie?.domain, name).toBeUndefined();
    }
    expect(callback.cookies.find((c) => c.name === '__Host-wf_session')?.httpOnly).toBe(true);
    expect(callback.cookies.find((c) => c.name === '__Host-wf_csrf')?.httpOnly).toBeFalsy();
  });

  it('reads the session and anti-forgery token only under the name in force', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const secret = browser.cookies['__Host-wf_session'] ?? '';
    const csrf = browser.cookies['__Host-wf_csrf'] ?? '';
    const call = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v0/tracking/event',
        headers: {
          host: CONSUMER_HOST,
          cookie,
          'x-csrf-token': csrf,
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ eventName: 'page_error' }),
      });
    const signedIn = await call(`__Host-wf_session=${secret}`);
    expect(signedIn.statusCode).toBe(200);
    // Unsafe calls with the session need the anti-forgery header: the cookie counted.
    const withoutCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/v0/tracking/event',
      headers: {
        host: CONSUMER_HOST,
        cookie: `__Host-wf_session=${secret}`,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ eventName: 'page_error' }),
    });
    expect(withoutCsrf.statusCode).toBe(403);
    // The unprefixed name (settable by any sibling subdomain over HTTP) is not a session here.
    const unprefixed = await t.app.inject({
      method: 'GET',
      url: '/api/v0/userInfo',
      headers: { host: CONSUMER_HOST, cookie: `wf_session=${secret}` },
    });
    expect(unprefixed.statusCode).toBe(401);
  });

  it('keeps the engagement browser session in a __Host- cookie', async () => {
    const browser = createBrowser(t.app, CONSUMER_HOST);
    const first = await browser.call('POST', '/api/v0/engagement/event', {
      event: 'page_view',
      url: 'http://localhost:3000/',
    });
    expect(first.cookies.find((c) => c.name === '__Host-wf_bsid')).toMatchObject({
      secure: true,
      path: '/',
      httpOnly: true,
    });
    const id = browser.cookies['__Host-wf_bsid'];
    await browser.call('POST', '/api/v0/engagement/event', {
      event: 'page_view',
      url: 'http://localhost:3000/trips/',
    });
    const events = await t.ctx.repos.events.listEngagement(2);
    expect(events.map((e) => e.browserSessionId)).toEqual([id, id]);
  });
});
