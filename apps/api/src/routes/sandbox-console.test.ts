import { randomUUID } from 'node:crypto';
import { FlightBookingSchema } from '@wayfare/contracts/flight-booking';
import {
  FlightQuoteResponseSchema,
  FlightShopResponseSchema,
  type FlightQuoteResponse,
} from '@wayfare/contracts/flight-shop';
import {
  HotelBookingViewSchema,
  HotelQuoteResponseSchema,
  type HotelQuoteResponse,
} from '@wayfare/contracts/hotel-booking';
import {
  HotelAvailabilityResponseSchema,
  HotelShopResponseSchema,
} from '@wayfare/contracts/hotel-shop';
import { SandboxDemoCopyResponseSchema } from '@wayfare/contracts/sandbox';
import { TRAVEL_CLOCK_SETTING } from '@wayfare/store/repositories/sandbox-controls-repository';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  TEST_START,
  createTestApp,
  signIn,
  type Browser,
  type TestApp,
  useTestApp,
} from '../testing/test-app';
import {
  callAsSandboxAdmin,
  readConsoleAnswer,
  SANDBOX_CONSOLE_API as CONSOLE,
} from '../testing/sandbox-admin';
import { vaultTestCard } from '../testing/vault-card';

const ADULT = {
  passengerType: 'ADT',
  givenName: 'Ada',
  surname: 'Lovelace',
  gender: 'F',
  dateOfBirth: '1985-12-10',
} as const;
const CONTACT = { email: 'ada@example.com', phone: '+1 555 010 2030' };
const LONDON = 'C2643743';
/** TEST_START is 2026-11-23T15:00Z: a two-night stay three weeks out. */
const STAY = {
  checkInDate: '2026-12-14',
  checkOutDate: '2026-12-16',
  rooms: 1,
  adults: 2,
  children: 0,
};

const adminCall = callAsSandboxAdmin;
const consoleState = readConsoleAnswer;

const SEARCH = {
  tripType: 'one_way',
  slices: [{ origin: 'JFK', destination: 'LAX', departureDate: '2026-12-14' }],
  passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
  maxStops: 0,
  excludeLowCostCarriers: false,
} as const;

async function firstFare(browser: Browser, search: unknown = SEARCH) {
  const res = await browser.call('POST', '/api/v0/flights/search', search);
  expect(res.statusCode, res.body).toBe(200);
  const shop = FlightShopResponseSchema.parse(res.json());
  const itinerary = shop.search.slices[0]?.itineraries[0];
  const fare = itinerary?.fares[0];
  if (!itinerary || !fare) throw new Error('no fare');
  return { fare, flightInstanceId: itinerary.segments[0]?.flightInstanceId ?? '' };
}

async function quoteFlight(browser: Browser, fareId: string): Promise<FlightQuoteResponse> {
  const res = await browser.call('POST', '/api/v0/flights/quote', {
    tripType: 'one_way',
    passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
    fareIds: [fareId],
  });
  expect(res.statusCode, res.body).toBe(200);
  return FlightQuoteResponseSchema.parse(res.json());
}

const vault = (t: TestApp, number?: string) => vaultTestCard(t.app, number);

const bookFlight = async (t: TestApp, browser: Browser, quoteToken: string) =>
  browser.call(
    'POST',
    '/api/v0/flights/book',
    {
      quoteToken,
      travelers: [ADULT],
      contact: CONTACT,
      payment: {
        cardToken: await vault(t),
        rewardsMinor: 0,
        applyWalletCredit: false,
      },
    },
    { 'idempotency-key': randomUUID() },
  );

async function settleFlight(
  t: TestApp,
  browser: Browser,
  res: { statusCode: number; body: string },
) {
  expect(res.statusCode, res.body).toBe(202);
  const accepted = FlightBookingSchema.parse(JSON.parse(res.body));
  await t.ctx.jobs.idle();
  const polled = await browser.call('GET', `/api/v0/flights/bookings/${accepted.id}`);
  return FlightBookingSchema.parse(polled.json());
}

