import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { FlightShopResponseSchema } from '@wayfare/contracts/flight-shop';
import type { FlightSearchRequest } from '@wayfare/contracts/flights';
import { PriceWatchSchema, WatchesResponseSchema } from '@wayfare/contracts/price-watch';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { WATCH_CHECK_EVERY_HOURS } from '../services/price-watch';
import { callAsSandboxAdmin, SANDBOX_CONSOLE_API } from '../testing/sandbox-admin';
import { moveSandboxPrice, resetSandboxConsole } from '../testing/sandbox-console-admin';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  signIn,
  type Browser,
  useTestApp,
} from '../testing/test-app';

/*
 * Price watch (issue 19; spec §2 Watched trips, §4 watch states): one live watch per person and
 * search, listed and stopped; each check (its job on the travel clock, or the console's "check
 * now") e-mails once when the lowest price drops, and never twice for one check.
 */
describe.each(listTestDatabaseTargets())('price watch on $name', (target) => {
  const t = useTestApp(target);
  const search = (date: string): FlightSearchRequest => ({
    tripType: 'one_way',
    slices: [{ origin: 'DEN', destination: 'PHX', departureDate: date }],
    passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
    maxStops: 0,
    excludeLowCostCarriers: false,
  });
  const watch = async (browser: Browser, request: FlightSearchRequest) => {
    const res = await browser.call('POST', '/api/v0/watches', { request });
    expect(res.statusCode, res.body).toBe(200);
    return PriceWatchSchema.parse(res.json());
  };
  const list = async (browser: Browser) =>
    WatchesResponseSchema.parse((await browser.call('GET', '/api/v0/watches')).json()).watches;

  it('keeps one live watch per search, lists it, and stops it once', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const request = search('2027-01-12');
    const [a, b] = await Promise.all([watch(browser, request), watch(browser, request)]);
    expect(a.watchId).toBe(b.watchId);
    expect(a).toMatchObject({ state: 'JustWatched', alertCount: 0 });
    expect(a.startingLowest?.amountMinor).toBeGreaterThan(0);
    expect(new Date(a.nextCheckAt ?? '').getTime() - t.ctx.travelClock.now().getTime()).toBe(
      WATCH_CHECK_EVERY_HOURS * 3_600_000,
    );
    const found = await browser.call('POST', '/api/v0/watches/find', { request });
    expect(found.json()).toMatchObject({ watch: { watchId: a.watchId } });
    expect((await list(browser)).map((w) => w.watchId)).toContain(a.watchId);

    // Someone else can't stop it; another tenant's list doesn't show it.
    const other = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const refused = await other.browser.call('DELETE', `/api/v0/watches/${a.watchId}`);
    expect(ErrorResponseSchema.parse(refused.json()).code).toBe('NotFound');
    const corporate = await signIn(t.app, CORPORATE_HOST, 'usr_grace');
    expect((await list(corporate.browser)).map((w) => w.watchId)).not.toContain(a.watchId);

    const stopped = await browser.call('DELETE', `/api/v0/watches/${a.watchId}`);
    expect(PriceWatchSchema.parse(stopped.json()).state).toBe('NotWatching');
    const again = await browser.call('DELETE', `/api/v0/watches/${a.watchId}`);
    expect(PriceWatchSchema.parse(again.json()).state).toBe('NotWatching');
    expect((await list(browser)).map((w) => w.watchId)).not.toContain(a.watchId);
    // Watching it again starts a new watch.
    expect((await watch(browser, request)).watchId).not.toBe(a.watchId);
  });

  it('e-mails once when the lowest price drops, at the console’s check and at its own on the travel clock', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    const request = search('2027-01-14');
    const watched = await watch(browser, request);
    // The cheapest flight of the search gets 40 % cheaper.
    const shop = FlightShopResponseSchema.parse(
      (await browser.call('POST', '/api/v0/flights/search', request)).json(),
    );
    const cheapest = shop.search.slices[0]?.itineraries
      .flatMap((it) => it.fares.map((f) => ({ it, price: f.grandTotal.amountMinor })))
      .sort((x, y) => x.price - y.price)[0];
    await moveSandboxPrice(
      t.app,
      { kind: 'flight', flightInstanceId: cheapest?.it.segments[0]?.flightInstanceId ?? '' },
      -40,
    );
    const checked = await callAsSandboxAdmin(t, 'POST', `${SANDBOX_CONSOLE_API}/watches/check`);
    expect(checked.statusCode, checked.body).toBe(200);
    const [after] = (await list(browser)).filter((w) => w.watchId === watched.watchId);
    expect(after?.state).toBe('Watching');
    expect(after?.currentLowest?.amountMinor).toBeLessThan(
      watched.startingLowest?.amountMinor ?? 0,
    );
    expect(after?.alertCount).toBe(1);
    const mail = await t.ctx.repos.emailOutbox.find(`price-watch:${watched.watchId}:1`);
    expect(mail?.subject).toBe('Price drop: DEN → PHX on 2027-01-14');
    expect(mail?.textBody).toContain('/flights/shop?tripType=one_way&slices=DEN-PHX-2027-01-14');
    expect(mail?.textBody).toContain('less than when you started watching');

    // The scheduled check of that number was overtaken: it writes and sends nothing. The next
    // one, 6 hours of travel time on, finds no further drop.
    t.ctx.travelClock.setOffsetMinutes(WATCH_CHECK_EVERY_HOURS * 60 + 1);
    await t.ctx.jobRunner.runDue();
    t.ctx.travelClock.setOffsetMinutes(2 * WATCH_CHECK_EVERY_HOURS * 60 + 2);
    await t.ctx.jobRunner.runDue();
    const [later] = (await list(browser)).filter((w) => w.watchId === watched.watchId);
    expect(later?.alertCount).toBe(1);
    expect(await t.ctx.repos.emailOutbox.find(`price-watch:${watched.watchId}:2`)).toBeNull();
    await resetSandboxConsole(t.app);
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('stops by itself once its first flight’s day has come', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const watched = await watch(browser, search('2026-11-30'));
    t.ctx.travelClock.setOffsetMinutes(8 * 24 * 60);
    await callAsSandboxAdmin(t, 'POST', `${SANDBOX_CONSOLE_API}/watches/check`);
    expect((await list(browser)).map((w) => w.watchId)).not.toContain(watched.watchId);
    t.ctx.travelClock.setOffsetMinutes(0);
  });
});
