import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FlightBookingSchema } from '@wayfare/contracts/flight-booking';
import { CurrencySchema } from '@wayfare/contracts/money';
import { ApprovalsResponseSchema, PolicyDetailsResponseSchema } from '@wayfare/contracts/policy';
import { selectTripSubtitle } from '@wayfare/domain/trip-display';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { requireAccess, type AccessView } from '../services/access';
import { decideApproval, readOffer } from '../services/booking-saga';
import { toFlightBookingView } from '../services/flight-booking';
import { resolveBookerPolicy } from '../services/travel-policy';

/** Approvers are the business's admins (canViewAdmin) in the business tenant. */
function requireApprover(view: AccessView, tenant: string): { businessId: string } {
  const m = view.membership;
  if (tenant !== 'capone-corporate' || !m?.canViewAdmin) throw new AppError('Forbidden');
  return { businessId: m.businessId };
}

export function registerApprovalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v0/policies/details',
    { schema: { response: { 200: PolicyDetailsResponseSchema } } },
    async (request) => {
      const view = await requireAccess(ctx, request);
      const tier = await resolveBookerPolicy(ctx, request.tenant, view.membership);
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
      const { businessId } = requireApprover(view, request.tenant);
      const rows = await ctx.repos.flightBookings.listAwaitingApproval(businessId);
      const approvals = [];
      for (const row of rows) {
        const offer = readOffer(row);
        const booker = await ctx.repos.users.findById(row.userId);
        approvals.push({
          bookingId: row.id,
          bookerName: booker ? `${booker.firstName} ${booker.lastName}` : '',
          travelerNames: row.passengerNames,
          tripSubtitle: selectTripSubtitle(offer.tripType),
          route: offer.slices.map((s) => `${s.origin} → ${s.destination}`).join(', '),
          departureTime: offer.slices[0]?.departureTime ?? '',
          total: { amountMinor: row.totalMinor, currency: CurrencySchema.parse(row.currency) },
          inPolicy: row.inPolicy ?? true,
          outOfPolicyReason: row.outOfPolicyReason,
          requestedAt: row.createdAt.toISOString(),
          expiresAt: (row.approvalExpiresAt ?? row.createdAt).toISOString(),
        });
      }
      return { approvals };
    },
  );

  r.post(
    '/api/v0/approvals/:bookingId/:decision',
    {
      schema: {
        params: z.object({
          bookingId: z.string().min(1).max(80),
          decision: z.enum(['approve', 'decline']),
        }),
        response: { 200: FlightBookingSchema },
      },
    },
    async (request) => {
      const view = await requireAccess(ctx, request);
      const { businessId } = requireApprover(view, request.tenant);
      const booking = await ctx.repos.flightBookings.findById(request.params.bookingId);
      // Another business's bookings are not even acknowledged.
      if (!booking || booking.businessId !== businessId) throw new AppError('NotFound');
      if (booking.userId === view.auth.user.id)
        throw new AppError('Forbidden', 'Another approver must decide on your own trip.');
      if (booking.status !== 'AwaitingApproval')
        throw new AppError(
          'BadRequest',
          'This trip is no longer waiting for approval.',
          'bookingId',
        );
      const decided = await decideApproval(
        ctx,
        booking,
        view.auth.user.id,
        request.params.decision,
      );
      if (!decided)
        throw new AppError(
          'BadRequest',
          'This trip is no longer waiting for approval.',
          'bookingId',
        );
      return toFlightBookingView(decided);
    },
  );
}
