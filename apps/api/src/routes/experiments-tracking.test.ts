import {
  ExperimentsResponseSchema,
  SandboxExperimentPinsResponseSchema,
} from '@wayfare/contracts/experiments';
import { TrackingSummaryResponseSchema } from '@wayfare/contracts/tracking';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_HOST,
  CONSUMER_HOST,
  CORPORATE_HOST,
  createBrowser,
  signIn,
  useTestApp,
} from '../testing/test-app';
import { signInSandboxAdmin } from '../testing/sandbox-admin';

const PINS = '/admin/api/v0/sandbox/experiment-pins';
const SUMMARY = '/admin/api/v0/tracking/summary';

describe.each(listTestDatabaseTargets())(
  'experiments and tracking (issue 24) on $name',
  (target) => {
    const t = useTestApp(target, { env: { RATE_LIMIT_BURST: '200' } });

    it('merges the person’s experiment variants, agent flag, tenant and travel credit into every event', async () => {
      const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_elena');
      const active = ExperimentsResponseSchema.parse(
        (await browser.call('PUT', '/api/v0/experiments/active')).json(),
      );
      expect(active.trackingProperties.exp_packages).toMatch(
        /^(control|trip-builder|hotels-flights)$/,
      );
      const res = await browser.call('POST', '/api/v0/tracking/event', {
        eventName: 'product_entry',
        properties: {
          entry_source: 'recently_searched_air',
          funnel: 'flights',
          utm_source: 'spring-newsletter',
          utm_medium: 'email',
          referrer_source: 'booking_portal',
          // A page cannot claim a variant, a tenant or the agent flag: the server's win.
          exp_packages: 'made-up',
          tenant: 'capone-corporate',
          is_agent_session: true,
        },
      });
      expect(res.statusCode).toBe(200);
      const [event] = await t.ctx.repos.events.listTracking('product_entry');
      expect(event?.properties).toEqual({
        entry_source: 'recently_searched_air',
        funnel: 'flights',
        utm_source: 'spring-newsletter',
        utm_medium: 'email',
        referrer_source: 'booking_portal',
        ...active.trackingProperties,
        is_agent_session: false,
        tenant: 'capone',
        host_kind: 'portal',
        // Elena's Venture X has its annual travel credit to spend.
        has_travel_credit: true,
      });
    });

    it('drops campaign values that are not campaign names and referrers the spec does not list', async () => {
      const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_elena');
      await browser.call('POST', '/api/v0/tracking/event', {
        eventName: 'scrub_probe',
        properties: {
          utm_source: 'elena.petrova@example.com',
          utm_medium: '4111 1111 1111 1111',
          referrer_source: 'somewhere_else',
          entry_source: 'Not A Code',
          funnel: 'boats',
        },
      });
      const [event] = await t.ctx.repos.events.listTracking('scrub_probe');
      for (const name of ['utm_source', 'utm_medium', 'referrer_source', 'entry_source', 'funnel'])
        expect(event?.properties, name).not.toHaveProperty(name);
      expect(JSON.stringify(event)).not.toContain('example.com');
    });

    it('carries no experiments for a signed-out page, and keeps the browser session cookie on engagement events', async () => {
      const browser = createBrowser(t.app, CONSUMER_HOST);
      await browser.call('POST', '/api/v0/tracking/event', {
        eventName: 'signed_out_probe',
        properties: {},
      });
      const [event] = await t.ctx.repos.events.listTracking('signed_out_probe');
      expect(Object.keys(event?.properties ?? {}).filter((k) => k.startsWith('exp_'))).toEqual([]);
      await browser.call('POST', '/api/v0/engagement/event', { event: 'page_view', url: '/?a=1' });
      const bsid = browser.cookies.wf_bsid;
      expect(bsid).toBeTruthy();
      await browser.call('POST', '/api/v0/engagement/event', { event: 'page_view', url: '/trips' });
      const [latest, before] = await t.ctx.repos.events.listEngagement(2);
      expect([latest?.browserSessionId, before?.browserSessionId]).toEqual([bsid, bsid]);
      expect(before?.url).toBe('/?a=[redacted]');
    });

    it('counts the last day’s events for an admin on the admin host, and no one else', async () => {
      const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_katherine');
      for (const utm of ['partner-a', 'partner-a', 'partner-b'])
        await browser.call('POST', '/api/v0/tracking/event', {
          eventName: 'summary_probe',
          properties: { utm_source: utm, entry_source: 'travel_sale_homepage' },
        });
      const admin = await signInSandboxAdmin(t);
      const res = await admin.call('GET', `${SUMMARY}?hours=24`);
      expect(res.statusCode).toBe(200);
      const summary = TrackingSummaryResponseSchema.parse(res.json());
      expect(summary.byName).toContainEqual({ value: 'summary_probe', count: 3 });
      expect(summary.byUtmSource).toContainEqual({ value: 'partner-a', count: 2 });
      expect(summary.byUtmSource).toContainEqual({ value: 'partner-b', count: 1 });
      expect(summary.byEntrySource).toContainEqual({ value: 'travel_sale_homepage', count: 3 });
      expect(
        summary.byTenant.find((row) => row.value === 'capone-corporate')?.count,
      ).toBeGreaterThanOrEqual(3);
      expect(summary.total).toBe(summary.byName.reduce((sum, row) => sum + row.count, 0));

      // A day later they have left the window.
      t.clock.advance(25 * 60 * 60 * 1000);
      const { browser: nextDay } = await signIn(t.app, ADMIN_HOST, 'usr_grace');
      const later = TrackingSummaryResponseSchema.parse(
        (await nextDay.call('GET', SUMMARY)).json(),
      );
      expect(later.byName.find((row) => row.value === 'summary_probe')).toBeUndefined();
      expect((await nextDay.call('GET', `${SUMMARY}?hours=0`)).statusCode).toBe(400);

      const { browser: employee } = await signIn(t.app, ADMIN_HOST, 'usr_katherine');
      const refused = await employee.call('GET', SUMMARY);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: '40103' });
      const anonymous = await t.app.inject({
        method: 'GET',
        url: SUMMARY,
        headers: { host: ADMIN_HOST },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await browser.call('GET', SUMMARY)).statusCode).toBe(404);
    });
  },
);

