import {
  DisruptionAssistanceSchema,
  DisruptionCheckResponseSchema,
  type DisruptionAssistance,
} from '@wayfare/contracts/disruption';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import {
  ExchangeEntrySchema,
  ExchangeQuoteSchema,
  ExchangeShopResponseSchema,
} from '@wayfare/contracts/exchange';
import type { FlightQuoteResponse } from '@wayfare/contracts/flight-shop';
import { CfarQuoteSchema, FlightTripDetailSchema } from '@wayfare/contracts/trips';
import { PROTECTION_TERMS } from '@wayfare/domain/protection-terms';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { EXCHANGE_SUPPLIER_CONFIRM_MS } from '../services/flight-exchange';
import { ADMIN_HOST, CONSUMER_HOST, signIn, type Browser, useTestApp } from '../testing/test-app';
import { bookTestFlight, quoteTestFare } from '../testing/test-flights';

/*
 * Disruption assistance (issue 20; spec §4, §5, §9) through HTTP: offered and bought with the
 * booking or after it until 24 hours before departure; the console's delay or cancellation of a
 * protected flight is found at once, e-mailed once, and the traveller rebooks on any airline at no
 * cost (a waived change) or takes the fares back; each check result and service action, once.
 */
describe.each(listTestDatabaseTargets())('disruption assistance on $name', (target) => {
  const t = useTestApp(target);
  const terms = PROTECTION_TERMS.capone.disruptionAssistance;

  const view = async (browser: Browser, id: string): Promise<DisruptionAssistance> => {
    const res = await browser.call('GET', `/api/v0/trips/${id}/disruption`);
    expect(res.statusCode, res.body).toBe(200);
    return DisruptionAssistanceSchema.parse(res.json());
  };
  const check = async (browser: Browser, id: string) => {
    const res = await browser.call('POST', `/api/v0/trips/${id}/disruption/check`, {});
    expect(res.statusCode, res.body).toBe(200);
    return DisruptionCheckResponseSchema.parse(res.json());
  };
  const codeOf = (res: { json(): unknown }) => ErrorResponseSchema.parse(res.json()).code;
  const firstFlight = (q: FlightQuoteResponse) => q.offer.slices[0]?.segments[0];
  const inject = async (
    flightInstanceId: string,
    kind: 'Delay' | 'AirlineCancellation',
    minutes = 0,
  ) => {
    const admin = await signIn(t.app, ADMIN_HOST, 'usr_grace');
    const res = await admin.browser.call('POST', '/admin/api/v0/sandbox/disruptions', {
      flightInstanceId,
      kind,
      minutes,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const buyWithBooking = async (browser: Browser, route: [string, string, string]) => {
    const q = await quoteTestFare(browser, route);
    const booking = await bookTestFlight(t, browser, q, { addOns: { disruptionAssistance: true } });
    return { q, booking };
  };
  /** Shops the disrupted slice on its day, takes another airline's flight and confirms. */
  const rebookElsewhere = async (browser: Browser, id: string, q: FlightQuoteResponse) => {
    const booked = firstFlight(q);
    const shop = await browser.call('POST', `/api/v0/trips/${id}/exchange/shop`, {
      changes: [{ sliceIndex: 0, departureDate: booked?.departureTime.slice(0, 10) }],
    });
    expect(shop.statusCode, shop.body).toBe(200);
    const alternatives =
      ExchangeShopResponseSchema.parse(shop.json()).slices[0]?.alternatives ?? [];
    const other = alternatives.find((a) => a.airline.code !== booked?.marketingAirline.code);
    expect(other, 'another airline flies the route').toBeDefined();
    const quoted = await browser.call('POST', `/api/v0/trips/${id}/exchange/quote`, {
      fares: [{ sliceIndex: 0, fareId: other?.fareId }],
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    return { other, quote: ExchangeQuoteSchema.parse(quoted.json()) };
  };
  const confirm = (browser: Browser, id: string, exchangeId: string) =>
    browser.call('POST', `/api/v0/trips/${id}/exchange/confirm`, { exchangeId });

  it('is offered with the quote until exactly 24 hours before departure, and adds exactly its fee', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const q = await quoteTestFare(browser, ['DEN', 'SEA', '2027-03-01']);
    const departure = new Date(firstFlight(q)?.zonedDepartureTime ?? '');
    expect(q.disruptionAssistance).toMatchObject({
      fee: { amountMinor: terms.feeMinor, currency: 'USD' },
      purchaseDeadline: new Date(departure.getTime() - 24 * 3_600_000).toISOString(),
      terms: { delayThresholdMinutes: 120, decisionWindowHours: 24 },
    });
    const booking = await bookTestFlight(t, browser, q, { addOns: { disruptionAssistance: true } });
    expect(booking.totals.total.amountMinor).toBe(
      q.offer.pricing.grandTotal.amountMinor + terms.feeMinor,
    );
    expect(booking.addOns.disruptionAssistance).toEqual({
      fee: { amountMinor: terms.feeMinor, currency: 'USD' },
    });
    const trip = FlightTripDetailSchema.parse(
      (await browser.call('GET', `/api/v0/trips/${booking.id}`)).json(),
    );
    expect(trip.disruptionAssistance).toMatchObject({
      state: 'Active',
      purchasedVia: 'Booking',
      actions: ['Remove', 'Cancel'],
    });
    expect(trip.receipt.lines.map((l) => l.kind)).toContain('disruptionAssistance');
    // Check: nothing happened to its flights.
    expect((await check(browser, booking.id)).result).toBe('NoDisruptionDetected');
  });

  it('is bought after booking at exactly 24 hours before departure, once; not a minute later', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const q = await quoteTestFare(browser, ['SEA', 'DEN', '2027-03-02']);
    const late = await bookTestFlight(
      t,
      browser,
      await quoteTestFare(browser, ['SEA', 'DEN', '2027-03-03']),
    );
    const booking = await bookTestFlight(t, browser, q);
    const before = await check(browser, booking.id);
    expect(before).toMatchObject({
      result: 'NoDisruptionProtectionAttached',
      protection: { state: null, actions: ['Purchase'] },
    });
    const departure = new Date(firstFlight(q)?.zonedDepartureTime ?? '');
    const minutes = (departure.getTime() - t.clock.now().getTime()) / 60_000 - 24 * 60;
    t.ctx.travelClock.setOffsetMinutes(Math.floor(minutes));
    const fee = { amountMinor: terms.feeMinor, currency: 'USD' };
    const wrongFee = await browser.call('POST', `/api/v0/trips/${booking.id}/disruption`, {
      fee: { ...fee, amountMinor: 1 },
    });
    expect(codeOf(wrongFee)).toBe('DisruptionFeeChanged');
    const bought = await browser.call('POST', `/api/v0/trips/${booking.id}/disruption`, { fee });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(DisruptionAssistanceSchema.parse(bought.json())).toMatchObject({
      state: 'Active',
      purchasedVia: 'Ancillary',
      fee,
    });
    const auth = await t.ctx.repos.payments.findAuthorization(`auth_dp_${booking.id}`);
    expect(auth?.amountMinor).toBe(terms.feeMinor);
    const again = await browser.call('POST', `/api/v0/trips/${booking.id}/disruption`, { fee });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('DisruptionAlreadyPurchased');
    const lateDeparture = new Date(late.offer.slices[0]?.segments[0]?.zonedDepartureTime ?? '');
    t.ctx.travelClock.setOffsetMinutes(
      Math.ceil((lateDeparture.getTime() - t.clock.now().getTime()) / 60_000 - 24 * 60 + 1),
    );
    const refused = await browser.call('POST', `/api/v0/trips/${late.id}/disruption`, { fee });
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('DisruptionNotOffered');
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('a cancelled flight: found at once, e-mailed once, rebooked on another airline at no cost, once', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { q, booking } = await buyWithBooking(browser, ['ORD', 'ATL', '2027-03-04']);
    const flight = firstFlight(q)?.flightInstanceId ?? '';
    await inject(flight, 'AirlineCancellation');
    const disrupted = await view(browser, booking.id);
    expect(disrupted).toMatchObject({
      state: 'Disrupted',
      disruption: { type: 'AirlineCancellation', flightInstanceId: flight, delayMinutes: 0 },
      actions: ['Rebook', 'Refund', 'Cancel'],
    });
    const row = await t.ctx.repos.disruptionProtections.findByBooking(booking.id);
    expect(await t.ctx.repos.emailOutbox.find(`disruption:${row?.id}:detected`)).not.toBeNull();
    expect((await check(browser, booking.id)).result).toBe('Success');

    const entry = ExchangeEntrySchema.parse(
      (await browser.call('GET', `/api/v0/trips/${booking.id}/exchange`)).json(),
    );
    expect(entry).toMatchObject({ state: 'GoToExchange', waiver: 'DisruptionAssistance' });
    const { other, quote } = await rebookElsewhere(browser, booking.id, q);
    expect(quote).toMatchObject({
      waiver: 'DisruptionAssistance',
      amountDue: { amountMinor: 0 },
      changeFee: { amountMinor: 0 },
      creditBack: { amountMinor: 0 },
    });
    const confirmed = await confirm(browser, booking.id, quote.exchangeId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await view(browser, booking.id)).state).toBe('Rebooking');
    // A refund now: the one claim is taken.
    const refund = await browser.call('POST', `/api/v0/trips/${booking.id}/disruption/refund`, {});
    expect(codeOf(refund)).toBe('AlreadyExercised');

    t.clock.advance(EXCHANGE_SUPPLIER_CONFIRM_MS + 1_000);
    await t.ctx.jobRunner.runDue();
    const rebooked = await view(browser, booking.id);
    expect(rebooked).toMatchObject({
      state: 'Rebooked',
      actions: ['AlreadyExercised'],
      rebooking: { status: 'Confirmed', slices: [{ airline: other?.airline.name }] },
    });
    expect(rebooked.timeline.map((s) => s.kind)).toEqual([
      'Purchased',
      'Disrupted',
      'RebookRequested',
      'RebookIssued',
    ]);
    const trip = FlightTripDetailSchema.parse(
      (await browser.call('GET', `/api/v0/trips/${booking.id}`)).json(),
    );
    expect(trip.booking.offer.slices[0]?.segments[0]?.marketingAirline.code).toBe(
      other?.airline.code,
    );

    // A second disruption on the same trip (its new flight cancelled too) is ineligible.
    const newFlight = trip.booking.offer.slices[0]?.segments[0]?.flightInstanceId ?? '';
    await inject(newFlight, 'AirlineCancellation');
    const second = await check(browser, booking.id);
    expect(second).toMatchObject({
      result: 'Success',
      protection: {
        state: 'Rebooked',
        secondDisruption: { flightInstanceId: newFlight, type: 'AirlineCancellation' },
        actions: ['AlreadyExercised'],
      },
    });
  });

  it('a delay from the threshold: 119 minutes is nothing, 3 hours is refunded (fares, not the fee), once', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { q, booking } = await buyWithBooking(browser, ['LAX', 'DEN', '2027-03-05']);
    const flight = firstFlight(q)?.flightInstanceId ?? '';
    await inject(flight, 'Delay', terms.delayThresholdMinutes - 1);
    expect((await check(browser, booking.id)).result).toBe('NoDisruptionDetected');
    const early = await browser.call('POST', `/api/v0/trips/${booking.id}/disruption/refund`, {});
    expect(codeOf(early)).toBe('NoDisruptionDetected');
    await inject(flight, 'Delay', 180);
    const delayed = await view(browser, booking.id);
    expect(delayed).toMatchObject({
      state: 'Disrupted',
      disruption: { type: 'Delayed', delayMinutes: 180 },
      refund: { total: { amountMinor: q.offer.pricing.grandTotal.amountMinor } },
    });
    const res = await browser.call('POST', `/api/v0/trips/${booking.id}/disruption/refund`, {});
    expect(res.statusCode, res.body).toBe(200);
    const refunded = DisruptionAssistanceSchema.parse(res.json());
    expect(refunded).toMatchObject({
      state: 'Refunded',
      actions: ['AlreadyExercised'],
      refund: {
        total: { amountMinor: q.offer.pricing.grandTotal.amountMinor },
        refunds: [
          { source: 'UserCard', amount: { amountMinor: q.offer.pricing.grandTotal.amountMinor } },
        ],
      },
    });
    expect(refunded.timeline.map((s) => s.kind)).toEqual([
      'Purchased',
      'Disrupted',
      'RefundRequested',
      'RefundSent',
    ]);
    const trip = FlightTripDetailSchema.parse(
      (await browser.call('GET', `/api/v0/trips/${booking.id}`)).json(),
    );
    expect(trip.tripStatus).toBe('Cancelled');
    expect(trip.cancellation?.outcome).toBe('disruption_refund');
    const again = await browser.call('POST', `/api/v0/trips/${booking.id}/disruption/refund`, {});
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('AlreadyExercised');
  });

  it('rebooks only once part of the trip has flown (RebookOnlyEligible), and expires a minute after its window', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { q, booking } = await buyWithBooking(browser, ['ATL', 'ORD', '2027-03-06']);
    const flight = firstFlight(q);
    await inject(flight?.flightInstanceId ?? '', 'Delay', 150);
    const leaves = new Date(flight?.zonedDepartureTime ?? '').getTime() + 150 * 60_000;
    t.ctx.travelClock.setOffsetMinutes(Math.ceil((leaves - t.clock.now().getTime()) / 60_000) + 1);
    expect((await view(browser, booking.id)).actions).toEqual([
      'Rebook',
      'RebookOnlyEligible',
      'Cancel',
    ]);
    const refund = await browser.call('POST', `/api/v0/trips/${booking.id}/disruption/refund`, {});
    expect(codeOf(refund)).toBe('RebookOnlyEligible');
    const decideBy = new Date((await view(browser, booking.id)).decideBy ?? '');
    const arrival = new Date(flight?.zonedArrivalTime ?? '');
    expect(decideBy.getTime()).toBe(arrival.getTime() + 24 * 3_600_000);
    t.ctx.travelClock.setOffsetMinutes(
      Math.floor((decideBy.getTime() - t.clock.now().getTime()) / 60_000),
    );
    await t.ctx.jobRunner.runDue();
    expect((await view(browser, booking.id)).state).toBe('Disrupted');
    t.ctx.travelClock.setOffsetMinutes(
      Math.floor((decideBy.getTime() - t.clock.now().getTime()) / 60_000) + 1,
    );
    await t.ctx.jobRunner.runDue();
    expect(await view(browser, booking.id)).toMatchObject({
      state: 'Expired',
      endedReason: 'Deadline',
    });
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('is removed before any disruption (fee kept) and voided when cancel for any reason is exercised', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { booking } = await buyWithBooking(browser, ['SEA', 'ATL', '2027-03-07']);
    const removed = await browser.call('POST', `/api/v0/trips/${booking.id}/disruption/remove`, {});
    expect(removed.statusCode, removed.body).toBe(200);
    expect(DisruptionAssistanceSchema.parse(removed.json())).toMatchObject({
      state: 'Removed',
      endedReason: 'Removed',
      actions: [],
    });
    expect((await check(browser, booking.id)).result).toBe('NoDisruptionProtectionAttached');

    const q = await quoteTestFare(browser, ['SEA', 'ATL', '2027-03-08']);
    const both = await bookTestFlight(t, browser, q, {
      addOns: { disruptionAssistance: true, cancelForAnyReason: q.cancelForAnyReason !== null },
    });
    if (q.cancelForAnyReason) {
      const cfar = CfarQuoteSchema.parse(
        (await browser.call('POST', `/api/v0/trips/${both.id}/cfar/quote`, {})).json(),
      );
      const used = await browser.call('POST', `/api/v0/trips/${both.id}/cfar/exercise`, {
        cancelQuoteId: cfar.options[0]?.cancelQuoteId,
      });
      expect(used.statusCode, used.body).toBe(200);
      expect(await view(browser, both.id)).toMatchObject({
        state: 'Voided',
        endedReason: 'CfarExercised',
      });
    }
  });

  it('lets exactly one of a refund and a rebooking decided at the same time go on', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { q, booking } = await buyWithBooking(browser, ['DEN', 'ORD', '2027-03-09']);
    await inject(firstFlight(q)?.flightInstanceId ?? '', 'AirlineCancellation');
    const { quote } = await rebookElsewhere(browser, booking.id, q);
    const [refund, rebook] = await Promise.all([
      browser.call('POST', `/api/v0/trips/${booking.id}/disruption/refund`, {}),
      confirm(browser, booking.id, quote.exchangeId),
    ]);
    const wins = [refund.statusCode, rebook.statusCode].filter((s) => s === 200);
    expect(wins).toHaveLength(1);
    const state = (await view(browser, booking.id)).state;
    expect(state).toBe(refund.statusCode === 200 ? 'Refunded' : 'Rebooking');
    const loser = refund.statusCode === 200 ? rebook : refund;
    expect(['AlreadyExercised', 'ExchangeNotAvailable', 'CancellationNotAllowed']).toContain(
      codeOf(loser),
    );
  });
});
