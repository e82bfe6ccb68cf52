import type { CfarEventKind } from '@wayfare/contracts/cancel-for-any-reason';
import type { CancelConfirmResponse, CfarQuote } from '@wayfare/contracts/trips';
import {
  cfarCashRefund,
  isCfarUsable,
  listCfarOptions,
} from '@wayfare/domain/cancel-for-any-reason';
import type { TripBooking } from '@wayfare/store/repositories/trips-repository';
import type { CfarProtectionRecord } from '@wayfare/store/repositories/cfar-protections-repository';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import { AppError } from '../app-error';
import { readOffer } from './booking-saga';
import { readChangeFeePerTicket, readFareRule } from './cfar-offer';
import { expireCfar, toCfarProtection } from './cfar-protection';
import {
  confirmCancellation,
  saveCancelQuote,
  splitRefunds,
  type TripCancelPorts,
} from './trip-cancel';
import { findOwnTrip } from './trips';

/**
 * Using cancel for any reason (issue 18): the two options quoted as cancellation quotes of their
 * own, then the one chosen confirmed through the trip's one cancellation path (trip-cancel.ts),
 * which cancels every leg, refunds or credits, and settles the protection when it ends.
 */

type Actor = { userId: string; tenant: string };

/** Whether the airline cancelled a flight of the trip (an early-expiry event of spec §4). */
function isAirlineCancelled(ctx: TripCancelPorts, booking: FlightBookingRecord, now: Date) {
  return readOffer(booking)
    .slices.flatMap((s) => s.segments)
    .some(
      (g) =>
        ctx.suppliers.disruptions.find(g.flightInstanceId, now)?.kind === 'AirlineCancellation',
    );
}

/** Ends a protection whose deadline passed or whose flight the airline cancelled, then re-reads it. */
async function refreshExpiry(
  ctx: TripCancelPorts,
  trip: TripBooking,
  row: CfarProtectionRecord,
): Promise<CfarProtectionRecord> {
  if (!isCfarUsable(row.state)) return row;
  const now = ctx.travelClock.now();
  const { booking } = trip;
  const ended =
    trip.product === 'flight' && isAirlineCancelled(ctx, trip.booking, now)
      ? await expireCfar(ctx, booking.id, 'AirlineCancellation', booking.contactEmail)
      : await expireCfar(ctx, booking.id, 'Deadline', booking.contactEmail);
  return ended ? ((await ctx.repos.cfarProtections.findByBooking(booking.id)) ?? row) : row;
}

async function findProtectedTrip(ctx: TripCancelPorts, actor: Actor, bookingId: string) {
  const trip = await findOwnTrip(ctx, actor, bookingId);
  const row = await ctx.repos.cfarProtections.findByBooking(bookingId);
  if (!row) throw new AppError('CfarNotPurchased');
  return { trip, row: await refreshExpiry(ctx, trip, row) };
}

/**
 * The options the protection gives now: for flights cash or the airline's credit (domain
 * `listCfarOptions`), for a stay its coverage back to how it was paid; none when it can't be used.
 */
function listOptions(trip: TripBooking, row: CfarProtectionRecord) {
  // Stays (cars sell no protection, so have no row to reach here).
  if (trip.product !== 'flight') {
    const refundMinor = cfarCashRefund(row.fareTotalMinor, row.refundPercent);
    return [
      {
        choice: 'cfar_cash' as const,
        refundMinor,
        airlineCreditMinor: 0,
        penaltyMinor: trip.booking.totalMinor - refundMinor,
      },
    ];
  }
  const offer = readOffer(trip.booking);
  return listCfarOptions({
    fareTotalMinor: row.fareTotalMinor,
    refundPercent: row.refundPercent,
    fareRule: readFareRule(offer),
    changeFeePerTicketMinor: readChangeFeePerTicket(offer),
    ticketedTravelers: offer.passengers.ADT + offer.passengers.CNN + offer.passengers.INS,
  });
}

