import type { SandboxUsersResponse } from '@wayfare/contracts/auth';
import { requestJson } from './http-client';

/** GET /sandbox-idp/users: the demo accounts for this sign-in attempt. */
export function fetchSandboxUsers(
  state: string,
  signal?: AbortSignal,
): Promise<SandboxUsersResponse> {
  return requestJson<SandboxUsersResponse>('/sandbox-idp/users', { query: { state }, signal });
}

/** POST /sandbox-idp/authorize: sign in as one demo account; answers where to go next. */
export function postSandboxAuthorize(
  state: string,
  subject: string,
): Promise<{ redirectTo: string }> {
  return requestJson<{ redirectTo: string }>('/sandbox-idp/authorize', {
    method: 'POST',
    body: { state, subject },
  });
}
