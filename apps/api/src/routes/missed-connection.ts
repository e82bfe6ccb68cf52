import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MissedConnectionCaseDetailSchema,
  MissedConnectionCaseParamsSchema,
  MissedConnectionGuaranteeSchema,
  MissedConnectionQueueSchema,
  MissedConnectionRebookRequestSchema,
  MissedConnectionResolveRequestSchema,
} from '@wayfare/contracts/missed-connection';
import { TripParamsSchema } from '@wayfare/contracts/trips';
import type { AppContext } from '../context';
import { requireAccess, requireAuth } from '../services/access';
import {
  listMissedConnectionCases,
  readMissedConnectionCase,
  resolveMissedConnectionCase,
} from '../services/missed-connection-agent';
import {
  readMissedConnection,
  rebookMissedConnection,
} from '../services/missed-connection-rebooking';
import { requireAgent } from '../services/price-match';

/**
 * The missed-connection guarantee (issue 20, part C; services/missed-connection-*.ts): the
 * traveller's view with its options and the rebooking; the agent portal's support cases.
 */
export function registerMissedConnectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = async (request: Parameters<typeof requireAccess>[1]) => {
    const view = await requireAccess(ctx, request);
    return { userId: view.auth.user.id, tenant: request.tenant };
  };
  const params = TripParamsSchema;

  r.get(
    '/api/v0/trips/:bookingId/missed-connection',
    { schema: { params, response: { 200: MissedConnectionGuaranteeSchema } } },
    async (request) => readMissedConnection(ctx, await actorOf(request), request.params.bookingId),
  );

  r.post(
    '/api/v0/trips/:bookingId/missed-connection/rebook',
    {
      schema: {
        params,
        body: MissedConnectionRebookRequestSchema,
        response: { 200: MissedConnectionGuaranteeSchema },
      },
    },
    async (request) =>
      rebookMissedConnection(ctx, await actorOf(request), request.params.bookingId, request.body),
  );

  r.get(
    '/api/v0/agent/missed-connections',
    { schema: { response: { 200: MissedConnectionQueueSchema } } },
    async (request) =>
      listMissedConnectionCases(ctx, requireAgent(requireAuth(request), request.tenant)),
  );

  r.get(
    '/api/v0/agent/missed-connections/:bookingId',
    {
      schema: {
        params: MissedConnectionCaseParamsSchema,
        response: { 200: MissedConnectionCaseDetailSchema },
      },
    },
    async (request) =>
      readMissedConnectionCase(
        ctx,
        requireAgent(requireAuth(request), request.tenant),
        request.params.bookingId,
      ),
  );

  r.post(
    '/api/v0/agent/missed-connections/:bookingId/resolve',
    {
      schema: {
        params: MissedConnectionCaseParamsSchema,
        body: MissedConnectionResolveRequestSchema,
        response: { 200: MissedConnectionGuaranteeSchema },
      },
    },
    async (request) =>
      resolveMissedConnectionCase(
        ctx,
        requireAgent(requireAuth(request), request.tenant),
        request.params.bookingId,
        request.body,
      ),
  );
}
