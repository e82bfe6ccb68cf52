import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  createBrowser,
  signIn,
  stateOf,
  useTestApp,
} from '../testing/test-app';

describe.each(listTestDatabaseTargets())('agent sessions on $name', (target) => {
  const t = useTestApp(target);

  it('offers only agents on the agent sign-in, and refuses customers there', async () => {
    const browser = createBrowser(t.app, CONSUMER_HOST);
    const { loginUri } = (await browser.call('GET', '/api/v0/login/code?agent=true')).json<{
      loginUri: string;
    }>();
    const list = (
      await browser.call('GET', `/api/v0/sandbox-idp/users?state=${stateOf(loginUri)}`)
    ).json<{ users: { kind: string }[]; audience: string }>();
    expect(list.audience).toBe('agents');
    expect(list.users.every((u) => u.kind === 'agent')).toBe(true);
    const refused = await browser.call('POST', '/api/v0/sandbox-idp/authorize', {
      state: stateOf(loginUri),
      subject: 'sandbox|usr_ada',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'subject' });
  });

  it('starts a delegated session for a customer by Profile Reference ID', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_agent_sam', { agent: true });
    expect((await browser.call('GET', '/api/v0/agent/me')).json()).toMatchObject({
      agent: { firstName: 'Sam' },
    });
    const res = await browser.call('POST', '/api/v0/login/agent', {
      profileReferenceId: 'c1-4821-7730',
    });
    expect(res.json()).toEqual({ userId: 'usr_ada', isDelegatedSession: true });
    const info = (await browser.call('GET', '/api/v0/userInfo')).json<{
      userId: string;
      isDelegatedSession: boolean;
    }>();
    expect(info).toMatchObject({ userId: 'usr_ada', isDelegatedSession: true });
    expect((await browser.call('GET', '/api/v0/agent/me')).json()).toEqual({ agent: null });
    await browser.call('POST', '/api/v0/tracking/event', {
      eventName: 'viewed_home',
      properties: { page: 'home' },
    });
    const [event] = await t.ctx.repos.events.listTracking('viewed_home');
    expect(event?.properties).toMatchObject({
      page: 'home',
      is_agent_session: true,
      tenant: 'capone',
      has_travel_credit: true,
    });
  });

  it('works for business customers on the corporate tenant', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_agent_sam', { agent: true });
    expect(
      (await browser.call('POST', '/api/v0/login/agent', { profileReferenceId: 'B1-2001-0003' }))
        .statusCode,
    ).toBe(200);
    expect((await browser.call('GET', '/api/v0/userInfo')).json()).toMatchObject({
      userId: 'usr_alan',
      isDelegatedSession: true,
    });
  });

  it('answers an unknown id with InvalidCustomer, then ExcessiveActivity after five misses', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_agent_sam', { agent: true });
    for (let i = 0; i < 5; i += 1) {
      const miss = await browser.call('POST', '/api/v0/login/agent', {
        profileReferenceId: `C1-0000-000${i}`,
      });
      expect(miss.statusCode).toBe(404);
      expect(miss.json()).toMatchObject({
        code: 'InvalidCustomer',
        message: "We couldn't find that Profile Reference ID. Try a different one?",
      });
    }
    const blocked = await browser.call('POST', '/api/v0/login/agent', {
      profileReferenceId: 'C1-4821-7730',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'ExcessiveActivity' });
    t.clock.advance(15 * 60_000);
    const again = await browser.call('POST', '/api/v0/login/agent', {
      profileReferenceId: 'C1-4821-7730',
    });
    expect(again.statusCode).toBe(200);
  });

  it('answers only five of forty concurrent unknown ids: the count is taken before the look-up', async () => {
    t.clock.advance(15 * 60_000);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_agent_sam', { agent: true });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        browser.call('POST', '/api/v0/login/agent', {
          profileReferenceId: `C1-9999-${String(i).padStart(4, '0')}`,
        }),
      ),
    );
    const codes = answers.map((a) => a.json<{ code: string }>().code);
    expect(codes.filter((c) => c === 'InvalidCustomer')).toHaveLength(5);
    expect(codes.filter((c) => c === 'ExcessiveActivity')).toHaveLength(35);
    t.clock.advance(15 * 60_000);
  });

  it('validates the id and refuses customers and anonymous callers', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_agent_sam', { agent: true });
    const empty = await browser.call('POST', '/api/v0/login/agent', { profileReferenceId: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'BadRequest', field: 'profileReferenceId' });
    const customer = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    expect(
      (
        await customer.browser.call('POST', '/api/v0/login/agent', {
          profileReferenceId: 'C1-4821-7730',
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await createBrowser(t.app, CONSUMER_HOST).call('POST', '/api/v0/login/agent', {
          profileReferenceId: 'C1-4821-7730',
        })
      ).statusCode,
    ).toBe(401);
  });
});
