import { randomUUID } from 'node:crypto';
import {
  MaintenanceStatusSchema,
  SandboxMaintenanceStateSchema,
} from '@wayfare/contracts/maintenance';
import { TakeoversResponseSchema } from '@wayfare/contracts/takeovers';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { listGuardedPurchaseRoutes } from '../plugins/maintenance-guard';
import { listAppRoutes } from '../testing/app-routes';
import { listChangedTables, snapshotDatabase } from '../testing/database-snapshot';
import { signInSandboxAdmin } from '../testing/sandbox-admin';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  TEST_START,
  createBrowser,
  signIn,
  useTestApp,
} from '../testing/test-app';
import { TEST_ADULT, TEST_CONTACT, quoteTestFare } from '../testing/test-flights';
import { vaultTestCard } from '../testing/vault-card';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const TAKEOVERS = JSON.stringify({
  capone: [
    {
      id: 'winter-sale',
      tone: 'success',
      title: { en: 'Winter sale', fr: 'Soldes d’hiver' },
      body: { en: 'Save on stays until Sunday.' },
      link: { href: '/travelsale/', label: { en: 'See the sale' } },
    },
    {
      id: 'later',
      title: { en: 'Not yet' },
      body: { en: 'Shows next year.' },
      startsAt: '2027-06-01T00:00:00Z',
    },
    {
      id: 'gone',
      title: { en: 'Over' },
      body: { en: 'Ended last month.' },
      endsAt: '2026-10-01T00:00:00Z',
    },
  ],
});

/*
 * Site-wide notices over HTTP (issue 24): maintenance (spec §9) answered publicly, a window set
 * through the sandbox console on the travel clock refusing every quote and booking with
 * ServiceUnavailable before anything is written, and each tenant's takeovers.
 */
