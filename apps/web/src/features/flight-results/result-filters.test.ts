import { describe, expect, it } from 'vitest';
import type { Carrier } from '@wayfare/contracts/flight-shop';
import type { ResultFare, ResultItinerary, ResultSegment } from './shop-results';
import { buildItineraryViews } from './itinerary-view';
import {
  NO_FILTERS,
  countActiveFilters,
  filterItineraries,
  fitFiltersToFacets,
  hasActiveFilters,
  selectFacets,
  sortItineraries,
} from './result-filters';

const CARRIERS: Carrier[] = [
  { code: 'AA', name: 'American Airlines', isLowCost: false },
  { code: 'NK', name: 'Spirit Airlines', isLowCost: true },
  { code: 'DL', name: 'Delta Air Lines', isLowCost: false },
];

const airport = (code: string) => ({
  code,
  name: `${code} Airport`,
  city: `${code} City`,
  countryCode: 'US',
  countryName: 'United States',
  timeZone: 'America/New_York',
  coordinates: { lat: 0, lon: 0 },
});

const money = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

function makeFare(
  id: string,
  totalMinor: number,
  score: Partial<ResultFare['fareScore']> = {},
): ResultFare {
  return {
    fareId: id,
    fareName: 'Main',
    fareShelf: { rating: 1, shortBrandName: 'Main' },
    cabinClass: 'Economy',
    bookingCode: 'Y',
    grandTotal: money(totalMinor),
    penaltiesInfo: { changePenalty: { kind: 'NoPenalty' }, cancelPenalty: { kind: 'NotPossible' } },
    baggageInfo: { carryOnBags: 1, checkedBagsIncluded: 0, checkedBagCharges: [], maxWeightKg: 23 },
    restrictionsWithInfo: [],
    amount: { fiat: money(totalMinor), rewards: null },
    seatsRemaining: 9,
    fareScore: {
      isBest: false,
      isCheapest: false,
      isBestQuality: false,
      isFastest: false,
      ...score,
    },
    tags: [],
  };
}

interface ItinerarySpec {
  id: string;
  depart: string; // HH:mm on 2026-12-10
  durationMinutes: number;
  carriers: string[];
  layoverMinutes?: number[];
  fares: ResultFare[];
}

function makeItinerary(spec: ItinerarySpec): ResultItinerary {
  const departure = `2026-12-10T${spec.depart}`;
  const departEpoch = Date.parse(`${departure}:00Z`);
  const arrivalIso = new Date(departEpoch + spec.durationMinutes * 60_000)
    .toISOString()
    .slice(0, 16);
  // Each segment flies 60 minutes; layovers sit between them.
  let clock = departEpoch;
  const segments: ResultSegment[] = spec.carriers.map((code, index) => {
    if (index > 0) clock += (spec.layoverMinutes?.[index - 1] ?? 0) * 60_000;
    const leaves = new Date(clock).toISOString().slice(0, 16);
    clock += 60 * 60_000;
    const lands = new Date(clock).toISOString().slice(0, 16);
    return {
      segmentIndex: index,
      flightInstanceId: `${spec.id}-${index}`,
      origin: airport(index === 0 ? 'JFK' : `X${index}X`),
      destination: airport(index === spec.carriers.length - 1 ? 'LAX' : `X${index + 1}X`),
      departureTime: leaves,
      arrivalTime: lands,
      zonedDepartureTime: `${leaves}:00Z`,
      zonedArrivalTime: index === spec.carriers.length - 1 ? `${arrivalIso}:00Z` : `${lands}:00Z`,
      durationMinutes: 60,
      plusDays: 0,
      stopoverDurationMinutes: index === 0 ? 0 : (spec.layoverMinutes?.[index - 1] ?? 0),
      isSelfTransferLayover: false,
      marketingAirline: { code, name: code, flightNumber: '100' },
      operatingAirline: { code, name: code, flightNumber: '100' },
      aircraft: '320',
      distanceKm: 1000,
      warnings: [],
    };
  });
  return {
    itineraryId: spec.id,
    origin: 'JFK',
    destination: 'LAX',
    departureTime: departure,
    arrivalTime: arrivalIso,
    durationMinutes: spec.durationMinutes,
    stops: spec.carriers.length - 1,
    plusDays: 0,
    segments,
    fares: spec.fares,
  };
}

