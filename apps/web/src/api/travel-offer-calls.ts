import { queryOptions } from '@tanstack/react-query';
import type {
  ApplicableTravelOfferResponse,
  TravelOfferProduct,
  TravelOffersResponse,
} from '@wayfare/contracts/travel-offers';
import { requestJson } from './http-client';

/** GET /api/v0/travelOffers: the tenant's travel offers for this person (issue 23). */
export function travelOffersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['travelOffers', userId],
    queryFn: ({ signal }) => requestJson<TravelOffersResponse>('/travelOffers', { signal }),
  });
}

/** GET /api/v0/travelOffers/applicable: the offer the booking page offers for this booking. */
export function applicableTravelOfferQueryOptions(
  userId: string,
  query: { product: TravelOfferProduct; chargedMinor: number; nights?: number | undefined },
) {
  const params = new URLSearchParams({
    product: query.product,
    chargedMinor: String(query.chargedMinor),
    ...(query.nights !== undefined ? { nights: String(query.nights) } : {}),
  });
  return queryOptions({
    queryKey: ['travelOffers', userId, 'applicable', params.toString()],
    queryFn: ({ signal }) =>
      requestJson<ApplicableTravelOfferResponse>(`/travelOffers/applicable?${params}`, {
        signal,
        timing: 'afterPaint',
      }),
  });
}
