import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SplitPaymentViewSchema,
  SplitSharePayRequestSchema,
  SplitShareResponseSchema,
  SplitShareTokenQuerySchema,
  TripSplitPaymentResponseSchema,
} from '@wayfare/contracts/split-payment';
import type { AppContext } from '../context';
import { requireAccess } from '../services/access';
import { payShare, readBookingSplit, readShare, readTripSplit } from '../services/split-payments';
import { findOwnTrip } from '../services/trips';
import { vaultOriginFor } from './flight-booking';

/**
 * Split payment (issue 23, contracts/split-payment.ts): the booker's view of a booking's shares,
 * and a payer's share page and payment from the e-mailed link, which need no sign-in (the link's
 * secret is the credential; the URL serializer redacts it from logs).
 */
export function registerSplitPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v0/splitPayments/bookings/:bookingId',
    {
      schema: {
        params: z.object({ bookingId: z.string().min(1).max(80) }),
        response: { 200: SplitPaymentViewSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return readBookingSplit(
        ctx,
        { userId: auth.user.id, tenant: request.tenant },
        request.params.bookingId,
      );
    },
  );

  r.get(
    '/api/v0/splitPayments/trips/:bookingId',
    {
      schema: {
        params: z.object({ bookingId: z.string().min(1).max(80) }),
        response: { 200: TripSplitPaymentResponseSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      const actor = { userId: auth.user.id, tenant: request.tenant };
      // Another person's trip (or none) is NotFound, as on the trip page itself.
      await findOwnTrip(ctx, actor, request.params.bookingId);
      return readTripSplit(ctx, actor, request.params.bookingId);
    },
  );

  r.get(
    '/api/v0/splitPayments/share',
    {
      schema: {
        querystring: SplitShareTokenQuerySchema,
        response: { 200: SplitShareResponseSchema },
      },
    },
    async (request) =>
      readShare(ctx, request.query.token, {
        tenant: request.tenant,
        vaultOrigin: vaultOriginFor(ctx, request.headers.host),
      }),
  );

  r.post(
    '/api/v0/splitPayments/share/pay',
    { schema: { body: SplitSharePayRequestSchema, response: { 200: SplitShareResponseSchema } } },
    async (request) =>
      payShare(ctx, request.body, {
        tenant: request.tenant,
        vaultOrigin: vaultOriginFor(ctx, request.headers.host),
      }),
  );
}
