import { randomUUID } from 'node:crypto';
import { FlightBookingSchema, type FlightBookRequest } from '@wayfare/contracts/flight-booking';
import {
  FlightQuoteResponseSchema,
  FlightShopResponseSchema,
} from '@wayfare/contracts/flight-shop';
import type { FlightOffer } from '@wayfare/contracts/flights';
import { eq } from 'drizzle-orm';
import { flightBookings, quotes, vaultCards } from '@wayfare/store/schema';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it, vi } from 'vitest';
import { resumeIncompleteBookings } from '../services/booking-saga';
import { bookFlight } from '../services/flight-booking';
import { MAX_SAGA_RUNS, SAGA_LEASE_MS } from '../services/saga-runner';
import { CONSUMER_HOST, signIn, type Browser, useTestApp } from '../testing/test-app';
import { vaultTestCard } from '../testing/vault-card';

const ADULT = {
  passengerType: 'ADT',
  givenName: 'Ada',
  surname: 'Lovelace',
  gender: 'F',
  dateOfBirth: '1985-12-10',
} as const;
const CONTACT = { email: 'ada@example.com', phone: '+1 555 010 2030' };

describe.each(listTestDatabaseTargets())('flight booking on $name', (target) => {
  const t = useTestApp(target);

  async function quote(browser: Browser, origin: string, destination: string, date: string) {
    const shop = FlightShopResponseSchema.parse(
      (
        await browser.call('POST', '/api/v0/flights/search', {
          tripType: 'one_way',
          slices: [{ origin, destination, departureDate: date }],
          passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
          maxStops: 0,
          excludeLowCostCarriers: false,
        })
      ).json(),
    );
    const fare = shop.search.slices[0]?.itineraries[0]?.fares[0];
    if (!fare) throw new Error('no fare');
    const res = await browser.call('POST', '/api/v0/flights/quote', {
      tripType: 'one_way',
      passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
      fareIds: [fare.fareId],
    });
    expect(res.statusCode, res.body).toBe(200);
    return FlightQuoteResponseSchema.parse(res.json());
  }

  const vault = (number: string) => vaultTestCard(t.app, number);

  /**
   * Ada books paying 3,000 miles and a card, and her process "stops" right after the miles are
   * redeemed: the booking is left Pending under this process's lease.
   */
  const bookHaltedAfterMiles = async (quoteToken: string) => {
    const { booking } = await bookFlight(
      t.ctx,
      await actorFor('usr_ada'),
      randomUUID(),
      body(quoteToken, await vault('4242424242424242'), {
        rewardsAccountReferenceId: 'RA-1001',
        rewardsMinor: 3_000,
      }),
      { haltAfter: 'rewardsRedeemed' },
    );
    await t.ctx.jobs.idle();
    return booking;
  };

  /** A card holder as the booking service sees them (for calls that bypass the route). */
  const actorFor = async (userId: string) => ({
    userId,
    tenant: 'capone' as const,
    accounts: await t.ctx.repos.rewards.listForUser(userId),
    scope: { kind: 'consumer', userId } as const,
    policy: null,
  });

  const body = (
    quoteToken: string,
    cardToken: string,
    payment: Partial<FlightBookRequest['payment']> = {},
  ): FlightBookRequest => ({
    quoteToken,
    travelers: [ADULT],
    contact: CONTACT,
    payment: { cardToken, rewardsMinor: 0, applyWalletCredit: false, ...payment },
  });

  const book = (browser: Browser, payload: unknown, key: string = randomUUID()) =>
    browser.call('POST', '/api/v0/flights/book', payload, { 'idempotency-key': key });

  /** The booking is accepted (202, Pending), its saga runs on; returns it once it has settled. */
  async function settle(browser: Browser, res: { statusCode: number; body: string }) {
    expect(res.statusCode, res.body).toBe(202);
    const accepted = FlightBookingSchema.parse(JSON.parse(res.body));
    expect(accepted).toMatchObject({ status: 'Pending', step: 'ScheduleQuote' });
    await t.ctx.jobs.idle();
    const polled = await browser.call('GET', `/api/v0/flights/bookings/${accepted.id}`);
    expect(polled.statusCode).toBe(200);
    return FlightBookingSchema.parse(polled.json());
  }

  const soldOn = async (offer: FlightOffer) => {
    const ids = offer.slices.flatMap((s) => s.segments.map((g) => g.flightInstanceId));
    const sold = await t.ctx.repos.seatInventory.getSoldSeats(ids);
    return ids.map((id) => sold.get(id)?.economy ?? 0);
  };
  const balanceOf = async (userId: string, ref: string) =>
    (await t.ctx.repos.rewards.listForUser(userId)).find((a) => a.accountReferenceId === ref)
      ?.balance;

  it('books a one-way trip with a card: confirmed, H- code, seats taken, e-mail queued', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const q = await quote(browser, 'JFK', 'LAX', '2026-12-14');
    const res = await book(browser, body(q.quoteToken, await vault('4242424242424242')));
    const booking = await settle(browser, res);
    expect(booking).toMatchObject({ status: 'Confirmed', tripSubtitle: 'One-way', error: null });
    expect(booking.confirmationCode).toMatch(/^H-[A-Z0-9]{6}$/);
    expect(booking.totals.payments).toEqual([
      { source: 'UserCard', amount: q.offer.pricing.grandTotal },
    ]);
    expect(booking.earn?.value).toBeGreaterThan(0);
    expect((await soldOn(q.offer)).every((n) => n >= 1)).toBe(true);
    const mail = await t.ctx.repos.flightBookings.findEmail(`confirmation:${booking.id}`);
    expect(mail?.subject).toContain(booking.confirmationCode ?? 'missing');
    // The e-mail is the itinerary: each flight with local times, the travelers and the total.
    const segment = q.offer.slices[0]?.segments[0];
    expect(mail?.textBody).toContain(
      `${segment?.marketingAirline.code} ${segment?.marketingAirline.flightNumber}`,
    );
    expect(mail?.textBody).toContain('Travelers: Ada Lovelace');
    expect(mail?.textBody).toMatch(/Trip total: \$[\d,]+\.\d{2}/);
    expect(mail?.htmlBody).toContain('Capital One Travel');
    expect(mail?.toAddress).toBe(CONTACT.email);
    const polled = await browser.call('GET', `/api/v0/flights/bookings/${booking.id}`);
    expect(FlightBookingSchema.parse(polled.json()).status).toBe('Confirmed');
    const other = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    expect(
      (await other.browser.call('GET', `/api/v0/flights/bookings/${booking.id}`)).statusCode,
    ).toBe(404);
  });

  it('pays with miles and card: the balance falls by exactly the miles part', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const q = await quote(browser, 'BOS', 'SFO', '2026-12-16');
    const before = await balanceOf('usr_ada', 'RA-1001');
    const res = await book(
      browser,
      body(q.quoteToken, await vault('5555555555554444'), {
        rewardsAccountReferenceId: 'RA-1001',
        rewardsMinor: 5_000,
      }),
    );
    const booking = await settle(browser, res);
    expect(booking.status).toBe('Confirmed');
    expect(await balanceOf('usr_ada', 'RA-1001')).toBe((before ?? 0) - 5_000);
    const paid = booking.totals.payments.reduce((sum, p) => sum + p.amount.amountMinor, 0);
    expect(paid).toBe(booking.totals.total.amountMinor);
    expect(booking.totals.payments.find((p) => p.source === 'Rewards')?.amount.amountMinor).toBe(
      5_000,
    );
  });

  it('applies the Venture X travel credit as travel-wallet credit', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_nora');
    const q = await quote(browser, 'JFK', 'MIA', '2026-12-17');
    const res = await book(
      browser,
      body(q.quoteToken, await vault('378282246310005'), { applyWalletCredit: true }),
    );
    const booking = await settle(browser, res);
    expect(booking.status).toBe('Confirmed');
    const credit = Math.min(30_000, q.offer.pricing.grandTotal.amountMinor);
    expect(booking.totals.payments.find((p) => p.source === 'TravelWallet')?.amount).toEqual({
      amountMinor: credit,
      currency: 'USD',
    });
    const [wallet] = await t.ctx.repos.bookingLedger.listWalletCredits('usr_nora');
    expect(wallet?.remainingMinor).toBe(30_000 - credit);
  });

  it.each([
    ['4000000000000002', 'CardDeclined'],
    ['4000000000009995', 'InsufficientFunds'],
    ['4000000000000069', 'CreditCardExpired'],
    ['4000000000000119', 'GenericError'],
    ['4000000000000127', 'InvalidCreditCardVerificationNumber'],
    ['4100000000000019', 'LikelyFraud'],
    ['4000000000000259', 'PollingTimeout'],
  ])('test card %s fails with %s and undoes everything', async (number, code) => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const q = await quote(browser, 'ORD', 'DEN', '2026-12-18');
    const before = await balanceOf('usr_ada', 'RA-1001');
    const soldBefore = await soldOn(q.offer);
    const res = await book(
      browser,
      body(q.quoteToken, await vault(number), {
        rewardsAccountReferenceId: 'RA-1001',
        rewardsMinor: 2_500,
      }),
    );
    const booking = await settle(browser, res);
    expect(booking).toMatchObject({ status: 'Failed', confirmationCode: null, error: { code } });
    expect(await balanceOf('usr_ada', 'RA-1001')).toBe(before);
    expect(await soldOn(q.offer)).toEqual(soldBefore);
    const auth = await t.ctx.repos.payments.findAuthorization(`auth_${booking.id}`);
    expect(auth === null || auth.status === 'Voided').toBe(true);
    if (code === 'PollingTimeout') expect(auth?.status).toBe('Voided');
  });

  it('answers the same key with the same booking, another body with 422 and a second purchase with 409', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_sofia');
    const q = await quote(browser, 'SEA', 'LAX', '2026-12-19');
    const payload = body(q.quoteToken, await vault('4242424242424242'));
    const key = randomUUID();
    const first = FlightBookingSchema.parse((await book(browser, payload, key)).json());
    const again = await book(browser, payload, key);
    expect(again.statusCode).toBe(200);
    expect(FlightBookingSchema.parse(again.json()).id).toBe(first.id);
    const changed = await book(
      browser,
      { ...payload, contact: { ...CONTACT, phone: '5550000000' } },
      key,
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'IdempotencyKeyReused' });
    const secondPurchase = await book(browser, payload);
    expect(secondPurchase.statusCode).toBe(409);
    expect(secondPurchase.json()).toMatchObject({ code: 'DuplicateBooking', field: 'quoteToken' });
    const noKey = await browser.call('POST', '/api/v0/flights/book', payload);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ field: 'Idempotency-Key' });
  });

  it('never books a changed price silently: PriceChanged until the new total is accepted', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const q = await quote(browser, 'JFK', 'ORD', '2026-12-15');
    const total = q.offer.pricing.grandTotal.amountMinor;
    // The supplier's price moved after the quote: the held quote says 10.00 less than now.
    const quoteId = q.quoteToken.split('.')[0] ?? '';
    await t.ctx.database.db
      .update(quotes)
      .set({ totalMinor: total - 1_000 })
      .where(eq(quotes.id, quoteId));
    const payload = body(q.quoteToken, await vault('4242424242424242'));
    const refused = await book(browser, payload);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PriceChanged',
      field: 'acceptPriceChange.newTotalMinor',
    });
    const wrong = await book(browser, {
      ...payload,
      acceptPriceChange: { newTotalMinor: total - 1 },
    });
    expect(wrong.statusCode).toBe(409);
    const accepted = await book(browser, {
      ...payload,
      acceptPriceChange: { newTotalMinor: total },
    });
    expect(await settle(browser, accepted)).toMatchObject({
      status: 'Confirmed',
      totals: { total: { amountMinor: total } },
    });
  });

  it('names the traveler field that breaks a passenger rule', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    const q = await quote(browser, 'ATL', 'DFW', '2026-12-20');
    const payload = {
      ...body(q.quoteToken, await vault('4242424242424242')),
      travelers: [{ ...ADULT, dateOfBirth: '2020-01-01' }],
    };
    const res = await book(browser, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PassengerTypeMismatch',
      field: 'travelers.0.dateOfBirth',
    });
  });

  it('refuses rewards below the redemption minimum with RedemptionFailure', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_leo');
    const q = await quote(browser, 'JFK', 'LAX', '2026-12-21');
    const res = await book(
      browser,
      body(q.quoteToken, await vault('4242424242424242'), {
        rewardsAccountReferenceId: 'RA-1004',
        rewardsMinor: 1_000,
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'RedemptionFailure' });
    expect(await balanceOf('usr_leo', 'RA-1004')).toBe(1_200);
  });

  it('takes up a booking a stopped process left mid-saga once its lease lapses', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const q = await quote(browser, 'DEN', 'PHX', '2026-12-22');
    const before = await balanceOf('usr_ada', 'RA-1001');
    const halted = await bookHaltedAfterMiles(q.quoteToken);
    expect((await t.ctx.repos.flightBookings.findById(halted.id))?.status).toBe('Pending');
    expect(await balanceOf('usr_ada', 'RA-1001')).toBe((before ?? 0) - 3_000);
    // Its process still holds the lease: nobody else touches it.
    expect(await resumeIncompleteBookings(t.ctx)).toBe(0);
    t.clock.advance(SAGA_LEASE_MS + 1_000);
    expect(await resumeIncompleteBookings(t.ctx)).toBe(1);
    const row = await t.ctx.repos.flightBookings.findById(halted.id);
    expect(row).toMatchObject({ status: 'Confirmed', sagaRuns: 2, leaseOwner: null });
    // The miles were redeemed once, not twice, and the card captured once.
    expect(await balanceOf('usr_ada', 'RA-1001')).toBe((before ?? 0) - 3_000);
    expect((await t.ctx.repos.payments.findAuthorization(`auth_${halted.id}`))?.status).toBe(
      'Captured',
    );
  });

  it('compensates a booking whose saga keeps stopping after its last run', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const q = await quote(browser, 'DEN', 'PHX', '2026-12-23');
    const before = await balanceOf('usr_ada', 'RA-1001');
    const soldBefore = await soldOn(q.offer);
    const halted = await bookHaltedAfterMiles(q.quoteToken);
    await t.ctx.database.db
      .update(flightBookings)
      .set({ sagaRuns: MAX_SAGA_RUNS })
      .where(eq(flightBookings.id, halted.id));
    t.clock.advance(SAGA_LEASE_MS + 1_000);
    expect(await resumeIncompleteBookings(t.ctx)).toBe(1);
    const row = await t.ctx.repos.flightBookings.findById(halted.id);
    expect(row).toMatchObject({ status: 'Failed', errorCode: 'PollingTimeout' });
    expect(await balanceOf('usr_ada', 'RA-1001')).toBe(before);
    expect(await soldOn(q.offer)).toEqual(soldBefore);
    expect((await t.ctx.repos.payments.findAuthorization(`auth_${halted.id}`))?.status).toBe(
      'Voided',
    );
  });

  it('finishes a booking the supplier confirmed before the process stopped', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const q = await quote(browser, 'PHX', 'DEN', '2026-12-22');
    const halted = await bookFlight(
      t.ctx,
      await actorFor('usr_marcus'),
      randomUUID(),
      body(q.quoteToken, await vault('4242424242424242')),
      { haltAfter: 'supplierBooked' },
    ).then((r) => r.booking);
    await t.ctx.jobs.idle();
    expect((await t.ctx.repos.flightBookings.findById(halted.id))?.status).toBe('Pending');
    t.clock.advance(SAGA_LEASE_MS + 1_000);
    expect(await resumeIncompleteBookings(t.ctx)).toBe(1);
    const polled = await browser.call('GET', `/api/v0/flights/bookings/${halted.id}`);
    expect(FlightBookingSchema.parse(polled.json()).confirmationCode).toMatch(/^H-/);
    expect((await t.ctx.repos.payments.findAuthorization(`auth_${halted.id}`))?.status).toBe(
      'Captured',
    );
  });

  it('refuses a quote older than its hold: ExpiredQuoteToken, or BookingSessionClosed from a later session', async () => {
    const first = await signIn(t.app, CONSUMER_HOST, 'usr_jamal');
    const q = await quote(first.browser, 'LAX', 'SEA', '2026-12-23');
    const card = await vault('4242424242424242');
    t.clock.advance(16 * 60_000);
    // The session that held the price is still open: the same choice can be priced again.
    const same = await book(first.browser, body(q.quoteToken, card));
    expect(same.statusCode).toBe(410);
    expect(same.json()).toMatchObject({ code: 'ExpiredQuoteToken', field: 'quoteToken' });
    // Signed in again after the hold ended: that booking session closed, search again.
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_jamal');
    const res = await book(browser, body(q.quoteToken, card));
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'BookingSessionClosed', field: 'quoteToken' });
  });

  it('vaults only a token: a bad check digit is refused and no full number is stored', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/vault/v1/cards',
      headers: { host: 'vault.localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({
        number: '4242424242424241',
        expiryMonth: 12,
        expiryYear: 2029,
        cvc: '123',
        holderName: 'Ada Lovelace',
        postalCode: '10001',
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'InvalidCreditCardNumber', field: 'number' });
    const token = await vault('6011111111111117');
    const rows = await t.ctx.database.db.select().from(vaultCards);
    const stored = JSON.stringify(rows.find((r) => r.token === token));
    expect(stored).toContain('"lastFour":"1117"');
    expect(stored).not.toContain('6011111111111117');
    expect(stored).not.toContain('"cvc"');
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const creds = await browser.call('GET', '/api/v0/payments/spreedlyCredentials');
    expect(creds.json()).toMatchObject({ environmentKey: 'sandbox' });
  });
  it('saves a card the payer asks to keep; nobody else can pay with its token', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_emily');
    expect((await browser.call('GET', '/api/v0/paymentMethods')).json()).toEqual({ cards: [] });
    const card = await vault('5555555555554444');
    const q = await quote(browser, 'SFO', 'SEA', '2026-12-12');
    const booking = await settle(
      browser,
      await book(browser, body(q.quoteToken, card, { saveCard: true })),
    );
    expect(booking.status).toBe('Confirmed');
    const saved: unknown = (await browser.call('GET', '/api/v0/paymentMethods')).json();
    expect(saved).toMatchObject({
      cards: [{ cardToken: card, brand: 'master', lastFour: '4444', holderName: 'Ada Lovelace' }],
    });
    const other = await signIn(t.app, CONSUMER_HOST, 'usr_owen');
    const q2 = await quote(other.browser, 'SFO', 'SEA', '2026-12-12');
    const stolen = await book(other.browser, body(q2.quoteToken, card));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: 'UnknownCard', field: 'payment.cardToken' });
    expect((await other.browser.call('DELETE', `/api/v0/paymentMethods/${card}`)).statusCode).toBe(
      404,
    );
    expect((await browser.call('DELETE', `/api/v0/paymentMethods/${card}`)).statusCode).toBe(204);
    expect((await browser.call('GET', '/api/v0/paymentMethods')).json()).toEqual({ cards: [] });
  });

  it('lists the travel credit to apply, and reads a quote back after a reload', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const wallet: unknown = (await browser.call('GET', '/api/v0/user/wallet')).json();
    expect(wallet).toMatchObject({
      // Codes and data: the web names it ("Venture X annual travel credit").
      credits: [
        {
          kind: 'AnnualTravelCredit',
          productName: 'Venture X',
          remaining: { amountMinor: 30_000, currency: 'USD' },
        },
      ],
    });
    const q = await quote(browser, 'JFK', 'BOS', '2026-12-11');
    const read = await browser.call('GET', `/api/v0/flights/quote/${q.quoteId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(q);
    const other = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    expect((await other.browser.call('GET', `/api/v0/flights/quote/${q.quoteId}`)).statusCode).toBe(
      404,
    );
  });

  it('serves the card vault on its own origin only, and embeds it from there', async () => {
    const onPortal = await t.app.inject({
      method: 'POST',
      url: '/vault/v1/cards',
      headers: { host: 'localhost:3000', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(onPortal.statusCode).toBe(404);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const creds = await browser.call('GET', '/api/v0/payments/spreedlyCredentials');
    expect(creds.json()).toEqual({
      environmentKey: 'sandbox',
      vaultOrigin: `http://vault.${CONSUMER_HOST}`,
      paymentProvider: 'sandbox',
    });
    expect(String(creds.headers['content-security-policy'])).toContain(
      `frame-src 'self' http://vault.${CONSUMER_HOST}`,
    );
  });
  it('needs no card when miles pay the whole total, and asks for one when they do not', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const q = await quote(browser, 'ORD', 'MSP', '2026-12-10');
    const total = q.offer.pricing.grandTotal.amountMinor;
    const noCard = {
      quoteToken: q.quoteToken,
      travelers: [ADULT],
      contact: CONTACT,
      payment: {
        rewardsAccountReferenceId: 'RA-1001',
        rewardsMinor: total - 1,
        applyWalletCredit: false,
      },
    };
    const refused = await book(browser, noCard);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'payment.cardToken' });
    const booking = await settle(
      browser,
      await book(browser, { ...noCard, payment: { ...noCard.payment, rewardsMinor: total } }),
    );
    expect(booking.status).toBe('Confirmed');
    expect(booking.totals.payments).toEqual([
      { source: 'Rewards', amount: { amountMinor: total, currency: 'USD' } },
    ]);
    expect(booking.offer.slices[0]?.origin).toBe('ORD');
    expect(booking.travelerNames).toEqual(['Ada Lovelace']);
  });
  it('answers a repeated search from the shopping cache until a sale moves the seats', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_hana');
    const soldSeatLookups = vi.spyOn(t.ctx.repos.seatInventory, 'getSoldSeats');
    const search = async () => {
      soldSeatLookups.mockClear();
      const res = await browser.call('POST', '/api/v0/flights/search', {
        tripType: 'one_way',
        slices: [{ origin: 'SEA', destination: 'SFO', departureDate: '2026-12-09' }],
        passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
        maxStops: 0,
        excludeLowCostCarriers: false,
      });
      return {
        priced: soldSeatLookups.mock.calls.length > 0,
        result: FlightShopResponseSchema.parse(res.json()),
      };
    };
    const first = await search();
    expect(first.priced).toBe(true);
    const again = await search();
    expect(again.priced).toBe(false);
    expect(again.result.searchId).not.toBe(first.result.searchId);
    expect(again.result.search).toEqual(first.result.search);
    const q = await quote(browser, 'SEA', 'SFO', '2026-12-09');
    const booked = await settle(
      browser,
      await book(browser, body(q.quoteToken, await vault('4242424242424242'))),
    );
    expect(booked.status).toBe('Confirmed');
    expect((await search()).priced).toBe(true);
    t.clock.advance(61_000);
    expect((await search()).priced).toBe(true);
    soldSeatLookups.mockRestore();
  });
});
