import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AutocompleteResponseSchema,
  FlightAutocompleteQuerySchema,
  FlightQuoteRequestSchema,
  FlightQuoteResponseSchema,
  FlightShopRequestSchema,
  FlightShopResponseSchema,
  PricePredictionRequestSchema,
  PricePredictionSchema,
  RecentFlightSearchesResponseSchema,
  RecentlySearchedQuerySchema,
  type FlightShopResponse,
} from '@wayfare/contracts/flight-shop';
import { z } from 'zod';
import { selectFlightShopPorts, type AppContext } from '../context';
import { requireAccess, requireShopAccess } from '../services/access';
import {
  listRecentFlightSearches,
  predictFlightSearch,
  quoteFlightOffer,
  readFlightQuote,
  shopFlights,
  suggestFlightPlaces,
} from '../services/flight-shop';
import { encodeAnswer } from './send-encoded';

export function registerFlightRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const shop = selectFlightShopPorts(ctx);

  r.get(
    '/api/v0/autocomplete/flights',
    {
      schema: {
        querystring: FlightAutocompleteQuerySchema,
        response: { 200: AutocompleteResponseSchema },
      },
    },
    async (request) => {
      await requireShopAccess(ctx, request);
      return { suggestions: suggestFlightPlaces(shop, request.query.query, request.query.limit) };
    },
  );

  /**
   * Search answers are built from the contract's own types, run to 100-600 KB and are the same for
   * everyone asking the same search within a minute: the route sends the bytes built once per
   * cached search (brotli or gzip as the browser accepts) instead of re-validating and serializing
   * each answer. The shape is checked against the schema in the API tests (STYLE.md: validate
   * requests on the server, responses in tests); the schema still documents the route.
   */
  r.post(
    '/api/v0/flights/search',
    { schema: { body: FlightShopRequestSchema, response: { 200: FlightShopResponseSchema } } },
    async (request, reply) => {
      const auth = await requireShopAccess(ctx, request);
      const answer = await shopFlights(shop, auth.user.id, request.tenant, request.body);
      const bytes = encodeAnswer(request, reply, {
        body: answer.results,
        tailMembers: answer.tailMembers,
      });
      // The bytes are this route's FlightShopResponse already serialized: Fastify sends a Buffer
      // as it is, which the reply's type (the parsed response) cannot express.
      return reply.send(bytes as unknown as FlightShopResponse);
    },
  );

  r.post(
    '/api/v0/flights/prediction',
    { schema: { body: PricePredictionRequestSchema, response: { 200: PricePredictionSchema } } },
    async (request) => {
      await requireShopAccess(ctx, request);
      return predictFlightSearch(shop, request.body);
    },
  );

  r.get(
    '/api/v0/productFeed/recentlySearched',
    {
      schema: {
        querystring: RecentlySearchedQuerySchema,
        response: { 200: RecentFlightSearchesResponseSchema },
      },
    },
    async (request) => {
      const auth = await requireShopAccess(ctx, request);
      if (request.query.vertical !== 'flights') return { searches: [] };
      return { searches: await listRecentFlightSearches(shop, auth.user.id, request.tenant) };
    },
  );

  r.post(
    '/api/v0/flights/quote',
    { schema: { body: FlightQuoteRequestSchema, response: { 200: FlightQuoteResponseSchema } } },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return quoteFlightOffer(shop, auth.user.id, request.tenant, request.body);
    },
  );

  r.get(
    '/api/v0/flights/quote/:quoteId',
    {
      schema: {
        params: z.object({ quoteId: z.string().min(1).max(80) }),
        response: { 200: FlightQuoteResponseSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return readFlightQuote(shop, auth.user.id, request.params.quoteId);
    },
  );
}
