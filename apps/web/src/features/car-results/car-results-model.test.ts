import { describe, expect, it } from 'vitest';
import type { CarResult } from '@wayfare/contracts/cars';
import { CAR_CLASSES } from '@wayfare/contracts/cars';
import { NO_CAR_FILTERS } from '../../model/car-search-params';
import {
  CAR_CLASS_GROUP,
  collectCarFacets,
  matchesCarFilters,
  selectCarResults,
  sortCarResults,
} from './car-results-model';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

function offer(id: string, patch: Partial<CarResult> = {}): CarResult {
  return {
    offerId: id,
    supplier: { code: 'ZE', name: 'Hertz' },
    carClass: 'Economy',
    acrissCode: 'ECAR',
    model: 'Toyota Yaris',
    seats: 5,
    doors: 4,
    largeBags: 1,
    smallBags: 1,
    transmission: 'Automatic',
    fuelType: 'Petrol',
    hasAirConditioning: true,
    fuelPolicy: 'FullToFull',
    mileage: { isUnlimited: true, includedKmPerDay: null, extraKmCharge: null },
    minimumDriverAge: 21,
    driverAge: 30,
    days: 3,
    pricePerDay: usd(4000),
    charges: [],
    total: usd(14000),
    payTiming: 'PayLater',
    payTimings: ['PayLater', 'PayNow'],
    freeCancellationUntil: '2027-03-04T10:00',
    hasFreeCancellation: true,
    cancellationPolicy: {
      terms: 'FreeUntilPickUp',
      freeUntilLocal: '2027-03-04T10:00',
      freeUntil: '2027-03-04T15:00:00Z',
      lateCancellationFee: null,
    },
    pickUpKind: 'InTerminal',
    distanceKm: 0.4,
    rating: { score: 8, reviewCount: 100 },
    loyaltyProgram: null,
    extras: [],
    imageSvg: '<svg/>',
    policyStatus: null,
    ...patch,
  };
}

const OFFERS = [
  offer('a'),
  offer('b', {
    carClass: 'StandardSuv',
    transmission: 'Cvt',
    seats: 7,
    largeBags: 3,
    pricePerDay: usd(9000),
    supplier: { code: 'ZI', name: 'Avis' },
    rating: { score: 9.1, reviewCount: 10 },
    pickUpKind: 'Shuttle',
    distanceKm: 3.2,
  }),
  offer('c', {
    carClass: 'Minivan',
    transmission: 'Manual',
    pricePerDay: usd(6000),
    fuelPolicy: 'PrePurchase',
    hasFreeCancellation: false,
    distanceKm: 0.1,
    rating: { score: 6.5, reviewCount: 5 },
  }),
];

describe('car results', () => {
  it('groups every class the contract lists', () => {
    for (const carClass of CAR_CLASSES) expect(CAR_CLASS_GROUP[carClass]).toBeDefined();
  });

  it('sorts by price, rating and distance with stable ties', () => {
    expect(sortCarResults(OFFERS, 'price').map((o) => o.offerId)).toEqual(['a', 'c', 'b']);
    expect(sortCarResults(OFFERS, 'rating').map((o) => o.offerId)).toEqual(['b', 'a', 'c']);
    expect(sortCarResults(OFFERS, 'distance').map((o) => o.offerId)).toEqual(['c', 'a', 'b']);
    expect(sortCarResults([offer('z'), offer('y')], 'price').map((o) => o.offerId)).toEqual([
      'y',
      'z',
    ]);
  });

  it('filters by class group, transmission (CVT counts as automatic) and counts', () => {
    const pick = (filters: Partial<typeof NO_CAR_FILTERS>) =>
      selectCarResults(OFFERS, { ...NO_CAR_FILTERS, ...filters }, 'price').map((o) => o.offerId);
    expect(pick({ classes: ['suv', 'van'] })).toEqual(['c', 'b']);
    expect(pick({ transmissions: ['Automatic'] })).toEqual(['a', 'b']);
    expect(pick({ transmissions: ['Manual'] })).toEqual(['c']);
    expect(pick({ minSeats: 6 })).toEqual(['b']);
    expect(pick({ minBags: 2 })).toEqual(['b']);
    expect(pick({ suppliers: ['ZI'] })).toEqual(['b']);
    expect(pick({ fuelPolicies: ['PrePurchase'] })).toEqual(['c']);
    expect(pick({ freeCancellation: true })).toEqual(['a', 'b']);
    expect(pick({ pickUpKinds: ['Shuttle'] })).toEqual(['b']);
    expect(matchesCarFilters(OFFERS[0] as CarResult, NO_CAR_FILTERS)).toBe(true);
  });

  it('counts each filter choice over the whole answer', () => {
    const facets = collectCarFacets(OFFERS);
    expect(facets.classes.map((f) => [f.value, f.count])).toEqual([
      ['small', 1],
      ['suv', 1],
      ['van', 1],
    ]);
    expect(facets.transmissions.map((f) => [f.value, f.count])).toEqual([
      ['Automatic', 2],
      ['Manual', 1],
    ]);
    expect(facets.suppliers.map((f) => f.label)).toEqual(['Avis', 'Hertz']);
    expect(facets.maxSeats).toBe(7);
    expect(facets.maxBags).toBe(3);
  });
});
