import type {
  DisruptionAssistance,
  DisruptionPurchaseRequest,
} from '@wayfare/contracts/disruption';
import type { FlightOffer } from '@wayfare/contracts/flights';
import { isDecisionOpen, isRefundAllowed } from '@wayfare/domain/disruption-assistance';
import type { DisruptionProtectionRecord } from '@wayfare/store/repositories/disruption-protections-repository';
import { AppError } from '../app-error';
import {
  checkBookingDisruption,
  computeBookingRefund,
  listAirlineEvents,
  listProtectedFlights,
  newDisruptionId,
  offerDisruptionAssistance,
  readDecideBy,
  readOffer,
  scheduleDisruptionJobs,
  type DisruptionPorts,
} from './disruption-assistance';
import { renderDisruptionPurchaseEmail } from './disruption-email';
import { buildDisruptionAssistance } from './disruption-view';
import { createPaymentProvider } from './payments';
import {
  confirmCancellation,
  saveCancelQuote,
  splitRefunds,
  type TripCancelPorts,
} from './trip-cancel';
import { findOwnTrip } from './trips';

/*
 * Disruption assistance's claims (issue 20; disruption-assistance.ts for the offer, the checks and
 * the jobs): buying it for a booked trip, removing it before any disruption, the refund through
 * the trip's one cancellation path, and the rebooking, a waived change through the exchange flow
 * (flight-exchange*.ts ask `readDisruptionWaiver` and move the protection here). Every move is a
 * compare-and-set from Disrupted, so of a refund and a rebooking exactly one goes on.
 */

export type DisruptionClaimPorts = TripCancelPorts & DisruptionPorts;
type Actor = { userId: string; tenant: string };

/** The person's own flight booking. */
async function findOwnFlight(ctx: DisruptionClaimPorts, actor: Actor, bookingId: string) {
  const trip = await findOwnTrip(ctx, actor, bookingId);
  if (trip.product !== 'flight') throw new AppError('NoDisruptionProtectionAttached');
  return trip.booking;
}

/** The trip's disruption assistance as the pages show it (a protection or the offer). */
async function answer(ctx: DisruptionClaimPorts, bookingId: string): Promise<DisruptionAssistance> {
  const booking = await ctx.repos.flightBookings.findById(bookingId);
  const view = booking ? await buildDisruptionAssistance(ctx, booking) : null;
  if (!view) throw new AppError('NoDisruptionProtectionAttached');
  return view;
}

/** GET /api/v0/trips/:bookingId/disruption */
export async function readDisruption(
  ctx: DisruptionClaimPorts,
  actor: Actor,
  bookingId: string,
): Promise<DisruptionAssistance> {
  const booking = await findOwnFlight(ctx, actor, bookingId);
  return answer(ctx, booking.id);
}

/** POST /api/v0/trips/:bookingId/disruption/check: the spec's check, run now. */
export async function checkDisruptionNow(
  ctx: DisruptionClaimPorts,
  actor: Actor,
  bookingId: string,
) {
  const booking = await findOwnFlight(ctx, actor, bookingId);
  const { result } = await checkBookingDisruption(ctx, booking);
  const protection = await buildDisruptionAssistance(ctx, booking);
  if (!protection) throw new AppError('NoDisruptionProtectionAttached');
  return { result, protection };
}

/**
 * POST /api/v0/trips/:bookingId/disruption: bought for a booked trip (spec §2
 * /flights/ancillary/disruption/confirm). The fee is charged to the booking's card under one
 * reference per booking, so a repeat never charges twice; the row is unique per booking.
 */
export async function purchaseDisruption(
  ctx: DisruptionClaimPorts,
  actor: Actor,
  bookingId: string,
  body: DisruptionPurchaseRequest,
): Promise<DisruptionAssistance> {
  const booking = await findOwnFlight(ctx, actor, bookingId);
  const existing = await ctx.repos.disruptionProtections.findByBooking(booking.id);
  if (existing) throw new AppError('DisruptionAlreadyPurchased');
  const now = ctx.travelClock.now();
  const offer =
    booking.status === 'Confirmed'
      ? offerDisruptionAssistance(booking.tenant, readOffer(booking), now)
      : null;
  if (!offer) throw new AppError('DisruptionNotOffered');
  if (body.fee.amountMinor !== offer.feeMinor || body.fee.currency !== booking.currency)
    throw new AppError('DisruptionFeeChanged', undefined, 'fee');
  if (!booking.cardToken)
    throw new AppError(
      'DisruptionNotOffered',
      'This trip was paid without a card, so disruption assistance can’t be charged online.',
    );
  const payments = createPaymentProvider(ctx);
  const auth = await payments.authorize(
    booking.cardToken,
    offer.feeMinor,
    booking.currency,
    `dp_${booking.id}`,
  );
  if (!auth.ok) throw new AppError(auth.code, undefined, 'fee');
  await payments.capture(auth.authorizationId);
  const row = await ctx.repos.disruptionProtections.insertIfAbsent({
    id: newDisruptionId(),
    bookingId: booking.id,
    userId: booking.userId,
    tenant: booking.tenant,
    state: 'Active',
    feeMinor: offer.feeMinor,
    currency: booking.currency,
    purchasedVia: 'Ancillary',
    authorizationId: auth.authorizationId,
    decideBy: readDecideBy(booking),
    createdAt: now,
    updatedAt: now,
  });
  if (!row) {
    // Another request bought it first: the same charge (one reference) is that purchase.
    const other = await ctx.repos.disruptionProtections.findByBooking(booking.id);
    if (other?.authorizationId === auth.authorizationId) return answer(ctx, booking.id);
    await payments.refund(auth.authorizationId, offer.feeMinor);
    throw new AppError('DisruptionAlreadyPurchased');
  }
  await scheduleDisruptionJobs(ctx, booking, now);
  await ctx.repos.emailOutbox.enqueue(renderDisruptionPurchaseEmail(booking, row, ctx.clock.now()));
  ctx.emailSender.kick();
  // An event already announced is looked at at once.
  await checkBookingDisruption(ctx, booking);
  return answer(ctx, booking.id);
}

