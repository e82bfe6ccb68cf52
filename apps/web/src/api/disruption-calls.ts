import { queryOptions } from '@tanstack/react-query';
import type {
  DisruptionAssistance,
  DisruptionCheckResponse,
  DisruptionPurchaseRequest,
} from '@wayfare/contracts/disruption';
import { requestJson } from './http-client';

/*
 * Disruption assistance on a booked trip (issue 20; contracts/disruption.ts): its view, buying it
 * after booking, the check, removing it and the refund. The rebooking is the exchange flow's.
 */

function disruptionPath(bookingId: string, suffix = ''): string {
  return `/trips/${encodeURIComponent(bookingId)}/disruption${suffix}`;
}

/** GET /trips/:bookingId/disruption: bought or purchasable, what happened, the choices, the claim. */
export function disruptionQueryOptions(userId: string, bookingId: string) {
  return queryOptions({
    queryKey: ['trips', userId, bookingId, 'disruption'],
    queryFn: ({ signal }) =>
      requestJson<DisruptionAssistance>(disruptionPath(bookingId), { signal }),
    retry: 1,
  });
}

/** POST /trips/:bookingId/disruption: buys it, the fee charged to the trip's card. */
export function postDisruptionPurchase(
  bookingId: string,
  request: DisruptionPurchaseRequest,
): Promise<DisruptionAssistance> {
  return requestJson<DisruptionAssistance>(disruptionPath(bookingId), {
    method: 'POST',
    body: request,
  });
}

/** POST /trips/:bookingId/disruption/check: the airlines' events looked at now. */
export function postDisruptionCheck(bookingId: string): Promise<DisruptionCheckResponse> {
  return requestJson<DisruptionCheckResponse>(disruptionPath(bookingId, '/check'), {
    method: 'POST',
    body: {},
  });
}

/** POST /trips/:bookingId/disruption/refund: the fares back, the flights cancelled; once. */
export function postDisruptionRefund(bookingId: string): Promise<DisruptionAssistance> {
  return requestJson<DisruptionAssistance>(disruptionPath(bookingId, '/refund'), {
    method: 'POST',
    body: {},
  });
}

/** POST /trips/:bookingId/disruption/remove: taken off before any disruption (fee kept). */
export function postDisruptionRemove(bookingId: string): Promise<DisruptionAssistance> {
  return requestJson<DisruptionAssistance>(disruptionPath(bookingId, '/remove'), {
    method: 'POST',
    body: {},
  });
}
