import { queryOptions } from '@tanstack/react-query';
import type {
  FlightFreezeExerciseQuote,
  FlightFreezeList,
  FlightFreezeOffer,
  FlightFreezeOfferRequest,
  FlightFreezePurchaseRequest,
  FlightFreezeVoucher,
} from '@wayfare/contracts/price-freeze';
import type { FlightQuoteResponse } from '@wayfare/contracts/flight-shop';
import { requestJson } from './http-client';

/** POST /flights/freeze/offer: the freeze of a fare set, each length with its fee. */
export function postFlightFreezeOffer(
  request: FlightFreezeOfferRequest,
): Promise<FlightFreezeOffer> {
  return requestJson<FlightFreezeOffer>('/flights/freeze/offer', { method: 'POST', body: request });
}

/** GET /flights/freeze/offer/:offerId: an offer again (a reload, the next step). */
export function flightFreezeOfferQueryOptions(offerId: string) {
  return queryOptions({
    queryKey: ['flights', 'freeze', 'offer', offerId],
    queryFn: ({ signal }) =>
      requestJson<FlightFreezeOffer>(`/flights/freeze/offer/${encodeURIComponent(offerId)}`, {
        signal,
      }),
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /flights/freeze with an Idempotency-Key: pays the fee once and answers the voucher. */
export function postFlightFreeze(
  request: FlightFreezePurchaseRequest,
  idempotencyKey: string,
): Promise<FlightFreezeVoucher> {
  return requestJson<FlightFreezeVoucher>('/flights/freeze', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function fetchFlightFreeze(freezeId: string, signal?: AbortSignal) {
  return requestJson<FlightFreezeVoucher>(`/trips/freezes/${encodeURIComponent(freezeId)}`, {
    signal,
  });
}

/** One voucher with today's figures. */
export function flightFreezeQueryOptions(freezeId: string) {
  return queryOptions({
    queryKey: ['trips', 'freezes', freezeId],
    queryFn: ({ signal }) => fetchFlightFreeze(freezeId, signal),
  });
}

/** The person's frozen prices, newest first. */
export function flightFreezesQueryOptions() {
  return queryOptions({
    queryKey: ['trips', 'freezes'],
    queryFn: ({ signal }) => requestJson<FlightFreezeList>('/trips/freezes', { signal }),
  });
}

/** What using a freeze costs today, or the similar flights and refund when it sold out. */
export function postFlightFreezeExerciseQuote(
  freezeId: string,
): Promise<FlightFreezeExerciseQuote> {
  return requestJson<FlightFreezeExerciseQuote>(
    `/flights/freeze/${encodeURIComponent(freezeId)}/exercise/quote`,
    { method: 'POST', body: {} },
  );
}

/** Gives the fee back (a sold-out freeze whose similar flights were declined). */
export function postFlightFreezeRefund(freezeId: string): Promise<FlightFreezeVoucher> {
  return requestJson<FlightFreezeVoucher>(`/trips/freezes/${encodeURIComponent(freezeId)}/refund`, {
    method: 'POST',
    body: {},
  });
}

/**
 * POST /flights/freeze/:freezeId/exercise: holds the frozen flights (or, sold out, the similar
 * ones named) at what the freeze makes them cost today, as a flight quote the booking page books.
 */
export function postFlightFreezeExercise(
  freezeId: string,
  body: { fareIds?: string[] },
): Promise<FlightQuoteResponse> {
  return requestJson<FlightQuoteResponse>(
    `/flights/freeze/${encodeURIComponent(freezeId)}/exercise`,
    { method: 'POST', body },
  );
}
