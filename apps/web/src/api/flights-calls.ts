import { queryOptions } from '@tanstack/react-query';
import type {
  AutocompleteResponse,
  FlightShopRequest,
  FlightShopResponse,
  PricePrediction,
  RecentFlightSearch,
} from '@wayfare/contracts/flight-shop';
import type { FlightSearchRequest } from '@wayfare/contracts/flights';
import { requestJson } from './http-client';

export const AUTOCOMPLETE_LIMIT = 8;

/** GET /autocomplete/flights?query=…&limit=8: airports, metro areas and cities. */
export function fetchFlightAutocomplete(
  query: string,
  signal?: AbortSignal,
): Promise<AutocompleteResponse> {
  return requestJson<AutocompleteResponse>('/autocomplete/flights', {
    query: { query, limit: String(AUTOCOMPLETE_LIMIT) },
    signal,
  });
}

export function flightAutocompleteQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['flights', 'autocomplete', query],
    queryFn: ({ signal }) => fetchFlightAutocomplete(query, signal),
    enabled: query.trim().length > 0,
    staleTime: 5 * 60_000,
  });
}

/** POST /flights/search: every slice's itineraries and fares. The server records it as a recent search. */
export function postFlightSearch(
  request: FlightShopRequest,
  signal?: AbortSignal,
): Promise<FlightShopResponse> {
  return requestJson<FlightShopResponse>('/flights/search', {
    method: 'POST',
    body: request,
    signal,
  });
}

/**
 * One search per request for the whole visit: moving between steps or back to a step must not
 * search again (and record another recent search). Failures are shown by the page, never retried.
 */
export function flightSearchQueryOptions(request: FlightShopRequest) {
  return queryOptions({
    queryKey: ['flights', 'search', request],
    queryFn: ({ signal }) => postFlightSearch(request, signal),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
    // The route's loader may have started it (app/prefetch-results.ts): a failure there is the
    // page's failure to show, not a reason to search again when the page mounts.
    retryOnMount: false,
  });
}

/** POST /flights/prediction: buy or wait for the route and dates. */
export function postPricePrediction(
  request: FlightSearchRequest,
  signal?: AbortSignal,
): Promise<PricePrediction> {
  return requestJson<PricePrediction>('/flights/prediction', {
    method: 'POST',
    body: request,
    signal,
    failureHandling: 'reportOnly',
  });
}

export function pricePredictionQueryOptions(request: FlightSearchRequest) {
  return queryOptions({
    queryKey: ['flights', 'prediction', request],
    queryFn: ({ signal }) => postPricePrediction(request, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** GET /productFeed/recentlySearched?vertical=flights: newest first. */
export async function fetchRecentFlightSearches(
  signal?: AbortSignal,
): Promise<RecentFlightSearch[]> {
  const response = await requestJson<{ searches: RecentFlightSearch[] }>(
    '/productFeed/recentlySearched',
    { query: { vertical: 'flights' }, signal, failureHandling: 'reportOnly' },
  );
  return response.searches;
}

export function recentFlightSearchesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['flights', 'recentlySearched', userId],
    queryFn: ({ signal }) => fetchRecentFlightSearches(signal),
    staleTime: 30_000,
    retry: false,
  });
}
