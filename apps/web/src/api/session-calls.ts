import { queryOptions } from '@tanstack/react-query';
import type { AgentMeResponse } from '@wayfare/contracts/agent';
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
