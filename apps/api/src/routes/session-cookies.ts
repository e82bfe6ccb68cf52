import type { FastifyReply } from 'fastify';
import type { IssuedSession } from '../services/sessions';
import { CSRF_COOKIE, SESSION_COOKIE, cookieName } from '../services/session-tokens';

function cookieOptions(secure: boolean, httpOnly: boolean) {
  return { path: '/', httpOnly, sameSite: 'lax' as const, secure };
}

/**
 * The session secret (HttpOnly) and its anti-forgery token (readable by the web, which echoes it
 * in X-CSRF-Token); `secure` is COOKIE_SECURE, which also picks the `__Host-` names.
 */
export function setSessionCookies(
  reply: FastifyReply,
  secure: boolean,
  issued: IssuedSession,
): void {
  void reply.setCookie(
    cookieName(SESSION_COOKIE, secure),
    issued.secret,
    cookieOptions(secure, true),
  );
  void reply.setCookie(
    cookieName(CSRF_COOKIE, secure),
    issued.csrfToken,
    cookieOptions(secure, false),
  );
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(cookieName(SESSION_COOKIE, secure), cookieOptions(secure, true));
  void reply.clearCookie(cookieName(CSRF_COOKIE, secure), cookieOptions(secure, false));
}
