import {
  ApplicableTravelOfferResponseSchema,
  TravelOffersResponseSchema,
} from '@wayfare/contracts/travel-offers';
import {
  HotelAvailabilityResponseSchema,
  HotelShopResponseSchema,
} from '@wayfare/contracts/hotel-shop';
import { TravelWalletResponseSchema } from '@wayfare/contracts/travel-wallet';
import {
  CancelQuoteSchema,
  TravelCreditsResponseSchema,
  TripsResponseSchema,
} from '@wayfare/contracts/trips';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { callAsSandboxAdmin } from '../testing/sandbox-admin';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  signIn,
  type Browser,
  useTestApp,
} from '../testing/test-app';
import {
  findTestHotelRate,
  LONDON,
  quoteTestHotel,
  requestTestHotelBooking,
  settleTestHotelBooking,
} from '../testing/test-hotels';

/*
 * Tenant travel offers over HTTP (issue 23, docs/decisions/022-travel-offers.md): each tenant's
 * offers for the person, the one the booking page offers, its use at booking as a discount (a
 * `travel_offer` wallet transaction, the trip's receipt, Trips with offers), single use under
 * concurrent bookings (decided by the database's unique index), given back on cancel; spec §5's
 * pay-at-hotel rule; the console's account standing; has_travel_credit on tracking events.
 */
