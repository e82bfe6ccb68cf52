import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MaintenanceStatusSchema,
  SandboxMaintenanceRequestSchema,
  SandboxMaintenanceStateSchema,
} from '@wayfare/contracts/maintenance';
import { TakeoversResponseSchema } from '@wayfare/contracts/takeovers';
import { selectShowingTakeovers } from '@wayfare/domain/takeovers';
import type { AppContext } from '../context';
import { isSandboxConsoleOn } from '../env';
import { createSandboxAdminGuard } from './sandbox-admin-guard';

/**
 * Site-wide notices, public on every host: maintenance (spec §9, services/maintenance.ts) and the
 * tenant's takeovers (spec §7 /takeovers, from TAKEOVERS or TAKEOVERS_FILE). Both are read by
 * every page, so they answer from memory (the console's window is kept a second per process).
 */
export function registerSiteNoticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v0/maintenance',
    { schema: { response: { 200: MaintenanceStatusSchema } } },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ctx.maintenance.readStatus();
    },
  );

  r.get(
    '/api/v0/takeovers',
    { schema: { response: { 200: TakeoversResponseSchema } } },
    (request) => {
      const configured = ctx.env.TAKEOVERS?.[request.tenant] ?? [];
      return { takeovers: selectShowingTakeovers(configured, ctx.travelClock.now()) };
    },
  );

  if (!isSandboxConsoleOn(ctx.env)) return;
  // The console's own maintenance window on the travel clock (app_settings), over the environment's.
  const onRequest = createSandboxAdminGuard(ctx);
  const state = { 200: SandboxMaintenanceStateSchema };
  r.get('/admin/api/v0/sandbox/maintenance', { onRequest, schema: { response: state } }, () =>
    ctx.maintenance.readSandboxState(),
  );
  r.put(
    '/admin/api/v0/sandbox/maintenance',
    { onRequest, schema: { body: SandboxMaintenanceRequestSchema, response: state } },
    async (request) => {
      await ctx.maintenance.setSandboxWindow(request.body);
      return ctx.maintenance.readSandboxState();
    },
  );
  r.delete(
    '/admin/api/v0/sandbox/maintenance',
    { onRequest, schema: { response: state } },
    async () => {
      await ctx.maintenance.clearSandboxWindow();
      return ctx.maintenance.readSandboxState();
    },
  );
}