/** POST /api/v0/trips/:bookingId/cfar/quote */
export async function quoteCfar(
  ctx: TripCancelPorts,
  actor: Actor,
  bookingId: string,
): Promise<CfarQuote> {
  const found = await findProtectedTrip(ctx, actor, bookingId);
  const { trip } = found;
  const { booking } = trip;
  let { row } = found;
  const now = ctx.travelClock.now();
  // A trip on more than one airline is cancelled by the airlines one by one: an agent does it.
  const carriers =
    trip.product === 'flight'
      ? new Set(readOffer(trip.booking).slices.map((s) => s.segments[0]?.marketingAirline.code))
      : new Set<string>();
  if (row.state === 'CfarRefundable' && carriers.size > 1)
    row =
      (await ctx.repos.cfarProtections.transition(
        bookingId,
        'CfarRefundable',
        'ContactCustomerService',
        now,
      )) ?? row;
  const usable = isCfarUsable(row.state) && booking.status === 'Confirmed';
  const options = usable
    ? await Promise.all(
        listOptions(trip, row).map(async (o) =>
          saveCancelQuote(
            ctx,
            actor,
            trip,
            {
              outcome: o.choice,
              cancellable: true,
              refunds: await splitRefunds(ctx, booking, o.refundMinor, now),
              airlineCreditMinor: o.airlineCreditMinor,
              penaltyMinor: o.penaltyMinor,
              voidWindowEndsAt: null,
              hotelPolicy: null,
            },
            now,
          ),
        ),
      )
    : [];
  return {
    protection: toCfarProtection(row, now, false),
    options,
    contactSupport: row.state === 'ContactCustomerService',
  };
}

/**
 * POST /api/v0/trips/:bookingId/cfar/exercise: uses the protection with one option's quote. The
 * protection moves CfarRefundable (or CancellationFailure) → Pending by compare-and-set, so of two
 * requests one takes it; the other, like a retry, answers the same cancellation (one effect). The
 * cancellation's end moves it Canceled, or CancellationFailure to try again (trip-cancel-steps.ts).
 */
export async function exerciseCfar(
  ctx: TripCancelPorts,
  actor: Actor,
  bookingId: string,
  cancelQuoteId: string,
): Promise<CancelConfirmResponse> {
  const { row } = await findProtectedTrip(ctx, actor, bookingId);
  const quote = await ctx.repos.trips.findCancelQuote(cancelQuoteId);
  if (
    !quote ||
    quote.bookingId !== bookingId ||
    quote.userId !== actor.userId ||
    !quote.outcome.startsWith('cfar_')
  )
    throw new AppError('NotFound', 'We could not find that cancellation quote.', 'cancelQuoteId');
  const already = (r: CfarProtectionRecord) =>
    (r.state === 'Pending' || r.state === 'Canceled') && r.cancelQuoteId
      ? confirmCancellation(ctx, actor, bookingId, r.cancelQuoteId)
      : null;
  const taken = already(row);
  if (taken) return taken;
  if (row.state === 'Expired') throw new AppError('CfarExpired');
  if (row.state === 'ContactCustomerService') throw new AppError('CancellationNotAllowed');
  const now = ctx.travelClock.now();
  if (now.getTime() > quote.expiresAt.getTime())
    throw new AppError('CancelQuoteExpired', undefined, 'cancelQuoteId');
  const moved = await ctx.repos.cfarProtections.transition(
    bookingId,
    ['CfarRefundable', 'CancellationFailure'],
    'Pending',
    now,
    { choice: quote.outcome as CfarProtectionRecord['choice'], cancelQuoteId, errorCode: null },
  );
  if (!moved) {
    const latest = await ctx.repos.cfarProtections.findByBooking(bookingId);
    const raced = latest && already(latest);
    if (raced) return raced;
    throw new AppError('CfarExpired');
  }
  try {
    return await confirmCancellation(ctx, actor, bookingId, cancelQuoteId);
  } catch (error) {
    // Refused before any step ran (fees now apply, the quote lapsed): usable again. A cancellation
    // that ran and failed settled the protection itself.
    if (error instanceof AppError)
      await ctx.repos.cfarProtections.transition(
        bookingId,
        'Pending',
        'CancellationFailure',
        ctx.travelClock.now(),
        { errorCode: error.code },
      );
    throw error;
  }
}

/**
 * The early-expiry events an airline or an authority raises (spec §4: a voluntary change with the
 * airline, a government emergency or health alert at the destination, a health organisation's
 * designation; an airline cancellation arrives as a disruption on a booked flight): the
 * protection ends unused.
 */
export async function raiseCfarEvent(
  ctx: TripCancelPorts,
  bookingId: string,
  kind: CfarEventKind,
): Promise<boolean> {
  const trip = await ctx.repos.trips.findBooking(bookingId);
  if (!trip) throw new AppError('NotFound', 'No booking has that id.', 'bookingId');
  const forFlights = kind === 'AirlineCancellation' || kind === 'VoluntaryChange';
  const forStays = kind === 'HotelCancellation';
  if ((trip.product === 'hotel' && forFlights) || (trip.product === 'flight' && forStays))
    throw new AppError(
      'BadRequest',
      trip.product === 'hotel'
        ? 'That event happens to flights: choose an alert, a designation or the hotel’s cancellation.'
        : 'That event happens to stays: choose an airline or authority event.',
      'kind',
    );
  return expireCfar(ctx, bookingId, kind, trip.booking.contactEmail);
}
