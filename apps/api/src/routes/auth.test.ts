import {
  AgentDelegationResponseSchema,
  AgentSwitchCustomerResponseSchema,
} from '@wayfare/contracts/agent';
import { SessionInfoSchema } from '@wayfare/contracts/session';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_HOST,
  CONSUMER_HOST,
  CORPORATE_HOST,
  createBrowser,
  signIn,
  stateOf,
  useTestApp,
} from '../testing/test-app';

describe.each(listTestDatabaseTargets())('sign-in and sessions on $name', (target) => {
  const t = useTestApp(target);

  it('hands out a login URI to the sandbox identity provider listing customers, not agents', async () => {
    const browser = createBrowser(t.app, CONSUMER_HOST);
    const { loginUri } = (await browser.call('GET', '/api/v0/login/code')).json<{
      loginUri: string;
    }>();
    expect(loginUri).toMatch(/^\/sandbox-idp\/authorize\?state=/);
    const users = (
      await browser.call('GET', `/api/v0/sandbox-idp/users?state=${stateOf(loginUri)}`)
    ).json<{ users: { kind: string }[]; audience: string }>();
    expect(users.audience).toBe('customers');
    expect(users.users.length).toBeGreaterThanOrEqual(8);
    expect(users.users.some((u) => u.kind === 'agent')).toBe(false);
  });

  it('rejects an unknown sign-in attempt with a 400 naming the state', async () => {
    const res = await createBrowser(t.app, CONSUMER_HOST).call(
      'GET',
      '/api/v0/sandbox-idp/users?state=aaaaaaaaaaaaaaaaaaaaaaaa',
    );
    expect(res.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(res.json())).toMatchObject({
      code: 'BadRequest',
      field: 'state',
    });
  });

  it('signs in, lands on the first-session page once, then on the home page', async () => {
    const first = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    expect(first.landing).toBe('/auth/ftux');
    const info = SessionInfoSchema.parse(
      (await first.browser.call('GET', '/api/v0/userInfo')).json(),
    );
    expect(info).toMatchObject({
      userId: 'usr_priya',
      isFirstSession: true,
      isDelegatedSession: false,
      corporateInfo: null,
      userInfo: { firstName: 'Priya' },
    });
    expect(info.csrfToken).toBe(first.browser.csrf);
    const second = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    expect(second.landing).toBe('/');
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, the anti-forgery cookie readable', async () => {
    const browser = createBrowser(t.app, CONSUMER_HOST);
    const { loginUri } = (await browser.call('GET', '/api/v0/login/code')).json<{
      loginUri: string;
    }>();
    const auth = await browser.call('POST', '/api/v0/sandbox-idp/authorize', {
      state: stateOf(loginUri),
      subject: 'sandbox|usr_marcus',
    });
    const callback = await t.app.inject({
      method: 'GET',
      url: auth.json<{ redirectTo: string }>().redirectTo,
      headers: { host: CONSUMER_HOST },
    });
    const session = callback.cookies.find((c) => c.name === 'wf_session');
    const csrf = callback.cookies.find((c) => c.name === 'wf_csrf');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(csrf?.httpOnly).toBeFalsy();
    const replay = await t.app.inject({
      method: 'GET',
      url: auth.json<{ redirectTo: string }>().redirectTo,
      headers: { host: CONSUMER_HOST },
    });
    expect(replay.headers.location).toBe('/auth/invalidsession/');
  });

  it('does not accept a sign-in attempt started on another tenant', async () => {
    const corporate = createBrowser(t.app, CORPORATE_HOST);
    const { loginUri } = (await corporate.call('GET', '/api/v0/login/code')).json<{
      loginUri: string;
    }>();
    const auth = await corporate.call('POST', '/api/v0/sandbox-idp/authorize', {
      state: stateOf(loginUri),
      subject: 'sandbox|usr_grace',
    });
    const consumer = createBrowser(t.app, CONSUMER_HOST);
    const res = await consumer.call('GET', auth.json<{ redirectTo: string }>().redirectTo);
    expect(res.headers.location).toBe('/access-denied/');
    expect(consumer.cookies.wf_session).toBeUndefined();
  });

  it('requires the anti-forgery header on unsafe calls from a browser session', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_sofia');
    const missing = await browser.call('PUT', '/api/v0/experiments/active', undefined, {
      'x-csrf-token': '',
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'InvalidCsrfToken' });
    const wrong = await browser.call('PUT', '/api/v0/experiments/active', undefined, {
      'x-csrf-token': 'not-the-token',
    });
    expect(wrong.statusCode).toBe(403);
    const right = await browser.call('PUT', '/api/v0/experiments/active');
    expect(right.statusCode).toBe(200);
  });

  it('accepts the session as a bearer token for webviews, without the anti-forgery header', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_sofia');
    const token = browser.cookies.wf_session ?? '';
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v0/experiments/active',
      headers: { host: CONSUMER_HOST, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/v0/userInfo',
      headers: { host: CONSUMER_HOST, authorization: `Bearer ${token}` },
    });
    expect(info.json()).toMatchObject({ userId: 'usr_sofia' });
  });

  it('ends a session after 30 idle minutes and 12 hours at most', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_jamal');
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(29 * 60_000);
      expect((await browser.call('GET', '/api/v0/userInfo')).statusCode).toBe(200);
    }
    t.clock.advance(31 * 60_000);
    expect((await browser.call('GET', '/api/v0/userInfo')).statusCode).toBe(401);
    const fresh = await signIn(t.app, CONSUMER_HOST, 'usr_jamal');
    for (let i = 0; i < 24; i += 1) {
      t.clock.advance(29 * 60_000);
      expect((await fresh.browser.call('GET', '/api/v0/userInfo')).statusCode).toBe(200);
    }
    t.clock.advance(25 * 60_000); // 721 minutes after sign-in, 25 after the last request
    const late = await fresh.browser.call('GET', '/api/v0/userInfo');
    expect(late.statusCode).toBe(401);
  });

  it('signs out: revokes the session and gives the destination', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_emily');
    const token = browser.cookies.wf_session ?? '';
    const res = await browser.call('POST', '/api/v0/logout');
    expect(res.json()).toEqual({ destinationUrl: '/' });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v0/userInfo',
      headers: { host: CONSUMER_HOST, authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'Unauthorized' });
  });

  it('does not honour a consumer session on the corporate host', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_nora');
    const token = browser.cookies.wf_session ?? '';
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v0/userInfo',
      headers: { host: CORPORATE_HOST, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('tells a delegated session whose account it is and which agent acts, and no one else', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_agent_sam', { agent: true });
    expect((await browser.call('GET', '/api/v0/agent/delegation')).json()).toEqual({
      delegation: null,
    });
    await browser.call('POST', '/api/v0/login/agent', { profileReferenceId: 'C1-3307-1142' });
    const delegation = AgentDelegationResponseSchema.parse(
      (await browser.call('GET', '/api/v0/agent/delegation')).json(),
    ).delegation;
    expect(delegation).toEqual({
      customer: {
        userId: 'usr_marcus',
        firstName: 'Marcus',
        lastName: 'Chen',
        profileReferenceId: 'C1-3307-1142',
      },
      agent: { firstName: 'Sam', lastName: 'Rivera' },
    });
    const customer = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    expect((await customer.browser.call('GET', '/api/v0/agent/delegation')).json()).toEqual({
      delegation: null,
    });
  });

  it('switches customer: the delegated session ends and the agent is back on their own', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_agent_sam', { agent: true });
    await browser.call('POST', '/api/v0/login/agent', { profileReferenceId: 'C1-3307-1142' });
    const delegatedToken = browser.cookies.wf_session ?? '';
    const res = await browser.call('POST', '/api/v0/agent/switchCustomer');
    expect(res.statusCode, res.body).toBe(200);
    expect(AgentSwitchCustomerResponseSchema.parse(res.json()).agent).toMatchObject({
      userId: 'usr_agent_sam',
      firstName: 'Sam',
    });
    const info = SessionInfoSchema.parse((await browser.call('GET', '/api/v0/userInfo')).json());
    expect(info).toMatchObject({ userId: 'usr_agent_sam', isDelegatedSession: false });
    // The customer's session is over, for whoever still holds it.
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/v0/userInfo',
      headers: { host: CONSUMER_HOST, authorization: `Bearer ${delegatedToken}` },
    });
    expect(old.statusCode).toBe(401);
    // Another customer's session starts from the console.
    const next = await browser.call('POST', '/api/v0/login/agent', {
      profileReferenceId: 'C1-2741-5586',
    });
    expect(next.json()).toEqual({ userId: 'usr_sofia', isDelegatedSession: true });
  });

  it('lets only an agent in a delegated session switch customer', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const res = await browser.call('POST', '/api/v0/agent/switchCustomer');
    expect(res.statusCode).toBe(401);
    expect(ErrorResponseSchema.parse(res.json())).toMatchObject({ code: 'Unauthorized' });
    const agent = await signIn(t.app, CONSUMER_HOST, 'usr_agent_sam', { agent: true });
    expect((await agent.browser.call('POST', '/api/v0/agent/switchCustomer')).statusCode).toBe(401);
    const signedOut = await createBrowser(t.app, CONSUMER_HOST).call(
      'POST',
      '/api/v0/agent/switchCustomer',
    );
    expect(signedOut.statusCode).toBe(401);
  });

  /** Follows a hand-off URL on the admin host, as the browser does after the redirect. */
  function followOnAdminHost(location: string) {
    const url = new URL(location);
    expect(url.host).toBe(ADMIN_HOST);
    const admin = createBrowser(t.app, ADMIN_HOST);
    return { admin, answer: admin.call('GET', `${url.pathname}${url.search}`) };
  }

  it('hands an admin of a business that is not live straight to onboarding, signed in once', async () => {
    const { landing } = await signIn(t.app, CORPORATE_HOST, 'usr_maya');
    expect(landing).toMatch(
      /^http:\/\/admin\.localhost:3000\/api\/v0\/login\/handoff\/complete\?code=/,
    );
    const { admin, answer } = followOnAdminHost(landing);
    const res = await answer;
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/onboarding');
    const business = await admin.call('GET', '/admin/api/v0/business');
    expect(business.statusCode, business.body).toBe(200);
    expect(business.json()).toMatchObject({ name: 'Bluebird Logistics' });
    // The code works once, and only on the host it was made for.
    const replay = await createBrowser(t.app, ADMIN_HOST).call(
      'GET',
      new URL(landing).pathname + new URL(landing).search,
    );
    expect(replay.headers.location).toBe('/auth/invalidsession/');
  });

  it('hands a signed-in admin over from the portal, and no one else', async () => {
    const grace = await signIn(t.app, CORPORATE_HOST, 'usr_grace');
    expect(grace.landing).not.toContain('handoff');
    const handoff = await grace.browser.call('GET', '/api/v0/login/handoff?to=admin');
    expect(handoff.statusCode).toBe(302);
    const { admin, answer } = followOnAdminHost(String(handoff.headers.location));
    expect((await answer).headers.location).toBe('/onboarding');
    const info = SessionInfoSchema.parse((await admin.call('GET', '/api/v0/userInfo')).json());
    expect(info.userId).toBe('usr_grace');

    const katherine = await signIn(t.app, CORPORATE_HOST, 'usr_katherine');
    const refused = await katherine.browser.call('GET', '/api/v0/login/handoff?to=admin');
    expect(refused.headers.location).toBe('/access-denied/');

    const signedOut = await createBrowser(t.app, CORPORATE_HOST).call(
      'GET',
      '/api/v0/login/handoff?to=admin',
    );
    expect(signedOut.headers.location).toBe('http://admin.localhost:3000/onboarding');

    // A hand-off code is no sign-in attempt, and a made-up one is nothing.
    const code = new URL(
      String((await grace.browser.call('GET', '/api/v0/login/handoff?to=admin')).headers.location),
    ).searchParams.get('code');
    const asCallback = await createBrowser(t.app, ADMIN_HOST).call(
      'GET',
      `/api/v0/login/callback?state=${code ?? ''}&code=x`,
    );
    expect(asCallback.headers.location).toBe('/auth/invalidsession/');
    const onPortal = await createBrowser(t.app, CORPORATE_HOST).call(
      'GET',
      `/api/v0/login/handoff/complete?code=${'x'.repeat(43)}`,
    );
    expect(onPortal.headers.location).toBe('/auth/invalidsession/');
  });
});
