import { queryOptions } from '@tanstack/react-query';
import type {
  MaintenanceStatus,
  SandboxMaintenanceRequest,
  SandboxMaintenanceState,
} from '@wayfare/contracts/maintenance';
import type { TakeoversResponse } from '@wayfare/contracts/takeovers';
import { requestJson } from './http-client';

/** How often an open page asks again (the window's own edges are computed in between). */
export const MAINTENANCE_POLL_MS = 60_000;

/** GET /maintenance (public): the portal's maintenance now (spec §9). */
export function fetchMaintenance(signal?: AbortSignal): Promise<MaintenanceStatus> {
  return requestJson<MaintenanceStatus>('/maintenance', {
    signal,
    failureHandling: 'reportOnly',
    timing: 'whenSettled',
  });
}

export function maintenanceQueryOptions() {
  return queryOptions({
    queryKey: ['maintenance'],
    queryFn: ({ signal }) => fetchMaintenance(signal),
    staleTime: 30_000,
    refetchInterval: MAINTENANCE_POLL_MS,
    retry: false,
  });
}

/** GET /takeovers (public, spec §7): this tenant's site-wide notices now. */
export function fetchTakeovers(signal?: AbortSignal): Promise<TakeoversResponse> {
  return requestJson<TakeoversResponse>('/takeovers', {
    signal,
    failureHandling: 'reportOnly',
    timing: 'whenSettled',
  });
}

export function takeoversQueryOptions() {
  return queryOptions({
    queryKey: ['takeovers'],
    queryFn: ({ signal }) => fetchTakeovers(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET /admin/api/v0/sandbox/maintenance: the console's window and the state it makes. */
export function fetchSandboxMaintenance(signal?: AbortSignal): Promise<SandboxMaintenanceState> {
  return requestJson<SandboxMaintenanceState>('/sandbox/maintenance', { base: 'admin', signal });
}

/** Under the console's key, so every console action reads it again (the clock moves its phase). */
export function sandboxMaintenanceQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'sandboxConsole', 'maintenance'],
    queryFn: ({ signal }) => fetchSandboxMaintenance(signal),
  });
}

export function putSandboxMaintenance(
  body: SandboxMaintenanceRequest,
): Promise<SandboxMaintenanceState> {
  return requestJson<SandboxMaintenanceState>('/sandbox/maintenance', {
    base: 'admin',
    method: 'PUT',
    body,
  });
}

export function deleteSandboxMaintenance(): Promise<SandboxMaintenanceState> {
  return requestJson<SandboxMaintenanceState>('/sandbox/maintenance', {
    base: 'admin',
    method: 'DELETE',
  });
}