const ITINERARIES = [
  makeItinerary({
    id: 'a',
    depart: '05:30',
    durationMinutes: 330,
    carriers: ['AA'],
    fares: [makeFare('a1', 30000), makeFare('a2', 45000, { isBestQuality: true })],
  }),
  makeItinerary({
    id: 'b',
    depart: '08:00',
    durationMinutes: 420,
    carriers: ['NK', 'NK'],
    layoverMinutes: [90],
    fares: [makeFare('b1', 15000, { isCheapest: true })],
  }),
  makeItinerary({
    id: 'c',
    depart: '13:15',
    durationMinutes: 500,
    carriers: ['DL', 'AA'],
    layoverMinutes: [180],
    fares: [makeFare('c1', 22000, { isBest: true })],
  }),
  makeItinerary({
    id: 'd',
    depart: '19:45',
    durationMinutes: 320,
    carriers: ['DL'],
    fares: [makeFare('d1', 38000, { isFastest: true })],
  }),
];
const VIEWS = buildItineraryViews(ITINERARIES, CARRIERS);
const ids = (views: { itinerary: { itineraryId: string } }[]) =>
  views.map((v) => v.itinerary.itineraryId);

describe('buildItineraryViews', () => {
  it('finds the lowest fare, the layovers and the low-cost carriers', () => {
    const [a, b, c] = VIEWS;
    expect(a?.lowestFare.fareId).toBe('a1');
    expect(a?.departureBucket).toBe('earlyMorning');
    expect(b?.hasLowCostCarrier).toBe(true);
    expect(c?.layovers).toEqual([
      { airportCode: 'X1X', departureAirportCode: 'X1X', minutes: 180, isSelfTransfer: false },
    ]);
    expect(c?.marketingCarrierCodes).toEqual(['DL', 'AA']);
  });
});

