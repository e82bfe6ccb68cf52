import { randomUUID } from 'node:crypto';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { FlightShopResponseSchema } from '@wayfare/contracts/flight-shop';
import {
  HotelQuoteResponseSchema,
  type HotelQuoteResponse,
} from '@wayfare/contracts/hotel-booking';
import {
  FlightFreezeOfferSchema,
  FlightFreezeVoucherSchema,
  HotelFreezeExerciseQuoteSchema,
  HotelFreezeOfferSchema,
  HotelFreezeVoucherSchema,
  PriceFreezeListSchema,
  type HotelFreezeOffer,
  type HotelFreezeVoucher,
} from '@wayfare/contracts/price-freeze';
import { emailOutbox, hotelBookings, priceFreezes } from '@wayfare/store/schema';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  callAsSandboxAdmin as adminCall,
  readConsoleAnswer as consoleState,
  SANDBOX_CONSOLE_API as CONSOLE,
} from '../testing/sandbox-admin';
import { CONSUMER_HOST, signIn, type Browser, useTestApp } from '../testing/test-app';
import {
  findTestHotelRate,
  requestTestHotelBooking,
  settleTestHotelBooking,
} from '../testing/test-hotels';
import { vaultTestCard } from '../testing/vault-card';

const DAY_MS = 86_400_000;
const FRAUD_CARD = '4100000000000019';

