import { FlightShopResponseSchema } from '@wayfare/contracts/flight-shop';
import { openDatabase } from '@wayfare/store/database';
import { listTestDatabaseTargets, type TestDatabase } from '@wayfare/store/testing/test-databases';
import { describe, expect, it, vi } from 'vitest';
import {
  callAsSandboxAdmin,
  readConsoleAnswer,
  SANDBOX_CONSOLE_API as CONSOLE,
} from '../testing/sandbox-admin';
import {
  ADMIN_HOST,
  CONSUMER_HOST,
  TEST_START,
  createTestApp,
  signIn,
  type Browser,
  type TestApp,
  useTestApp,
} from '../testing/test-app';
import { bookTestFlight, quoteTestFare } from '../testing/test-flights';

/*
 * Issue 15: the console is an admin's, and what it changes lives in the database, so a restart
 * keeps it and every process on the database follows it.
 */

const ROUTES = [
  ['GET', `${CONSOLE}/console`, undefined],
  ['POST', `${CONSOLE}/clock`, { advanceMinutes: 60 }],
  ['POST', `${CONSOLE}/clock`, { minutes: 'not a body' }],
  ['POST', `${CONSOLE}/disruptions`, { flightInstanceId: '1@2', kind: 'Delay', minutes: 30 }],
  ['DELETE', `${CONSOLE}/disruptions/1@2`, undefined],
  ['POST', `${CONSOLE}/prices`, { target: { kind: 'hotel', lodgingId: 'h1' }, percent: 10 }],
  ['DELETE', `${CONSOLE}/prices/move_1`, undefined],
  ['POST', `${CONSOLE}/quotes/q_1/expire`, undefined],
  ['POST', `${CONSOLE}/faults`, { product: 'any', operation: 'any', kind: 'fail' }],
  ['DELETE', `${CONSOLE}/faults/fault_1`, undefined],
] as const;

describe.each(listTestDatabaseTargets())('sandbox console access on $name', (target) => {
  const t = useTestApp(target);

  it('asks for sign-in, refuses anyone but an admin, and answers an admin', async () => {
    const { browser: employee } = await signIn(t.app, ADMIN_HOST, 'usr_katherine');
    for (const [method, url, payload] of ROUTES) {
      const anonymous = await t.app.inject({
        method,
        url,
        headers: { host: ADMIN_HOST, 'content-type': 'application/json' },
        ...(payload ? { payload: JSON.stringify(payload) } : {}),
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'Unauthorized' });
      const refused = await employee.call(method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ code: '40103' });
    }
    // Nothing the refused calls asked for happened.
    expect(await t.ctx.sandbox.listFaults()).toEqual([]);
    expect(t.ctx.sandbox.listPriceMoves()).toEqual([]);
    expect(t.ctx.travelClock.offsetMinutes()).toBe(0);

    const state = await readConsoleAnswer(t, 'GET', `${CONSOLE}/console`);
    expect(state.clock.offsetMinutes).toBe(0);
  });
});

/** A second process's view of the same database: another pool on PostgreSQL, the same PGlite. */
async function openSecondHandle(db: TestDatabase): Promise<TestDatabase> {
  if (!db.databaseUrl) return { ...db, dispose: () => Promise.resolve() };
  const handle = await openDatabase({ databaseUrl: db.databaseUrl, poolSize: 4 });
  return { handle, databaseUrl: db.databaseUrl, dispose: () => handle.close() };
}

async function searchFirstFare(browser: Browser) {
  const res = await browser.call('POST', '/api/v0/flights/search', {
    tripType: 'one_way',
    slices: [{ origin: 'JFK', destination: 'LAX', departureDate: '2026-12-14' }],
    passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
    maxStops: 0,
    excludeLowCostCarriers: false,
  });
  expect(res.statusCode, res.body).toBe(200);
  const itinerary = FlightShopResponseSchema.parse(res.json()).search.slices[0]?.itineraries[0];
  const fare = itinerary?.fares[0];
  if (!itinerary || !fare) throw new Error('no fare');
  return {
    fareId: fare.fareId,
    totalMinor: fare.grandTotal.amountMinor,
    flightInstanceId: itinerary.segments[0]?.flightInstanceId ?? '',
  };
}

/** Another process sees a change within about a second (SANDBOX_SYNC_INTERVAL_MS). */
const within = { timeout: 3_000, interval: 50 };

