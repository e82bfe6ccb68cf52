import { FlightShopResponseSchema } from '@wayfare/contracts/flight-shop';
import { PremiumOffersResponseSchema } from '@wayfare/contracts/premium-offers';
import { TravelSaleResponseSchema } from '@wayfare/contracts/travel-sale';
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

async function readSale(browser: Browser, query = '') {
  const res = await browser.call('GET', `/api/v0/travelsale${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return TravelSaleResponseSchema.parse(res.json());
}

/** The cheapest one-way fare a search for that day shows, through HTTP. */
async function searchCheapest(browser: Browser, origin: string, destination: string, date: string) {
  const res = await browser.call('POST', '/api/v0/flights/search', {
    tripType: 'one_way',
    slices: [{ origin, destination, departureDate: date }],
    passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
    maxStops: 2,
    excludeLowCostCarriers: false,
    entrySource: 'travel_sale_landing',
  });
  expect(res.statusCode, res.body).toBe(200);
  const shop = FlightShopResponseSchema.parse(res.json());
  return Math.min(
    ...(shop.search.slices[0]?.itineraries.flatMap((it) =>
      it.fares.map((f) => f.grandTotal.amountMinor),
    ) ?? []),
  );
}

describe.each(listTestDatabaseTargets())('the travel sale on $name', (target) => {
  const t = useTestApp(target, {
    env: {
      TRAVEL_SALE_FEATURED: 'MIA,LHR',
      TRAVEL_SALE_SORTED: 'LAX,MIA,XQZ',
      TRAVEL_SALE_INTERNATIONAL: 'LHR',
      TRAVEL_SALE_US: 'MIA,LAX,JFK',
      TRAVEL_SALE_BEACH: 'MIA',
      TRAVEL_SALE_WINTER: 'DEN',
      TRAVEL_SALE_SEARCH_CONTINENTS: 'NA,EU',
      TRAVEL_SALE_SOLD_OUT_HOTEL_DESTINATIONS: 'MIA',
    },
  });

  it('lists the environment’s destinations with the sale window’s lowest fare, which a search that day shows', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const sale = await readSale(browser);
    expect(sale).toMatchObject({
      active: true,
      originSource: 'Default',
      origin: { code: 'JFK', countryCode: 'US', continent: 'NA' },
      // The test clock reads 2026-11-23: departures 21 to 180 days on.
      window: { fromDate: '2026-12-14', toDate: '2027-05-22' },
      searchContinents: ['NA', 'EU'],
    });
    // Each list in its order; an unknown code (XQZ) and the origin itself (JFK) are left out.
    expect(sale.lists).toEqual({
      featured: ['MIA', 'LHR'],
      sorted: ['LAX', 'MIA'],
      international: ['LHR'],
      us: ['MIA', 'LAX'],
      beach: ['MIA'],
      winter: ['DEN'],
    });
    expect(sale.destinations.map((d) => d.place.code)).toEqual(['MIA', 'LHR', 'LAX', 'DEN']);
    const miami = sale.destinations.find((d) => d.place.code === 'MIA');
    expect(miami?.hotelsSoldOut).toBe(true);
    expect(sale.destinations.find((d) => d.place.code === 'LHR')?.place).toMatchObject({
      city: 'London',
      continent: 'EU',
    });
    for (const destination of sale.destinations) {
      const fare = destination.sale;
      if (!fare) throw new Error(`no sale fare to ${destination.place.code}`);
      expect(fare.departureDate >= sale.window.fromDate).toBe(true);
      expect(fare.departureDate <= sale.window.toDate).toBe(true);
      expect(fare.fare.amountMinor).toBeLessThanOrEqual(fare.usualFare.amountMinor);
    }
    // The sale fare is what the search for that day shows as its cheapest.
    const lhr = sale.destinations.find((d) => d.place.code === 'LHR')?.sale;
    if (!lhr) throw new Error('no sale fare to London');
    expect(await searchCheapest(browser, 'JFK', 'LHR', lhr.departureDate)).toBe(
      lhr.fare.amountMinor,
    );
    // The search is recorded with where it was started from.
    await t.ctx.recentSearches.flush();
    const [recorded] = await t.ctx.repos.flightShop.listRecentSearches('usr_ada', 'capone');
    expect(recorded?.entrySource).toBe('travel_sale_landing');
  });

  it('prices from a chosen origin, or from the person’s latest search, in both tenants', async () => {
    const { browser } = await signIn(t.app, CORPORATE_HOST, 'usr_grace');
    const chosen = await readSale(browser, '?origin=sfo');
    expect(chosen).toMatchObject({ originSource: 'Chosen', origin: { code: 'SFO' } });
    // A person who searched from Seattle is shown fares from Seattle.
    await searchCheapest(browser, 'SEA', 'MIA', '2027-01-12');
    const home = await readSale(browser);
    expect(home).toMatchObject({ originSource: 'HomeAirport', origin: { code: 'SEA' } });
    expect(home.destinations.find((d) => d.place.code === 'MIA')?.sale).not.toBeNull();
  });

  it('refuses an origin that is not a code, one nobody knows, and a caller not signed in', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const bad = await browser.call('GET', '/api/v0/travelsale?origin=J1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BadRequest' });
    const unknown = await browser.call('GET', '/api/v0/travelsale?origin=QQQ');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'BadRequest', field: 'origin' });
    const anonymous = await createBrowser(t.app, CONSUMER_HOST).call('GET', '/api/v0/travelsale');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe.each(listTestDatabaseTargets())('premium offers on $name', (target) => {
  const t = useTestApp(target, { env: { TRAVEL_SALE_FEATURED: 'LAX,MIA' } });

  it('lists premium stays with their free night or credit, as each tenant gives them', async () => {
    for (const [host, user] of [
      [CONSUMER_HOST, 'usr_ada'],
      [CORPORATE_HOST, 'usr_grace'],
    ] as const) {
      const { browser } = await signIn(t.app, host, user);
      const res = await browser.call('GET', '/api/v0/premium-offers');
      expect(res.statusCode, res.body).toBe(200);
      const answer = PremiumOffersResponseSchema.parse(res.json());
      // A month out (the test clock reads 2026-11-23), four nights: the free night's minimum.
      expect(answer.stay).toEqual({
        checkInDate: '2026-12-23',
        checkOutDate: '2026-12-27',
        nights: 4,
        rooms: 1,
        adults: 2,
      });
      expect(answer.places.map((p) => p.code)).toEqual(['LAX', 'MIA']);
      const offers = answer.places.flatMap((p) => p.offers);
      expect(offers.length).toBeGreaterThan(0);
      // In the business tenant each place lists the hotels in the traveller's policy first.
      for (const place of answer.places) {
        const inPolicy = place.offers.map(({ hotel }) => hotel.policyStatus?.inPolicy ?? true);
        expect(inPolicy).toEqual([...inPolicy].sort((a, b) => Number(b) - Number(a)));
        if (host === CORPORATE_HOST) expect(place.offers[0]?.hotel.policyStatus).not.toBeNull();
      }
      for (const { hotel, offer } of offers) {
        expect(['Premier', 'Lifestyle']).toContain(hotel.collection);
        expect(hotel.availability).toBe('Available');
        // Lifestyle hotels give the fourth night in both tenants, Premier ones for business.
        const freeNight = hotel.collection === 'Lifestyle' || host === CORPORATE_HOST;
        expect(offer.kind).toBe(freeNight ? 'FreeNight' : 'ExperienceCredit');
        if (offer.kind === 'FreeNight') {
          expect(offer.amount).toEqual(hotel.leadRate.complimentaryNightDiscount);
          expect(offer.amount.amountMinor).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe.each(listTestDatabaseTargets())('a travel sale that is off on $name', (target) => {
  const t = useTestApp(target, { env: { TRAVEL_SALE_ACTIVE: 'false' } });

  it('answers that the sale is off, with nothing to show', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const sale = await readSale(browser);
    expect(sale).toMatchObject({ active: false, origin: null, destinations: [] });
    expect(Object.values(sale.lists).flat()).toEqual([]);
  });
});
