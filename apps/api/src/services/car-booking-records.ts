import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  CarBookingViewSchema,
  type CarBookingStatus,
  type CarBookingView,
} from '@wayfare/contracts/car-booking';
import { CarQuoteResponseSchema } from '@wayfare/contracts/cars';
import { isErrorCode } from '@wayfare/contracts/errors';
import type { PaymentSource } from '@wayfare/contracts/flight-booking';
import { CurrencySchema } from '@wayfare/contracts/money';
import { maskLoyaltyNumber } from '@wayfare/domain/car-loyalty';
import { formatConfirmationCode } from '@wayfare/domain/trip-display';
import type { CarBookingRecord } from '@wayfare/store/repositories/car-bookings-repository';

/**
 * What `quotes.offer` (vertical cars) and `car_bookings.quote` keep: the quote as the traveller saw
 * it (no token); the saga books its offer id with its extras.
 */
export const CarQuoteSnapshotSchema = CarQuoteResponseSchema.omit({ quoteToken: true });
export type CarQuoteSnapshot = z.infer<typeof CarQuoteSnapshotSchema>;

/** The drivers as stored: the main driver first (names and age on the pick-up date, no birth date). */
export const StoredDriversSchema = z
  .array(CarBookingViewSchema.shape.driver)
  .min(1, 'a car booking has a main driver');
export type StoredDrivers = z.infer<typeof StoredDriversSchema>;

export function readCarQuote(booking: Pick<CarBookingRecord, 'quote'>): CarQuoteSnapshot {
  return CarQuoteSnapshotSchema.parse(booking.quote);
}

export function readDrivers(booking: Pick<CarBookingRecord, 'drivers'>): StoredDrivers {
  return StoredDriversSchema.parse(booking.drivers);
}

/** The portal's own locator for a car booking (shown as `H-…`): six characters from its id. */
export function deriveCarLocator(bookingId: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const digest = createHash('sha256').update(`car-locator|${bookingId}`).digest();
  return Array.from(digest.subarray(0, 6), (b) => alphabet[b % alphabet.length]).join('');
}

/** Spec §4 states from the shared saga's record states (as stays show them). */
export function toCarBookingStatus(status: CarBookingRecord['status']): CarBookingStatus {
  switch (status) {
    case 'Pending':
      return 'PendingConfirm';
    case 'Failed':
      return 'Failure';
    default:
      return status;
  }
}

export function toCarBookingView(row: CarBookingRecord): CarBookingView {
  const currency = CurrencySchema.parse(row.currency);
  const quote = readCarQuote(row);
  const [driver, ...additionalDrivers] = readDrivers(row);
  const payments: { source: PaymentSource; minor: number }[] = [
    { source: 'UserCard', minor: row.cardMinor },
    { source: 'Rewards', minor: row.rewardsMinor },
    { source: 'TravelWallet', minor: row.walletCreditMinor },
  ];
  const settled = row.status === 'Confirmed' || row.status === 'Cancelled';
  return {
    offer: quote.offer,
    pickUp: quote.pickUp,
    dropOff: quote.dropOff,
    included: quote.included,
    deposit: quote.deposit,
    excess: quote.excess,
    cancellationPolicy: quote.cancellationPolicy,
    loyaltyProgram: quote.loyaltyProgram,
    id: row.id,
    status: toCarBookingStatus(row.status),
    step: row.step,
    confirmationCode: settled && row.agentLocator ? formatConfirmationCode(row.agentLocator) : null,
    supplierConfirmation: settled ? row.supplierConfirmation : null,
    payTiming: row.payTiming,
    driver: driver ?? { travelerId: null, givenName: '', surname: '', age: 0 },
    additionalDrivers,
    loyalty:
      row.loyaltyNumber && row.loyaltyProgramCode
        ? {
            programCode: row.loyaltyProgramCode,
            numberLastFour: maskLoyaltyNumber(row.loyaltyNumber),
          }
        : null,
    extras: quote.extras,
    pricing: quote.pricing,
    totals: {
      total: { amountMinor: row.totalMinor, currency },
      payments: payments
        .filter((p) => p.minor > 0)
        .map((p) => ({ source: p.source, amount: { amountMinor: p.minor, currency } })),
      dueAtCounter: { amountMinor: row.dueAtCounterMinor, currency },
    },
    contactEmail: row.contactEmail,
    earn: row.status === 'Confirmed' ? row.earn : null,
    error:
      row.errorCode && isErrorCode(row.errorCode)
        ? { code: row.errorCode, message: row.errorMessage ?? '' }
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
            status: quote.policyStatus,
          },
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}
