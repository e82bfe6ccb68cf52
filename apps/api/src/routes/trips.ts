import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CancelConfirmRequestSchema,
  CancelConfirmResponseSchema,
  CancelQuoteSchema,
  CfarExerciseRequestSchema,
  CfarQuoteSchema,
  CheckInRequestSchema,
  CheckInResponseSchema,
  ResendConfirmationRequestSchema,
  ResendConfirmationResponseSchema,
  ScheduleChangeDecisionRequestSchema,
  TravelCreditsResponseSchema,
  TravelerEditRequestSchema,
  TravelerEditResponseSchema,
  TripDetailSchema,
  TripLookupRequestSchema,
  TripParamsSchema,
  TripsResponseSchema,
} from '@wayfare/contracts/trips';
import {
  ExchangeConfirmRequestSchema,
  ExchangeEntrySchema,
  ExchangeQuoteRequestSchema,
  ExchangeQuoteSchema,
  ExchangeShopRequestSchema,
  ExchangeShopResponseSchema,
} from '@wayfare/contracts/exchange';
import type { AppContext } from '../context';
import { requireAccess } from '../services/access';
import { exerciseCfar, quoteCfar } from '../services/cfar-exercise';
import { readExchangeEntry, readExchangeQuote } from '../services/flight-exchange';
import { confirmExchange } from '../services/flight-exchange-confirm';
import { quoteExchange, shopExchange } from '../services/flight-exchange-shop';
import { decideScheduleChange } from '../services/schedule-change-decisions';
import { confirmCancellation, quoteCancellation } from '../services/trip-cancel';
import { getTrip, lookupTrip } from '../services/trip-detail';
import { listTrips } from '../services/trips';
import { checkInTrip } from '../services/trips-check-in';
import { listTravelCredits } from '../services/trips-credits';
import { requestTravelerEdit, resendConfirmation } from '../services/trips-support';

/**
 * My Trips (issue 7): trips, detail, look-up, self-serve cancel, check-in, resend, traveler edit,
 * credits.
 */
