import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { SandboxOutboxList, SandboxOutboxMessage } from '@wayfare/contracts/sandbox';
import { requestJson } from './http-client';

export const SANDBOX_OUTBOX_PAGE_SIZE = 50;

/** GET /admin/api/v0/sandbox/outbox: newest first (SANDBOX_CONSOLE, admin host, an admin). */
export function fetchSandboxOutbox(
  offset: number,
  signal?: AbortSignal,
): Promise<SandboxOutboxList> {
  return requestJson<SandboxOutboxList>('/sandbox/outbox', {
    base: 'admin',
    query: { limit: String(SANDBOX_OUTBOX_PAGE_SIZE), offset: String(offset) },
    signal,
  });
}

export function sandboxOutboxQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['admin', 'sandboxOutbox'],
    queryFn: ({ pageParam, signal }) => fetchSandboxOutbox(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.length * SANDBOX_OUTBOX_PAGE_SIZE : undefined,
    retry: false,
  });
}

/** GET /admin/api/v0/sandbox/outbox/:id: one message with its bodies. */
export function fetchSandboxOutboxMessage(
  id: string,
  signal?: AbortSignal,
): Promise<SandboxOutboxMessage> {
  return requestJson<SandboxOutboxMessage>(`/sandbox/outbox/${encodeURIComponent(id)}`, {
    base: 'admin',
    signal,
  });
}

export function sandboxOutboxMessageQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'sandboxOutbox', 'message', id],
    queryFn: ({ signal }) => fetchSandboxOutboxMessage(id, signal),
    retry: false,
  });
}