describe('filterItineraries', () => {
  it('keeps everything without filters', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(ids(filterItineraries(VIEWS, NO_FILTERS))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('applies each filter', () => {
    expect(ids(filterItineraries(VIEWS, { ...NO_FILTERS, isNonStopOnly: true }))).toEqual([
      'a',
      'd',
    ]);
    expect(ids(filterItineraries(VIEWS, { ...NO_FILTERS, excludesLowCostCarriers: true }))).toEqual(
      ['a', 'c', 'd'],
    );
    expect(ids(filterItineraries(VIEWS, { ...NO_FILTERS, isShortLayoverOnly: true }))).toEqual([
      'a',
      'b',
      'd',
    ]);
    expect(ids(filterItineraries(VIEWS, { ...NO_FILTERS, airlineCodes: ['AA'] }))).toEqual([
      'a',
      'c',
    ]);
    expect(
      ids(filterItineraries(VIEWS, { ...NO_FILTERS, departureBuckets: ['morning', 'evening'] })),
    ).toEqual(['b', 'd']);
    expect(
      ids(
        filterItineraries(VIEWS, {
          ...NO_FILTERS,
          priceRange: { minMinor: 22000, maxMinor: 30000 },
        }),
      ),
    ).toEqual(['a', 'c']);
  });

  it('hides self-transfers (two tickets) when asked', () => {
    const [c] = ITINERARIES.slice(2);
    if (!c) throw new Error('fixture');
    const selfTransfer = {
      ...c,
      itineraryId: 'e',
      multiTicketType: 'virtualInterline' as const,
      segments: c.segments.map((s, i) => ({ ...s, isSelfTransferLayover: i === 1 })),
    };
    const views = buildItineraryViews([...ITINERARIES, selfTransfer], CARRIERS);
    expect(views.at(-1)?.hasSelfTransfer).toBe(true);
    expect(ids(filterItineraries(views, NO_FILTERS))).toContain('e');
    const hidden = { ...NO_FILTERS, excludesSelfTransfers: true };
    expect(hasActiveFilters(hidden)).toBe(true);
    expect(ids(filterItineraries(views, hidden))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('combines filters', () => {
    const filters = { ...NO_FILTERS, isNonStopOnly: true, airlineCodes: ['DL'] };
    expect(hasActiveFilters(filters)).toBe(true);
    expect(ids(filterItineraries(VIEWS, filters))).toEqual(['d']);
  });
});

describe('sortItineraries', () => {
  it('sorts by every key', () => {
    expect(ids(sortItineraries(VIEWS, 'price'))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(sortItineraries(VIEWS, 'duration'))).toEqual(['d', 'a', 'b', 'c']);
    expect(ids(sortItineraries(VIEWS, 'departureTime'))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(sortItineraries(VIEWS, 'arrivalTime'))).toEqual(['a', 'b', 'c', 'd']);
    // Stops tie on 0 and 1: price breaks the tie.
    expect(ids(sortItineraries(VIEWS, 'stops'))).toEqual(['a', 'd', 'b', 'c']);
    // Best overall, best quality, best price, fastest.
    expect(ids(sortItineraries(VIEWS, 'fareScore'))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('sorts by lowest emissions, an itinerary without an estimate last (issue 23)', () => {
    const grams: Record<string, number | undefined> = { a: 300_000, b: 120_000, c: undefined };
    const withEmissions = VIEWS.map((view) => {
      const g =
        grams[view.itinerary.itineraryId] ?? (view.itinerary.itineraryId === 'd' ? 120_000 : null);
      return { ...view, emissionsGrams: g };
    });
    // b and d tie on 120 kg: price breaks the tie (b is cheaper).
    expect(ids(sortItineraries(withEmissions, 'emissions'))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('does not change its input', () => {
    const before = ids(VIEWS);
    sortItineraries(VIEWS, 'price');
    expect(ids(VIEWS)).toEqual(before);
  });
});

describe('selectFacets', () => {
  it('lists airlines with counts and the price bounds', () => {
    const facets = selectFacets(VIEWS, CARRIERS);
    expect(facets.airlines).toEqual([
      { code: 'AA', name: 'American Airlines', count: 2 },
      { code: 'DL', name: 'Delta Air Lines', count: 2 },
      { code: 'NK', name: 'Spirit Airlines', count: 1 },
    ]);
    expect(facets.priceBounds).toEqual({ minMinor: 15000, maxMinor: 38000 });
    expect(selectFacets([], CARRIERS).priceBounds).toBeNull();
  });
});

describe('at 1,500 itineraries', () => {
  it('sorts and filters well within a frame budget', () => {
    const many = Array.from({ length: 1500 }, (_, i) =>
      makeItinerary({
        id: `i${String(i).padStart(4, '0')}`,
        depart: `${String(i % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
        durationMinutes: 200 + ((i * 37) % 400),
        carriers: i % 3 === 0 ? ['AA'] : ['DL', 'NK'],
        layoverMinutes: [60 + (i % 200)],
        fares: [makeFare(`f${i}`, 10000 + ((i * 7919) % 90000))],
      }),
    );
    const views = buildItineraryViews(many, CARRIERS);
    const started = performance.now();
    for (const key of ['price', 'duration', 'fareScore', 'arrivalTime'] as const) {
      sortItineraries(filterItineraries(views, { ...NO_FILTERS, isShortLayoverOnly: true }), key);
    }
    expect(performance.now() - started).toBeLessThan(200);
    expect(sortItineraries(views, 'price')).toHaveLength(1500);
  });
});

describe('filters kept from one step to the next', () => {
  it('counts what is on and leaves out airlines the slice does not offer', () => {
    const filters = {
      ...NO_FILTERS,
      isNonStopOnly: true,
      airlineCodes: ['DL', 'UA'],
      priceRange: { minMinor: 1, maxMinor: 2 },
    };
    expect(countActiveFilters(filters)).toBe(4);
    const facets = selectFacets(VIEWS, CARRIERS);
    expect(fitFiltersToFacets(filters, facets).airlineCodes).toEqual(['DL']);
    expect(
      fitFiltersToFacets({ ...NO_FILTERS, airlineCodes: ['UA'] }, facets).airlineCodes,
    ).toEqual([]);
    expect(fitFiltersToFacets(NO_FILTERS, facets)).toBe(NO_FILTERS);
  });
});
