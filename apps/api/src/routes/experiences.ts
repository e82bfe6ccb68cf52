import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ExperienceAutocompleteRequestSchema,
  ExperienceAutocompleteResponseSchema,
  ExperienceAvailabilityRequestSchema,
  ExperienceAvailabilityResponseSchema,
  ExperienceBookingRequestSchema,
  ExperienceBookingViewSchema,
  ExperienceQuoteRequestSchema,
  ExperienceQuoteResponseSchema,
  ExperienceSearchRequestSchema,
  ExperienceSearchResponseSchema,
  ExperienceShopRequestSchema,
  ExperienceShopResponseSchema,
  type ExperienceSearchResponse,
} from '@wayfare/contracts/experiences';
import { renderActivityPicture } from '@wayfare/supply/activities/activity-detail';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { requireAccess, requireShopAccess, requireShopView } from '../services/access';
import {
  bookExperience,
  getExperienceBooking,
  quoteExperience,
  readExperienceQuoteById,
} from '../services/experience-booking';
import {
  getExperienceAvailability,
  searchExperiences,
  shopExperience,
  suggestExperiencePlaces,
} from '../services/experience-shop';
import { encodeAnswer } from './send-encoded';
import { resolveBookerPolicy } from '../services/travel-policy';
import { readBookingRequest } from './booking-request';

/**
 * Experiences (issue 22; spec §7): city suggestions, search, the activity page, a day's time
 * slots, quote, book and the booking.
 */
export function registerExperienceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v0/autocomplete/experiences',
    {
      schema: {
        body: ExperienceAutocompleteRequestSchema,
        response: { 200: ExperienceAutocompleteResponseSchema },
      },
    },
    async (request) => {
      await requireShopAccess(ctx, request);
      return { suggestions: suggestExperiencePlaces(ctx, request.body.query) };
    },
  );

  // The sandbox image host: an activity's picture, linked from result pages. Public and unchanging.
  r.get(
    '/api/v0/images/activities/:file',
    {
      schema: { params: z.object({ file: z.string().regex(/^A\d{1,10}-\d{1,3}-\d{1,2}\.svg$/) }) },
    },
    async (request, reply) => {
      const svg = renderActivityPicture(
        ctx.supply.getWorld().activities,
        request.params.file.slice(0, -4),
      );
      if (svg === null) throw new AppError('NotFound', 'No such activity picture.');
      void reply.header('content-type', 'image/svg+xml; charset=utf-8');
      void reply.header('cache-control', 'public, max-age=604800, immutable');
      return reply.send(svg);
    },
  );

  // As car and hotel search: the same answer for a minute, encoded once and sent as bytes.
  r.post(
    '/api/v0/experiences/search',
    {
      schema: {
        body: ExperienceSearchRequestSchema,
        response: { 200: ExperienceSearchResponseSchema },
      },
    },
    async (request, reply) => {
      await requireShopAccess(ctx, request);
      const answer = await searchExperiences(ctx, request.body);
      const bytes = encodeAnswer(request, reply, answer);
      return reply.send(bytes as unknown as ExperienceSearchResponse);
    },
  );

  r.post(
    '/api/v0/experiences/shop',
    {
      schema: {
        body: ExperienceShopRequestSchema,
        response: { 200: ExperienceShopResponseSchema },
      },
    },
    async (request) => {
      const view = await requireShopView(ctx, request);
      return shopExperience(
        ctx,
        { tenant: request.tenant, earnCards: view.earnCards },
        request.body.activityId,
      );
    },
  );

  r.post(
    '/api/v0/experiences/availability',
    {
      schema: {
        body: ExperienceAvailabilityRequestSchema,
        response: { 200: ExperienceAvailabilityResponseSchema },
      },
    },
    async (request) => {
      await requireShopAccess(ctx, request);
      return getExperienceAvailability(ctx, request.body);
    },
  );

  r.post(
    '/api/v0/experiences/quote',
    {
      schema: {
        body: ExperienceQuoteRequestSchema,
        response: { 200: ExperienceQuoteResponseSchema },
      },
    },
    async (request) => {
      const view = await requireAccess(ctx, request);
      const policy = await resolveBookerPolicy(ctx, request.tenant, view.membership);
      return quoteExperience(
        ctx,
        { userId: view.auth.user.id, tenant: request.tenant, accounts: view.accounts, policy },
        request.body,
      );
    },
  );

  r.get(
    '/api/v0/experiences/quote/:quoteId',
    {
      schema: {
        params: z.object({ quoteId: z.string().min(1).max(80) }),
        response: { 200: ExperienceQuoteResponseSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return readExperienceQuoteById(ctx, auth.user.id, request.params.quoteId);
    },
  );

  r.post(
    '/api/v0/experiences/book',
    {
      schema: {
        body: ExperienceBookingRequestSchema,
        response: { 200: ExperienceBookingViewSchema, 202: ExperienceBookingViewSchema },
      },
    },
    async (request, reply) => {
      const { idempotencyKey, actor, saga } = await readBookingRequest(ctx, request);
      const { created, booking } = await bookExperience(
        ctx,
        actor,
        idempotencyKey,
        request.body,
        saga,
      );
      return reply.status(created ? 202 : 200).send(booking);
    },
  );

  r.get(
    '/api/v0/experiences/bookings/:id',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(80) }),
        response: { 200: ExperienceBookingViewSchema },
      },
    },
    async (request) => {
      const { auth } = await requireAccess(ctx, request);
      return getExperienceBooking(ctx, auth.user.id, request.params.id);
    },
  );
}
