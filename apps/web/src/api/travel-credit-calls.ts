import { queryOptions } from '@tanstack/react-query';
import type { TravelCreditsResponse } from '@wayfare/contracts/trips';
import { requestJson } from './http-client';

/** GET /api/v0/travelCredits: airline travel credits and card (wallet) credits of the person. */
export function fetchTravelCredits(signal?: AbortSignal): Promise<TravelCreditsResponse> {
  return requestJson<TravelCreditsResponse>('/travelCredits', { signal, timing: 'afterPaint' });
}

export function travelCreditsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['travelCredits', userId],
    queryFn: ({ signal }) => fetchTravelCredits(signal),
  });
}
