import type { Carrier } from '@wayfare/contracts/flight-shop';
import type { FlightSortKey } from '@wayfare/contracts/flights';
import type { TimeOfDayBucket } from '@wayfare/domain/display-rules';
import { isShortLayover } from '@wayfare/domain/display-rules';
import type { ItineraryView } from './itinerary-view';

export const SORT_KEYS: readonly FlightSortKey[] = [
  'fareScore',
  'price',
  'duration',
  'departureTime',
  'arrivalTime',
  'stops',
  'emissions',
];

export interface PriceRange {
  minMinor: number;
  maxMinor: number;
}

export interface ResultFilters {
  isNonStopOnly: boolean;
  excludesLowCostCarriers: boolean;
  isShortLayoverOnly: boolean;
  /** Hides self-transfers (two tickets, collect bags and check in again; issue 20). */
  excludesSelfTransfers: boolean;
  /** Marketing carriers to keep; empty keeps every airline. */
  airlineCodes: readonly string[];
  /** Departure buckets to keep; empty keeps every time of day. */
  departureBuckets: readonly TimeOfDayBucket[];
  /** Lowest-fare bounds (inclusive); null keeps every price. */
  priceRange: PriceRange | null;
}

export const NO_FILTERS: ResultFilters = {
  isNonStopOnly: false,
  excludesLowCostCarriers: false,
  isShortLayoverOnly: false,
  excludesSelfTransfers: false,
  airlineCodes: [],
  departureBuckets: [],
  priceRange: null,
};

export function hasActiveFilters(filters: ResultFilters): boolean {
  return (
    filters.isNonStopOnly ||
    filters.excludesLowCostCarriers ||
    filters.isShortLayoverOnly ||
    filters.excludesSelfTransfers ||
    filters.airlineCodes.length > 0 ||
    filters.departureBuckets.length > 0 ||
    filters.priceRange !== null
  );
}

/** How many filters are on (the filters button says so). */
export function countActiveFilters(filters: ResultFilters): number {
  return (
    Number(filters.isNonStopOnly) +
    Number(filters.excludesLowCostCarriers) +
    Number(filters.isShortLayoverOnly) +
    Number(filters.excludesSelfTransfers) +
    filters.airlineCodes.length +
    filters.departureBuckets.length +
    Number(filters.priceRange !== null)
  );
}

/**
 * The filters as they apply to one slice's flights. They are kept from one step to the next, but
 * airlines this slice does not offer are left out, so a return with none of the outbound's
 * airlines is not emptied by them.
 */
export function fitFiltersToFacets(filters: ResultFilters, facets: ResultFacets): ResultFilters {
  if (filters.airlineCodes.length === 0) return filters;
  const offered = new Set(facets.airlines.map((airline) => airline.code));
  const airlineCodes = filters.airlineCodes.filter((code) => offered.has(code));
  return airlineCodes.length === filters.airlineCodes.length
    ? filters
    : { ...filters, airlineCodes };
}

/** Keeps the itineraries that pass every active filter, in their order. */
export function filterItineraries(
  views: readonly ItineraryView[],
  filters: ResultFilters,
): ItineraryView[] {
  const airlines = new Set(filters.airlineCodes);
  const buckets = new Set(filters.departureBuckets);
  const { priceRange } = filters;
  return views.filter(
    (view) =>
      (!filters.isNonStopOnly || view.itinerary.stops === 0) &&
      (!filters.excludesLowCostCarriers || !view.hasLowCostCarrier) &&
      (!filters.isShortLayoverOnly || isShortLayover(view.longestLayoverMinutes)) &&
      (!filters.excludesSelfTransfers || !view.hasSelfTransfer) &&
      (airlines.size === 0 || view.marketingCarrierCodes.some((code) => airlines.has(code))) &&
      (buckets.size === 0 || buckets.has(view.departureBucket)) &&
      (priceRange === null ||
        (view.lowestTotalMinor >= priceRange.minMinor &&
          view.lowestTotalMinor <= priceRange.maxMinor)),
  );
}

type Comparator = (a: ItineraryView, b: ItineraryView) => number;

const byPrice: Comparator = (a, b) => a.lowestTotalMinor - b.lowestTotalMinor;
const byDeparture: Comparator = (a, b) => a.departureEpochMs - b.departureEpochMs;
const COMPARATORS: Record<FlightSortKey, Comparator> = {
  price: byPrice,
  departureTime: byDeparture,
  arrivalTime: (a, b) => a.arrivalEpochMs - b.arrivalEpochMs,
  duration: (a, b) => a.itinerary.durationMinutes - b.itinerary.durationMinutes,
  stops: (a, b) => a.itinerary.stops - b.itinerary.stops,
  fareScore: (a, b) => a.fareScoreRank - b.fareScoreRank,
  // Issue 23: lowest CO₂ per passenger first; an itinerary without an estimate goes last.
  emissions: (a, b) =>
    (a.emissionsGrams ?? Number.MAX_SAFE_INTEGER) - (b.emissionsGrams ?? Number.MAX_SAFE_INTEGER),
};

/**
 * A sorted copy. Ties fall back to price, then departure time, then the itinerary id, so the order
 * is total and the same input always gives the same list.
 */
export function sortItineraries(
  views: readonly ItineraryView[],
  sortKey: FlightSortKey,
): ItineraryView[] {
  const primary = COMPARATORS[sortKey];
  return [...views].sort(
    (a, b) =>
      primary(a, b) ||
      byPrice(a, b) ||
      byDeparture(a, b) ||
      (a.itinerary.itineraryId < b.itinerary.itineraryId
        ? -1
        : a.itinerary.itineraryId > b.itinerary.itineraryId
          ? 1
          : 0),
  );
}

export interface AirlineFacet {
  code: string;
  name: string;
  count: number;
}

export interface ResultFacets {
  airlines: AirlineFacet[];
  /** Lowest and highest lowest-fare totals, or null without results. */
  priceBounds: PriceRange | null;
  currency: string | null;
}

/** What the filter panel offers: airlines with their itinerary counts, and the price bounds. */
export function selectFacets(
  views: readonly ItineraryView[],
  carriers: readonly Carrier[],
): ResultFacets {
  const names = new Map(carriers.map((carrier) => [carrier.code, carrier.name]));
  const counts = new Map<string, number>();
  let minMinor = Number.POSITIVE_INFINITY;
  let maxMinor = Number.NEGATIVE_INFINITY;
  for (const view of views) {
    for (const code of view.marketingCarrierCodes) counts.set(code, (counts.get(code) ?? 0) + 1);
    minMinor = Math.min(minMinor, view.lowestTotalMinor);
    maxMinor = Math.max(maxMinor, view.lowestTotalMinor);
  }
  const airlines = [...counts]
    .map(([code, count]) => ({ code, name: names.get(code) ?? code, count }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    airlines,
    priceBounds: views.length > 0 ? { minMinor, maxMinor } : null,
    currency: views[0]?.lowestFare.grandTotal.currency ?? null,
  };
}
