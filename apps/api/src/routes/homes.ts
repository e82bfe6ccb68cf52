import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HomeBookingRequestSchema,
  HomeBookingViewSchema,
  HomeQuoteRequestSchema,
  HomeQuoteResponseSchema,
  HomeResultsResponseSchema,
  HomeSearchRequestSchema,
  HomeShopRequestSchema,
  HomeShopResponseSchema,
  StayResultsResponseSchema,
  StaySearchRequestSchema,
  type HomeResultsResponse,
} from '@wayfare/contracts/home-booking';
import { HotelAvailabilityResponseSchema } from '@wayfare/contracts/hotel-shop';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { requireAccess, requireShopView } from '../services/access';
import { searchHotelAvailability } from '../services/hotel-availability';
import {
  bookHome,
  getHomeBooking,
  quoteHomeStay,
  readHomeQuoteById,
} from '../services/home-booking';
import { searchHomesForShopper, searchStays, shopHome } from '../services/home-shop';
import { renderJson } from '../services/precompressed-json';
import { resolveBookerPolicy } from '../services/travel-policy';
import { readBookingRequest } from './booking-request';
import { encodeAnswer } from './send-encoded';

/** Vacation rentals and stays (issue 22): search, stays, shop, quote, book, the booking, photos. */
export function registerHomeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * As car and hotel search: the answer is the same for everyone with the same tier for a minute
   * (until nights are sold or released), so its bytes are built once (compressed too) and sent as they
   * are; the API tests check them against the schema.
   */
  r.post(
    '/api/v0/homes/search',
    { schema: { body: HomeSearchRequestSchema, response: { 200: HomeResultsResponseSchema } } },
    async (request, reply) => {
      const view = await requireShopView(ctx, request);
      const policy = await resolveBookerPolicy(ctx, request.tenant, view.membership);
      const answer = await searchHomesForShopper(
        ctx,
        { tenant: request.tenant, policy },
        request.body,
      );
      const bytes = encodeAnswer(request, reply, answer);
      return reply.send(bytes as unknown as HomeResultsResponse);
    },
  );

  r.post(
    '/api/v0/stays/search',
    { schema: { body: StaySearchRequestSchema, response: { 200: StayResultsResponseSchema } } },
    async (request) => {
      const view = await requireShopView(ctx, request);
      const policy = await resolveBookerPolicy(ctx, request.tenant, view.membership);
      return searchStays(ctx, { tenant: request.tenant, policy }, request.body, async (search) => {
        // The hotel availability service itself (its cache, policy and earn), read back.
        const answer = await searchHotelAvailability(ctx, view, request.tenant, {
          ...search,
          filters: {},
          sort: 'MostRecommended',
          offset: 0,
          limit: 50,
        });
        return HotelAvailabilityResponseSchema.parse(
          JSON.parse(renderJson(answer.body, answer.tailMembers).toString('utf8')),
        );
      });
    },
  );

  r.post(
    '/api/v0/homes/shop',
    { schema: { body: HomeShopRequestSchema, response: { 200: HomeShopResponseSchema } } },
    async (request) => {
      const view = await requireShopView(ctx, request);
      const policy = await resolveBookerPolicy(ctx, request.tenant, view.membership);
      return shopHome(
        ctx,
        { tenant: request.tenant, policy, earnCards: view.earnCards },
        request.body,
      );
    },
  );

  r.post(
    '/api/v0/homes/quote',
    { schema: { body: HomeQuoteRequestSchema, response: { 200: HomeQuoteResponseSchema } } },
    async (request) => {
      const view = await requireAccess(ctx, request);
      const policy = await resolveBookerPolicy(ctx, request.tenant, view.membership);
      return quoteHomeStay(
        ctx,
        { userId: view.auth.user.id, tenant: request.tenant, accounts: view.accounts, policy },
        request.body,
      );
    },
  );

  r.get(
    '/api/v0/homes/quote/:quoteId',
    {
      schema: {
        params: z.object({ quoteId: z.string().min(1).max(80) }),
        response: { 200: HomeQuoteResponseSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return readHomeQuoteById(ctx, auth.user.id, request.params.quoteId);
    },
  );

  r.post(
    '/api/v0/homes/book',
    {
      schema: {
        body: HomeBookingRequestSchema,
        response: { 200: HomeBookingViewSchema, 202: HomeBookingViewSchema },
      },
    },
    async (request, reply) => {
      const { idempotencyKey, actor, saga } = await readBookingRequest(ctx, request);
      const { created, booking } = await bookHome(ctx, actor, idempotencyKey, request.body, saga);
      // 202: the booking is recorded and its saga runs on; the page polls its status.
      return reply.status(created ? 202 : 200).send(booking);
    },
  );

  r.get(
    '/api/v0/homes/bookings/:id',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(80) }),
        response: { 200: HomeBookingViewSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return getHomeBooking(ctx, auth.user.id, request.params.id);
    },
  );

  // The sandbox image host: a home's photos, linked from search and home pages. Public and
  // unchanging for a home, so browsers and caches keep them; an unknown photo is NotFound.
  r.get(
    '/api/v0/images/homes/:file',
    { schema: { params: z.object({ file: z.string().regex(/^V\d{1,9}-\d{1,4}-\d{1,2}\.svg$/) }) } },
    async (request, reply) => {
      const svg = ctx.suppliers.homes.renderPhoto(request.params.file.slice(0, -4));
      if (svg === null) throw new AppError('NotFound', 'No such home photo.');
      void reply.header('content-type', 'image/svg+xml; charset=utf-8');
      void reply.header('cache-control', 'public, max-age=604800, immutable');
      return reply.send(svg);
    },
  );
}
