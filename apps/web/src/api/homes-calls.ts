import { queryOptions } from '@tanstack/react-query';
import type {
  HomeBookingRequest,
  HomeBookingView,
  HomeQuoteRequest,
  HomeQuoteResponse,
  HomeResultsResponse,
  HomeSearchRequest,
  HomeShopRequest,
  HomeShopResponse,
  StayResultsResponse,
  StaySearchRequest,
} from '@wayfare/contracts/home-booking';
import { BOOKING_POLL_MS } from './booking-calls';
import { requestJson } from './http-client';

/** POST /homes/search: every home in the city that can host the stay; the page filters and sorts. */
export function homeSearchQueryOptions(request: HomeSearchRequest) {
  return queryOptions({
    queryKey: ['homes', 'search', request],
    queryFn: ({ signal }) =>
      requestJson<HomeResultsResponse>('/homes/search', { method: 'POST', body: request, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** POST /stays/search: hotels and homes in one list, for one map. */
export function staySearchQueryOptions(request: StaySearchRequest) {
  return queryOptions({
    queryKey: ['stays', 'search', request],
    queryFn: ({ signal }) =>
      requestJson<StayResultsResponse>('/stays/search', { method: 'POST', body: request, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** POST /homes/shop: one home for the dates, with its calendar and what the stay breaks. */
export function homeShopQueryOptions(request: HomeShopRequest) {
  return queryOptions({
    queryKey: ['homes', 'shop', request],
    queryFn: ({ signal }) =>
      requestJson<HomeShopResponse>('/homes/shop', { method: 'POST', body: request, signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** POST /homes/quote: the stay priced and held. */
export function postHomeQuote(request: HomeQuoteRequest): Promise<HomeQuoteResponse> {
  return requestJson<HomeQuoteResponse>('/homes/quote', { method: 'POST', body: request });
}

/** GET /homes/quote/:quoteId: the held quote again (a reload of the booking page). */
export function homeQuoteQueryOptions(quoteId: string) {
  return queryOptions({
    queryKey: ['homes', 'quote', quoteId],
    queryFn: ({ signal }) =>
      requestJson<HomeQuoteResponse>(`/homes/quote/${encodeURIComponent(quoteId)}`, { signal }),
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /homes/book with an Idempotency-Key: answers with the booking PendingConfirm. */
export function postHomeBooking(
  request: HomeBookingRequest,
  idempotencyKey: string,
): Promise<HomeBookingView> {
  return requestJson<HomeBookingView>('/homes/book', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** GET /homes/bookings/:id: the booking and the saga's step. */
export function fetchHomeBooking(
  bookingId: string,
  signal?: AbortSignal,
): Promise<HomeBookingView> {
  return requestJson<HomeBookingView>(`/homes/bookings/${encodeURIComponent(bookingId)}`, {
    signal,
  });
}

/** The booking, polled while the saga runs. */
export function homeBookingQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['homes', 'booking', bookingId],
    queryFn: ({ signal }) => fetchHomeBooking(bookingId, signal),
    refetchInterval: (query) =>
      query.state.data?.status === 'PendingConfirm' || query.state.data === undefined
        ? BOOKING_POLL_MS
        : false,
    retry: 2,
  });
}
