import type { FlightSearchResponse } from '@wayfare/contracts/flights';
import type { FlightFare, FlightItinerary } from '@wayfare/contracts/flights';
import type { Money } from '@wayfare/contracts/money';

export interface ChosenFare {
  sliceIndex: number;
  itinerary: FlightItinerary;
  fare: FlightFare;
}

/** Finds a fare by id in one slice's results. */
export function findFareInSlice(
  search: FlightSearchResponse,
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
export function findFareAnywhere(search: FlightSearchResponse, fareId: string): FlightFare | null {
  for (let index = 0; index < search.slices.length; index += 1) {
    const found = findFareInSlice(search, index, fareId);
    if (found) return found.fare;
  }
  return null;
}

/** The chosen fares, slice by slice, stopping at the first id the results no longer have. */
export function resolveChosenFares(
  search: FlightSearchResponse,
  fareIds: readonly string[],
): ChosenFare[] {
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
  const { currency } = first.fare.pricing.grandTotal;
  let amountMinor = 0;
  for (const { fare } of chosen) {
    if (fare.pricing.grandTotal.currency !== currency)
      throw new Error('Fares in one trip share a currency');
    amountMinor += fare.pricing.grandTotal.amountMinor;
  }
  return { amountMinor, currency };
}
