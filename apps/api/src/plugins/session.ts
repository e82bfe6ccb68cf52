import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { CSRF_HEADER, safeEqual } from '../services/session-tokens';
import { resolveSession } from '../services/sessions';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/admin/api/');
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
    request.auth = await resolveSession(ctx, request);
    if (request.auth?.via === 'cookie' && UNSAFE_METHODS.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      const presented = Array.isArray(header) ? header[0] : header;
      if (!presented || !safeEqual(presented, request.auth.session.csrfToken)) {
        throw new AppError('InvalidCsrfToken');
      }
    }
  });
}