describe.each(listTestDatabaseTargets())('site notices on $name', (target) => {
  const t = useTestApp(target, { env: { TAKEOVERS, RATE_LIMIT_BURST: '400' } });

  const status = async (host = CONSUMER_HOST) =>
    MaintenanceStatusSchema.parse(
      (await createBrowser(t.app, host).call('GET', '/api/v0/maintenance')).json(),
    );

  it('answers maintenance to anyone, signed out, on both tenants', async () => {
    for (const host of [CONSUMER_HOST, CORPORATE_HOST]) {
      const res = await createBrowser(t.app, host).call('GET', '/api/v0/maintenance');
      expect(res.statusCode).toBe(200);
      expect(MaintenanceStatusSchema.parse(res.json())).toMatchObject({
        phase: 'none',
        window: null,
        portalOff: false,
        productsOff: [],
        bookingPaused: [],
      });
    }
  });

  it('refuses quotes and bookings during a console window, writing nothing, and lifts after it', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const admin = await signInSandboxAdmin(t);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const quote = await quoteTestFare(browser, ['JFK', 'LAX', '2026-12-14']);
    const cardToken = await vaultTestCard(t.app);
    const now = t.ctx.travelClock.now().getTime();

    // Announced: booking still open, the banner's phase.
    const set = await admin.call('PUT', '/admin/api/v0/sandbox/maintenance', {
      window: { startsAt: iso(now + 2 * HOUR), endsAt: iso(now + 3 * HOUR) },
      noticeHours: 6,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(SandboxMaintenanceStateSchema.parse(set.json()).status).toMatchObject({
      phase: 'upcoming',
      windowSource: 'sandboxConsole',
      bookingPaused: [],
    });

    // Inside the window (its start exactly): every purchase call is refused before it runs.
    t.ctx.travelClock.setOffsetMinutes(120);
    expect((await status()).phase).toBe('active');
    // The search's recent-search row is written behind; settle it before the snapshot.
    await t.ctx.recentSearches.flush();
    const before = await snapshotDatabase(t.ctx.database.db);
    const book = await browser.call(
      'POST',
      '/api/v0/flights/book',
      {
        quoteToken: quote.quoteToken,
        travelers: [TEST_ADULT],
        contact: TEST_CONTACT,
        payment: { cardToken, rewardsMinor: 0, applyWalletCredit: false },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(book.statusCode, book.body).toBe(503);
    expect(book.headers['retry-after']).toBe('3600');
    expect(book.json()).toMatchObject({
      code: 'ServiceUnavailable',
      details: { reason: 'Maintenance', product: 'flights', resumesAt: iso(now + 3 * HOUR) },
    });
    const requote = await browser.call('POST', '/api/v0/hotels/quote', { rateId: 'x' });
    expect(requote.statusCode).toBe(503);
    expect(requote.json()).toMatchObject({ details: { product: 'hotels' } });
    // Reading is never refused.
    expect((await browser.call('GET', `/api/v0/flights/quote/${quote.quoteId}`)).statusCode).toBe(
      200,
    );
    const after = await snapshotDatabase(t.ctx.database.db);
    expect(listChangedTables(before, after).filter((name) => name !== 'sessions')).toEqual([]);

    // At its end exactly, booking is open again.
    t.ctx.travelClock.setOffsetMinutes(180);
    expect(await status()).toMatchObject({ phase: 'ended', bookingPaused: [] });
    const open = await browser.call('POST', '/api/v0/hotels/quote', { rateId: 'x' });
    expect(open.statusCode).not.toBe(503);

    const cleared = await admin.call('DELETE', '/admin/api/v0/sandbox/maintenance');
    expect(SandboxMaintenanceStateSchema.parse(cleared.json())).toMatchObject({
      override: null,
      status: { phase: 'none', window: null },
    });
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('guards only routes that exist', () => {
    const routes = new Set(listAppRoutes(t.app).map((r) => r.url));
    for (const url of listGuardedPurchaseRoutes()) expect(routes, url).toContain(url);
  });

  it('serves each tenant its takeovers that show now, to anyone', async () => {
    expect(TEST_START.getTime()).toBeLessThan(Date.parse('2027-06-01T00:00:00Z'));
    const consumer = await createBrowser(t.app, CONSUMER_HOST).call('GET', '/api/v0/takeovers');
    expect(consumer.statusCode).toBe(200);
    expect(TakeoversResponseSchema.parse(consumer.json()).takeovers.map((n) => n.id)).toEqual([
      'winter-sale',
    ]);
    const corporate = await createBrowser(t.app, CORPORATE_HOST).call('GET', '/api/v0/takeovers');
    expect(TakeoversResponseSchema.parse(corporate.json())).toEqual({ takeovers: [] });
  });
});

describe.each(listTestDatabaseTargets())('maintenance flags on $name', (target) => {
  const t = useTestApp(target, {
    env: {
      MAINTENANCE_PRODUCTS: 'hotels,cars',
      MAINTENANCE_TITLE: 'Back soon',
      MAINTENANCE_SUBTITLE: 'We are improving hotel and car booking.',
    },
  });

  it('turns the products off (and packages, which hold a stay) with the configured words', async () => {
    const res = await createBrowser(t.app, CORPORATE_HOST).call('GET', '/api/v0/maintenance');
    expect(MaintenanceStatusSchema.parse(res.json())).toMatchObject({
      phase: 'none',
      portalOff: false,
      productsOff: ['hotels', 'cars', 'packages'],
      bookingPaused: ['hotels', 'cars', 'packages'],
      title: 'Back soon',
      subtitle: 'We are improving hotel and car booking.',
    });
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_alan');
    const car = await browser.call('POST', '/api/v0/cars/quote', { offerId: 'x' });
    expect(car.statusCode).toBe(503);
    // No window: nothing says when, so no Retry-After.
    expect(car.headers['retry-after']).toBeUndefined();
    const flight = await browser.call('POST', '/api/v0/flights/quote', {
      tripType: 'one_way',
      passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
      fareIds: ['nope'],
    });
    expect(flight.statusCode).not.toBe(503);
  });
});
