import { queryOptions } from '@tanstack/react-query';
import type {
  PackageBookingRequest,
  PackageBookingView,
  PackageFlightShopRequest,
  PackageFlightShopResponse,
  PackageHotelShopRequest,
  PackageHotelShopResponse,
  PackageQuoteRequest,
  PackageQuoteResponse,
  PackageSearchInput,
  PackageSearchResponse,
} from '@wayfare/contracts/packages';
import { BOOKING_POLL_MS } from './booking-calls';
import { requestJson } from './http-client';

/** POST /packages/search: the destination's hotels, each with its package price. */
export function packageSearchQueryOptions(request: PackageSearchInput) {
  return queryOptions({
    queryKey: ['packages', 'search', request],
    queryFn: ({ signal }) =>
      requestJson<PackageSearchResponse>('/packages/search', {
        method: 'POST',
        body: request,
        signal,
      }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** POST /packages/hotel-shop: one hotel's pay-now rates as package prices. */
export function packageHotelShopQueryOptions(request: PackageHotelShopRequest) {
  return queryOptions({
    queryKey: ['packages', 'hotel-shop', request],
    queryFn: ({ signal }) =>
      requestJson<PackageHotelShopResponse>('/packages/hotel-shop', {
        method: 'POST',
        body: request,
        signal,
      }),
    staleTime: 60_000,
    retry: false,
  });
}

/** POST /packages/flight-shop: the round trip's fares, each with its difference to the package. */
export function packageFlightShopQueryOptions(request: PackageFlightShopRequest) {
  return queryOptions({
    queryKey: ['packages', 'flight-shop', request],
    queryFn: ({ signal }) =>
      requestJson<PackageFlightShopResponse>('/packages/flight-shop', {
        method: 'POST',
        body: request,
        signal,
      }),
    staleTime: 60_000,
    retry: false,
  });
}

/** POST /packages/quote: the rate and both fares priced again and held. */
export function postPackageQuote(request: PackageQuoteRequest): Promise<PackageQuoteResponse> {
  return requestJson<PackageQuoteResponse>('/packages/quote', { method: 'POST', body: request });
}

/** POST /packages/requote: an ended quote priced again, with its difference to the old total. */
export function postPackageRequote(quoteId: string): Promise<PackageQuoteResponse> {
  return requestJson<PackageQuoteResponse>('/packages/requote', {
    method: 'POST',
    body: { quoteId },
  });
}

/** GET /packages/quote/:quoteId: the held quote again (the review and book pages, a reload). */
export function packageQuoteQueryOptions(quoteId: string) {
  return queryOptions({
    queryKey: ['packages', 'quote', quoteId],
    queryFn: ({ signal }) =>
      requestJson<PackageQuoteResponse>(`/packages/quote/${encodeURIComponent(quoteId)}`, {
        signal,
      }),
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /packages/book with an Idempotency-Key: both parts in one saga. */
export function postPackageBooking(
  request: PackageBookingRequest,
  idempotencyKey: string,
): Promise<PackageBookingView> {
  return requestJson<PackageBookingView>('/packages/book', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** GET /packages/bookings/:id: the package and its parts, with the saga's step. */
export function fetchPackageBooking(
  bookingId: string,
  signal?: AbortSignal,
): Promise<PackageBookingView> {
  return requestJson<PackageBookingView>(`/packages/bookings/${encodeURIComponent(bookingId)}`, {
    signal,
  });
}

/** The booking, polled while the saga runs. */
export function packageBookingQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['packages', 'booking', bookingId],
    queryFn: ({ signal }) => fetchPackageBooking(bookingId, signal),
    refetchInterval: (query) =>
      query.state.data?.status === 'PendingConfirm' || query.state.data === undefined
        ? BOOKING_POLL_MS
        : false,
    retry: 2,
  });
}
