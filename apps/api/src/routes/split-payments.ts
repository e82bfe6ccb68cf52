import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SplitPaymentViewSchema,
  SplitSharePayRequestSchema,
  SplitShareResponseSchema,
  SplitShareTokenQuerySchema,
} from '@wayfare/contracts/split-payment';
import type { AppContext } from '../context';
import { requireAccess } from '../services/access';
import { payShare, readBookingSplit, readShare } from '../services/split-payments';
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
      return readBookingSplit(ctx, auth.user.id, request.params.bookingId);
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
      readShare(ctx, request.query.token, vaultOriginFor(ctx, request.headers.host)),
  );

  r.post(
    '/api/v0/splitPayments/share/pay',
    { schema: { body: SplitSharePayRequestSchema, response: { 200: SplitShareResponseSchema } } },
    async (request) => payShare(ctx, request.body, vaultOriginFor(ctx, request.headers.host)),
  );
}
