import { activateHotelCfar } from './cfar-protection';
import { isCardErrorCode, type ErrorCode } from '@wayfare/contracts/errors';
import type { HotelFailureReason } from '@wayfare/contracts/lodging';
import type { HotelBookingRecord } from '@wayfare/store/repositories/hotel-bookings-repository';
import { listRoomClaims } from '@wayfare/supply/ports/hotel-provider';
import type { BookingPorts } from './booking-ports';
import { renderApproverEmail } from './booking-email';
import {
  describeHeldStay,
  renderHotelApprovalEmail,
  renderHotelConfirmationEmail,
} from './hotel-booking-email';
import { readGuests, readHotelQuote } from './hotel-booking-records';
import { noteRoomInventoryChanged } from './hotel-shop';
import { completeFreezeExercise, settleFailedExercise } from './price-freeze-exercise';
import { attachHotelPriceDrop } from './price-drop-attach';
import {
  decideSagaApproval,
  pause,
  runSaga,
  supplierLatencyMs,
  type ApprovalDecision,
} from './saga-runner';
import { SagaStepFailure, type SagaOptions, type SagaProduct } from './saga-model';

/**
 * Spec §8: a supplier failure code (SupplyErrorCode) as the hotel booking error code and failure reason. LackOfInventory
 * is a failure reason only: its code is NotAvailable.
 */
export function toHotelError(code: string): {
  code: ErrorCode;
  failureReason: HotelFailureReason;
} {
  switch (code) {
    case 'Invalid Quote':
      return { code: 'Invalid Quote', failureReason: 'Unknown' };
    case 'ExpiredQuoteToken':
      return { code: 'ExpiredQuoteToken', failureReason: 'Inactivity' };
    case 'RateNotAvailable':
      return { code: 'RateNotAvailable', failureReason: 'RateNotAvailable' };
    case 'NotAvailable':
    case 'NoAvailability':
      return { code: 'NotAvailable', failureReason: 'NoAvailability' };
    case 'LackOfInventory':
      return { code: 'NotAvailable', failureReason: 'LackOfInventory' };
    case 'CheckInMinimumAgeNotMet':
      return { code: 'CheckInMinimumAgeNotMet', failureReason: 'CheckInMinimumAgeNotMet' };
    case 'InvalidGuestCountry':
      return { code: 'InvalidGuestCountry', failureReason: 'Unknown' };
    case 'InvalidFulfillmentInput':
      return { code: 'InvalidFulfillmentInput', failureReason: 'Unknown' };
    default:
      return { code: 'ProviderError', failureReason: 'Unknown' };
  }
}

/** The payment port's codes in the spec's hotel vocabulary (§8). */
const HOTEL_PAYMENT_CODES: Partial<Record<ErrorCode, ErrorCode>> = {
  CardDeclined: 'CreditCardDeclined',
  LikelyFraud: 'Fraud',
};

/** A failure code and reason as a hotel booking records them. */
export function classifyHotelFailure(
  code: ErrorCode,
  failureReason: string | null,
): { code: ErrorCode; failureReason: HotelFailureReason } {
  const hotelCode = HOTEL_PAYMENT_CODES[code] ?? code;
  // The virtual card that pays the hotel is a payment too.
  if (isCardErrorCode(code) || code === 'VccGenerationFailure')
    return { code: hotelCode, failureReason: 'PaymentError' };
  if (code === 'RedemptionFailure') return { code, failureReason: 'RedemptionFailure' };
  // A hold or a wait that ran out: the spec's hotel reason for it is Inactivity.
  if (
    code === 'PollingTimeout' ||
    code === 'ApprovalExpired' ||
    code === 'ExpiredQuoteToken' ||
    code === 'BookingSessionClosed' ||
    code === 'Inactivity' ||
    code === 'Timeout'
  )
    return { code, failureReason: 'Inactivity' };
  const known = [
    'NoAvailability',
    'Unknown',
    'CheckInMinimumAgeNotMet',
    'PaymentError',
    'LackOfInventory',
    'RateNotAvailable',
    'Inactivity',
    'RedemptionFailure',
  ] as const;
  const reason = known.find((r) => r === failureReason) ?? 'Unknown';
  return { code: hotelCode, failureReason: reason };
}

