import { queryOptions } from '@tanstack/react-query';
import {
  AgentTeamResponseSchema,
  AgentTrailResponseSchema,
  type AgentTeamResponse,
  type AgentTrailResponse,
} from '@wayfare/contracts/agent';
import { requestJson } from './http-client';

/*
 * The agent's trail (issue 24; contracts/agent.ts): whose trail the agent may read, and one
 * agent's actions in a window. Parsed with the contracts' schemas: the page loads on its own.
 */

/** GET /agent/team: the agents whose trail this agent may read. */
export function agentTeamQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['agentTeam', userId] as const,
    queryFn: async ({ signal }): Promise<AgentTeamResponse> =>
      AgentTeamResponseSchema.parse(await requestJson<unknown>('/agent/team', { signal })),
    retry: 1,
  });
}

/** GET /agent/trail: the agent's actions in [from, to), newest first. */
export function agentTrailQueryOptions(
  userId: string,
  query: { agentId: string; from: string; to: string },
) {
  const search = new URLSearchParams(query);
  return queryOptions({
    queryKey: ['agentTrail', userId, query.agentId, query.from, query.to] as const,
    queryFn: async ({ signal }): Promise<AgentTrailResponse> =>
      AgentTrailResponseSchema.parse(
        await requestJson<unknown>(`/agent/trail?${search.toString()}`, { signal }),
      ),
    retry: 1,
  });
}