export function registerTripRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = async (request: Parameters<typeof requireAccess>[1]) => {
    const view = await requireAccess(ctx, request);
    return { userId: view.auth.user.id, tenant: request.tenant, view };
  };

  r.get('/api/v0/trips', { schema: { response: { 200: TripsResponseSchema } } }, async (request) =>
    listTrips(ctx, await actorOf(request)),
  );

  r.post(
    '/api/v0/trips/lookup',
    { schema: { body: TripLookupRequestSchema, response: { 200: TripDetailSchema } } },
    async (request) => lookupTrip(ctx, { tenant: request.tenant, ip: request.ip }, request.body),
  );

  r.get(
    '/api/v0/trips/:bookingId',
    { schema: { params: TripParamsSchema, response: { 200: TripDetailSchema } } },
    async (request) => getTrip(ctx, await actorOf(request), request.params.bookingId),
  );

  r.post(
    '/api/v0/trips/:bookingId/cancel/quote',
    { schema: { params: TripParamsSchema, response: { 200: CancelQuoteSchema } } },
    async (request) => quoteCancellation(ctx, await actorOf(request), request.params.bookingId),
  );

  r.post(
    '/api/v0/trips/:bookingId/cancel',
    {
      schema: {
        params: TripParamsSchema,
        body: CancelConfirmRequestSchema,
        response: { 200: CancelConfirmResponseSchema },
      },
    },
    async (request) =>
      confirmCancellation(
        ctx,
        await actorOf(request),
        request.params.bookingId,
        request.body.cancelQuoteId,
      ),
  );

  // Cancel for any reason (issue 18): its two options, then the one chosen, once.
  r.post(
    '/api/v0/trips/:bookingId/cfar/quote',
    { schema: { params: TripParamsSchema, response: { 200: CfarQuoteSchema } } },
    async (request) => quoteCfar(ctx, await actorOf(request), request.params.bookingId),
  );

  r.post(
    '/api/v0/trips/:bookingId/cfar/exercise',
    {
      schema: {
        params: TripParamsSchema,
        body: CfarExerciseRequestSchema,
        response: { 200: CancelConfirmResponseSchema },
      },
    },
    async (request) =>
      exerciseCfar(
        ctx,
        await actorOf(request),
        request.params.bookingId,
        request.body.cancelQuoteId,
      ),
  );

  // An airline's major schedule change: keep the new times, or a full refund (issue 18).
  r.post(
    '/api/v0/trips/:bookingId/schedule-change',
    {
      schema: {
        params: TripParamsSchema,
        body: ScheduleChangeDecisionRequestSchema,
        response: { 200: TripDetailSchema },
      },
    },
    async (request) =>
      decideScheduleChange(ctx, await actorOf(request), request.params.bookingId, request.body),
  );

  // Where changing a booked flight starts (issue 18: the exchange flow's entry screen).
  r.get(
    '/api/v0/trips/:bookingId/exchange',
    { schema: { params: TripParamsSchema, response: { 200: ExchangeEntrySchema } } },
    async (request) => readExchangeEntry(ctx, await actorOf(request), request.params.bookingId),
  );

  r.post(
    '/api/v0/trips/:bookingId/exchange/shop',
    {
      schema: {
        params: TripParamsSchema,
        body: ExchangeShopRequestSchema,
        response: { 200: ExchangeShopResponseSchema },
      },
    },
    async (request) =>
      shopExchange(ctx, await actorOf(request), request.params.bookingId, request.body),
  );

  r.post(
    '/api/v0/trips/:bookingId/exchange/quote',
    {
      schema: {
        params: TripParamsSchema,
        body: ExchangeQuoteRequestSchema,
        response: { 200: ExchangeQuoteSchema },
      },
    },
    async (request) =>
      quoteExchange(ctx, await actorOf(request), request.params.bookingId, request.body),
  );

  r.get(
    '/api/v0/trips/:bookingId/exchange/quote/:exchangeId',
    {
      schema: {
        params: TripParamsSchema.extend({ exchangeId: z.string().min(1).max(80) }),
        response: { 200: ExchangeQuoteSchema },
      },
    },
    async (request) =>
      readExchangeQuote(
        ctx,
        await actorOf(request),
        request.params.bookingId,
        request.params.exchangeId,
      ),
  );

  r.post(
    '/api/v0/trips/:bookingId/exchange/confirm',
    {
      schema: {
        params: TripParamsSchema,
        body: ExchangeConfirmRequestSchema,
        response: { 200: ExchangeQuoteSchema },
      },
    },
    async (request) =>
      confirmExchange(ctx, await actorOf(request), request.params.bookingId, request.body),
  );

  r.post(
    '/api/v0/trips/:bookingId/checkIn',
    {
      schema: {
        params: TripParamsSchema,
        body: CheckInRequestSchema,
        response: { 200: CheckInResponseSchema },
      },
    },
    async (request) =>
      checkInTrip(ctx, await actorOf(request), request.params.bookingId, request.body),
  );

  r.post(
    '/api/v0/trips/:bookingId/resend',
    {
      schema: {
        params: TripParamsSchema,
        body: ResendConfirmationRequestSchema,
        response: { 200: ResendConfirmationResponseSchema },
      },
    },
    async (request) =>
      resendConfirmation(ctx, await actorOf(request), request.params.bookingId, request.body),
  );

  r.post(
    '/api/v0/trips/:bookingId/traveler-edit',
    {
      schema: {
        params: TripParamsSchema,
        body: TravelerEditRequestSchema,
        response: { 200: TravelerEditResponseSchema },
      },
    },
    async (request) =>
      requestTravelerEdit(ctx, await actorOf(request), request.params.bookingId, request.body),
  );

  r.get(
    '/api/v0/travelCredits',
    { schema: { response: { 200: TravelCreditsResponseSchema } } },
    async (request) => {
      const actor = await actorOf(request);
      return listTravelCredits(ctx, {
        userId: actor.userId,
        tenant: actor.tenant,
        accountReferenceIds: actor.view.accounts.map((a) => a.accountReferenceId),
      });
    },
  );
}
