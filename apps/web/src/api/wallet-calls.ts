import { queryOptions } from '@tanstack/react-query';
import type { TravelWalletResponse } from '@wayfare/contracts/travel-wallet';
import { requestJson } from './http-client';

/** GET /api/v0/wallet: the travel wallet's balance and every transaction, newest first. */
export function fetchTravelWallet(signal?: AbortSignal): Promise<TravelWalletResponse> {
  return requestJson<TravelWalletResponse>('/wallet', { signal });
}

export function travelWalletQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['travelWallet', userId],
    queryFn: ({ signal }) => fetchTravelWallet(signal),
  });
}