describe.each(listTestDatabaseTargets())('experiment pins (issue 24) on $name', (target) => {
  const t = useTestApp(target, { env: { SANDBOX_CONSOLE: 'true' } });

  it('pins a person’s variant over the assignment, on both calls and every event, until unpinned', async () => {
    const admin = await signInSandboxAdmin(t);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_felix');
    const readGate = async () =>
      ExperimentsResponseSchema.parse(
        (await browser.call('PUT', '/api/v0/experiments/active')).json(),
      ).experiments.find((e) => e.id === 'travel-sale')?.variant;
    // Rolled out to everyone until the business holds some back.
    expect(await readGate()).toBe('available');

    const pinned = await admin.call('POST', PINS, {
      email: 'Felix.Moreau@example.com',
      experimentId: 'travel-sale',
      variant: 'control',
    });
    expect(pinned.statusCode).toBe(200);
    expect(SandboxExperimentPinsResponseSchema.parse(pinned.json()).pins).toEqual({
      'travel-sale': 'control',
    });
    expect(await readGate()).toBe('control');
    await browser.call('POST', '/api/v0/tracking/event', {
      eventName: 'pin_probe',
      properties: {},
    });
    const [event] = await t.ctx.repos.events.listTracking('pin_probe');
    expect(event?.properties).toMatchObject({ exp_travel_sale: 'control' });

    const unpinned = await admin.call('POST', PINS, {
      email: 'felix.moreau@example.com',
      experimentId: 'travel-sale',
      variant: null,
    });
    expect(unpinned.json()).toEqual({ pins: {} });
    expect(await readGate()).toBe('available');
  });

  it('refuses a variant the experiment does not have, an unknown person, and anyone but an admin', async () => {
    const admin = await signInSandboxAdmin(t);
    const bad = await admin.call('POST', PINS, {
      email: 'felix.moreau@example.com',
      experimentId: 'packages',
      variant: 'available',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BadRequest', field: 'variant' });
    const nobody = await admin.call('POST', PINS, {
      email: 'nobody@example.com',
      experimentId: 'packages',
      variant: 'control',
    });
    expect(nobody.statusCode).toBe(404);
    const { browser: employee } = await signIn(t.app, ADMIN_HOST, 'usr_katherine');
    const refused = await employee.call('POST', PINS, {
      email: 'felix.moreau@example.com',
      experimentId: 'packages',
      variant: 'control',
    });
    expect(refused.statusCode).toBe(403);
    const { browser: portal } = await signIn(t.app, CONSUMER_HOST, 'usr_felix');
    expect(
      (
        await portal.call('POST', PINS, {
          email: 'felix.moreau@example.com',
          experimentId: 'packages',
          variant: 'control',
        })
      ).statusCode,
    ).toBe(404);
  });
});
