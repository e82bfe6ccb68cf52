import { queryOptions } from '@tanstack/react-query';
import type {
  SandboxWebviewPeopleResponse,
  SandboxWebviewSessionResponse,
} from '@wayfare/contracts/sandbox';
import { requestJson } from './http-client';

/** GET /admin/api/v0/sandbox/webview-people: who the bridge test page can open the portal as. */
export function sandboxWebviewPeopleQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'sandboxWebviewPeople'],
    queryFn: ({ signal }) =>
      requestJson<SandboxWebviewPeopleResponse>('/sandbox/webview-people', {
        base: 'admin',
        signal,
      }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** POST /admin/api/v0/sandbox/webview-sessions: a webview session's bearer token for a demo person. */
export function postSandboxWebviewSession(subject: string): Promise<SandboxWebviewSessionResponse> {
  return requestJson<SandboxWebviewSessionResponse>('/sandbox/webview-sessions', {
    base: 'admin',
    method: 'POST',
    body: { subject },
  });
}
