import { describe, expect, it } from 'vitest';
import { HotelEntrySourceSchema } from '@wayfare/contracts/hotel-shop';
import { HOTEL_AMENITIES, MealPlanSchema } from '@wayfare/contracts/lodging';
import {
  AMENITIES,
  HOTEL_ENTRY_SOURCES,
  MEAL_PLANS,
  buildHotelSearchParams,
  buildHotelStayParams,
  fromDistanceKm,
  parseLocation,
  readHotelListParams,
  readHotelSearchParams,
  readHotelStayParams,
  toDistanceKm,
  toHotelSearchRequest,
} from './hotel-search-params';

describe('hotel search deep links', () => {
  it('reads the amenities, meal plans and entry sources the contracts list, without zod', () => {
    expect(AMENITIES).toEqual(HOTEL_AMENITIES);
    expect([...MEAL_PLANS].sort()).toEqual([...MealPlanSchema.options].sort());
    expect([...HOTEL_ENTRY_SOURCES].sort()).toEqual([...HotelEntrySourceSchema.options].sort());
    const search = readHotelSearchParams(
      new URLSearchParams(
        'locationName=Paris&location=city:C2988507&fromDate=2026-12-10&untilDate=2026-12-14&entryType=toString',
      ),
    );
    if (!search) throw new Error('the search should read');
    expect(
      toHotelSearchRequest(search, readHotelListParams(new URLSearchParams())),
    ).not.toHaveProperty('entrySource');
  });

  it('reads the spec’s parameters and fills the defaults', () => {
    const search = readHotelSearchParams(
      new URLSearchParams(
        'locationName=New%20York&location=city:C5128581&fromDate=2026-12-10&untilDate=2026-12-14&entryType=recently_searched_hotel',
      ),
    );
    expect(search).toEqual({
      location: { kind: 'city', cityCode: 'C5128581' },
      locationName: 'New York',
      fromDate: '2026-12-10',
      untilDate: '2026-12-14',
      rooms: 1,
      adults: 2,
      children: 0,
      entryType: 'recently_searched_hotel',
    });
  });

  it('needs a place and both dates', () => {
    expect(
      readHotelSearchParams(new URLSearchParams('location=city:C5128581&fromDate=2026-12-10')),
    ).toBe(null);
    expect(
      readHotelSearchParams(
        new URLSearchParams('location=moon&fromDate=2026-12-10&untilDate=2026-12-11'),
      ),
    ).toBe(null);
  });

  it('never asks for fewer adults than rooms', () => {
    const search = readHotelSearchParams(
      new URLSearchParams(
        'location=airport:JFK&fromDate=2026-12-10&untilDate=2026-12-11&rooms=3&adults=1',
      ),
    );
    expect(search).toMatchObject({ rooms: 3, adults: 3 });
  });

  it('round-trips a search with its list state', () => {
    const search = readHotelSearchParams(
      new URLSearchParams(
        'location=point:40.7128,-74.0060&fromDate=2026-12-10&untilDate=2026-12-11&locationName=Here',
      ),
    );
    if (!search) throw new Error('no search');
    const list = {
      sort: 'Price' as const,
      view: 'map' as const,
      area: null,
      filters: {
        starRatings: [5, 4],
        minUserRating: 4,
        amenities: ['Pool' as const],
        maxNightlyPriceMinor: 25000,
        refundableOnly: true,
      },
    };
    const params = buildHotelSearchParams({ ...search, rooms: 2 }, list);
    expect(readHotelSearchParams(params)).toEqual({ ...search, rooms: 2 });
    expect(readHotelListParams(params)).toEqual({
      ...list,
      filters: { ...list.filters, starRatings: [4, 5] },
    });
  });

  it('drops unreadable filters rather than failing', () => {
    expect(
      readHotelListParams(
        new URLSearchParams('sort=Cheapest&stars=9,4&rating=11&amenities=Moat&maxPrice=-4'),
      ),
    ).toEqual({
      sort: 'MostRecommended',
      view: 'list',
      filters: { starRatings: [4] },
      area: null,
    });
  });

  it('round-trips meal plans and a distance, kept in kilometres whatever the unit shown', () => {
    const search = readHotelSearchParams(
      new URLSearchParams(
        'locationName=Paris&location=city:C2988507&fromDate=2026-12-10&untilDate=2026-12-12',
      ),
    );
    if (!search) throw new Error('expected a search');
    const filters = {
      mealPlans: ['HalfBoard' as const, 'BreakfastFor2' as const],
      maxDistanceKm: toDistanceKm(5, 'Mi'),
      refundableOnly: true,
    };
    const list = { sort: 'DistanceAscending' as const, view: 'list' as const, area: null, filters };
    const params = buildHotelSearchParams(search, list);
    expect(params.get('mealPlans')).toBe('HalfBoard,BreakfastFor2');
    expect(params.get('maxDistanceKm')).toBe('8.05');
    expect(readHotelListParams(params)).toEqual(list);
    // The deep link read again writes the same link.
    expect(buildHotelSearchParams(search, readHotelListParams(params)).toString()).toBe(
      params.toString(),
    );
    expect(toHotelSearchRequest(search, readHotelListParams(params)).filters).toEqual(filters);
    expect(
      readHotelListParams(new URLSearchParams('mealPlans=Tea,Lunch&maxDistanceKm=2.5')).filters,
    ).toEqual({ mealPlans: ['Lunch'], maxDistanceKm: 2.5 });
    for (const bad of ['0', '-3', '101', 'far', ''])
      expect(
        readHotelListParams(new URLSearchParams(`maxDistanceKm=${bad}`)).filters.maxDistanceKm,
      ).toBeUndefined();
  });

  it('converts the offered miles to whole hundredths of a kilometre and back', () => {
    expect([1, 2, 5, 10, 25].map((mi) => toDistanceKm(mi, 'Mi'))).toEqual([
      1.61, 3.22, 8.05, 16.09, 40.23,
    ]);
    expect([1, 2, 5, 10, 25].map((km) => toDistanceKm(km, 'Km'))).toEqual([1, 2, 5, 10, 25]);
    for (const mi of [1, 2, 5, 10, 25]) {
      const km = toDistanceKm(mi, 'Mi');
      expect(String(km)).toMatch(/^\d+(\.\d{1,2})?$/);
      expect(Math.round(fromDistanceKm(km, 'Mi'))).toBe(mi);
      expect(toDistanceKm(Number(String(km)), 'Km')).toBe(km);
    }
  });

  it('keeps the map area beside the place, and searches the area when there is one', () => {
    const search = readHotelSearchParams(
      new URLSearchParams(
        'locationName=Paris&location=city:C2988507&fromDate=2026-12-10&untilDate=2026-12-12',
      ),
    );
    if (!search) throw new Error('expected a search');
    const area = { kind: 'bbox' as const, minLat: 48.8, minLon: 2.3, maxLat: 48.9, maxLon: 2.4 };
    const params = buildHotelSearchParams(search, { view: 'map', area });
    expect(params.get('area')).toBe('48.8000,2.3000,48.9000,2.4000');
    expect(params.get('location')).toBe('city:C2988507');
    const list = readHotelListParams(params);
    expect(list.area).toEqual(area);
    expect(toHotelSearchRequest(search, list).location).toEqual(area);
    expect(toHotelSearchRequest(search, { ...list, area: null }).location).toEqual(search.location);
    expect(readHotelListParams(new URLSearchParams('area=49,2,48,3')).area).toBe(null);
  });

  it('reads the hotel page’s stay and refuses a malformed hotel id', () => {
    const stay = {
      lodgingId: 'H123',
      fromDate: '2026-12-10',
      untilDate: '2026-12-14',
      rooms: 2,
      adults: 3,
      children: 1,
    };
    expect(readHotelStayParams(buildHotelStayParams(stay))).toEqual(stay);
    expect(
      readHotelStayParams(
        new URLSearchParams('lodgingId=<x>&fromDate=2026-12-10&untilDate=2026-12-11'),
      ),
    ).toBe(null);
  });

  it('rejects out-of-range points and empty boxes', () => {
    expect(parseLocation('point:95,10')).toBe(null);
    expect(parseLocation('bbox:41,-73,40,-74')).toBe(null);
    expect(parseLocation('bbox:40,-74,41,-73')).toEqual({
      kind: 'bbox',
      minLat: 40,
      minLon: -74,
      maxLat: 41,
      maxLon: -73,
    });
  });
});

describe('the preferred chains filter (issue 24)', () => {
  it('keeps chains by loyalty programme code in the link, and drops what is not a code', () => {
    const search = readHotelSearchParams(
      new URLSearchParams(
        'locationName=Paris&location=city:C2988507&fromDate=2026-12-10&untilDate=2026-12-14',
      ),
    );
    if (!search) throw new Error('the search should read');
    const params = buildHotelSearchParams(search, {
      filters: { loyaltyPrograms: ['MAR', 'HIL'] },
    });
    expect(params.get('chains')).toBe('HIL,MAR');
    expect(readHotelListParams(params).filters.loyaltyPrograms).toEqual(['HIL', 'MAR']);
    expect(
      readHotelListParams(new URLSearchParams('chains=hil,<x>,HYA')).filters.loyaltyPrograms,
    ).toEqual(['HYA']);
  });
});
