import { queryOptions } from '@tanstack/react-query';
import type {
  SplitPaymentView,
  SplitSharePayRequest,
  SplitShareResponse,
  TripSplitPaymentResponse,
} from '@wayfare/contracts/split-payment';
import { requestJson } from './http-client';

/** How often a held booking's shares are asked for while they are collected. */
const SPLIT_POLL_MS = 4_000;

/** GET /splitPayments/bookings/:id: the booker's shares, polled while collected. */
export function bookingSplitQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['splitPayments', 'booking', bookingId],
    queryFn: ({ signal }) =>
      requestJson<SplitPaymentView>(`/splitPayments/bookings/${encodeURIComponent(bookingId)}`, {
        signal,
      }),
    refetchInterval: (query) => (query.state.data?.status === 'Collecting' ? SPLIT_POLL_MS : false),
  });
}

/** GET /splitPayments/trips/:id: a trip's shares for its page and receipt (null: no split). */
export function tripSplitQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['splitPayments', 'trip', bookingId],
    queryFn: ({ signal }) =>
      requestJson<TripSplitPaymentResponse>(
        `/splitPayments/trips/${encodeURIComponent(bookingId)}`,
        { signal, failureHandling: 'reportOnly' },
      ),
    retry: false,
  });
}

/** GET /splitPayments/share?token=…: a payer's share, from the e-mailed link (no sign-in). */
export function splitShareQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['splitPayments', 'share', token],
    queryFn: ({ signal }) =>
      requestJson<SplitShareResponse>('/splitPayments/share', {
        query: { token },
        signal,
        failureHandling: 'reportOnly',
      }),
    retry: false,
  });
}

/** POST /splitPayments/share/pay: the payer's card authorizes their share. */
export function postSharePayment(request: SplitSharePayRequest): Promise<SplitShareResponse> {
  return requestJson<SplitShareResponse>('/splitPayments/share/pay', {
    method: 'POST',
    body: request,
    failureHandling: 'reportOnly',
  });
}
