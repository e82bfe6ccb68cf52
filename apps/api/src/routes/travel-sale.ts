import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TravelSaleQuerySchema, TravelSaleResponseSchema } from '@wayfare/contracts/travel-sale';
import type { AppContext } from '../context';
import { PremiumOffersResponseSchema } from '@wayfare/contracts/premium-offers';
import { requireShopAccess, requireShopView } from '../services/access';
import { listPremiumOffers } from '../services/premium-offers';
import {
  findTravelSale,
  selectTravelSalePorts,
  type TravelSalePorts,
} from '../services/travel-sale';

/** The travel sale and premium offers (issue 23): read-only shopping, open to whoever may shop. */
export function registerTravelSaleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ports: TravelSalePorts = selectTravelSalePorts(ctx);

  r.get(
    '/api/v0/travelsale',
    {
      schema: {
        querystring: TravelSaleQuerySchema,
        response: { 200: TravelSaleResponseSchema },
      },
    },
    async (request) => {
      const auth = await requireShopAccess(ctx, request);
      return findTravelSale(ports, { userId: auth.user.id, tenant: request.tenant }, request.query);
    },
  );

  r.get(
    '/api/v0/premium-offers',
    { schema: { response: { 200: PremiumOffersResponseSchema } } },
    async (request) => {
      const view = await requireShopView(ctx, request);
      return listPremiumOffers(ctx, view, request.tenant);
    },
  );
}
