import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  HotelAvailabilityRequest,
  HotelAvailabilityResponse,
  HotelShopRequest,
  HotelShopResponse,
  LodgingAutocompleteResponse,
  RecentHotelSearchesResponse,
  RecentlyViewedHotelsResponse,
} from '@wayfare/contracts/hotel-shop';
import { requestJson } from './http-client';

export const HOTEL_PAGE_SIZE = 50;

/** POST /hotels/availability: one page of hotels for a place, dates and guests. */
export function postHotelAvailability(
  request: HotelAvailabilityRequest,
  signal?: AbortSignal,
): Promise<HotelAvailabilityResponse> {
  return requestJson<HotelAvailabilityResponse>('/hotels/availability', {
    method: 'POST',
    body: request,
    signal,
  });
}

/** Pages of 50 for a search; "Show more" asks for the next one. Failures are shown, not retried. */
export function hotelAvailabilityQueryOptions(
  request: Omit<HotelAvailabilityRequest, 'offset' | 'limit'>,
) {
  return infiniteQueryOptions({
    queryKey: ['hotels', 'availability', request],
    queryFn: ({ signal, pageParam }) =>
      postHotelAvailability({ ...request, offset: pageParam, limit: HOTEL_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.hotels.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    staleTime: 5 * 60_000,
    retry: false,
    // Started by the route's loader too (app/prefetch-results.ts): a failure there is shown.
    retryOnMount: false,
  });
}

/** POST /hotels/shop: the hotel, its rooms and rates for a stay. Recorded as recently viewed. */
export function hotelShopQueryOptions(request: HotelShopRequest) {
  return queryOptions({
    queryKey: ['hotels', 'shop', request],
    queryFn: ({ signal }) =>
      requestJson<HotelShopResponse>('/hotels/shop', { method: 'POST', body: request, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET /autocomplete/lodging?query=…: cities, neighbourhoods, airports and hotels. */
export function lodgingAutocompleteQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['hotels', 'autocomplete', query],
    queryFn: ({ signal }) =>
      requestJson<LodgingAutocompleteResponse>('/autocomplete/lodging', {
        query: { query },
        signal,
      }),
    enabled: query.trim().length > 1,
    staleTime: 5 * 60_000,
  });
}

/** GET /productFeed/recentlySearched?vertical=hotels */
export function recentHotelSearchesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['hotels', 'recentlySearched', userId],
    queryFn: ({ signal }) =>
      requestJson<RecentHotelSearchesResponse>('/productFeed/recentlySearched', {
        query: { vertical: 'hotels' },
        signal,
      }),
  });
}

/** GET /productFeed/recentlyViewed */
export function recentlyViewedHotelsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['hotels', 'recentlyViewed', userId],
    queryFn: ({ signal }) =>
      requestJson<RecentlyViewedHotelsResponse>('/productFeed/recentlyViewed', { signal }),
  });
}
