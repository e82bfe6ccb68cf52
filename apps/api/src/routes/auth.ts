import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
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
import { baseHostOf } from '@wayfare/domain/tenant-host';
import { HANDOFF_NONCE } from '@wayfare/store/repositories/auth-requests-repository';
import type { UserRecord } from '@wayfare/store/repositories/users-repository';
import { z } from 'zod';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { requireAuth } from '../services/access';
import { hashSecret } from '../services/session-tokens';
import { clearSessionCookies, startSession } from '../services/sessions';

const LOGIN_ATTEMPT_MINUTES = 10;
/** A hand-off to the admin host is followed at once by the browser: it is good this long. */
export const HANDOFF_SECONDS = 60;
const ADMIN_LANDING = '/onboarding';
/** Failed Profile Reference IDs an agent may try per window before ExcessiveActivity. */
export const AGENT_LOOKUP_FAILURE_LIMIT = 5;
export const AGENT_LOOKUP_WINDOW_SECONDS = 15 * 60;

export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

/**
 * Hands a person known on a portal host over to the admin host of the same tenant: a one-time
 * code the admin host exchanges for a session, so an admin going to onboarding signs in once.
 * Answers the URL to send the browser to.
 */
async function issueAdminHandoff(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRecord,
): Promise<string> {
  const now = ctx.clock.now();
  const code = oidc.randomState();
  await ctx.repos.authRequests.createHandoff({
    state: code,
    tenant: request.tenant,
    hostKind: 'admin',
    subject: user.subject,
    expiresAt: new Date(now.getTime() + HANDOFF_SECONDS * 1000),
    now,
  });
  const admin = `${request.protocol}://admin.${baseHostOf(request.headers.host)}`;
  return `${admin}/api/v0/login/handoff/complete?${new URLSearchParams({ code }).toString()}`;
}

