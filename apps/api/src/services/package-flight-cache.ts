import type { FlightOffer, FlightSearchResponse } from '@wayfare/contracts/flights';
import type { PrecompressedJson } from './precompressed-json';
import { createSearchCache, type SearchCache } from './search-cache';

/**
 * A package search's included flight (issue 23): the round trip's search answer, its cheapest
 * fare of each slice and that pair priced together. Every package call of the same trip (the hotel
 * list, a hotel's rooms, the flight shop) needs it, so it is kept for a minute per trip and day,
 * shared by everyone, like flight searches (`flight-shop.ts`), and cleared with them whenever the
 * portal's seat inventory changes (`noteSeatInventoryChanged`). Concurrent first searches of one
 * trip share one supplier search. A quote and a stale booking price the chosen fares again, so a
 * cached price is never charged.
 */
export interface IncludedFlight {
  result: FlightSearchResponse;
  fareIds: string[];
  offer: FlightOffer;
}

/** How long an included flight is reused (the flight search cache's minute). */
export const PACKAGE_FLIGHT_CACHE_TTL_MS = 60_000;

export interface PackageFlightCache {
  /** The trip's included flight from memory, else `find()` once for every concurrent caller. */
  read(key: string, now: Date, find: () => Promise<IncludedFlight>): Promise<IncludedFlight>;
  /** Seats were sold or released: every kept price may be stale (searches running are not kept). */
  invalidate(): void;
  readonly size: number;
  /**
   * A package search's answer, encoded once per hotel answer (the person's, kept a minute by the
   * hotel availability service and cleared when rooms are sold) and included flight (kept here,
   * cleared when seats are): keyed by those two objects, so it lives exactly as long as both.
   */
  readonly answers: WeakMap<object, WeakMap<IncludedFlight, PrecompressedJson>>;
}

export function createPackageFlightCache(
  options: { ttlMs?: number; maxEntries?: number } = {},
): PackageFlightCache {
  const kept: SearchCache<IncludedFlight> = createSearchCache({
    ttlMs: options.ttlMs ?? PACKAGE_FLIGHT_CACHE_TTL_MS,
    maxEntries: options.maxEntries ?? 200,
  });
  const running = new Map<string, Promise<IncludedFlight>>();
  // Bumped by invalidate: a search that started before it is answered but not kept.
  let generation = 0;
  return {
    answers: new WeakMap(),
    read(key, now, find) {
      const hit = kept.get(key, now);
      if (hit) return Promise.resolve(hit);
      const joined = running.get(key);
      if (joined) return joined;
      const startedIn = generation;
      const search = find()
        .then((found) => {
          if (startedIn === generation) kept.set(key, found, now);
          return found;
        })
        .finally(() => {
          if (running.get(key) === search) running.delete(key);
        });
      running.set(key, search);
      return search;
    },
    invalidate() {
      generation += 1;
      kept.invalidate();
      running.clear();
    },
    get size() {
      return kept.size;
    },
  };
}
