import { randomUUID } from 'node:crypto';
import type { PaymentSource } from '@wayfare/contracts/flight-booking';
import { CurrencySchema } from '@wayfare/contracts/money';
import type { CancelConfirmResponse, CancelOutcome, CancelQuote } from '@wayfare/contracts/trips';
import {
  decideFlightCancellation,
  decideHotelCancellation,
} from '@wayfare/domain/trip-cancellation';
import {
  computeAirlineCreditExpiry,
  isWalletCreditExpired,
  splitRefund,
} from '@wayfare/domain/trip-refunds';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { HotelBookingRecord } from '@wayfare/store/repositories/hotel-bookings-repository';
import type {
  CancelQuoteRecord,
  TripBooking,
  TripCancellationRecord,
} from '@wayfare/store/repositories/trips-repository';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { FLIGHT_SAGA, readOffer } from './booking-saga';
import { noteSeatInventoryChanged } from './flight-shop';
import { readHotelQuote } from './hotel-booking-records';
import { HOTEL_SAGA } from './hotel-saga';
import { createSandboxPaymentProvider } from './payments';
import { sandboxSupplierFault } from './sandbox-controls';
import {
  buildTripDetail,
  describeSources,
  findOwnTrip,
  listPaidSources,
  readFlightFacts,
  readHotelFacts,
  readVoidWindowEnd,
  REFUND_TIMING,
  toRefunds,
} from './trips';
import { renderCancellationEmail } from './trips-email';

/** A cancellation quote holds this long (contracts/trips.ts). */
export const CANCEL_QUOTE_TTL_MS = 10 * 60_000;

interface Decision {
  outcome: CancelOutcome;
  cancellable: boolean;
  refundMinor: number;
  airlineCreditMinor: number;
  penaltyMinor: number;
  voidWindowEndsAt: Date | null;
  policyText: string;
}

const FLIGHT_POLICY_TEXT: Partial<Record<CancelOutcome, string>> = {
  ticketed_void:
    'You are inside the free-cancellation (void) window: everything you paid comes back.',
  airline_full_refund: 'This fare is refundable: the fare comes back to where you paid from.',
  airline_ftc: 'This fare cancels for free as an airline travel credit for the full fare.',
  airline_ftc_with_penalty:
    'This fare cancels as an airline travel credit, less the airline’s cancellation fee.',
  non_refundable: 'This fare is non-refundable: you can cancel, but nothing comes back.',
  too_close_to_departure:
    'Your flight leaves in less than 3 hours. Call us and we’ll help you with this trip.',
  contact_customer_service: 'This trip can’t be cancelled online. Call us and we’ll help.',
};

function decideFlight(booking: FlightBookingRecord, now: Date): Decision {
  const offer = readOffer(booking);
  const facts = readFlightFacts(offer);
  const voidWindowEndsAt = readVoidWindowEnd(booking, offer);
  const carriers = new Set(offer.slices.map((s) => s.segments[0]?.marketingAirline.code));
  const d = decideFlightCancellation({
    now,
    firstDepartureAt: facts.startsAt,
    voidWindowEndsAt,
    ticketedAt: booking.createdAt,
    fares: offer.slices.map((s) => {
      const fare = s.fares[0];
      return {
        cancelPenalty: fare?.penaltiesInfo.cancelPenalty.kind ?? 'Unknown',
        feeMinor: fare?.penaltiesInfo.cancelPenalty.fee?.amountMinor ?? 0,
        shelfRating: fare?.fareShelf.rating ?? 0,
      };
    }),
    isMultiTicket: carriers.size > 1,
    ticketedTravelers: offer.passengers.ADT + offer.passengers.CNN + offer.passengers.INS,
    totalMinor: booking.totalMinor,
  });
  return {
    ...d,
    voidWindowEndsAt: d.outcome === 'ticketed_void' ? voidWindowEndsAt : null,
    policyText: FLIGHT_POLICY_TEXT[d.outcome] ?? '',
  };
}

