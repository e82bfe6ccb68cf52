import { queryOptions } from '@tanstack/react-query';
import type { CrossSellOffersQuery, CrossSellOffersResponse } from '@wayfare/contracts/cross-sell';
import type { PremiumOffersResponse } from '@wayfare/contracts/premium-offers';
import type { TravelSaleResponse } from '@wayfare/contracts/travel-sale';
import { requestJson } from './http-client';

/** The server prices the sale once per origin for ten minutes. */
const SALE_STALE_MS = 5 * 60_000;

/** GET /travelsale: the sale's destination lists with their fares from `origin` (or home). */
export function travelSaleQueryOptions(origin: string | null) {
  return queryOptions({
    queryKey: ['travelSale', origin],
    queryFn: ({ signal }) =>
      requestJson<TravelSaleResponse>('/travelsale', {
        query: { origin: origin ?? undefined },
        signal,
        // The page and the home page's entry show their own state.
        failureHandling: 'reportOnly',
        timing: 'whenSettled',
      }),
    staleTime: SALE_STALE_MS,
  });
}

/**
 * GET /crosssell/offers/active: hotels for a booked flight's stay. A failure hides the offer
 * (it is a suggestion beside what the page is about), so it is reported only.
 */
export function crossSellOffersQueryOptions(query: CrossSellOffersQuery) {
  return queryOptions({
    queryKey: ['crossSell', query.lookupSource, query.bookingId ?? null],
    queryFn: ({ signal }) =>
      requestJson<CrossSellOffersResponse>('/crosssell/offers/active', {
        query: { lookupSource: query.lookupSource, bookingId: query.bookingId },
        signal,
        failureHandling: 'reportOnly',
        timing: 'whenSettled',
      }),
    staleTime: 60_000,
  });
}

/** GET /premium-offers: premium stays with a current offer on a sample stay. */
export function premiumOffersQueryOptions() {
  return queryOptions({
    queryKey: ['premiumOffers'],
    queryFn: ({ signal }) =>
      requestJson<PremiumOffersResponse>('/premium-offers', {
        signal,
        failureHandling: 'reportOnly',
      }),
    staleTime: SALE_STALE_MS,
  });
}
