import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import {
  ExchangeEntrySchema,
  ExchangeQuoteSchema,
  ExchangeShopResponseSchema,
} from '@wayfare/contracts/exchange';
import type { FlightQuoteResponse } from '@wayfare/contracts/flight-shop';
import { FlightTripDetailSchema, TripDetailSchema } from '@wayfare/contracts/trips';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { EXCHANGE_SUPPLIER_CONFIRM_MS } from '../services/flight-exchange';
import { ADMIN_HOST, CONSUMER_HOST, signIn, type Browser, useTestApp } from '../testing/test-app';
import { bookTestFlight, quoteTestFare } from '../testing/test-flights';

/*
 * Airline schedule changes (issue 18; spec §2 schedule-change modal): the console's change reaches
 * the traveller by e-mail once; under an hour it is accepted for them, from an hour they keep the
 * new times or cancel for a full refund, once.
 */
describe.each(listTestDatabaseTargets())('airline schedule changes on $name', (target) => {
  const t = useTestApp(target);

  const readTrip = async (browser: Browser, id: string) =>
    FlightTripDetailSchema.parse((await browser.call('GET', `/api/v0/trips/${id}`)).json());
  const change = async (q: FlightQuoteResponse, minutes: number) => {
    const admin = await signIn(t.app, ADMIN_HOST, 'usr_grace');
    const res = await admin.browser.call('POST', '/admin/api/v0/sandbox/disruptions', {
      flightInstanceId: q.offer.slices[0]?.segments[0]?.flightInstanceId,
      kind: 'ScheduleChange',
      minutes,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const decide = (browser: Browser, id: string, choice: 'accept' | 'refund', signature: string) =>
    browser.call('POST', `/api/v0/trips/${id}/schedule-change`, { choice, signature });
  const emailOf = (id: string, q: FlightQuoteResponse, line: string) => {
    const g = q.offer.slices[0]?.segments[0];
    const label = `${g?.marketingAirline.code} ${g?.marketingAirline.flightNumber}`;
    return t.ctx.repos.emailOutbox.find(`schedule-change:${id}:${label} now leaves ${line}`);
  };

  it('accepts a change under an hour for the traveller and tells them once', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const q = await quoteTestFare(browser, ['SEA', 'LAX', '2027-02-02']);
    const booking = await bookTestFlight(t, browser, q);
    await change(q, 35);
    const trip = await readTrip(browser, booking.id);
    expect(trip.scheduleChange).toMatchObject({
      severity: 'Minor',
      status: 'AutoAccepted',
      choices: [],
      changes: [{ minutes: 35 }],
    });
    expect(trip.itineraryStatus).toBe('Modified');
    const mail = await emailOf(booking.id, q, '35 minutes later.');
    expect(mail?.textBody).toContain('we accepted it for you');
    const refused = await decide(
      browser,
      booking.id,
      'refund',
      trip.scheduleChange?.signature ?? '',
    );
    expect(ErrorResponseSchema.parse(refused.json()).code).toBe('ScheduleChangeDecided');
  });

  it('lets the traveller cancel a major change for a full refund, once', async () => {
    t.ctx.travelClock.setOffsetMinutes(3 * 24 * 60);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const q = await quoteTestFare(browser, ['ORD', 'MIA', '2027-02-03'], {
      pick: (b) => b.penaltiesInfo.cancelPenalty.kind === 'NotPossible',
    });
    const booking = await bookTestFlight(t, browser, q, { addOns: { cancelForAnyReason: true } });
    await change(q, -150);
    const trip = await readTrip(browser, booking.id);
    expect(trip.scheduleChange).toMatchObject({
      severity: 'Major',
      status: 'AwaitingDecision',
      choices: ['accept', 'rebook', 'refund'],
      refundTotal: { amountMinor: booking.totals.total.amountMinor },
    });
    expect((await emailOf(booking.id, q, '150 minutes earlier.'))?.textBody).toContain(
      'full refund',
    );
    const signature = trip.scheduleChange?.signature ?? '';
    const [a, b] = await Promise.all([
      decide(browser, booking.id, 'refund', signature),
      decide(browser, booking.id, 'refund', signature),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const done = FlightTripDetailSchema.parse(TripDetailSchema.parse(a.json()));
    expect(done.tripStatus).toBe('Cancelled');
    expect(done.cancellation).toMatchObject({
      status: 'Cancelled',
      outcome: 'airline_full_refund',
    });
    expect(done.scheduleChange).toMatchObject({ status: 'Refunded', choices: [] });
    // Everything paid comes back, the protection's premium too; the protection ends unused.
    expect(await t.ctx.repos.payments.findAuthorization(`auth_${booking.id}`)).toMatchObject({
      status: 'Refunded',
      refundedMinor: booking.totals.total.amountMinor,
    });
    expect(done.cancelForAnyReason).toMatchObject({
      state: 'Expired',
      expiredReason: 'TripCancelled',
    });
    const late = await decide(browser, booking.id, 'accept', signature);
    expect(ErrorResponseSchema.parse(late.json()).code).toBe('ScheduleChangeDecided');
  });

  it('keeps the new times when the traveller accepts a major change', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const q = await quoteTestFare(browser, ['BOS', 'ATL', '2027-02-04']);
    const booking = await bookTestFlight(t, browser, q);
    await change(q, 95);
    const { scheduleChange } = await readTrip(browser, booking.id);
    const stale = await decide(browser, booking.id, 'accept', 'another-change');
    expect(stale.statusCode).toBe(409);
    const res = await decide(browser, booking.id, 'accept', scheduleChange?.signature ?? '');
    expect(res.statusCode, res.body).toBe(200);
    const trip = FlightTripDetailSchema.parse(res.json());
    expect(trip).toMatchObject({ tripStatus: 'Confirmed', scheduleChange: { status: 'Accepted' } });
    expect(trip.scheduleChange?.choices).toEqual([]);
  });

  it('moves the traveller to another flight on the same route at no cost after a major change, even on a fare that cannot change', async () => {
    t.ctx.travelClock.setOffsetMinutes(3 * 24 * 60);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    const q = await quoteTestFare(browser, ['DEN', 'SEA', '2027-02-06'], {
      pick: (b) => b.penaltiesInfo.changePenalty.kind === 'NotPossible',
    });
    const booking = await bookTestFlight(t, browser, q);
    await change(q, 180);
    const entry = ExchangeEntrySchema.parse(
      (await browser.call('GET', `/api/v0/trips/${booking.id}/exchange`)).json(),
    );
    expect(entry).toMatchObject({
      state: 'GoToExchange',
      waiver: 'ScheduleChange',
      changeFee: null,
    });
    expect(entry.slices[0]?.originChoices.map((a) => a.code)).toEqual(['DEN']);
    const shop = ExchangeShopResponseSchema.parse(
      (
        await browser.call('POST', `/api/v0/trips/${booking.id}/exchange/shop`, {
          changes: [{ sliceIndex: 0, departureDate: '2027-02-07' }],
        })
      ).json(),
    );
    const dearest = [...(shop.slices[0]?.alternatives ?? [])].sort(
      (a, b) => b.fare.amountMinor - a.fare.amountMinor,
    )[0];
    const quote = ExchangeQuoteSchema.parse(
      (
        await browser.call('POST', `/api/v0/trips/${booking.id}/exchange/quote`, {
          fares: [{ sliceIndex: 0, fareId: dearest?.fareId }],
        })
      ).json(),
    );
    expect(quote).toMatchObject({
      waiver: 'ScheduleChange',
      changeFee: { amountMinor: 0 },
      amountDue: { amountMinor: 0 },
      creditBack: { amountMinor: 0 },
    });
    const res = await browser.call('POST', `/api/v0/trips/${booking.id}/exchange/confirm`, {
      exchangeId: quote.exchangeId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await readTrip(browser, booking.id)).scheduleChange).toMatchObject({
      status: 'Rebooked',
      choices: [],
    });
    const signature = (await readTrip(browser, booking.id)).scheduleChange?.signature ?? '';
    expect(
      ErrorResponseSchema.parse((await decide(browser, booking.id, 'refund', signature)).json())
        .code,
    ).toBe('ScheduleChangeDecided');
    t.clock.advance(EXCHANGE_SUPPLIER_CONFIRM_MS + 1_000);
    await t.ctx.jobRunner.runDue();
    const moved = await readTrip(browser, booking.id);
    expect(moved.booking.offer.slices[0]?.departureTime).toBe(dearest?.departureTime);
    expect(moved.scheduleChange).toBeNull();
    expect(await t.ctx.repos.payments.findAuthorization(`auth_${quote.exchangeId}`)).toBeNull();
    t.ctx.travelClock.setOffsetMinutes(0);
  });
});
