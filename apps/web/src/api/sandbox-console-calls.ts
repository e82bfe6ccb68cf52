import { queryOptions } from '@tanstack/react-query';
import type {
  SandboxAccountStandingRequest,
  SandboxClockRequest,
  SandboxConsoleState,
  SandboxDisruptionRequest,
  SandboxFaultRequest,
  SandboxFreezeAction,
  SandboxPriceMoveRequest,
  SandboxSeatLimitRequest,
} from '@wayfare/contracts/sandbox';
import type { CfarEventRequest } from '@wayfare/contracts/cancel-for-any-reason';
import { requestJson } from './http-client';

/*
 * The sandbox console (admin host, SANDBOX_CONSOLE, an admin's): one state read and the actions
 * that change it. Failures take the global rule, so a session that ended goes back to sign-in.
 * Every action answers with nothing the page needs; the page reads the state again.
 */

export function fetchSandboxConsole(signal?: AbortSignal): Promise<SandboxConsoleState> {
  return requestJson<SandboxConsoleState>('/sandbox/console', { base: 'admin', signal });
}

export function sandboxConsoleQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'sandboxConsole'],
    queryFn: ({ signal }) => fetchSandboxConsole(signal),
    retry: false,
  });
}

const ADMIN = { base: 'admin' } as const;

export function postSandboxClock(body: SandboxClockRequest): Promise<unknown> {
  return requestJson('/sandbox/clock', { ...ADMIN, method: 'POST', body });
}

/** A card account closed, delinquent or open again; the credits sweep runs at once (issue 23). */
export function postSandboxAccountStanding(body: SandboxAccountStandingRequest): Promise<unknown> {
  return requestJson('/sandbox/account-standing', { ...ADMIN, method: 'POST', body });
}

/** Raises an early-expiry event of cancel for any reason on a booked trip (issue 18). */
export function postSandboxProtectionEvent(body: CfarEventRequest): Promise<unknown> {
  return requestJson('/sandbox/protection-events', { ...ADMIN, method: 'POST', body });
}

export function postSandboxDisruption(body: SandboxDisruptionRequest): Promise<unknown> {
  return requestJson('/sandbox/disruptions', { ...ADMIN, method: 'POST', body });
}

export function deleteSandboxDisruption(flightInstanceId: string): Promise<unknown> {
  return requestJson(`/sandbox/disruptions/${encodeURIComponent(flightInstanceId)}`, {
    ...ADMIN,
    method: 'DELETE',
  });
}

export function postSandboxPriceMove(body: SandboxPriceMoveRequest): Promise<unknown> {
  return requestJson('/sandbox/prices', { ...ADMIN, method: 'POST', body });
}

export function deleteSandboxPriceMove(id: string): Promise<unknown> {
  return requestJson(`/sandbox/prices/${encodeURIComponent(id)}`, { ...ADMIN, method: 'DELETE' });
}

export function expireSandboxQuote(quoteId: string): Promise<unknown> {
  return requestJson(`/sandbox/quotes/${encodeURIComponent(quoteId)}/expire`, {
    ...ADMIN,
    method: 'POST',
  });
}

export function postSandboxFault(body: SandboxFaultRequest): Promise<unknown> {
  return requestJson('/sandbox/faults', { ...ADMIN, method: 'POST', body });
}

export function deleteSandboxFault(id: string): Promise<unknown> {
  return requestJson(`/sandbox/faults/${encodeURIComponent(id)}`, { ...ADMIN, method: 'DELETE' });
}

/** One branch of a Valid price freeze: above-cap, below-frozen, sell-out or run-out. */
export function postSandboxFreezeAction(
  freezeId: string,
  action: SandboxFreezeAction,
): Promise<unknown> {
  return requestJson(`/sandbox/freezes/${encodeURIComponent(freezeId)}/${action}`, {
    ...ADMIN,
    method: 'POST',
  });
}

/** A flight the console sold out, back on sale. */
export function deleteSandboxSellout(flightInstanceId: string): Promise<unknown> {
  return requestJson(`/sandbox/sellouts/${encodeURIComponent(flightInstanceId)}`, {
    ...ADMIN,
    method: 'DELETE',
  });
}

/** POST /sandbox/seats: at most N seats left on every flight of a route on a day (issue 20). */
export function postSandboxSeatLimit(body: SandboxSeatLimitRequest): Promise<unknown> {
  return requestJson('/sandbox/seats', { ...ADMIN, method: 'POST', body });
}
