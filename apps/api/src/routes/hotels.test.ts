import {
  HotelAvailabilityResponseSchema,
  HotelShopResponseSchema,
  OfflineMapDataSchema,
  LodgingAutocompleteResponseSchema,
  RecentHotelSearchesResponseSchema,
  RecentlyViewedHotelsResponseSchema,
} from '@wayfare/contracts/hotel-shop';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import { HotelQuoteResponseSchema } from '@wayfare/contracts/hotel-booking';
import { RecentFlightSearchesResponseSchema } from '@wayfare/contracts/flight-shop';
import type { Money } from '@wayfare/contracts/money';
import { RewardsResponseSchema } from '@wayfare/contracts/rewards';
import { listCardEarns } from '@wayfare/domain/earn';
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

const PARIS = 'C2988507';
const LONDON = 'C2643743';

/** TEST_START is 2026-11-23T15:00Z: a stay three weeks out. */
const search = (extra: Record<string, unknown> = {}) => ({
  location: { kind: 'city', cityCode: PARIS },
  checkInDate: '2026-12-14',
  checkOutDate: '2026-12-17',
  rooms: 1,
  adults: 2,
  ...extra,
});

async function postAvailability(browser: Browser, body: unknown) {
  return browser.call('POST', '/api/v0/hotels/availability', body);
}

const SECOND_MS = 1000;

function expectBadRequest(
  res: { statusCode: number; json: () => unknown },
  field: string,
  message?: RegExp,
) {
  expect(res.statusCode).toBe(400);
  const error = ErrorResponseSchema.parse(res.json());
  expect(error).toMatchObject({ code: 'BadRequest', field });
  if (message) expect(error.message).toMatch(message);
}