describe.each(listTestDatabaseTargets())('travel offers on $name', (target) => {
  const t = useTestApp(target, { env: { RATE_LIMIT_BURST: '200' } });

  const offers = async (browser: Browser) =>
    TravelOffersResponseSchema.parse((await browser.call('GET', '/api/v0/travelOffers')).json())
      .offers;
  const stayQuote = async (browser: Browser, checkInDate: string, checkOutDate: string) => {
    const { stay, rate } = await findTestHotelRate(browser, { checkInDate, checkOutDate });
    return quoteTestHotel(browser, rate.rateId, stay);
  };

  it('lists each tenant its own offers, by card tier', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const theo = await offers((await signIn(t.app, CONSUMER_HOST, 'usr_theo')).browser);
    expect(theo.map((o) => [o.id, o.status])).toEqual([
      ['first-hotel-50', 'Eligible'],
      ['car-10-percent', 'Eligible'],
    ]);
    expect(theo[0]).toMatchObject({
      products: ['hotel'],
      discount: { kind: 'fixed', amount: { amountMinor: 5_000, currency: 'USD' } },
      minimumNights: 2,
      oncePer: 'person',
      usedOn: null,
    });
    // Sofia's Quicksilver is no travel card: the car offer is not hers.
    const sofia = await offers((await signIn(t.app, CONSUMER_HOST, 'usr_sofia')).browser);
    expect(sofia.map((o) => o.id)).toEqual(['first-hotel-50']);
    const grace = await offers((await signIn(t.app, CORPORATE_HOST, 'usr_grace')).browser);
    expect(grace.map((o) => o.id)).toEqual(['business-flight-25', 'business-hotel-10-percent']);
  });

  it('offers the best applicable offer for what is booked', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_theo');
    const ask = async (query: string) =>
      ApplicableTravelOfferResponseSchema.parse(
        (await browser.call('GET', `/api/v0/travelOffers/applicable?${query}`)).json(),
      );
    expect(await ask('product=hotel&chargedMinor=30000&nights=2')).toMatchObject({
      offer: { id: 'first-hotel-50' },
      discount: { amountMinor: 5_000, currency: 'USD' },
    });
    expect(await ask('product=hotel&chargedMinor=30000&nights=1')).toEqual({
      offer: null,
      discount: null,
    });
    expect(await ask('product=car&chargedMinor=12345')).toMatchObject({
      offer: { id: 'car-10-percent' },
      discount: { amountMinor: 1_234 },
    });
  });

  it('takes the offer off a stay, records it, shows it on the trip, and gives it back on cancel', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_iris');
    const quote = await stayQuote(browser, '2026-12-14', '2026-12-16');
    const payNow = quote.pricing.payNowTotal.amountMinor;
    expect(payNow).toBeGreaterThanOrEqual(10_000);
    const res = await requestTestHotelBooking(t, browser, quote.quoteToken, {
      payment: { travelOfferId: 'first-hotel-50' },
    });
    const booking = await settleTestHotelBooking(t, browser, res);
    expect(booking.status).toBe('Confirmed');

    const [used] = await offers(browser);
    expect(used).toMatchObject({
      id: 'first-hotel-50',
      status: 'Used',
      usedOn: { bookingId: booking.id, discount: { amountMinor: 5_000 } },
    });
    const wallet = TravelWalletResponseSchema.parse(
      (await browser.call('GET', '/api/v0/wallet')).json(),
    );
    expect(
      wallet.transactions
        .filter((tx) => tx.credit.kind === 'TravelOffer')
        .map((tx) => [tx.type, tx.state, tx.amount.amountMinor, tx.trip?.bookingId]),
    ).toEqual(
      expect.arrayContaining([
        ['travel_offer', 'Completed', 5_000, booking.id],
        ['redemption', 'Completed', -5_000, booking.id],
      ]),
    );
    const trips = TripsResponseSchema.parse((await browser.call('GET', '/api/v0/trips')).json());
    expect(trips.withOffers.find((trip) => trip.bookingId === booking.id)?.travelOfferUsed).toEqual(
      {
        offerId: 'first-hotel-50',
        discount: { amountMinor: 5_000, currency: 'USD' },
        status: 'Completed',
      },
    );
    const detail = (await browser.call('GET', `/api/v0/trips/${booking.id}`)).json<{
      receipt: {
        lines: { kind: string; amount: { amountMinor: number } }[];
        total: { amountMinor: number };
      };
      travelOffer: unknown;
    }>();
    expect(detail.receipt.lines).toContainEqual({
      kind: 'travelOffer',
      amount: { amountMinor: -5_000, currency: 'USD' },
    });
    expect(detail.receipt.total.amountMinor).toBe(payNow - 5_000);

    // Used once: another stay cannot take it.
    const second = await stayQuote(browser, '2026-12-20', '2026-12-23');
    const refused = await requestTestHotelBooking(t, browser, second.quoteToken, {
      payment: { travelOfferId: 'first-hotel-50' },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TravelOfferUnavailable' });

    // Cancelled before the offer ends: the offer is Iris's again.
    const cancelQuote = CancelQuoteSchema.parse(
      (await browser.call('POST', `/api/v0/trips/${booking.id}/cancel/quote`, {})).json(),
    );
    const done = await browser.call('POST', `/api/v0/trips/${booking.id}/cancel`, {
      cancelQuoteId: cancelQuote.cancelQuoteId,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await offers(browser))[0]).toMatchObject({ status: 'Eligible', usedOn: null });
  });

  it('lets one of two concurrent bookings use an offer; the other is refused and not booked', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_sofia');
    const a = await stayQuote(browser, '2027-01-11', '2027-01-13');
    const b = await stayQuote(browser, '2027-01-18', '2027-01-20');
    const answers = await Promise.all(
      [a, b].map((q) =>
        requestTestHotelBooking(t, browser, q.quoteToken, {
          payment: { travelOfferId: 'first-hotel-50' },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      code: 'TravelOfferUnavailable',
      field: 'payment.travelOfferId',
    });
    await t.ctx.jobs.idle();
    const redemptions = await t.ctx.repos.travelOfferRedemptions.listForUser('usr_sofia', 'capone');
    expect(redemptions.filter((r) => r.status !== 'Canceled')).toHaveLength(1);
    const trips = TripsResponseSchema.parse((await browser.call('GET', '/api/v0/trips')).json());
    expect(trips.upcoming).toHaveLength(1);
  });

  it('refuses travel credit on a pay-at-hotel stay at a Premier or Lifestyle hotel (spec §5)', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const dates = {
      checkInDate: '2026-12-14',
      checkOutDate: '2026-12-16',
      rooms: 1,
      adults: 2,
      children: 0,
    };
    const found = await browser.call('POST', '/api/v0/hotels/availability', {
      location: { kind: 'city', cityCode: LONDON },
      ...dates,
      filters: { collections: ['Premier', 'Lifestyle'] },
      limit: 20,
    });
    expect(found.statusCode, found.body).toBe(200);
    let held: { rateId: string; stay: object } | null = null;
    for (const hotel of HotelAvailabilityResponseSchema.parse(found.json()).hotels) {
      const stay = { lodgingId: hotel.lodgingId, ...dates };
      const shop = HotelShopResponseSchema.parse(
        (await browser.call('POST', '/api/v0/hotels/shop', stay)).json(),
      );
      if (shop.collection === 'NoCollection') continue;
      const rate = shop.rooms.flatMap((r) => r.rates).find((r) => r.payTiming === 'PayLater');
      if (rate) {
        held = { rateId: rate.rateId, stay };
        break;
      }
    }
    if (!held) throw new Error('no pay-later rate at a Premier or Lifestyle hotel');
    const quote = await browser.call('POST', '/api/v0/hotels/quote', held);
    expect(quote.statusCode, quote.body).toBe(200);
    const res = await requestTestHotelBooking(
      t,
      browser,
      quote.json<{ quoteToken: string }>().quoteToken,
      {
        payment: { applyWalletCredit: true },
      },
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'TravelCreditNotAllowedPayAtHotel',
      field: 'payment.applyWalletCredit',
    });
  });

  it('the console closes an account: its credits are canceled, no longer offered, and has_travel_credit follows', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_theo');
    const event = async () => {
      await browser.call('POST', '/api/v0/tracking/event', {
        eventName: 'offers_probe',
        properties: {},
      });
      const [latest] = await t.ctx.repos.events.listTracking('offers_probe');
      return latest?.properties['has_travel_credit'];
    };
    // Theo's Venture card holds the one-time credit (not only Venture X counts).
    expect(await event()).toBe(true);

    const closed = await callAsSandboxAdmin(t, 'POST', '/admin/api/v0/sandbox/account-standing', {
      accountReferenceId: 'RA-1014',
      standing: 'Closed',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const credits = TravelCreditsResponseSchema.parse(
      (await browser.call('GET', '/api/v0/travelCredits')).json(),
    ).cardTravelCredits;
    expect(credits.map((c) => c.state)).toEqual(['canceled']);
    expect((await browser.call('GET', '/api/v0/user/wallet')).json()).toEqual({ credits: [] });
    expect(await offers(browser)).toEqual([]);
    expect(await event()).toBe(false);

    const unknown = await callAsSandboxAdmin(t, 'POST', '/admin/api/v0/sandbox/account-standing', {
      accountReferenceId: 'RA-none',
      standing: 'Open',
    });
    expect(unknown.statusCode).toBe(404);
    const reopened = await callAsSandboxAdmin(t, 'POST', '/admin/api/v0/sandbox/account-standing', {
      accountReferenceId: 'RA-1014',
      standing: 'Open',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await offers(browser)).map((o) => o.status)).toEqual(['Eligible', 'Eligible']);
  });
});
