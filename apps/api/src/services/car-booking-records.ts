import { z } from 'zod';
import { CarBookingViewSchema, type CarBookingView } from '@wayfare/contracts/car-booking';
import { CarQuoteResponseSchema } from '@wayfare/contracts/cars';
import { CurrencySchema } from '@wayfare/contracts/money';
import { maskLoyaltyNumber } from '@wayfare/domain/car-loyalty';
import { formatConfirmationCode } from '@wayfare/domain/trip-display';
import type { CarBookingRecord } from '@wayfare/store/repositories/car-bookings-repository';
import {
  deriveBookingLocator,
  describeProductBooking,
  listBookingPayments,
  toProductBookingStatus,
} from './product-booking-view';

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
  return deriveBookingLocator('car', bookingId);
}

export function toCarBookingView(row: CarBookingRecord): CarBookingView {
  const currency = CurrencySchema.parse(row.currency);
  const quote = readCarQuote(row);
  const [driver, ...additionalDrivers] = readDrivers(row);
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
    status: toProductBookingStatus(row.status),
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
      payments: listBookingPayments(row, currency),
      dueAtCounter: { amountMinor: row.dueAtCounterMinor, currency },
    },
    contactEmail: row.contactEmail,
    ...describeProductBooking(row, quote.policyStatus),
  };
}
