import { queryOptions } from '@tanstack/react-query';
import type {
  AgentDelegationResponse,
  AgentMeResponse,
  AgentSwitchCustomerResponse,
} from '@wayfare/contracts/agent';
import type {
  AgentLoginResponse,
  LoginCodeResponse,
  LogoutResponse,
} from '@wayfare/contracts/auth';
import type { RewardsResponse } from '@wayfare/contracts/rewards';
import type { SessionInfo } from '@wayfare/contracts/session';
import { requestJson } from './http-client';

/** GET /userInfo: the session info (spec §3). */
export function fetchUserInfo(signal?: AbortSignal): Promise<SessionInfo> {
  return requestJson<SessionInfo>('/userInfo', { signal });
}

export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: ['userInfo'],
    queryFn: ({ signal }) => fetchUserInfo(signal),
    staleTime: 60_000,
    retry: false,
  });
}

/** GET /rewards: the session's rewards accounts, already filtered per tenant (spec §6). */
export function fetchRewards(signal?: AbortSignal): Promise<RewardsResponse> {
  return requestJson<RewardsResponse>('/rewards', { signal });
}

export function rewardsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['rewards', userId],
    queryFn: ({ signal }) => fetchRewards(signal),
    staleTime: 60_000,
  });
}

/**
 * GET /agent/me: the support agent, or `agent: null` for anyone else. A probe: a failure means
 * "not an agent" and never sends the user to sign in; the session gate decides that.
 */
export function fetchAgentMe(signal?: AbortSignal): Promise<AgentMeResponse> {
  return requestJson<AgentMeResponse>('/agent/me', { signal, failureHandling: 'reportOnly' });
}

export function agentMeQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['agentMe', userId],
    queryFn: ({ signal }) => fetchAgentMe(signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** GET /agent/delegation: in an agent's delegated session, the customer and the agent. */
export function fetchAgentDelegation(signal?: AbortSignal): Promise<AgentDelegationResponse> {
  return requestJson<AgentDelegationResponse>('/agent/delegation', { signal });
}

export function agentDelegationQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['agentDelegation', userId],
    queryFn: ({ signal }) => fetchAgentDelegation(signal),
    staleTime: Infinity,
  });
}

/** POST /agent/switchCustomer: ends the delegated session; the agent is back on their console. */
export function postSwitchCustomer(): Promise<AgentSwitchCustomerResponse> {
  return requestJson<AgentSwitchCustomerResponse>('/agent/switchCustomer', { method: 'POST' });
}

/** POST /login/agent: start a delegated session for a customer (spec §2). */
export function postAgentLogin(profileReferenceId: string): Promise<AgentLoginResponse> {
  return requestJson<AgentLoginResponse>('/login/agent', {
    method: 'POST',
    body: { profileReferenceId },
  });
}

/** GET /login/code: where to send the browser to sign in. */
export function fetchLoginCode(isAgent: boolean): Promise<LoginCodeResponse> {
  return requestJson<LoginCodeResponse>('/login/code', {
    query: { agent: isAgent ? 'true' : undefined },
  });
}

/** POST /logout (empty body): where to send the browser afterwards. */
export function postLogout(): Promise<LogoutResponse> {
  return requestJson<LogoutResponse>('/logout', { method: 'POST' });
}
