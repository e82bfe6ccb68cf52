import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HotelAvailabilityRequestSchema,
  HotelAvailabilityResponseSchema,
  HotelShopRequestSchema,
  HotelShopResponseSchema,
  LodgingAutocompleteQuerySchema,
  LodgingAutocompleteResponseSchema,
  RecentHotelSearchesResponseSchema,
  RecentlyViewedHotelsResponseSchema,
  RecentlyViewedQuerySchema,
} from '@wayfare/contracts/hotel-shop';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requireAccess } from '../services/access';
import {
  listRecentHotelSearches,
  listRecentlyViewedHotels,
  searchHotelAvailability,
  shopHotel,
  suggestLodging,
} from '../services/hotel-shop';

/**
 * `GET /productFeed/recentlySearched?vertical=flights|hotels` is one path for every vertical, and
 * the flights routes answer it. A route constraint on the query's `vertical` sends `hotels` here
 * instead, so each vertical keeps its own handler and answer schema; any other value (or none)
 * still reaches the flights route, which answers the unconstrained path.
 */
const PRODUCT_FEED_VERTICAL = 'productFeedVertical';
const VERTICAL_PARAM = /[?&]vertical=([^&#]*)/;
type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type RouteHandler = Parameters<ReturnType<ConstraintStrategy['storage']>['set']>[1];

function addProductFeedVerticalConstraint(app: FastifyInstance): void {
  if (app.hasConstraintStrategy(PRODUCT_FEED_VERTICAL)) return;
  app.addConstraintStrategy({
    name: PRODUCT_FEED_VERTICAL,
    storage() {
      const handlers = new Map<unknown, RouteHandler>();
      return {
        get: (vertical) => handlers.get(vertical) ?? null,
        set: (vertical, handler) => {
          handlers.set(vertical, handler);
        },
      };
    },
    deriveConstraint: (req) => VERTICAL_PARAM.exec(req.url ?? '')?.[1],
    mustMatchWhenDerived: false,
  });
}

/** Hotel shopping (issue 6): availability, the hotel page, lodging autocomplete and the feeds. */
export function registerHotelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  addProductFeedVerticalConstraint(app);

  r.post(
    '/api/v0/hotels/availability',
    {
      schema: {
        body: HotelAvailabilityRequestSchema,
        response: { 200: HotelAvailabilityResponseSchema },
      },
    },
    async (request) => {
      const view = await requireAccess(ctx, request);
      return searchHotelAvailability(ctx, view, request.tenant, request.body);
    },
  );

  r.post(
    '/api/v0/hotels/shop',
    { schema: { body: HotelShopRequestSchema, response: { 200: HotelShopResponseSchema } } },
    async (request) => {
      const view = await requireAccess(ctx, request);
      return shopHotel(ctx, view, request.tenant, request.body);
    },
  );

  r.get(
    '/api/v0/autocomplete/lodging',
    {
      schema: {
        querystring: LodgingAutocompleteQuerySchema,
        response: { 200: LodgingAutocompleteResponseSchema },
      },
    },
    async (request) => {
      await requireAccess(ctx, request);
      return { suggestions: suggestLodging(ctx, request.query.query) };
    },
  );

  r.get(
    '/api/v0/productFeed/recentlySearched',
    {
      constraints: { [PRODUCT_FEED_VERTICAL]: 'hotels' },
      schema: {
        querystring: z.object({ vertical: z.literal('hotels') }),
        response: { 200: RecentHotelSearchesResponseSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return { searches: await listRecentHotelSearches(ctx, auth.user.id, request.tenant) };
    },
  );

  r.get(
    '/api/v0/productFeed/recentlyViewed',
    {
      schema: {
        querystring: RecentlyViewedQuerySchema,
        response: { 200: RecentlyViewedHotelsResponseSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return { hotels: await listRecentlyViewedHotels(ctx, auth.user.id, request.tenant) };
    },
  );
}
