import { randomUUID } from 'node:crypto';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { FlightBookingSchema, type FlightBooking } from '@wayfare/contracts/flight-booking';
import {
  FlightQuoteResponseSchema,
  FlightShopResponseSchema,
  type FlightQuoteResponse,
} from '@wayfare/contracts/flight-shop';
import { FlightOfferSchema } from '@wayfare/contracts/flights';
import {
  FlightFreezeExerciseQuoteSchema,
  FlightFreezeOfferSchema,
  FlightFreezeVoucherSchema,
  type FlightFreezeVoucher,
} from '@wayfare/contracts/price-freeze';
import { flightBookings, priceFreezes } from '@wayfare/store/schema';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { listSeatClaims } from '@wayfare/supply/ports/flight-provider';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noteSeatInventoryChanged } from '../services/flight-shop';
import { CONSUMER_HOST, signIn, type Browser, useTestApp } from '../testing/test-app';
import { vaultTestCard } from '../testing/vault-card';

const ONE_ADULT = { ADT: 1, CNN: 0, INS: 0, INF: 0 };
const ADULT = {
  passengerType: 'ADT',
  givenName: 'Ada',
  surname: 'Lovelace',
  gender: 'F',
  dateOfBirth: '1985-12-10',
} as const;
const CONTACT = { email: 'ada@example.com', phone: '+1 555 010 2030' };
const MINUTE_MS = 60_000;

