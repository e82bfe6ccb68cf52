import { ExperimentsResponseSchema } from '@wayfare/contracts/experiments';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  createBrowser,
  signIn,
  useTestApp,
  createTestApp,
} from '../testing/test-app';

describe.each(listTestDatabaseTargets())('events, experiments and bad input on $name', (target) => {
  const t = useTestApp(target, { env: { RATE_LIMIT_BURST: '40' } });

  it('stores tracking events with agent, tenant and travel-credit properties', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_sofia');
    const res = await browser.call('POST', '/api/v0/tracking/event', {
      eventName: 'network_call_failed',
      properties: { status_code: 500, url: '/x' },
    });
    expect(res.json()).toEqual({ accepted: true });
    const [event] = await t.ctx.repos.events.listTracking('network_call_failed');
    expect(event).toMatchObject({
      userId: 'usr_sofia',
      properties: {
        status_code: 500,
        url: '/x',
        is_agent_session: false,
        tenant: 'capone',
        host_kind: 'portal',
        has_travel_credit: false,
      },
    });
  });

  it('stores engagement events under a browser session cookie', async () => {
    const browser = createBrowser(t.app, CONSUMER_HOST);
    await browser.call('POST', '/api/v0/engagement/event', {
      event: 'page_view',
      url: 'http://localhost:3000/',
    });
    const bsid = browser.cookies.wf_bsid;
    expect(bsid).toBeTruthy();
    await browser.call('POST', '/api/v0/engagement/event', {
      event: 'page_view',
      url: 'http://localhost:3000/trips/',
    });
    const events = await t.ctx.repos.events.listEngagement(2);
    expect(events.map((e) => e.browserSessionId)).toEqual([bsid, bsid]);
  });

  it('assigns experiments deterministically per user, with the corporate path for the business tenant', async () => {
    const a = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const first = ExperimentsResponseSchema.parse(
      (await a.browser.call('PUT', '/api/v0/experiments/active')).json(),
    );
    const again = ExperimentsResponseSchema.parse(
      (await a.browser.call('PUT', '/api/v0/experiments/active')).json(),
    );
    expect(again).toEqual(first);
    expect(first.experiments.find((e) => e.id === 'packages')?.variant).toMatch(
      /^(control|trip-builder|hotels-flights)$/,
    );
    const g = await signIn(t.app, CORPORATE_HOST, 'usr_grace');
    const corp = ExperimentsResponseSchema.parse(
      (await g.browser.call('PUT', '/api/v0/experiments/cotb/active')).json(),
    );
    expect(corp.experiments.map((e) => e.id)).toContain('cotb-approval-banner');
    expect(
      (await createBrowser(t.app, CONSUMER_HOST).call('PUT', '/api/v0/experiments/active'))
        .statusCode,
    ).toBe(401);
  });

  it('answers malformed JSON and missing fields with 400 BadRequest, never a 500', async () => {
    const browser = createBrowser(t.app, CONSUMER_HOST);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v0/tracking/event',
      headers: { host: CONSUMER_HOST, 'content-type': 'application/json' },
      payload: '{"eventName":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'BadRequest' });
    const missing = await browser.call('POST', '/api/v0/engagement/event', { event: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'BadRequest', field: 'url' });
    const unknown = await browser.call('GET', '/api/v0/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NotFound' });
  });

  it('answers a burst from one address with ExcessiveActivity', async () => {
    const browser = createBrowser(t.app, CONSUMER_HOST);
    t.clock.advance(60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 45; i += 1)
      statuses.push((await browser.call('GET', '/api/v0/userInfo')).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(40);
    const last = await browser.call('GET', '/api/v0/userInfo');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'ExcessiveActivity' });
    t.clock.advance(10_000);
    expect((await browser.call('GET', '/api/v0/userInfo')).statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('is generated from the shared schemas and lists every call', async () => {
    const [target] = listTestDatabaseTargets();
    if (!target) throw new Error('no database target');
    const db = await target.open();
    const t = await createTestApp(db);
    const doc = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v0/openapi.json',
        headers: { host: CONSUMER_HOST },
      })
    ).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/v0/userInfo',
      '/api/v0/login/code',
      '/api/v0/login/agent',
      '/api/v0/logout',
      '/api/v0/tracking/event',
      '/api/v0/engagement/event',
      '/api/v0/experiments/active',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    await t.close();
    await db.dispose();
  });
});
