import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { listTestDatabaseTargets, type TestDatabase } from '@wayfare/store/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMER_HOST, createBrowser, createTestApp, type TestApp } from '../testing/test-app';
import { createOidcIdentityProvider } from './identity-provider';

/** A real OpenID Connect provider on loopback; its login and consent steps approve one account. */
async function startProvider(email: string): Promise<{ issuer: string; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'wayfare-test',
        client_secret: 'wayfare-test-secret',
        redirect_uris: [`http://${CONSUMER_HOST}/api/v0/login/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email, email_verified: true }),
    }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['wayfare-test-cookie-key'] },
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      void handle(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: 'idp-subject-ada' } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const grant = new provider.Grant({ accountId: 'idp-subject-ada', clientId: 'wayfare-test' });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    })();
  });
  return { issuer, server };
}

/** Follows the provider's redirects with a cookie jar until it sends the browser back to the portal. */
async function followToPortal(start: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(start);
  for (let hop = 0; hop < 10; hop += 1) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
    const location = res.headers.get('location');
    if (!location)
      throw new Error(
        `provider stopped at ${url.toString()} with ${res.status}: ${await res.text()}`,
      );
    url = new URL(location, url);
    if (url.host === CONSUMER_HOST) return url;
  }
  throw new Error('too many redirects');
}

describe.each(listTestDatabaseTargets())(
  'sign-in through a real OpenID Connect provider on $name',
  (target) => {
    let db: TestDatabase;
    let t: TestApp;
    let server: Server;
    beforeAll(async () => {
      const provider = await startProvider('ada.lovelace@example.com');
      server = provider.server;
      db = await target.open();
      const identity = await createOidcIdentityProvider({
        issuer: provider.issuer,
        clientId: 'wayfare-test',
        clientSecret: 'wayfare-test-secret',
        allowInsecure: true,
      });
      t = await createTestApp(db, { identity });
    });
    afterAll(async () => {
      await t.close();
      await db.dispose();
      server.close();
    });

    it('sends people to the provider with PKCE and signs them in from its callback', async () => {
      const browser = createBrowser(t.app, CONSUMER_HOST);
      const { loginUri } = (await browser.call('GET', '/api/v0/login/code')).json<{
        loginUri: string;
      }>();
      const authorize = new URL(loginUri);
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('redirect_uri')).toBe(
        `http://${CONSUMER_HOST}/api/v0/login/callback`,
      );
      const callback = await followToPortal(loginUri);
      const landing = await browser.call('GET', `${callback.pathname}${callback.search}`);
      expect(landing.statusCode).toBe(302);
      expect(landing.headers.location).toBe('/auth/ftux');
      expect((await browser.call('GET', '/api/v0/userInfo')).json()).toMatchObject({
        userId: 'usr_ada',
        userInfo: { firstName: 'Ada' },
      });
    });

    it('refuses a forged callback and turns off the sandbox provider', async () => {
      const browser = createBrowser(t.app, CONSUMER_HOST);
      const { loginUri } = (await browser.call('GET', '/api/v0/login/code')).json<{
        loginUri: string;
      }>();
      const state = new URL(loginUri).searchParams.get('state') ?? '';
      const forged = await browser.call('GET', `/api/v0/login/callback?state=${state}&code=forged`);
      expect(forged.headers.location).toBe('/access-denied/');
      expect(browser.cookies.wf_session).toBeUndefined();
      expect(
        (await browser.call('GET', '/api/v0/sandbox-idp/users?state=aaaaaaaaaaaaaaaaaaaa'))
          .statusCode,
      ).toBe(404);
    });
  },
);
