import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DisruptionAssistanceSchema,
  DisruptionCheckResponseSchema,
  DisruptionChoiceRequestSchema,
  DisruptionPurchaseRequestSchema,
} from '@wayfare/contracts/disruption';
import { TripParamsSchema } from '@wayfare/contracts/trips';
import type { AppContext } from '../context';
import { requireAccess } from '../services/access';
import {
  checkDisruptionNow,
  purchaseDisruption,
  readDisruption,
  refundDisruption,
  removeDisruption,
} from '../services/disruption-claims';

/**
 * Disruption assistance on a booked trip (issue 20; services/disruption-*.ts): its view, buying it
 * after booking, the check, removing it before any disruption, and the refund. The rebooking goes
 * through the exchange routes (a waived change).
 */
export function registerDisruptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = async (request: Parameters<typeof requireAccess>[1]) => {
    const view = await requireAccess(ctx, request);
    return { userId: view.auth.user.id, tenant: request.tenant };
  };
  const params = TripParamsSchema;

  r.get(
    '/api/v0/trips/:bookingId/disruption',
    { schema: { params, response: { 200: DisruptionAssistanceSchema } } },
    async (request) => readDisruption(ctx, await actorOf(request), request.params.bookingId),
  );

  r.post(
    '/api/v0/trips/:bookingId/disruption',
    {
      schema: {
        params,
        body: DisruptionPurchaseRequestSchema,
        response: { 200: DisruptionAssistanceSchema },
      },
    },
    async (request) =>
      purchaseDisruption(ctx, await actorOf(request), request.params.bookingId, request.body),
  );

  r.post(
    '/api/v0/trips/:bookingId/disruption/check',
    {
      schema: {
        params,
        body: DisruptionChoiceRequestSchema,
        response: { 200: DisruptionCheckResponseSchema },
      },
    },
    async (request) => checkDisruptionNow(ctx, await actorOf(request), request.params.bookingId),
  );

  r.post(
    '/api/v0/trips/:bookingId/disruption/remove',
    {
      schema: {
        params,
        body: DisruptionChoiceRequestSchema,
        response: { 200: DisruptionAssistanceSchema },
      },
    },
    async (request) => removeDisruption(ctx, await actorOf(request), request.params.bookingId),
  );

  r.post(
    '/api/v0/trips/:bookingId/disruption/refund',
    {
      schema: {
        params,
        body: DisruptionChoiceRequestSchema,
        response: { 200: DisruptionAssistanceSchema },
      },
    },
    async (request) => refundDisruption(ctx, await actorOf(request), request.params.bookingId),
  );
}
