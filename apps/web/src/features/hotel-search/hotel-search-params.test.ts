import { describe, expect, it } from 'vitest';
import {
  buildHotelSearchParams,
  buildHotelStayParams,
  parseLocation,
  readHotelListParams,
  readHotelSearchParams,
  readHotelStayParams,
} from './hotel-search-params';

describe('hotel search deep links', () => {
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
    ).toEqual({ sort: 'MostRecommended', view: 'list', filters: { starRatings: [4] } });
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
