import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SandboxOutboxListSchema,
  SandboxOutboxMessageSchema,
  SandboxOutboxParamsSchema,
  SandboxOutboxQuerySchema,
} from '@wayfare/contracts/sandbox';
import type { AppContext } from '../context';
import { isSandboxConsoleOn } from '../env';
import { chooseFromAddress } from '../services/email-sender';
import { listOutbox, readOutboxMessage } from '../sandbox/sandbox-outbox';
import { createSandboxAdminGuard } from './sandbox-admin-guard';

/**
 * The sandbox outbox: what the portal sent (or is about to send), for people evaluating the portal
 * and for tests. Only with SANDBOX_CONSOLE on, only on the admin host (404 elsewhere) and only for
 * a signed-in admin (docs/decisions/005-sandbox-outbox.md).
 */
export function registerSandboxOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!isSandboxConsoleOn(ctx.env)) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = createSandboxAdminGuard(ctx);

  r.get(
    '/admin/api/v0/sandbox/outbox',
    {
      onRequest,
      schema: {
        querystring: SandboxOutboxQuerySchema,
        response: { 200: SandboxOutboxListSchema },
      },
    },
    (request) => listOutbox(ctx, request.query),
  );

  r.get(
    '/admin/api/v0/sandbox/outbox/:id',
    {
      onRequest,
      schema: {
        params: SandboxOutboxParamsSchema,
        response: { 200: SandboxOutboxMessageSchema },
      },
    },
    (request) =>
      readOutboxMessage(ctx, request.params.id, (tenant) => chooseFromAddress(ctx.env, tenant)),
  );
}
