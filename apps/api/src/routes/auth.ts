import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AgentLoginRequestSchema,
  AgentLoginResponseSchema,
  LoginCodeQuerySchema,
  LoginCodeResponseSchema,
  LoginHandoffCompleteQuerySchema,
  LoginHandoffQuerySchema,
  LogoutResponseSchema,
} from '@wayfare/contracts/auth';
import {
  AgentDelegationResponseSchema,
  AgentMeResponseSchema,
  AgentSwitchCustomerResponseSchema,
} from '@wayfare/contracts/agent';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requireAuth } from '../services/access';
import {
  findDelegatingAgent,
  returnToAgent,
  startDelegatedSession,
} from '../services/agent-sessions';
import { hashSecret } from '../services/session-tokens';
import {
  beginSignIn,
  completeAdminHandoff,
  completeSignIn,
  requestAdminHandoff,
  signOut,
  type SignInSite,
} from '../services/sign-in';
import { clearSessionCookies, setSessionCookies } from './session-cookies';

/** The tenant and host the plugins found, and the scheme and Host the browser used. */
function siteOf(request: FastifyRequest): SignInSite {
  return {
    tenant: request.tenant,
    hostKind: request.hostKind,
    protocol: request.protocol,
    host: request.headers.host,
  };
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v0/login/code',
    { schema: { querystring: LoginCodeQuerySchema, response: { 200: LoginCodeResponseSchema } } },
    (request) =>
      beginSignIn(ctx, siteOf(request), request.query.agent === 'true' ? 'agents' : 'customers'),
  );

  r.get(
    '/api/v0/login/callback',
    {
      schema: {
        querystring: z
          .object({ state: z.string().optional(), code: z.string().optional() })
          .loose(),
      },
    },
    async (request, reply) => {
      const outcome = await completeSignIn(ctx, siteOf(request), {
        state: request.query.state ?? '',
        code: request.query.code,
        url: request.url,
      });
      if (outcome.refusal) request.log.warn({ code: outcome.refusal }, 'sign-in not confirmed');
      if (outcome.session) setSessionCookies(reply, ctx.env.COOKIE_SECURE, outcome.session);
      return reply.redirect(outcome.redirectTo);
    },
  );

  r.get(
    '/api/v0/login/handoff',
    { schema: { querystring: LoginHandoffQuerySchema } },
    async (request, reply) =>
      reply.redirect(await requestAdminHandoff(ctx, siteOf(request), request.auth)),
  );

  r.get(
    '/api/v0/login/handoff/complete',
    { schema: { querystring: LoginHandoffCompleteQuerySchema } },
    async (request, reply) => {
      const outcome = await completeAdminHandoff(ctx, siteOf(request), request.query.code);
      if (outcome.session) setSessionCookies(reply, ctx.env.COOKIE_SECURE, outcome.session);
      return reply.redirect(outcome.redirectTo);
    },
  );

  r.post(
    '/api/v0/logout',
    { schema: { response: { 200: LogoutResponseSchema } } },
    async (request, reply) => {
      const answer = await signOut(ctx, siteOf(request), request.auth);
      clearSessionCookies(reply, ctx.env.COOKIE_SECURE);
      return answer;
    },
  );

  r.post(
    '/api/v0/login/agent',
    { schema: { body: AgentLoginRequestSchema, response: { 200: AgentLoginResponseSchema } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { customer, session } = await startDelegatedSession(
        ctx,
        request,
        auth,
        request.body.profileReferenceId,
      );
      setSessionCookies(reply, ctx.env.COOKIE_SECURE, session);
      request.log.info(
        { agentUserId: auth.user.id, customerUserId: customer.id },
        'delegated session started',
      );
      return { userId: customer.id, isDelegatedSession: true as const };
    },
  );

  r.get('/api/v0/agent/me', { schema: { response: { 200: AgentMeResponseSchema } } }, (request) => {
    const auth = requireAuth(request);
    if (auth.user.kind !== 'agent' || auth.session.isDelegated) return { agent: null };
    const { id, firstName, lastName, email } = auth.user;
    return { agent: { userId: id, firstName, lastName, email } };
  });

  r.get(
    '/api/v0/agent/delegation',
    { schema: { response: { 200: AgentDelegationResponseSchema } } },
    async (request) => {
      const auth = requireAuth(request);
      const agent = await findDelegatingAgent(ctx, auth);
      if (!agent) return { delegation: null };
      const { id, firstName, lastName, profileReferenceId } = auth.user;
      return {
        delegation: {
          customer: { userId: id, firstName, lastName, profileReferenceId },
          agent: { firstName: agent.firstName, lastName: agent.lastName },
        },
      };
    },
  );

  r.post(
    '/api/v0/agent/switchCustomer',
    { schema: { response: { 200: AgentSwitchCustomerResponseSchema } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { agent, session } = await returnToAgent(ctx, request, auth);
      setSessionCookies(reply, ctx.env.COOKIE_SECURE, session);
      request.log.info(
        { agentUserId: agent.id, customerUserId: auth.user.id },
        'delegated session ended: agent switches customer',
      );
      const { id, firstName, lastName, email } = agent;
      return { agent: { userId: id, firstName, lastName, email } };
    },
  );
}

/** Exposed for tests that need to find a session row from a cookie value. */
export const sessionIdHashOf = hashSecret;
