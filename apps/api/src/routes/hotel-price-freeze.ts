import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HotelQuoteResponseSchema } from '@wayfare/contracts/hotel-booking';
import {
  HotelFreezeExerciseQuoteSchema,
  HotelFreezeExerciseRequestSchema,
  HotelFreezeOfferRequestSchema,
  HotelFreezeOfferSchema,
  HotelFreezePurchaseRequestSchema,
  HotelFreezeVoucherSchema,
} from '@wayfare/contracts/price-freeze';
import { selectHotelFreezePorts, type AppContext } from '../context';
import { requireAccess } from '../services/access';
import {
  buyHotelFreeze,
  exerciseHotelFreeze,
  offerHotelFreeze,
  priceHotelFreezeExercise,
  readHotelFreezeOffer,
} from '../services/hotel-price-freeze';
import { resolveBookerPolicy } from '../services/travel-policy';
import { readBookingRequest } from './booking-request';

const FreezeIdParamsSchema = z.object({ freezeId: z.string().min(1).max(80) });

/**
 * Price freeze for hotels (issue 17): offer, purchase, exercise price and the exercise's quote
 * (booked by `POST /hotels/book`). The vouchers are listed and refunded with the flights' on the
 * trips routes (`price-freeze.ts`).
 */
export function registerHotelPriceFreezeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ports = selectHotelFreezePorts(ctx);

  r.post(
    '/api/v0/hotels/freeze/offer',
    {
      schema: { body: HotelFreezeOfferRequestSchema, response: { 200: HotelFreezeOfferSchema } },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return offerHotelFreeze(
        ports,
        { userId: auth.user.id, tenant: request.tenant },
        request.body,
      );
    },
  );

  r.get(
    '/api/v0/hotels/freeze/offer/:offerId',
    {
      schema: {
        params: z.object({ offerId: z.string().min(1).max(80) }),
        response: { 200: HotelFreezeOfferSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return readHotelFreezeOffer(ports, auth.user.id, request.params.offerId);
    },
  );

  r.post(
    '/api/v0/hotels/freeze',
    {
      schema: {
        body: HotelFreezePurchaseRequestSchema,
        response: { 200: HotelFreezeVoucherSchema, 201: HotelFreezeVoucherSchema },
      },
    },
    async (request, reply) => {
      const { idempotencyKey, actor } = await readBookingRequest(ctx, request);
      const { created, voucher } = await buyHotelFreeze(ports, actor, idempotencyKey, request.body);
      return reply.status(created ? 201 : 200).send(voucher);
    },
  );

  r.post(
    '/api/v0/hotels/freeze/:freezeId/exercise/quote',
    {
      schema: {
        params: FreezeIdParamsSchema,
        response: { 200: HotelFreezeExerciseQuoteSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return priceHotelFreezeExercise(ports, auth.user.id, request.params.freezeId);
    },
  );

  r.post(
    '/api/v0/hotels/freeze/:freezeId/exercise',
    {
      schema: {
        params: FreezeIdParamsSchema,
        body: HotelFreezeExerciseRequestSchema,
        response: { 200: HotelQuoteResponseSchema },
      },
    },
    async (request) => {
      const view = await requireAccess(ctx, request);
      const policy = await resolveBookerPolicy(ctx, request.tenant, view.membership);
      return exerciseHotelFreeze(
        ports,
        { userId: view.auth.user.id, tenant: request.tenant, accounts: view.accounts, policy },
        request.params.freezeId,
      );
    },
  );
}
