import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import {
  ExchangeEntrySchema,
  ExchangeQuoteSchema,
  ExchangeShopResponseSchema,
} from '@wayfare/contracts/exchange';
import {
  FlightQuoteResponseSchema,
  type FlightQuoteResponse,
} from '@wayfare/contracts/flight-shop';
import { CancelQuoteSchema, FlightTripDetailSchema } from '@wayfare/contracts/trips';
import {
  addBusinessDays,
  chfarCoverageLimit,
  priceChfarPremium,
} from '@wayfare/domain/change-for-any-reason';
import { PROTECTION_TERMS } from '@wayfare/domain/protection-terms';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { EXCHANGE_SUPPLIER_CONFIRM_MS } from '../services/flight-exchange';
import { readConsoleAnswer, SANDBOX_CONSOLE_API } from '../testing/sandbox-admin';
import { CONSUMER_HOST, signIn, type Browser, useTestApp } from '../testing/test-app';
import { bookTestFlight, quoteTestFare } from '../testing/test-flights';

/*
 * Change for any reason (issue 18; spec §4, §9): offered from 24 hours before departure, bought
 * with the booking, it lets one change through even on a fare that cannot change, until 3 hours
 * before departure; what the change cost comes back to the card (up to its limit) 10 business days
 * after the airline confirms it. A failed change gives it back; a cancellation or the deadline
 * ends it unused.
 */
