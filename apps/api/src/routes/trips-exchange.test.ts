import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import {
  ExchangeEntrySchema,
  ExchangeQuoteSchema,
  ExchangeShopResponseSchema,
  type ExchangeShopResponse,
} from '@wayfare/contracts/exchange';
import { FlightTripDetailSchema, TravelCreditsResponseSchema } from '@wayfare/contracts/trips';
import { priceExchange } from '@wayfare/domain/flight-exchange';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { EXCHANGE_QUOTE_TTL_MS, EXCHANGE_SUPPLIER_CONFIRM_MS } from '../services/flight-exchange';
import { readConsoleAnswer, SANDBOX_CONSOLE_API } from '../testing/sandbox-admin';
import { CONSUMER_HOST, signIn, type Browser, useTestApp } from '../testing/test-app';
import { bookTestFlight, quoteTestFare } from '../testing/test-flights';

/*
 * Changing a booked flight (issue 18; spec §2 exchange flow): the entry's screen per booking, the
 * shop of the same cities' flights with the fare difference, a held quote with the fee, one
 * confirmation that charges the trip's card once and waits for the airline, whose answer makes
 * the booking hold the new flights (or gives everything back), and the attempts' limit.
 */
describe.each(listTestDatabaseTargets())('changing a flight on $name', (target) => {
  const t = useTestApp(target);
  const entryOf = async (browser: Browser, id: string) => {
    const res = await browser.call('GET', `/api/v0/trips/${id}/exchange`);
    expect(res.statusCode, res.body).toBe(200);
    return ExchangeEntrySchema.parse(res.json());
  };
  const tripOf = async (browser: Browser, id: string) => {
    const res = await browser.call('GET', `/api/v0/trips/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return FlightTripDetailSchema.parse(res.json());
  };
  const shop = async (browser: Browser, id: string, departureDate: string) => {
    const res = await browser.call('POST', `/api/v0/trips/${id}/exchange/shop`, {
      changes: [{ sliceIndex: 0, departureDate }],
    });
    expect(res.statusCode, res.body).toBe(200);
    return ExchangeShopResponseSchema.parse(res.json());
  };
  const quote = async (browser: Browser, id: string, fareId: string) => {
    const res = await browser.call('POST', `/api/v0/trips/${id}/exchange/quote`, {
      fares: [{ sliceIndex: 0, fareId }],
    });
    expect(res.statusCode, res.body).toBe(200);
    return ExchangeQuoteSchema.parse(res.json());
  };
  const confirm = (browser: Browser, id: string, exchangeId: string) =>
    browser.call('POST', `/api/v0/trips/${id}/exchange/confirm`, { exchangeId });
  const errorOf = (res: { body: string }) => ErrorResponseSchema.parse(JSON.parse(res.body));
  const dearest = (found: ExchangeShopResponse) => {
    const all = found.slices[0]?.alternatives ?? [];
    return [...all].sort((a, b) => b.fare.amountMinor - a.fare.amountMinor)[0];
  };
  /** A changeable (fee) one-way booking, three days on: past its void window. */
  const bookChangeable = async (browser: Browser, route: [string, string, string]) => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const booked = await bookTestFlight(
      t,
      browser,
      await quoteTestFare(browser, route, {
        pick: (b) => b.penaltiesInfo.changePenalty.kind === 'WithFee',
      }),
    );
    t.ctx.travelClock.setOffsetMinutes(3 * 24 * 60);
    return booked;
  };

  it('answers each booking’s screen on the travel clock', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const basic = await bookTestFlight(
      t,
      browser,
      await quoteTestFare(browser, ['DEN', 'SEA', '2027-02-10'], {
        pick: (b) => b.penaltiesInfo.changePenalty.kind === 'NotPossible',
      }),
    );
    const changeable = await quoteTestFare(browser, ['DEN', 'SEA', '2027-02-11'], {
      pick: (b) => b.penaltiesInfo.changePenalty.kind === 'WithFee',
    });
    const main = await bookTestFlight(t, browser, changeable);

    // Just booked: inside the void window, a free cancellation rather than a change.
    const voidable = await entryOf(browser, basic.id);
    expect(voidable).toMatchObject({ state: 'TicketedVoidable', firstStep: 'ChangeDateTime' });
    expect(voidable.voidWindowEndsAt).not.toBeNull();

    t.ctx.travelClock.setOffsetMinutes(3 * 24 * 60);
    expect((await entryOf(browser, basic.id)).state).toBe('IneligibleForExchange');
    const fee = changeable.offer.slices[0]?.fares[0]?.penaltiesInfo.changePenalty.fee;
    const entry = await entryOf(browser, main.id);
    expect(entry).toMatchObject({
      state: 'GoToExchange',
      changeFee: { amountMinor: fee?.amountMinor, currency: 'USD' },
      slices: [{ origin: 'DEN', destination: 'SEA' }],
      latestDepartureDate: '2028-02-11',
      voidWindowEndsAt: null,
      exchange: null,
    });
    expect(entry.slices[0]?.originChoices[0]?.code).toBe('DEN');
    expect((await tripOf(browser, main.id)).canChange).toBe(true);

    // Someone else's booking is not found (and says nothing about it).
    const other = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    expect((await other.browser.call('GET', `/api/v0/trips/${main.id}/exchange`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await other.browser.call('POST', `/api/v0/trips/${main.id}/exchange/shop`, {
          changes: [{ sliceIndex: 0, departureDate: '2027-02-12' }],
        })
      ).statusCode,
    ).toBe(404);
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('changes a flight paying the difference and the fee once, then holds the new flights when the airline confirms', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const booked = await bookChangeable(browser, ['ATL', 'MCO', '2027-03-02']);
    const bookedFare = booked.offer.slices[0]?.fares[0];
    const oldFlight = booked.offer.slices[0]?.segments[0]?.flightInstanceId ?? '';

    const found = await shop(browser, booked.id, '2027-03-04');
    const slice = found.slices[0];
    expect(slice?.booked.fare.amountMinor).toBe(bookedFare?.pricing.grandTotal.amountMinor);
    expect(slice?.alternatives.length).toBeGreaterThan(0);
    for (const a of slice?.alternatives ?? []) {
      expect(a.departureTime.startsWith('2027-03-04')).toBe(true);
      expect(a.cabinClass).toBe(bookedFare?.cabinClass);
      expect(a.fareDifference.amountMinor).toBe(
        a.fare.amountMinor - (slice?.booked.fare.amountMinor ?? 0),
      );
    }
    expect(found.changeFee?.amountMinor).toBeGreaterThan(0);

    const pick = dearest(found);
    const q = await quote(browser, booked.id, pick?.fareId ?? '');
    const expected = priceExchange(
      [
        {
          bookedFareMinor: slice?.booked.fare.amountMinor ?? 0,
          newFareMinor: pick?.fare.amountMinor ?? 0,
        },
      ],
      found.changeFee?.amountMinor ?? 0,
    );
    expect(q).toMatchObject({
      status: 'Quoted',
      fareDifference: { amountMinor: expected.fareDifferenceMinor },
      changeFee: { amountMinor: expected.changeFeeMinor },
      amountDue: { amountMinor: expected.amountDueMinor },
      creditBack: { amountMinor: expected.creditBackMinor },
      endsCancelForAnyReason: false,
    });
    expect(q.proposed[0]).toMatchObject({ changed: true, departureTime: pick?.departureTime });
    if (expected.amountDueMinor > 0) expect(q.card?.lastFour).toMatch(/^\d{4}$/);

    // Two confirmations of the quote at once: one change, one charge.
    const [a, b] = await Promise.all([
      confirm(browser, booked.id, q.exchangeId),
      confirm(browser, booked.id, q.exchangeId),
    ]);
    for (const res of [a, b]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(ExchangeQuoteSchema.parse(res.json()).status).toBe('Requested');
    }
    const auth = await t.ctx.repos.payments.findAuthorization(`auth_${q.exchangeId}`);
    if (expected.amountDueMinor > 0)
      expect(auth).toMatchObject({ amountMinor: expected.amountDueMinor, status: 'Captured' });
    else expect(auth).toBeNull();

    const pending = await tripOf(browser, booked.id);
    expect(pending.exchange).toMatchObject({
      status: 'Requested',
      segmentStatus: 'ConfirmedPendingNewChange',
      slices: [{ departureTime: pick?.departureTime }],
    });
    expect(pending.booking.offer.slices[0]?.departureTime).toBe(
      booked.offer.slices[0]?.departureTime,
    );
    const underWay = await entryOf(browser, booked.id);
    expect(underWay.state).toBe('ChangeRequested');
    expect(underWay.exchange?.exchangeId).toBe(q.exchangeId);
    const again = await browser.call('POST', `/api/v0/trips/${booked.id}/exchange/shop`, {
      changes: [{ sliceIndex: 0, departureDate: '2027-03-05' }],
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('ExchangeUnderWay');

    // The airline confirms: the booking holds the new flights and the old seat goes back.
    t.clock.advance(EXCHANGE_SUPPLIER_CONFIRM_MS + 1_000);
    await t.ctx.jobRunner.runDue();
    const changed = await tripOf(browser, booked.id);
    expect(changed.exchange).toMatchObject({ status: 'Confirmed', segmentStatus: 'Confirmed' });
    expect(changed.booking.offer.slices[0]?.departureTime).toBe(pick?.departureTime);
    expect(changed.itineraryStatus).toBe('Modified');
    // The change's charge is on the receipt and in its total.
    if (expected.amountDueMinor > 0) {
      expect(changed.receipt.lines.at(-1)).toEqual({
        kind: 'flightChange',
        amount: { amountMinor: expected.amountDueMinor, currency: 'USD' },
      });
      expect(changed.receipt.total.amountMinor).toBe(
        booked.totals.total.amountMinor + expected.amountDueMinor,
      );
    }
    expect(changed.ticketStatus).toBe('Modified');
    const sold = await t.ctx.repos.seatInventory.getSoldSeats([oldFlight]);
    expect(sold.get(oldFlight)).toBeUndefined();
    const mail = await t.ctx.repos.flightBookings.findEmail(
      `flight-exchange:${q.exchangeId}:confirmed`,
    );
    expect(mail?.subject).toContain('has its new flights');
    expect((await entryOf(browser, booked.id)).state).toBe('GoToExchange');
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('gives a lower fare’s value back as an airline travel credit after the fee', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    // The dearest changeable fare of the day, so that a cheaper flight exists another day.
    t.ctx.travelClock.setOffsetMinutes(0);
    const booked = await bookTestFlight(
      t,
      browser,
      await quoteTestFare(browser, ['ORD', 'BOS', '2027-03-10'], {
        pick: (b) =>
          b.cabinClass === 'Economy' &&
          b.fareShelf.rating >= 3 &&
          b.penaltiesInfo.changePenalty.kind !== 'NotPossible',
      }),
    );
    t.ctx.travelClock.setOffsetMinutes(3 * 24 * 60);
    const found = await shop(browser, booked.id, '2027-03-11');
    const fee = found.changeFee?.amountMinor ?? 0;
    const cheaper = found.slices[0]?.alternatives.find(
      (a) => a.fareDifference.amountMinor + fee < 0,
    );
    expect(cheaper, 'a cheaper flight than the booked one').toBeDefined();
    const q = await quote(browser, booked.id, cheaper?.fareId ?? '');
    expect(q.amountDue.amountMinor).toBe(0);
    expect(q.creditBack.amountMinor).toBe(-(q.fareDifference.amountMinor + fee));
    expect(q.card).toBeNull();
    expect((await confirm(browser, booked.id, q.exchangeId)).statusCode).toBe(200);
    t.clock.advance(EXCHANGE_SUPPLIER_CONFIRM_MS + 1_000);
    await t.ctx.jobRunner.runDue();
    const credits = TravelCreditsResponseSchema.parse(
      (await browser.call('GET', '/api/v0/travelCredits')).json(),
    );
    expect(
      credits.airlineCredits.some((c) => c.amount.amountMinor === q.creditBack.amountMinor),
    ).toBe(true);
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('refuses bad choices with a clear message, and an expired price', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    const booked = await bookChangeable(browser, ['PHX', 'DFW', '2027-03-16']);
    const cases: [object, string][] = [
      [{ changes: [{ sliceIndex: 0, departureDate: '2028-03-17' }] }, 'a year after'],
      [{ changes: [{ sliceIndex: 1, departureDate: '2027-03-17' }] }, 'change flight 1'],
      [{ changes: [{ sliceIndex: 0, departureDate: '2027-03-17', origin: 'JFK' }] }, 'same city'],
      [{ changes: [{ sliceIndex: 0, departureDate: '17/03/2027' }] }, 'YYYY-MM-DD'],
    ];
    for (const [body, message] of cases) {
      const res = await browser.call('POST', `/api/v0/trips/${booked.id}/exchange/shop`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).message).toContain(message);
    }
    const found = await shop(browser, booked.id, '2027-03-17');
    const q = await quote(browser, booked.id, found.slices[0]?.alternatives[0]?.fareId ?? '');
    const same = await browser.call('POST', `/api/v0/trips/${booked.id}/exchange/quote`, {
      fares: [{ sliceIndex: 0, fareId: booked.offer.slices[0]?.fares[0]?.fareId }],
    });
    expect(same.statusCode).toBe(400);
    t.clock.advance(EXCHANGE_QUOTE_TTL_MS + 1_000);
    const late = await confirm(browser, booked.id, q.exchangeId);
    expect(late.statusCode).toBe(410);
    expect(errorOf(late).code).toBe('ExpiredQuoteToken');
    expect((await entryOf(browser, booked.id)).state).toBe('GoToExchange');
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('gives everything back when the airline refuses, and sends the traveller to support after three failed attempts', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    const booked = await bookChangeable(browser, ['ATL', 'MCO', '2027-03-20']);
    const found = await shop(browser, booked.id, '2027-03-22');
    const pick = dearest(found);

    // The airline refuses the new tickets after the charge: the charge and the seat go back.
    const first = await quote(browser, booked.id, pick?.fareId ?? '');
    await readConsoleAnswer(t, 'POST', `${SANDBOX_CONSOLE_API}/faults`, {
      product: 'flight',
      operation: 'fulfil',
      kind: 'TicketingUnconfirmed',
    });
    expect((await confirm(browser, booked.id, first.exchangeId)).statusCode).toBe(200);
    t.clock.advance(EXCHANGE_SUPPLIER_CONFIRM_MS + 1_000);
    await t.ctx.jobRunner.runDue();
    const failed = await entryOf(browser, booked.id);
    expect(failed.state).toBe('ChangeFailed');
    expect(failed.exchange).toMatchObject({ status: 'Failed', errorCode: 'TicketingUnconfirmed' });
    expect(failed.referenceId).toMatch(/^WF-[0-9A-F]{8}$/);
    if (first.amountDue.amountMinor > 0)
      expect(
        (await t.ctx.repos.payments.findAuthorization(`auth_${first.exchangeId}`))?.status,
      ).toBe('Refunded');
    const newFlight = (first.proposed[0]?.flightNumbers.length ?? 0) > 0;
    expect(newFlight).toBe(true);
    const trip = await tripOf(browser, booked.id);
    expect(trip.exchange).toMatchObject({ status: 'Failed', segmentStatus: 'Declined' });
    expect(trip.booking.offer.slices[0]?.departureTime).toBe(booked.offer.slices[0]?.departureTime);

    // Two more refusals at booking: three failed attempts, then support.
    for (let i = 0; i < 2; i++) {
      const q = await quote(browser, booked.id, pick?.fareId ?? '');
      await readConsoleAnswer(t, 'POST', `${SANDBOX_CONSOLE_API}/faults`, {
        product: 'flight',
        operation: 'book',
        kind: 'fail',
      });
      const res = await confirm(browser, booked.id, q.exchangeId);
      expect(ExchangeQuoteSchema.parse(res.json())).toMatchObject({ status: 'Failed' });
    }
    expect((await entryOf(browser, booked.id)).state).toBe('TooManyAttemptsSupport');
    const refused = await browser.call('POST', `/api/v0/trips/${booked.id}/exchange/shop`, {
      changes: [{ sliceIndex: 0, departureDate: '2027-03-22' }],
    });
    expect(errorOf(refused).code).toBe('ExchangeNotAvailable');
    t.ctx.travelClock.setOffsetMinutes(0);
  });

  it('lets one of two different changes go to the airline when both are confirmed at once', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const booked = await bookChangeable(browser, ['DEN', 'SEA', '2027-03-25']);
    const found = await shop(browser, booked.id, '2027-03-26');
    const [one, two] = found.slices[0]?.alternatives ?? [];
    const q1 = await quote(browser, booked.id, one?.fareId ?? '');
    const q2 = await quote(browser, booked.id, two?.fareId ?? '');
    const answers = await Promise.all([
      confirm(browser, booked.id, q1.exchangeId),
      confirm(browser, booked.id, q2.exchangeId),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused && errorOf(refused).code).toBe('ExchangeUnderWay');
    t.ctx.travelClock.setOffsetMinutes(0);
  });
});
