import { queryOptions } from '@tanstack/react-query';
import type {
  HotelBookingRequest,
  HotelBookingView,
  HotelQuoteRequest,
  HotelQuoteResponse,
} from '@wayfare/contracts/hotel-booking';
import { BOOKING_POLL_MS } from './booking-calls';
import { requestJson } from './http-client';

/** POST /hotels/quote: re-prices the chosen rate and holds that price (a signed, expiring token). */
export function postHotelQuote(request: HotelQuoteRequest): Promise<HotelQuoteResponse> {
  return requestJson<HotelQuoteResponse>('/hotels/quote', { method: 'POST', body: request });
}

/** GET /hotels/quote/:quoteId: the held quote again, e.g. after a reload of the booking page. */
export function hotelQuoteQueryOptions(quoteId: string) {
  return queryOptions({
    queryKey: ['hotels', 'quote', quoteId],
    queryFn: ({ signal }) =>
      requestJson<HotelQuoteResponse>(`/hotels/quote/${encodeURIComponent(quoteId)}`, { signal }),
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /hotels/book with an Idempotency-Key: answers with the booking PendingConfirm. */
export function postHotelBooking(
  request: HotelBookingRequest,
  idempotencyKey: string,
): Promise<HotelBookingView> {
  return requestJson<HotelBookingView>('/hotels/book', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** GET /hotels/bookings/:id: the booking and the saga's step. */
export function fetchHotelBooking(
  bookingId: string,
  signal?: AbortSignal,
): Promise<HotelBookingView> {
  return requestJson<HotelBookingView>(`/hotels/bookings/${encodeURIComponent(bookingId)}`, {
    signal,
  });
}

/** The booking, polled while the saga runs. */
export function hotelBookingQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['hotels', 'booking', bookingId],
    queryFn: ({ signal }) => fetchHotelBooking(bookingId, signal),
    refetchInterval: (query) =>
      query.state.data?.status === 'PendingConfirm' || query.state.data === undefined
        ? BOOKING_POLL_MS
        : false,
    retry: 2,
  });
}
