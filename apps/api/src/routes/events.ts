import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ExperimentsResponseSchema } from '@wayfare/contracts/experiments';
import {
  AcceptedResponseSchema,
  EngagementEventRequestSchema,
  TrackingEventRequestSchema,
} from '@wayfare/contracts/tracking';
import type { AppContext } from '../context';
import { requireAccess } from '../services/access';
import { listActiveExperiments } from '../services/experiments';
import { BROWSER_SESSION_COOKIE, createSecret } from '../services/session-tokens';

/** Cards that carry an annual or one-time travel credit (spec §9). */
const TRAVEL_CREDIT_PRODUCTS = new Set(['VentureX', 'VentureXBusiness']);

export function registerEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v0/tracking/event',
    { schema: { body: TrackingEventRequestSchema, response: { 200: AcceptedResponseSchema } } },
    async (request) => {
      const auth = request.auth;
      const accounts = auth ? await ctx.repos.rewards.listForUser(auth.user.id) : [];
      await ctx.repos.events.recordTracking({
        eventName: request.body.eventName,
        properties: {
          ...request.body.properties,
          is_agent_session: auth ? auth.session.isDelegated || auth.user.kind === 'agent' : false,
          tenant: request.tenant,
          host_kind: request.hostKind,
          has_travel_credit: accounts.some((a) => TRAVEL_CREDIT_PRODUCTS.has(a.productId)),
        },
        userId: auth?.user.id ?? null,
        tenant: request.tenant,
        createdAt: ctx.clock.now(),
      });
      return { accepted: true as const };
    },
  );

  r.post(
    '/api/v0/engagement/event',
    { schema: { body: EngagementEventRequestSchema, response: { 200: AcceptedResponseSchema } } },
    async (request, reply) => {
      let browserSessionId = request.cookies[BROWSER_SESSION_COOKIE];
      if (!browserSessionId) {
        browserSessionId = createSecret(16);
        void reply.setCookie(BROWSER_SESSION_COOKIE, browserSessionId, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: ctx.env.COOKIE_SECURE,
        });
      }
      await ctx.repos.events.recordEngagement({
        event: request.body.event,
        url: request.body.url,
        browserSessionId,
        userId: request.auth?.user.id ?? null,
        tenant: request.tenant,
        createdAt: ctx.clock.now(),
      });
      return { accepted: true as const };
    },
  );

  for (const path of ['/api/v0/experiments/active', '/api/v0/experiments/cotb/active']) {
    r.put(path, { schema: { response: { 200: ExperimentsResponseSchema } } }, async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return listActiveExperiments(request.tenant, auth.user.id);
    });
  }
}
