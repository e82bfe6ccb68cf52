import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LodgingDateChangeConfirmRequestSchema,
  LodgingDateChangeQuoteRequestSchema,
  LodgingDateChangeQuoteSchema,
  LodgingDateChangeResultSchema,
} from '@wayfare/contracts/lodging-date-change';
import { TripParamsSchema } from '@wayfare/contracts/trips';
import type { AppContext } from '../context';
import { requireAccess } from '../services/access';
import { HOME_DATE_CHANGE } from '../services/home-date-change';
import { HOTEL_DATE_CHANGE } from '../services/hotel-date-change';
import {
  confirmDateChange,
  quoteDateChange,
  type LodgingProducts,
} from '../services/lodging-date-change';

/** The lodging products whose dates change online (issue 22): hotels and homes. */
const LODGING_PRODUCTS: LodgingProducts = { hotel: HOTEL_DATE_CHANGE, home: HOME_DATE_CHANGE };

/** Changing a booked stay's dates (issue 22): quote the new dates, then confirm the quote. */
export function registerLodgingDateChangeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = async (request: Parameters<typeof requireAccess>[1]) => {
    const view = await requireAccess(ctx, request);
    return { userId: view.auth.user.id, tenant: request.tenant };
  };

  r.post(
    '/api/v0/trips/:bookingId/date-change/quote',
    {
      schema: {
        params: TripParamsSchema,
        body: LodgingDateChangeQuoteRequestSchema,
        response: { 200: LodgingDateChangeQuoteSchema },
      },
    },
    async (request) =>
      quoteDateChange(
        ctx,
        LODGING_PRODUCTS,
        await actorOf(request),
        request.params.bookingId,
        request.body,
      ),
  );

  r.post(
    '/api/v0/trips/:bookingId/date-change/confirm',
    {
      schema: {
        params: TripParamsSchema,
        body: LodgingDateChangeConfirmRequestSchema,
        response: { 200: LodgingDateChangeResultSchema },
      },
    },
    async (request) =>
      confirmDateChange(
        ctx,
        LODGING_PRODUCTS,
        await actorOf(request),
        request.params.bookingId,
        request.body,
      ),
  );
}
