import type { QueryClient } from '@tanstack/react-query';
import { readCsrfToken } from '../api/cookies';
import { flightSearchQueryOptions } from '../api/flights-calls';
import { STORAGE_KEYS, readStoredValue } from '../api/storage-keys';
import { parseFlightSearchParams } from '../features/flight-search/flight-search-params';

/**
 * The results pages' searches, started by the route's loader when the navigation starts rather
 * than by the page once its code has loaded and rendered: pressing Search and a first visit to a
 * results link both wait for one round trip fewer. Each builds exactly the query its page asks
 * for (same options, same key), so the page picks up the search in flight instead of sending
 * another; one that differed would only search twice. Nothing here may import zod (the hotel
 * list's helpers do, so they are in prefetch-hotel-results.ts, loaded when first needed): this
 * module is in the first-load bundle.
 */

/** The page shows a failure; here it only must not go unhandled. */
export const ignoreFailure = () => undefined;

/** Signed out, the protected layout sends the person to sign in: nothing is searched then. */
export function isProbablySignedIn(): boolean {
  return (
    readCsrfToken(document.cookie) !== null || readStoredValue(STORAGE_KEYS.sessionSecret) !== null
  );
}

/** /flights/shop: the search in the URL, as flights-shop-route.tsx's ShopForRequest runs it. */
export function prefetchFlightSearch(queryClient: QueryClient, url: URL): void {
  if (!isProbablySignedIn()) return;
  const request = parseFlightSearchParams(url.searchParams);
  if (request) queryClient.query(flightSearchQueryOptions(request)).catch(ignoreFailure);
}
