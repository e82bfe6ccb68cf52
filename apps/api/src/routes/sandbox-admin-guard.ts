import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { requireAdmin, requireAuth } from '../services/access';

/**
 * The sandbox console's and outbox's guard (docs/decisions/007-sandbox-console.md): on another
 * host they do not exist (404); on the admin host they need a signed-in admin (401 without a
 * session, 40103 without canViewAdmin, as the admin host's own pages answer). An `onRequest` hook,
 * so a caller who may not use them learns nothing from a body's validation.
 */
export function createSandboxAdminGuard(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.hostKind !== 'admin') throw new AppError('NotFound');
    await requireAdmin(ctx, requireAuth(request).user.id);
  };
}
