import type { FlightShopRequest } from '@wayfare/contracts/flight-shop';
import type { FlightSearchRequest } from '@wayfare/contracts/flights';
import type { Money } from '@wayfare/contracts/money';
import type { PriceWatch, WatchState } from '@wayfare/contracts/price-watch';
import { buildFlightSearchParams } from '../../model/flight-search-params';

/**
 * The search a results page watches: the trip itself, without how the person got there (the same
 * trip searched from anywhere is one watch).
 */
export function toWatchRequest(request: FlightShopRequest): FlightSearchRequest {
  return {
    tripType: request.tripType,
    slices: request.slices.map(({ origin, destination, departureDate }) => ({
      origin,
      destination,
      departureDate,
    })),
    passengers: { ...request.passengers },
    maxStops: request.maxStops,
    excludeLowCostCarriers: request.excludeLowCostCarriers,
    ...(request.cabinClass ? { cabinClass: request.cabinClass } : {}),
  };
}

/** The results page of a watched search (its "See flights" link; the alert e-mail links there too). */
export function buildWatchResultsPath(request: FlightSearchRequest): string {
  return `/flights/shop?${buildFlightSearchParams(request).toString()}`;
}

/**
 * The watch button's state (spec §4): InProcess while a call runs (the look-up on arrival, watching
 * or stopping), else the watch's own state, NotWatching when there is none.
 */
export function selectWatchState(watch: PriceWatch | null, isBusy: boolean): WatchState {
  if (isBusy) return 'InProcess';
  return watch?.state ?? 'NotWatching';
}

/** Whether the trip counts as watched (the toggle's pressed state). */
export function isWatched(state: WatchState): boolean {
  return state === 'JustWatched' || state === 'Watching';
}

export type PriceChange =
  { direction: 'down' | 'up'; amount: Money } | { direction: 'same' } | { direction: 'unknown' };

/**
 * How the lowest price moved since watching started, to the whole unit as the card shows prices
 * ("$412, down $38"): a change under one unit reads as the same price.
 */
export function comparePrices(
  starting: Money | null,
  current: Money | null,
  minorUnitsPerMajor: number,
): PriceChange {
  if (!starting || !current || starting.currency !== current.currency) {
    return { direction: 'unknown' };
  }
  const whole = (money: Money) => Math.round(money.amountMinor / minorUnitsPerMajor);
  const change = whole(current) - whole(starting);
  if (change === 0) return { direction: 'same' };
  return {
    direction: change < 0 ? 'down' : 'up',
    amount: { amountMinor: Math.abs(change) * minorUnitsPerMajor, currency: current.currency },
  };
}

/** The trip's places: "JFK to LAX", or every stop of a multi-city trip, "JFK → LAX → SFO". */
export function selectWatchRoute(request: FlightSearchRequest): {
  kind: 'pair' | 'path';
  origin: string;
  destination: string;
  path: string;
} {
  const first = request.slices[0];
  const origin = first?.origin ?? '';
  const destination = first?.destination ?? '';
  const path = [origin, ...request.slices.map((slice) => slice.destination)].join(' → ');
  return { kind: request.tripType === 'multi_city' ? 'path' : 'pair', origin, destination, path };
}

/** The trip's first and last departure dates (the same for a one-way trip). */
export function selectWatchDates(request: FlightSearchRequest): { first: string; last: string } {
  const first = request.slices[0]?.departureDate ?? '';
  const last = request.slices[request.slices.length - 1]?.departureDate ?? first;
  return { first, last };
}

/**
 * Where focus goes when a card leaves the list: the card that takes its place, else the one
 * before it; null when the list is now empty.
 */
export function selectFocusAfterRemoval(
  remainingIds: readonly string[],
  removedIndex: number,
): string | null {
  if (remainingIds.length === 0) return null;
  return remainingIds[Math.min(removedIndex, remainingIds.length - 1)] ?? null;
}
