import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CrossSellOffersQuerySchema,
  CrossSellOffersResponseSchema,
} from '@wayfare/contracts/cross-sell';
import type { AppContext } from '../context';
import { requireShopView } from '../services/access';
import { findActiveCrossSellOffers } from '../services/hotel-cross-sell';

/** The hotel cross-sell after a flight booking (issue 23): the owner's own trips only. */
export function registerCrossSellRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v0/crosssell/offers/active',
    {
      schema: {
        querystring: CrossSellOffersQuerySchema,
        response: { 200: CrossSellOffersResponseSchema },
      },
    },
    async (request) => {
      const view = await requireShopView(ctx, request);
      return findActiveCrossSellOffers(ctx, view, request.tenant, request.query);
    },
  );
}
