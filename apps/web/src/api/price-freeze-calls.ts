import { queryOptions } from '@tanstack/react-query';
import type {
  FlightFreezeExerciseQuote,
  FlightFreezeOffer,
  FlightFreezeOfferRequest,
  FlightFreezePurchaseRequest,
  FlightFreezeVoucher,
  HotelFreezeExerciseQuote,
  HotelFreezeOffer,
  HotelFreezeOfferRequest,
  HotelFreezePurchaseRequest,
  HotelFreezeVoucher,
  PriceFreezeList,
  PriceFreezeVoucher,
} from '@wayfare/contracts/price-freeze';
import type { FlightQuoteResponse } from '@wayfare/contracts/flight-shop';
import type { HotelQuoteResponse } from '@wayfare/contracts/hotel-booking';
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

/** GET /trips/freezes/:freezeId: one voucher of either product, with today's figures. */
export function fetchPriceFreeze(freezeId: string, signal?: AbortSignal) {
  return requestJson<PriceFreezeVoucher>(`/trips/freezes/${encodeURIComponent(freezeId)}`, {
    signal,
  });
}

/** A voucher's id opened on the other product's page reads as no voucher of this product. */
function ofProduct<P extends PriceFreezeVoucher['product']>(product: P) {
  return (voucher: PriceFreezeVoucher): Extract<PriceFreezeVoucher, { product: P }> => {
    if (voucher.product !== product) throw new Error(`Not a ${product} price freeze`);
    return voucher as Extract<PriceFreezeVoucher, { product: P }>;
  };
}

export async function fetchFlightFreeze(
  freezeId: string,
  signal?: AbortSignal,
): Promise<FlightFreezeVoucher> {
  return ofProduct('flight')(await fetchPriceFreeze(freezeId, signal));
}

export async function fetchHotelFreeze(
  freezeId: string,
  signal?: AbortSignal,
): Promise<HotelFreezeVoucher> {
  return ofProduct('hotel')(await fetchPriceFreeze(freezeId, signal));
}

/** One flight voucher with today's figures (the cache holds either product under its id). */
export function flightFreezeQueryOptions(freezeId: string) {
  return queryOptions({
    queryKey: ['trips', 'freezes', freezeId, 'flight'],
    queryFn: ({ signal }) => fetchFlightFreeze(freezeId, signal),
  });
}

/** One hotel voucher with today's figures. */
export function hotelFreezeQueryOptions(freezeId: string) {
  return queryOptions({
    queryKey: ['trips', 'freezes', freezeId, 'hotel'],
    queryFn: ({ signal }) => fetchHotelFreeze(freezeId, signal),
  });
}

/** The person's frozen prices, flights and hotels, newest first. */
export function priceFreezesQueryOptions() {
  return queryOptions({
    queryKey: ['trips', 'freezes'],
    queryFn: ({ signal }) => requestJson<PriceFreezeList>('/trips/freezes', { signal }),
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

/**
 * Gives the fee back: a sold-out flight freeze whose similar flights were declined, or a hotel
 * freeze whose rooms no longer sell.
 */
export function postPriceFreezeRefund(freezeId: string): Promise<PriceFreezeVoucher> {
  return requestJson<PriceFreezeVoucher>(`/trips/freezes/${encodeURIComponent(freezeId)}/refund`, {
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

/** POST /hotels/freeze/offer: the freeze of a rate for its stay and rooms, each length with its fee. */
export function postHotelFreezeOffer(request: HotelFreezeOfferRequest): Promise<HotelFreezeOffer> {
  return requestJson<HotelFreezeOffer>('/hotels/freeze/offer', { method: 'POST', body: request });
}

/** GET /hotels/freeze/offer/:offerId: a hotel offer again (a reload, the next step). */
export function hotelFreezeOfferQueryOptions(offerId: string) {
  return queryOptions({
    queryKey: ['hotels', 'freeze', 'offer', offerId],
    queryFn: ({ signal }) =>
      requestJson<HotelFreezeOffer>(`/hotels/freeze/offer/${encodeURIComponent(offerId)}`, {
        signal,
      }),
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /hotels/freeze with an Idempotency-Key: pays the fee once and answers the voucher. */
export function postHotelFreeze(
  request: HotelFreezePurchaseRequest,
  idempotencyKey: string,
): Promise<HotelFreezeVoucher> {
  return requestJson<HotelFreezeVoucher>('/hotels/freeze', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** What booking the frozen rooms costs today, or, once they sold out, the fee that goes back. */
export function postHotelFreezeExerciseQuote(freezeId: string): Promise<HotelFreezeExerciseQuote> {
  return requestJson<HotelFreezeExerciseQuote>(
    `/hotels/freeze/${encodeURIComponent(freezeId)}/exercise/quote`,
    { method: 'POST', body: {} },
  );
}

/**
 * POST /hotels/freeze/:freezeId/exercise: holds the frozen rooms and dates at what the freeze
 * makes them cost today, as a hotel quote the hotel booking page books.
 */
export function postHotelFreezeExercise(freezeId: string): Promise<HotelQuoteResponse> {
  return requestJson<HotelQuoteResponse>(
    `/hotels/freeze/${encodeURIComponent(freezeId)}/exercise`,
    { method: 'POST', body: {} },
  );
}
