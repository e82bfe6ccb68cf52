import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import {
  HotelBookingViewSchema,
  HotelQuoteResponseSchema,
  type HotelBookingRequest,
  type HotelQuoteResponse,
} from '@wayfare/contracts/hotel-booking';
import {
  HotelAvailabilityResponseSchema,
  HotelShopResponseSchema,
  type HotelShopRate,
  type HotelShopResponse,
} from '@wayfare/contracts/hotel-shop';
import { quotes } from '@wayfare/store/schema';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { listRoomClaims } from '@wayfare/supply/ports/hotel-provider';
import { describe, expect, it } from 'vitest';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  signIn,
  type Browser,
  useTestApp,
} from '../testing/test-app';
import { vaultTestCard } from '../testing/vault-card';

const PARIS = 'C2988507';
const LONDON = 'C2643743';

/** TEST_START is 2026-11-23T15:00Z: stays three weeks out. */
const stayOf = (lodgingId: string, checkOutDate = '2026-12-19', rooms = 1) => ({
  lodgingId,
  checkInDate: '2026-12-14',
  checkOutDate,
  rooms,
  adults: 2,
  children: 0,
});

const LEAD = {
  givenName: 'Ada',
  surname: 'Lovelace',
  dateOfBirth: '1985-12-10',
  countryCode: 'GB',
};
const CONTACT = { email: 'ada@example.com', phone: '+1 555 010 2030' };