/** An admin of a business that is not live yet works on the admin host (spec §4, 40105). */
async function belongsOnAdminHost(
  ctx: AppContext,
  request: FastifyRequest,
  userId: string,
): Promise<boolean> {
  if (request.tenant !== 'capone-corporate' || request.hostKind !== 'portal') return false;
  const membership = await ctx.repos.corporate.findMembership(userId);
  return membership !== null && membership.canViewAdmin && !membership.businessIsLive;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v0/login/code',
    { schema: { querystring: LoginCodeQuerySchema, response: { 200: LoginCodeResponseSchema } } },
    async (request) => {
      const audience = request.query.agent === 'true' ? 'agents' : 'customers';
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const now = ctx.clock.now();
      await ctx.repos.authRequests.create({
        state,
        tenant: request.tenant,
        hostKind: request.hostKind,
        audience,
        codeVerifier,
        nonce,
        expiresAt: new Date(now.getTime() + LOGIN_ATTEMPT_MINUTES * 60_000),
        now,
      });
      const loginUri = await ctx.identity.buildLoginUri({
        state,
        nonce,
        codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        redirectUri: `${originOf(request)}/api/v0/login/callback`,
        audience,
      });
      return { loginUri };
    },
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
      const now = ctx.clock.now();
      const state = request.query.state ?? '';
      const attempt = await ctx.repos.authRequests.consume(state, now);
      // An expired or replayed attempt starts a fresh sign-in rather than showing an error.
      if (!attempt || attempt.nonce === HANDOFF_NONCE)
        return reply.redirect('/auth/invalidsession/');
      if (attempt.tenant !== request.tenant || attempt.hostKind !== request.hostKind) {
        return reply.redirect('/access-denied/');
      }
      if (ctx.identity.kind === 'sandbox') {
        const codeState = request.query.code
          ? await ctx.repos.authRequests.findSandboxCodeState(request.query.code)
          : null;
        if (codeState !== state) return reply.redirect('/auth/invalidsession/');
      }
      let identity;
      try {
        identity = await ctx.identity.completeLogin(
          {
            callbackUrl: new URL(request.url, originOf(request)),
            state,
            nonce: attempt.nonce,
            codeVerifier: attempt.codeVerifier,
          },
          attempt.sandboxSubject,
        );
      } catch (error) {
        request.log.warn(
          { code: error instanceof AppError ? error.code : 'unknown' },
          'sign-in not confirmed',
        );
        return reply.redirect('/access-denied/');
      }
      const user =
        (await ctx.repos.users.findBySubject(identity.subject)) ??
        (identity.email ? await ctx.repos.users.findByEmail(identity.email) : null);
      const wantsAgent = attempt.audience === 'agents';
      if (!user || (user.kind === 'agent') !== wantsAgent) return reply.redirect('/access-denied/');
      const isFirstSession = await ctx.repos.users.markSignedIn(user.id, now);
      await startSession(ctx, request, reply, {
        userId: user.id,
        isDelegated: false,
        agentUserId: null,
        isFirstSession,
      });
      // Straight on to the admin host, signed in there too, rather than via the portal's 40105.
      if (!wantsAgent && (await belongsOnAdminHost(ctx, request, user.id)))
        return reply.redirect(await issueAdminHandoff(ctx, request, user));
      return reply.redirect(isFirstSession ? '/auth/ftux' : '/');
    },
  );

  r.get(
    '/api/v0/login/handoff',
    { schema: { querystring: LoginHandoffQuerySchema } },
    async (request, reply) => {
      const adminLanding = `${request.protocol}://admin.${baseHostOf(request.headers.host)}${ADMIN_LANDING}`;
      // Signed out, or from another tenant: the admin host signs the person in the usual way.
      if (!request.auth || request.tenant !== 'capone-corporate' || request.hostKind !== 'portal')
        return reply.redirect(adminLanding);
      const { user, session } = request.auth;
      if (session.isDelegated || user.kind === 'agent') return reply.redirect('/access-denied/');
      const membership = await ctx.repos.corporate.findMembership(user.id);
      if (!membership?.canViewAdmin) return reply.redirect('/access-denied/');
      return reply.redirect(await issueAdminHandoff(ctx, request, user));
    },
  );

  r.get(
    '/api/v0/login/handoff/complete',
    { schema: { querystring: LoginHandoffCompleteQuerySchema } },
    async (request, reply) => {
      const now = ctx.clock.now();
      const handoff = await ctx.repos.authRequests.consume(request.query.code, now);
      if (
        !handoff ||
        handoff.nonce !== HANDOFF_NONCE ||
        handoff.tenant !== request.tenant ||
        handoff.hostKind !== request.hostKind
      )
        return reply.redirect('/auth/invalidsession/');
      const user = handoff.sandboxSubject
        ? await ctx.repos.users.findBySubject(handoff.sandboxSubject)
        : null;
      if (!user) return reply.redirect('/auth/invalidsession/');
      await startSession(ctx, request, reply, {
        userId: user.id,
        isDelegated: false,
        agentUserId: null,
        isFirstSession: false,
      });
      return reply.redirect(ADMIN_LANDING);
    },
  );

  r.post(
    '/api/v0/logout',
    { schema: { response: { 200: LogoutResponseSchema } } },
    async (request, reply) => {
      if (request.auth)
        await ctx.repos.sessions.revoke(request.auth.session.idHash, ctx.clock.now());
      clearSessionCookies(ctx, reply);
      return { destinationUrl: ctx.identity.buildLogoutUri(`${originOf(request)}/`) };
    },
  );

  r.post(
    '/api/v0/login/agent',
    { schema: { body: AgentLoginRequestSchema, response: { 200: AgentLoginResponseSchema } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (auth.user.kind !== 'agent' || auth.session.isDelegated)
        throw new AppError(
          'Unauthorized',
          'Only a signed-in support agent can start a customer session.',
        );
      const now = ctx.clock.now();
      const failureKey = `agent-lookup-failures:${auth.user.id}`;
      // Each look-up takes a slot first (one atomic increment) and decides on the count it got
      // back, so concurrent guesses can never all pass a check made before any of them counted.
      // A look-up that finds the customer gives its slot back: only failures use up the limit.
      const attempt = await ctx.rateLimiter.hit(failureKey, AGENT_LOOKUP_WINDOW_SECONDS, now);
      if (attempt > AGENT_LOOKUP_FAILURE_LIMIT) {
        throw new AppError(
          'ExcessiveActivity',
          'Too many Profile Reference IDs were not found. Please wait 15 minutes and try again.',
        );
      }
      const customer = await ctx.repos.users.findCustomerByProfileReferenceId(
        request.body.profileReferenceId,
      );
      if (!customer) throw new AppError('InvalidCustomer', undefined, 'profileReferenceId');
      await ctx.rateLimiter.hit(failureKey, AGENT_LOOKUP_WINDOW_SECONDS, now, -1);
      await ctx.repos.sessions.revoke(auth.session.idHash, now);
      await startSession(ctx, request, reply, {
        userId: customer.id,
        isDelegated: true,
        agentUserId: auth.user.id,
        isFirstSession: false,
      });
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
      const agent = await findDelegatingAgent(ctx, auth);
      if (!agent)
        throw new AppError(
          'Unauthorized',
          'Only an agent acting for a customer can switch customer.',
        );
      const now = ctx.clock.now();
      await ctx.repos.sessions.revoke(auth.session.idHash, now);
      await startSession(ctx, request, reply, {
        userId: agent.id,
        isDelegated: false,
        agentUserId: null,
        isFirstSession: false,
      });
      request.log.info(
        { agentUserId: agent.id, customerUserId: auth.user.id },
        'delegated session ended: agent switches customer',
      );
      const { id, firstName, lastName, email } = agent;
      return { agent: { userId: id, firstName, lastName, email } };
    },
  );
}

/** The support agent acting in a delegated session, or null for any other session. */
async function findDelegatingAgent(ctx: AppContext, auth: ReturnType<typeof requireAuth>) {
  if (!auth.session.isDelegated || !auth.session.agentUserId) return null;
  const agent = await ctx.repos.users.findById(auth.session.agentUserId);
  return agent?.kind === 'agent' ? agent : null;
}

/** Exposed for tests that need to find a session row from a cookie value. */
export const sessionIdHashOf = hashSecret;
