import { queryOptions } from '@tanstack/react-query';
import type {
  ExchangeEntry,
  ExchangeQuote,
  ExchangeQuoteRequest,
  ExchangeShopRequest,
  ExchangeShopResponse,
} from '@wayfare/contracts/exchange';
import type {
  CancelConfirmResponse,
  CancelQuote,
  CfarQuote,
  CheckInRequest,
  CheckInResponse,
  ResendConfirmationRequest,
  ResendConfirmationResponse,
  ScheduleChangeDecisionRequest,
  TravelerEditRequest,
  TravelerEditResponse,
  TripDetail,
  TripLookupRequest,
  TripsResponse,
} from '@wayfare/contracts/trips';
import { requestJson } from './http-client';

function tripPath(bookingId: string, suffix = ''): string {
  return `/trips/${encodeURIComponent(bookingId)}${suffix}`;
}

/** GET /trips: the spec's sections (upcoming, watched, frozen, airline credits, past, offers). */
export function tripsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['trips', userId],
    queryFn: ({ signal }) => requestJson<TripsResponse>('/trips', { signal }),
  });
}

/** GET /trips/:bookingId: one trip with its receipt, cancellation and what can be done with it. */
export function tripQueryOptions(userId: string, bookingId: string) {
  return queryOptions({
    queryKey: ['trips', userId, bookingId],
    queryFn: ({ signal }) => requestJson<TripDetail>(tripPath(bookingId), { signal }),
    retry: 1,
  });
}

/** POST /trips/lookup (no sign-in): a trip by its H- code and the booking's e-mail, read-only. */
export function postTripLookup(request: TripLookupRequest): Promise<TripDetail> {
  return requestJson<TripDetail>('/trips/lookup', {
    method: 'POST',
    body: request,
    failureHandling: 'reportOnly',
  });
}

/** POST /trips/:bookingId/cancel/quote: what cancelling now gives back, held for a while. */
export function postCancelQuote(bookingId: string): Promise<CancelQuote> {
  return requestJson<CancelQuote>(tripPath(bookingId, '/cancel/quote'), { method: 'POST' });
}

/** POST /trips/:bookingId/cancel: confirms the quote (a second confirm answers the same). */
export function postCancelConfirm(
  bookingId: string,
  cancelQuoteId: string,
): Promise<CancelConfirmResponse> {
  return requestJson<CancelConfirmResponse>(tripPath(bookingId, '/cancel'), {
    method: 'POST',
    body: { cancelQuoteId },
  });
}

/** POST /trips/:bookingId/cfar/quote: cancel for any reason's two options, held 10 minutes. */
export function postCfarQuote(bookingId: string): Promise<CfarQuote> {
  return requestJson<CfarQuote>(tripPath(bookingId, '/cfar/quote'), { method: 'POST' });
}

/** POST /trips/:bookingId/cfar/exercise: uses it with one option (once; a retry answers the same). */
export function postCfarExercise(
  bookingId: string,
  cancelQuoteId: string,
): Promise<CancelConfirmResponse> {
  return requestJson<CancelConfirmResponse>(tripPath(bookingId, '/cfar/exercise'), {
    method: 'POST',
    body: { cancelQuoteId },
  });
}

/** POST /trips/:bookingId/schedule-change: keep an airline's new times, or a full refund. */
export function postScheduleChangeDecision(
  bookingId: string,
  body: ScheduleChangeDecisionRequest,
): Promise<TripDetail> {
  return requestJson<TripDetail>(tripPath(bookingId, '/schedule-change'), { method: 'POST', body });
}

/** POST /trips/:bookingId/checkIn: the sandbox airline checks travelers in and issues passes. */
export function postCheckIn(bookingId: string, request: CheckInRequest): Promise<CheckInResponse> {
  return requestJson<CheckInResponse>(tripPath(bookingId, '/checkIn'), {
    method: 'POST',
    body: request,
  });
}

/** POST /trips/:bookingId/resend: the confirmation e-mail again, optionally to a new address. */
export function postResendConfirmation(
  bookingId: string,
  request: ResendConfirmationRequest,
): Promise<ResendConfirmationResponse> {
  return requestJson<ResendConfirmationResponse>(tripPath(bookingId, '/resend'), {
    method: 'POST',
    body: request,
  });
}

/** POST /trips/:bookingId/traveler-edit: a request to support to change a traveler's details. */
export function postTravelerEdit(
  bookingId: string,
  request: TravelerEditRequest,
): Promise<TravelerEditResponse> {
  return requestJson<TravelerEditResponse>(tripPath(bookingId, '/traveler-edit'), {
    method: 'POST',
    body: request,
  });
}

/** GET /trips/:bookingId/exchange: the screen changing a flight opens on, and what it shows. */
export function exchangeEntryQueryOptions(userId: string, bookingId: string) {
  return queryOptions({
    queryKey: ['trips', userId, bookingId, 'exchange'],
    queryFn: ({ signal }) =>
      requestJson<ExchangeEntry>(tripPath(bookingId, '/exchange'), { signal }),
    retry: false,
  });
}

/**
 * POST /trips/:bookingId/exchange/shop: each changed slice's booked flight and alternatives. Read
 * as a query (the same changes answer from the cache when the traveller comes back to the list).
 */
export function exchangeShopQueryOptions(
  userId: string,
  bookingId: string,
  request: ExchangeShopRequest,
) {
  return queryOptions({
    queryKey: ['trips', userId, bookingId, 'exchange', 'shop', request.changes],
    queryFn: ({ signal }) =>
      requestJson<ExchangeShopResponse>(tripPath(bookingId, '/exchange/shop'), {
        method: 'POST',
        body: request,
        signal,
      }),
    retry: false,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}

/** POST /trips/:bookingId/exchange/quote: the change priced, held about 15 minutes. */
export function postExchangeQuote(
  bookingId: string,
  request: ExchangeQuoteRequest,
): Promise<ExchangeQuote> {
  return requestJson<ExchangeQuote>(tripPath(bookingId, '/exchange/quote'), {
    method: 'POST',
    body: request,
  });
}

/** GET /trips/:bookingId/exchange/quote/:exchangeId: a priced change (or its outcome) again. */
export function exchangeQuoteQueryOptions(userId: string, bookingId: string, exchangeId: string) {
  return queryOptions({
    queryKey: ['trips', userId, bookingId, 'exchange', 'quote', exchangeId],
    queryFn: ({ signal }) =>
      requestJson<ExchangeQuote>(
        tripPath(bookingId, `/exchange/quote/${encodeURIComponent(exchangeId)}`),
        { signal },
      ),
    retry: false,
  });
}

/** POST /trips/:bookingId/exchange/confirm: sends the change (a retry answers the same). */
export function postExchangeConfirm(bookingId: string, exchangeId: string): Promise<ExchangeQuote> {
  return requestJson<ExchangeQuote>(tripPath(bookingId, '/exchange/confirm'), {
    method: 'POST',
    body: { exchangeId },
  });
}
