import { queryOptions } from '@tanstack/react-query';
import type { FlightBooking } from '@wayfare/contracts/flight-booking';
import type { HotelBookingView } from '@wayfare/contracts/hotel-booking';
import type {
  ApprovalProduct,
  ApprovalsResponse,
  PolicyDetailsResponse,
} from '@wayfare/contracts/policy';
import { requestJson } from './http-client';

/** GET /policies/details: the person's policy tier (business tenant), or `tier: null`. */
export function policyDetailsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['policy', userId],
    queryFn: ({ signal }) => requestJson<PolicyDetailsResponse>('/policies/details', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /approvals: the business's trips waiting for an approver. */
export function approvalsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['approvals', userId],
    queryFn: ({ signal }) => requestJson<ApprovalsResponse>('/approvals', { signal }),
    staleTime: 0,
    refetchInterval: 30_000,
  });
}

/**
 * POST /approvals/:bookingId/approve|decline (flights), /approvals/hotels/:bookingId/… (stays),
 * /approvals/cars/:bookingId/… (car rentals).
 */
export function postApprovalDecision(
  request: { product: ApprovalProduct; bookingId: string },
  decision: 'approve' | 'decline',
): Promise<FlightBooking | HotelBookingView> {
  const base =
    request.product === 'hotel'
      ? '/approvals/hotels'
      : request.product === 'car'
        ? '/approvals/cars'
        : request.product === 'home'
          ? '/approvals/homes'
          : request.product === 'experience'
            ? '/approvals/experiences'
            : request.product === 'package'
              ? '/approvals/packages'
              : '/approvals';
  return requestJson<FlightBooking | HotelBookingView>(
    `${base}/${encodeURIComponent(request.bookingId)}/${decision}`,
    { method: 'POST' },
  );
}
