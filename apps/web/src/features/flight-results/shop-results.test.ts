import { describe, expect, it } from 'vitest';
import type { FlightShopResponse } from '@wayfare/contracts/flight-shop';
import { readFareScore, resolveShopResults } from './shop-results';

const airport = (code: string, city: string) => ({
  code,
  name: `${city} Airport`,
  city,
  countryCode: 'US',
  countryName: 'United States',
  timeZone: 'America/New_York',
  coordinates: { lat: 0, lon: 0 },
});

const segment = (origin: string, destination: string, marketing: string, operating: string) => ({
  segmentIndex: 0,
  flightInstanceId: `${origin}${destination}@1`,
  origin,
  destination,
  departureTime: '2026-12-10T08:00',
  arrivalTime: '2026-12-10T10:00',
  zonedDepartureTime: '2026-12-10T08:00:00-05:00',
  zonedArrivalTime: '2026-12-10T10:00:00-05:00',
  durationMinutes: 120,
  plusDays: 0,
  stopoverDurationMinutes: 0,
  isSelfTransferLayover: false,
  marketingAirline: { code: marketing, flightNumber: '12' },
  operatingAirline: { code: operating, flightNumber: '3412' },
  aircraft: 'Airbus A320',
  distanceKm: 1000,
  warnings: [],
});

const BASIC = {
  fareName: 'Basic',
  fareShelf: { rating: 0, shortBrandName: 'Basic' },
  cabinClass: 'BasicEconomy' as const,
  penaltiesInfo: {
    changePenalty: { kind: 'NotPossible' as const },
    cancelPenalty: { kind: 'NotPossible' as const },
  },
  baggageInfo: { carryOnBags: 1, checkedBagsIncluded: 0, checkedBagCharges: [], maxWeightKg: 23 },
  restrictionsWithInfo: [
    { topic: 'CarryOnBag' as const, symbol: 'Included' as const, count: 1 },
    { topic: 'SeatSelection' as const, symbol: 'Purchasable' as const },
  ],
};

const RESPONSE: FlightShopResponse = {
  searchId: 'fs_1',
  searchedAt: '2026-11-23T12:00:00.000Z',
  search: {
    tripType: 'one_way',
    passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
    slices: [
      {
        sliceIndex: 0,
        origin: 'JFK',
        destination: 'BOS',
        departureDate: '2026-12-10',
        itineraries: [
          {
            itineraryId: 'JFKBOS@1',
            origin: 'JFK',
            destination: 'BOS',
            departureTime: '2026-12-10T08:00',
            arrivalTime: '2026-12-10T10:00',
            durationMinutes: 120,
            stops: 0,
            plusDays: 0,
            segments: [segment('JFK', 'BOS', 'DL', '9E')],
            fares: [
              {
                fareId: 'JFKBOS@1|0BasicEconomy',
                brand: 0,
                bookingCode: 'N',
                grandTotal: { amountMinor: 12_345, currency: 'USD' },
                seatsRemaining: 4,
                tags: ['BestFlight', 'Cheapest'],
              },
            ],
          },
        ],
      },
    ],
  },
  carriers: [{ code: 'DL', name: 'Delta Air Lines', isLowCost: false }],
  airports: { JFK: airport('JFK', 'New York'), BOS: airport('BOS', 'Boston') },
  fareBrands: [BASIC],
};

describe('resolveShopResults', () => {
  it('puts airports, airline names and the fare brand back where the shop shows them', () => {
    const results = resolveShopResults(RESPONSE);
    const itinerary = results.slices[0]?.itineraries[0];
    expect(itinerary?.segments[0]).toMatchObject({
      origin: { code: 'JFK', city: 'New York' },
      destination: { code: 'BOS', city: 'Boston' },
      marketingAirline: { code: 'DL', name: 'Delta Air Lines', flightNumber: '12' },
      // Not among the carriers: the code stands for the name.
      operatingAirline: { code: '9E', name: '9E', flightNumber: '3412' },
    });
    expect(itinerary?.fares[0]).toEqual({
      fareId: 'JFKBOS@1|0BasicEconomy',
      bookingCode: 'N',
      grandTotal: { amountMinor: 12_345, currency: 'USD' },
      seatsRemaining: 4,
      tags: ['BestFlight', 'Cheapest'],
      ...BASIC,
      fareScore: { isBest: true, isCheapest: true, isBestQuality: false, isFastest: false },
      amount: { fiat: { amountMinor: 12_345, currency: 'USD' }, rewards: null },
    });
    expect(results.carriers).toBe(RESPONSE.carriers);
  });

  it("prices each fare in the person's card rewards (spec §3 amount.rewards)", () => {
    const miles = resolveShopResults(RESPONSE, {
      currency: 'miles',
      productDisplayName: 'Venture X',
    });
    expect(miles.slices[0]?.itineraries[0]?.fares[0]?.amount.rewards).toEqual({
      value: 12_345,
      currency: 'miles',
      currencyDescription: 'Venture X',
    });
    const cash = resolveShopResults(RESPONSE, {
      currency: 'cash',
      productDisplayName: 'Spark Cash',
    });
    expect(cash.slices[0]?.itineraries[0]?.fares[0]?.amount.rewards).toMatchObject({
      value: 12_345,
      currency: 'cash',
    });
  });

  it('refuses an answer whose fare names a brand it does not list', () => {
    expect(() => resolveShopResults({ ...RESPONSE, fareBrands: [] })).toThrow(/brand 0/);
  });
});

describe('readFareScore', () => {
  it('sets a flag for each score tag and ignores the others', () => {
    expect(readFareScore(['Fastest', 'BestQuality', 'FrozenPrice'])).toEqual({
      isBest: false,
      isCheapest: false,
      isBestQuality: true,
      isFastest: true,
    });
  });
});