describe.each(listTestDatabaseTargets())('exercising a flight price freeze on $name', (target) => {
  const t = useTestApp(target);

  /** A frozen non-stop JFK → LAX fare (each test its own day), bought by card. */
  async function freezeFlight(browser: Browser, date: string, durationHours = 72) {
    const shop = FlightShopResponseSchema.parse(
      (
        await browser.call('POST', '/api/v0/flights/search', {
          tripType: 'one_way',
          slices: [{ origin: 'JFK', destination: 'LAX', departureDate: date }],
          passengers: ONE_ADULT,
          maxStops: 0,
          excludeLowCostCarriers: false,
        })
      ).json(),
    );
    const fareId = shop.search.slices[0]?.itineraries[0]?.fares[0]?.fareId;
    if (!fareId) throw new Error('no fare');
    const offerRes = await browser.call('POST', '/api/v0/flights/freeze/offer', {
      tripType: 'one_way',
      passengers: ONE_ADULT,
      fareIds: [fareId],
    });
    expect(offerRes.statusCode, offerRes.body).toBe(200);
    const offer = FlightFreezeOfferSchema.parse(offerRes.json());
    const bought = await browser.call(
      'POST',
      '/api/v0/flights/freeze',
      { offerId: offer.offerId, durationHours, payment: await cardPayment() },
      { 'idempotency-key': randomUUID() },
    );
    expect(bought.statusCode, bought.body).toBe(201);
    return FlightFreezeVoucherSchema.parse(bought.json());
  }

  const cardPayment = async (number = '4242424242424242') => ({
    cardToken: await vaultTestCard(t.app, number),
    rewardsMinor: 0,
    applyWalletCredit: false,
  });

  const exercise = (browser: Browser, freezeId: string, body: object = {}) =>
    browser.call('POST', `/api/v0/flights/freeze/${freezeId}/exercise`, body);

  async function exerciseQuote(browser: Browser, freezeId: string, body: object = {}) {
    const res = await exercise(browser, freezeId, body);
    expect(res.statusCode, res.body).toBe(200);
    return FlightQuoteResponseSchema.parse(res.json());
  }

  const book = async (
    browser: Browser,
    quote: FlightQuoteResponse,
    options: { card?: string; travelers?: object[]; key?: string } = {},
  ) =>
    browser.call(
      'POST',
      '/api/v0/flights/book',
      {
        quoteToken: quote.quoteToken,
        travelers: options.travelers ?? [ADULT],
        contact: CONTACT,
        payment: await cardPayment(options.card),
      },
      { 'idempotency-key': options.key ?? randomUUID() },
    );

  /** The booking once its saga has settled. */
  async function settle(browser: Browser, res: { statusCode: number; body: string }) {
    expect(res.statusCode, res.body).toBe(202);
    const accepted = FlightBookingSchema.parse(JSON.parse(res.body));
    await t.ctx.jobs.idle();
    return FlightBookingSchema.parse(
      (await browser.call('GET', `/api/v0/flights/bookings/${accepted.id}`)).json(),
    );
  }

  const readVoucher = async (browser: Browser, id: string) =>
    FlightFreezeVoucherSchema.parse(
      (await browser.call('GET', `/api/v0/trips/freezes/${id}`)).json(),
    );

  const chargedFor = async (booking: FlightBooking) =>
    t.ctx.repos.payments.findAuthorization(`auth_${booking.id}`);

  const flightOf = (voucher: FlightFreezeVoucher) =>
    voucher.flights.slices[0]?.segments[0]?.flightInstanceId ?? '';

  /** Moves the frozen flight's price for the length of `run`. */
  async function withPriceMove<T>(
    voucher: FlightFreezeVoucher,
    percent: number,
    run: () => Promise<T>,
  ): Promise<T> {
    const move = await t.ctx.sandbox.addPriceMove(
      { target: { kind: 'flight', flightInstanceId: flightOf(voucher) }, percent },
      'exercise test',
    );
    try {
      return await run();
    } finally {
      await t.ctx.sandbox.clearPriceMove(move.id);
    }
  }

  /** Today's price of the frozen flights (the exercise price's answer). */
  async function currentPrice(browser: Browser, freezeId: string): Promise<number> {
    const res = await browser.call('POST', `/api/v0/flights/freeze/${freezeId}/exercise/quote`);
    const quote = FlightFreezeExerciseQuoteSchema.parse(res.json());
    if (quote.outcome !== 'Available') throw new Error('sold out');
    return quote.currentSelling.total.amountMinor;
  }

  const setCap = (freezeId: string, capPerPassengerMinor: number) =>
    t.ctx.database.db
      .update(priceFreezes)
      .set({ capPerPassengerMinor })
      .where(eq(priceFreezes.id, freezeId));

  it('books the frozen flights at today’s lower price when it fell: one charge, Exercised', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const voucher = await freezeFlight(browser, '2026-12-02');
    const frozen = voucher.pricings.frozen.total.amountMinor;
    const booking = await withPriceMove(voucher, -30, async () => {
      const quote = await exerciseQuote(browser, voucher.id);
      const current = quote.offer.pricing.grandTotal.amountMinor;
      expect(current).toBeLessThan(frozen);
      expect(quote.priceFreeze).toEqual({ priceFreezeId: voucher.id, use: 'Exercised' });
      expect(quote.offer.pricing.discount).toEqual({
        grandTotal: { amountMinor: current, currency: 'USD' },
        discountAmount: { amountMinor: 0, currency: 'USD' },
        type: 'PriceFreeze',
      });
      expect(quote.offer.passengers).toEqual(ONE_ADULT);
      expect(quote.offer.slices.map((s) => s.fares[0]?.fareId)).toEqual(voucher.flights.fareIds);
      // The booking page reads the quote back bound to its freeze.
      const read = FlightQuoteResponseSchema.parse(
        (await browser.call('GET', `/api/v0/flights/quote/${quote.quoteId}`)).json(),
      );
      expect(read.priceFreeze).toEqual(quote.priceFreeze);
      expect(read.offer.pricing.discount).toEqual(quote.offer.pricing.discount);
      const booked = await settle(browser, await book(browser, quote));
      expect(booked.totals.total.amountMinor).toBe(current);
      return booked;
    });
    expect(booking.status).toBe('Confirmed');
    expect(await chargedFor(booking)).toMatchObject({
      status: 'Captured',
      amountMinor: booking.totals.total.amountMinor,
    });
    const used = await readVoucher(browser, voucher.id);
    expect(used).toMatchObject({ state: 'Exercised', exercise: null, refunds: [] });
    // Used: no second exercise.
    const again = await exercise(browser, voucher.id);
    expect(again.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(again.json())).toMatchObject({
      code: 'BookParamsFailed',
      details: { state: 'Exercised' },
    });
  });

  it.each([
    // [name, day, cap as the rise plus this, what is paid beyond the frozen price]
    ['within the cap', '2026-12-03', 100, 0],
    ['exactly at the cap', '2026-12-04', 0, 0],
    ['one cent above the cap', '2026-12-05', -1, 1],
  ] as const)(
    'a rise %s pays the frozen price plus only the excess over the cap',
    async (_name, day, capOverRise, excess) => {
      const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
      const voucher = await freezeFlight(browser, day);
      const frozen = voucher.pricings.frozen.total.amountMinor;
      const booking = await withPriceMove(voucher, 25, async () => {
        const current = await currentPrice(browser, voucher.id);
        const rise = current - frozen;
        expect(rise).toBeGreaterThan(1);
        await setCap(voucher.id, rise + capOverRise);
        const quote = await exerciseQuote(browser, voucher.id);
        expect(quote.offer.pricing.grandTotal.amountMinor).toBe(current);
        expect(quote.offer.pricing.discount).toEqual({
          grandTotal: { amountMinor: frozen + excess, currency: 'USD' },
          discountAmount: { amountMinor: rise - excess, currency: 'USD' },
          type: 'PriceFreeze',
        });
        return settle(browser, await book(browser, quote));
      });
      expect(booking).toMatchObject({ status: 'Confirmed' });
      expect(booking.totals.total.amountMinor).toBe(frozen + excess);
      expect((await chargedFor(booking))?.amountMinor).toBe(frozen + excess);
      expect((await readVoucher(browser, voucher.id)).state).toBe('Exercised');
    },
  );

  it('a rise well beyond the cap pays the frozen price plus the excess', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const voucher = await freezeFlight(browser, '2026-12-06');
    const frozen = voucher.pricings.frozen.total.amountMinor;
    const cap = voucher.pricings.cap.total.amountMinor;
    const percent = Math.ceil((cap / frozen) * 100) + 50;
    const booking = await withPriceMove(voucher, percent, async () => {
      const quote = await exerciseQuote(browser, voucher.id);
      const current = quote.offer.pricing.grandTotal.amountMinor;
      expect(current - frozen).toBeGreaterThan(cap);
      expect(quote.offer.pricing.discount?.grandTotal.amountMinor).toBe(current - cap);
      return settle(browser, await book(browser, quote));
    });
    expect((await chargedFor(booking))?.amountMinor).toBe(booking.totals.total.amountMinor);
    expect(booking.offer.pricing.discount?.discountAmount.amountMinor).toBe(cap);
  });

  it('holds the price only for the frozen passengers and flights', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const voucher = await freezeFlight(browser, '2026-12-07');
    const quote = await exerciseQuote(browser, voucher.id);
    // Two travellers on a price frozen for one.
    const two = await book(browser, quote, { travelers: [ADULT, { ...ADULT, givenName: 'Ana' }] });
    expect(two.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(two.json()).code).toBe('InvalidPassengers');
    // Other flights, while the frozen ones still sell; or not one fare per frozen flight.
    const other = await exercise(browser, voucher.id, { fareIds: ['another-fare'] });
    expect(ErrorResponseSchema.parse(other.json())).toMatchObject({
      code: 'BookParamsFailed',
      field: 'fareIds',
    });
    const count = await exercise(browser, voucher.id, {
      fareIds: [...voucher.flights.fareIds, ...voucher.flights.fareIds],
    });
    expect(ErrorResponseSchema.parse(count.json()).code).toBe('BookParamsFailed');
    // An ordinary quote of the same flights has no freeze: today's price, and the freeze stays.
    const plain = await browser.call('POST', '/api/v0/flights/quote', {
      tripType: 'one_way',
      passengers: ONE_ADULT,
      fareIds: voucher.flights.fareIds,
    });
    const plainQuote = FlightQuoteResponseSchema.parse(plain.json());
    expect(plainQuote.priceFreeze).toBeUndefined();
    expect(plainQuote.offer.pricing.discount).toBeUndefined();
    const booked = await settle(browser, await book(browser, plainQuote));
    expect(booked.status).toBe('Confirmed');
    expect((await readVoucher(browser, voucher.id)).state).toBe('Valid');
  });

  it('two bookings of one freeze at once: exactly one goes on, with one charge', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const voucher = await freezeFlight(browser, '2026-12-08');
    const quotes = [
      await exerciseQuote(browser, voucher.id),
      await exerciseQuote(browser, voucher.id),
    ];
    const answers = await Promise.all(quotes.map((q) => book(browser, q)));
    const accepted = answers.filter((a) => a.statusCode === 202);
    expect(accepted, answers.map((a) => a.body).join('\n')).toHaveLength(1);
    const refused = answers.find((a) => a.statusCode !== 202);
    expect(['DuplicateBooking', 'BookParamsFailed']).toContain(
      ErrorResponseSchema.parse(refused?.json()).code,
    );
    const [first] = accepted;
    if (!first) throw new Error('none accepted');
    expect((await settle(browser, first)).status).toBe('Confirmed');
    const rows = await t.ctx.database.db
      .select()
      .from(flightBookings)
      .where(eq(flightBookings.priceFreezeId, voucher.id));
    const charges = await Promise.all(
      rows.map((r) => t.ctx.repos.payments.findAuthorization(`auth_${r.id}`)),
    );
    expect(charges.filter((c) => c?.status === 'Captured')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'Confirmed')).toHaveLength(1);
    expect((await readVoucher(browser, voucher.id)).state).toBe('Exercised');
    // A third try after it is used is refused before anything is recorded or charged.
    for (const quote of quotes) {
      const late = await book(browser, quote);
      expect([400, 409]).toContain(late.statusCode);
    }
    expect(
      await t.ctx.database.db
        .select()
        .from(flightBookings)
        .where(eq(flightBookings.priceFreezeId, voucher.id)),
    ).toHaveLength(rows.length);
  });

  it('refunds the fee by itself when the airline fails the exercise’s booking', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const voucher = await freezeFlight(browser, '2026-12-09');
    const quote = await exerciseQuote(browser, voucher.id);
    await t.ctx.sandbox.armFault({ product: 'flight', operation: 'book', kind: 'fail' });
    const booking = await settle(browser, await book(browser, quote));
    expect(booking).toMatchObject({ status: 'Failed', error: { code: 'ProviderError' } });
    expect((await chargedFor(booking))?.status).toBe('Voided');
    const refunded = await readVoucher(browser, voucher.id);
    expect(refunded.state).toBe('Refunded');
    expect(refunded.refunds).toEqual([
      expect.objectContaining({
        reason: 'ExerciseFailed',
        source: 'UserCard',
        amount: voucher.deposit.total,
      }),
    ]);
    expect(await t.ctx.repos.payments.findAuthorization(`auth_${voucher.id}`)).toMatchObject({
      status: 'Refunded',
      refundedMinor: voucher.deposit.total.amountMinor,
    });
    expect((await t.ctx.repos.emailOutbox.find(`freeze-refund:${voucher.id}`))?.subject).toBe(
      'Your price freeze fee was refunded',
    );
    // The settlement job repeats it: still one refund.
    t.clock.advance(3 * MINUTE_MS);
    await t.ctx.jobRunner.runDue();
    expect((await readVoucher(browser, voucher.id)).refunds).toHaveLength(1);
  });

  it('keeps the freeze when the traveller’s card is declined: the next try uses it', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const voucher = await freezeFlight(browser, '2026-12-10');
    const quote = await exerciseQuote(browser, voucher.id);
    const declined = await settle(
      browser,
      await book(browser, quote, { card: '4000000000000002' }),
    );
    expect(declined).toMatchObject({ status: 'Failed', error: { code: 'CardDeclined' } });
    expect((await readVoucher(browser, voucher.id)).state).toBe('Valid');
    const booked = await settle(browser, await book(browser, quote));
    expect(booked.status).toBe('Confirmed');
    expect((await readVoucher(browser, voucher.id)).state).toBe('Exercised');
  });

  it('books a similar flight at the frozen price once the frozen flights sold out: Exchanged', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const voucher = await freezeFlight(browser, '2026-12-11');
    const frozen = voucher.pricings.frozen.total.amountMinor;
    // The portal sells every remaining seat of the frozen flight in its cabin.
    const row = await t.ctx.repos.priceFreezes.findById(voucher.id);
    const held = FlightOfferSchema.parse(row?.offer);
    const claims = listSeatClaims(t.ctx.supply.getWorld().flights, held, t.ctx.clock.now());
    const sold = await t.ctx.repos.seatInventory.getSoldSeats(
      claims.map((c) => c.flightInstanceId),
    );
    const filled = await t.ctx.repos.seatInventory.reserve(
      `filler_${randomUUID()}`,
      claims.map((c) => ({
        ...c,
        seats: c.portalCapacity - (sold.get(c.flightInstanceId)?.[c.cabin] ?? 0),
      })),
    );
    expect(filled.ok).toBe(true);
    noteSeatInventoryChanged(t.ctx);

    const frozenAgain = await exercise(browser, voucher.id);
    expect(frozenAgain.statusCode).toBe(409);
    expect(ErrorResponseSchema.parse(frozenAgain.json()).code).toBe('SimilarFlightsPlusRefund');
    const priced = FlightFreezeExerciseQuoteSchema.parse(
      (await browser.call('POST', `/api/v0/flights/freeze/${voucher.id}/exercise/quote`)).json(),
    );
    if (priced.outcome !== 'SoldOut') throw new Error('still on sale');
    const similar = priced.similarFlights[0];
    if (!similar) throw new Error('no similar flight');
    const quote = await exerciseQuote(browser, voucher.id, { fareIds: [similar.fareId] });
    expect(quote.priceFreeze).toEqual({ priceFreezeId: voucher.id, use: 'Exchanged' });
    const current = quote.offer.pricing.grandTotal.amountMinor;
    expect(quote.offer.pricing.discount?.grandTotal.amountMinor).toBe(Math.min(current, frozen));
    const booking = await settle(browser, await book(browser, quote));
    expect(booking.status).toBe('Confirmed');
    expect(booking.totals.total.amountMinor).toBe(Math.min(current, frozen));
    expect(booking.offer.slices[0]?.fares[0]?.fareId).toBe(similar.fareId);
    expect((await readVoucher(browser, voucher.id)).state).toBe('Exchanged');
  });

  // Last: it moves the clock a day on.
  it('refuses a freeze at the exact hour it ends, charging nothing, and e-mails a re-freeze link', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const voucher = await freezeFlight(browser, '2026-12-12', 24);
    const start = t.clock.now();
    try {
      t.clock.set(new Date(Date.parse(voucher.action.expiration) - MINUTE_MS));
      // A day on, the first session has ended: sign in again.
      const { browser: later } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
      const quote = await exerciseQuote(later, voucher.id);
      t.clock.advance(MINUTE_MS);
      const res = await book(later, quote);
      expect(res.statusCode, res.body).toBe(400);
      expect(ErrorResponseSchema.parse(res.json())).toMatchObject({
        code: 'BookParamsFailed',
        details: { state: 'Valid', activity: 'IsExpired' },
      });
      expect(await t.ctx.repos.flightBookings.findLiveForQuote('usr_marcus', quote.quoteId)).toBe(
        null,
      );
      await t.ctx.jobRunner.runDue();
      expect((await t.ctx.repos.priceFreezes.findById(voucher.id))?.state).toBe('Expired');
      const mail = await t.ctx.repos.emailOutbox.find(`freeze-expired:${voucher.id}`);
      expect(mail?.subject).toBe('Your price freeze ended');
      expect(mail?.textBody).toContain(
        `/flights/freeze/overview?tripType=one_way&adt=1&cnn=0&ins=0&inf=0&fareIds=${encodeURIComponent(voucher.flights.fareIds.join(','))}&priceFreezeEntry=trips`,
      );
    } finally {
      t.clock.set(start);
    }
  }, 20_000);
});
