import type { HomeResult } from '@wayfare/contracts/home-booking';
import { roundToWholeMajorUnits } from '@wayfare/domain/money-format';
import type { HomeFilters, HomeSort } from '../../model/home-search-params';

/** A home's average night (rent less discounts), in whole units as shown, as the price filter reads it. */
function nightlyWholeUnits(home: HomeResult): number {
  return roundToWholeMajorUnits(home.pricing.averageNightly);
}

/** Whether the home takes `pets` pets (at least one when the search has none). */
export function takesPets(home: Pick<HomeResult, 'rules'>, pets: number): boolean {
  return home.rules.petsAllowed && home.rules.maxPets >= Math.max(1, pets);
}

/** The homes the filters keep, in the order the results came. */
export function filterHomes(
  homes: readonly HomeResult[],
  filters: HomeFilters,
  pets: number,
): HomeResult[] {
  return homes.filter(
    (home) =>
      (filters.propertyTypes.length === 0 || filters.propertyTypes.includes(home.propertyType)) &&
      home.bedrooms >= filters.minBedrooms &&
      (filters.maxNightly === 0 || nightlyWholeUnits(home) <= filters.maxNightly) &&
      (!filters.petsAllowed || takesPets(home, pets)) &&
      home.userRating >= filters.minRating &&
      (!filters.freeCancellation || home.freeCancellationUntil !== null),
  );
}

const COMPARE: Record<HomeSort, (a: HomeResult, b: HomeResult) => number> = {
  price: (a, b) => a.pricing.total.amountMinor - b.pricing.total.amountMinor,
  rating: (a, b) => b.userRating - a.userRating || b.reviewCount - a.reviewCount,
  distance: (a, b) => a.distanceKm - b.distanceKm,
  bedrooms: (a, b) => b.bedrooms - a.bedrooms,
};

/** Sorted by `sort`; ties keep the cheaper home first, then the listing id (a stable order). */
export function sortHomes(homes: readonly HomeResult[], sort: HomeSort): HomeResult[] {
  return [...homes].sort(
    (a, b) =>
      COMPARE[sort](a, b) ||
      a.pricing.total.amountMinor - b.pricing.total.amountMinor ||
      a.listingId.localeCompare(b.listingId),
  );
}

/** How many filters are on (the filters button's count). */
export function countHomeFilters(filters: HomeFilters): number {
  return (
    (filters.propertyTypes.length > 0 ? 1 : 0) +
    (filters.minBedrooms > 0 ? 1 : 0) +
    (filters.maxNightly > 0 ? 1 : 0) +
    (filters.petsAllowed ? 1 : 0) +
    (filters.minRating > 0 ? 1 : 0) +
    (filters.freeCancellation ? 1 : 0)
  );
}
