import { queryOptions } from '@tanstack/react-query';
import type { ExperimentsResponse } from '@wayfare/contracts/experiments';
import type { Tenant } from '@wayfare/contracts/tenant';
import { requestJson } from './http-client';

/** PUT /experiments/active (corporate: /experiments/cotb/active), empty body (spec §7). */
export function loadActiveExperiments(tenant: Tenant): Promise<ExperimentsResponse> {
  const path = tenant === 'capone-corporate' ? '/experiments/cotb/active' : '/experiments/active';
  return requestJson<ExperimentsResponse>(path, { method: 'PUT', timing: 'whenSettled' });
}

/** Loaded once per signed-in user (spec §4): never stale, never refetched. */
export function experimentsQueryOptions(tenant: Tenant, userId: string) {
  return queryOptions({
    queryKey: ['experiments', tenant, userId],
    queryFn: () => loadActiveExperiments(tenant),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
