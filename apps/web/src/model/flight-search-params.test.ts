import { describe, expect, it } from 'vitest';
import type { FlightShopRequest } from '@wayfare/contracts/flight-shop';
import { buildFlightSearchParams, parseFlightSearchParams } from './flight-search-params';

const ROUND_TRIP: FlightShopRequest = {
  tripType: 'round_trip',
  slices: [
    { origin: 'JFK', destination: 'LAX', departureDate: '2026-12-10' },
    { origin: 'LAX', destination: 'JFK', departureDate: '2026-12-17' },
  ],
  passengers: { ADT: 2, CNN: 1, INS: 0, INF: 1 },
  maxStops: 2,
  excludeLowCostCarriers: false,
  cabinClass: 'Business',
  entrySource: 'recently_searched_air',
};

describe('flight search parameters', () => {
  it('writes a readable deep link', () => {
    expect(buildFlightSearchParams(ROUND_TRIP).toString()).toBe(
      'tripType=round_trip&slices=JFK-LAX-2026-12-10%2CLAX-JFK-2026-12-17&adt=2&cnn=1&ins=0&inf=1&cabin=Business&entrySource=recently_searched_air',
    );
  });

  it('reads back what it writes', () => {
    expect(parseFlightSearchParams(buildFlightSearchParams(ROUND_TRIP))).toEqual(ROUND_TRIP);
    const multi: FlightShopRequest = {
      ...ROUND_TRIP,
      tripType: 'multi_city',
      slices: [
        { origin: 'JFK', destination: 'LHR', departureDate: '2026-12-10' },
        { origin: 'LHR', destination: 'CDG', departureDate: '2026-12-14' },
        { origin: 'CDG', destination: 'JFK', departureDate: '2026-12-20' },
      ],
    };
    expect(parseFlightSearchParams(buildFlightSearchParams(multi))).toEqual(multi);
  });

  it('leaves Economy and a missing entry source out', () => {
    const params = buildFlightSearchParams({
      ...ROUND_TRIP,
      cabinClass: 'Economy',
      entrySource: undefined,
    });
    expect(params.has('cabin')).toBe(false);
    expect(params.has('entrySource')).toBe(false);
    expect(parseFlightSearchParams(params)?.cabinClass).toBeUndefined();
  });

  it('defaults the passengers and accepts lower-case codes', () => {
    expect(
      parseFlightSearchParams(new URLSearchParams('tripType=one_way&slices=jfk-lax-2026-12-10')),
    ).toEqual({
      tripType: 'one_way',
      slices: [{ origin: 'JFK', destination: 'LAX', departureDate: '2026-12-10' }],
      passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
      maxStops: 2,
      excludeLowCostCarriers: false,
    });
  });

  it('rejects what does not describe a search', () => {
    expect(parseFlightSearchParams(new URLSearchParams(''))).toBeNull();
    expect(parseFlightSearchParams(new URLSearchParams('slices=JFK-LAX'))).toBeNull();
    expect(
      parseFlightSearchParams(new URLSearchParams('tripType=round_trip&slices=JFK-LAX-2026-12-10')),
    ).toBeNull();
    expect(
      parseFlightSearchParams(
        new URLSearchParams(
          'tripType=multi_city&slices=AAA-BBB-2026-12-10,BBB-CCC-2026-12-11,CCC-DDD-2026-12-12,DDD-EEE-2026-12-13,EEE-FFF-2026-12-14,FFF-GGG-2026-12-15',
        ),
      ),
    ).toBeNull();
  });

  it('ignores unknown cabins and entry sources and out-of-range counts', () => {
    const parsed = parseFlightSearchParams(
      new URLSearchParams('slices=JFK-LAX-2026-12-10&cabin=Deluxe&entrySource=spam&adt=40&cnn=-1'),
    );
    expect(parsed?.cabinClass).toBeUndefined();
    expect(parsed?.entrySource).toBeUndefined();
    expect(parsed?.passengers).toEqual({ ADT: 1, CNN: 0, INS: 0, INF: 0 });
  });
});
