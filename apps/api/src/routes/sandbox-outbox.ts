import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SandboxOutboxListSchema,
  SandboxOutboxMessageSchema,
  SandboxOutboxParamsSchema,
  SandboxOutboxQuerySchema,
  type SandboxOutboxSummary,
} from '@wayfare/contracts/sandbox';
import { describeEmailDelivery } from '@wayfare/domain/email-delivery';
import type { OutboxSummary } from '@wayfare/store/repositories/email-outbox-repository';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { isSandboxConsoleOn } from '../env';
import { chooseFromAddress } from '../services/email-sender';
import { createSandboxAdminGuard } from './sandbox-admin-guard';

function toSummary(message: OutboxSummary): SandboxOutboxSummary {
  return {
    id: message.id,
    to: message.toAddress,
    subject: message.subject,
    createdAt: message.createdAt.toISOString(),
    sentAt: message.sentAt?.toISOString() ?? null,
    attempts: message.attempts,
    status: describeEmailDelivery(message),
  };
}

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
    async (request) => {
      const { limit, offset } = request.query;
      // One more than asked tells whether another page follows.
      const rows = await ctx.repos.emailOutbox.listRecent({ limit: limit + 1, offset });
      return { messages: rows.slice(0, limit).map(toSummary), hasMore: rows.length > limit };
    },
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
    async (request) => {
      const message = await ctx.repos.emailOutbox.find(request.params.id);
      if (!message) throw new AppError('NotFound');
      return {
        ...toSummary(message),
        from: chooseFromAddress(ctx.env, message.tenant),
        text: message.textBody,
        html: message.htmlBody,
        lastError: message.lastError,
        nextAttemptAt:
          message.sentAt || message.failedAt
            ? null
            : (message.nextAttemptAt?.toISOString() ?? null),
      };
    },
  );
}
