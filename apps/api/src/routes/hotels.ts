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
  type HotelAvailabilityResponse,
} from '@wayfare/contracts/hotel-shop';
import { z } from 'zod';
import type { AppContext } from '../context';
import { requireAccess, requireShopView } from '../services/access';
import { acceptsGzip } from '../services/precompressed-json';
import { encodeAnswer } from './send-encoded';
import { AppError } from '../app-error';
import { renderHotelPicture } from '@wayfare/supply/lodging/hotel-facts';
import { buildOfflineMap } from '@wayfare/supply/lodging/hotel-map-data';
import { renderHotelMapSvg } from '@wayfare/supply/lodging/hotel-map-preview';
import { gzipSync } from 'node:zlib';
import { listRecentHotelSearches, searchHotelAvailability } from '../services/hotel-availability';
import { listRecentlyViewedHotels, shopHotel, suggestLodging } from '../services/hotel-shop';

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
    async (request, reply) => {
      const view = await requireShopView(ctx, request);
      const answer = await searchHotelAvailability(ctx, view, request.tenant, request.body);
      // As for flight searches: the bytes built once per cached answer (compressed once),
      // checked against the schema in the API tests rather than re-validated per request.
      const bytes = encodeAnswer(request, reply, answer);
      // Fastify sends a Buffer as it is, which the reply's type (the parsed response) cannot express.
      return reply.send(bytes as unknown as HotelAvailabilityResponse);
    },
  );

  // The sandbox image host: a hotel's picture, linked from search pages. Public and unchanging for a
  // hotel, so browsers and caches keep it; an unknown hotel is NotFound.
  r.get(
    '/api/v0/images/hotels/:file',
    { schema: { params: z.object({ file: z.string().regex(/^H\d{1,9}\.svg$/) }) } },
    async (request, reply) => {
      const svg = renderHotelPicture(
        ctx.supply.getWorld().hotels,
        request.params.file.slice(0, -4),
      );
      if (svg === null) throw new AppError('NotFound', 'No such hotel picture.');
      void reply.header('content-type', 'image/svg+xml; charset=utf-8');
      void reply.header('cache-control', 'public, max-age=604800, immutable');
      return reply.send(svg);
    },
  );

  // The offline map's data beyond the web's own world shapes: 1:10m land near the hotel cities and
  // the places to label (supply/lodging/hotel-map-data.ts). The same for everyone and every day of a
  // deployment: public, encoded and compressed once, kept by browsers for a day.
  let offlineMap: { json: Buffer; gzip: Buffer } | null = null;
  r.get('/api/v0/map/offline.json', async (request, reply) => {
    if (!offlineMap) {
      const json = Buffer.from(JSON.stringify(buildOfflineMap(ctx.supply.getWorld()).data));
      offlineMap = { json, gzip: gzipSync(json, { level: 9 }) };
    }
    const gzip = acceptsGzip(request.headers['accept-encoding']);
    void reply.header('content-type', 'application/json; charset=utf-8');
    void reply.header('cache-control', 'public, max-age=86400');
    void reply.header('vary', 'Accept-Encoding');
    if (gzip) void reply.header('content-encoding', 'gzip');
    return reply.send(gzip ? offlineMap.gzip : offlineMap.json);
  });

  // The hotel page's still map: where the hotel is, as a picture (no map library on the page).
  r.get(
    '/api/v0/map/hotels/:file',
    { schema: { params: z.object({ file: z.string().regex(/^H\d{1,9}\.svg$/) }) } },
    async (request, reply) => {
      const svg = renderHotelMapSvg(ctx.supply.getWorld(), request.params.file.slice(0, -4));
      if (svg === null) throw new AppError('NotFound', 'No such hotel.');
      void reply.header('content-type', 'image/svg+xml; charset=utf-8');
      void reply.header('cache-control', 'public, max-age=86400');
      return reply.send(svg);
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
