import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HotelBookingRequestSchema,
  HotelBookingViewSchema,
  HotelQuoteRequestSchema,
  HotelQuoteResponseSchema,
} from '@wayfare/contracts/hotel-booking';
import type { AppContext } from '../context';
import { requireAccess } from '../services/access';
import {
  bookHotel,
  getHotelBooking,
  quoteHotel,
  readHotelQuoteById,
} from '../services/hotel-booking';
import { resolveBookerPolicy } from '../services/travel-policy';
import { readBookingRequest } from './booking-request';

/** Hotel booking (issue 6): quote a rate, book it through the shared saga, read the booking. */
export function registerHotelBookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v0/hotels/quote',
    { schema: { body: HotelQuoteRequestSchema, response: { 200: HotelQuoteResponseSchema } } },
    async (request) => {
      const view = await requireAccess(ctx, request);
      const policy = await resolveBookerPolicy(ctx, request.tenant, view.membership);
      return quoteHotel(
        ctx,
        { userId: view.auth.user.id, tenant: request.tenant, accounts: view.accounts, policy },
        request.body,
      );
    },
  );

  r.get(
    '/api/v0/hotels/quote/:quoteId',
    {
      schema: {
        params: z.object({ quoteId: z.string().min(1).max(80) }),
        response: { 200: HotelQuoteResponseSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return readHotelQuoteById(ctx, auth.user.id, request.params.quoteId);
    },
  );

  r.post(
    '/api/v0/hotels/book',
    {
      schema: {
        body: HotelBookingRequestSchema,
        response: { 200: HotelBookingViewSchema, 202: HotelBookingViewSchema },
      },
    },
    async (request, reply) => {
      const { idempotencyKey, actor, saga } = await readBookingRequest(ctx, request);
      const { created, booking } = await bookHotel(ctx, actor, idempotencyKey, request.body, saga);
      // 202: the booking is recorded and its saga runs on; the page polls its status.
      return reply.status(created ? 202 : 200).send(booking);
    },
  );

  r.get(
    '/api/v0/hotels/bookings/:id',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(80) }),
        response: { 200: HotelBookingViewSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return getHotelBooking(ctx, auth.user.id, request.params.id);
    },
  );
}
