import { randomUUID } from 'node:crypto';
import { FlightBookingSchema } from '@wayfare/contracts/flight-booking';
import {
  FlightShopResponseSchema,
  type FlightShopResponse,
  type ShopItinerary,
} from '@wayfare/contracts/flight-shop';
import { TripsResponseSchema } from '@wayfare/contracts/trips';
import {
  differenceFromTypicalPercent,
  estimateItineraryCo2Grams,
  estimateTripCo2Grams,
  medianGrams,
} from '@wayfare/domain/flight-emissions';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import {
  CONSUMER_HOST,
  CORPORATE_HOST,
  signIn,
  type Browser,
  useTestApp,
} from '../testing/test-app';
import { bookTestFlight, quoteTestFare, TEST_ADULT, TEST_CONTACT } from '../testing/test-flights';
import { vaultTestCard } from '../testing/vault-card';

/** Issue 23: CO₂ per itinerary in the search answer, and flight trips' CO₂ on the trip list. */

const search = async (browser: Browser, body: Record<string, unknown>) => {
  const res = await browser.call('POST', '/api/v0/flights/search', {
    tripType: 'one_way',
    passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
    maxStops: 2,
    excludeLowCostCarriers: false,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return FlightShopResponseSchema.parse(res.json());
};

const itinerariesOf = (shop: FlightShopResponse, slice = 0): ShopItinerary[] =>
  shop.search.slices[slice]?.itineraries ?? [];

const emissionsOf = (it: ShopItinerary) => {
  if (!it.emissions) throw new Error(`itinerary ${it.itineraryId} has no emissions`);
  return it.emissions;
};

describe.each(listTestDatabaseTargets())('flight emissions on $name', (target) => {
  const t = useTestApp(target);

  it('gives each itinerary its CO₂ per passenger against the route’s typical', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const shop = await search(browser, {
      slices: [{ origin: 'JFK', destination: 'LAX', departureDate: '2026-12-16' }],
    });
    const itineraries = itinerariesOf(shop);
    expect(itineraries.length).toBeGreaterThan(10);
    for (const it of itineraries) {
      const e = emissionsOf(it);
      // The cabin of the row's lowest fare, and the domain's estimate over the segments flown.
      const lowest = [...it.fares].sort(
        (a, b) => a.grandTotal.amountMinor - b.grandTotal.amountMinor,
      )[0];
      const cabin = lowest && shop.fareBrands[lowest.brand]?.cabinClass;
      expect(e.cabinClass).toBe(cabin === 'BasicEconomy' ? 'Economy' : cabin);
      expect(e.gramsPerPassenger).toBe(estimateItineraryCo2Grams(it.segments, e.cabinClass));
      expect(e.differencePercent).toBe(
        differenceFromTypicalPercent(e.gramsPerPassenger, e.typicalGramsPerPassenger),
      );
    }
    // The typical is the median of the route's estimates in that cabin, the same for every row.
    const economy = itineraries.map(emissionsOf).filter((e) => e.cabinClass === 'Economy');
    expect(economy.length).toBeGreaterThan(5);
    const typical = medianGrams(economy.map((e) => e.gramsPerPassenger));
    for (const e of economy) expect(e.typicalGramsPerPassenger).toBe(typical);
    // A non-stop transcontinental economy seat: some 200–320 kg (docs/co2-method.md).
    const nonStop = itineraries.find((it) => it.stops === 0);
    expect(nonStop).toBeDefined();
    if (nonStop) {
      const kg = emissionsOf(nonStop).gramsPerPassenger / 1000;
      expect(kg).toBeGreaterThan(200);
      expect(kg).toBeLessThan(320);
    }
    // Rows differ: some below the typical, some above.
    expect(economy.some((e) => e.differencePercent < 0)).toBe(true);
    expect(economy.some((e) => e.differencePercent > 0)).toBe(true);
  });

  it('sorting by lowest emissions puts a non-stop first; connections emit more', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const shop = await search(browser, {
      slices: [{ origin: 'BOS', destination: 'SFO', departureDate: '2026-12-17' }],
    });
    const economy = itinerariesOf(shop).filter((it) => emissionsOf(it).cabinClass === 'Economy');
    const byEmissions = [...economy].sort(
      (a, b) => emissionsOf(a).gramsPerPassenger - emissionsOf(b).gramsPerPassenger,
    );
    expect(byEmissions[0]?.stops).toBe(0);
    const lowestNonStop = Math.min(
      ...economy.filter((it) => it.stops === 0).map((it) => emissionsOf(it).gramsPerPassenger),
    );
    for (const it of economy.filter((i) => i.stops > 0))
      expect(emissionsOf(it).gramsPerPassenger).toBeGreaterThan(lowestNonStop);
  });

  it('estimates a business cabin above economy on the same flights', async () => {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_marcus');
    const slices = [{ origin: 'JFK', destination: 'LHR', departureDate: '2026-12-18' }];
    const economy = itinerariesOf(await search(browser, { slices, cabinClass: 'Economy' }));
    const business = itinerariesOf(await search(browser, { slices, cabinClass: 'Business' }));
    const pairs = business.flatMap((b) => {
      const e = economy.find((x) => x.itineraryId === b.itineraryId);
      return e && emissionsOf(b).cabinClass === 'Business' ? [[e, b] as const] : [];
    });
    expect(pairs.length).toBeGreaterThan(0);
    for (const [e, b] of pairs)
      expect(emissionsOf(b).gramsPerPassenger).toBeGreaterThan(emissionsOf(e).gramsPerPassenger);
  });

  it('shows flight trips’ CO₂ and the upcoming total on the corporate trip list, not the consumer’s', async () => {
    t.ctx.travelClock.setOffsetMinutes(0);
    const corporate = await signIn(t.app, CORPORATE_HOST, 'usr_grace');
    const quote = await quoteTestFare(corporate.browser, ['ORD', 'LGA', '2027-01-12'], {
      passengers: { ADT: 2, CNN: 0, INS: 0, INF: 0 },
    });
    // A business traveller's trip may wait for an approver: it is listed (and counted) all the same.
    const held = await corporate.browser.call(
      'POST',
      '/api/v0/flights/book',
      {
        quoteToken: quote.quoteToken,
        travelers: [TEST_ADULT, { ...TEST_ADULT, givenName: 'Ava' }],
        contact: TEST_CONTACT,
        payment: {
          cardToken: await vaultTestCard(t.app),
          rewardsMinor: 0,
          applyWalletCredit: false,
        },
        outOfPolicyReason: 'Meeting the LaGuardia team for the quarterly review.',
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(held.statusCode, held.body).toBe(202);
    await t.ctx.jobs.idle();
    const booking = FlightBookingSchema.parse(held.json());
    const list = TripsResponseSchema.parse(
      (await corporate.browser.call('GET', '/api/v0/trips')).json(),
    );
    const card = list.upcoming.find((c) => c.bookingId === booking.id);
    const expected = estimateTripCo2Grams(quote.offer);
    // Two travellers: twice one passenger's estimate over the booked segments.
    expect(expected).toBe(
      2 *
        estimateItineraryCo2Grams(
          quote.offer.slices[0]?.segments ?? [],
          quote.offer.slices[0]?.fares[0]?.cabinClass ?? 'Economy',
        ),
    );
    expect(card?.co2eGrams).toBe(expected);
    expect(list.upcomingCo2eGrams).toBe(
      list.upcoming.reduce((sum, c) => sum + (c.co2eGrams ?? 0), 0),
    );
    expect(list.upcomingCo2eGrams).toBeGreaterThanOrEqual(expected);

    const consumer = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    const mine = await bookTestFlight(
      t,
      consumer.browser,
      await quoteTestFare(consumer.browser, ['ORD', 'LGA', '2027-01-13']),
    );
    const consumerList = TripsResponseSchema.parse(
      (await consumer.browser.call('GET', '/api/v0/trips')).json(),
    );
    const consumerCard = consumerList.upcoming.find((c) => c.bookingId === mine.id);
    expect(consumerCard).toBeDefined();
    expect(consumerCard).not.toHaveProperty('co2eGrams');
    expect(consumerList).not.toHaveProperty('upcomingCo2eGrams');
  });
});
