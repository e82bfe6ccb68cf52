import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FlightQuoteResponseSchema } from '@wayfare/contracts/flight-shop';
import {
  FlightFreezeExerciseQuoteSchema,
  FlightFreezeExerciseRequestSchema,
  FlightFreezeOfferRequestSchema,
  FlightFreezeOfferSchema,
  FlightFreezePurchaseRequestSchema,
  FlightFreezeVoucherSchema,
  PriceFreezeListSchema,
  PriceFreezeVoucherSchema,
} from '@wayfare/contracts/price-freeze';
import { selectHotelFreezePorts, selectPriceFreezePorts, type AppContext } from '../context';
import { requireAccess } from '../services/access';
import {
  buyFlightFreeze,
  offerFlightFreeze,
  readFlightFreezeOffer,
} from '../services/price-freeze';
import { exerciseFlightFreeze } from '../services/price-freeze-exercise';
import {
  getPriceFreeze,
  listPriceFreezes,
  refundPriceFreeze,
} from '../services/price-freeze-trips';
import { priceFlightFreezeExercise } from '../services/price-freeze-voucher';
import { readBookingRequest } from './booking-request';

const FreezeIdParamsSchema = z.object({ freezeId: z.string().min(1).max(80) });

/**
 * Price freeze for flights (issue 17): offer, purchase, exercise price, the exercise's quote
 * (booked by `POST /flights/book`); and the trips page's vouchers of both products and their
 * refund. Hotels' own routes are `hotel-price-freeze.ts`.
 */
export function registerPriceFreezeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ports = selectPriceFreezePorts(ctx);
  // The trips page lists and refunds both products' vouchers.
  const tripPorts = selectHotelFreezePorts(ctx);

  r.post(
    '/api/v0/flights/freeze/offer',
    {
      schema: {
        body: FlightFreezeOfferRequestSchema,
        response: { 200: FlightFreezeOfferSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return offerFlightFreeze(
        ports,
        { userId: auth.user.id, tenant: request.tenant },
        request.body,
      );
    },
  );

  r.get(
    '/api/v0/flights/freeze/offer/:offerId',
    {
      schema: {
        params: z.object({ offerId: z.string().min(1).max(80) }),
        response: { 200: FlightFreezeOfferSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return readFlightFreezeOffer(ports, auth.user.id, request.params.offerId);
    },
  );

  r.post(
    '/api/v0/flights/freeze',
    {
      schema: {
        body: FlightFreezePurchaseRequestSchema,
        response: { 200: FlightFreezeVoucherSchema, 201: FlightFreezeVoucherSchema },
      },
    },
    async (request, reply) => {
      const { idempotencyKey, actor } = await readBookingRequest(ctx, request);
      const { created, voucher } = await buyFlightFreeze(
        ports,
        actor,
        idempotencyKey,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(voucher);
    },
  );

  r.post(
    '/api/v0/flights/freeze/:freezeId/exercise/quote',
    {
      schema: {
        params: FreezeIdParamsSchema,
        response: { 200: FlightFreezeExerciseQuoteSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return priceFlightFreezeExercise(ports, auth.user.id, request.params.freezeId);
    },
  );

  r.post(
    '/api/v0/flights/freeze/:freezeId/exercise',
    {
      schema: {
        params: FreezeIdParamsSchema,
        body: FlightFreezeExerciseRequestSchema,
        response: { 200: FlightQuoteResponseSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return exerciseFlightFreeze(
        ports,
        { userId: auth.user.id, tenant: request.tenant },
        request.params.freezeId,
        request.body,
      );
    },
  );

  r.get(
    '/api/v0/trips/freezes',
    { schema: { response: { 200: PriceFreezeListSchema } } },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return { freezes: await listPriceFreezes(tripPorts, auth.user.id, request.tenant) };
    },
  );

  r.get(
    '/api/v0/trips/freezes/:freezeId',
    {
      schema: { params: FreezeIdParamsSchema, response: { 200: PriceFreezeVoucherSchema } },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return getPriceFreeze(tripPorts, auth.user.id, request.params.freezeId);
    },
  );

  r.post(
    '/api/v0/trips/freezes/:freezeId/refund',
    {
      schema: { params: FreezeIdParamsSchema, response: { 200: PriceFreezeVoucherSchema } },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return refundPriceFreeze(tripPorts, auth.user.id, request.params.freezeId);
    },
  );
}