function decideHotel(booking: HotelBookingRecord, now: Date): Decision {
  const quote = readHotelQuote(booking);
  const d = decideHotelCancellation({
    now,
    checkInAt: readHotelFacts(booking).startsAt,
    tiers: quote.cancellationPolicy.tiers.map((t) => ({
      fromHoursBeforeCheckIn: t.fromHoursBeforeCheckIn,
      untilHoursBeforeCheckIn: t.untilHoursBeforeCheckIn,
      penaltyMinor: t.penalty.amountMinor,
    })),
    paidMinor: booking.totalMinor,
  });
  return {
    outcome: d.outcome,
    cancellable: d.cancellable,
    refundMinor: d.refundMinor,
    airlineCreditMinor: 0,
    penaltyMinor: d.penaltyMinor,
    voidWindowEndsAt: null,
    policyText: quote.cancellationPolicy.description,
  };
}

/**
 * The refund split in proportion across what paid (domain/trip-refunds.ts); a travel-wallet or
 * airline credit that has expired since is not restored (spec §5), its share is forfeited.
 */
async function splitRefunds(
  ctx: AppContext,
  booking: FlightBookingRecord | HotelBookingRecord,
  refundMinor: number,
  now: Date,
): Promise<{ source: PaymentSource; amountMinor: number }[]> {
  const parts = splitRefund(refundMinor, listPaidSources(booking));
  const wallet = booking.walletCreditId
    ? (await ctx.repos.bookingLedger.listWalletCredits(booking.userId)).find(
        (c) => c.id === booking.walletCreditId,
      )
    : undefined;
  const airlineCreditId = 'airlineCreditId' in booking ? booking.airlineCreditId : null;
  const airlineCredit = airlineCreditId
    ? await ctx.repos.airlineCredits.findById(airlineCreditId)
    : null;
  return parts.map((p) => {
    const expired =
      (p.source === 'TravelWallet' && wallet && isWalletCreditExpired(wallet.period, now)) ||
      (p.source === 'AncillaryCredit' &&
        airlineCredit &&
        now.getTime() >= airlineCredit.expiresAt.getTime());
    return { source: p.source, amountMinor: expired ? 0 : p.refundMinor };
  });
}

function assertCancellable(trip: TripBooking) {
  if (trip.booking.status === 'Cancelled')
    throw new AppError('CancellationNotAllowed', 'This trip is already cancelled.');
  if (trip.booking.status !== 'Confirmed')
    throw new AppError(
      'CancellationNotAllowed',
      'This trip isn’t confirmed yet, so it can’t be cancelled online. Call us and we’ll help.',
    );
}

/** POST /api/v0/trips/:bookingId/cancel/quote */
export async function quoteCancellation(
  ctx: AppContext,
  actor: { userId: string; tenant: string },
  bookingId: string,
): Promise<CancelQuote> {
  const trip = await findOwnTrip(ctx, actor, bookingId);
  const now = ctx.travelClock.now();
  const existing = await ctx.repos.trips.findCancellation(bookingId);
  const pending = existing && existing.status !== 'Failed' && existing.status !== 'Cancelled';
  if (!pending) assertCancellable(trip);
  const decision: Decision = pending
    ? {
        outcome: 'cancellation_pending',
        cancellable: true,
        refundMinor: 0,
        airlineCreditMinor: existing.airlineCreditMinor,
        penaltyMinor: existing.penaltyMinor,
        voidWindowEndsAt: null,
        policyText: 'Your cancellation is under way with the supplier. Try again to finish it.',
      }
    : trip.product === 'flight'
      ? decideFlight(trip.booking, now)
      : decideHotel(trip.booking, now);
  const refunds = pending
    ? existing.refunds
    : await splitRefunds(ctx, trip.booking, decision.refundMinor, now);
  const currency = CurrencySchema.parse(trip.booking.currency);
  const quote: CancelQuoteRecord = {
    id: `cq_${randomUUID().replaceAll('-', '')}`,
    bookingId,
    product: trip.product,
    userId: actor.userId,
    outcome: decision.outcome,
    cancellable: decision.cancellable,
    refunds,
    airlineCreditMinor: decision.airlineCreditMinor,
    penaltyMinor: decision.penaltyMinor,
    currency,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CANCEL_QUOTE_TTL_MS),
  };
  await ctx.repos.trips.saveCancelQuote(quote);
  const label = await describeSources(ctx, trip.booking);
  const refundViews = toRefunds(refunds, label);
  const airline =
    trip.product === 'flight'
      ? readOffer(trip.booking).slices[0]?.segments[0]?.marketingAirline
      : null;
  return {
    cancelQuoteId: quote.id,
    expiresAt: quote.expiresAt.toISOString(),
    outcome: decision.outcome,
    cancellable: decision.cancellable,
    paid: { amountMinor: trip.booking.totalMinor, currency },
    refunds: refundViews,
    refundTotal: {
      amountMinor: refundViews.reduce((s, r) => s + r.amount.amountMinor, 0),
      currency,
    },
    airlineCredit:
      airline && decision.airlineCreditMinor > 0
        ? {
            airline: { code: airline.code, name: airline.name },
            amount: { amountMinor: decision.airlineCreditMinor, currency },
          }
        : null,
    penalty: decision.penaltyMinor > 0 ? { amountMinor: decision.penaltyMinor, currency } : null,
    voidWindowEndsAt: decision.voidWindowEndsAt?.toISOString() ?? null,
    policyText: decision.policyText,
    refundTiming: REFUND_TIMING,
  };
}

