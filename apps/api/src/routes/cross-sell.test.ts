import { CrossSellOffersResponseSchema } from '@wayfare/contracts/cross-sell';
import { HotelAvailabilityResponseSchema } from '@wayfare/contracts/hotel-shop';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  createBrowser,
  signIn,
  useTestApp,
  type Browser,
} from '../testing/test-app';
import { bookTestFlight, quoteTestFare } from '../testing/test-flights';
import {
  findTestHotelRate,
  quoteTestHotel,
  requestTestHotelBooking,
  settleTestHotelBooking,
} from '../testing/test-hotels';

/** GeoNames' Los Angeles. */
const LOS_ANGELES = 'C5368361';

async function readOffers(browser: Browser, query: string) {
  const res = await browser.call('GET', `/api/v0/crosssell/offers/active?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return CrossSellOffersResponseSchema.parse(res.json()).offers;
}

describe.each(listTestDatabaseTargets())('the hotel cross-sell on $name', (target) => {
  const t = useTestApp(target);

  it('offers hotels at the destination for the trip’s dates until a stay is booked there', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    // Nothing booked yet: nothing to offer on the home page.
    expect(await readOffers(browser, 'lookupSource=homepage')).toEqual([]);
    const booking = await bookTestFlight(
      t,
      browser,
      await quoteTestFare(browser, ['JFK', 'LAX', '2026-12-14']),
    );
    const landing = booking.offer.slices[0]?.segments.at(-1)?.arrivalTime.slice(0, 10) ?? '';
    const [offer] = await readOffers(
      browser,
      `lookupSource=flight_checkout&bookingId=${booking.id}`,
    );
    if (!offer) throw new Error('no offer after the booking');
    // A one-way trip: three nights from the day it lands, for its one adult.
    const checkOut = new Date(Date.parse(`${landing}T00:00:00Z`) + 3 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(offer).toMatchObject({
      bookingId: booking.id,
      lookupSource: 'flight_checkout',
      destination: { code: 'LAX', city: 'Los Angeles' },
      location: { kind: 'airport', airportCode: 'LAX' },
      stay: { checkInDate: landing, checkOutDate: checkOut, nights: 3, rooms: 1, adults: 1 },
    });
    expect(offer.hotels).toHaveLength(3);
    // Each pick is priced as the hotel search for that stay prices it.
    const search = await browser.call('POST', '/api/v0/hotels/availability', {
      location: offer.location,
      checkInDate: offer.stay.checkInDate,
      checkOutDate: offer.stay.checkOutDate,
      rooms: 1,
      adults: 1,
      entrySource: 'cross_sell',
    });
    const listed = HotelAvailabilityResponseSchema.parse(search.json()).hotels;
    for (const hotel of offer.hotels) {
      expect(hotel.availability).toBe('Available');
      expect(hotel.policyStatus).toBeNull();
      expect(listed.find((h) => h.lodgingId === hotel.lodgingId)?.leadRate).toEqual(hotel.leadRate);
    }
    // The same trip on its trip page and on the home page.
    expect(
      (await readOffers(browser, `lookupSource=my_trips&bookingId=${booking.id}`))[0]?.hotels,
    ).toEqual(offer.hotels);
    const [home] = await readOffers(browser, 'lookupSource=homepage');
    expect(home).toMatchObject({ bookingId: booking.id, lookupSource: 'homepage' });

    // A hotel booked for nights of the trip: no cross-sell any more.
    const { stay, rate } = await findTestHotelRate(browser, {
      cityCode: LOS_ANGELES,
      checkInDate: landing,
      checkOutDate: checkOut,
    });
    const quote = await quoteTestHotel(browser, rate.rateId, stay);
    const hotel = await settleTestHotelBooking(
      t,
      browser,
      await requestTestHotelBooking(t, browser, quote.quoteToken),
    );
    expect(hotel.status).toBe('Confirmed');
    expect(await readOffers(browser, `lookupSource=my_trips&bookingId=${booking.id}`)).toEqual([]);
    expect(await readOffers(browser, 'lookupSource=homepage')).toEqual([]);

    // Someone else's booking is not found, whoever asks.
    const other = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const foreign = await other.browser.call(
      'GET',
      `/api/v0/crosssell/offers/active?lookupSource=my_trips&bookingId=${booking.id}`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('needs the booking on a confirmation or trip page, a known place to look from, and a session', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_grace');
    const noBooking = await browser.call(
      'GET',
      '/api/v0/crosssell/offers/active?lookupSource=my_trips',
    );
    expect(noBooking.statusCode).toBe(400);
    expect(noBooking.json()).toMatchObject({ code: 'BadRequest' });
    const badSource = await browser.call(
      'GET',
      '/api/v0/crosssell/offers/active?lookupSource=travel_sale',
    );
    expect(badSource.statusCode).toBe(400);
    expect(await readOffers(browser, 'lookupSource=homepage')).toEqual([]);
    const anonymous = await createBrowser(t.app, CONSUMER_HOST).call(
      'GET',
      '/api/v0/crosssell/offers/active?lookupSource=homepage',
    );
    expect(anonymous.statusCode).toBe(401);
  });
});
