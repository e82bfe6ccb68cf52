import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CarBookingRequestSchema, CarBookingViewSchema } from '@wayfare/contracts/car-booking';
import {
  CarAutocompleteQuerySchema,
  CarAutocompleteResponseSchema,
  CarQuoteRequestSchema,
  CarQuoteResponseSchema,
  CarResultsResponseSchema,
  CarSearchRequestSchema,
  CarShopRequestSchema,
  CarShopResponseSchema,
  type CarResultsResponse,
} from '@wayfare/contracts/cars';
import type { AppContext } from '../context';
import { requireAccess, requireShopAccess, requireShopView } from '../services/access';
import { bookCar, getCarBooking, quoteCar, readCarQuoteById } from '../services/car-booking';
import { searchCarsForShopper, shopCar, suggestCarPlaces } from '../services/car-shop';
import { resolveBookerPolicy } from '../services/travel-policy';
import { readBookingRequest } from './booking-request';
import { encodeAnswer } from './send-encoded';

/** Cars (issue 21): place suggestions, search, shop, quote, book and the booking. */
export function registerCarRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v0/autocomplete/cars',
    {
      schema: {
        querystring: CarAutocompleteQuerySchema,
        response: { 200: CarAutocompleteResponseSchema },
      },
    },
    async (request) => {
      await requireShopAccess(ctx, request);
      return { suggestions: suggestCarPlaces(ctx, request.query.query) };
    },
  );

  /**
   * As hotel and flight search: the answer is the same for everyone with the same tier for a
   * minute, so its bytes are built once (compressed too) and sent as they are; the API tests check
   * them against the schema.
   */
  r.post(
    '/api/v0/cars/search',
    { schema: { body: CarSearchRequestSchema, response: { 200: CarResultsResponseSchema } } },
    async (request, reply) => {
      const view = await requireShopView(ctx, request);
      const policy = await resolveBookerPolicy(ctx, request.tenant, view.membership);
      const answer = await searchCarsForShopper(
        ctx,
        { tenant: request.tenant, policy },
        request.body,
      );
      const bytes = encodeAnswer(request, reply, answer);
      return reply.send(bytes as unknown as CarResultsResponse);
    },
  );

  r.post(
    '/api/v0/cars/shop',
    { schema: { body: CarShopRequestSchema, response: { 200: CarShopResponseSchema } } },
    async (request) => {
      const view = await requireShopView(ctx, request);
      const policy = await resolveBookerPolicy(ctx, request.tenant, view.membership);
      return shopCar(
        ctx,
        { tenant: request.tenant, policy, earnCards: view.earnCards },
        request.body,
      );
    },
  );

  r.post(
    '/api/v0/cars/quote',
    { schema: { body: CarQuoteRequestSchema, response: { 200: CarQuoteResponseSchema } } },
    async (request) => {
      const view = await requireAccess(ctx, request);
      const policy = await resolveBookerPolicy(ctx, request.tenant, view.membership);
      return quoteCar(
        ctx,
        { userId: view.auth.user.id, tenant: request.tenant, accounts: view.accounts, policy },
        request.body,
      );
    },
  );

  r.get(
    '/api/v0/cars/quote/:quoteId',
    {
      schema: {
        params: z.object({ quoteId: z.string().min(1).max(80) }),
        response: { 200: CarQuoteResponseSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return readCarQuoteById(ctx, auth.user.id, request.params.quoteId);
    },
  );

  r.post(
    '/api/v0/cars/book',
    {
      schema: {
        body: CarBookingRequestSchema,
        response: { 200: CarBookingViewSchema, 202: CarBookingViewSchema },
      },
    },
    async (request, reply) => {
      const { idempotencyKey, actor, saga } = await readBookingRequest(ctx, request);
      const { created, booking } = await bookCar(ctx, actor, idempotencyKey, request.body, saga);
      // 202: the booking is recorded and its saga runs on; the page polls its status.
      return reply.status(created ? 202 : 200).send(booking);
    },
  );

  r.get(
    '/api/v0/cars/bookings/:id',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(80) }),
        response: { 200: CarBookingViewSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return getCarBooking(ctx, auth.user.id, request.params.id);
    },
  );
}