describe.each(listTestDatabaseTargets())('hotel shopping on $name', (target) => {
  const t = useTestApp(target);

  it('asks for a sign-in', async () => {
    const res = await createBrowser(t.app, CONSUMER_HOST).call(
      'POST',
      '/api/v0/hotels/availability',
      search(),
    );
    expect(res.statusCode).toBe(401);
  });

  it('finds hotels in a city with each card’s earn and no policy for card holders', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_nora');
    const res = await postAvailability(browser, search({ limit: 20 }));
    expect(res.statusCode).toBe(200);
    const answer = HotelAvailabilityResponseSchema.parse(res.json());
    expect(answer.nights).toBe(3);
    expect(answer.total).toBeGreaterThan(20);
    expect(answer.hotels).toHaveLength(20);
    expect(answer.ratePolicyStatus).toBe('none');
    const { accounts } = RewardsResponseSchema.parse(
      (await browser.call('GET', '/api/v0/rewards')).json(),
    );
    expect(accounts.length).toBeGreaterThan(0);
    for (const hotel of answer.hotels) {
      expect(hotel.policyStatus).toBeNull();
      expect(hotel.earn).toEqual(
        listCardEarns(
          hotel.leadRate.payNowDiscountAware,
          accounts.map((a) => ({
            accountReferenceId: a.accountReferenceId,
            currency: a.currency,
            earnRates: a.earnRates,
          })),
          'hotels',
        ),
      );
    }
    expect(answer.hotels[0]?.earn[0]?.value).toBeGreaterThan(0);

    // Pictures are linked, served by the sandbox image host and kept by the browser.
    const picture = answer.hotels[0]?.imageSvg ?? '';
    expect(picture).toMatch(/^\/api\/v0\/images\/hotels\/H\d+\.svg$/);
    const image = await browser.call('GET', picture);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toMatch(/immutable/);
    expect(image.body).toContain(answer.hotels[0]?.name.replace(/&/g, '&amp;').slice(0, 12));
    expect((await browser.call('GET', '/api/v0/images/hotels/H999999999.svg')).statusCode).toBe(
      404,
    );
    expect((await browser.call('GET', '/api/v0/images/hotels/x.svg')).statusCode).toBe(400);
  });

  it('judges each lead rate against the booker’s tier in the business tenant', async () => {
    // Alan's Standard tier: 2 to 4 stars, at most US$300 a night.
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_alan');
    const answer = HotelAvailabilityResponseSchema.parse(
      (await postAvailability(browser, search())).json(),
    );
    let inPolicy = 0;
    for (const hotel of answer.hotels) {
      const nightly = hotel.leadRate.perNightSellRate.amountMinor;
      const expected = hotel.starRating >= 2 && hotel.starRating <= 4 && nightly <= 30_000;
      expect(hotel.policyStatus?.inPolicy).toBe(expected);
      if (expected) inPolicy += 1;
      else expect(hotel.policyStatus?.violations.length).toBeGreaterThan(0);
      if (hotel.starRating === 5)
        expect(hotel.policyStatus?.violations).toContainEqual({
          code: 'StarRatingNotAllowed',
          starRating: 5,
        });
    }
    expect(inPolicy).toBeGreaterThan(0);
    expect(answer.ratePolicyStatus).toBe(inPolicy === answer.hotels.length ? 'all' : 'some');
    // Only in-policy hotels: all of them are.
    const allIn = HotelAvailabilityResponseSchema.parse(
      (
        await postAvailability(
          browser,
          search({ filters: { starRatings: [3], maxNightlyPriceMinor: 20_000 } }),
        )
      ).json(),
    );
    expect(allIn.hotels.length).toBeGreaterThan(0);
    expect(allIn.ratePolicyStatus).toBe('all');
  });

  it('filters by meal plan and distance from the place, each filter its own cached answer', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_nora');
    const run = async (filters: Record<string, unknown>) => {
      const res = await postAvailability(browser, search({ filters, sort: 'DistanceAscending' }));
      expect(res.statusCode).toBe(200);
      return HotelAvailabilityResponseSchema.parse(res.json());
    };
    const all = await run({});
    // Within the cache's minute, each filter still gets its own answer.
    const boards = ['HalfBoard', 'AllInclusive', 'BreakfastFor2'];
    const board = await run({ mealPlans: boards });
    expect(board.total).toBeGreaterThan(0);
    expect(board.total).toBeLessThan(all.total);
    for (const hotel of board.hotels) expect(boards).toContain(hotel.leadRate.mealPlan);
    const near = await run({ maxDistanceKm: 1.5 });
    expect(near.total).toBeGreaterThan(0);
    expect(near.total).toBeLessThan(all.total);
    for (const hotel of near.hotels) expect(hotel.distanceKm).toBeLessThanOrEqual(1.5);
    expect(near.hotels.map((h) => h.lodgingId)).toEqual(
      all.hotels.filter((h) => h.distanceKm <= 1.5).map((h) => h.lodgingId),
    );
    const both = await run({ mealPlans: boards, maxDistanceKm: 1.5 });
    expect(both.total).toBeLessThanOrEqual(Math.min(board.total, near.total));
    for (const hotel of both.hotels) {
      expect(boards).toContain(hotel.leadRate.mealPlan);
      expect(hotel.distanceKm).toBeLessThanOrEqual(1.5);
    }
    expect((await run({})).total).toBe(all.total);
    for (const filters of [{ maxDistanceKm: 0 }, { maxDistanceKm: 150 }, { mealPlans: ['Tea'] }]) {
      const res = await postAvailability(browser, search({ filters }));
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuses unknown places, impossible stays and past dates with the field to fix', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    expectBadRequest(
      await postAvailability(browser, search({ location: { kind: 'city', cityCode: 'C1' } })),
      'location',
      /city "C1"/,
    );
    expectBadRequest(
      await postAvailability(
        browser,
        search({ location: { kind: 'airport', airportCode: 'QQQ' } }),
      ),
      'location',
      /airport "QQQ"/,
    );
    expectBadRequest(
      await postAvailability(browser, search({ checkOutDate: '2026-12-14' })),
      'checkOutDate',
      /Check-out must be after check-in/,
    );
    expectBadRequest(
      await postAvailability(browser, search({ checkOutDate: '2027-01-14' })),
      'checkOutDate',
      /30 nights/,
    );
    expectBadRequest(
      await postAvailability(
        browser,
        search({ checkInDate: '2026-11-22', checkOutDate: '2026-11-24' }),
      ),
      'checkInDate',
      /in the past/,
    );
    expectBadRequest(
      await postAvailability(browser, search({ checkInDate: '2026-02-30' })),
      'checkInDate',
    );
    expectBadRequest(await postAvailability(browser, search({ rooms: 0 })), 'rooms');
    expectBadRequest(await postAvailability(browser, search({ rooms: 9, adults: 9 })), 'rooms');
    expectBadRequest(
      await postAvailability(browser, search({ rooms: 3, adults: 2 })),
      'adults',
      /Each room needs an adult/,
    );
    // Today (in the latest time zone) and a 30-night stay are fine.
    expect(
      (
        await postAvailability(
          browser,
          search({ checkInDate: '2026-11-23', checkOutDate: '2026-12-23' }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('remembers searches by place, newest first, once each, ten at most', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_priya');
    t.clock.advance(SECOND_MS);
    await postAvailability(browser, search({ locationName: 'Paris, France' }));
    t.clock.advance(SECOND_MS);
    await postAvailability(
      browser,
      search({ location: { kind: 'city', cityCode: LONDON }, entrySource: 'cross_sell' }),
    );
    // The same Paris stay again, filtered and on its second page: still one entry, now on top.
    t.clock.advance(SECOND_MS);
    await postAvailability(
      browser,
      search({ filters: { starRatings: [4] }, entrySource: 'recently_searched_hotel' }),
    );
    t.clock.advance(SECOND_MS);
    await postAvailability(browser, search({ offset: 50 }));
    // Panning the map is not a new search.
    t.clock.advance(SECOND_MS);
    await postAvailability(
      browser,
      search({ location: { kind: 'bbox', minLat: 48.8, minLon: 2.3, maxLat: 48.9, maxLon: 2.4 } }),
    );
    const recent = RecentHotelSearchesResponseSchema.parse(
      (await browser.call('GET', '/api/v0/productFeed/recentlySearched?vertical=hotels')).json(),
    );
    expect(recent.searches.map((s) => s.locationLabel)).toEqual([
      'Paris, France',
      'London, United Kingdom',
    ]);
    expect(recent.searches[0]?.search).toMatchObject({
      location: { kind: 'city', cityCode: PARIS },
      checkInDate: '2026-12-14',
      checkOutDate: '2026-12-17',
      rooms: 1,
      adults: 2,
      children: 0,
      filters: { starRatings: [4] },
    });
    for (let day = 1; day <= 11; day += 1) {
      const checkIn = `2027-01-${String(day).padStart(2, '0')}`;
      const checkOut = `2027-01-${String(day + 2).padStart(2, '0')}`;
      t.clock.advance(SECOND_MS);
      await postAvailability(browser, search({ checkInDate: checkIn, checkOutDate: checkOut }));
    }
    const full = RecentHotelSearchesResponseSchema.parse(
      (await browser.call('GET', '/api/v0/productFeed/recentlySearched?vertical=hotels')).json(),
    );
    expect(full.searches).toHaveLength(10);
    expect(full.searches[0]?.search.checkInDate).toBe('2027-01-11');
    // The flights feed is still the flights feed, and another person sees none of Priya's.
    const flights = await browser.call(
      'GET',
      '/api/v0/productFeed/recentlySearched?vertical=flights',
    );
    expect(RecentFlightSearchesResponseSchema.parse(flights.json()).searches).toEqual([]);
    const other = await signIn(t.app, CONSUMER_HOST, 'usr_leo');
    const theirs = RecentHotelSearchesResponseSchema.parse(
      (
        await other.browser.call('GET', '/api/v0/productFeed/recentlySearched?vertical=hotels')
      ).json(),
    );
    expect(theirs.searches).toEqual([]);
  });

  it('opens a hotel with its rooms, rates, policy and earn, and remembers it', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_alan');
    const found = HotelAvailabilityResponseSchema.parse(
      (await postAvailability(browser, search({ limit: 3 }))).json(),
    );
    const [first, second] = found.hotels;
    if (!first || !second) throw new Error('expected hotels in Paris');
    const stay = {
      lodgingId: first.lodgingId,
      checkInDate: '2026-12-14',
      checkOutDate: '2026-12-17',
      rooms: 1,
      adults: 2,
    };
    const res = await browser.call('POST', '/api/v0/hotels/shop', stay);
    expect(res.statusCode).toBe(200);
    const hotel = HotelShopResponseSchema.parse(res.json());
    expect(hotel.lodgingId).toBe(first.lodgingId);
    expect(hotel.reviews.reviewCount).toBe(first.reviewCount);
    expect(hotel.policies.checkInTime).toMatch(/\d{2}:\d{2}/);
    const rates = hotel.rooms.flatMap((room) => room.rates);
    expect(rates.length).toBeGreaterThan(1);
    for (const rate of rates) {
      expect(['FreeCancellation', 'PartialRefundBeforeCheckIn', 'NonRefundable']).toContain(
        rate.cancellationPolicy.terms,
      );
      expect(rate.earn).toHaveLength(1);
      expect(rate.earn[0]?.accountReferenceId).toBe('RA-2003');
      const nightly = rate.perNightSellRate.amountMinor;
      expect(rate.policyStatus?.inPolicy).toBe(
        hotel.starRating >= 2 && hotel.starRating <= 4 && nightly <= 30_000,
      );
    }
    const inPolicy = rates.filter((r) => r.policyStatus?.inPolicy).length;
    expect(hotel.ratePolicyStatus).toBe(
      inPolicy === 0 ? 'none' : inPolicy === rates.length ? 'all' : 'some',
    );

    t.clock.advance(SECOND_MS);
    await browser.call('POST', '/api/v0/hotels/shop', { ...stay, lodgingId: second.lodgingId });
    t.clock.advance(SECOND_MS);
    await browser.call('POST', '/api/v0/hotels/shop', {
      ...stay,
      checkInDate: '2026-12-20',
      checkOutDate: '2026-12-22',
      entrySource: 'recently_viewed_hotel',
    });
    const viewed = RecentlyViewedHotelsResponseSchema.parse(
      (await browser.call('GET', '/api/v0/productFeed/recentlyViewed')).json(),
    );
    expect(viewed.hotels.map((h) => h.lodgingId)).toEqual([first.lodgingId, second.lodgingId]);
    expect(viewed.hotels[0]).toMatchObject({
      hotel: { name: first.name, city: first.city, starRating: first.starRating },
      stay: { lodgingId: first.lodgingId, checkInDate: '2026-12-20', checkOutDate: '2026-12-22' },
    });
    expect(viewed.hotels[0]?.hotel.imageSvg).toMatch(/^data:image\/svg\+xml/);
  });

  it('prices a Lifestyle stay of 5 nights the same on the list, the hotel page and the quote, and earns on what is paid', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const stay = { checkInDate: '2026-12-14', checkOutDate: '2026-12-19', rooms: 1, adults: 2 };
    const found = HotelAvailabilityResponseSchema.parse(
      (
        await postAvailability(
          browser,
          search({ ...stay, filters: { collections: ['Lifestyle'] }, limit: 10 }),
        )
      ).json(),
    );
    const { accounts } = RewardsResponseSchema.parse(
      (await browser.call('GET', '/api/v0/rewards')).json(),
    );
    const card = accounts[0];
    if (!card) throw new Error('Marcus has a card');
    const payNow = found.hotels.find((h) => h.leadRate.payTiming === 'PayNow');
    if (!payNow) throw new Error('expected a pay-now Lifestyle hotel in Paris');
    const lead = payNow.leadRate;
    // The list's price is the free night's: never the undiscounted nightly or total.
    expect(lead.complimentaryNightDiscount?.amountMinor).toBeGreaterThan(0);
    expect(lead.totalDiscountAware.amountMinor).toBe(
      lead.total.amountMinor - (lead.complimentaryNightDiscount?.amountMinor ?? 0),
    );
    expect(lead.nightlyDiscountAware.amountMinor).toBeLessThan(lead.perNightSellRate.amountMinor);
    expect(lead.payNowDiscountAware).toEqual(lead.totalDiscountAware);
    const earnOn = (money: Money) => listCardEarns(money, [card], 'hotels')[0]?.value;
    expect(payNow.earn[0]?.value).toBe(earnOn(lead.totalDiscountAware));
    expect(payNow.earn[0]?.value).toBeLessThan(earnOn(lead.total) ?? 0);

    const shop = HotelShopResponseSchema.parse(
      (
        await browser.call('POST', '/api/v0/hotels/shop', { ...stay, lodgingId: payNow.lodgingId })
      ).json(),
    );
    const rate = shop.rooms.flatMap((r) => r.rates).find((r) => r.rateId === lead.rateId);
    if (!rate) throw new Error('the lead rate is on the hotel page');
    expect(rate.nightlyDiscountAware).toEqual(lead.nightlyDiscountAware);
    expect(rate.totalDiscountAware).toEqual(lead.totalDiscountAware);
    expect(rate.complimentaryNightDiscount).toEqual(lead.complimentaryNightDiscount);
    expect(rate.payNowDiscountAware).toEqual(lead.totalDiscountAware);
    expect(rate.earn[0]?.value).toBe(earnOn(rate.totalDiscountAware));

    const quote = await browser.call('POST', '/api/v0/hotels/quote', {
      rateId: rate.rateId,
      stay: shop.stay,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const quoted = HotelQuoteResponseSchema.parse(quote.json());
    expect(quoted.pricing.nightlyDiscountAware).toEqual(lead.nightlyDiscountAware);
    expect(quoted.pricing.totalDiscountAware).toEqual(lead.totalDiscountAware);
    expect(quoted.pricing.payNowTotal).toEqual(rate.payNowDiscountAware);
    expect(quoted.earn[0]?.value).toBe(rate.earn[0]?.value);

    // Paid at the hotel: nothing is charged through the portal, so nothing is earned here, and
    // the hotel collects the discount-aware stay with its fees.
    const later = shop.rooms.flatMap((r) => r.rates).find((r) => r.payTiming === 'PayLater');
    if (later) {
      expect(later.payNowDiscountAware.amountMinor).toBe(0);
      expect(later.dueAtPropertyDiscountAware.amountMinor).toBe(
        later.totalDiscountAware.amountMinor +
          later.fees
            .filter((f) => f.isPaidAtProperty)
            .reduce((n, f) => n + f.amount.amountMinor, 0),
      );
      expect(later.earn.every((e) => e.value === 0)).toBe(true);
    }
  });

  it('answers in French when asked: descriptions, rooms, rates and areas', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const found = HotelAvailabilityResponseSchema.parse(
      (await postAvailability(browser, search({ limit: 10, locale: 'fr' }))).json(),
    );
    const english = HotelAvailabilityResponseSchema.parse(
      (await postAvailability(browser, search({ limit: 10 }))).json(),
    );
    expect(found.hotels.map((h) => h.lodgingId)).toEqual(english.hotels.map((h) => h.lodgingId));
    const stay = { lodgingId: found.hotels[0]?.lodgingId, ...search(), location: undefined };
    const fr = HotelShopResponseSchema.parse(
      (await browser.call('POST', '/api/v0/hotels/shop', { ...stay, locale: 'fr' })).json(),
    );
    expect(fr.description).toMatch(/^Un hôtel \d étoiles/);
    expect(fr.rooms[0]?.name).toMatch(/^Chambre|^Suite/);
    expect(fr.reviews.summary).toMatch(/les clients apprécient/);
    expect(fr.rooms.flatMap((r) => r.rates.map((x) => x.name)).join(' ')).not.toMatch(
      /breakfast|room only/,
    );
    const bad = await browser.call('POST', '/api/v0/hotels/shop', { ...stay, locale: 'de' });
    expectBadRequest(bad, 'locale');
  });

  it('serves the offline map’s data and a hotel’s still map to anyone, cached', async () => {
    const browser = createBrowser(t.app, CONSUMER_HOST);
    const data = await browser.call('GET', '/api/v0/map/offline.json');
    expect(data.statusCode).toBe(200);
    expect(data.headers['cache-control']).toMatch(/public/);
    const parsed = OfflineMapDataSchema.parse(data.json());
    expect(parsed.places.some(([, , name, kind]) => name === 'Paris' && kind === 'city')).toBe(
      true,
    );
    expect(parsed.detail.cells.length).toBeGreaterThan(100);
    const svg = await browser.call('GET', '/api/v0/map/hotels/H5172.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toMatch(/^<svg /);
    expect((await browser.call('GET', '/api/v0/map/hotels/H999999999.svg')).statusCode).toBe(404);
    expect((await browser.call('GET', '/api/v0/map/hotels/x.svg')).statusCode).toBe(400);
  });

  it('answers NotFound for a hotel that does not exist', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    for (const lodgingId of ['H999999999', 'not-a-hotel']) {
      const res = await browser.call('POST', '/api/v0/hotels/shop', {
        lodgingId,
        checkInDate: '2026-12-14',
        checkOutDate: '2026-12-17',
        rooms: 1,
        adults: 2,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NotFound', field: 'lodgingId' });
    }
    const past = await browser.call('POST', '/api/v0/hotels/shop', {
      lodgingId: 'H1',
      checkInDate: '2026-11-01',
      checkOutDate: '2026-11-03',
      rooms: 1,
      adults: 2,
    });
    expectBadRequest(past, 'checkInDate', /in the past/);
  });

  it('suggests cities, neighbourhoods, airports and hotels, grouped by kind', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const ask = async (query: string) =>
      LodgingAutocompleteResponseSchema.parse(
        (
          await browser.call(
            'GET',
            `/api/v0/autocomplete/lodging?query=${encodeURIComponent(query)}`,
          )
        ).json(),
      ).suggestions;
    const newYork = await ask('new york');
    expect(newYork.length).toBeGreaterThan(3);
    expect(newYork.length).toBeLessThanOrEqual(10);
    const order = ['city', 'neighbourhood', 'airport', 'hotel'];
    const ranks = newYork.map((s) => order.indexOf(s.kind));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(newYork[0]).toMatchObject({
      kind: 'city',
      label: 'New York City',
      location: { kind: 'city', cityCode: 'C5128581' },
      lodgingId: null,
    });
    expect(newYork).toContainEqual(
      expect.objectContaining({
        kind: 'airport',
        location: { kind: 'airport', airportCode: 'JFK' },
      }),
    );
    const hotel = newYork.find((s) => s.kind === 'hotel');
    expect(hotel?.lodgingId).toMatch(/^H\d+$/);
    expect(hotel?.location).toMatchObject({ kind: 'point' });
    expect((await ask('brooklyn')).some((s) => s.kind === 'neighbourhood')).toBe(true);
    // A suggestion searches as it is.
    const searched = await postAvailability(browser, search({ location: newYork[0]?.location }));
    expect(searched.statusCode).toBe(200);
    expect(await ask('')).toEqual([]);
    expect(await ask('p')).toEqual([]);
    expect(await ask('--')).toEqual([]);
    const none = await browser.call('GET', '/api/v0/autocomplete/lodging');
    expect(LodgingAutocompleteResponseSchema.parse(none.json()).suggestions).toEqual([]);
    const long = await browser.call('GET', `/api/v0/autocomplete/lodging?query=${'a'.repeat(81)}`);
    expectBadRequest(long, 'query');
  });
});
