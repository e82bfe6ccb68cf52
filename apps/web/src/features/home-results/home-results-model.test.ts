import { describe, expect, it } from 'vitest';
import type { HomeResult } from '@wayfare/contracts/home-booking';
import { NO_HOME_FILTERS } from '../../model/home-search-params';
import { countHomeFilters, filterHomes, sortHomes, takesPets } from './home-results-model';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

function home(listingId: string, patch: Partial<HomeResult> & { total?: number } = {}): HomeResult {
  const { total = 50_000, ...rest } = patch;
  return {
    listingId,
    title: listingId,
    propertyType: 'Apartment',
    cityCode: 'C1',
    city: 'Lisbon',
    countryCode: 'PT',
    coordinates: { lat: 0, lon: 0 },
    bedrooms: 2,
    beds: 3,
    bathrooms: 1,
    amenities: [],
    userRating: 4.2,
    reviewCount: 10,
    hostName: 'Host',
    imageSvg: '',
    rules: {
      minStayNights: 1,
      maxStayNights: 30,
      maxGuests: 4,
      petsAllowed: false,
      maxPets: 0,
      checkInDays: [0, 1, 2, 3, 4, 5, 6],
      checkOutDays: [0, 1, 2, 3, 4, 5, 6],
      minBookingWindowDays: 0,
      checkInTime: '15:00',
      checkOutTime: '11:00',
    },
    cancellationKind: 'Flexible',
    fromNightly: usd(10_000),
    pricing: {
      nights: 3,
      nightly: [],
      rent: usd(total),
      discounts: [],
      discountTotal: usd(0),
      fees: [],
      feeTotal: usd(0),
      taxes: [],
      taxTotal: usd(0),
      total: usd(total),
      averageNightly: usd(Math.ceil(total / 3)),
    },
    refundKind: 'FullyRefundable',
    freeCancellationUntil: null,
    distanceKm: 1,
    policyStatus: null,
    ...rest,
  };
}

describe('homes results', () => {
  const petFriendly = home('V1-2', {
    rules: { ...home('x').rules, petsAllowed: true, maxPets: 1 },
    total: 90_000,
    userRating: 4.8,
    propertyType: 'House',
  });
  const cheap = home('V1-1', { total: 30_000, freeCancellationUntil: '2026-12-01T00:00:00Z' });
  const big = home('V1-3', { bedrooms: 4, distanceKm: 0.2 });

  it('keeps homes that take the searched pets', () => {
    expect(takesPets(petFriendly, 1)).toBe(true);
    expect(takesPets(petFriendly, 2)).toBe(false);
    expect(takesPets(cheap, 0)).toBe(false);
    const filters = { ...NO_HOME_FILTERS, petsAllowed: true };
    expect(filterHomes([cheap, petFriendly, big], filters, 1)).toEqual([petFriendly]);
  });

  it('filters by type, bedrooms, nightly price, rating and free cancellation', () => {
    const all = [cheap, petFriendly, big];
    expect(filterHomes(all, { ...NO_HOME_FILTERS, propertyTypes: ['House'] }, 0)).toEqual([
      petFriendly,
    ]);
    expect(filterHomes(all, { ...NO_HOME_FILTERS, minBedrooms: 3 }, 0)).toEqual([big]);
    // $100 a night at most: the $300 stay over 3 nights is kept, the $900 one is not.
    expect(filterHomes(all, { ...NO_HOME_FILTERS, maxNightly: 200 }, 0)).toEqual([cheap, big]);
    expect(filterHomes(all, { ...NO_HOME_FILTERS, minRating: 4.5 }, 0)).toEqual([petFriendly]);
    expect(filterHomes(all, { ...NO_HOME_FILTERS, freeCancellation: true }, 0)).toEqual([cheap]);
    expect(countHomeFilters({ ...NO_HOME_FILTERS, minRating: 4, petsAllowed: true })).toBe(2);
  });

  it('sorts by price, rating, distance and bedrooms', () => {
    const all = [petFriendly, big, cheap];
    expect(sortHomes(all, 'price').map((h) => h.listingId)).toEqual(['V1-1', 'V1-3', 'V1-2']);
    expect(sortHomes(all, 'rating')[0]).toBe(petFriendly);
    expect(sortHomes(all, 'distance')[0]).toBe(big);
    expect(sortHomes(all, 'bedrooms')[0]).toBe(big);
  });
});
