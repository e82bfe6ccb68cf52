import type { ErrorCode } from '@wayfare/contracts/errors';
import { FlightOfferSchema, type FlightOffer } from '@wayfare/contracts/flights';
import type {
  FlightBookingPatch,
  FlightBookingRecord,
} from '@wayfare/store/repositories/flight-bookings-repository';
import { listSeatClaims } from '@wayfare/supply/ports/flight-provider';
import type { BookingPorts } from './booking-ports';
import {
  describeHeldFlight,
  renderApprovalEmail,
  renderApproverEmail,
  renderConfirmationEmail,
} from './booking-email';
import { activateCfar } from './cfar-protection';
import { activateChfar } from './change-for-any-reason';
import { attachFlightPriceDrop } from './price-drop-attach';
import { noteSeatInventoryChanged } from './flight-shop';
import { HOTEL_SAGA } from './hotel-saga';
import { completeFreezeExercise, settleFailedExercise } from './price-freeze-exercise';
import {
  decideSagaApproval,
  expireSagaApprovals,
  failSagaBooking,
  pause,
  resumeSagaBookings,
  runSaga,
  supplierLatencyMs,
  type ApprovalDecision,
} from './saga-runner';
import { SagaStepFailure, type SagaOptions, type SagaPatch, type SagaProduct } from './saga-model';
import { redeemBookingAirlineCredit, restoreBookingAirlineCredit } from './trips-credits';

export { SAGA_LEASE_MS, APPROVAL_WINDOW_MS, type ApprovalDecision } from './saga-runner';
export type { SagaOptions, SagaStep } from './saga-model';

export function readOffer(booking: FlightBookingRecord): FlightOffer {
  return FlightOfferSchema.parse(booking.offer);
}

export function listFareIds(offer: FlightOffer): string[] {
  return offer.slices.map((s) => s.fares[0]?.fareId ?? '');
}

/** Flights have no failure-reason column: the shared patch minus it. */
function toFlightPatch(patch: SagaPatch): FlightBookingPatch {
  const { failureReason: _ignored, ...rest } = patch;
  return rest;
}

/** The flight product's part of the shared saga: seats and the airline. */
export const FLIGHT_SAGA: SagaProduct<FlightBookingRecord> = {
  name: 'flight',
  reserveStep: 'seatsReserved',
  store: ({ repos: { flightBookings } }) => ({
    updateLeased: (id, owner, patch) =>
      flightBookings.updateLeased(id, owner, toFlightPatch(patch)),
    transition: (id, from, patch) => flightBookings.transition(id, from, toFlightPatch(patch)),
    claimLease: (id, owner, now, until) => flightBookings.claimLease(id, owner, now, until),
    renewLease: (id, owner, until) => flightBookings.renewLease(id, owner, until),
    listLapsed: (now) => flightBookings.listLapsed(now),
    listExpiredApprovals: (now) => flightBookings.listExpiredApprovals(now),
    enqueueEmail: (message) => flightBookings.enqueueEmail(message),
  }),
  async reserveInventory(ctx, booking) {
    // The supplier re-confirms the fares before holding seats.
    await pause(supplierLatencyMs(ctx));
    const claims = listSeatClaims(
      ctx.supply.getWorld().flights,
      readOffer(booking),
      ctx.clock.now(),
    );
    const reserved = await ctx.repos.seatInventory.reserve(booking.id, claims);
    if (!reserved.ok) throw new SagaStepFailure('NoAvailability');
    noteSeatInventoryChanged(ctx);
    // An airline travel credit applied to the booking is spent with the seats (issue 7) and given
    // back by releaseInventory, which every compensation runs.
    await redeemBookingAirlineCredit(ctx, booking);
  },
  async releaseInventory(ctx, booking) {
    await ctx.repos.seatInventory.release(booking.id);
    noteSeatInventoryChanged(ctx);
    await restoreBookingAirlineCredit(ctx, booking);
  },
  async bookWithSupplier(ctx, booking) {
    await pause(supplierLatencyMs(ctx) * 2);
    // The supplier refuses (ProviderError) or does not answer in time.
    const refusal = await ctx.suppliers.calls.refusal('flight', 'book');
    if (refusal)
      throw new SagaStepFailure(refusal.kind === 'timeout' ? 'PollingTimeout' : 'ProviderError');
    const offer = readOffer(booking);
    const booked = await ctx.suppliers.flights.book(
      booking.id,
      { tripType: offer.tripType, fareIds: listFareIds(offer), passengers: offer.passengers },
      ctx.clock.now(),
    );
    if (!booked.ok)
      throw new SagaStepFailure(
        booked.code === 'NoAvailability' ? 'NoAvailability' : 'ProviderError',
      );
    return { agentLocator: booked.value.locator };
  },
  async cancelWithSupplier(ctx, booking) {
    await ctx.suppliers.flights.cancel(booking.id, ctx.clock.now());
  },
  // A booking exercising a price freeze (issue 17) uses it on confirmation, or settles it on failure.
  // Cancel for any reason bought with it starts here (issue 18).
  beforeConfirm: async (ctx, booking) => {
    await completeFreezeExercise(ctx, booking);
    await activateCfar(ctx, booking);
    await activateChfar(ctx, booking);
    // Price drop protection comes with every flight booking (issue 19).
    await attachFlightPriceDrop(ctx, booking);
  },
  afterFail: (ctx, booking) => settleFailedExercise(ctx, booking),
  renderConfirmationEmail: (booking, now) =>
    renderConfirmationEmail(booking, readOffer(booking), now),
  renderApprovalEmail: (booking, kind, now) =>
    renderApprovalEmail(booking, readOffer(booking), kind, now),
  renderApproverEmail: (booking, approver, url, now) =>
    renderApproverEmail(describeHeldFlight(booking, readOffer(booking)), approver, url, now),
};

/** Runs a flight booking's saga (see saga-runner.ts). */
export function runBookingSaga(
  ctx: BookingPorts,
  start: FlightBookingRecord,
  options: SagaOptions = {},
): Promise<FlightBookingRecord> {
  return runSaga(ctx, FLIGHT_SAGA, start, options);
}

/** Undoes whatever the saga did for this flight booking, then marks it Failed. */
export function failBooking(
  ctx: BookingPorts,
  booking: FlightBookingRecord,
  code: ErrorCode,
): Promise<FlightBookingRecord> {
  return failSagaBooking(ctx, FLIGHT_SAGA, booking, code);
}

/** An approver's decision on a held flight booking (hotels: decideHotelApproval). */
export function decideApproval(
  ctx: BookingPorts,
  booking: FlightBookingRecord,
  approverId: string,
  decision: ApprovalDecision,
): Promise<FlightBookingRecord | null> {
  return decideSagaApproval(ctx, FLIGHT_SAGA, booking, approverId, decision);
}

/** Held bookings of every product nobody decided on within 24 hours: released, traveller told. */
export async function expireApprovals(ctx: BookingPorts): Promise<number> {
  return (
    (await expireSagaApprovals(ctx, FLIGHT_SAGA)) + (await expireSagaApprovals(ctx, HOTEL_SAGA))
  );
}

/**
 * Bookings of every product a stopped process left Pending (their saga lease lapsed): taken up
 * where they stopped, finished once the supplier confirmed (see resumeSagaBookings). Returns how
 * many this process took up. The booking sweep job runs it every few seconds.
 */
export async function resumeIncompleteBookings(ctx: BookingPorts): Promise<number> {
  return (await resumeSagaBookings(ctx, FLIGHT_SAGA)) + (await resumeSagaBookings(ctx, HOTEL_SAGA));
}
