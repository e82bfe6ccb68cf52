import { queryOptions } from '@tanstack/react-query';
import type { ActivityAvailability } from '@wayfare/contracts/activities';
import type {
  ExperienceAutocompleteResponse,
  ExperienceAvailabilityRequest,
  ExperienceBookingRequest,
  ExperienceBookingView,
  ExperienceQuoteRequest,
  ExperienceQuoteResponse,
  ExperienceSearchRequest,
  ExperienceSearchResponse,
  ExperienceShopResponse,
} from '@wayfare/contracts/experiences';
import { BOOKING_POLL_MS } from './booking-calls';
import { requestJson } from './http-client';

/** POST /autocomplete/experiences: cities with activities. */
export function experienceAutocompleteQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['experiences', 'autocomplete', query],
    queryFn: ({ signal }) =>
      requestJson<ExperienceAutocompleteResponse>('/autocomplete/experiences', {
        method: 'POST',
        body: { query },
        signal,
      }),
    enabled: query.trim().length > 1,
    staleTime: 5 * 60_000,
  });
}

/** POST /experiences/search: a city's activities open in the date range, filtered and sorted. */
export function experienceSearchQueryOptions(request: ExperienceSearchRequest) {
  return queryOptions({
    queryKey: ['experiences', 'search', request],
    queryFn: ({ signal }) =>
      requestJson<ExperienceSearchResponse>('/experiences/search', {
        method: 'POST',
        body: request,
        signal,
      }),
    staleTime: 60_000,
    retry: false,
  });
}

/** POST /experiences/shop: the activity page. */
export function experienceShopQueryOptions(activityId: string) {
  return queryOptions({
    queryKey: ['experiences', 'shop', activityId],
    queryFn: ({ signal }) =>
      requestJson<ExperienceShopResponse>('/experiences/shop', {
        method: 'POST',
        body: { activityId },
        signal,
      }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** POST /experiences/availability: the day's slots priced for the party. */
export function experienceAvailabilityQueryOptions(request: ExperienceAvailabilityRequest) {
  return queryOptions({
    queryKey: ['experiences', 'availability', request],
    queryFn: ({ signal }) =>
      requestJson<ActivityAvailability>('/experiences/availability', {
        method: 'POST',
        body: request,
        signal,
      }),
    staleTime: 30_000,
    retry: false,
  });
}

export function postExperienceQuote(
  request: ExperienceQuoteRequest,
): Promise<ExperienceQuoteResponse> {
  return requestJson<ExperienceQuoteResponse>('/experiences/quote', {
    method: 'POST',
    body: request,
  });
}

export function experienceQuoteQueryOptions(quoteId: string) {
  return queryOptions({
    queryKey: ['experiences', 'quote', quoteId],
    queryFn: ({ signal }) =>
      requestJson<ExperienceQuoteResponse>(`/experiences/quote/${encodeURIComponent(quoteId)}`, {
        signal,
      }),
    staleTime: Infinity,
    retry: false,
  });
}

export function postExperienceBooking(
  request: ExperienceBookingRequest,
  idempotencyKey: string,
): Promise<ExperienceBookingView> {
  return requestJson<ExperienceBookingView>('/experiences/book', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function fetchExperienceBooking(
  bookingId: string,
  signal?: AbortSignal,
): Promise<ExperienceBookingView> {
  return requestJson<ExperienceBookingView>(
    `/experiences/bookings/${encodeURIComponent(bookingId)}`,
    { signal },
  );
}

export function experienceBookingQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ['experiences', 'booking', bookingId],
    queryFn: ({ signal }) => fetchExperienceBooking(bookingId, signal),
    refetchInterval: (query) =>
      query.state.data?.status === 'PendingConfirm' || query.state.data === undefined
        ? BOOKING_POLL_MS
        : false,
    retry: 2,
  });
}
