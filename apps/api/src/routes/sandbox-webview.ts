import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SandboxWebviewPeopleResponseSchema,
  SandboxWebviewSessionRequestSchema,
  SandboxWebviewSessionResponseSchema,
} from '@wayfare/contracts/sandbox';
import type { AppContext } from '../context';
import { isSandboxConsoleOn } from '../env';
import { listWebviewPeople, startWebviewSession } from '../sandbox/sandbox-webview-sessions';
import { createSandboxAdminGuard } from './sandbox-admin-guard';

/**
 * The travel-app bridge test page's calls (issue 24, `/sandbox/travel-app`): the demo people and a
 * webview session's bearer token for one. Guarded like the rest of the console.
 */
export function registerSandboxWebviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!isSandboxConsoleOn(ctx.env)) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = createSandboxAdminGuard(ctx);

  r.get(
    '/admin/api/v0/sandbox/webview-people',
    { onRequest, schema: { response: { 200: SandboxWebviewPeopleResponseSchema } } },
    () => listWebviewPeople(ctx),
  );

  r.post(
    '/admin/api/v0/sandbox/webview-sessions',
    {
      onRequest,
      schema: {
        body: SandboxWebviewSessionRequestSchema,
        response: { 200: SandboxWebviewSessionResponseSchema },
      },
    },
    (request) => startWebviewSession(ctx, request.body.subject),
  );
}