describe.each(listTestDatabaseTargets())('hotel price freeze over HTTP on $name', (target) => {
  const t = useTestApp(target);

  const cardPayment = async (number = '4242424242424242') => ({
    cardToken: await vaultTestCard(t.app, number),
    rewardsMinor: 0,
    applyWalletCredit: false,
  });

  /**
   * An offer for `rooms` rooms of a pay-now rate of a London hotel: the `hotelIndex`th or, when its
   * stay is sold out or too volatile to freeze (the fee model does not sell it), the next one.
   */
  async function offerStay(
    browser: Browser,
    { checkInDate, checkOutDate, rooms = 2, hotelIndex = 0 }: StayChoice,
  ): Promise<HotelFreezeOffer> {
    for (let index = hotelIndex; index < hotelIndex + 10; index += 1) {
      const { stay, rate } = await findTestHotelRate(browser, {
        checkInDate,
        checkOutDate,
        hotelIndex: index,
      });
      const res = await browser.call('POST', '/api/v0/hotels/freeze/offer', {
        rateId: rate.rateId,
        stay: { ...stay, rooms, adults: Math.max(2, rooms) },
      });
      if (res.statusCode === 200) return HotelFreezeOfferSchema.parse(res.json());
      expect(['CustomOfferGenerationFailed', 'NoAvailability'], res.body).toContain(
        ErrorResponseSchema.parse(res.json()).code,
      );
    }
    throw new Error('no hotel to freeze');
  }

  /** A freeze of `durationHours`, or the longest length offered below it. */
  async function freezeStay(
    browser: Browser,
    choice: StayChoice,
    durationHours = 72,
  ): Promise<HotelFreezeVoucher> {
    const offer = await offerStay(browser, choice);
    const hours = Math.max(
      ...offer.options.map((o) => o.durationHours).filter((h) => h <= durationHours),
    );
    const res = await browser.call(
      'POST',
      '/api/v0/hotels/freeze',
      { offerId: offer.offerId, durationHours: hours, payment: await cardPayment() },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode, res.body).toBe(201);
    return HotelFreezeVoucherSchema.parse(res.json());
  }

  const readVoucher = async (browser: Browser, id: string) => {
    const res = await browser.call('GET', `/api/v0/trips/freezes/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return HotelFreezeVoucherSchema.parse(res.json());
  };

  const exercise = (browser: Browser, id: string) =>
    browser.call('POST', `/api/v0/hotels/freeze/${id}/exercise`, {});

  async function exerciseQuote(browser: Browser, id: string): Promise<HotelQuoteResponse> {
    const res = await exercise(browser, id);
    expect(res.statusCode, res.body).toBe(200);
    return HotelQuoteResponseSchema.parse(res.json());
  }

  async function withHotelPriceMove<T>(
    voucher: HotelFreezeVoucher,
    percent: number,
    run: () => Promise<T>,
  ): Promise<T> {
    const move = await t.ctx.sandbox.addPriceMove(
      { target: { kind: 'hotel', lodgingId: voucher.stay.lodgingId }, percent },
      'hotel freeze test',
    );
    try {
      return await run();
    } finally {
      await t.ctx.sandbox.clearPriceMove(move.id);
    }
  }

  const setCapPerRoom = (freezeId: string, capPerPassengerMinor: number) =>
    t.ctx.database.db
      .update(priceFreezes)
      .set({ capPerPassengerMinor })
      .where(eq(priceFreezes.id, freezeId));

  it('offers, sells and lists a hotel freeze beside flight freezes, with nightly and stay pricings', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const offer = await offerStay(browser, {
      checkInDate: '2026-12-10',
      checkOutDate: '2026-12-13',
    });
    expect(offer.stay).toMatchObject({ rooms: 2, nights: 3 });
    // The consumer tenant's hotel terms: lengths up to 7 days, $500 cap per room.
    for (const o of offer.options) {
      expect([24, 72, 168]).toContain(o.durationHours);
      expect(o.durationHours).toBeLessThanOrEqual(7 * 24);
      expect(o.fee.allRooms.amountMinor).toBe(o.fee.perRoom.amountMinor * 2);
    }
    expect(offer.pricings.total.cap).toEqual({
      perRoom: { amountMinor: 50_000, currency: 'USD' },
      allRooms: { amountMinor: 100_000, currency: 'USD' },
    });
    const frozenTotal = offer.pricings.total.frozen.allRooms.amountMinor;
    expect(offer.pricings.nightly.frozen.allRooms.amountMinor).toBe(Math.ceil(frozenTotal / 3));
    const read = await browser.call('GET', `/api/v0/hotels/freeze/offer/${offer.offerId}`);
    expect(HotelFreezeOfferSchema.parse(read.json())).toEqual(offer);

    const option = offer.options[0];
    if (!option) throw new Error('no length');
    const key = randomUUID();
    const body = {
      offerId: offer.offerId,
      durationHours: option.durationHours,
      payment: await cardPayment(),
    };
    const bought = await browser.call('POST', '/api/v0/hotels/freeze', body, {
      'idempotency-key': key,
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const voucher = HotelFreezeVoucherSchema.parse(bought.json());
    const { fee } = option;
    expect(voucher).toMatchObject({
      product: 'hotel',
      state: 'Valid',
      activity: 'IsActive',
      durationHours: option.durationHours,
      rooms: 2,
      deposit: fee,
      priceOverCap: false,
      refunds: [],
    });
    expect(voucher.pricings.total).toMatchObject({
      frozen: offer.pricings.total.frozen,
      cap: offer.pricings.total.cap,
      selling: offer.pricings.total.frozen,
      savings: { perRoom: { amountMinor: 0 }, allRooms: { amountMinor: 0 } },
    });
    expect(voucher.pricings.nightly.frozen).toEqual(offer.pricings.nightly.frozen);
    // The same key answers the same freeze, charged once.
    const again = await browser.call('POST', '/api/v0/hotels/freeze', body, {
      'idempotency-key': key,
    });
    expect(again.statusCode).toBe(200);
    expect(HotelFreezeVoucherSchema.parse(again.json()).id).toBe(voucher.id);
    expect((await t.ctx.repos.payments.findAuthorization(`auth_${voucher.id}`))?.amountMinor).toBe(
      fee.allRooms.amountMinor,
    );

    // A flight freeze too: both in one list, newest first.
    const shop = FlightShopResponseSchema.parse(
      (
        await browser.call('POST', '/api/v0/flights/search', {
          tripType: 'one_way',
          slices: [{ origin: 'JFK', destination: 'LAX', departureDate: '2026-12-11' }],
          passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
          maxStops: 0,
          excludeLowCostCarriers: false,
        })
      ).json(),
    );
    const fareId = shop.search.slices[0]?.itineraries[0]?.fares[0]?.fareId ?? '';
    const flightOffer = FlightFreezeOfferSchema.parse(
      (
        await browser.call('POST', '/api/v0/flights/freeze/offer', {
          tripType: 'one_way',
          passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
          fareIds: [fareId],
        })
      ).json(),
    );
    const flight = await browser.call(
      'POST',
      '/api/v0/flights/freeze',
      { offerId: flightOffer.offerId, durationHours: 72, payment: await cardPayment() },
      { 'idempotency-key': randomUUID() },
    );
    expect(flight.statusCode, flight.body).toBe(201);
    const list = PriceFreezeListSchema.parse(
      (await browser.call('GET', '/api/v0/trips/freezes')).json(),
    );
    const products = list.freezes.map((f) => [f.product, f.id]);
    expect(products).toContainEqual(['hotel', voucher.id]);
    expect(products).toContainEqual(['flight', FlightFreezeVoucherSchema.parse(flight.json()).id]);
    const [mail] = await t.ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, `freeze-purchase:${voucher.id}`));
    expect(mail?.subject).toBe('Your hotel price is frozen');
    expect(mail?.textBody).toContain('per room');
  });

  it.each([
    ['falls', -20, null],
    ['rises within the cap', 25, 'within'],
    ['rises beyond the cap', 25, 'beyond'],
  ] as const)(
    'exercises two rooms together when the price %s: one booking pays the stated amount',
    async (_name, percent, cap) => {
      const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
      const day = { falls: 14, 'rises within the cap': 15, 'rises beyond the cap': 16 }[_name];
      const voucher = await freezeStay(browser, {
        checkInDate: `2026-12-${day}`,
        checkOutDate: `2026-12-${day + 2}`,
        hotelIndex: 1,
      });
      const frozen = voucher.pricings.total.frozen.allRooms.amountMinor;
      const booking = await withHotelPriceMove(voucher, percent, async () => {
        const priced = HotelFreezeExerciseQuoteSchema.parse(
          (await browser.call('POST', `/api/v0/hotels/freeze/${voucher.id}/exercise/quote`)).json(),
        );
        if (priced.outcome !== 'Available') throw new Error('sold out');
        const current = priced.selling.allRooms.amountMinor;
        const rise = current - frozen;
        // Cap per room so the two rooms' cap is just over, or well under, the rise.
        if (cap) expect(rise).toBeGreaterThan(4);
        let capTotal = 100_000;
        if (cap === 'within') capTotal = 2 * Math.ceil(rise / 2);
        if (cap === 'beyond') capTotal = 2 * Math.floor(rise / 4);
        if (cap) await setCapPerRoom(voucher.id, capTotal / 2);
        const expected = Math.min(current, frozen) + Math.max(0, rise - capTotal);
        const quote = await exerciseQuote(browser, voucher.id);
        expect(quote.stay.rooms).toBe(2);
        expect(quote.priceFreeze).toEqual({ priceFreezeId: voucher.id, use: 'Exercised' });
        expect(quote.pricing.total.amountMinor).toBe(current);
        expect(quote.pricing.discount).toEqual({
          grandTotal: { amountMinor: expected, currency: 'USD' },
          discountAmount: { amountMinor: current - expected, currency: 'USD' },
          type: 'PriceFreeze',
        });
        // The booking page reads it back bound to its freeze.
        const read = HotelQuoteResponseSchema.parse(
          (await browser.call('GET', `/api/v0/hotels/quote/${quote.quoteId}`)).json(),
        );
        expect(read.priceFreeze).toEqual(quote.priceFreeze);
        const booked = await settleTestHotelBooking(
          t,
          browser,
          await requestTestHotelBooking(t, browser, quote.quoteToken),
        );
        expect(booked.totals.total.amountMinor).toBe(expected);
        return booked;
      });
      expect(booking.status).toBe('Confirmed');
      expect(await t.ctx.repos.payments.findAuthorization(`auth_${booking.id}`)).toMatchObject({
        status: 'Captured',
        amountMinor: booking.totals.total.amountMinor,
      });
      expect(await readVoucher(browser, voucher.id)).toMatchObject({
        state: 'Exercised',
        exercise: null,
      });
      const used = await exercise(browser, voucher.id);
      expect(used.statusCode).toBe(400);
      expect(ErrorResponseSchema.parse(used.json())).toMatchObject({
        code: 'BookParamsFailed',
        details: { state: 'Exercised' },
      });
    },
  );

  it('two bookings of one freeze at once: exactly one goes on, with one charge', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const voucher = await freezeStay(browser, {
      checkInDate: '2026-12-17',
      checkOutDate: '2026-12-19',
      hotelIndex: 2,
    });
    const quotes = [
      await exerciseQuote(browser, voucher.id),
      await exerciseQuote(browser, voucher.id),
    ];
    const answers = await Promise.all(
      quotes.map((q) => requestTestHotelBooking(t, browser, q.quoteToken)),
    );
    const accepted = answers.filter((a) => a.statusCode === 202);
    expect(accepted, answers.map((a) => a.body).join('\n')).toHaveLength(1);
    const refused = answers.find((a) => a.statusCode !== 202);
    expect(['DuplicateBooking', 'BookParamsFailed']).toContain(
      ErrorResponseSchema.parse(refused?.json()).code,
    );
    const [first] = accepted;
    if (!first) throw new Error('none accepted');
    expect((await settleTestHotelBooking(t, browser, first)).status).toBe('Confirmed');
    const rows = await t.ctx.database.db
      .select()
      .from(hotelBookings)
      .where(eq(hotelBookings.priceFreezeId, voucher.id));
    const charges = await Promise.all(
      rows.map((r) => t.ctx.repos.payments.findAuthorization(`auth_${r.id}`)),
    );
    expect(charges.filter((c) => c?.status === 'Captured')).toHaveLength(1);
    expect((await readVoucher(browser, voucher.id)).state).toBe('Exercised');
  });

  it('a booking of the freeze held for an approver holds the voucher, which names it', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const voucher = await freezeStay(browser, {
      checkInDate: '2026-12-21',
      checkOutDate: '2026-12-23',
      hotelIndex: 3,
    });
    expect((await readVoucher(browser, voucher.id)).booking).toBeNull();
    // The freeze's booking, held for an approver: its row as the booking path leaves it.
    const quote = await exerciseQuote(browser, voucher.id);
    const answer = await requestTestHotelBooking(t, browser, quote.quoteToken);
    expect(answer.statusCode, answer.body).toBe(202);
    const booked = await settleTestHotelBooking(t, browser, answer);
    await t.ctx.database.db
      .update(hotelBookings)
      .set({ status: 'AwaitingApproval' })
      .where(eq(hotelBookings.id, booked.id));
    await t.ctx.database.db
      .update(priceFreezes)
      .set({ state: 'Valid', exerciseBookingId: booked.id })
      .where(eq(priceFreezes.id, voucher.id));

    const held = await readVoucher(browser, voucher.id);
    expect(held.state).toBe('Valid');
    expect(held.booking).toEqual({ bookingId: booked.id, awaitingApproval: true });
    const listed = await browser.call('GET', '/api/v0/trips/freezes');
    expect(
      PriceFreezeListSchema.parse(listed.json()).freezes.find((f) => f.id === voucher.id)?.booking,
    ).toEqual({ bookingId: booked.id, awaitingApproval: true });

    // The approver says no: the booking fails and holds nothing; the voucher is free again.
    await t.ctx.database.db
      .update(hotelBookings)
      .set({ status: 'Failed' })
      .where(eq(hotelBookings.id, booked.id));
    expect((await readVoucher(browser, voucher.id)).booking).toBeNull();
  });

  it('our own failure refunds the fee; the fraud check answers LikelyFraud and keeps the freeze', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const voucher = await freezeStay(browser, {
      checkInDate: '2026-12-20',
      checkOutDate: '2026-12-22',
      hotelIndex: 3,
    });
    const fraud = await settleTestHotelBooking(
      t,
      browser,
      await requestTestHotelBooking(
        t,
        browser,
        (await exerciseQuote(browser, voucher.id)).quoteToken,
        {
          payment: { cardToken: await vaultTestCard(t.app, FRAUD_CARD) },
        },
      ),
    );
    expect(fraud).toMatchObject({ status: 'Failure', error: { code: 'LikelyFraud' } });
    expect((await readVoucher(browser, voucher.id)).state).toBe('Valid');

    await t.ctx.sandbox.armFault({ product: 'hotel', operation: 'book', kind: 'fail' });
    const failed = await settleTestHotelBooking(
      t,
      browser,
      await requestTestHotelBooking(
        t,
        browser,
        (await exerciseQuote(browser, voucher.id)).quoteToken,
      ),
    );
    expect(failed).toMatchObject({ status: 'Failure', error: { code: 'ProviderError' } });
    const refunded = await readVoucher(browser, voucher.id);
    expect(refunded.state).toBe('Refunded');
    expect(refunded.refunds).toEqual([
      expect.objectContaining({ reason: 'ExerciseFailed', amount: voucher.deposit.allRooms }),
    ]);
  });

  it('sold out: the exercise price says Refund, and exercising gives the fee back', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const voucher = await freezeStay(browser, {
      checkInDate: '2026-12-23',
      checkOutDate: '2026-12-25',
      hotelIndex: 4,
    });
    await consoleState(t, 'POST', `${CONSOLE}/freezes/${voucher.id}/sell-out`);
    try {
      const priced = HotelFreezeExerciseQuoteSchema.parse(
        (await browser.call('POST', `/api/v0/hotels/freeze/${voucher.id}/exercise/quote`)).json(),
      );
      expect(priced).toEqual({
        outcome: 'SoldOut',
        freezeId: voucher.id,
        code: 'Refund',
        frozen: voucher.pricings.total.frozen,
        refund: voucher.deposit.allRooms,
      });
      const listed = await readVoucher(browser, voucher.id);
      expect(listed.pricings.total.selling).toBeNull();
      const res = await exercise(browser, voucher.id);
      expect(res.statusCode).toBe(409);
      expect(ErrorResponseSchema.parse(res.json())).toMatchObject({
        code: 'Refund',
        details: { freezeId: voucher.id, refundMinor: voucher.deposit.allRooms.amountMinor },
      });
      const after = await readVoucher(browser, voucher.id);
      expect(after.state).toBe('Refunded');
      expect(after.refunds).toEqual([
        expect.objectContaining({ reason: 'SoldOut', amount: voucher.deposit.allRooms }),
      ]);
    } finally {
      await adminCall(t, 'DELETE', `${CONSOLE}/sellouts/${voucher.stay.roomTypeId}`);
    }
  });

  it('the console moves a hotel freeze above its cap and below its frozen price', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const voucher = await freezeStay(browser, {
      checkInDate: '2026-12-26',
      checkOutDate: '2026-12-28',
      hotelIndex: 5,
    });
    const frozen = voucher.pricings.total.frozen.allRooms.amountMinor;
    const cap = voucher.pricings.total.cap.allRooms.amountMinor;
    const above = await consoleState(t, 'POST', `${CONSOLE}/freezes/${voucher.id}/above-cap`);
    const listed = above.freezes.find((f) => f.freezeId === voucher.id);
    expect(listed).toMatchObject({ product: 'hotel', passengerCount: 2 });
    expect(listed?.todayTotal?.amountMinor).toBeGreaterThan(frozen + cap);
    expect((await readVoucher(browser, voucher.id)).priceOverCap).toBe(true);
    for (const move of above.priceMoves)
      await consoleState(t, 'DELETE', `${CONSOLE}/prices/${move.id}`);
    const below = await consoleState(t, 'POST', `${CONSOLE}/freezes/${voucher.id}/below-frozen`);
    expect(
      below.freezes.find((f) => f.freezeId === voucher.id)?.todayTotal?.amountMinor,
    ).toBeLessThan(frozen);
    for (const move of below.priceMoves)
      await consoleState(t, 'DELETE', `${CONSOLE}/prices/${move.id}`);
  });

  it("keeps each person's hotel freezes to them: someone else's is 404", async () => {
    const marcus = (await signIn(t.app, CONSUMER_HOST, 'usr_marcus')).browser;
    const offer = await offerStay(marcus, {
      checkInDate: '2026-12-10',
      checkOutDate: '2026-12-12',
      hotelIndex: 6,
    });
    const voucher = HotelFreezeVoucherSchema.parse(
      (
        await marcus.call(
          'POST',
          '/api/v0/hotels/freeze',
          { offerId: offer.offerId, durationHours: 24, payment: await cardPayment() },
          { 'idempotency-key': randomUUID() },
        )
      ).json(),
    );
    const ada = (await signIn(t.app, CONSUMER_HOST, 'usr_ada')).browser;
    for (const [method, url] of [
      ['GET', `/api/v0/trips/freezes/${voucher.id}`],
      ['POST', `/api/v0/trips/freezes/${voucher.id}/refund`],
      ['POST', `/api/v0/hotels/freeze/${voucher.id}/exercise/quote`],
      ['POST', `/api/v0/hotels/freeze/${voucher.id}/exercise`],
      ['GET', `/api/v0/hotels/freeze/offer/${offer.offerId}`],
    ] as const) {
      const res = await ada.call(method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(404);
    }
    const list = PriceFreezeListSchema.parse(
      (await ada.call('GET', '/api/v0/trips/freezes')).json(),
    );
    expect(list.freezes.some((f) => f.id === voucher.id)).toBe(false);
  });

  it('refuses bad input with 400 and a clear message', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { stay, rate } = await findTestHotelRate(browser, {
      checkInDate: '2026-12-12',
      checkOutDate: '2026-12-14',
      hotelIndex: 7,
    });
    const noRooms = await browser.call('POST', '/api/v0/hotels/freeze/offer', {
      rateId: rate.rateId,
      stay: { ...stay, rooms: 0 },
    });
    expect(noRooms.statusCode).toBe(400);
    const noRoomsError = ErrorResponseSchema.parse(noRooms.json());
    expect(noRoomsError).toMatchObject({ code: 'BadRequest', field: 'stay.rooms' });
    expect(noRoomsError.message).toContain('At least one room');
    const offer = await offerStay(browser, {
      checkInDate: '2026-12-12',
      checkOutDate: '2026-12-14',
      hotelIndex: 7,
    });
    const badLength = await browser.call(
      'POST',
      '/api/v0/hotels/freeze',
      { offerId: offer.offerId, durationHours: 5, payment: await cardPayment() },
      { 'idempotency-key': randomUUID() },
    );
    expect(badLength.statusCode).toBe(400);
    const badLengthError = ErrorResponseSchema.parse(badLength.json());
    expect(badLengthError).toMatchObject({ code: 'BookParamsFailed', field: 'durationHours' });
    expect(badLengthError.message).toContain('Choose one of the lengths offered');
  });

  // Last: it moves the clock a day on (every earlier 24-hour freeze ends with it).
  it('ends a hotel freeze at the exact hour on the travel clock (the expiry job and e-mail)', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const voucher = await freezeStay(
      browser,
      { checkInDate: '2026-12-29', checkOutDate: '2026-12-31', hotelIndex: 8 },
      24,
    );
    const start = t.clock.now();
    try {
      t.clock.advance(DAY_MS - 1);
      await t.ctx.jobRunner.runDue();
      expect((await t.ctx.repos.priceFreezes.findById(voucher.id))?.state).toBe('Valid');
      t.clock.advance(1);
      await t.ctx.jobRunner.runDue();
      expect((await t.ctx.repos.priceFreezes.findById(voucher.id))?.state).toBe('Expired');
      const { browser: again } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
      const read = await readVoucher(again, voucher.id);
      expect(read).toMatchObject({ state: 'Expired', activity: 'IsExpired', exercise: null });
      expect(read.action.expiration).toBe(new Date(start.getTime() + DAY_MS).toISOString());
      const [mail] = await t.ctx.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, `freeze-expired:${voucher.id}`));
      expect(mail?.textBody).toContain('hotelBookType=pf-purchase');
    } finally {
      t.clock.set(start);
    }
  });
});

interface StayChoice {
  checkInDate: string;
  checkOutDate: string;
  rooms?: number;
  hotelIndex?: number;
}
