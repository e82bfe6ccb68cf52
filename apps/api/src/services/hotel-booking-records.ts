import { z } from 'zod';
import { isErrorCode } from '@wayfare/contracts/errors';
import type { PaymentSource } from '@wayfare/contracts/flight-booking';
import {
  HotelQuoteResponseSchema,
  type HotelBookingStatus,
  type HotelBookingView,
} from '@wayfare/contracts/hotel-booking';
import { BedTypeSchema, HotelFailureReasonSchema } from '@wayfare/contracts/lodging';
import { CurrencySchema } from '@wayfare/contracts/money';
import { formatConfirmationCode } from '@wayfare/domain/trip-display';
import type { HotelBookingRecord } from '@wayfare/store/repositories/hotel-bookings-repository';
import { isAwaitingSplitPayment } from './split-payment-lease';

/**
 * What `quotes.offer` (vertical hotels) and `hotel_bookings.quote` keep: the quote as the guest saw
 * it (no token) plus the supplier's own quote id and total, which the saga books.
 */
export const HotelQuoteSnapshotSchema = HotelQuoteResponseSchema.omit({ quoteToken: true }).extend({
  supplierQuoteId: z.string(),
  supplierTotalMinor: z.number().int(),
  /** The supplier quote's room-night claims are rebuilt from this rate id and room count. */
  rooms: z.number().int().positive(),
});
export type HotelQuoteSnapshot = z.infer<typeof HotelQuoteSnapshotSchema>;

/** The guests as stored (the birth date only for the supplier's age check, never shown back). */
export const StoredGuestsSchema = z.object({
  lead: z.object({
    givenName: z.string(),
    surname: z.string(),
    dateOfBirth: z.string().optional(),
    countryCode: z.string(),
  }),
  others: z.array(z.object({ givenName: z.string(), surname: z.string() })),
});
export type StoredGuests = z.infer<typeof StoredGuestsSchema>;

export function readHotelQuote(booking: HotelBookingRecord): HotelQuoteSnapshot {
  return HotelQuoteSnapshotSchema.parse(withPolicyTerms(booking.quote));
}

/**
 * Bookings stored before issue 16 kept the policy's English `description` rather than its terms
 * code: the code follows from the refundability (and the refundable room's from its old words).
 */
function withPolicyTerms(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || !('cancellationPolicy' in stored))
    return stored;
  const policy: unknown = stored.cancellationPolicy;
  if (typeof policy !== 'object' || policy === null || 'terms' in policy) return stored;
  const old = policy as { refundability?: unknown; description?: unknown };
  const words = typeof old.description === 'string' ? old.description : '';
  const refundableRoom = /^Refundable room: .*?(\d+)%/.exec(words);
  const terms = refundableRoom
    ? 'RefundableRoom'
    : old.refundability === 'NonRefundable'
      ? 'NonRefundable'
      : old.refundability === 'PartiallyRefundable'
        ? 'PartialRefundBeforeCheckIn'
        : 'FreeCancellation';
  const refundPercent = refundableRoom ? Number(refundableRoom[1]) : null;
  return { ...stored, cancellationPolicy: { ...policy, terms, refundPercent } };
}

export function readGuests(booking: HotelBookingRecord): StoredGuests {
  return StoredGuestsSchema.parse(booking.guests);
}

/** Spec §4 hotel booking states from the shared saga's record states. */
export function toHotelBookingStatus(status: HotelBookingRecord['status']): HotelBookingStatus {
  switch (status) {
    case 'Pending':
      return 'PendingConfirm';
    case 'Failed':
      return 'Failure';
    default:
      return status;
  }
}

export function toHotelBookingView(row: HotelBookingRecord): HotelBookingView {
  const currency = CurrencySchema.parse(row.currency);
  const quote = readHotelQuote(row);
  const guests = readGuests(row);
  const payments: { source: PaymentSource; minor: number }[] = [
    { source: 'UserCard', minor: row.cardMinor },
    { source: 'Rewards', minor: row.rewardsMinor },
    { source: 'TravelWallet', minor: row.walletCreditMinor },
  ];
  const failureReason = HotelFailureReasonSchema.safeParse(row.failureReason);
  return {
    id: row.id,
    status: toHotelBookingStatus(row.status),
    step: row.step,
    confirmationCode:
      (row.status === 'Confirmed' || row.status === 'Cancelled') && row.agentLocator
        ? formatConfirmationCode(row.agentLocator)
        : null,
    hotel: quote.hotel,
    stay: quote.stay,
    nights: quote.nights,
    checkIn: { date: quote.stay.checkInDate, time: quote.hotel.checkInTime },
    checkOut: { date: quote.stay.checkOutDate, time: quote.hotel.checkOutTime },
    room: quote.room,
    bedType: BedTypeSchema.parse(row.bedType),
    guests: {
      lead: {
        givenName: guests.lead.givenName,
        surname: guests.lead.surname,
        countryCode: guests.lead.countryCode,
      },
      others: guests.others,
    },
    contactEmail: row.contactEmail,
    loyaltyNumber: row.loyaltyNumber,
    specialRequests: row.specialRequests,
    pricing: quote.pricing,
    totals: {
      total: { amountMinor: row.totalMinor, currency },
      payments: payments
        .filter((p) => p.minor > 0)
        .map((p) => ({ source: p.source, amount: { amountMinor: p.minor, currency } })),
      dueAtProperty: quote.pricing.payLaterTotal,
    },
    complimentaryNightDiscount: quote.pricing.complimentaryNightDiscount,
    refundableVariant: row.refundableVariant ? quote.refundableVariant : null,
    cancellationPolicy: quote.cancellationPolicy,
    earn: row.status === 'Confirmed' ? row.earn : null,
    error:
      row.errorCode && isErrorCode(row.errorCode)
        ? {
            code: row.errorCode,
            message: row.errorMessage ?? '',
            failureReason: failureReason.success ? failureReason.data : null,
          }
        : null,
    policy:
      row.inPolicy === null || row.approvalProcess === null
        ? null
        : {
            inPolicy: row.inPolicy,
            outOfPolicyReason: row.outOfPolicyReason,
            approvalProcess: row.approvalProcess,
            approvalExpiresAt:
              row.status === 'AwaitingApproval'
                ? (row.approvalExpiresAt?.toISOString() ?? null)
                : null,
          },
    ...(isAwaitingSplitPayment(row) ? { awaitingSplitPayment: true } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}
