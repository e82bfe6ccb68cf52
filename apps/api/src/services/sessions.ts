import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSessionActive, shouldTouchSession } from '@wayfare/domain/session-expiry';
import type { AppContext } from '../context';
import type { AuthContext } from '../plugins/request-context';
import {
  CSRF_COOKIE,
  SESSION_COOKIE,
  cookieName,
  createSecret,
  hashSecret,
} from './session-tokens';

export interface StartSessionInput {
  userId: string;
  isDelegated: boolean;
  agentUserId: string | null;
  isFirstSession: boolean;
}

function cookieOptions(ctx: AppContext, httpOnly: boolean) {
  return { path: '/', httpOnly, sameSite: 'lax' as const, secure: ctx.env.COOKIE_SECURE };
}

/** Creates a session for the request's tenant and host and sets its cookies; returns the secret. */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: StartSessionInput,
): Promise<string> {
  const secret = createSecret();
  const csrfToken = createSecret(24);
  await ctx.repos.sessions.create({
    idHash: hashSecret(secret),
    userId: input.userId,
    tenant: request.tenant,
    hostKind: request.hostKind,
    csrfToken,
    isDelegated: input.isDelegated,
    agentUserId: input.agentUserId,
    isFirstSession: input.isFirstSession,
    now: ctx.clock.now(),
  });
  const secure = ctx.env.COOKIE_SECURE;
  void reply.setCookie(cookieName(SESSION_COOKIE, secure), secret, cookieOptions(ctx, true));
  void reply.setCookie(cookieName(CSRF_COOKIE, secure), csrfToken, cookieOptions(ctx, false));
  return secret;
}

export function clearSessionCookies(ctx: AppContext, reply: FastifyReply): void {
  const secure = ctx.env.COOKIE_SECURE;
  void reply.clearCookie(cookieName(SESSION_COOKIE, secure), cookieOptions(ctx, true));
  void reply.clearCookie(cookieName(CSRF_COOKIE, secure), cookieOptions(ctx, false));
}

function readSecret(
  ctx: AppContext,
  request: FastifyRequest,
): { secret: string; via: AuthContext['via'] } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const secret = header.slice('Bearer '.length).trim();
    if (secret) return { secret, via: 'bearer' };
  }
  const cookie = request.cookies[cookieName(SESSION_COOKIE, ctx.env.COOKIE_SECURE)];
  return cookie ? { secret: cookie, via: 'cookie' } : null;
}

/**
 * The request's live session, if any. A session only counts on the tenant and host it was made
 * for: a token carried to another tenant's host is treated as no session.
 */
export async function resolveSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<AuthContext | null> {
  const presented = readSecret(ctx, request);
  if (!presented) return null;
  const found = await ctx.repos.sessions.findWithUser(hashSecret(presented.secret));
  const now = ctx.clock.now();
  if (!found || !isSessionActive(found.session, now)) return null;
  const { session, user } = found;
  if (session.tenant !== request.tenant || session.hostKind !== request.hostKind) return null;
  if (shouldTouchSession(session, now)) {
    await ctx.repos.sessions.touch(session.idHash, now);
    session.lastSeenAt = now;
  }
  return { session, user, via: presented.via };
}
