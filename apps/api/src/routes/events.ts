import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ExperimentsResponseSchema } from '@wayfare/contracts/experiments';
import {
  AcceptedResponseSchema,
  EVENT_BODY_LIMIT_BYTES,
  EngagementEventRequestSchema,
  TrackingEventRequestSchema,
  TrackingSummaryQuerySchema,
  TrackingSummaryResponseSchema,
} from '@wayfare/contracts/tracking';
import { AppError } from '../app-error';
import { selectTrackingDeps, type AppContext } from '../context';
import { requireAccess, requireAdmin, requireAuth } from '../services/access';
import { listActiveExperiments } from '../services/experiments';
import {
  recordEngagementEvent,
  recordTrackingEvent,
  summarizeTrackingEvents,
  type EventSource,
} from '../services/tracking-events';
import {
  BROWSER_SESSION_COOKIE,
  cookieName,
  createSecret,
  hashSecret,
} from '../services/session-tokens';

/**
 * Events per address and per session in one window: 20 per 10 s, 120 a minute. Ten-second
 * windows because the in-memory counters of the embedded database drop those as they pass.
 */
export const EVENT_LIMIT = 20;
export const EVENT_WINDOW_SECONDS = 10;

/**
 * Counts the event against its address and its session (the signed-in session, else the browser
 * session cookie) before the body is read; either over the limit is ExcessiveActivity.
 */
async function limitEvents(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const now = ctx.clock.now();
  const keys = [`events:ip:${request.ip}`];
  const browserSessionId =
    request.cookies[cookieName(BROWSER_SESSION_COOKIE, ctx.env.COOKIE_SECURE)];
  if (request.auth) keys.push(`events:session:${request.auth.session.idHash}`);
  else if (browserSessionId) keys.push(`events:browser:${hashSecret(browserSessionId)}`);
  const counts = await Promise.all(
    keys.map((key) => ctx.burstLimiter.hit(key, EVENT_WINDOW_SECONDS, now)),
  );
  if (counts.some((count) => count > EVENT_LIMIT)) throw new AppError('ExcessiveActivity');
}

/** Who sent an event: the signed-in person, whether an agent is behind it, tenant and host. */
function eventSource(request: FastifyRequest): EventSource {
  const auth = request.auth;
  return {
    userId: auth?.user.id ?? null,
    isAgentSession: auth ? auth.session.isDelegated || auth.user.kind === 'agent' : false,
    tenant: request.tenant,
    hostKind: request.hostKind,
  };
}

export function registerEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const trackingDeps = selectTrackingDeps(ctx);

  // Anyone may post events: small bodies, rate-limited, and only allowlisted, scrubbed properties.
  const eventRoute = {
    bodyLimit: EVENT_BODY_LIMIT_BYTES,
    onRequest: (request: FastifyRequest) => limitEvents(ctx, request),
  };

  r.post(
    '/api/v0/tracking/event',
    {
      ...eventRoute,
      schema: { body: TrackingEventRequestSchema, response: { 200: AcceptedResponseSchema } },
    },
    async (request) => {
      await recordTrackingEvent(trackingDeps, eventSource(request), request.body);
      return { accepted: true as const };
    },
  );

  r.post(
    '/api/v0/engagement/event',
    {
      ...eventRoute,
      schema: { body: EngagementEventRequestSchema, response: { 200: AcceptedResponseSchema } },
    },
    async (request, reply) => {
      const browserSessionCookie = cookieName(BROWSER_SESSION_COOKIE, ctx.env.COOKIE_SECURE);
      let browserSessionId = request.cookies[browserSessionCookie];
      if (!browserSessionId) {
        browserSessionId = createSecret(16);
        void reply.setCookie(browserSessionCookie, browserSessionId, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: ctx.env.COOKIE_SECURE,
        });
      }
      await recordEngagementEvent(
        trackingDeps,
        eventSource(request),
        browserSessionId,
        request.body,
      );
      return { accepted: true as const };
    },
  );

  // The admin tracking view (issue 24): the admin host only, for an admin (canViewAdmin), like
  // the admin host's other tools; counts only, so no traveller's events are shown.
  r.get(
    '/admin/api/v0/tracking/summary',
    {
      onRequest: async (request: FastifyRequest) => {
        if (request.hostKind !== 'admin') throw new AppError('NotFound');
        await requireAdmin(ctx, requireAuth(request).user.id);
      },
      schema: {
        querystring: TrackingSummaryQuerySchema,
        response: { 200: TrackingSummaryResponseSchema },
      },
    },
    async (request) => summarizeTrackingEvents(trackingDeps, request.query.hours),
  );

  for (const path of ['/api/v0/experiments/active', '/api/v0/experiments/cotb/active']) {
    r.put(path, { schema: { response: { 200: ExperimentsResponseSchema } } }, async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return listActiveExperiments(ctx.repos, request.tenant, auth.user.id);
    });
  }
}
