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
import { EVENT_LIMIT, EVENT_WINDOW_SECONDS } from './events';

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

describe.each(listTestDatabaseTargets())('what the event calls accept on $name', (target) => {
  const t = useTestApp(target);

  it('answers a body over 8 KB with 413 PayloadTooLarge', async () => {
    const browser = createBrowser(t.app, CONSUMER_HOST);
    t.clock.advance(60_000);
    const tracking = await browser.call('POST', '/api/v0/tracking/event', {
      eventName: 'page_error',
      properties: {
        url: 'x'.repeat(1990),
        a: 'x'.repeat(1990),
        b: 'x'.repeat(1990),
        c: 'x'.repeat(1990),
        d: 'x'.repeat(1990),
      },
    });
    expect(tracking.statusCode).toBe(413);
    expect(tracking.json()).toMatchObject({ code: 'PayloadTooLarge' });
    const engagement = await browser.call('POST', '/api/v0/engagement/event', {
      event: 'page_view',
      url: 'http://localhost:3000/',
      padding: 'x'.repeat(9000),
    });
    expect(engagement.statusCode).toBe(413);
  });

  it('bounds the properties’ count, names, nesting and text with 400', async () => {
    const browser = createBrowser(t.app, CONSUMER_HOST);
    t.clock.advance(60_000);
    const post = (body: unknown) => browser.call('POST', '/api/v0/tracking/event', body);
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`p${i}`, i]));
    expect((await post({ eventName: 'page_error', properties: many })).json()).toMatchObject({
      code: 'BadRequest',
      field: 'properties',
    });
    for (const properties of [
      { nested: { deeper: { deepest: 1 } } },
      { list: [1, 2] },
      { url: 'x'.repeat(2001) },
      { 'bad name': 1 },
    ]) {
      const res = await post({ eventName: 'page_error', properties });
      expect(res.statusCode, JSON.stringify(properties)).toBe(400);
    }
    expect((await post({ eventName: 'Not An Identifier' })).json()).toMatchObject({
      code: 'BadRequest',
      field: 'eventName',
    });
    const fifty = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`p${i}`, i]));
    expect((await post({ eventName: 'page_error', properties: fifty })).statusCode).toBe(200);
  });

  it('limits events per session and per address to 20 in 10 seconds', async () => {
    t.clock.advance(60_000);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_sofia');
    const post = (remoteAddress: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v0/engagement/event',
        remoteAddress,
        headers: {
          host: CONSUMER_HOST,
          'content-type': 'application/json',
          ...(cookie ? { cookie, 'x-csrf-token': browser.csrf ?? '' } : {}),
        },
        payload: JSON.stringify({ event: 'page_view', url: 'http://localhost:3000/' }),
      });
    // One session from a new address each time: the session is counted.
    const session = `wf_session=${browser.cookies.wf_session ?? ''}`;
    const bySession: number[] = [];
    for (let i = 0; i <= EVENT_LIMIT; i += 1)
      bySession.push((await post(`198.51.100.${i + 1}`, session)).statusCode);
    expect(bySession.filter((s) => s === 200)).toHaveLength(EVENT_LIMIT);
    const refused = await post('198.51.100.200', session);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'ExcessiveActivity' });
    // No session or cookie, one address: the address is counted.
    const byAddress: number[] = [];
    for (let i = 0; i <= EVENT_LIMIT; i += 1) byAddress.push((await post('192.0.2.7')).statusCode);
    expect(byAddress.filter((s) => s === 200)).toHaveLength(EVENT_LIMIT);
    expect(byAddress.at(-1)).toBe(429);
    // The next window starts afresh.
    t.clock.advance(EVENT_WINDOW_SECONDS * 1000);
    expect((await post('192.0.2.7')).statusCode).toBe(200);
    expect((await post('198.51.100.1', session)).statusCode).toBe(200);
  });

  it('keeps only allowlisted properties, without card numbers, dates or query values', async () => {
    t.clock.advance(60_000);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_jamal');
    const res = await browser.call('POST', '/api/v0/tracking/event', {
      eventName: 'error_reference_submitted',
      properties: {
        url: 'http://localhost:3000/trips/find?code=H-ABC123&lastName=Wright#top',
        reference_id: 'my passport is X1234567',
        response_text: 'card 4111 1111 1111 1111 born 1987-03-14',
        passport: 'X1234567',
        status_code: 400,
      },
    });
    expect(res.statusCode).toBe(200);
    const [event] = await t.ctx.repos.events.listTracking('error_reference_submitted');
    // Beside the experiment variants every event carries (experiments-tracking.test.ts).
    const properties = Object.fromEntries(
      Object.entries(event?.properties ?? {}).filter(([name]) => !name.startsWith('exp_')),
    );
    expect(properties).toEqual({
      url: 'http://localhost:3000/trips/find?code=[redacted]&lastName=[redacted]',
      response_text: 'card [redacted] born [redacted]',
      status_code: 400,
      is_agent_session: false,
      tenant: 'capone',
      host_kind: 'portal',
      has_travel_credit: false,
    });
    await browser.call('POST', '/api/v0/engagement/event', {
      event: 'page_view',
      url: 'http://localhost:3000/trips/find?code=H-ABC123',
    });
    const [view] = await t.ctx.repos.events.listEngagement(1);
    expect(view?.url).toBe('http://localhost:3000/trips/find?code=[redacted]');
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