/**
 * POST /api/v0/trips/:bookingId/cancel: confirms a quote. One cancellation per booking: a second
 * confirm (this quote or another) answers the same one, and one left Pending or Failed is taken up
 * again from its last recorded step.
 */
export async function confirmCancellation(
  ctx: AppContext,
  actor: { userId: string; tenant: string },
  bookingId: string,
  cancelQuoteId: string,
): Promise<CancelConfirmResponse> {
  const trip = await findOwnTrip(ctx, actor, bookingId);
  const now = ctx.travelClock.now();
  const quote = await ctx.repos.trips.findCancelQuote(cancelQuoteId);
  if (!quote || quote.bookingId !== bookingId || quote.userId !== actor.userId)
    throw new AppError('NotFound', 'We could not find that cancellation quote.', 'cancelQuoteId');
  let cancellation = await ctx.repos.trips.findCancellation(bookingId);
  if (!cancellation || cancellation.status === 'Failed') {
    if (now.getTime() > quote.expiresAt.getTime())
      throw new AppError('CancelQuoteExpired', undefined, 'cancelQuoteId');
    if (!quote.cancellable || quote.outcome === 'cancellation_pending')
      throw new AppError('CancellationNotAllowed');
    assertCancellable(trip);
    const row = {
      product: trip.product,
      userId: actor.userId,
      quoteId: quote.id,
      outcome: quote.outcome,
      status: 'Requested' as const,
      refunds: quote.refunds,
      airlineCreditMinor: quote.airlineCreditMinor,
      penaltyMinor: quote.penaltyMinor,
      currency: quote.currency,
      errorCode: null,
      requestedAt: now,
      updatedAt: now,
    };
    cancellation = cancellation
      ? ((await ctx.repos.trips.replaceFailedCancellation(bookingId, row)) ??
        (await ctx.repos.trips.findCancellation(bookingId)))
      : (
          await ctx.repos.trips.claimCancellation({
            ...row,
            id: `tc_${randomUUID().replaceAll('-', '')}`,
            bookingId,
          })
        ).cancellation;
    if (!cancellation) throw new Error(`cancellation of ${bookingId} vanished`);
  }
  if (cancellation.status !== 'Cancelled')
    cancellation = await runCancellation(ctx, trip, cancellation);
  const fresh = await ctx.repos.trips.findBooking(bookingId);
  const detail = await buildTripDetail(ctx, fresh ?? trip, 'owner');
  if (!detail.cancellation) throw new Error('a confirmed cancellation without its view');
  return { cancellation: detail.cancellation, trip: detail };
}

/**
 * The cancellation's steps in a safe order, each recorded and idempotent so a retry finishes the
 * job: supplier (a sandbox fault fails it, or leaves it Pending on a timeout), card refund,
 * miles, wallet credit, airline credit spent on it, new airline credit (airline_ftc*), seats or
 * rooms back to inventory, booking Cancelled, e-mail, done.
 */
