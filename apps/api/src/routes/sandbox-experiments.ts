import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SandboxExperimentPinRequestSchema,
  SandboxExperimentPinsResponseSchema,
} from '@wayfare/contracts/experiments';
import type { AppContext } from '../context';
import { isSandboxConsoleOn } from '../env';
import { pinSandboxExperiment } from '../sandbox/sandbox-experiment-pins';
import { createSandboxAdminGuard } from './sandbox-admin-guard';

/** The sandbox console's experiment pins (issue 24): with the console only, an admin's only. */
export function registerSandboxExperimentRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!isSandboxConsoleOn(ctx.env)) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/admin/api/v0/sandbox/experiment-pins',
    {
      onRequest: createSandboxAdminGuard(ctx),
      schema: {
        body: SandboxExperimentPinRequestSchema,
        response: { 200: SandboxExperimentPinsResponseSchema },
      },
    },
    async (request) => pinSandboxExperiment(ctx, request.body),
  );
}