/** The refusal for a protection that cannot take a claim now. */
function refuseClaim(row: DisruptionProtectionRecord | null, now: Date): AppError | null {
  if (!row || row.state === 'Removed' || row.state === 'Voided')
    return new AppError('NoDisruptionProtectionAttached');
  if (row.state === 'Rebooking' || row.state === 'Rebooked' || row.state === 'Refunded')
    return new AppError('AlreadyExercised');
  if (row.state === 'Expired' || (row.decideBy && !isDecisionOpen(now, row.decideBy)))
    return new AppError('DisruptionDecisionClosed');
  if (row.state === 'Active') return new AppError('NoDisruptionDetected');
  return null;
}

/**
 * POST /api/v0/trips/:bookingId/disruption/remove: before any disruption the traveller may take
 * it off (Active → Removed); the fee is non-refundable (spec §9), so nothing is paid back.
 */
export async function removeDisruption(
  ctx: DisruptionClaimPorts,
  actor: Actor,
  bookingId: string,
): Promise<DisruptionAssistance> {
  const booking = await findOwnFlight(ctx, actor, bookingId);
  const now = ctx.travelClock.now();
  const moved = await ctx.repos.disruptionProtections.transition(
    booking.id,
    ['Active'],
    'Removed',
    now,
    { endedReason: 'Removed', endedAt: now },
  );
  if (!moved) {
    const row = await ctx.repos.disruptionProtections.findByBooking(booking.id);
    if (row?.state === 'Disrupted')
      throw new AppError(
        'AlreadyExercised',
        'A disruption was found on this trip: choose a new flight or the refund instead.',
      );
    throw refuseClaim(row, now) ?? new AppError('NoDisruptionProtectionAttached');
  }
  return answer(ctx, booking.id);
}

/** Whether the trip is still unflown (the refund allowed) at `now`. */
export function isBookingRefundAllowed(
  ctx: Pick<DisruptionPorts, 'suppliers'>,
  offer: FlightOffer,
  now: Date,
): boolean {
  return isRefundAllowed(listProtectedFlights(offer), listAirlineEvents(ctx, offer, now), now);
}

/**
 * POST /api/v0/trips/:bookingId/disruption/refund: Disrupted → Refunded by compare-and-set, then
 * the remaining flights are cancelled with the airline and the fares refunded across what paid,
 * through the trip's one cancellation path (outcome `disruption_refund`). Should that fail before
 * anything was cancelled, the choice is the traveller's again.
 */
export async function refundDisruption(
  ctx: DisruptionClaimPorts,
  actor: Actor,
  bookingId: string,
): Promise<DisruptionAssistance> {
  const trip = await findOwnTrip(ctx, actor, bookingId);
  if (trip.product !== 'flight') throw new AppError('NoDisruptionProtectionAttached');
  const { booking } = trip;
  await checkBookingDisruption(ctx, booking);
  const now = ctx.travelClock.now();
  const row = await ctx.repos.disruptionProtections.findByBooking(booking.id);
  const refusal = refuseClaim(row, now);
  if (refusal) throw refusal;
  if (!isBookingRefundAllowed(ctx, readOffer(booking), now))
    throw new AppError('RebookOnlyEligible');
  const refundMinor = computeBookingRefund(booking);
  const moved = await ctx.repos.disruptionProtections.transition(
    booking.id,
    ['Disrupted'],
    'Refunded',
    now,
    { refundMinor },
  );
  if (!moved)
    throw (
      refuseClaim(await ctx.repos.disruptionProtections.findByBooking(booking.id), now) ??
      new AppError('AlreadyExercised')
    );
  try {
    const quote = await saveCancelQuote(
      ctx,
      actor,
      trip,
      {
        outcome: 'disruption_refund',
        cancellable: true,
        refunds: await splitRefunds(ctx, booking, refundMinor, now),
        airlineCreditMinor: 0,
        penaltyMinor: 0,
        voidWindowEndsAt: null,
        hotelPolicy: null,
      },
      now,
    );
    await confirmCancellation(ctx, actor, booking.id, quote.cancelQuoteId);
  } catch (error) {
    const cancellation = await ctx.repos.trips.findCancellation(booking.id);
    if (!cancellation || cancellation.status === 'Failed')
      await ctx.repos.disruptionProtections.transition(
        booking.id,
        ['Refunded'],
        'Disrupted',
        ctx.travelClock.now(),
        { refundMinor: 0 },
      );
    throw error;
  }
  return answer(ctx, booking.id);
}
