import type { ErrorCode } from '@wayfare/contracts/errors';
import type { ActivityBookingRecord } from '@wayfare/store/repositories/activity-bookings-repository';
import { renderApproverEmail } from './booking-email';
import {
  describeHeldExperience,
  renderExperienceApprovalEmail,
  renderExperienceConfirmationEmail,
} from './experience-booking-email';
import {
  deriveExperienceLocator,
  readExperienceQuote,
  readLeadTraveler,
  toSlotKey,
} from './experience-booking-records';
import { pause, supplierLatencyMs } from './saga-runner';
import { SagaStepFailure, type SagaProduct } from './saga-model';

/** A supplier failure code as an experience booking's error code (spec §8 booking errors). */
export function toExperienceError(code: string): ErrorCode {
  switch (code) {
    case 'NoAvailability':
      return 'NoAvailability';
    case 'InvalidFulfillmentInput':
      return 'InvalidFulfillmentInput';
    case 'InvalidPassengers':
      return 'InvalidPassengers';
    case 'DateOutsideHorizon':
    case 'InvalidDate':
      return 'ExpiredQuoteToken';
    default:
      return 'ProviderError';
  }
}

/**
 * The experience product's part of the shared saga (issue 22). Spots are the portal's inventory:
 * reserving raises the slot's sold count in the database, within what the operator leaves the
 * portal in the slot (its spots left without the portal's sales), by one conditional UPDATE, so
 * the last spots are sold once; a failure or a cancellation gives them back, once.
 */
export const EXPERIENCE_SAGA: SagaProduct<ActivityBookingRecord> = {
  name: 'activity',
  reserveStep: 'spotsReserved',
  store: ({ repos: { activityBookings } }) => ({
    updateLeased: (id, owner, patch) => activityBookings.updateLeased(id, owner, patch),
    transition: (id, from, patch) => activityBookings.transition(id, from, patch),
    claimLease: (id, owner, now, until) => activityBookings.claimLease(id, owner, now, until),
    renewLease: (id, owner, until) => activityBookings.renewLease(id, owner, until),
    listLapsed: (now) => activityBookings.listLapsed(now),
    listExpiredApprovals: (now) => activityBookings.listExpiredApprovals(now),
    enqueueEmail: (message) => activityBookings.enqueueEmail(message),
  }),
  async reserveInventory(ctx, booking) {
    const quote = readExperienceQuote(booking);
    const found = await ctx.suppliers.activities.getAvailability(
      { activityId: booking.activityId, date: booking.activityDate, travelers: quote.travelers },
      ctx.travelClock.now(),
    );
    if (!found.ok) throw new SagaStepFailure(toExperienceError(found.code));
    const slot = found.value.timeSlots.find(
      (s) => s.startTime === booking.startTime && s.ticketType === booking.ticketType,
    );
    if (!slot) throw new SagaStepFailure('NoAvailability');
    const held = await ctx.repos.activityBookings.holdSpots(
      booking.id,
      toSlotKey(booking),
      booking.seats,
      slot.spotsLeft,
    );
    if (!held) throw new SagaStepFailure('NoAvailability');
  },
  releaseInventory: (ctx, booking) =>
    ctx.repos.activityBookings.releaseSpots(booking.id, toSlotKey(booking)),
  async bookWithSupplier(ctx, booking) {
    await pause(supplierLatencyMs(ctx));
    const refusal = await ctx.suppliers.calls.refusal('activity', 'book');
    if (refusal)
      throw new SagaStepFailure(refusal.kind === 'timeout' ? 'PollingTimeout' : 'ProviderError');
    const quote = readExperienceQuote(booking);
    const lead = readLeadTraveler(booking);
    const booked = await ctx.suppliers.activities.book(
      booking.id,
      {
        activityId: booking.activityId,
        date: booking.activityDate,
        startTime: booking.startTime,
        ticketType: quote.ticketType,
        travelers: quote.travelers,
        leadTraveler: { givenName: lead.givenName, surname: lead.surname },
      },
      ctx.travelClock.now(),
    );
    if (!booked.ok) throw new SagaStepFailure(toExperienceError(booked.code));
    await ctx.repos.activityBookings.update(booking.id, {
      supplierConfirmation: booked.value.confirmationCode,
      updatedAt: ctx.clock.now(),
    });
    return { agentLocator: deriveExperienceLocator(booking.id) };
  },
  async cancelWithSupplier(ctx, booking) {
    const cancelled = await ctx.suppliers.activities.cancel(booking.id, ctx.travelClock.now());
    // Cancelled already (a repeat) or never booked with the operator: nothing more to do there.
    if (!cancelled.ok && cancelled.code !== 'AlreadyCancelled' && cancelled.code !== 'NotFound')
      throw new Error(`the operator refused to cancel: ${cancelled.message}`);
    await ctx.repos.activityBookings.releaseSpots(booking.id, toSlotKey(booking));
  },
  renderConfirmationEmail: renderExperienceConfirmationEmail,
  renderApprovalEmail: renderExperienceApprovalEmail,
  renderApproverEmail: (booking, approver, url, now) =>
    renderApproverEmail(describeHeldExperience(booking), approver, url, now),
};
