import type { z } from 'zod';
import {
  HomeBookingViewSchema,
  HomeDetailsSchema,
  HomeQuoteResponseSchema,
  type HomeBookingView,
  HomeHostContactSchema,
} from '@wayfare/contracts/home-booking';
import { CurrencySchema } from '@wayfare/contracts/money';
import { formatConfirmationCode } from '@wayfare/domain/trip-display';
import type { HomeBookingRecord } from '@wayfare/store/repositories/home-bookings-repository';
import {
  deriveBookingLocator,
  describeProductBooking,
  listBookingPayments,
  toProductBookingStatus,
} from './product-booking-view';

/**
 * What `quotes.offer` (vertical homes) and `home_bookings.quote` keep: the quote as the traveller
 * saw it (no token) and the home's page facts (photos, host, rules) as they were.
 */
export const HomeQuoteSnapshotSchema = HomeQuoteResponseSchema.omit({ quoteToken: true }).extend({
  details: HomeDetailsSchema,
  /** Given to the guest once the booking is confirmed (never in a quote's answer). */
  hostContact: HomeHostContactSchema,
});
export type HomeQuoteSnapshot = z.infer<typeof HomeQuoteSnapshotSchema>;

export const StoredGuestSchema = HomeBookingViewSchema.shape.guest;
export type StoredGuest = z.infer<typeof StoredGuestSchema>;

export function readHomeQuote(booking: Pick<HomeBookingRecord, 'quote'>): HomeQuoteSnapshot {
  return HomeQuoteSnapshotSchema.parse(booking.quote);
}

export function readGuest(booking: Pick<HomeBookingRecord, 'guest'>): StoredGuest {
  return StoredGuestSchema.parse(booking.guest);
}

/** The portal's own locator for a home booking (shown as `H-…`). */
export function deriveHomeLocator(bookingId: string): string {
  return deriveBookingLocator('home', bookingId);
}

/** The booking as its pages show it; the host's contact only once confirmed. */
export function toHomeBookingView(row: HomeBookingRecord): HomeBookingView {
  const currency = CurrencySchema.parse(row.currency);
  const quote = readHomeQuote(row);
  const settled = row.status === 'Confirmed' || row.status === 'Cancelled';
  return {
    id: row.id,
    status: toProductBookingStatus(row.status),
    step: row.step,
    confirmationCode: settled && row.agentLocator ? formatConfirmationCode(row.agentLocator) : null,
    home: quote.details,
    stay: quote.stay,
    guest: readGuest(row),
    hostContact: row.status === 'Confirmed' ? quote.hostContact : null,
    messageToHost: row.messageToHost,
    pricing: quote.pricing,
    cancellation: quote.cancellation,
    totals: {
      total: { amountMinor: row.totalMinor, currency },
      payments: listBookingPayments(row, currency),
    },
    contactEmail: row.contactEmail,
    ...describeProductBooking(row, quote.policyStatus),
  };
}