async function runCancellation(
  ctx: AppContext,
  trip: TripBooking,
  start: TripCancellationRecord,
): Promise<TripCancellationRecord> {
  let c = start;
  const { booking } = trip;
  const done = (step: string) => c.progress.includes(step);
  const record = async (step: string, patch: Partial<TripCancellationRecord> = {}) => {
    c = await ctx.repos.trips.updateCancellation(c.id, {
      ...patch,
      progress: [...c.progress, step],
      updatedAt: ctx.travelClock.now(),
    });
  };
  const share = (source: PaymentSource) =>
    c.refunds.find((r) => r.source === source)?.amountMinor ?? 0;

  if (!done('supplierCancelled')) {
    const fault = await sandboxSupplierFault(ctx.sandbox, trip.product, 'cancel');
    if (fault?.kind === 'timeout')
      return ctx.repos.trips.updateCancellation(c.id, {
        status: 'Pending',
        errorCode: 'CancellationTimeout',
        updatedAt: ctx.travelClock.now(),
      });
    if (fault) {
      await ctx.repos.trips.updateCancellation(c.id, {
        status: 'Failed',
        errorCode: 'CancellationFailed',
        updatedAt: ctx.travelClock.now(),
      });
      throw new AppError('CancellationFailed');
    }
    if (trip.product === 'flight') await FLIGHT_SAGA.cancelWithSupplier(ctx, trip.booking);
    else await HOTEL_SAGA.cancelWithSupplier(ctx, trip.booking);
    await record('supplierCancelled', { status: 'Requested', errorCode: null });
  }
  if (!done('cardRefunded')) {
    if (share('UserCard') > 0 && booking.authorizationId)
      await createSandboxPaymentProvider(ctx).refund(booking.authorizationId, share('UserCard'));
    await record('cardRefunded');
  }
  if (!done('rewardsReturned')) {
    if (share('Rewards') > 0 && booking.rewardsAccountReferenceId)
      await ctx.repos.bookingLedger.moveRewards(
        booking.rewardsAccountReferenceId,
        booking.id,
        'cancel',
        share('Rewards'),
      );
    await record('rewardsReturned');
  }
  if (!done('walletRestored')) {
    if (share('TravelWallet') > 0 && booking.walletCreditId)
      await ctx.repos.bookingLedger.moveWalletCredit(
        booking.walletCreditId,
        booking.id,
        'cancel',
        share('TravelWallet'),
      );
    await record('walletRestored');
  }
  if (!done('airlineCreditRestored')) {
    if (trip.product === 'flight' && share('AncillaryCredit') > 0 && trip.booking.airlineCreditId)
      await ctx.repos.airlineCredits.move(
        trip.booking.airlineCreditId,
        booking.id,
        'restore',
        share('AncillaryCredit'),
      );
    await record('airlineCreditRestored');
  }
  if (!done('creditIssued')) {
    let airlineCreditId: string | null = null;
    if (trip.product === 'flight' && c.airlineCreditMinor > 0) {
      const airline = readOffer(trip.booking).slices[0]?.segments[0]?.marketingAirline;
      const credit = await ctx.repos.airlineCredits.createForBooking({
        id: `ftc_${randomUUID().replaceAll('-', '').slice(0, 20)}`,
        userId: booking.userId,
        tenant: booking.tenant,
        airlineCode: airline?.code ?? '',
        airlineName: airline?.name ?? '',
        amountMinor: c.airlineCreditMinor,
        remainingMinor: c.airlineCreditMinor,
        currency: c.currency,
        travelerNames: trip.booking.passengerNames,
        originBookingId: booking.id,
        originConfirmationCode: booking.agentLocator ? `H-${booking.agentLocator}` : null,
        expiresAt: computeAirlineCreditExpiry(booking.createdAt),
        createdAt: ctx.travelClock.now(),
      });
      airlineCreditId = credit.id;
    }
    await record('creditIssued', { airlineCreditId });
  }
  if (!done('inventoryReleased')) {
    if (trip.product === 'flight') {
      await ctx.repos.seatInventory.release(booking.id);
      noteSeatInventoryChanged(ctx);
    } else await HOTEL_SAGA.releaseInventory(ctx, trip.booking);
    await record('inventoryReleased');
  }
  if (!done('bookingCancelled')) {
    await ctx.repos.trips.markCancelled(trip.product, booking.id, ctx.clock.now());
    await record('bookingCancelled');
  }
  if (!done('emailQueued')) {
    const label = await describeSources(ctx, booking);
    await ctx.repos.emailOutbox.enqueue(
      renderCancellationEmail(
        trip,
        {
          outcome: c.outcome,
          refunds: toRefunds(c.refunds, label),
          creditMinor: c.airlineCreditMinor,
          refundTiming: REFUND_TIMING,
        },
        ctx.clock.now(),
      ),
    );
    ctx.emailSender.kick();
    await record('emailQueued');
  }
  const now = ctx.travelClock.now();
  return ctx.repos.trips.updateCancellation(c.id, {
    status: 'Cancelled',
    cancelledAt: now,
    updatedAt: now,
  });
}
