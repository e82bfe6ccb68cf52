import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CarBookingViewSchema } from '@wayfare/contracts/car-booking';
import { CarQuoteResponseSchema } from '@wayfare/contracts/cars';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { ApprovalsResponseSchema } from '@wayfare/contracts/policy';
import { CAR_LOYALTY_PROGRAMS, makeSandboxCarLoyaltyNumber } from '@wayfare/domain/car-loyalty';
import { quotes } from '@wayfare/store/schema';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { CONSUMER_HOST, CORPORATE_HOST, signIn, useTestApp } from '../testing/test-app';
import {
  findTestCar,
  quoteTestCar,
  requestTestCarBooking,
  searchTestCars,
  settleTestCarBooking,
} from '../testing/test-cars';

const HERTZ = CAR_LOYALTY_PROGRAMS.ZE;
if (!HERTZ) throw new Error('no Hertz programme');

describe.each(listTestDatabaseTargets())('car booking on $name', (target) => {
  const t = useTestApp(target);

  const errorOf = (res: { statusCode: number; json: () => unknown }) =>
    ErrorResponseSchema.parse(res.json());

  it('answers the four loyalty errors at loyaltyNumber, and books a valid number', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const hertz = await findTestCar(browser);
    const bookWith = async (loyaltyNumber: string, offerId = hertz.offerId) => {
      const quote = await quoteTestCar(browser, offerId);
      return requestTestCarBooking(t, browser, quote.quoteToken, { extra: { loyaltyNumber } });
    };
    const good = makeSandboxCarLoyaltyNumber(HERTZ, 'Lovelace');
    const badCheck = `${good.slice(0, 8)}${(Number(good[8]) + 1) % 10}`;
    const cases: [string, string][] = [
      [badCheck, 'InvalidLoyaltyNumber'],
      [
        makeSandboxCarLoyaltyNumber(CAR_LOYALTY_PROGRAMS.ZI ?? HERTZ, 'Lovelace'),
        'InvalidLoyaltyNumber',
      ],
      [makeSandboxCarLoyaltyNumber(HERTZ, 'Babbage'), 'LoyaltyNameMismatch'],
      [
        makeSandboxCarLoyaltyNumber(HERTZ, 'Lovelace', { inactive: true }),
        'LoyaltyAccountInactive',
      ],
    ];
    for (const [number, code] of cases) {
      const res = await bookWith(number);
      expect(res.statusCode, number).toBe(400);
      expect(errorOf(res), number).toMatchObject({ code, field: 'loyaltyNumber' });
    }
    // Thrifty and Dollar run no programme.
    const deal = await findTestCar(browser, { supplier: 'ZT' }).catch(() =>
      findTestCar(browser, { supplier: 'ZR' }),
    );
    expect(deal.loyaltyProgram).toBeNull();
    const refused = await bookWith(good, deal.offerId);
    expect(errorOf(refused)).toMatchObject({
      code: 'LoyaltyProgramNotAccepted',
      field: 'loyaltyNumber',
    });

    const booked = await settleTestCarBooking(
      t,
      browser,
      await bookWith(`${good.slice(0, 3)}-${good.slice(3)}`),
    );
    expect(booked.status).toBe('Confirmed');
    expect(booked.loyalty).toEqual({ programCode: 'HERTZ_GOLD', numberLastFour: good.slice(-4) });
  });

  it('checks the driver: a saved traveler, old enough, in the age band searched', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const hertz = await findTestCar(browser);
    const quote = await quoteTestCar(browser, hertz.offerId);
    const child = await requestTestCarBooking(t, browser, quote.quoteToken, {
      driver: 'trv_ada_byron',
    });
    expect(errorOf(child)).toMatchObject({
      code: 'DriverUnderMinimumAge',
      field: 'driver.travelerId',
    });
    const stranger = await requestTestCarBooking(t, browser, quote.quoteToken, {
      driver: 'trv_marcus',
    });
    expect(errorOf(stranger)).toMatchObject({ code: 'BadRequest', field: 'driver.travelerId' });
    // Searched as a 22-year-old (young-driver fee): a 40-year-old driver is another price.
    const young = await findTestCar(browser, { supplier: 'SX', search: { driverAge: 22 } });
    expect(young.charges.some((c) => c.type === 'YoungDriver')).toBe(true);
    const youngQuote = await quoteTestCar(browser, young.offerId);
    const mismatch = await requestTestCarBooking(t, browser, youngQuote.quoteToken);
    expect(errorOf(mismatch)).toMatchObject({
      code: 'DriverAgeMismatch',
      field: 'driver.travelerId',
      details: { searchedAge: 22, age: 41 },
    });
    // An additional driver needs the AdditionalDriver extra.
    const extraDriver = await requestTestCarBooking(t, browser, quote.quoteToken, {
      extra: { additionalDrivers: [{ travelerId: 'trv_ada_charles' }] },
    });
    expect(errorOf(extraDriver)).toMatchObject({
      code: 'BadRequest',
      field: 'additionalDrivers',
    });
  });

  it('refuses extras the car does not offer and pay timings it does not take', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const deal = await findTestCar(browser, { supplier: 'ZD' }).catch(() =>
      findTestCar(browser, { supplier: 'AL' }),
    );
    const later = await browser.call('POST', '/api/v0/cars/quote', {
      offerId: deal.offerId,
      extras: [],
      payTiming: 'PayLater',
    });
    expect(errorOf(later)).toMatchObject({ code: 'BadRequest', field: 'payTiming' });
    const tooMany = await browser.call('POST', '/api/v0/cars/quote', {
      offerId: deal.offerId,
      extras: [{ type: 'Gps', quantity: 2 }],
      payTiming: 'PayNow',
    });
    expect(errorOf(tooMany)).toMatchObject({ code: 'BadRequest', field: 'extras.0.quantity' });
  });

  it('books pay at the counter: nothing charged, all due at the counter, drivers named', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const hertz = await findTestCar(browser);
    const quote = await quoteTestCar(browser, hertz.offerId, {
      payTiming: 'PayLater',
      extras: [{ type: 'AdditionalDriver', quantity: 1 }],
    });
    expect(quote.pricing.payNowTotal.amountMinor).toBe(0);
    expect(quote.earn.every((e) => e.value === 0)).toBe(true);
    const res = await requestTestCarBooking(t, browser, quote.quoteToken, {
      extra: { additionalDrivers: [{ travelerId: 'trv_ada_charles' }] },
    });
    const booking = await settleTestCarBooking(t, browser, res);
    expect(booking.status).toBe('Confirmed');
    expect(booking.totals.total.amountMinor).toBe(0);
    expect(booking.totals.dueAtCounter).toEqual(quote.pricing.total);
    expect(booking.additionalDrivers.map((d) => d.surname)).toEqual(['Babbage']);
  });

  it('pays with miles and the card, earning on the card part at the cars rate', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const hertz = await findTestCar(browser);
    const quote = await quoteTestCar(browser, hertz.offerId);
    const [account] = await t.ctx.repos.rewards.listForUser('usr_ada');
    if (!account) throw new Error('no account');
    const res = await requestTestCarBooking(t, browser, quote.quoteToken, {
      payment: { rewardsAccountReferenceId: account.accountReferenceId, rewardsMinor: 5000 },
    });
    const booking = await settleTestCarBooking(t, browser, res);
    expect(booking.status).toBe('Confirmed');
    const card = quote.pricing.total.amountMinor - 5000;
    expect(booking.totals.payments).toEqual([
      { source: 'UserCard', amount: { amountMinor: card, currency: 'USD' } },
      { source: 'Rewards', amount: { amountMinor: 5000, currency: 'USD' } },
    ]);
    const rate = account.earnRates.cars;
    expect(booking.earn?.value).toBe(
      account.currency === 'miles' ? Math.ceil((card / 100) * (rate / 100)) : booking.earn?.value,
    );
  });

  it('answers the shared booking errors: expired and used quotes, price consent', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const hertz = await findTestCar(browser);
    const quote = await quoteTestCar(browser, hertz.offerId);
    const start = t.clock.now();
    t.clock.set(new Date(start.getTime() + 20 * 60_000));
    await browser.call('GET', '/api/v0/userInfo');
    t.clock.set(new Date(start.getTime() + 31 * 60_000));
    const expired = await requestTestCarBooking(t, browser, quote.quoteToken);
    t.clock.set(start);
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired).code).toBe('ExpiredQuoteToken');

    const fresh = await quoteTestCar(browser, hertz.offerId);
    await t.ctx.database.db
      .update(quotes)
      .set({ totalMinor: fresh.pricing.total.amountMinor - 100 })
      .where(eq(quotes.id, fresh.quoteId));
    const changed = await requestTestCarBooking(t, browser, fresh.quoteToken);
    expect(changed.statusCode).toBe(409);
    expect(errorOf(changed)).toMatchObject({ code: 'PriceChanged' });
    const accepted = await requestTestCarBooking(t, browser, fresh.quoteToken, {
      extra: { acceptPriceChange: { newTotalMinor: fresh.pricing.total.amountMinor } },
    });
    expect((await settleTestCarBooking(t, browser, accepted)).status).toBe('Confirmed');
    // The quote is used: another booking of it is refused.
    const again = await requestTestCarBooking(t, browser, fresh.quoteToken, {
      extra: { acceptPriceChange: { newTotalMinor: fresh.pricing.total.amountMinor } },
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(errorOf(again).code).toBe('DuplicateBooking');
    const bad = await requestTestCarBooking(t, browser, 'not.a.token');
    expect(errorOf(bad)).toMatchObject({ code: 'Invalid Quote', field: 'quoteToken' });
  });

  it('books one quote once when two books race', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const hertz = await findTestCar(browser);
    const quote = await quoteTestCar(browser, hertz.offerId);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => requestTestCarBooking(t, browser, quote.quoteToken)),
    );
    await t.ctx.jobs.idle();
    expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(1);
    const rows = (await t.ctx.repos.trips.listBookings('usr_ada', 'capone')).filter(
      (b) => b.product === 'car' && b.booking.quoteId === quote.quoteId,
    );
    expect(rows).toHaveLength(1);
  });

  it('needs a reason out of policy, holds for approval, and books for a colleague', async () => {
    const katherine = (await signIn(t.app, CORPORATE_HOST, 'usr_katherine')).browser;
    const grace = (await signIn(t.app, CORPORATE_HOST, 'usr_grace')).browser;
    const { offers } = await searchTestCars(katherine);
    const pricey = offers.find(
      (o) => o.policyStatus?.inPolicy === false && o.payTimings.includes('PayNow'),
    );
    if (!pricey) throw new Error('no out-of-policy car');
    const q = await quoteTestCar(katherine, pricey.offerId);
    expect(q.policyStatus?.inPolicy).toBe(false);
    const noReason = await requestTestCarBooking(t, katherine, q.quoteToken, {
      driver: 'trv_katherine',
    });
    expect(errorOf(noReason)).toMatchObject({
      code: 'OutOfPolicyReasonRequired',
      field: 'outOfPolicyReason',
    });
    const held = await settleTestCarBooking(
      t,
      katherine,
      await requestTestCarBooking(t, katherine, q.quoteToken, {
        driver: 'trv_katherine',
        extra: { outOfPolicyReason: 'Client visits across the whole of Los Angeles.' },
      }),
    );
    expect(held.status).toBe('AwaitingApproval');
    expect(held.policy).toMatchObject({ inPolicy: false, approvalProcess: '24hr_review' });
    const queue = await grace.call('GET', '/api/v0/approvals');
    expect(queue.statusCode, queue.body).toBe(200);
    const listed = ApprovalsResponseSchema.parse(queue.json()).approvals;
    expect(listed).toContainEqual(expect.objectContaining({ bookingId: held.id, product: 'car' }));
    const approved = await grace.call('POST', `/api/v0/approvals/cars/${held.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    await t.ctx.jobs.idle();
    const done = CarBookingViewSchema.parse(
      (await katherine.call('GET', `/api/v0/cars/bookings/${held.id}`)).json(),
    );
    expect(done.status).toBe('Confirmed');

    // Katherine (an arranger) books for the guest traveler, judged under her tier as the booker's.
    const forGuest = await settleTestCarBooking(
      t,
      katherine,
      await requestTestCarBooking(
        t,
        katherine,
        CarQuoteResponseSchema.parse(
          (
            await katherine.call('POST', '/api/v0/cars/quote', {
              offerId: pricey.offerId,
              extras: [],
              payTiming: 'PayNow',
            })
          ).json(),
        ).quoteToken,
        {
          driver: 'trv_nwa_guest',
          extra: { outOfPolicyReason: 'Our partner needs a car for the site visit.' },
        },
      ),
    );
    expect(forGuest.driver).toMatchObject({ givenName: 'Alex', surname: 'Visitor' });
    expect(['AwaitingApproval', 'Confirmed']).toContain(forGuest.status);
  });

  it('judges a colleague’s car under the colleague’s tier (an arranger books for Grace)', async () => {
    const katherine = (await signIn(t.app, CORPORATE_HOST, 'usr_katherine')).browser;
    const { offers } = await searchTestCars(katherine);
    // Over Katherine's Standard cap ($90 a day), within Grace's Executive one ($200).
    const between = offers.find(
      (o) =>
        o.pricePerDay.amountMinor > 9000 &&
        o.pricePerDay.amountMinor <= 20000 &&
        o.payTimings.includes('PayNow'),
    );
    if (!between) throw new Error('no car between the caps');
    const q = await quoteTestCar(katherine, between.offerId);
    expect(q.policyStatus?.inPolicy).toBe(false);
    const booking = await settleTestCarBooking(
      t,
      katherine,
      await requestTestCarBooking(t, katherine, q.quoteToken, { driver: 'trv_grace' }),
    );
    expect(booking.status).toBe('Confirmed');
    expect(booking.policy).toMatchObject({ inPolicy: true, approvalProcess: 'auto' });
    expect(booking.driver).toMatchObject({ givenName: 'Grace', surname: 'Hopper' });
    // Venture X Business earns 5X on cars, on what the card paid.
    const [card] = await t.ctx.repos.rewards.listForUser('usr_katherine');
    expect(card?.productId).toBe('VentureXBusiness');
    expect(card?.earnRates.cars).toBe(500);
    expect(booking.earn).toEqual({
      value: Math.ceil((booking.totals.total.amountMinor / 100) * 5),
      currency: 'miles',
    });
  });

  it('keeps one booking per idempotency key and answers the same body twice', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const quote = await quoteTestCar(browser, (await findTestCar(browser)).offerId);
    const key = randomUUID();
    const first = await requestTestCarBooking(t, browser, quote.quoteToken, { key });
    expect(first.statusCode).toBe(202);
    await t.ctx.jobs.idle();
    const other = await requestTestCarBooking(t, browser, quote.quoteToken, { key });
    // A new card token makes it another body under the same key.
    expect(errorOf(other).code).toBe('IdempotencyKeyReused');
  });
});
