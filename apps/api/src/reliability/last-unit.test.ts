import { openDatabase } from '@wayfare/store/database';
import { listTestDatabaseTargets, type TestDatabase } from '@wayfare/store/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMER_HOST, createTestApp, signIn, type TestApp } from '../testing/test-app';
import {
  runLastRoomTrial,
  runLastSeatTrial,
  runQuoteReuseTrial,
  type TrialApp,
  type TrialOutcome,
  spreadBrowser,
} from './booking-trials';
import { ExchangeQuoteSchema, ExchangeShopResponseSchema } from '@wayfare/contracts/exchange';
import { CfarQuoteSchema } from '@wayfare/contracts/trips';
import { bookTestFlight, quoteTestFare } from '../testing/test-flights';

/**
 * G1 (issue 15): the last unit sells once. On PostgreSQL the buyers are spread over two API
 * instances, each with its own connection pool, as two processes on one database would be.
 */
describe.each(listTestDatabaseTargets())('the last seat and room on $name', (target) => {
  let database: TestDatabase | undefined;
  let second: TestDatabase | undefined;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await target.open();
    apps.push(await createTestApp(database));
    if (database.databaseUrl) {
      const handle = await openDatabase({ databaseUrl: database.databaseUrl, poolSize: 4 });
      second = { handle, databaseUrl: database.databaseUrl, dispose: () => handle.close() };
      apps.push(await createTestApp(second));
    }
  }, 120_000);
  afterAll(async () => {
    for (const a of apps) await a.close();
    await second?.dispose();
    await database?.dispose();
  });

  const trialApps = (): TrialApp[] => apps.map(({ app, ctx }) => ({ app, ctx }));
  const buyer = async () => {
    const first = apps[0];
    if (!first) throw new Error('no app');
    return (await signIn(first.app, CONSUMER_HOST, 'usr_marcus')).browser;
  };

  /** One buyer confirmed and charged, nobody else charged or left authorized, no server error. */
  const expectOneSale = (outcome: TrialOutcome) => {
    expect(outcome).toMatchObject({
      confirmed: 1,
      captures: 1,
      capturesWithoutBooking: 0,
      openAuthorizations: 0,
    });
    expect(Object.keys(outcome.statuses).every((s) => Number(s) < 500)).toBe(true);
  };

  it('sells the last seat of a fare to exactly one of 50 buyers, charging nobody else', async () => {
    expectOneSale(
      await runLastSeatTrial(trialApps(), await buyer(), ['ORD', 'DEN', '2026-12-16'], 50),
    );
  }, 120_000);

  it('sells the last room to exactly one of 50 buyers, charging nobody else', async () => {
    expectOneSale(
      await runLastRoomTrial(
        trialApps(),
        await buyer(),
        ['C2643743', '2026-12-14', '2026-12-16'],
        50,
      ),
    );
  }, 120_000);

  it('books one quote once for 20 buyers with different keys: one booking, one capture', async () => {
    const outcome = await runQuoteReuseTrial(
      trialApps(),
      await buyer(),
      ['SEA', 'SFO', '2026-12-17'],
      20,
    );
    expect(outcome).toMatchObject({ confirmed: 1, captures: 1, capturesWithoutBooking: 0 });
    // One accepted; the other nineteen told the trip is already being booked.
    expect(outcome.statuses).toEqual({ 202: 1, 409: 19 });
  }, 120_000);

  it('uses cancel for any reason once when 20 requests race over the instances: one refund, one cancellation', async () => {
    const first = apps[0];
    if (!first) throw new Error('no app');
    const browser = await buyer();
    const quote = await quoteTestFare(browser, ['PHX', 'SEA', '2027-01-12'], {
      pick: (b) => b.penaltiesInfo.cancelPenalty.kind === 'NotPossible',
    });
    const booking = await bookTestFlight(first, browser, quote, {
      addOns: { cancelForAnyReason: true },
    });
    const options = CfarQuoteSchema.parse(
      (await browser.call('POST', `/api/v0/trips/${booking.id}/cfar/quote`, {})).json(),
    );
    const cash = options.options.find((o) => o.outcome === 'cfar_cash');
    if (!cash) throw new Error('no cash option');
    const browsers = spreadBrowser(trialApps(), browser);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (browsers[i % browsers.length] ?? browser).call(
          'POST',
          `/api/v0/trips/${booking.id}/cfar/exercise`,
          { cancelQuoteId: cash.cancelQuoteId },
        ),
      ),
    );
    for (const a of apps) await a.ctx.jobs.idle();
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const refunded = Math.floor((quote.offer.pricing.grandTotal.amountMinor * 80) / 100);
    expect(await first.ctx.repos.payments.findAuthorization(`auth_${booking.id}`)).toMatchObject({
      status: 'Refunded',
      refundedMinor: refunded,
    });
    expect(await first.ctx.repos.trips.findCancellation(booking.id)).toMatchObject({
      status: 'Cancelled',
      outcome: 'cfar_cash',
    });
    expect((await first.ctx.repos.cfarProtections.findByBooking(booking.id))?.state).toBe(
      'Canceled',
    );
  }, 120_000);

  it('sends one change of a flight to the airline when 20 confirmations of two quotes race over the instances: one charge', async () => {
    const first = apps[0];
    if (!first) throw new Error('no app');
    const browser = await buyer();
    const booking = await bookTestFlight(
      first,
      browser,
      await quoteTestFare(browser, ['DEN', 'SEA', '2027-01-20'], {
        pick: (b) => b.penaltiesInfo.changePenalty.kind === 'WithFee',
      }),
    );
    // Past the void window, on every instance's travel clock.
    for (const a of apps) a.ctx.travelClock.setOffsetMinutes(3 * 24 * 60);
    const found = ExchangeShopResponseSchema.parse(
      (
        await browser.call('POST', `/api/v0/trips/${booking.id}/exchange/shop`, {
          changes: [{ sliceIndex: 0, departureDate: '2027-01-22' }],
        })
      ).json(),
    );
    const quotes = await Promise.all(
      (found.slices[0]?.alternatives ?? []).slice(0, 2).map(async (a) =>
        ExchangeQuoteSchema.parse(
          (
            await browser.call('POST', `/api/v0/trips/${booking.id}/exchange/quote`, {
              fares: [{ sliceIndex: 0, fareId: a.fareId }],
            })
          ).json(),
        ),
      ),
    );
    expect(quotes).toHaveLength(2);
    const browsers = spreadBrowser(trialApps(), browser);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (browsers[i % browsers.length] ?? browser).call(
          'POST',
          `/api/v0/trips/${booking.id}/exchange/confirm`,
          { exchangeId: quotes[i % 2]?.exchangeId },
        ),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const states = await Promise.all(
      quotes.map((q) => first.ctx.repos.flightExchanges.findById(q.exchangeId)),
    );
    expect(states.filter((e) => e?.status === 'Requested')).toHaveLength(1);
    const charges = await Promise.all(
      quotes.map((q) => first.ctx.repos.payments.findAuthorization(`auth_${q.exchangeId}`)),
    );
    expect(charges.filter((c) => c !== null).length).toBeLessThanOrEqual(1);
    for (const a of apps) a.ctx.travelClock.setOffsetMinutes(0);
  }, 120_000);
});
