import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AGENT_TRAIL_ROUTES, isTrailRoute, type TrailRoute } from '../routes/agent-trail-routes';
import { recordAgentAction, summarizeSearch, type AgentTrailPorts } from '../services/agent-trail';

/** The answer each recorded request sent (before serialization), read by onSend. */
const answers = new WeakMap<FastifyRequest, unknown>();

function routeKey(request: FastifyRequest): string | null {
  const url = request.routeOptions.url;
  return url ? `${request.method} ${url}` : null;
}

/** Who acted for whom, when this request belongs on the trail; null otherwise. */
function actorsOf(
  request: FastifyRequest,
  route: TrailRoute,
  answer: unknown,
): { agentUserId: string; customerUserId: string } | null {
  const auth = request.auth;
  if (!auth) return null;
  if (auth.session.isDelegated && auth.session.agentUserId)
    return { agentUserId: auth.session.agentUserId, customerUserId: auth.user.id };
  // The delegated session's start is asked in the agent's own session; its answer names the
  // customer (a failed look-up names nobody and is the rate limit's business).
  if (route.action === 'startSession' && auth.user.kind === 'agent') {
    const customerUserId = readString(answer, 'userId');
    return customerUserId ? { agentUserId: auth.user.id, customerUserId } : null;
  }
  return null;
}

function readString(value: unknown, key: string): string | null {
  if (value === null || typeof value !== 'object') return null;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'string' ? found : null;
}

function paramOf(request: FastifyRequest, key: string): string | null {
  return readString(request.params, key);
}

function targetOf(
  request: FastifyRequest,
  route: TrailRoute,
  answer: unknown,
  ok: boolean,
): { targetKind: 'booking' | 'search' | 'none'; target: string | null } {
  switch (route.target) {
    case 'search':
      return { targetKind: 'search', target: summarizeSearch(request.body) };
    case 'bookingParam':
      return { targetKind: 'booking', target: paramOf(request, 'bookingId') };
    case 'bookingResult': {
      const booking =
        readString(answer, 'id') ??
        readString(answer, 'bookingId') ??
        (answer && typeof answer === 'object'
          ? readString((answer as Record<string, unknown>).booking, 'id')
          : null);
      return ok ? { targetKind: 'booking', target: booking } : { targetKind: 'none', target: null };
    }
    case 'none':
      return { targetKind: 'none', target: null };
  }
}

/**
 * Issue 24, the agent's trail, in one place: for a support agent's delegated session (and the
 * session's start), every call the table `routes/agent-trail-routes.ts` classifies is written as
 * one `agent_actions` row once its answer is known — the agent, the customer, both clocks, the
 * action, its target (a booking id or a search's places and dates, never personal data) and the
 * result (status and error code). A failed write is logged and never fails the customer's call.
 */
export function registerAgentTrail(app: FastifyInstance, ports: AgentTrailPorts): void {
  const classify = (request: FastifyRequest): TrailRoute | null => {
    const auth = request.auth;
    // Only agents' sessions: their own (the delegated session's start) or a customer's.
    if (!auth || !(auth.session.isDelegated || auth.user.kind === 'agent')) return null;
    const key = routeKey(request);
    const entry = key ? AGENT_TRAIL_ROUTES[key] : undefined;
    return isTrailRoute(entry) ? entry : null;
  };

  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload: unknown) => {
    if (classify(request)) answers.set(request, payload);
    return payload;
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const route = classify(request);
    if (!route) return payload;
    const answer = answers.get(request);
    answers.delete(request);
    const actors = actorsOf(request, route, answer);
    if (!actors) return payload;
    const ok = reply.statusCode < 400;
    try {
      await recordAgentAction(ports, {
        ...actors,
        tenant: request.tenant,
        action: route.action,
        route: routeKey(request) ?? '',
        ...targetOf(request, route, answer, ok),
        result: ok ? 'ok' : 'error',
        statusCode: reply.statusCode,
        errorCode: ok ? null : readString(answer, 'code'),
      });
    } catch (err) {
      request.log.error({ err }, 'recording the agent trail failed');
    }
    return payload;
  });
}
