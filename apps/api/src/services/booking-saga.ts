import type { ErrorCode } from '@wayfare/contracts/errors';
import { FlightOfferSchema, type FlightOffer } from '@wayfare/contracts/flights';
import type {
  FlightBookingPatch,
  FlightBookingRecord,
} from '@wayfare/store/repositories/flight-bookings-repository';
import type { BookedTicketColumn } from '@wayfare/store/schema';
import { listSeatClaims } from '@wayfare/supply/ports/flight-provider';
import type { SeatClaim } from '@wayfare/supply/ports/seat-inventory';
import type { BookingPorts } from './booking-ports';
import {
  describeHeldFlight,
  renderApprovalEmail,
  renderApproverEmail,
  renderConfirmationEmail,
} from './booking-email';
import { activateCfar } from './cfar-protection';
import { deriveAirlineLocator } from './airline-locators';
import { activateChfar } from './change-for-any-reason';
import { activateDisruptionAssistance } from './disruption-assistance';
import { activateMissedConnectionGuarantee } from './missed-connection-activation';
import { attachFlightPriceDrop } from './price-drop-attach';
import { noteSeatInventoryChanged } from './flight-shop';
import { CAR_SAGA } from './car-saga';
import { HOME_SAGA } from './home-saga';
import { HOTEL_SAGA } from './hotel-saga';
import { PACKAGE_SAGA } from './package-saga';
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

/** A booking's tickets: as stored, else as its offer plans them; null for one ticket. */
export function listBookingTickets(booking: FlightBookingRecord): BookedTicketColumn[] | null {
  return booking.tickets ?? planTickets(booking.id, readOffer(booking));
}

/** The seat holds (and supplier bookings) of a booking: one per ticket. */
export function listHoldIds(booking: FlightBookingRecord): string[] {
  return listBookingTickets(booking)?.map((t) => t.supplierBookingId) ?? [booking.id];
}

/**
 * The tickets a multi-ticket offer is bought as (issue 20), before any is booked: the first under
 * the booking's own id, the others `<booking id>.t<n>`; null for one ticket.
 */
export function planTickets(bookingId: string, offer: FlightOffer): BookedTicketColumn[] | null {
  if (!offer.tickets) return null;
  return offer.tickets.map((t) => {
    const slice = offer.slices[t.sliceIndex];
    return {
      ticketIndex: t.ticketIndex,
      supplierBookingId: t.ticketIndex === 0 ? bookingId : `${bookingId}.t${t.ticketIndex + 1}`,
      airlineCode: t.validatingAirline.code,
      locator: null,
      sliceIndex: t.sliceIndex,
      segmentIndexes: t.segmentIndexes,
      flightInstanceIds: t.segmentIndexes.map((i) => slice?.segments[i]?.flightInstanceId ?? ''),
    };
  });
}

/**
 * Holds each ticket's seats, both or neither: a ticket whose seats are gone releases the tickets
 * held before it (the other holds of a booking are never someone else's sale).
 */
async function reserveTicketSeats(
  ctx: BookingPorts,
  booking: FlightBookingRecord,
  claims: SeatClaim[],
): Promise<void> {
  const tickets = listBookingTickets(booking);
  const holds = tickets
    ? tickets.map((t) => ({
        holdId: t.supplierBookingId,
        claims: claims.filter((c) => t.flightInstanceIds.includes(c.flightInstanceId)),
      }))
    : [{ holdId: booking.id, claims }];
  const held: string[] = [];
  for (const hold of holds) {
    const reserved = await ctx.repos.seatInventory.reserve(hold.holdId, hold.claims);
    if (!reserved.ok) {
      for (const holdId of held) await ctx.repos.seatInventory.release(holdId);
      throw new SagaStepFailure('NoAvailability');
    }
    held.push(hold.holdId);
  }
}

/**
 * Books each ticket with its airline in turn, both or neither: when a later ticket fails (the
 * airline refuses it, its seats are gone, or the sandbox console's `secondTicket` fault), the
 * tickets already bought are cancelled before the step fails, so compensation (which cancels
 * with the supplier only once the whole step is done) leaves nothing sold. Each ticket's locator
 * is kept on the booking.
 */
