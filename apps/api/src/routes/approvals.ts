import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FlightBookingSchema } from '@wayfare/contracts/flight-booking';
import { HotelBookingViewSchema } from '@wayfare/contracts/hotel-booking';
import { CurrencySchema } from '@wayfare/contracts/money';
import {
  ApprovalsResponseSchema,
  PolicyDetailsResponseSchema,
  type ApprovalRequest,
} from '@wayfare/contracts/policy';
import { selectTripSubtitle } from '@wayfare/domain/trip-display';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { requireAccess, type AccessView } from '../services/access';
import { decideApproval, readOffer } from '../services/booking-saga';
import { toFlightBookingView } from '../services/flight-booking';
import { readGuests, readHotelQuote, toHotelBookingView } from '../services/hotel-booking-records';
import { decideHotelApproval } from '../services/hotel-saga';
import { resolveBookerPolicy, resolveTravelerPolicy } from '../services/travel-policy';
import { resolveTravelerContext } from '../services/travelers';

/** Approvers are the business's admins (canViewAdmin) in the business tenant. */
function requireApprover(view: AccessView, tenant: string): { businessId: string } {
  const m = view.membership;
  if (tenant !== 'capone-corporate' || !m?.canViewAdmin) throw new AppError('Forbidden');
  return { businessId: m.businessId };
}

/** The booking an approver may decide on: their business's, someone else's, still held. */
function checkDecidable<B extends { businessId: string | null; userId: string; status: string }>(
  booking: B | null,
  businessId: string,
  approverId: string,
): B {
  // Another business's bookings are not even acknowledged.
  if (!booking || booking.businessId !== businessId) throw new AppError('NotFound');
  if (booking.userId === approverId)
    throw new AppError('Forbidden', 'Another approver must decide on your own trip.');
  if (booking.status !== 'AwaitingApproval') throw noLongerWaiting();
  return booking;
}

const noLongerWaiting = () =>
  new AppError('BadRequest', 'This trip is no longer waiting for approval.', 'bookingId');

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
      const { businessId } = requireApprover(view, request.tenant);
      const [flightRows, hotelRows] = await Promise.all([
        ctx.repos.flightBookings.listAwaitingApproval(businessId),
        ctx.repos.hotelBookings.listAwaitingApproval(businessId),
      ]);
      const bookerNames = new Map<string, string>();
      const bookerName = async (userId: string) => {
        let name = bookerNames.get(userId);
        if (name === undefined) {
          const booker = await ctx.repos.users.findById(userId);
          name = booker ? `${booker.firstName} ${booker.lastName}` : '';
          bookerNames.set(userId, name);
        }
        return name;
      };
      const approvals: ApprovalRequest[] = [];
      for (const row of flightRows) {
        const offer = readOffer(row);
        approvals.push({
          product: 'flight',
          bookingId: row.id,
          bookerName: await bookerName(row.userId),
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
      for (const row of hotelRows) {
        const quote = readHotelQuote(row);
        const guests = readGuests(row);
        const lead = `${guests.lead.givenName} ${guests.lead.surname}`;
        approvals.push({
          product: 'hotel',
          bookingId: row.id,
          bookerName: await bookerName(row.userId),
          travelerNames: [lead, ...guests.others.map((g) => `${g.givenName} ${g.surname}`)],
          hotelName: quote.hotel.name,
          city: quote.hotel.city,
          checkInDate: quote.stay.checkInDate,
          checkOutDate: quote.stay.checkOutDate,
          nights: quote.nights,
          rooms: quote.stay.rooms,
          roomName: quote.room.roomName,
          guestName: lead,
          total: { amountMinor: row.totalMinor, currency: CurrencySchema.parse(row.currency) },
          inPolicy: row.inPolicy ?? true,
          outOfPolicyReason: row.outOfPolicyReason,
          violations: row.inPolicy === false ? (quote.policyStatus?.violations ?? []) : [],
          requestedAt: row.createdAt.toISOString(),
          expiresAt: (row.approvalExpiresAt ?? row.createdAt).toISOString(),
        });
      }
      // Newest request first, whatever the product.
      approvals.sort(
        (a, b) =>
          b.requestedAt.localeCompare(a.requestedAt) || a.bookingId.localeCompare(b.bookingId),
      );
      return { approvals };
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
      const { businessId } = requireApprover(view, request.tenant);
      const booking = checkDecidable(
        await ctx.repos.flightBookings.findById(request.params.bookingId),
        businessId,
        view.auth.user.id,
      );
      const decided = await decideApproval(
        ctx,
        booking,
        view.auth.user.id,
        request.params.decision,
      );
      if (!decided) throw noLongerWaiting();
      return toFlightBookingView(decided);
    },
  );

  // Held stays: the same permissions and compare-and-set; approving resumes the hotel saga
  // (priced again with the supplier, booked at the held price), declining releases the rooms.
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
      const { businessId } = requireApprover(view, request.tenant);
      const booking = checkDecidable(
        await ctx.repos.hotelBookings.findById(request.params.bookingId),
        businessId,
        view.auth.user.id,
      );
      const decided = await decideHotelApproval(
        ctx,
        booking,
        view.auth.user.id,
        request.params.decision,
      );
      if (!decided) throw noLongerWaiting();
      return toHotelBookingView(decided);
    },
  );
}
