import type { ErrorCode } from '@wayfare/contracts/errors';
import type { CarBookingRecord } from '@wayfare/store/repositories/car-bookings-repository';
import type { BookingPorts } from './booking-ports';
import { renderApproverEmail } from './booking-email';
import {
  describeHeldCar,
  renderCarApprovalEmail,
  renderCarConfirmationEmail,
} from './car-booking-email';
import { deriveCarLocator, readCarQuote, readDrivers } from './car-booking-records';
import { decideSagaApproval, pause, supplierLatencyMs, type ApprovalDecision } from './saga-runner';
import { SagaStepFailure, type SagaProduct } from './saga-model';

/** A supplier failure code as a car booking's error code (spec §8 booking errors). */
export function toCarError(code: string): ErrorCode {
  switch (code) {
    case 'NoAvailability':
      return 'NoAvailability';
    case 'OfferInvalid':
      return 'OfferInvalid';
    case 'DriverAgeNotAllowed':
      return 'DriverUnderMinimumAge';
    case 'InvalidFulfillmentInput':
      return 'InvalidFulfillmentInput';
    case 'PickUpInPast':
    case 'DateOutsideHorizon':
      return 'ExpiredQuoteToken';
    default:
      return 'ProviderError';
  }
}

/**
 * The car product's part of the shared saga (issue 21): the sandbox supplier holds no car
 * inventory of the portal's (its fleet and sell-outs are its own), so reserving checks the car is
 * still offered; booking is the rental company's reservation, whose own record the supplier keeps.
 */
export const CAR_SAGA: SagaProduct<CarBookingRecord> = {
  name: 'car',
  reserveStep: 'carReserved',
  store: ({ repos: { carBookings } }) => ({
    updateLeased: (id, owner, patch) => carBookings.updateLeased(id, owner, patch),
    transition: (id, from, patch) => carBookings.transition(id, from, patch),
    claimLease: (id, owner, now, until) => carBookings.claimLease(id, owner, now, until),
    renewLease: (id, owner, until) => carBookings.renewLease(id, owner, until),
    listLapsed: (now) => carBookings.listLapsed(now),
    listExpiredApprovals: (now) => carBookings.listExpiredApprovals(now),
    enqueueEmail: (message) => carBookings.enqueueEmail(message),
  }),
  async reserveInventory(ctx, booking) {
    await pause(supplierLatencyMs(ctx));
    const priced = await ctx.suppliers.cars.priceOffer(booking.offerId, ctx.travelClock.now());
    if (!priced.ok) throw new SagaStepFailure(toCarError(priced.code));
  },
  // Nothing of the portal's is held for a car.
  releaseInventory: () => Promise.resolve(),
  async bookWithSupplier(ctx, booking) {
    await pause(supplierLatencyMs(ctx) * 2);
    const refusal = await ctx.suppliers.calls.refusal('car', 'book');
    if (refusal)
      throw new SagaStepFailure(refusal.kind === 'timeout' ? 'PollingTimeout' : 'ProviderError');
    const quote = readCarQuote(booking);
    const [driver] = readDrivers(booking);
    if (!driver) throw new SagaStepFailure('InvalidFulfillmentInput');
    const booked = await ctx.suppliers.cars.book(
      booking.id,
      {
        offerId: booking.offerId,
        driver: { givenName: driver.givenName, surname: driver.surname, age: driver.age },
        extras: quote.extras.map((e) => ({ type: e.type, quantity: e.quantity })),
        payTiming: booking.payTiming,
        ...(booking.loyaltyNumber ? { loyaltyNumber: booking.loyaltyNumber } : {}),
      },
      ctx.travelClock.now(),
    );
    if (!booked.ok) throw new SagaStepFailure(toCarError(booked.code));
    await ctx.repos.carBookings.update(booking.id, {
      supplierConfirmation: booked.value.confirmationCode,
      updatedAt: ctx.clock.now(),
    });
    return { agentLocator: deriveCarLocator(booking.id) };
  },
  async cancelWithSupplier(ctx, booking) {
    await ctx.suppliers.cars.cancel(booking.id, ctx.travelClock.now());
  },
  renderConfirmationEmail: renderCarConfirmationEmail,
  renderApprovalEmail: renderCarApprovalEmail,
  renderApproverEmail: (booking, approver, url, now) =>
    renderApproverEmail(describeHeldCar(booking), approver, url, now),
};

export function decideCarApproval(
  ctx: BookingPorts,
  booking: CarBookingRecord,
  approverId: string,
  decision: ApprovalDecision,
): Promise<CarBookingRecord | null> {
  return decideSagaApproval(ctx, CAR_SAGA, booking, approverId, decision);
}
