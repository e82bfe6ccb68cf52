import { toEpochDay } from '@wayfare/domain/home-stay';
import type { HomeBookingRecord } from '@wayfare/store/repositories/home-bookings-repository';
import type { BookingPorts } from './booking-ports';
import { renderApproverEmail } from './booking-email';
import {
  describeHeldHome,
  renderHomeApprovalEmail,
  renderHomeConfirmationEmail,
} from './home-booking-email';
import { deriveHomeLocator, readGuest, readHomeQuote } from './home-booking-records';
import { decideSagaApproval, pause, supplierLatencyMs, type ApprovalDecision } from './saga-runner';
import { SagaStepFailure, type SagaProduct } from './saga-model';

/** The nights of a stay as epoch days (check-in day up to the day before check-out). */
export function listStayNights(checkInDate: string, checkOutDate: string): number[] {
  const from = toEpochDay(checkInDate);
  const until = toEpochDay(checkOutDate);
  return Array.from({ length: Math.max(0, until - from) }, (_, i) => from + i);
}

/** The nights moved: cached search answers may show a home as free or taken wrongly. */
export function noteHomeNightsChanged(ctx: Pick<BookingPorts, 'homeSearchCache'>): void {
  ctx.homeSearchCache.invalidate();
}

/**
 * The home product's part of the shared saga (issue 22): a home is one unit, so reserving takes
 * the stay's nights in `home_booked_nights` all together or not at all (the unique key on listing
 * and night: of two overlapping bookings exactly one wins, the other fails with BlockedDates);
 * releasing (failure, decline, cancellation) deletes them. Booking is the host's reservation
 * through the sandbox supplier, whose calendar is the same table.
 */
export const HOME_SAGA: SagaProduct<HomeBookingRecord> = {
  name: 'home',
  reserveStep: 'nightsReserved',
  store: ({ repos: { homeBookings } }) => ({
    updateLeased: (id, owner, patch) => homeBookings.updateLeased(id, owner, patch),
    transition: (id, from, patch) => homeBookings.transition(id, from, patch),
    claimLease: (id, owner, now, until) => homeBookings.claimLease(id, owner, now, until),
    renewLease: (id, owner, until) => homeBookings.renewLease(id, owner, until),
    listLapsed: (now) => homeBookings.listLapsed(now),
    listExpiredApprovals: (now) => homeBookings.listExpiredApprovals(now),
    enqueueEmail: (message) => homeBookings.enqueueEmail(message),
  }),
  async reserveInventory(ctx, booking) {
    await pause(supplierLatencyMs(ctx));
    const reserved = await ctx.repos.homeNights.reserve(
      booking.id,
      booking.listingId,
      listStayNights(booking.checkInDate, booking.checkOutDate),
      ctx.clock.now(),
    );
    if (!reserved.ok) throw new SagaStepFailure('BlockedDates');
    noteHomeNightsChanged(ctx);
  },
  async releaseInventory(ctx, booking) {
    await ctx.repos.homeNights.release(booking.id);
    noteHomeNightsChanged(ctx);
  },
  async bookWithSupplier(ctx, booking) {
    await pause(supplierLatencyMs(ctx) * 2);
    const refusal = await ctx.suppliers.calls.refusal('home', 'book');
    if (refusal)
      throw new SagaStepFailure(refusal.kind === 'timeout' ? 'PollingTimeout' : 'ProviderError');
    const quote = readHomeQuote(booking);
    const guest = readGuest(booking);
    const booked = await ctx.suppliers.homes.book(
      booking.id,
      {
        stay: quote.stay,
        guest: { givenName: guest.givenName, surname: guest.surname },
        expectedTotal: quote.pricing.total,
      },
      ctx.travelClock.now(),
    );
    if (!booked.ok)
      throw new SagaStepFailure(
        booked.code === 'NotAvailable'
          ? 'BlockedDates'
          : booked.code === 'Invalid Quote'
            ? 'PriceChanged'
            : 'ProviderError',
      );
    await ctx.repos.homeBookings.update(booking.id, {
      supplierConfirmation: booked.value.confirmationCode,
      updatedAt: ctx.clock.now(),
    });
    return { agentLocator: deriveHomeLocator(booking.id) };
  },
  async cancelWithSupplier(ctx, booking) {
    // The sandbox host keeps its reservations in memory: after a restart it no longer knows them,
    // and the nights (the portal's) are released whatever it answers.
    await ctx.suppliers.homes.cancel(booking.id, ctx.travelClock.now());
    await ctx.repos.homeNights.release(booking.id);
    noteHomeNightsChanged(ctx);
  },
  renderConfirmationEmail: renderHomeConfirmationEmail,
  renderApprovalEmail: renderHomeApprovalEmail,
  renderApproverEmail: (booking, approver, url, now) =>
    renderApproverEmail(describeHeldHome(booking), approver, url, now),
};

export function decideHomeApproval(
  ctx: BookingPorts,
  booking: HomeBookingRecord,
  approverId: string,
  decision: ApprovalDecision,
): Promise<HomeBookingRecord | null> {
  return decideSagaApproval(ctx, HOME_SAGA, booking, approverId, decision);
}
