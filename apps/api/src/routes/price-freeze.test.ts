import { randomUUID } from 'node:crypto';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { FlightShopResponseSchema } from '@wayfare/contracts/flight-shop';
import { FlightOfferSchema } from '@wayfare/contracts/flights';
import {
  FlightFreezeExerciseQuoteSchema,
  FlightFreezeListSchema,
  FlightFreezeOfferSchema,
  FlightFreezeVoucherSchema,
  type FlightFreezeOffer,
} from '@wayfare/contracts/price-freeze';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { listSeatClaims } from '@wayfare/supply/ports/flight-provider';
import { describe, expect, it } from 'vitest';
import { noteSeatInventoryChanged } from '../services/flight-shop';
import { CONSUMER_HOST, signIn, type Browser, useTestApp } from '../testing/test-app';
import { vaultTestCard } from '../testing/vault-card';

const ONE_ADULT = { ADT: 1, CNN: 0, INS: 0, INF: 0 };
const TWO_ADULTS = { ADT: 2, CNN: 0, INS: 0, INF: 0 };
const DAY_MS = 86_400_000;
const CAP = protectionTermsFor('capone').priceFreeze.flight.capMinor;

describe.each(listTestDatabaseTargets())('flight price freeze on $name', (target) => {
  const t = useTestApp(target);

  /** The first non-stop fare the shop shows on a day of JFK → LAX (each test its own day). */
  async function findFare(browser: Browser, date: string, passengers = ONE_ADULT) {
    const shop = FlightShopResponseSchema.parse(
      (
        await browser.call('POST', '/api/v0/flights/search', {
          tripType: 'one_way',
          slices: [{ origin: 'JFK', destination: 'LAX', departureDate: date }],
          passengers,
          maxStops: 0,
          excludeLowCostCarriers: false,
        })
      ).json(),
    );
    const fareId = shop.search.slices[0]?.itineraries[0]?.fares[0]?.fareId;
    if (!fareId) throw new Error('no fare');
    return { tripType: 'one_way', passengers, fareIds: [fareId] };
  }

  async function offerFor(browser: Browser, date: string, passengers = ONE_ADULT) {
    const res = await browser.call(
      'POST',
      '/api/v0/flights/freeze/offer',
      await findFare(browser, date, passengers),
    );
    expect(res.statusCode, res.body).toBe(200);
    return FlightFreezeOfferSchema.parse(res.json());
  }

  const buy = (browser: Browser, payload: unknown, key: string = randomUUID()) =>
    browser.call('POST', '/api/v0/flights/freeze', payload, { 'idempotency-key': key });

  const cardPayment = async () => ({
    cardToken: await vaultTestCard(t.app),
    rewardsMinor: 0,
    applyWalletCredit: false,
  });

  async function freeze(browser: Browser, offer: FlightFreezeOffer, durationHours = 72) {
    const res = await buy(browser, {
      offerId: offer.offerId,
      durationHours,
      payment: await cardPayment(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return FlightFreezeVoucherSchema.parse(res.json());
  }

  const flightOf = (offer: FlightFreezeOffer) =>
    offer.flights.slices[0]?.segments[0]?.flightInstanceId ?? '';

  it('offers each length with a fee per passenger and the cap, then freezes, charges and lists it', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    // Eight weeks out: every length ends before an advance-purchase deadline steps the fare up
    // (nearer, the longer freezes cross one and cost more than the fee's bound: not offered).
    const offer = await offerFor(browser, '2027-01-18', TWO_ADULTS);
    const terms = protectionTermsFor('capone').priceFreeze.flight;
    expect(offer.options.map((o) => o.durationHours)).toEqual(terms.lengthOptionsHours);
    expect(offer.cap).toEqual({
      perPassenger: { amountMinor: CAP, currency: 'USD' },
      total: { amountMinor: CAP * 2, currency: 'USD' },
    });
    expect(offer.flights.passengerCount).toBe(2);
    for (const option of offer.options) {
      expect(option.fee.perPassenger.amountMinor).toBeGreaterThanOrEqual(terms.feeMinor.min);
      expect(option.fee.perPassenger.amountMinor).toBeLessThanOrEqual(terms.feeMinor.max);
      expect(option.fee.total.amountMinor).toBe(option.fee.perPassenger.amountMinor * 2);
    }

    const option = offer.options[1];
    if (!option) throw new Error('no option');
    const voucher = await freeze(browser, offer, option.durationHours);
    expect(voucher).toMatchObject({
      state: 'Valid',
      activity: 'IsActive',
      durationHours: option.durationHours,
      action: { expiration: option.expiresAt },
      deposit: option.fee,
      fareOverCap: false,
      refunds: [],
      payments: [{ source: 'UserCard', amount: option.fee.total }],
    });
    expect(voucher.pricings.frozen).toEqual(offer.frozen);
    expect(voucher.flights.fareIds).toEqual(offer.flights.fareIds);
    const auth = await t.ctx.repos.payments.findAuthorization(`auth_${voucher.id}`);
    expect(auth).toMatchObject({ status: 'Captured', amountMinor: option.fee.total.amountMinor });
    const mail = await t.ctx.repos.emailOutbox.find(`freeze-purchase:${voucher.id}`);
    expect(mail?.textBody).toContain('we cover up to $500.00 per traveler');

    const list = FlightFreezeListSchema.parse(
      (await browser.call('GET', '/api/v0/trips/freezes')).json(),
    );
    const listed = list.freezes.find((f) => f.id === voucher.id);
    expect(listed).toMatchObject({ state: 'Valid', activity: 'IsActive' });
    // Nothing moved since: today's price is the frozen one and exercising costs exactly that.
    expect(listed?.pricings.currentSelling).toEqual(offer.frozen);
    expect(listed?.exercise?.pay).toEqual(offer.frozen.total);
    expect(listed?.pricings.savings?.total.amountMinor).toBe(0);
    const one = await browser.call('GET', `/api/v0/trips/freezes/${voucher.id}`);
    expect(FlightFreezeVoucherSchema.parse(one.json()).id).toBe(voucher.id);
  });

  it('buys from the fare set directly, and the same request twice charges once', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const fareSet = await findFare(browser, '2026-12-15');
    const payload = { ...fareSet, durationHours: 24, payment: await cardPayment() };
    const key = randomUUID();
    const first = await buy(browser, payload, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await buy(browser, payload, key);
    expect(again.statusCode, again.body).toBe(200);
    const id = FlightFreezeVoucherSchema.parse(first.json()).id;
    expect(FlightFreezeVoucherSchema.parse(again.json()).id).toBe(id);
    const other = await buy(browser, { ...payload, durationHours: 72 }, key);
    expect(other.statusCode).toBe(422);
    expect(ErrorResponseSchema.parse(other.json()).code).toBe('IdempotencyKeyReused');
    const rows = (await t.ctx.repos.priceFreezes.listForUser('usr_marcus', 'capone')).filter(
      (r) => r.idempotencyKey === key,
    );
    expect(rows).toHaveLength(1);
  });

  it('uses an offer once: a second purchase of it is a duplicate, charged nothing', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const offer = await offerFor(browser, '2026-12-16');
    const payload = { offerId: offer.offerId, durationHours: 24, payment: await cardPayment() };
    const answers = await Promise.all([buy(browser, payload), buy(browser, payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(ErrorResponseSchema.parse(refused?.json()).code).toBe('DuplicateBooking');
    const live = (await t.ctx.repos.priceFreezes.listForUser('usr_marcus', 'capone')).filter(
      (r) => r.offerId === offer.offerId,
    );
    expect(live).toHaveLength(1);
    const charged = await Promise.all(
      live.map((r) => t.ctx.repos.payments.findAuthorization(`auth_${r.id}`)),
    );
    expect(charged.filter((a) => a?.status === 'Captured')).toHaveLength(1);
  });

  it('answers FrozenPriceIncreased with a new offer and fee when the price moved before paying', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const offer = await offerFor(browser, '2026-12-17');
    const move = await t.ctx.sandbox.addPriceMove(
      { target: { kind: 'flight', flightInstanceId: flightOf(offer) }, percent: 20 },
      'freeze test',
    );
    try {
      const res = await buy(browser, {
        offerId: offer.offerId,
        durationHours: 72,
        payment: await cardPayment(),
      });
      expect(res.statusCode, res.body).toBe(409);
      const error = ErrorResponseSchema.parse(res.json());
      expect(error.code).toBe('FrozenPriceIncreased');
      expect(error.details?.previousFrozenTotalMinor).toBe(offer.frozen.total.amountMinor);
      expect(Number(error.details?.frozenTotalMinor)).toBeGreaterThan(
        offer.frozen.total.amountMinor,
      );
      expect(Number(error.details?.feePerPassengerMinor)).toBeGreaterThan(0);
      // Nothing was bought; the new offer buys at the new price.
      expect(await t.ctx.repos.payments.findAuthorization(`auth_${offer.offerId}`)).toBeNull();
      const fresh = await browser.call(
        'GET',
        `/api/v0/flights/freeze/offer/${String(error.details?.offerId)}`,
      );
      const freshOffer = FlightFreezeOfferSchema.parse(fresh.json());
      expect(freshOffer.frozen.total.amountMinor).toBe(error.details?.frozenTotalMinor);
      const voucher = await freeze(browser, freshOffer);
      expect(voucher.pricings.frozen).toEqual(freshOffer.frozen);
    } finally {
      await t.ctx.sandbox.clearPriceMove(move.id);
    }
  });

  it('answers FrozenPriceDecreased with a new, lower offer when the price fell before paying', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const offer = await offerFor(browser, '2026-12-18');
    const move = await t.ctx.sandbox.addPriceMove(
      { target: { kind: 'flight', flightInstanceId: flightOf(offer) }, percent: -20 },
      'freeze test',
    );
    try {
      const res = await buy(browser, {
        offerId: offer.offerId,
        durationHours: 72,
        payment: await cardPayment(),
      });
      expect(res.statusCode, res.body).toBe(409);
      const error = ErrorResponseSchema.parse(res.json());
      expect(error.code).toBe('FrozenPriceDecreased');
      expect(Number(error.details?.frozenTotalMinor)).toBeLessThan(offer.frozen.total.amountMinor);
      expect(await t.ctx.repos.payments.findAuthorization(`auth_${offer.offerId}`)).toBeNull();
    } finally {
      await t.ctx.sandbox.clearPriceMove(move.id);
    }
  });

  it('answers CustomOfferGenerationFailed for flights that leave before the shortest freeze ends', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const fareSet = await findFare(browser, '2026-12-19');
    const offer = await offerFor(browser, '2026-12-19');
    const departs = offer.flights.slices[0]?.segments[0]?.departureTime ?? '';
    const start = t.clock.now();
    try {
      // Twelve hours before the flight's local departure (read as UTC, within a day of it).
      t.clock.set(new Date(Date.parse(`${departs.slice(0, 16)}:00Z`) - 12 * 3_600_000));
      // Moving the clock by weeks ended the session: sign in again at the new time.
      const { browser: later } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
      const res = await later.call('POST', '/api/v0/flights/freeze/offer', fareSet);
      expect(res.statusCode, res.body).toBe(502);
      const error = ErrorResponseSchema.parse(res.json());
      expect(error.code).toBe('CustomOfferGenerationFailed');
      expect(error.field).toBe('fareIds');
    } finally {
      t.clock.set(start);
    }
  });

  it('prices the exercise as the lower price plus only what rises beyond the cap', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const offer = await offerFor(browser, '2026-12-18');
    const voucher = await freeze(browser, offer);
    const frozen = offer.frozen.total.amountMinor;
    const quoteAt = async (percent: number) => {
      const move = await t.ctx.sandbox.addPriceMove(
        { target: { kind: 'flight', flightInstanceId: flightOf(offer) }, percent },
        'freeze test',
      );
      try {
        const res = await browser.call(
          'POST',
          `/api/v0/flights/freeze/${voucher.id}/exercise/quote`,
        );
        expect(res.statusCode, res.body).toBe(200);
        const quote = FlightFreezeExerciseQuoteSchema.parse(res.json());
        if (quote.outcome !== 'Available') throw new Error('sold out');
        return quote;
      } finally {
        await t.ctx.sandbox.clearPriceMove(move.id);
      }
    };
    // Down: the traveller pays today's lower price.
    const down = await quoteAt(-30);
    const downCurrent = down.currentSelling.total.amountMinor;
    expect(downCurrent).toBeLessThan(frozen);
    expect(down.exercise.pay.amountMinor).toBe(downCurrent);
    expect(down.fareOverCap).toBe(false);
    // Up within the cap: the frozen price, the rise covered.
    const within = await quoteAt(Math.floor(((CAP / frozen) * 100) / 2));
    const withinCurrent = within.currentSelling.total.amountMinor;
    expect(withinCurrent - frozen).toBeGreaterThan(0);
    expect(withinCurrent - frozen).toBeLessThanOrEqual(CAP);
    expect(within.exercise).toEqual({
      pay: { amountMinor: frozen, currency: 'USD' },
      covered: { amountMinor: withinCurrent - frozen, currency: 'USD' },
      overCap: { amountMinor: 0, currency: 'USD' },
    });
    // Up beyond the cap: the frozen price plus the excess over the cap.
    const beyond = await quoteAt(Math.ceil((CAP / frozen) * 100) + 50);
    const beyondCurrent = beyond.currentSelling.total.amountMinor;
    expect(beyondCurrent - frozen).toBeGreaterThan(CAP);
    expect(beyond.fareOverCap).toBe(true);
    expect(beyond.exercise).toEqual({
      pay: { amountMinor: beyondCurrent - CAP, currency: 'USD' },
      covered: { amountMinor: CAP, currency: 'USD' },
      overCap: { amountMinor: beyondCurrent - frozen - CAP, currency: 'USD' },
    });
    const listed = FlightFreezeVoucherSchema.parse(
      (await browser.call('GET', `/api/v0/trips/freezes/${voucher.id}`)).json(),
    );
    expect(listed.fareOverCap).toBe(false);
  });

  it('offers similar flights or the fee back when the frozen flights sold out, and refunds it', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const offer = await offerFor(browser, '2026-12-19');
    const voucher = await freeze(browser, offer);
    // Still on sale: no refund.
    const early = await browser.call('POST', `/api/v0/trips/freezes/${voucher.id}/refund`);
    expect(early.statusCode, early.body).toBe(400);
    expect(ErrorResponseSchema.parse(early.json()).code).toBe('BookParamsFailed');

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

    const res = await browser.call('POST', `/api/v0/flights/freeze/${voucher.id}/exercise/quote`);
    expect(res.statusCode, res.body).toBe(200);
    const quote = FlightFreezeExerciseQuoteSchema.parse(res.json());
    if (quote.outcome !== 'SoldOut') throw new Error('still on sale');
    expect(quote.code).toBe('SimilarFlightsPlusRefund');
    expect(quote.refund).toEqual(voucher.deposit.total);
    const frozenCabin = voucher.flights.slices[0]?.cabinClass;
    for (const similar of quote.similarFlights) {
      expect(similar.segments[0]?.origin).toBe('JFK');
      expect(similar.segments.at(-1)?.destination).toBe('LAX');
      expect(similar.departureTime.slice(0, 10)).toBe('2026-12-19');
      expect(similar.fareId).not.toBe(voucher.flights.fareIds[0]);
      if (frozenCabin === 'Economy') expect(similar.cabinClass).not.toBe('BasicEconomy');
    }

    const refund = await browser.call('POST', `/api/v0/trips/freezes/${voucher.id}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);
    const refunded = FlightFreezeVoucherSchema.parse(refund.json());
    expect(refunded.state).toBe('Refunded');
    expect(refunded.refunds).toEqual([
      expect.objectContaining({
        reason: 'SoldOut',
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
    // Asked again: the same refund, nothing more.
    const again = await browser.call('POST', `/api/v0/trips/freezes/${voucher.id}/refund`);
    expect(FlightFreezeVoucherSchema.parse(again.json()).refunds).toHaveLength(1);
    const exercise = await browser.call(
      'POST',
      `/api/v0/flights/freeze/${voucher.id}/exercise/quote`,
    );
    expect(exercise.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(exercise.json()).details?.state).toBe('Refunded');
  });

  it('refuses bad input with 400 and the spec code, naming the field', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const offer = await offerFor(browser, '2027-01-19');
    const payment = await cardPayment();
    const length = await buy(browser, { offerId: offer.offerId, durationHours: 5, payment });
    expect(length.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(length.json())).toMatchObject({
      code: 'BookParamsFailed',
      field: 'durationHours',
      message: 'Choose one of the lengths offered: 24, 72, 168, 336 hours.',
    });
    const unknown = await buy(browser, { offerId: 'pfo_none', durationHours: 24, payment });
    expect(ErrorResponseSchema.parse(unknown.json())).toMatchObject({
      code: 'BookParamsFailed',
      field: 'offerId',
    });
    const shape = await buy(browser, { offerId: offer.offerId, durationHours: 24 });
    expect(shape.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(shape.json()).code).toBe('BadRequest');
    const noKey = await browser.call('POST', '/api/v0/flights/freeze', {
      offerId: offer.offerId,
      durationHours: 24,
      payment,
    });
    expect(ErrorResponseSchema.parse(noKey.json()).field).toBe('Idempotency-Key');
    const badFare = await browser.call('POST', '/api/v0/flights/freeze/offer', {
      tripType: 'one_way',
      passengers: ONE_ADULT,
      fareIds: ['not-a-fare'],
    });
    expect(badFare.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(badFare.json())).toMatchObject({
      code: 'BookParamsFailed',
      field: 'fareIds',
    });
  });

  it("keeps each person's freezes and offers to them: someone else's is 404", async () => {
    const marcus = (await signIn(t.app, CONSUMER_HOST, 'usr_marcus')).browser;
    const offer = await offerFor(marcus, '2026-12-21');
    const voucher = await freeze(marcus, offer);
    const ada = (await signIn(t.app, CONSUMER_HOST, 'usr_ada')).browser;
    for (const [method, url] of [
      ['GET', `/api/v0/trips/freezes/${voucher.id}`],
      ['POST', `/api/v0/trips/freezes/${voucher.id}/refund`],
      ['POST', `/api/v0/flights/freeze/${voucher.id}/exercise/quote`],
      ['GET', `/api/v0/flights/freeze/offer/${offer.offerId}`],
    ] as const) {
      const res = await ada.call(method, url);
      expect(res.statusCode, url).toBe(404);
    }
    const taken = await buy(ada, {
      offerId: offer.offerId,
      durationHours: 24,
      payment: await cardPayment(),
    });
    expect(ErrorResponseSchema.parse(taken.json()).code).toBe('BookParamsFailed');
    const list = FlightFreezeListSchema.parse(
      (await ada.call('GET', '/api/v0/trips/freezes')).json(),
    );
    expect(list.freezes.some((f) => f.id === voucher.id)).toBe(false);
  });

  // Last: it moves the clock a day on (every earlier 24-hour freeze ends with it).
  it('ends a freeze at the exact hour on the travel clock (its expiry job)', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const offer = await offerFor(browser, '2026-12-22');
    const voucher = await freeze(browser, offer, 24);
    const start = t.clock.now();
    try {
      t.clock.advance(DAY_MS - 1);
      await t.ctx.jobRunner.runDue();
      expect((await t.ctx.repos.priceFreezes.findById(voucher.id))?.state).toBe('Valid');
      t.clock.advance(1);
      await t.ctx.jobRunner.runDue();
      expect((await t.ctx.repos.priceFreezes.findById(voucher.id))?.state).toBe('Expired');
      const { browser: again } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
      const read = FlightFreezeVoucherSchema.parse(
        (await again.call('GET', `/api/v0/trips/freezes/${voucher.id}`)).json(),
      );
      expect(read).toMatchObject({ state: 'Expired', activity: 'IsExpired', exercise: null });
      expect(read.action.expiration).toBe(new Date(start.getTime() + DAY_MS).toISOString());
    } finally {
      t.clock.set(start);
    }
  });
});