/** The hotel product's part of the shared saga: rooms and the hotel supplier. */
export const HOTEL_SAGA: SagaProduct<HotelBookingRecord> = {
  name: 'hotel',
  reserveStep: 'roomsReserved',
  store: ({ repos: { hotelBookings } }) => ({
    updateLeased: (id, owner, patch) => hotelBookings.updateLeased(id, owner, patch),
    transition: (id, from, patch) => hotelBookings.transition(id, from, patch),
    claimLease: (id, owner, now, until) => hotelBookings.claimLease(id, owner, now, until),
    renewLease: (id, owner, until) => hotelBookings.renewLease(id, owner, until),
    listLapsed: (now) => hotelBookings.listLapsed(now),
    listExpiredApprovals: (now) => hotelBookings.listExpiredApprovals(now),
    enqueueEmail: (message) => hotelBookings.enqueueEmail(message),
  }),
  async reserveInventory(ctx, booking) {
    await pause(supplierLatencyMs(ctx));
    const quote = readHotelQuote(booking);
    const claims = listRoomClaims(ctx.supply.getWorld().hotels, quote.room.rateId, quote.rooms);
    if (!claims) throw new SagaStepFailure('Invalid Quote', 'Unknown');
    const reserved = await ctx.repos.roomInventory.reserve(booking.id, claims);
    if (!reserved.ok) throw new SagaStepFailure('NotAvailable', 'LackOfInventory');
    noteRoomInventoryChanged(ctx);
  },
  async releaseInventory(ctx, booking) {
    await ctx.repos.roomInventory.release(booking.id);
    noteRoomInventoryChanged(ctx);
  },
  async bookWithSupplier(ctx, booking) {
    await pause(supplierLatencyMs(ctx) * 2);
    // The supplier refuses (ProviderError) or does not answer in time.
    const refusal = await ctx.suppliers.calls.refusal('hotel', 'book');
    if (refusal)
      throw refusal.kind === 'timeout'
        ? new SagaStepFailure('PollingTimeout', 'Inactivity')
        : new SagaStepFailure('ProviderError', 'Unknown');
    const provider = ctx.suppliers.hotels;
    const quote = readHotelQuote(booking);
    const guests = readGuests(booking);
    const now = ctx.clock.now();
    // A stay held for an approver outlives the supplier's 30-minute quote: price it again and book
    // that quote; the guest pays the price held at booking.
    let supplierQuoteId = quote.supplierQuoteId;
    if (booking.approvalDecidedAt) {
      const fresh = await provider.priceRate(
        {
          rateId: quote.room.rateId,
          rooms: quote.stay.rooms,
          adults: quote.stay.adults,
          children: quote.stay.children,
        },
        now,
        { exceptHold: booking.id },
      );
      if (!fresh.ok) {
        const failure = toHotelError(fresh.code);
        throw new SagaStepFailure(failure.code, failure.failureReason);
      }
      supplierQuoteId = fresh.value.quoteId;
    }
    const booked = await provider.book(
      booking.id,
      {
        quoteId: supplierQuoteId,
        guest: {
          givenName: guests.lead.givenName,
          surname: guests.lead.surname,
          ...(guests.lead.dateOfBirth ? { dateOfBirth: guests.lead.dateOfBirth } : {}),
          countryCode: guests.lead.countryCode,
          email: booking.contactEmail,
        },
        bedType: quote.room.bedTypes.find((b) => b === booking.bedType) ?? quote.room.bedTypes[0],
      },
      now,
    );
    if (!booked.ok) {
      const failure = toHotelError(booked.code);
      throw new SagaStepFailure(failure.code, failure.failureReason);
    }
    return { agentLocator: booked.value.confirmationCode.replace(/^H-/, '') };
  },
  async cancelWithSupplier(ctx, booking) {
    await ctx.suppliers.hotels.cancel(booking.id, ctx.clock.now());
  },
  // A stay exercising a hotel price freeze (issue 17): used on confirmation, its fee back when
  // the failure is ours; the fraud check's refusal keeps the spec's hotel-freeze code LikelyFraud.
  // Cancel for any reason (the refundable-room variant, issue 18) starts with the stay.
  beforeConfirm: async (ctx, booking) => {
    await completeFreezeExercise(ctx, booking);
    await activateHotelCfar(ctx, booking);
    // Price drop protection: Premier and Lifestyle stays; others are logged as not covered.
    await attachHotelPriceDrop(ctx, booking);
  },
  afterFail: (ctx, booking) => settleFailedExercise(ctx, booking),
  classifyFailure: (code, failureReason, booking) =>
    booking.priceFreezeId && code === 'LikelyFraud'
      ? { code, failureReason: 'PaymentError' }
      : classifyHotelFailure(code, failureReason),
  renderConfirmationEmail: renderHotelConfirmationEmail,
  renderApprovalEmail: renderHotelApprovalEmail,
  renderApproverEmail: (booking, approver, url, now) =>
    renderApproverEmail(describeHeldStay(booking), approver, url, now),
};

export function runHotelBookingSaga(
  ctx: BookingPorts,
  start: HotelBookingRecord,
  options: SagaOptions = {},
): Promise<HotelBookingRecord> {
  return runSaga(ctx, HOTEL_SAGA, start, options);
}

export function decideHotelApproval(
  ctx: BookingPorts,
  booking: HotelBookingRecord,
  approverId: string,
  decision: ApprovalDecision,
): Promise<HotelBookingRecord | null> {
  return decideSagaApproval(ctx, HOTEL_SAGA, booking, approverId, decision);
}
