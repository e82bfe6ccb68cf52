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
import { METRO_AREAS } from '@wayfare/supply/places/metro-areas';
import { searchPlaces } from '@wayfare/supply/places/place-autocomplete';
import { z } from 'zod';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { requireAccess, requireShopAccess } from '../services/access';
import {
  listRecentFlightSearches,
  predictFlightSearch,
  quoteFlightOffer,
  readFlightQuote,
  serializeShopResponse,
  shopFlights,
} from '../services/flight-shop';

/**
 * Search answers are built by the supplier from the contract's own types and run to ~0.5 MB (a busy
 * route lists hundreds of itineraries); re-checking each one with zod before sending cost more than
 * the search itself and doubled the garbage. The shape is checked against the schema in the API tests
 * (STYLE.md: validate requests on the server, responses in tests), and the schema still documents
 * and types the route.
 */
const serializeTrustedJson = () => (data: unknown) =>
  serializeShopResponse(data as FlightShopResponse);

/** Cities that a metro area already stands for (New York City → NYC), so they are not listed twice. */
const METRO_CITY_CODES = new Set(METRO_AREAS.map((m) => `C${m.geonameId}`));

export function registerFlightRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
      const result = searchPlaces(ctx.supply.getWorld(), request.query.query, {
        kinds: ['metro', 'airport', 'city'],
        limit: request.query.limit,
      });
      if (!result.ok) throw new AppError('BadRequest', result.message, 'query');
      return {
        suggestions: result.value.filter(
          (s) =>
            (s.kind !== 'city' || !METRO_CITY_CODES.has(s.code)) &&
            (s.kind === 'airport' || s.airportCodes.length > 0),
        ),
      };
    },
  );

  r.post(
    '/api/v0/flights/search',
    {
      schema: { body: FlightShopRequestSchema, response: { 200: FlightShopResponseSchema } },
      serializerCompiler: serializeTrustedJson,
    },
    async (request) => {
      const auth = await requireShopAccess(ctx, request);
      return shopFlights(ctx, auth.user.id, request.tenant, request.body);
    },
  );

  r.post(
    '/api/v0/flights/prediction',
    { schema: { body: PricePredictionRequestSchema, response: { 200: PricePredictionSchema } } },
    async (request) => {
      await requireShopAccess(ctx, request);
      return predictFlightSearch(ctx, request.body);
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
      return { searches: await listRecentFlightSearches(ctx, auth.user.id, request.tenant) };
    },
  );

  r.post(
    '/api/v0/flights/quote',
    { schema: { body: FlightQuoteRequestSchema, response: { 200: FlightQuoteResponseSchema } } },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return quoteFlightOffer(ctx, auth.user.id, request.tenant, request.body);
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
      return readFlightQuote(ctx, auth.user.id, request.params.quoteId);
    },
  );
}
