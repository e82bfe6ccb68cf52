import { queryOptions } from '@tanstack/react-query';
import type {
  CarAutocompleteResponse,
  CarQuoteRequest,
  CarQuoteResponse,
  CarResultsResponse,
  CarSearchRequest,
  CarShopResponse,
} from '@wayfare/contracts/cars';
import type { CarBookingRequest, CarBookingView } from '@wayfare/contracts/car-booking';
import { BOOKING_POLL_MS } from './booking-calls';
import { requestJson } from './http-client';

/** GET /autocomplete/cars?query=…: airports and cities with rental counters. */
export function carAutocompleteQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['cars', 'autocomplete', query],
    queryFn: ({ signal }) =>
      requestJson<CarAutocompleteResponse>('/autocomplete/cars', { query: { query }, signal }),
    enabled: query.trim().length > 1,
    staleTime: 5 * 60_000,
  });
}

/** POST /cars/search: every supplier's cars at the counter; the page sorts and filters. */
export function carSearchQueryOptions(request: CarSearchRequest) {
  return queryOptions({
    queryKey: ['cars', 'search', request],
    queryFn: ({ signal }) =>
      requestJson<CarResultsResponse>('/cars/search', { method: 'POST', body: request, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** POST /cars/shop: the offer priced again, with its counters, terms and extras. */
export function carShopQueryOptions(offerId: string) {
  return queryOptions({
    queryKey: ['cars', 'shop', offerId],
    queryFn: ({ signal }) =>
      requestJson<CarShopResponse>('/cars/shop', { method: 'POST', body: { offerId }, signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** POST /cars/quote: the car with its extras and way to pay, held at this price. */
export function postCarQuote(request: CarQuoteRequest): Promise<CarQuoteResponse> {
  return requestJson<CarQuoteResponse>('/cars/quote', { method: 'POST', body: request });
}

/** GET /cars/quote/:quoteId: the held quote again (a reload of the booking page). */
export function carQuoteQueryOptions(quoteId: string) {
  return queryOptions({
    queryKey: ['cars', 'quote', quoteId],
    queryFn: ({ signal }) =>
      requestJson<CarQuoteResponse>(`/cars/quote/${encodeURIComponent(quoteId)}`, { signal }),
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /cars/book with an Idempotency-Key: answers with the booking PendingConfirm. */
export function postCarBooking(
  request: CarBookingRequest,
  idempotencyKey: string,
): Promise<CarBookingView> {
  return requestJson<CarBookingView>('/cars/book', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** GET /cars/bookings/:id: the booking and the saga's step. */
export function fetchCarBooking(bookingId: string, signal?: AbortSignal): Promise<CarBookingView> {
  return requestJson<CarBookingView>(`/cars/bookings/${encodeURIComponent(bookingId)}`, {
    signal,
  });
}

/** The booking, polled while the saga runs. */
export function carBookingQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['cars', 'booking', bookingId],
    queryFn: ({ signal }) => fetchCarBooking(bookingId, signal),
    refetchInterval: (query) =>
      query.state.data?.status === 'PendingConfirm' || query.state.data === undefined
        ? BOOKING_POLL_MS
        : false,
    retry: 2,
  });
}
