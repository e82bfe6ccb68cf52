import { queryOptions } from '@tanstack/react-query';
import type {
  PriceMatchClaimRequest,
  PriceMatchClaimResponse,
  PriceMatchDecisionRequest,
  PriceMatchQueueResponse,
  PriceMatchReview,
  SandboxCompetitorPriceRequest,
  SandboxCompetitorPrices,
} from '@wayfare/contracts/price-match';
import { requestJson } from './http-client';

/*
 * Price match (issue 19): the traveller's claim from the trip, the agents' queue and decision,
 * and the sandbox console's competitor prices (admin host).
 */

/** POST /trips/:bookingId/priceMatch: the claim, decided at once or queued for an agent. */
export function postPriceMatchClaim(
  bookingId: string,
  body: PriceMatchClaimRequest,
): Promise<PriceMatchClaimResponse> {
  return requestJson<PriceMatchClaimResponse>(
    `/trips/${encodeURIComponent(bookingId)}/priceMatch`,
    { method: 'POST', body },
  );
}

/** GET /agent/priceMatch: the claims awaiting an agent, oldest first. */
export function priceMatchQueueQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['agent', userId, 'priceMatch'],
    queryFn: ({ signal }) => requestJson<PriceMatchQueueResponse>('/agent/priceMatch', { signal }),
    retry: false,
  });
}

/** GET /agent/priceMatch/:claimId: one claim with its booking. */
export function priceMatchReviewQueryOptions(userId: string, claimId: string) {
  return queryOptions({
    queryKey: ['agent', userId, 'priceMatch', claimId],
    queryFn: ({ signal }) =>
      requestJson<PriceMatchReview>(`/agent/priceMatch/${encodeURIComponent(claimId)}`, {
        signal,
      }),
    retry: false,
  });
}

/** POST /agent/priceMatch/:claimId/decision: accept with the price found, or decline. */
export function postPriceMatchDecision(
  claimId: string,
  body: PriceMatchDecisionRequest,
): Promise<PriceMatchClaimResponse> {
  return requestJson<PriceMatchClaimResponse>(
    `/agent/priceMatch/${encodeURIComponent(claimId)}/decision`,
    { method: 'POST', body },
  );
}

const ADMIN = { base: 'admin' } as const;

/** GET /sandbox/competitor-prices (admin host): the feed's prices for the newest bookings. */
export function sandboxCompetitorPricesQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'sandboxCompetitorPrices'],
    queryFn: ({ signal }) =>
      requestJson<SandboxCompetitorPrices>('/sandbox/competitor-prices', { ...ADMIN, signal }),
    retry: false,
  });
}

/** POST /sandbox/competitor-prices: a competitor's price for a booking's itinerary or room. */
export function postSandboxCompetitorPrice(
  body: SandboxCompetitorPriceRequest,
): Promise<SandboxCompetitorPrices> {
  return requestJson<SandboxCompetitorPrices>('/sandbox/competitor-prices', {
    ...ADMIN,
    method: 'POST',
    body,
  });
}
