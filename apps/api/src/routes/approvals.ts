import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FlightBookingSchema } from '@wayfare/contracts/flight-booking';
import { CarBookingViewSchema } from '@wayfare/contracts/car-booking';
import { HomeBookingViewSchema } from '@wayfare/contracts/home-booking';
import { ExperienceBookingViewSchema } from '@wayfare/contracts/experiences';
import { HotelBookingViewSchema } from '@wayfare/contracts/hotel-booking';
import { PackageBookingViewSchema } from '@wayfare/contracts/packages';
import { ApprovalsResponseSchema, PolicyDetailsResponseSchema } from '@wayfare/contracts/policy';
import type { AppContext } from '../context';
import { requireAccess } from '../services/access';
import {
  decideCarRentalApproval,
  decideExperienceApproval,
  decideFlightApproval,
  decideHomeStayApproval,
  decidePackageApproval,
  decideStayApproval,
  listApprovals,
} from '../services/approvals';
import { resolveBookerPolicy, resolveTravelerPolicy } from '../services/travel-policy';
import { resolveTravelerContext } from '../services/travelers';

const DecisionParamsSchema = z.object({
  bookingId: z.string().min(1).max(80),
  decision: z.enum(['approve', 'decline']),
});

export function registerApprovalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v0/policies/details',
    {
      schema: {
        // With a traveler: the tier a trip for them is judged under (their employee's tier; the
        // booker's for a guest), as the booking will judge it.
        querystring: z.object({ travelerId: z.string().min(1).max(80).optional() }),
        response: { 200: PolicyDetailsResponseSchema },
      },
    },
    async (request) => {
      const { view, scope } = await resolveTravelerContext(ctx, request);
      const booker = await resolveBookerPolicy(ctx, request.tenant, view.membership);
      const tier = await resolveTravelerPolicy(
        ctx,
        { userId: view.auth.user.id, tenant: request.tenant, scope, policy: booker },
        request.query.travelerId ?? null,
      );
      return {
        tier: tier
          ? {
              id: tier.tierId,
              name: tier.name,
              policy: tier.policy,
              approvalProcess: tier.approvalProcess,
              isActive: tier.isActive,
            }
          : null,
      };
    },
  );

  r.get(
    '/api/v0/approvals',
    { schema: { response: { 200: ApprovalsResponseSchema } } },
    async (request) => {
      const view = await requireAccess(ctx, request);
      return listApprovals(ctx, view, request.tenant);
    },
  );

  r.post(
    '/api/v0/approvals/:bookingId/:decision',
    {
      schema: {
        params: DecisionParamsSchema,
        response: { 200: FlightBookingSchema },
      },
    },
    async (request) => {
      const view = await requireAccess(ctx, request);
      const { bookingId, decision } = request.params;
      return decideFlightApproval(ctx, view, request.tenant, bookingId, decision);
    },
  );

  // Held stays (services/approvals.ts decideStayApproval).
  r.post(
    '/api/v0/approvals/hotels/:bookingId/:decision',
    {
      schema: {
        params: DecisionParamsSchema,
        response: { 200: HotelBookingViewSchema },
      },
    },
    async (request) => {
      const view = await requireAccess(ctx, request);
      const { bookingId, decision } = request.params;
      return decideStayApproval(ctx, view, request.tenant, bookingId, decision);
    },
  );

  // Held car rentals (issue 21).
  r.post(
    '/api/v0/approvals/cars/:bookingId/:decision',
    {
      schema: {
        params: DecisionParamsSchema,
        response: { 200: CarBookingViewSchema },
      },
    },
    async (request) => {
      const view = await requireAccess(ctx, request);
      const { bookingId, decision } = request.params;
      return decideCarRentalApproval(ctx, view, request.tenant, bookingId, decision);
    },
  );

  // Held experiences (issue 22).
  r.post(
    '/api/v0/approvals/experiences/:bookingId/:decision',
    {
      schema: {
        params: DecisionParamsSchema,
        response: { 200: ExperienceBookingViewSchema },
      },
    },
    async (request) => {
      const view = await requireAccess(ctx, request);
      const { bookingId, decision } = request.params;
      return decideExperienceApproval(ctx, view, request.tenant, bookingId, decision);
    },
  );

  // Held home stays (issue 22).
  r.post(
    '/api/v0/approvals/homes/:bookingId/:decision',
    {
      schema: {
        params: DecisionParamsSchema,
        response: { 200: HomeBookingViewSchema },
      },
    },
    async (request) => {
      const view = await requireAccess(ctx, request);
      const { bookingId, decision } = request.params;
      return decideHomeStayApproval(ctx, view, request.tenant, bookingId, decision);
    },
  );

  // Held packages (issue 23): approving books the flight and the hotel through the saga.
  r.post(
    '/api/v0/approvals/packages/:bookingId/:decision',
    {
      schema: {
        params: DecisionParamsSchema,
        response: { 200: PackageBookingViewSchema },
      },
    },
    async (request) => {
      const view = await requireAccess(ctx, request);
      const { bookingId, decision } = request.params;
      return decidePackageApproval(ctx, view, request.tenant, bookingId, decision);
    },
  );
}