describe.each(listTestDatabaseTargets())('change for any reason on $name', (target) => {
  const t = useTestApp(target);
  const terms = PROTECTION_TERMS.capone.changeForAnyReason;

  const tripOf = async (browser: Browser, id: string) => {
    const res = await browser.call('GET', `/api/v0/trips/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return FlightTripDetailSchema.parse(res.json());
  };
  const entryOf = async (browser: Browser, id: string) =>
    ExchangeEntrySchema.parse((await browser.call('GET', `/api/v0/trips/${id}/exchange`)).json());
  /** A fare the airline does not change, with change for any reason bought. */
  const buy = async (browser: Browser, route: [string, string, string]) => {
    const q = await quoteTestFare(browser, route, {
      pick: (b) => b.penaltiesInfo.changePenalty.kind === 'NotPossible',
    });
    const booking = await bookTestFlight(t, browser, q, { addOns: { changeForAnyReason: true } });
    return { q, booking };
  };
  /** Shops the first slice on `date`, prices its dearest flight and confirms the change. */
  const change = async (browser: Browser, id: string, date: string) => {
    const shop = ExchangeShopResponseSchema.parse(
      (
        await browser.call('POST', `/api/v0/trips/${id}/exchange/shop`, {
          changes: [{ sliceIndex: 0, departureDate: date }],
        })
      ).json(),
    );
    const dearest = [...(shop.slices[0]?.alternatives ?? [])].sort(
      (a, b) => b.fare.amountMinor - a.fare.amountMinor,
    )[0];
    const res = await browser.call('POST', `/api/v0/trips/${id}/exchange/quote`, {
      fares: [{ sliceIndex: 0, fareId: dearest?.fareId }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const quote = ExchangeQuoteSchema.parse(res.json());
    const confirmed = await browser.call('POST', `/api/v0/trips/${id}/exchange/confirm`, {
      exchangeId: quote.exchangeId,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { quote, confirmed: ExchangeQuoteSchema.parse(confirmed.json()) };
  };
  const fareTotal = (q: FlightQuoteResponse) => q.offer.pricing.grandTotal.amountMinor;

  it('is offered from 24 hours before departure at the terms’ price, and not a moment later', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const q = await quoteTestFare(browser, ['DEN', 'SEA', '2027-02-15']);
    expect(q.changeForAnyReason).toMatchObject({
      premium: { amountMinor: priceChfarPremium(fareTotal(q), terms) },
      coverageLimit: { amountMinor: chfarCoverageLimit(fareTotal(q), terms) },
      reimbursementBusinessDays: 10,
      windowYears: 1,
    });
    const departure = new Date(q.offer.slices[0]?.segments[0]?.zonedDepartureTime ?? '');
    expect(new Date(q.changeForAnyReason?.deadline ?? '').getTime()).toBe(
      departure.getTime() - 3 * 3_600_000,
    );
    // 23 hours before the flight on the travel clock: not sold, and a booking asking is refused.
    const minutes = Math.floor((departure.getTime() - t.ctx.clock.now().getTime()) / 60_000);
    t.ctx.travelClock.setOffsetMinutes(minutes - 23 * 60);
    const late = FlightQuoteResponseSchema.parse(
      (
        await browser.call('POST', '/api/v0/flights/quote', {
          tripType: 'one_way',
          passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
          fareIds: [q.offer.slices[0]?.fares[0]?.fareId],
        })
      ).json(),
    );
    expect(late.changeForAnyReason).toBeNull();
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('lets one change through on a fare that cannot change, then gives what it cost back 10 business days after the airline confirms', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { q, booking } = await buy(browser, ['DEN', 'SEA', '2027-02-16']);
    const premium = q.changeForAnyReason?.premium.amountMinor ?? 0;
    expect(booking.totals.total.amountMinor).toBe(fareTotal(q) + premium);
    expect(booking.addOns.changeForAnyReason).toEqual({
      premium: { amountMinor: premium, currency: 'USD' },
    });
    const trip = await tripOf(browser, booking.id);
    expect(trip.changeForAnyReason).toMatchObject({ state: 'Active', reimbursement: null });
    expect(trip.receipt.lines.map((l) => l.kind)).toContain('changeForAnyReason');

    // Past the void window: the fare alone would be ineligible; the protection opens the change.
    t.ctx.travelClock.setOffsetMinutes(3 * 24 * 60);
    const entry = await entryOf(browser, booking.id);
    expect(entry).toMatchObject({
      state: 'GoToExchange',
      changeFee: null,
      changeForAnyReason: { state: 'Active' },
    });
    const { quote, confirmed } = await change(browser, booking.id, '2027-02-18');
    const limit = chfarCoverageLimit(fareTotal(q), terms);
    expect(quote.chfarCovered.amountMinor).toBe(
      Math.max(0, Math.min(quote.amountDue.amountMinor, limit)),
    );
    expect(quote.changeFee.amountMinor).toBe(0);
    expect(quote.chfarCovered.amountMinor).toBeGreaterThan(0);
    expect(confirmed.status).toBe('Requested');
    expect((await tripOf(browser, booking.id)).changeForAnyReason?.state).toBe('Used');

    // The airline confirms: the reimbursement is due 10 business days on the travel clock.
    t.clock.advance(EXCHANGE_SUPPLIER_CONFIRM_MS + 1_000);
    await t.ctx.jobRunner.runDue();
    const used = (await tripOf(browser, booking.id)).changeForAnyReason;
    const dueBy = addBusinessDays(t.ctx.travelClock.now(), 10);
    expect(used).toMatchObject({
      state: 'Used',
      reimbursement: { amount: quote.chfarCovered, paidAt: null },
    });
    expect(
      Math.abs(new Date(used?.reimbursement?.dueBy ?? '').getTime() - dueBy.getTime()),
    ).toBeLessThan(60_000);
    // One change only: the fare cannot change again without it.
    expect((await entryOf(browser, booking.id)).state).toBe('IneligibleForExchange');

    t.ctx.travelClock.setOffsetMinutes(3 * 24 * 60 + 15 * 24 * 60);
    await t.ctx.jobRunner.runDue();
    const paid = (await tripOf(browser, booking.id)).changeForAnyReason;
    expect(paid?.state).toBe('Reimbursed');
    expect(paid?.reimbursement?.paidAt).not.toBeNull();
    if (quote.chfarCovered.amountMinor > 0) {
      expect(
        await t.ctx.repos.payments.findAuthorization(`auth_${quote.exchangeId}`),
      ).toMatchObject({ status: 'Refunded', refundedMinor: quote.chfarCovered.amountMinor });
      expect((await t.ctx.repos.emailOutbox.find(`chfar-reimbursed:${booking.id}`))?.subject).toBe(
        'Change for any reason paid you back',
      );
    }
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('is usable again when the change it paid for fails; a cancellation or its deadline ends it unused', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    const { booking } = await buy(browser, ['ATL', 'MCO', '2027-02-20']);
    t.ctx.travelClock.setOffsetMinutes(3 * 24 * 60);
    await readConsoleAnswer(t, 'POST', `${SANDBOX_CONSOLE_API}/faults`, {
      product: 'flight',
      operation: 'fulfil',
      kind: 'TicketingUnconfirmed',
    });
    await change(browser, booking.id, '2027-02-21');
    t.clock.advance(EXCHANGE_SUPPLIER_CONFIRM_MS + 1_000);
    await t.ctx.jobRunner.runDue();
    expect((await entryOf(browser, booking.id)).state).toBe('ChangeFailed');
    expect((await tripOf(browser, booking.id)).changeForAnyReason).toMatchObject({
      state: 'Active',
      reimbursement: null,
    });

    // Cancelled under the fare's rules: it ends unused, its premium kept.
    const cancel = CancelQuoteSchema.parse(
      (await browser.call('POST', `/api/v0/trips/${booking.id}/cancel/quote`, {})).json(),
    );
    expect(cancel.keptAddOns?.amountMinor).toBe(
      booking.addOns.changeForAnyReason?.premium.amountMinor,
    );
    const done = await browser.call('POST', `/api/v0/trips/${booking.id}/cancel`, {
      cancelQuoteId: cancel.cancelQuoteId,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await tripOf(browser, booking.id)).changeForAnyReason).toMatchObject({
      state: 'Expired',
      expiredReason: 'TripCancelled',
    });

    // Another trip: at its deadline it is usable, a minute later it has ended (its job records it).
    t.ctx.travelClock.setOffsetMinutes(0);
    const other = await buy(browser, ['ATL', 'MCO', '2027-02-22']);
    const deadline = new Date(other.q.changeForAnyReason?.deadline ?? '');
    const minutes = Math.floor((deadline.getTime() - t.ctx.clock.now().getTime()) / 60_000);
    t.ctx.travelClock.setOffsetMinutes(minutes);
    expect((await tripOf(browser, other.booking.id)).changeForAnyReason?.state).toBe('Active');
    t.ctx.travelClock.setOffsetMinutes(minutes + 1);
    expect((await tripOf(browser, other.booking.id)).changeForAnyReason).toMatchObject({
      state: 'Expired',
      expiredReason: 'Deadline',
    });
    await t.ctx.jobRunner.runDue();
    expect((await t.ctx.repos.chfarProtections.findByBooking(other.booking.id))?.state).toBe(
      'Expired',
    );
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('is refused at booking when its quote did not offer it', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const q = await quoteTestFare(browser, ['DEN', 'SEA', '2027-02-17']);
    const departure = new Date(q.offer.slices[0]?.segments[0]?.zonedDepartureTime ?? '');
    const minutes = Math.floor((departure.getTime() - t.ctx.clock.now().getTime()) / 60_000);
    t.ctx.travelClock.setOffsetMinutes(minutes - 20 * 60);
    const late = FlightQuoteResponseSchema.parse(
      (
        await browser.call('POST', '/api/v0/flights/quote', {
          tripType: 'one_way',
          passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
          fareIds: [q.offer.slices[0]?.fares[0]?.fareId],
        })
      ).json(),
    );
    const res = await browser.call(
      'POST',
      '/api/v0/flights/book',
      {
        quoteToken: late.quoteToken,
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
        payment: { cardToken: 'card_none', rewardsMinor: 0, applyWalletCredit: false },
        addOns: { changeForAnyReason: true },
      },
      { 'idempotency-key': `chfar-${Date.now()}` },
    );
    expect(res.statusCode).toBe(409);
    expect(ErrorResponseSchema.parse(res.json())).toMatchObject({
      code: 'ChfarNotOffered',
      field: 'addOns.changeForAnyReason',
    });
    t.ctx.travelClock.setOffsetMinutes(0);
  });
});