describe.each(listTestDatabaseTargets())('sandbox console shared on $name', (target) => {
  it('a fault armed by one app is taken exactly once by two apps on the database', async () => {
    const db = await target.open();
    const other = await openSecondHandle(db);
    const apps: TestApp[] = [];
    try {
      const a = await createTestApp(db);
      apps.push(a);
      const b = await createTestApp(other);
      apps.push(b);
      for (let i = 0; i < 3; i++)
        await readConsoleAnswer(a, 'POST', `${CONSOLE}/faults`, {
          product: 'flight',
          operation: 'book',
          kind: 'fail',
        });
      expect((await readConsoleAnswer(b, 'GET', `${CONSOLE}/console`)).faults).toHaveLength(3);
      const taken = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 === 0 ? a : b).ctx.sandbox.takeFault('flight', 'book'),
        ),
      );
      expect(taken.filter((kind) => kind === 'fail')).toHaveLength(3);
      expect(taken.filter((kind) => kind === null)).toHaveLength(9);
      expect(await b.ctx.sandbox.listFaults()).toEqual([]);

      // Through the supplier call itself: the other app's next quote meets it, then no one does.
      await readConsoleAnswer(a, 'POST', `${CONSOLE}/faults`, {
        product: 'flight',
        operation: 'quote',
        kind: 'fail',
      });
      const { browser } = await signIn(b.app, CONSUMER_HOST, 'usr_marcus');
      const { fareId } = await searchFirstFare(browser);
      const quote = () =>
        browser.call('POST', '/api/v0/flights/quote', {
          tripType: 'one_way',
          passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
          fareIds: [fareId],
        });
      const refused = await quote();
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({ code: 'ProviderError' });
      expect((await quote()).statusCode).toBe(200);
      expect(await a.ctx.sandbox.listFaults()).toEqual([]);
    } finally {
      for (const app of apps) await app.close();
      await other.dispose();
      await db.dispose();
    }
  });

  it('price moves, airline events and the clock survive a restart and reach the other app within a second', async () => {
    const db = await target.open();
    const other = await openSecondHandle(db);
    const apps: TestApp[] = [];
    try {
      const a = await createTestApp(db);
      apps.push(a);
      const { browser } = await signIn(a.app, CONSUMER_HOST, 'usr_emily');
      const quote = await quoteTestFare(browser, ['BOS', 'SFO', '2026-12-18']);
      const booked = await bookTestFlight(a, browser, quote);
      const flightInstanceId = quote.offer.slices[0]?.segments[0]?.flightInstanceId ?? '';
      const booked1 = { kind: 'flight', flightInstanceId } as const;
      await readConsoleAnswer(a, 'POST', `${CONSOLE}/prices`, { target: booked1, percent: 20 });
      await readConsoleAnswer(a, 'POST', `${CONSOLE}/disruptions`, {
        flightInstanceId,
        kind: 'AirlineCancellation',
        minutes: 0,
      });
      await a.close();
      apps.pop();

      // A restart on the same database keeps both.
      const again = await createTestApp(db);
      apps.push(again);
      expect(again.ctx.sandbox.priceFactor(booked1)).toBeCloseTo(1.2);
      const world = again.ctx.supply.getWorld().flights;
      expect(
        again.ctx.sandbox.disruptions.find(world, flightInstanceId, again.ctx.travelClock.now()),
      ).toMatchObject({ kind: 'AirlineCancellation', source: 'injected' });
      const state = await readConsoleAnswer(again, 'GET', `${CONSOLE}/console`);
      expect(state.priceMoves).toMatchObject([{ target: booked1, percent: 20 }]);
      expect(state.bookings.find((x) => x.bookingId === booked.id)?.flights[0]?.disruption).toEqual(
        { kind: 'AirlineCancellation', minutes: 0 },
      );

      // A second app running beside it: its searches are cached before the next move…
      const b = await createTestApp(other);
      apps.push(b);
      const { browser: shopper } = await signIn(b.app, CONSUMER_HOST, 'usr_leo');
      const before = await searchFirstFare(shopper);
      const moved = { kind: 'flight', flightInstanceId: before.flightInstanceId } as const;
      await readConsoleAnswer(again, 'POST', `${CONSOLE}/prices`, { target: moved, percent: 50 });
      await readConsoleAnswer(again, 'POST', `${CONSOLE}/clock`, { offsetMinutes: 2880 });
      await callAsSandboxAdmin(
        again,
        'DELETE',
        `${CONSOLE}/disruptions/${encodeURIComponent(flightInstanceId)}`,
      );
      // …and within about a second it prices, dates and disrupts as the first one does.
      await vi.waitFor(() => {
        expect(b.ctx.travelClock.offsetMinutes()).toBe(2880);
        expect(b.ctx.sandbox.priceFactor(moved)).toBeCloseTo(1.5);
      }, within);
      expect(b.ctx.travelClock.now().toISOString()).toBe(
        new Date(TEST_START.getTime() + 2 * 86_400_000).toISOString(),
      );
      const after = await searchFirstFare(shopper);
      expect(Math.abs(after.totalMinor - before.totalMinor * 1.5)).toBeLessThanOrEqual(2);
      expect(
        b.ctx.sandbox.disruptions.find(world, flightInstanceId, b.ctx.travelClock.now())?.source ??
          'none',
      ).not.toBe('injected');
    } finally {
      for (const app of apps) await app.close();
      await other.dispose();
      await db.dispose();
    }
  });
});
