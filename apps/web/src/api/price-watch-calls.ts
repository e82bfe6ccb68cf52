import { queryOptions } from '@tanstack/react-query';
import type { FlightSearchRequest } from '@wayfare/contracts/flights';
import type {
  CreateWatchRequest,
  FindWatchResponse,
  PriceWatch,
  WatchesResponse,
} from '@wayfare/contracts/price-watch';
import { requestJson } from './http-client';

/** Every price watch query starts with this key: a change to one watch refreshes them all. */
export const WATCHES_KEY = ['watches'] as const;

/** GET /watches: the person's live watches (JustWatched, Watching), newest first. */
export function watchesQueryOptions() {
  return queryOptions({
    queryKey: [...WATCHES_KEY, 'list'],
    queryFn: ({ signal }) =>
      // The trips page shows a failure itself (and never sends anyone away for a side section).
      requestJson<WatchesResponse>('/watches', { signal, failureHandling: 'reportOnly' }),
  });
}

/** POST /watches/find: the person's live watch of this search, if any. */
export function findWatchQueryOptions(request: FlightSearchRequest) {
  return queryOptions({
    queryKey: [...WATCHES_KEY, 'find', request],
    queryFn: ({ signal }) =>
      requestJson<FindWatchResponse>('/watches/find', {
        method: 'POST',
        body: { request } satisfies CreateWatchRequest,
        signal,
        failureHandling: 'reportOnly',
        timing: 'whenSettled',
      }),
  });
}

/** POST /watches: watch a search (watching the same search again answers that watch). */
export function postWatch(request: FlightSearchRequest): Promise<PriceWatch> {
  return requestJson<PriceWatch>('/watches', {
    method: 'POST',
    body: { request } satisfies CreateWatchRequest,
  });
}

/** DELETE /watches/:watchId: stop watching (answers the watch, NotWatching; a repeat the same). */
export function deleteWatch(watchId: string): Promise<PriceWatch> {
  return requestJson<PriceWatch>(`/watches/${encodeURIComponent(watchId)}`, { method: 'DELETE' });
}
