import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AgentTeamResponseSchema,
  AgentTrailQuerySchema,
  AgentTrailResponseSchema,
} from '@wayfare/contracts/agent';
import type { AppContext } from '../context';
import { requireAuth } from '../services/access';
import { listReadableAgents, readAgentTrail } from '../services/agent-trail';

/** Issue 24: the agent's trail, for the agent and their support lead (agent portal). */
export function registerAgentTrailRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v0/agent/team',
    { schema: { response: { 200: AgentTeamResponseSchema } } },
    (request) => listReadableAgents(ctx, requireAuth(request)),
  );

  r.get(
    '/api/v0/agent/trail',
    { schema: { querystring: AgentTrailQuerySchema, response: { 200: AgentTrailResponseSchema } } },
    (request) => readAgentTrail(ctx, requireAuth(request), request.query),
  );
}
