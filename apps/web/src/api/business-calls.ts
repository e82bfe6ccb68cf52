import { queryOptions } from '@tanstack/react-query';
import type { AcknowledgementRequest, BusinessProfile } from '@wayfare/contracts/business';
import { requestJson } from './http-client';

/** POST /cotb/acknowledgement: accept the business travel terms (40106). Answers 204. */
export function postAcknowledgement(request: AcknowledgementRequest): Promise<void> {
  return requestJson<undefined>('/cotb/acknowledgement', { method: 'POST', body: request });
}

/** GET /admin/api/v0/business */
export function fetchBusiness(signal?: AbortSignal): Promise<BusinessProfile> {
  return requestJson<BusinessProfile>('/business', { base: 'admin', signal });
}

export function businessQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'business'],
    queryFn: ({ signal }) => fetchBusiness(signal),
  });
}

/** PUT /admin/api/v0/business */
export function updateBusinessName(name: string): Promise<BusinessProfile> {
  return requestJson<BusinessProfile>('/business', {
    base: 'admin',
    method: 'PUT',
    body: { name },
  });
}

/** POST /admin/api/v0/business/go-live (empty body) */
export function markBusinessLive(): Promise<BusinessProfile> {
  return requestJson<BusinessProfile>('/business/go-live', { base: 'admin', method: 'POST' });
}
