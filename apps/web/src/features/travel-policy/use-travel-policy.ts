import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PolicyDetailsResponse } from '@wayfare/contracts/policy';
import { requestJson } from '../../api/http-client';
import { policyDetailsQueryOptions } from '../../api/policy-calls';
import { usePortal } from '../../tenant/portal-context';
import { useSignedInSession } from '../../session/use-signed-in-session';

/**
 * GET /policies/details?travelerId=…: the tier a trip for that traveler is judged under (the
 * employee's the traveler is, the booker's for a guest), as the booking will judge it.
 */
function travelerPolicyQueryOptions(userId: string, travelerId: string) {
  return queryOptions({
    queryKey: ['policy', userId, 'traveler', travelerId],
    queryFn: ({ signal }) =>
      requestJson<PolicyDetailsResponse>(
        `/policies/details?travelerId=${encodeURIComponent(travelerId)}`,
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}

/**
 * The active policy tier in the business tenant, null otherwise: the signed-in person's, or with
 * `travelerId` the traveller's (issue 16: an arranger's booking for a colleague is judged under
 * the colleague's tier). While the traveller's tier loads, the booker's stands in.
 */
export function useTravelPolicy(travelerId: string | null = null): PolicyDetailsResponse['tier'] {
  const session = useSignedInSession();
  const { boot } = usePortal();
  const isBusiness = boot.tenant === 'capone-corporate';
  const details = useQuery({
    ...policyDetailsQueryOptions(session.userId),
    enabled: isBusiness,
  });
  const forTraveler = useQuery({
    ...travelerPolicyQueryOptions(session.userId, travelerId ?? ''),
    enabled: isBusiness && travelerId !== null,
  });
  const tier =
    (travelerId !== null && forTraveler.data ? forTraveler.data.tier : details.data?.tier) ?? null;
  return tier?.isActive ? tier : null;
}
