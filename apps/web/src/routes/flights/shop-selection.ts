import type { Money } from '@wayfare/contracts/money';
import type {
  ResultFare,
  ResultItinerary,
  ShopResults,
} from '../../features/flight-results/shop-results';

export interface ChosenFare {
  sliceIndex: number;
  itinerary: ResultItinerary;
  fare: ResultFare;
}

/** Finds a fare by id in one slice's results. */
export function findFareInSlice(
  search: ShopResults,
  sliceIndex: number,
  fareId: string,
): ChosenFare | null {
  const slice = search.slices[sliceIndex];
  for (const itinerary of slice?.itineraries ?? []) {
    const fare = itinerary.fares.find((candidate) => candidate.fareId === fareId);
    if (fare) return { sliceIndex, itinerary, fare };
  }
  return null;
}

/** Finds a fare by id in any slice (the FareDetails dialog opens from any step). */
export function findFareAnywhere(search: ShopResults, fareId: string): ResultFare | null {
  for (let index = 0; index < search.slices.length; index += 1) {
    const found = findFareInSlice(search, index, fareId);
    if (found) return found.fare;
  }
  return null;
}

/** The chosen fares, slice by slice, stopping at the first id the results no longer have. */
export function resolveChosenFares(search: ShopResults, fareIds: readonly string[]): ChosenFare[] {
  const chosen: ChosenFare[] = [];
  for (const [index, fareId] of fareIds.entries()) {
    const found = findFareInSlice(search, index, fareId);
    if (!found) break;
    chosen.push(found);
  }
  return chosen;
}

/**
 * The trip total: the sum of the chosen fares' grand totals (each slice is priced as its share of
 * the whole trip). Null without fares; throws on mixed currencies, which a search never returns.
 */
export function sumGrandTotals(chosen: readonly ChosenFare[]): Money | null {
  const first = chosen[0];
  if (!first) return null;
  const { currency } = first.fare.grandTotal;
  let amountMinor = 0;
  for (const { fare } of chosen) {
    if (fare.grandTotal.currency !== currency)
      throw new Error('Fares in one trip share a currency');
    amountMinor += fare.grandTotal.amountMinor;
  }
  return { amountMinor, currency };
}

/**
 * The fare set a freeze would hold: one fare a slice. From the price prediction, the cheapest fare
 * of each slice; from a fare's details, that fare on a one-way search, or the chosen fares once
 * every slice has one (the review step). Null when no full set can be named.
 */
export function selectFreezeFareIds(
  search: ShopResults,
  from: { kind: 'cheapest' } | { kind: 'fare'; fareId: string; chosenFareIds: readonly string[] },
): string[] | null {
  const sliceCount = search.slices.length;
  if (from.kind === 'fare') {
    if (sliceCount === 1) return [from.fareId];
    const chosen = resolveChosenFares(search, from.chosenFareIds);
    return chosen.length === sliceCount && chosen.some((c) => c.fare.fareId === from.fareId)
      ? chosen.map((c) => c.fare.fareId)
      : null;
  }
  const ids: string[] = [];
  for (const slice of search.slices) {
    let best: ResultFare | null = null;
    for (const itinerary of slice.itineraries)
      for (const fare of itinerary.fares)
        if (
          fare.seatsRemaining > 0 &&
          (!best || fare.grandTotal.amountMinor < best.grandTotal.amountMinor)
        )
          best = fare;
    if (!best) return null;
    ids.push(best.fareId);
  }
  return ids;
}
