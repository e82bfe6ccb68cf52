import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { CSRF_HEADER, SESSION_COOKIE, cookieName, safeEqual } from '../services/session-tokens';
import { resolveSession, type PresentedSecret } from '../services/sessions';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/admin/api/');
}

/** The bearer token (webview) first, else the session cookie of the name in force. */
function readPresentedSecret(request: FastifyRequest, secure: boolean): PresentedSecret | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const secret = header.slice('Bearer '.length).trim();
    if (secret) return { secret, via: 'bearer' };
  }
  const cookie = request.cookies[cookieName(SESSION_COOKIE, secure)];
  return cookie ? { secret: cookie, via: 'cookie' } : null;
}

/**
 * Loads the session for API calls and enforces the anti-forgery rule (spec §7): a browser session
 * (cookie) must echo its anti-forgery token in the X-CSRF-Token header on every unsafe method.
 * Bearer-token callers (the phone webview) are not exposed to cross-site requests and skip it.
 */
export function registerSession(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    request.auth = await resolveSession(
      ctx,
      request,
      readPresentedSecret(request, ctx.env.COOKIE_SECURE),
    );
    if (request.auth?.via === 'cookie' && UNSAFE_METHODS.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      const presented = Array.isArray(header) ? header[0] : header;
      if (!presented || !safeEqual(presented, request.auth.session.csrfToken)) {
        throw new AppError('InvalidCsrfToken');
      }
    }
  });
}
