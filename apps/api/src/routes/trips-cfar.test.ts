import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import type { FareBrand, FlightQuoteResponse } from '@wayfare/contracts/flight-shop';
import {
  CancelConfirmResponseSchema,
  CfarQuoteSchema,
  CancelQuoteSchema,
  FlightTripDetailSchema,
  TravelCreditsResponseSchema,
} from '@wayfare/contracts/trips';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_HOST,
  CONSUMER_HOST,
  CORPORATE_HOST,
  signIn,
  type Browser,
  useTestApp,
} from '../testing/test-app';
import { bookTestFlight, quoteTestFare } from '../testing/test-flights';

/*
 * Cancel for any reason on flights (issue 18; spec §4 CFAR life cycle, §9 3 hours, 80 %, premium
 * percent): offered with the quote, bought with the booking, used once for cash or a credit, ended
 * at its deadline or by an early-expiry event.
 */
describe.each(listTestDatabaseTargets())('cancel for any reason on $name', (target) => {
  const t = useTestApp(target);
  const HOUR = 60;

  const quote = (
    browser: Browser,
    route: [string, string, string],
    pick: (b: FareBrand) => boolean = (b) => b.penaltiesInfo.cancelPenalty.kind === 'NotPossible',
  ) => quoteTestFare(browser, route, { pick });
  const buy = (browser: Browser, q: FlightQuoteResponse) =>
    bookTestFlight(t, browser, q, { addOns: { cancelForAnyReason: true } });
  const readTrip = async (browser: Browser, id: string) =>
    FlightTripDetailSchema.parse((await browser.call('GET', `/api/v0/trips/${id}`)).json());
  const cfarQuote = async (browser: Browser, id: string) => {
    const res = await browser.call('POST', `/api/v0/trips/${id}/cfar/quote`, {});
    expect(res.statusCode, res.body).toBe(200);
    return CfarQuoteSchema.parse(res.json());
  };
  const exercise = (browser: Browser, id: string, cancelQuoteId: string) =>
    browser.call('POST', `/api/v0/trips/${id}/cfar/exercise`, { cancelQuoteId });
  /** Minutes from the travel clock's start to `at`. */
  const minutesUntil = (at: string) =>
    Math.floor((new Date(at).getTime() - t.clock.now().getTime()) / 60_000);

  it('is offered with the quote: premium, its rounded percent, 80 % back, until 3 hours before departure', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const q = await quote(browser, ['JFK', 'LAX', '2027-01-20']);
    const offer = q.cancelForAnyReason;
    expect(offer).not.toBeNull();
    const total = q.offer.pricing.grandTotal.amountMinor;
    const premium = offer?.premium.amountMinor ?? 0;
    expect(premium % 100).toBe(0);
    expect(offer).toMatchObject({
      premiumPercent: Math.round((premium / total) * 100),
      refundPercent: 80,
      refundAmount: { amountMinor: Math.floor((total * 80) / 100), currency: 'USD' },
      refundBillingCycles: { min: 1, max: 2 },
    });
    const departure = new Date(q.offer.slices[0]?.segments[0]?.zonedDepartureTime ?? '');
    expect(offer?.deadline).toBe(new Date(departure.getTime() - 3 * 3_600_000).toISOString());
    // Read back as it was offered (a reload of the booking page).
    const read = await browser.call('GET', `/api/v0/flights/quote/${q.quoteId}`);
    expect(read.json()).toMatchObject({ cancelForAnyReason: offer });
  });

  it('is not sold for a trip under a day away, and a booking asking for it anyway is refused', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    // The travel clock a few hours before the day's flights.
    t.ctx.travelClock.setOffsetMinutes(minutesUntil('2027-01-29T06:00:00Z'));
    const q = await quote(browser, ['JFK', 'BOS', '2027-01-29'], () => true);
    expect(q.cancelForAnyReason).toBeNull();
    const res = await browser.call(
      'POST',
      '/api/v0/flights/book',
      {
        quoteToken: q.quoteToken,
        travelers: [
          {
            passengerType: 'ADT',
            givenName: 'Ada',
            surname: 'Lovelace',
            gender: 'F',
            dateOfBirth: '1985-12-10',
          },
        ],
        contact: { email: 'ada@example.com', phone: '+1 555 010 2030' },
        payment: { rewardsMinor: 0, applyWalletCredit: false },
        addOns: { cancelForAnyReason: true },
      },
      { 'idempotency-key': 'cfar-not-offered' },
    );
    expect(res.statusCode).toBe(409);
    expect(ErrorResponseSchema.parse(res.json())).toMatchObject({
      code: 'CfarNotOffered',
      field: 'addOns.cancelForAnyReason',
    });
  });

  it('bought with the booking: charged with the fares, on the receipt, and usable for 80 % in cash once', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const q = await quote(browser, ['SEA', 'ORD', '2027-01-21']);
    const fares = q.offer.pricing.grandTotal.amountMinor;
    const premium = q.cancelForAnyReason?.premium.amountMinor ?? 0;
    const booking = await buy(browser, q);
    expect(booking.totals.total.amountMinor).toBe(fares + premium);
    expect(booking.addOns.cancelForAnyReason?.premium.amountMinor).toBe(premium);

    // Past the void window: an ordinary cancellation would keep the premium.
    t.ctx.travelClock.setOffsetMinutes(3 * 24 * HOUR);
    const trip = await readTrip(browser, booking.id);
    expect(trip.cancelForAnyReason).toMatchObject({
      state: 'CfarRefundable',
      premium: { amountMinor: premium },
      refundPercent: 80,
      expiredReason: null,
    });
    expect(trip.receipt.lines).toContainEqual({
      kind: 'cancelForAnyReason',
      amount: { amountMinor: premium, currency: 'USD' },
    });
    const ordinary = CancelQuoteSchema.parse(
      (await browser.call('POST', `/api/v0/trips/${booking.id}/cancel/quote`, {})).json(),
    );
    expect(ordinary.outcome).toBe('non_refundable');
    expect(ordinary.keptAddOns).toEqual({ amountMinor: premium, currency: 'USD' });

    const options = await cfarQuote(browser, booking.id);
    expect(options.contactSupport).toBe(false);
    expect(options.options.map((o) => o.outcome)).toEqual(['cfar_cash', 'cfar_ftc']);
    const [cash, credit] = options.options;
    const back = Math.floor((fares * 80) / 100);
    expect(cash).toMatchObject({ cancellable: true, refundTotal: { amountMinor: back } });
    expect(credit?.airlineCredit?.amount.amountMinor).toBe(fares);

    // Two requests at once: one effect.
    const [a, b] = await Promise.all([
      exercise(browser, booking.id, cash?.cancelQuoteId ?? ''),
      exercise(browser, booking.id, cash?.cancelQuoteId ?? ''),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const done = CancelConfirmResponseSchema.parse(a.json());
    expect(done.cancellation).toMatchObject({ status: 'Cancelled', outcome: 'cfar_cash' });
    expect(done.trip.tripStatus).toBe('Cancelled');
    expect(done.trip.type === 'Flight' && done.trip.cancelForAnyReason?.state).toBe('Canceled');
    const auth = await t.ctx.repos.payments.findAuthorization(`auth_${booking.id}`);
    expect(auth).toMatchObject({ status: 'Refunded', refundedMinor: back });
    // The other option's quote can no longer use it.
    const late = await exercise(browser, booking.id, credit?.cancelQuoteId ?? '');
    expect(CancelConfirmResponseSchema.parse(late.json()).cancellation.outcome).toBe('cfar_cash');
    expect(
      (await t.ctx.repos.payments.findAuthorization(`auth_${booking.id}`))?.refundedMinor,
    ).toBe(back);
    const mail = await t.ctx.repos.flightBookings.findEmail(`trip-cancellation:${booking.id}`);
    expect(mail?.textBody).toContain('cancel for any reason');
  });

  it('as an airline travel credit for the whole fare, spendable on that airline', async () => {
    t.ctx.travelClock.setOffsetMinutes(2 * 24 * HOUR);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const q = await quote(browser, ['DEN', 'PHX', '2027-01-22']);
    const booking = await buy(browser, q);
    const [, credit] = (await cfarQuote(browser, booking.id)).options;
    expect(credit?.outcome).toBe('cfar_ftc');
    const done = CancelConfirmResponseSchema.parse(
      (await exercise(browser, booking.id, credit?.cancelQuoteId ?? '')).json(),
    );
    const issued = done.cancellation.airlineCredit;
    expect(issued?.amount.amountMinor).toBe(q.offer.pricing.grandTotal.amountMinor);
    const credits = TravelCreditsResponseSchema.parse(
      (await browser.call('GET', '/api/v0/travelCredits')).json(),
    );
    expect(credits.airlineCredits.map((c) => c.id)).toContain(issued?.id);
  });

  it('takes the change fee off a credit where the fare has one (cfar_ftc_with_penalty)', async () => {
    t.ctx.travelClock.setOffsetMinutes(2 * 24 * HOUR);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const q = await quote(
      browser,
      ['ATL', 'DFW', '2027-01-23'],
      (b) => b.penaltiesInfo.cancelPenalty.kind === 'WithFee',
    );
    const booking = await buy(browser, q);
    const fee = q.offer.slices[0]?.fares[0]?.penaltiesInfo.cancelPenalty.fee?.amountMinor ?? 0;
    const [, credit] = (await cfarQuote(browser, booking.id)).options;
    expect(credit).toMatchObject({
      outcome: 'cfar_ftc_with_penalty',
      penalty: { amountMinor: fee },
      airlineCredit: { amount: { amountMinor: q.offer.pricing.grandTotal.amountMinor - fee } },
    });
  });

  it('can be used at exactly 3 hours before departure and has expired a minute later (its job records it)', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const q = await quote(browser, ['MIA', 'IAH', '2027-01-24']);
    const deadline = q.cancelForAnyReason?.deadline ?? '';
    const booking = await buy(browser, q);
    t.ctx.travelClock.setOffsetMinutes(minutesUntil(deadline));
    const atDeadline = await cfarQuote(browser, booking.id);
    expect(atDeadline.protection.state).toBe('CfarRefundable');
    expect(atDeadline.options).toHaveLength(2);

    t.ctx.travelClock.setOffsetMinutes(minutesUntil(deadline) + 1);
    const trip = await readTrip(browser, booking.id);
    expect(trip.cancelForAnyReason).toMatchObject({ state: 'Expired', expiredReason: 'Deadline' });
    const refused = await exercise(browser, booking.id, atDeadline.options[0]?.cancelQuoteId ?? '');
    expect(refused.statusCode).toBe(409);
    expect(ErrorResponseSchema.parse(refused.json()).code).toBe('CfarExpired');
    await t.ctx.jobRunner.runDue();
    expect((await t.ctx.repos.cfarProtections.findByBooking(booking.id))?.state).toBe('Expired');
    const mail = await t.ctx.repos.flightBookings.findEmail(`cfar-expired:${booking.id}`);
    expect(mail?.subject).toBe('Cancel for any reason has ended for your trip');
    expect((await readTrip(browser, booking.id)).tripStatus).toBe('Confirmed');
  });

  it('ends early on a government alert raised from the sandbox console, and on an airline cancellation', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const alerted = await buy(browser, await quote(browser, ['LAS', 'SFO', '2027-01-25']));
    const admin = await signIn(t.app, ADMIN_HOST, 'usr_grace');
    const raised = await admin.browser.call('POST', '/admin/api/v0/sandbox/protection-events', {
      bookingId: alerted.id,
      kind: 'GovernmentAlert',
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await readTrip(browser, alerted.id)).cancelForAnyReason).toMatchObject({
      state: 'Expired',
      expiredReason: 'GovernmentAlert',
    });
    expect((await cfarQuote(browser, alerted.id)).options).toEqual([]);

    const q = await quote(browser, ['BOS', 'ORD', '2027-01-26']);
    const cancelled = await buy(browser, q);
    const segment = q.offer.slices[0]?.segments[0];
    const injected = await admin.browser.call('POST', '/admin/api/v0/sandbox/disruptions', {
      flightInstanceId: segment?.flightInstanceId,
      kind: 'AirlineCancellation',
      minutes: 0,
    });
    expect(injected.statusCode, injected.body).toBe(200);
    const options = await cfarQuote(browser, cancelled.id);
    expect(options.protection).toMatchObject({
      state: 'Expired',
      expiredReason: 'AirlineCancellation',
    });
    expect(options.options).toEqual([]);
  });

  it('answers CfarNotPurchased for a trip without it, and sells it in the business tenant on its own terms', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const plain = await bookTestFlight(
      t,
      browser,
      await quote(browser, ['JFK', 'DCA', '2027-01-27']),
    );
    const res = await browser.call('POST', `/api/v0/trips/${plain.id}/cfar/quote`, {});
    expect(res.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(res.json()).code).toBe('CfarNotPurchased');
    expect((await readTrip(browser, plain.id)).cancelForAnyReason).toBeNull();

    const corp = await signIn(t.app, CORPORATE_HOST, 'usr_grace');
    const cq = await quoteTestFare(corp.browser, ['ORD', 'LGA', '2027-01-28']);
    const offer = cq.cancelForAnyReason;
    if (offer) {
      expect(offer.refundPercent).toBe(80);
      expect(offer.premium.amountMinor).toBeGreaterThanOrEqual(2_000);
      expect(offer.premiumPercent).toBeLessThanOrEqual(25);
    }
  });
});