describe.each(listTestDatabaseTargets())('hotel booking on $name', (target) => {
  const t = useTestApp(target);

  async function findHotel(
    browser: Browser,
    cityCode: string,
    filters: Record<string, unknown>,
    checkOutDate = '2026-12-19',
  ): Promise<string> {
    const res = await browser.call('POST', '/api/v0/hotels/availability', {
      location: { kind: 'city', cityCode },
      checkInDate: '2026-12-14',
      checkOutDate,
      rooms: 1,
      adults: 2,
      filters,
      limit: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    const hotel = HotelAvailabilityResponseSchema.parse(res.json()).hotels[0];
    if (!hotel) throw new Error('no hotel');
    return hotel.lodgingId;
  }

  async function shop(
    browser: Browser,
    stay: ReturnType<typeof stayOf>,
  ): Promise<HotelShopResponse> {
    const res = await browser.call('POST', '/api/v0/hotels/shop', stay);
    expect(res.statusCode, res.body).toBe(200);
    return HotelShopResponseSchema.parse(res.json());
  }

  const firstRate = (
    detail: HotelShopResponse,
    pick: (r: HotelShopRate) => boolean = () => true,
  ) => {
    for (const room of detail.rooms)
      for (const rate of room.rates) if (pick(rate)) return { room, rate };
    throw new Error('no rate');
  };

  async function quote(
    browser: Browser,
    rateId: string,
    stay: ReturnType<typeof stayOf>,
    refundableVariant?: boolean,
  ): Promise<HotelQuoteResponse> {
    const res = await browser.call('POST', '/api/v0/hotels/quote', {
      rateId,
      stay,
      ...(refundableVariant === undefined ? {} : { refundableVariant }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return HotelQuoteResponseSchema.parse(res.json());
  }

  const vault = (number: string) => vaultTestCard(t.app, number);

  const body = (
    quoteToken: string,
    cardToken: string | undefined,
    extra: Partial<HotelBookingRequest> = {},
  ): HotelBookingRequest => ({
    quoteToken,
    guests: { lead: LEAD, others: [] },
    contact: CONTACT,
    payment: { ...(cardToken ? { cardToken } : {}), rewardsMinor: 0, applyWalletCredit: false },
    ...extra,
  });

  const book = (browser: Browser, payload: unknown, key: string = randomUUID()) =>
    browser.call('POST', '/api/v0/hotels/book', payload, { 'idempotency-key': key });

  async function settle(browser: Browser, res: { statusCode: number; body: string }) {
    expect(res.statusCode, res.body).toBe(202);
    const accepted = HotelBookingViewSchema.parse(JSON.parse(res.body));
    expect(accepted).toMatchObject({ status: 'PendingConfirm', step: 'ScheduleQuote' });
    await t.ctx.jobs.idle();
    const polled = await browser.call('GET', `/api/v0/hotels/bookings/${accepted.id}`);
    expect(polled.statusCode).toBe(200);
    return HotelBookingViewSchema.parse(polled.json());
  }

  const soldFor = async (rateId: string, rooms: number) => {
    const claims = listRoomClaims(t.ctx.supply.getWorld().hotels, rateId, rooms) ?? [];
    const sold = await t.ctx.repos.roomInventory.getSoldRooms(
      claims.map((c) => c.roomTypeId),
      claims.map((c) => c.date),
    );
    return claims.map((c) => sold.get(`${c.roomTypeId}@${c.date}`) ?? 0);
  };

  it('quotes and books a stay with a card: confirmed, H- code, rooms taken, e-mail queued', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const stay = stayOf(await findHotel(browser, LONDON, {}, '2026-12-16'), '2026-12-16');
    const detail = await shop(browser, stay);
    const { rate } = firstRate(detail, (r) => r.payTiming === 'PayNow');
    const q = await quote(browser, rate.rateId, stay);
    expect(q.pricing.total).toEqual(rate.totalDiscountAware);
    expect(q.hotel.name).toBe(detail.name);
    expect(q.cancellationPolicy.terms).toBe(rate.cancellationPolicy.terms);
    expect(q.earn.length).toBeGreaterThan(0);
    expect(q.policyStatus).toBeNull();
    const read = await browser.call('GET', `/api/v0/hotels/quote/${q.quoteId}`);
    expect(HotelQuoteResponseSchema.parse(read.json()).pricing).toEqual(q.pricing);

    const booking = await settle(
      browser,
      await book(
        browser,
        body(q.quoteToken, await vault('4242424242424242'), {
          loyaltyNumber: 'ABC12345',
          specialRequests: 'A quiet room, please.',
          bedType: q.room.bedTypes[0],
        }),
      ),
    );
    expect(booking.error).toBeNull();
    expect(booking.status).toBe('Confirmed');
    expect(booking.confirmationCode).toMatch(/^H-[A-Z0-9]+$/);
    expect(booking.totals.total).toEqual(q.pricing.payNowTotal);
    expect(booking.totals.payments).toEqual([
      { source: 'UserCard', amount: q.pricing.payNowTotal },
    ]);
    expect(booking.earn?.value).toBeGreaterThan(0);
    expect(booking).toMatchObject({
      loyaltyNumber: 'ABC12345',
      specialRequests: 'A quiet room, please.',
      guests: { lead: { givenName: 'Ada', surname: 'Lovelace', countryCode: 'GB' } },
      checkIn: { date: '2026-12-14', time: '15:00' },
    });
    expect(await soldFor(rate.rateId, 1)).toEqual([1, 1]);
    const email = await t.ctx.repos.emailOutbox.find(`confirmation:${booking.id}`);
    expect(email?.subject).toContain(booking.confirmationCode ?? '?');
    expect(email?.textBody).toContain(detail.name);
    // The e-mail words the booked terms from their code, dates as a person reads them.
    expect(email?.textBody).toMatch(
      /Cancellation: (Free cancellation until [A-Z][a-z]{2} \d+, \d+:\d{2} [AP]M|Cancel before check-in|Non-refundable)/,
    );

    // Someone else's booking is not there at all.
    const other = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    expect(
      (await other.browser.call('GET', `/api/v0/hotels/bookings/${booking.id}`)).statusCode,
    ).toBe(404);
  });

  it('splits miles and card, and keeps one booking per idempotency key', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const userId = 'usr_marcus';
    const stay = stayOf(await findHotel(browser, PARIS, {}, '2026-12-16'), '2026-12-16');
    const { rate } = firstRate(await shop(browser, stay), (r) => r.payTiming === 'PayNow');
    const q = await quote(browser, rate.rateId, stay);
    const [account] = await t.ctx.repos.rewards.listForUser(userId);
    if (!account) throw new Error('no account');
    const payload = body(q.quoteToken, await vault('5555555555554444'), {
      payment: {
        cardToken: undefined,
        rewardsAccountReferenceId: account.accountReferenceId,
        rewardsMinor: 5000,
        applyWalletCredit: false,
      },
    });
    const withCard = {
      ...payload,
      payment: { ...payload.payment, cardToken: await vault('4242424242424242') },
    };
    const key = randomUUID();
    const first = await book(browser, withCard, key);
    const again = await book(browser, withCard, key);
    expect(again.statusCode).toBe(200);
    expect(HotelBookingViewSchema.parse(again.json()).id).toBe(
      HotelBookingViewSchema.parse(first.json()).id,
    );
    const other = await book(browser, { ...withCard, specialRequests: 'Late check-in' }, key);
    expect(other.statusCode).toBe(422);
    expect(ErrorResponseSchema.parse(other.json()).code).toBe('IdempotencyKeyReused');
    const booking = await settle(browser, first);
    expect(booking.status).toBe('Confirmed');
    expect(booking.totals.payments).toEqual([
      {
        source: 'UserCard',
        amount: { amountMinor: q.pricing.payNowTotal.amountMinor - 5000, currency: 'USD' },
      },
      { source: 'Rewards', amount: { amountMinor: 5000, currency: 'USD' } },
    ]);
  });

  it('answers an expired quote with ExpiredQuoteToken and a new price only with consent', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const stay = stayOf(await findHotel(browser, PARIS, {}, '2026-12-15'), '2026-12-15');
    const { rate } = firstRate(await shop(browser, stay), (r) => r.payTiming === 'PayNow');
    const q = await quote(browser, rate.rateId, stay);
    const card = await vault('4242424242424242');
    const start = t.clock.now();
    // Past the quote's 30 minutes, touching the session on the way (it idles out after 30).
    t.clock.set(new Date(start.getTime() + 20 * 60_000));
    await browser.call('GET', '/api/v0/userInfo');
    t.clock.set(new Date(start.getTime() + 31 * 60_000));
    const expired = await book(browser, body(q.quoteToken, card));
    t.clock.set(start);
    expect(expired.statusCode).toBe(410);
    expect(ErrorResponseSchema.parse(expired.json()).code).toBe('ExpiredQuoteToken');

    // The stored quote says another total: the guest must accept the current one.
    const fresh = await quote(browser, rate.rateId, stay);
    await t.ctx.database.db
      .update(quotes)
      .set({ totalMinor: fresh.pricing.total.amountMinor - 100 })
      .where(eq(quotes.id, fresh.quoteId));
    const changed = await book(browser, body(fresh.quoteToken, card));
    expect(changed.statusCode).toBe(409);
    const error = ErrorResponseSchema.parse(changed.json());
    expect(error).toMatchObject({ code: 'PriceChanged' });
    const accepted = await book(
      browser,
      body(fresh.quoteToken, card, {
        acceptPriceChange: { newTotalMinor: fresh.pricing.total.amountMinor },
      }),
    );
    expect((await settle(browser, accepted)).status).toBe('Confirmed');
  });

  it('says NotAvailable for a room sold out after the quote, RateNotAvailable when quoting it again, and shows it sold out', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const stay = stayOf(await findHotel(browser, PARIS, {}, '2026-12-16'), '2026-12-16');
    const { rate } = firstRate(await shop(browser, stay), (r) => r.payTiming === 'PayNow');
    const q = await quote(browser, rate.rateId, stay);
    // Everyone else buys every room the portal may sell.
    const claims = listRoomClaims(t.ctx.supply.getWorld().hotels, rate.rateId, 1) ?? [];
    const sold = await soldFor(rate.rateId, 1);
    const taken = await t.ctx.repos.roomInventory.reserve(
      `others-${randomUUID()}`,
      claims.map((c, i) => ({ ...c, rooms: c.portalCapacity - (sold[i] ?? 0) })),
    );
    expect(taken.ok).toBe(true);
    const atBook = await book(browser, body(q.quoteToken, await vault('4242424242424242')));
    expect(atBook.statusCode).toBe(409);
    expect(ErrorResponseSchema.parse(atBook.json()).code).toBe('NotAvailable');
    const atQuote = await browser.call('POST', '/api/v0/hotels/quote', {
      rateId: rate.rateId,
      stay,
    });
    expect(atQuote.statusCode).toBe(409);
    expect(ErrorResponseSchema.parse(atQuote.json())).toMatchObject({
      code: 'RateNotAvailable',
      details: { failureReason: 'LackOfInventory' },
    });
    const detail = await shop(browser, stay);
    const room = detail.rooms.find((r) => r.roomTypeId === rate.roomTypeId);
    expect(room?.availability).toBe('Unavailable');
  });

  it('fails a declined card with CreditCardDeclined and PaymentError, and releases the rooms', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const stay = stayOf(await findHotel(browser, LONDON, {}, '2026-12-15'), '2026-12-15');
    const { rate } = firstRate(await shop(browser, stay), (r) => r.payTiming === 'PayNow');
    const before = await soldFor(rate.rateId, 1);
    const q = await quote(browser, rate.rateId, stay);
    const booking = await settle(
      browser,
      await book(browser, body(q.quoteToken, await vault('4000000000000002'))),
    );
    expect(booking.status).toBe('Failure');
    expect(booking.error).toMatchObject({
      code: 'CreditCardDeclined',
      failureReason: 'PaymentError',
    });
    expect(await soldFor(rate.rateId, 1)).toEqual(before);
    const zip = await settle(
      browser,
      await book(browser, body(q.quoteToken, await vault('4000000000000036'))),
    );
    expect(zip.error).toMatchObject({
      code: 'InvalidCreditCardZipCode',
      failureReason: 'PaymentError',
    });
  });

  it('refuses a guest the hotel would: country and minimum age, with the field', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const stay = stayOf(await findHotel(browser, LONDON, {}, '2026-12-15'), '2026-12-15');
    const { rate } = firstRate(await shop(browser, stay), (r) => r.payTiming === 'PayNow');
    const q = await quote(browser, rate.rateId, stay);
    const card = await vault('4242424242424242');
    const country = await book(
      browser,
      body(q.quoteToken, card, { guests: { lead: { ...LEAD, countryCode: 'KP' }, others: [] } }),
    );
    expect(country.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(country.json())).toMatchObject({
      code: 'InvalidGuestCountry',
      field: 'guests.lead.countryCode',
    });
    const young = await book(
      browser,
      body(q.quoteToken, card, {
        guests: { lead: { ...LEAD, dateOfBirth: '2012-01-01' }, others: [] },
      }),
    );
    expect(young.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(young.json())).toMatchObject({
      code: 'CheckInMinimumAgeNotMet',
    });
  });

  it('gives the complimentary fourth night at Lifestyle hotels to card holders, at Premier ones to businesses only', async () => {
    const consumer = (await signIn(t.app, CONSUMER_HOST, 'usr_marcus')).browser;
    const lifestyle = stayOf(await findHotel(consumer, PARIS, { collections: ['Lifestyle'] }));
    const { rate: lifeRate } = firstRate(
      await shop(consumer, lifestyle),
      (r) => r.payTiming === 'PayNow',
    );
    expect(lifeRate.complimentaryNightDiscount?.amountMinor).toBeGreaterThan(0);
    const lq = await quote(consumer, lifeRate.rateId, lifestyle);
    expect(lq.pricing.complimentaryNightDiscount).toEqual(lifeRate.complimentaryNightDiscount);
    expect(lq.pricing.total.amountMinor).toBe(
      lifeRate.total.amountMinor - (lifeRate.complimentaryNightDiscount?.amountMinor ?? 0),
    );
    const booked = await settle(
      consumer,
      await book(consumer, body(lq.quoteToken, await vault('4242424242424242'))),
    );
    expect(booked.status).toBe('Confirmed');
    expect(booked.totals.total).toEqual(lq.pricing.payNowTotal);
    expect(booked.complimentaryNightDiscount).toEqual(lq.pricing.complimentaryNightDiscount);

    const premier = stayOf(await findHotel(consumer, PARIS, { collections: ['Premier'] }));
    const { rate: consumerPremier } = firstRate(await shop(consumer, premier));
    expect(consumerPremier.complimentaryNightDiscount).toBeNull();
    expect(consumerPremier.totalDiscountAware).toEqual(consumerPremier.total);

    const business = (await signIn(t.app, CORPORATE_HOST, 'usr_alan')).browser;
    const { rate: businessPremier } = firstRate(await shop(business, premier));
    expect(businessPremier.complimentaryNightDiscount?.amountMinor).toBeGreaterThan(0);
    const avail = await business.call('POST', '/api/v0/hotels/availability', {
      location: { kind: 'city', cityCode: PARIS },
      checkInDate: premier.checkInDate,
      checkOutDate: premier.checkOutDate,
      rooms: 1,
      adults: 2,
      filters: { collections: ['Premier'] },
      limit: 5,
    });
    const lead = HotelAvailabilityResponseSchema.parse(avail.json()).hotels[0]?.leadRate;
    expect((lead?.totalDiscountAware.amountMinor ?? 0) < (lead?.total.amountMinor ?? 0)).toBe(true);
  });

  it('offers a refundable-room variant on non-refundable rates to card holders and books it refundable', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const stay = stayOf(await findHotel(browser, PARIS, {}, '2026-12-17'), '2026-12-17');
    const detail = await shop(browser, stay);
    const { rate } = firstRate(detail, (r) => r.refundability === 'NonRefundable');
    const variant = rate.refundableVariant;
    if (!variant) throw new Error('no variant');
    expect(variant.premiumPrices.perNight.amountMinor).toBe(
      Math.ceil(variant.premiumPrices.total.amountMinor / 3),
    );
    expect(
      firstRate(detail, (r) => r.refundability !== 'NonRefundable').rate.refundableVariant,
    ).toBeNull();
    const q = await quote(browser, rate.rateId, stay, true);
    expect(q.refundableVariantChosen).toBe(true);
    expect(q.pricing.refundablePremium).toEqual(variant.premiumPrices.total);
    expect(q.pricing.total.amountMinor).toBe(
      rate.totalDiscountAware.amountMinor + variant.premiumPrices.total.amountMinor,
    );
    expect(q.room.refundability).toBe('FullyRefundable');
    const booking = await settle(
      browser,
      await book(browser, body(q.quoteToken, await vault('4242424242424242'))),
    );
    expect(booking.status).toBe('Confirmed');
    expect(booking.refundableVariant).toEqual(variant);
    expect(booking.cancellationPolicy.refundability).toBe('FullyRefundable');

    const business = (await signIn(t.app, CORPORATE_HOST, 'usr_alan')).browser;
    const theirs = await shop(business, stay);
    expect(
      firstRate(theirs, (r) => r.refundability === 'NonRefundable').rate.refundableVariant,
    ).toBeNull();
  });

  it('books an accessible room as its own room type', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const stay = stayOf(
      await findHotel(browser, PARIS, { amenities: ['AccessibleRooms'] }, '2026-12-15'),
      '2026-12-15',
    );
    const detail = await shop(browser, stay);
    const room = detail.rooms.find((r) => r.isAccessible && r.rates.length > 0);
    if (!room) throw new Error('no accessible room');
    const rate = room.rates[0];
    if (!rate) throw new Error('no rate');
    const q = await quote(browser, rate.rateId, stay);
    expect(q.room).toMatchObject({ roomTypeId: room.roomTypeId, isAccessible: true });
    const booking = await settle(
      browser,
      await book(browser, body(q.quoteToken, await vault('4242424242424242'))),
    );
    expect(booking.status).toBe('Confirmed');
    expect(booking.room).toMatchObject({ roomTypeId: room.roomTypeId, isAccessible: true });
    expect(await soldFor(rate.rateId, 1)).toEqual([1]);
  });

  it('holds an out-of-policy stay for approval under a 24hr_review tier, with the reason', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_katherine');
    const stay = stayOf(
      await findHotel(browser, PARIS, { starRatings: [5] }, '2026-12-15'),
      '2026-12-15',
    );
    const detail = await shop(browser, stay);
    const { rate } = firstRate(detail, (r) => r.payTiming === 'PayNow');
    const before = await soldFor(rate.rateId, 1);
    const q = await quote(browser, rate.rateId, stay);
    const card = await vault('4242424242424242');
    if (q.policyStatus && !q.policyStatus.inPolicy) {
      const noReason = await book(browser, body(q.quoteToken, card));
      expect(ErrorResponseSchema.parse(noReason.json()).code).toBe('OutOfPolicyReasonRequired');
    }
    const booking = await settle(
      browser,
      await book(
        browser,
        body(q.quoteToken, card, { outOfPolicyReason: 'Client meeting next door.' }),
      ),
    );
    expect(booking.status).toBe('AwaitingApproval');
    expect(booking.policy?.approvalProcess).toBe('24hr_review');
    expect(booking.policy?.approvalExpiresAt).not.toBeNull();
    expect(await soldFor(rate.rateId, 1)).toEqual(before.map((n) => n + 1));
  });
});
