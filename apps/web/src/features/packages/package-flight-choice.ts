import type { Money } from '@wayfare/contracts/money';
import type { ShopItinerary } from '@wayfare/contracts/flight-shop';
import type { PackageFlightShopResponse } from '@wayfare/contracts/packages';

/** The package's price with the chosen fares: the included fares' price plus their differences. */
export function priceChosenPackage(
  shop: PackageFlightShopResponse,
  fareIds: readonly string[],
): { total: Money; perPerson: Money } {
  const { total, perPerson } = shop.package;
  let totalMinor = total.amountMinor;
  let perPersonMinor = perPerson.amountMinor;
  for (const fareId of fareIds) {
    const difference = shop.fareDifferences[fareId];
    if (!difference) continue;
    totalMinor += difference.difference.amountMinor;
    perPersonMinor += difference.perPerson.amountMinor;
  }
  return {
    total: { amountMinor: totalMinor, currency: total.currency },
    perPerson: { amountMinor: perPersonMinor, currency: perPerson.currency },
  };
}

/** An itinerary's smallest difference per person among its fares (the list's order). */
function lowestDifference(shop: PackageFlightShopResponse, itinerary: ShopItinerary): number {
  return Math.min(
    ...itinerary.fares.map(
      (fare) => shop.fareDifferences[fare.fareId]?.perPerson.amountMinor ?? Infinity,
    ),
  );
}

/**
 * A slice's flights for the package: those with a priced fare, the included flight first, then by
 * the smallest difference and the earlier departure.
 */
export function listPackageItineraries(
  shop: PackageFlightShopResponse,
  sliceIndex: number,
): ShopItinerary[] {
  const slice = shop.flights.search.slices.find((s) => s.sliceIndex === sliceIndex);
  if (!slice) return [];
  const included = new Set(shop.includedFareIds);
  const isIncluded = (itinerary: ShopItinerary) =>
    itinerary.fares.some((fare) => included.has(fare.fareId));
  return slice.itineraries
    .filter((itinerary) => Number.isFinite(lowestDifference(shop, itinerary)))
    .sort(
      (a, b) =>
        Number(isIncluded(b)) - Number(isIncluded(a)) ||
        lowestDifference(shop, a) - lowestDifference(shop, b) ||
        a.departureTime.localeCompare(b.departureTime),
    );
}

/** The chosen fare of each slice from the URL, else the included one (outbound, return). */
export function readChosenFares(
  shop: PackageFlightShopResponse,
  chosen: readonly (string | null)[],
): [string, string] {
  const [outIncluded = '', returnIncluded = ''] = shop.includedFareIds;
  const known = (fareId: string | null | undefined) =>
    fareId && shop.fareDifferences[fareId] ? fareId : null;
  return [known(chosen[0]) ?? outIncluded, known(chosen[1]) ?? returnIncluded];
}