async function hotelRate(browser: Browser) {
  const found = await browser.call('POST', '/api/v0/hotels/availability', {
    location: { kind: 'city', cityCode: LONDON },
    ...STAY,
    limit: 10,
  });
  expect(found.statusCode, found.body).toBe(200);
  const hotel = HotelAvailabilityResponseSchema.parse(found.json()).hotels[0];
  if (!hotel) throw new Error('no hotel');
  const stay = { lodgingId: hotel.lodgingId, ...STAY };
  const shop = await browser.call('POST', '/api/v0/hotels/shop', stay);
  expect(shop.statusCode, shop.body).toBe(200);
  const detail = HotelShopResponseSchema.parse(shop.json());
  const rate = detail.rooms.flatMap((room) => room.rates).find((r) => r.payTiming === 'PayNow');
  if (!rate) throw new Error('no pay-now rate');
  return { stay, rate, leadTotal: hotel.leadRate.total.amountMinor };
}

async function quoteHotel(
  browser: Browser,
  rateId: string,
  stay: { lodgingId: string } & typeof STAY,
): Promise<HotelQuoteResponse> {
  const res = await browser.call('POST', '/api/v0/hotels/quote', { rateId, stay });
  expect(res.statusCode, res.body).toBe(200);
  return HotelQuoteResponseSchema.parse(res.json());
}

const bookHotel = async (t: TestApp, browser: Browser, quoteToken: string) =>
  browser.call(
    'POST',
    '/api/v0/hotels/book',
    {
      quoteToken,
      guests: {
        lead: {
          givenName: 'Ada',
          surname: 'Lovelace',
          dateOfBirth: '1985-12-10',
          countryCode: 'GB',
        },
        others: [],
      },
      contact: CONTACT,
      payment: { cardToken: await vault(t), rewardsMinor: 0, applyWalletCredit: false },
    },
    { 'idempotency-key': randomUUID() },
  );

const near = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected), `${actual} ≈ ${expected}`).toBeLessThanOrEqual(2);

