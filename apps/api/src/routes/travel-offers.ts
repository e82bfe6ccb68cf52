import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApplicableTravelOfferQuerySchema,
  ApplicableTravelOfferResponseSchema,
  TravelOffersResponseSchema,
} from '@wayfare/contracts/travel-offers';
import type { AppContext } from '../context';
import { requireAccess } from '../services/access';
import { findApplicableTravelOffer, listTravelOffers } from '../services/travel-offers';

/**
 * Tenant travel offers (issue 23, docs/decisions/022-travel-offers.md): the person's offers for
 * `/travel-offers/`, and the one the booking page offers for what is being booked.
 */
export function registerTravelOfferRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v0/travelOffers',
    { schema: { response: { 200: TravelOffersResponseSchema } } },
    async (request) => {
      const view = await requireAccess(ctx, request);
      return listTravelOffers(ctx, {
        userId: view.auth.user.id,
        tenant: request.tenant,
        accounts: view.accounts,
      });
    },
  );
  r.get(
    '/api/v0/travelOffers/applicable',
    {
      schema: {
        querystring: ApplicableTravelOfferQuerySchema,
        response: { 200: ApplicableTravelOfferResponseSchema },
      },
    },
    async (request) => {
      const view = await requireAccess(ctx, request);
      return findApplicableTravelOffer(
        ctx,
        { userId: view.auth.user.id, tenant: request.tenant, accounts: view.accounts },
        request.query,
      );
    },
  );
}
