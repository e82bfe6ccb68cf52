import { queryOptions } from '@tanstack/react-query';
import type { TrackingSummaryResponse } from '@wayfare/contracts/tracking';
import { requestJson } from './http-client';

/** GET /admin/api/v0/tracking/summary: the last `hours` of tracking events, counted. */
export function fetchTrackingSummary(
  hours: number,
  signal?: AbortSignal,
): Promise<TrackingSummaryResponse> {
  return requestJson<TrackingSummaryResponse>(`/tracking/summary?hours=${hours}`, {
    base: 'admin',
    signal,
  });
}

export function trackingSummaryQueryOptions(hours: number) {
  return queryOptions({
    queryKey: ['admin', 'tracking-summary', hours],
    queryFn: ({ signal }) => fetchTrackingSummary(hours, signal),
  });
}
