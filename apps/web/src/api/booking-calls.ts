import { queryOptions } from '@tanstack/react-query';
import type {
  FlightBookRequest,
  FlightBooking,
  PaymentCredentials,
  PaymentMethodsResponse,
  WalletResponse,
} from '@wayfare/contracts/flight-booking';
import type { FlightQuoteRequest, FlightQuoteResponse } from '@wayfare/contracts/flight-shop';
import { requestJson } from './http-client';

/** POST /flights/quote: prices the chosen fares and holds the price (a signed, expiring token). */
export function postFlightQuote(request: FlightQuoteRequest): Promise<FlightQuoteResponse> {
  return requestJson<FlightQuoteResponse>('/flights/quote', { method: 'POST', body: request });
}

/** GET /flights/quote/:quoteId: the held quote again, e.g. after a reload of the booking page. */
export function flightQuoteQueryOptions(quoteId: string) {
  return queryOptions({
    queryKey: ['flights', 'quote', quoteId],
    queryFn: ({ signal }) =>
      requestJson<FlightQuoteResponse>(`/flights/quote/${encodeURIComponent(quoteId)}`, { signal }),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * POST /flights/book with an Idempotency-Key: the same key and body never book twice. Answers
 * 202 with the booking Pending; its status is then polled.
 */
export function postFlightBooking(
  request: FlightBookRequest,
  idempotencyKey: string,
): Promise<FlightBooking> {
  return requestJson<FlightBooking>('/flights/book', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** How often the booking page asks for the saga's progress. */
export const BOOKING_POLL_MS = 800;

/** GET /flights/bookings/:id: the booking and the saga's step. */
export function fetchFlightBooking(
  bookingId: string,
  signal?: AbortSignal,
): Promise<FlightBooking> {
  return requestJson<FlightBooking>(`/flights/bookings/${encodeURIComponent(bookingId)}`, {
    signal,
  });
}

/** The booking, polled while Pending. */
export function flightBookingQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['flights', 'booking', bookingId],
    queryFn: ({ signal }) => fetchFlightBooking(bookingId, signal),
    refetchInterval: (query) =>
      query.state.data?.status === 'Pending' || query.state.data === undefined
        ? BOOKING_POLL_MS
        : false,
    retry: 2,
  });
}

export function paymentCredentialsQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'credentials'],
    queryFn: ({ signal }) =>
      requestJson<PaymentCredentials>('/payments/spreedlyCredentials', {
        signal,
        timing: 'afterPaint',
      }),
    staleTime: Infinity,
  });
}

export function paymentMethodsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['payments', 'methods', userId],
    queryFn: ({ signal }) =>
      requestJson<PaymentMethodsResponse>('/paymentMethods', { signal, timing: 'afterPaint' }),
    staleTime: 60_000,
  });
}

export function walletQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['wallet', userId],
    queryFn: ({ signal }) =>
      requestJson<WalletResponse>('/user/wallet', { signal, timing: 'afterPaint' }),
    staleTime: 60_000,
  });
}