describe.each(listTestDatabaseTargets())('sandbox console on $name', (target) => {
  const t = useTestApp(target);

  it('shows the travel clock, and moves it forward and back, kept in app_settings', async () => {
    const start = await consoleState(t, 'GET', `${CONSOLE}/console`);
    expect(start.clock).toEqual({ now: TEST_START.toISOString(), offsetMinutes: 0 });

    const day = await consoleState(t, 'POST', `${CONSOLE}/clock`, { advanceMinutes: 1440 });
    expect(day.clock).toEqual({
      now: new Date(TEST_START.getTime() + 86_400_000).toISOString(),
      offsetMinutes: 1440,
    });
    expect(t.ctx.travelClock.offsetMinutes()).toBe(1440);
    expect(await t.ctx.repos.sandboxConsole.readSetting(TRAVEL_CLOCK_SETTING)).toBe('1440');
    const again = await consoleState(t, 'POST', `${CONSOLE}/clock`, { advanceMinutes: -60 });
    expect(again.clock.offsetMinutes).toBe(1380);
    // Sessions and quotes keep real time: sign-in and a quote still work a year ahead.
    await consoleState(t, 'POST', `${CONSOLE}/clock`, { offsetMinutes: 525_600 });
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_leo');
    const { fare } = await firstFare(browser);
    const q = await quoteFlight(browser, fare.fareId);
    expect(Date.parse(q.expiresAt)).toBe(TEST_START.getTime() + 15 * 60_000);

    const bad = await adminCall(t, 'POST', `${CONSOLE}/clock`, { advanceMinutes: 5_000_000 });
    expect(bad.statusCode).toBe(400);
    expect((await adminCall(t, 'POST', `${CONSOLE}/clock`, { minutes: 5 })).statusCode).toBe(400);
    const back = await consoleState(t, 'POST', `${CONSOLE}/clock`, { offsetMinutes: 0 });
    expect(back.clock).toEqual({ now: TEST_START.toISOString(), offsetMinutes: 0 });
    expect(await t.ctx.repos.sandboxConsole.readSetting(TRAVEL_CLOCK_SETTING)).toBe('0');
  });

  it('arms and clears faults; a fail fault makes the next flight booking fail, the one after succeeds', async () => {
    const armed = await consoleState(t, 'POST', `${CONSOLE}/faults`, {
      product: 'hotel',
      operation: 'quote',
      kind: 'fail',
    });
    const fault = armed.faults[0];
    expect(fault).toMatchObject({ product: 'hotel', operation: 'quote', kind: 'fail' });
    const cleared = await consoleState(t, 'DELETE', `${CONSOLE}/faults/${fault?.id ?? ''}`);
    expect(cleared.faults).toEqual([]);
    expect((await adminCall(t, 'DELETE', `${CONSOLE}/faults/${fault?.id ?? ''}`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await adminCall(t, 'POST', `${CONSOLE}/faults`, {
          product: 'car',
          operation: 'quote',
          kind: 'fail',
        })
      ).statusCode,
    ).toBe(400);

    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const { fare } = await firstFare(browser);
    await consoleState(t, 'POST', `${CONSOLE}/faults`, {
      product: 'flight',
      operation: 'book',
      kind: 'fail',
    });
    const failed = await settleFlight(
      t,
      browser,
      await bookFlight(t, browser, (await quoteFlight(browser, fare.fareId)).quoteToken),
    );
    expect(failed.status).toBe('Failed');
    expect(failed.error?.code).toBe('ProviderError');
    // One-shot: used up by that booking.
    expect((await consoleState(t, 'GET', `${CONSOLE}/console`)).faults).toEqual([]);
    const booked = await settleFlight(
      t,
      browser,
      await bookFlight(t, browser, (await quoteFlight(browser, fare.fareId)).quoteToken),
    );
    expect(booked.status).toBe('Confirmed');

    // A quote fault answers the quote call itself.
    await consoleState(t, 'POST', `${CONSOLE}/faults`, {
      product: 'any',
      operation: 'quote',
      kind: 'fail',
    });
    const refused = await browser.call('POST', '/api/v0/flights/quote', {
      tripType: 'one_way',
      passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
      fareIds: [fare.fareId],
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'ProviderError' });
  });

  it('fails a hotel booking on a fail fault and times one out on a timeout fault', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    const { stay, rate } = await hotelRate(browser);
    await consoleState(t, 'POST', `${CONSOLE}/faults`, {
      product: 'hotel',
      operation: 'book',
      kind: 'timeout',
    });
    const res = await bookHotel(
      t,
      browser,
      (await quoteHotel(browser, rate.rateId, stay)).quoteToken,
    );
    expect(res.statusCode, res.body).toBe(202);
    const accepted = HotelBookingViewSchema.parse(res.json());
    await t.ctx.jobs.idle();
    const timedOut = HotelBookingViewSchema.parse(
      (await browser.call('GET', `/api/v0/hotels/bookings/${accepted.id}`)).json(),
    );
    expect(timedOut.error?.code).toBe('PollingTimeout');

    await consoleState(t, 'POST', `${CONSOLE}/faults`, {
      product: 'hotel',
      operation: 'quote',
      kind: 'fail',
    });
    const refused = await browser.call('POST', '/api/v0/hotels/quote', {
      rateId: rate.rateId,
      stay,
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'ProviderError' });
  });

  it('moves a flight price: search, quote and booking see it; removing it restores them', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const { fare, flightInstanceId } = await firstFare(browser);
    const before = await quoteFlight(browser, fare.fareId);
    const total = before.offer.pricing.grandTotal.amountMinor;

    const moved = await consoleState(t, 'POST', `${CONSOLE}/prices`, {
      target: { kind: 'flight', flightInstanceId },
      percent: 20,
    });
    const move = moved.priceMoves[0];
    expect(move).toMatchObject({ target: { kind: 'flight', flightInstanceId }, percent: 20 });
    expect(move?.label).toMatch(/^[A-Z0-9]{2,3} \d+ JFK→LAX .*\+20%$/);

    // The cached search prices again.
    near((await firstFare(browser)).fare.grandTotal.amountMinor, fare.grandTotal.amountMinor * 1.2);
    const up = await quoteFlight(browser, fare.fareId);
    near(up.offer.pricing.grandTotal.amountMinor, total * 1.2);
    expect(up.offer.pricing.subTotal.amountMinor).toBe(
      up.offer.pricing.base.amountMinor + up.offer.pricing.tax.amountMinor,
    );
    // Booked at the moved price, without a PriceChanged.
    const booking = await settleFlight(t, browser, await bookFlight(t, browser, up.quoteToken));
    expect(booking.status).toBe('Confirmed');
    expect(booking.totals.total).toEqual(up.offer.pricing.grandTotal);
    // A quote taken before the move meets the new price at booking.
    const changed = await bookFlight(t, browser, before.quoteToken);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'PriceChanged' });

    const removed = await consoleState(t, 'DELETE', `${CONSOLE}/prices/${move?.id ?? ''}`);
    expect(removed.priceMoves).toEqual([]);
    expect((await quoteFlight(browser, fare.fareId)).offer.pricing.grandTotal.amountMinor).toBe(
      total,
    );
    expect((await firstFare(browser)).fare.grandTotal).toEqual(fare.grandTotal);
    expect((await adminCall(t, 'DELETE', `${CONSOLE}/prices/${move?.id ?? ''}`)).statusCode).toBe(
      404,
    );
    const unknown = await adminCall(t, 'POST', `${CONSOLE}/prices`, {
      target: { kind: 'flight', flightInstanceId: 'nope' },
      percent: 10,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'BadRequest', field: 'target.flightInstanceId' });
  });

  it('moves a hotel price: availability, rates and quote see it; removing it restores them', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_sofia');
    const { stay, rate, leadTotal } = await hotelRate(browser);
    const before = await quoteHotel(browser, rate.rateId, stay);
    const total = before.pricing.total.amountMinor;

    const moved = await consoleState(t, 'POST', `${CONSOLE}/prices`, {
      target: { kind: 'hotel', lodgingId: stay.lodgingId },
      percent: -25,
    });
    const move = moved.priceMoves[0];
    expect(move?.label).toMatch(/-25%$/);
    const after = await hotelRate(browser);
    expect(after.stay.lodgingId).toBe(stay.lodgingId);
    near(after.leadTotal, leadTotal * 0.75);
    near(after.rate.total.amountMinor, rate.total.amountMinor * 0.75);
    const down = await quoteHotel(browser, rate.rateId, stay);
    expect(down.pricing.total.amountMinor).toBeLessThan(total * 0.8);
    expect(down.pricing.total.amountMinor).toBeGreaterThan(total * 0.7);

    await consoleState(t, 'DELETE', `${CONSOLE}/prices/${move?.id ?? ''}`);
    expect((await quoteHotel(browser, rate.rateId, stay)).pricing.total.amountMinor).toBe(total);
    expect((await hotelRate(browser)).leadTotal).toBe(leadTotal);

    // Moved again, the stay books at the moved price (the supplier keeps its own).
    const again = await consoleState(t, 'POST', `${CONSOLE}/prices`, {
      target: { kind: 'hotel', lodgingId: stay.lodgingId },
      percent: -25,
    });
    const res = await bookHotel(t, browser, down.quoteToken);
    expect(res.statusCode, res.body).toBe(202);
    await t.ctx.jobs.idle();
    const booked = HotelBookingViewSchema.parse(
      (
        await browser.call(
          'GET',
          `/api/v0/hotels/bookings/${HotelBookingViewSchema.parse(res.json()).id}`,
        )
      ).json(),
    );
    expect(booked.status).toBe('Confirmed');
    expect(booked.totals.total).toEqual(down.pricing.payNowTotal);
    await consoleState(t, 'DELETE', `${CONSOLE}/prices/${again.priceMoves[0]?.id ?? ''}`);
  });

  it('expires a flight or hotel quote: booking it answers ExpiredQuoteToken', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_jamal');
    const { fare } = await firstFare(browser);
    const q = await quoteFlight(browser, fare.fareId);
    const listed = await consoleState(t, 'GET', `${CONSOLE}/console`);
    expect(listed.quotes.find((x) => x.quoteId === q.quoteId)).toMatchObject({
      product: 'flight',
      label: 'JFK→LAX 2026-12-14',
      expiresAt: q.expiresAt,
    });
    const expired = await consoleState(t, 'POST', `${CONSOLE}/quotes/${q.quoteId}/expire`);
    expect(expired.quotes.some((x) => x.quoteId === q.quoteId)).toBe(false);
    const res = await bookFlight(t, browser, q.quoteToken);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'ExpiredQuoteToken' });

    const { stay, rate } = await hotelRate(browser);
    const hq = await quoteHotel(browser, rate.rateId, stay);
    await consoleState(t, 'POST', `${CONSOLE}/quotes/${hq.quoteId}/expire`);
    const hotelRes = await bookHotel(t, browser, hq.quoteToken);
    expect(hotelRes.statusCode).toBe(410);
    expect(hotelRes.json()).toMatchObject({ code: 'ExpiredQuoteToken' });
    expect((await adminCall(t, 'POST', `${CONSOLE}/quotes/q_nope/expire`)).statusCode).toBe(404);
  });

  it('lists bookings with their flights, and injects and clears airline events on booked flights only', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_emily');
    const search = {
      ...SEARCH,
      slices: [{ origin: 'BOS', destination: 'SFO', departureDate: '2026-12-18' }],
    };
    const { fare, flightInstanceId } = await firstFare(browser, search);
    const booking = await settleFlight(
      t,
      browser,
      await bookFlight(t, browser, (await quoteFlight(browser, fare.fareId)).quoteToken),
    );
    expect(booking.status).toBe('Confirmed');

    const state = await consoleState(t, 'GET', `${CONSOLE}/console`);
    expect(state.bookings.length).toBeLessThanOrEqual(30);
    const listed = state.bookings.find((b) => b.bookingId === booking.id);
    expect(listed).toMatchObject({
      product: 'flight',
      confirmationCode: booking.confirmationCode,
      status: 'Confirmed',
      label: 'BOS→SFO',
      startDate: '2026-12-18',
      contactEmail: CONTACT.email,
      lodgingId: null,
    });
    expect(listed?.flights[0]).toMatchObject({ flightInstanceId, disruption: null });
    expect(state.bookings.some((b) => b.product === 'hotel' && b.lodgingId !== null)).toBe(true);
    const dates = state.bookings.map((b) => b.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const delayed = await consoleState(t, 'POST', `${CONSOLE}/disruptions`, {
      flightInstanceId,
      kind: 'Delay',
      minutes: 95,
    });
    expect(
      delayed.bookings.find((b) => b.bookingId === booking.id)?.flights[0]?.disruption,
    ).toEqual({ kind: 'Delay', minutes: 95 });
    const cancelled = await consoleState(t, 'POST', `${CONSOLE}/disruptions`, {
      flightInstanceId,
      kind: 'AirlineCancellation',
      minutes: 0,
    });
    expect(
      cancelled.bookings.find((b) => b.bookingId === booking.id)?.flights[0]?.disruption,
    ).toEqual({ kind: 'AirlineCancellation', minutes: 0 });
    const found = t.ctx.sandbox.disruptions.find(
      t.ctx.supply.getWorld().flights,
      flightInstanceId,
      t.ctx.travelClock.now(),
    );
    expect(found).toMatchObject({ kind: 'AirlineCancellation', source: 'injected' });

    const notBooked = await adminCall(t, 'POST', `${CONSOLE}/disruptions`, {
      flightInstanceId: '1@20000',
      kind: 'Delay',
      minutes: 30,
    });
    expect(notBooked.statusCode).toBe(404);
    expect(notBooked.json<{ message: string }>().message).toContain('booked flights only');
    const negativeDelay = await adminCall(t, 'POST', `${CONSOLE}/disruptions`, {
      flightInstanceId,
      kind: 'Delay',
      minutes: -5,
    });
    expect(negativeDelay.statusCode).toBe(400);

    const cleared = await consoleState(
      t,
      'DELETE',
      `${CONSOLE}/disruptions/${encodeURIComponent(flightInstanceId)}`,
    );
    const flight = cleared.bookings.find((b) => b.bookingId === booking.id)?.flights[0];
    // Only the supplier's own background events (a few percent of flights) remain.
    expect(flight?.disruption === null || flight?.disruption?.kind !== 'AirlineCancellation').toBe(
      true,
    );
  });

  it("copies the demo people for a journey: they sign in, keep the originals' cards and stay off the list", async () => {
    const res = await adminCall(t, 'POST', `${CONSOLE}/demo-copies`, { tag: 'journey-7' });
    expect(res.statusCode, res.body).toBe(200);
    const { people } = SandboxDemoCopyResponseSchema.parse(res.json());
    const ada = people.find((p) => p.displayName === 'Ada Lovelace');
    expect(ada).toMatchObject({
      subject: 'sandbox|usr_ada~journey-7',
      email: 'ada.lovelace+journey-7@example.com',
      travelerIds: { trv_ada: 'trv_ada~journey-7' },
    });
    // Asking again changes nothing; a tag that is not one is refused with the field named.
    const again = await adminCall(t, 'POST', `${CONSOLE}/demo-copies`, { tag: 'journey-7' });
    expect(SandboxDemoCopyResponseSchema.parse(again.json()).people).toEqual(people);
    const bad = await adminCall(t, 'POST', `${CONSOLE}/demo-copies`, { tag: 'Journey 7' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BadRequest' });

    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada~journey-7');
    const rewards = await browser.call('GET', '/api/v0/rewards');
    expect(rewards.statusCode).toBe(200);
    expect(rewards.body).toContain('4821');
    const code = await browser.call('GET', '/api/v0/login/code');
    const state = new URL(code.json<{ loginUri: string }>().loginUri, 'http://x').searchParams.get(
      'state',
    );
    const list = await browser.call('GET', `/api/v0/sandbox-idp/users?state=${state ?? ''}`);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('sandbox|usr_ada');
    expect(list.body).not.toContain('journey-7');
  });

  it('is not there on the portal hosts', async () => {
    for (const host of [CONSUMER_HOST, CORPORATE_HOST]) {
      for (const [method, url, payload] of [
        ['GET', `${CONSOLE}/console`, undefined],
        ['POST', `${CONSOLE}/clock`, { advanceMinutes: 60 }],
        ['POST', `${CONSOLE}/faults`, { product: 'any', operation: 'any', kind: 'fail' }],
        ['POST', `${CONSOLE}/prices`, {}],
        ['POST', `${CONSOLE}/freezes/pf_1/sell-out`, undefined],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: { host, 'content-type': 'application/json' },
          ...(payload ? { payload: JSON.stringify(payload) } : {}),
        });
        expect(res.statusCode, `${host} ${method} ${url}`).toBe(404);
      }
    }
    expect(await t.ctx.sandbox.listFaults()).toEqual([]);
    expect(t.ctx.travelClock.offsetMinutes()).toBe(0);
  });
});

