import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PackageBookingRequestSchema,
  PackageBookingViewSchema,
  PackageFlightShopRequestSchema,
  PackageFlightShopResponseSchema,
  PackageHotelShopRequestSchema,
  PackageHotelShopResponseSchema,
  PackageQuoteRequestSchema,
  PackageQuoteResponseSchema,
  PackageRequoteRequestSchema,
  PackageSearchRequestSchema,
  PackageSearchResponseSchema,
  type PackageSearchResponse,
} from '@wayfare/contracts/packages';
import type { AppContext } from '../context';
import { requireAccess, requireShopView } from '../services/access';
import { bookPackage, getPackageBooking } from '../services/package-booking';
import {
  quotePackage,
  readPackageQuote,
  requotePackage,
  searchPackages,
  shopPackageFlights,
  shopPackageHotel,
  type PackageShopper,
} from '../services/package-shop';
import { encodeAnswer } from './send-encoded';
import { resolveBookerPolicy } from '../services/travel-policy';
import { readBookingRequest } from './booking-request';
import type { Requester } from '../services/access';

/** Packages (issue 23; contracts/packages.ts lists every endpoint): search, shops, quote, book. */
export function registerPackageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The signed-in person as a package shopper: their cards and, in a business, their tier. */
  const shopper = async (request: Requester): Promise<PackageShopper> => {
    const view = await requireAccess(ctx, request);
    const policy = await resolveBookerPolicy(ctx, request.tenant, view.membership);
    return { userId: view.auth.user.id, tenant: request.tenant, accounts: view.accounts, policy };
  };

  r.post(
    '/api/v0/packages/search',
    {
      schema: { body: PackageSearchRequestSchema, response: { 200: PackageSearchResponseSchema } },
    },
    async (request, reply) => {
      const view = await requireShopView(ctx, request);
      const answer = await searchPackages(ctx, view, request.tenant, request.body);
      // As for flight and hotel searches: the bytes built once per cached answer (compressed once),
      // checked against the schema in the API tests rather than re-validated per request.
      const bytes = encodeAnswer(request, reply, answer);
      // Fastify sends a Buffer as it is, which the reply's type (the parsed response) cannot express.
      return reply.send(bytes as unknown as PackageSearchResponse);
    },
  );

  r.post(
    '/api/v0/packages/hotel-shop',
    {
      schema: {
        body: PackageHotelShopRequestSchema,
        response: { 200: PackageHotelShopResponseSchema },
      },
    },
    async (request) => {
      const view = await requireShopView(ctx, request);
      return shopPackageHotel(ctx, view, request.tenant, request.body);
    },
  );

  r.post(
    '/api/v0/packages/flight-shop',
    {
      schema: {
        body: PackageFlightShopRequestSchema,
        response: { 200: PackageFlightShopResponseSchema },
      },
    },
    async (request) => shopPackageFlights(ctx, await shopper(request), request.body),
  );

  r.post(
    '/api/v0/packages/quote',
    { schema: { body: PackageQuoteRequestSchema, response: { 200: PackageQuoteResponseSchema } } },
    async (request) => quotePackage(ctx, await shopper(request), request.body),
  );

  r.get(
    '/api/v0/packages/quote/:quoteId',
    {
      schema: {
        params: z.object({ quoteId: z.string().min(1).max(80) }),
        response: { 200: PackageQuoteResponseSchema },
      },
    },
    async (request) => readPackageQuote(ctx, await shopper(request), request.params.quoteId),
  );

  r.post(
    '/api/v0/packages/requote',
    {
      schema: { body: PackageRequoteRequestSchema, response: { 200: PackageQuoteResponseSchema } },
    },
    async (request) => requotePackage(ctx, await shopper(request), request.body.quoteId),
  );

  r.post(
    '/api/v0/packages/book',
    {
      schema: {
        body: PackageBookingRequestSchema,
        response: { 200: PackageBookingViewSchema, 202: PackageBookingViewSchema },
      },
    },
    async (request, reply) => {
      const { idempotencyKey, actor, saga } = await readBookingRequest(ctx, request);
      const { created, booking } = await bookPackage(
        ctx,
        actor,
        idempotencyKey,
        request.body,
        saga,
      );
      // 202: the booking is recorded and its saga runs on; the page polls its status.
      return reply.status(created ? 202 : 200).send(booking);
    },
  );

  r.get(
    '/api/v0/packages/bookings/:id',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(80) }),
        response: { 200: PackageBookingViewSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return getPackageBooking(ctx, auth.user.id, request.params.id);
    },
  );
}
