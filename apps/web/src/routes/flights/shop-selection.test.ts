import { describe, expect, it } from 'vitest';
import type {
  ResultFare,
  ResultItinerary,
  ShopResults,
} from '../../features/flight-results/shop-results';
import { findFareAnywhere, resolveChosenFares, sumGrandTotals } from './shop-selection';

const fare = (fareId: string, amountMinor: number) =>
  ({ fareId, grandTotal: { amountMinor, currency: 'USD' } }) as unknown as ResultFare;
const itinerary = (itineraryId: string, fares: ResultFare[]) =>
  ({ itineraryId, fares }) as unknown as ResultItinerary;

const SEARCH = {
  tripType: 'round_trip',
  passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
  slices: [
    { sliceIndex: 0, itineraries: [itinerary('out1', [fare('a', 20050), fare('b', 30000)])] },
    { sliceIndex: 1, itineraries: [itinerary('back1', [fare('c', 19999)])] },
  ],
} as unknown as ShopResults;

describe('resolveChosenFares', () => {
  it('finds each fare in its own slice and stops at the first missing one', () => {
    expect(resolveChosenFares(SEARCH, ['b', 'c']).map((c) => c.fare.fareId)).toEqual(['b', 'c']);
    expect(resolveChosenFares(SEARCH, ['c', 'a'])).toEqual([]);
    expect(resolveChosenFares(SEARCH, ['a', 'zzz']).map((c) => c.itinerary.itineraryId)).toEqual([
      'out1',
    ]);
  });
});

describe('sumGrandTotals', () => {
  it('adds the grand totals to the minor unit', () => {
    expect(sumGrandTotals(resolveChosenFares(SEARCH, ['a', 'c']))).toEqual({
      amountMinor: 40049,
      currency: 'USD',
    });
    expect(sumGrandTotals([])).toBeNull();
  });
});

describe('findFareAnywhere', () => {
  it('looks through every slice', () => {
    expect(findFareAnywhere(SEARCH, 'c')?.fareId).toBe('c');
    expect(findFareAnywhere(SEARCH, 'nope')).toBeNull();
  });
});