async function bookTickets(
  ctx: BookingPorts,
  booking: FlightBookingRecord,
  offer: FlightOffer,
  tickets: BookedTicketColumn[],
): Promise<{ agentLocator: string }> {
  const booked: BookedTicketColumn[] = [];
  const undo = async (code: ErrorCode): Promise<never> => {
    for (const t of booked)
      await ctx.suppliers.flights.cancel(t.supplierBookingId, ctx.clock.now());
    throw new SagaStepFailure(code);
  };
  for (const ticket of tickets) {
    if (ticket.ticketIndex > 0) {
      const refusal = await ctx.suppliers.calls.refusal('flight', 'secondTicket');
      if (refusal) await undo(refusal.kind === 'timeout' ? 'PollingTimeout' : 'ProviderError');
    }
    const fareId = offer.tickets?.[ticket.ticketIndex]?.fareId ?? '';
    const result = await ctx.suppliers.flights.book(
      ticket.supplierBookingId,
      { tripType: 'one_way', fareIds: [fareId], passengers: offer.passengers },
      ctx.clock.now(),
    );
    if (!result.ok)
      await undo(result.code === 'NoAvailability' ? 'NoAvailability' : 'ProviderError');
    // The airline's own record locator for its ticket (the supplier's is the agent locator).
    else
      booked.push({
        ...ticket,
        locator: deriveAirlineLocator(ticket.supplierBookingId, ticket.airlineCode),
      });
  }
  await ctx.repos.flightBookings.updateLeased(booking.id, ctx.instanceId, { tickets: booked });
  return { agentLocator: booked[0]?.locator ?? '' };
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
    // Each ticket holds its own seats under its supplier booking's id (one ticket: the booking's).
    await reserveTicketSeats(ctx, booking, claims);
    noteSeatInventoryChanged(ctx);
    // An airline travel credit applied to the booking is spent with the seats (issue 7) and given
    // back by releaseInventory, which every compensation runs.
    await redeemBookingAirlineCredit(ctx, booking);
  },
  async releaseInventory(ctx, booking) {
    for (const holdId of listHoldIds(booking)) await ctx.repos.seatInventory.release(holdId);
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
    const tickets = listBookingTickets(booking);
    if (tickets) return bookTickets(ctx, booking, offer, tickets);
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
    for (const holdId of listHoldIds(booking))
      await ctx.suppliers.flights.cancel(holdId, ctx.clock.now());
  },
  // A booking exercising a price freeze (issue 17) uses it on confirmation, or settles it on failure.
  // Cancel for any reason bought with it starts here (issue 18).
  beforeConfirm: async (ctx, booking) => {
    await completeFreezeExercise(ctx, booking);
    await activateCfar(ctx, booking);
    await activateChfar(ctx, booking);
    // Disruption assistance bought on the booking page starts here, with its jobs (issue 20).
    await activateDisruptionAssistance(ctx, booking);
    // A self-transfer booking's missed-connection guarantee, watched by the same monitor.
    await activateMissedConnectionGuarantee(ctx, booking);
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
    (await expireSagaApprovals(ctx, FLIGHT_SAGA)) +
    (await expireSagaApprovals(ctx, HOTEL_SAGA)) +
    (await expireSagaApprovals(ctx, CAR_SAGA)) +
    (await expireSagaApprovals(ctx, HOME_SAGA)) +
    (await expireSagaApprovals(ctx, PACKAGE_SAGA))
  );
}

/**
 * Bookings of every product a stopped process left Pending (their saga lease lapsed): taken up
 * where they stopped, finished once the supplier confirmed (see resumeSagaBookings). Returns how
 * many this process took up. The booking sweep job runs it every few seconds.
 */
export async function resumeIncompleteBookings(ctx: BookingPorts): Promise<number> {
  return (
    (await resumeSagaBookings(ctx, FLIGHT_SAGA)) +
    (await resumeSagaBookings(ctx, HOTEL_SAGA)) +
    (await resumeSagaBookings(ctx, CAR_SAGA)) +
    (await resumeSagaBookings(ctx, HOME_SAGA)) +
    (await resumeSagaBookings(ctx, PACKAGE_SAGA))
  );
}