describe.each(listTestDatabaseTargets())('sandbox travel clock on $name', (target) => {
  it('keeps its offset across a restart', async () => {
    const db = await target.open();
    try {
      const first = await createTestApp(db);
      await consoleState(first, 'POST', `${CONSOLE}/clock`, { offsetMinutes: 2880 });
      await first.close();
      const second = await createTestApp(db);
      expect(second.ctx.travelClock.offsetMinutes()).toBe(2880);
      expect((await consoleState(second, 'GET', `${CONSOLE}/console`)).clock.now).toBe(
        new Date(TEST_START.getTime() + 2 * 86_400_000).toISOString(),
      );
      await second.close();
      // Without the console, or in a production configuration, the same database runs on real time.
      for (const env of [{ SANDBOX_CONSOLE: '' }, { SANDBOX: 'false' }]) {
        const production = await createTestApp(db, { env });
        expect(production.ctx.travelClock.offsetMinutes()).toBe(0);
        await production.close();
      }
    } finally {
      await db.dispose();
    }
  });
});

describe.each(listTestDatabaseTargets())('sandbox console on $name', (target) => {
  describe.each([
    { off: 'SANDBOX_CONSOLE unset', env: { SANDBOX_CONSOLE: '' } },
    { off: 'the sandbox off', env: { SANDBOX: 'false' } },
  ])('with $off', ({ env }) => {
    const t = useTestApp(target, { env });

    it('answers 404 to an admin on the admin host, and no fault or price move applies', async () => {
      for (const [method, url] of [
        ['GET', `${CONSOLE}/console`],
        ['POST', `${CONSOLE}/clock`],
        ['POST', `${CONSOLE}/disruptions`],
        ['DELETE', `${CONSOLE}/disruptions/1@2`],
        ['POST', `${CONSOLE}/prices`],
        ['DELETE', `${CONSOLE}/prices/move_1`],
        ['POST', `${CONSOLE}/quotes/q_1/expire`],
        ['POST', `${CONSOLE}/faults`],
        ['DELETE', `${CONSOLE}/faults/fault_1`],
        ['POST', `${CONSOLE}/freezes/pf_1/above-cap`],
        ['POST', `${CONSOLE}/freezes/pf_1/run-out`],
        ['DELETE', `${CONSOLE}/sellouts/1@2`],
      ] as const) {
        const res = await adminCall(t, method, url, method === 'POST' ? {} : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }

      // Even armed from inside, the controls are inert without the console.
      const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
      const { fare, flightInstanceId } = await firstFare(browser);
      const before = await quoteFlight(browser, fare.fareId);
      await t.ctx.sandbox.armFault({ product: 'any', operation: 'any', kind: 'fail' });
      await t.ctx.sandbox.addPriceMove(
        { target: { kind: 'flight', flightInstanceId }, percent: 50 },
        'should not apply',
      );
      const after = await quoteFlight(browser, fare.fareId);
      expect(after.offer.pricing.grandTotal).toEqual(before.offer.pricing.grandTotal);
      expect(t.ctx.travelClock.offsetMinutes()).toBe(0);
    });
  });
});
