import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateWatchRequestSchema,
  FindWatchResponseSchema,
  PriceWatchSchema,
  WatchesResponseSchema,
  WatchParamsSchema,
} from '@wayfare/contracts/price-watch';
import type { AppContext } from '../context';
import { selectPriceWatchPorts } from '../context';
import { requireAccess } from '../services/access';
import { createWatch, findWatch, listWatches, stopWatch } from '../services/price-watch';

/** Price watch (issue 19): watch a flight search, find it, list the live ones, stop one. */
export function registerWatchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ports = selectPriceWatchPorts(ctx);
  const actorOf = async (request: Parameters<typeof requireAccess>[1]) => {
    const view = await requireAccess(ctx, request);
    return { userId: view.auth.user.id, tenant: request.tenant, email: view.auth.user.email };
  };

  r.post(
    '/api/v0/watches',
    { schema: { body: CreateWatchRequestSchema, response: { 200: PriceWatchSchema } } },
    async (request) =>
      createWatch(
        ports,
        await actorOf(request),
        request.body.request,
        `${request.protocol}://${request.headers.host ?? ''}`,
      ),
  );

  r.post(
    '/api/v0/watches/find',
    { schema: { body: CreateWatchRequestSchema, response: { 200: FindWatchResponseSchema } } },
    async (request) => ({
      watch: await findWatch(ports, await actorOf(request), request.body.request),
    }),
  );

  r.get(
    '/api/v0/watches',
    { schema: { response: { 200: WatchesResponseSchema } } },
    async (request) => ({ watches: await listWatches(ports, await actorOf(request)) }),
  );

  r.delete(
    '/api/v0/watches/:watchId',
    { schema: { params: WatchParamsSchema, response: { 200: PriceWatchSchema } } },
    async (request) => stopWatch(ports, await actorOf(request), request.params.watchId),
  );
}
