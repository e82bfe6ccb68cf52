import { queryOptions } from '@tanstack/react-query';
import type { CotbResponse, SeenModalKey, SeenModalResponse } from '@wayfare/contracts/business';
import { requestJson } from './http-client';

/*
 * The businesses a person belongs to (issue 24, spec §7 /cotb) and the modals they have seen
 * (spec §3 hasSeenModalMap). Type-only contract imports: the account menu is on the first load.
 */

/** GET /cotb: the person's businesses, which one is in use. */
export function cotbQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['cotb', userId] as const,
    queryFn: ({ signal }) => requestJson<CotbResponse>('/cotb', { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** POST /cotb/changeBusinessInUse: the session works in this business from now on. */
export function postChangeBusinessInUse(businessId: string): Promise<CotbResponse> {
  return requestJson<CotbResponse>('/cotb/changeBusinessInUse', {
    method: 'POST',
    body: { businessId },
  });
}

/** POST /users/seenModal: the person has seen this modal (on every device from now on). */
export function postSeenModal(modalKey: SeenModalKey): Promise<SeenModalResponse> {
  return requestJson<SeenModalResponse>('/users/seenModal', {
    method: 'POST',
    body: { modalKey },
  });
}
