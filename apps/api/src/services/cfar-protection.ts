import { randomUUID } from 'node:crypto';
import type { CfarExpiryReason, CfarProtection } from '@wayfare/contracts/cancel-for-any-reason';
import type { Currency } from '@wayfare/contracts/money';
import {
  cfarCashRefund,
  hotelCfarDeadline,
  isBeforeCfarDeadline,
  isCfarUsable,
} from '@wayfare/domain/cancel-for-any-reason';
import type {
  CfarProtectionRecord,
  CfarProtectionsRepository,
} from '@wayfare/store/repositories/cfar-protections-repository';
import type { EmailOutboxRepository } from '@wayfare/store/repositories/email-outbox-repository';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { HotelBookingRecord } from '@wayfare/store/repositories/hotel-bookings-repository';
import { TenantSchema } from '@wayfare/contracts/tenant';
import { PROTECTION_TERMS } from '@wayfare/domain/protection-terms';
import { readHotelQuote } from './hotel-booking-records';
import { readHotelFacts } from './trip-facts';
import type { QuotesRepository } from '@wayfare/store/repositories/quotes-repository';
import type { Clock } from '../clock';
import type { EmailSender } from './email-sender';
import type { JobRunner } from './job-runner';
import { renderCfarExpiryEmail } from './cfar-email';

/**
 * Cancel for any reason on flights (issue 18; spec §4 CFAR life cycle): offered with a quote,
 * bought with the booking, activated when the booking confirms, ended by its expiry job or an
 * early-expiry event, and settled when its cancellation ends (cfar-exercise.ts quotes and uses it).
 * Every move is a compare-and-set on the protection's row.
 */

export const CFAR_EXPIRY_JOB = 'cfar-expiry';

/** What activating, ending and settling a protection use. */
export interface CfarPorts {
  repos: {
    cfarProtections: CfarProtectionsRepository;
    quotes: QuotesRepository;
    emailOutbox: EmailOutboxRepository;
  };
  travelClock: Clock;
  clock: Clock;
  jobRunner: Pick<JobRunner, 'schedule'>;
  emailSender: Pick<EmailSender, 'kick'>;
}

/**
 * On confirmation (the flight saga's `beforeConfirm`, repeated by the sweep after a crash): a
 * booking that bought the protection gets its row, CfarRefundable, and its expiry job at the
 * deadline on the travel clock. Inserting is once per booking (a unique index).
 */
export async function activateCfar(ctx: CfarPorts, booking: FlightBookingRecord): Promise<void> {
  if (booking.cfarPremiumMinor <= 0) return;
  const quote = await ctx.repos.quotes.findForUser(booking.quoteId, booking.userId);
  const offer = quote?.cfarOffer;
  if (!offer) throw new Error(`booking ${booking.id} bought a protection its quote did not offer`);
  const now = ctx.travelClock.now();
  const row = await ctx.repos.cfarProtections.createOrFind({
    id: `cfar_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
    bookingId: booking.id,
    product: 'flight',
    userId: booking.userId,
    tenant: booking.tenant,
    state: 'CfarRefundable',
    premiumMinor: booking.cfarPremiumMinor,
    fareTotalMinor: booking.totalMinor - booking.cfarPremiumMinor - booking.chfarPremiumMinor,
    refundPercent: offer.refundPercent,
    currency: booking.currency,
    deadline: new Date(offer.deadline),
    createdAt: now,
    updatedAt: now,
  });
  await scheduleCfarExpiry(ctx, row);
}

/** The protection's expiry job, due on the travel clock a moment after its last usable instant. */
async function scheduleCfarExpiry(ctx: CfarPorts, row: CfarProtectionRecord): Promise<void> {
  await ctx.jobRunner.schedule({
    kind: CFAR_EXPIRY_JOB,
    key: `${CFAR_EXPIRY_JOB}:${row.bookingId}`,
    payload: { bookingId: row.bookingId },
    runAt: new Date(row.deadline.getTime() + 1),
    clock: 'travel',
  });
}

/**
 * A stay's protection (the refundable-room variant, spec §4 hotel life cycle), on confirmation
 * (the hotel saga's `beforeConfirm`): covering the stay's total less the premium at the variant's
 * coverage, usable until the tenant's hours before check-in (check-in time by default).
 */
export async function activateHotelCfar(
  ctx: CfarPorts,
  booking: HotelBookingRecord,
): Promise<void> {
  if (!booking.refundableVariant) return;
  const quote = readHotelQuote(booking);
  const variant = quote.refundableVariant;
  if (!variant) throw new Error(`stay ${booking.id} bought a variant its quote did not offer`);
  const terms = PROTECTION_TERMS[TenantSchema.parse(booking.tenant)].cancelForAnyReason.hotel;
  const premiumMinor = variant.premiumPrices.total.amountMinor;
  const now = ctx.travelClock.now();
  const checkInAt = readHotelFacts(booking).startsAt;
  const row = await ctx.repos.cfarProtections.createOrFind({
    id: `cfar_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
    bookingId: booking.id,
    product: 'hotel',
    userId: booking.userId,
    tenant: booking.tenant,
    state: 'CfarRefundable',
    premiumMinor,
    fareTotalMinor: quote.pricing.total.amountMinor - premiumMinor,
    refundPercent: variant.coveragePercentage,
    currency: booking.currency,
    // The last usable instant: check-in time (or the terms' hours before it).
    deadline: hotelCfarDeadline(checkInAt, terms.deadlineHoursBeforeCheckIn),
    createdAt: now,
    updatedAt: now,
  });
  await scheduleCfarExpiry(ctx, row);
}

/**
 * Ends an unused protection (CfarRefundable or CancellationFailure → Expired) for `reason`, and
 * e-mails the traveller once; false when it was already used or ended (another move came first).
 * The deadline ends it only once passed on the travel clock.
 */
export async function expireCfar(
  ctx: Omit<CfarPorts, 'jobRunner'>,
  bookingId: string,
  reason: CfarExpiryReason,
  contactEmail: string | null,
): Promise<boolean> {
  const now = ctx.travelClock.now();
  const row = await ctx.repos.cfarProtections.findByBooking(bookingId);
  if (!row) return false;
  if (reason === 'Deadline' && isBeforeCfarDeadline(now, row.deadline)) return false;
  const moved = await ctx.repos.cfarProtections.transition(
    bookingId,
    ['CfarRefundable', 'CancellationFailure'],
    'Expired',
    now,
    { expiredReason: reason, expiredAt: now },
  );
  if (!moved) return false;
  if (contactEmail && reason !== 'TripCancelled') {
    await ctx.repos.emailOutbox.enqueue(
      renderCfarExpiryEmail(moved, contactEmail, ctx.clock.now()),
    );
    ctx.emailSender.kick();
  }
  return true;
}

/**
 * When a trip's cancellation ends: one that used the protection (`cfar_*`) moves it Pending →
 * Canceled, or CancellationFailure when the cancellation failed; an ordinary cancellation ends an
 * unused protection (TripCancelled).
 */
export async function settleCfarAfterCancellation(
  ctx: Omit<CfarPorts, 'jobRunner'>,
  bookingId: string,
  outcome: string,
  result: 'Cancelled' | 'Failed',
  errorCode: string | null = null,
): Promise<void> {
  const now = ctx.travelClock.now();
  if (outcome.startsWith('cfar_')) {
    await (result === 'Cancelled'
      ? ctx.repos.cfarProtections.transition(bookingId, ['Pending'], 'Canceled', now)
      : ctx.repos.cfarProtections.transition(bookingId, ['Pending'], 'CancellationFailure', now, {
          errorCode,
        }));
    return;
  }
  if (result === 'Cancelled') await expireCfar(ctx, bookingId, 'TripCancelled', null);
}

/** A protection that can no longer be used because it ended unused (or its deadline passed). */
export function isCfarEnded(row: CfarProtectionRecord | null, now: Date): boolean {
  return (
    row !== null &&
    (row.state === 'Expired' ||
      (isCfarUsable(row.state) && !isBeforeCfarDeadline(now, row.deadline)))
  );
}

/** The support reference a traveller quotes for this protection. */
export function cfarReferenceId(row: CfarProtectionRecord): string {
  return row.id
    .replace(/^cfar_/, 'CFAR-')
    .slice(0, 17)
    .toUpperCase();
}

/**
 * The protection as the trip page shows it at `now`: one still usable whose deadline passed, or
 * whose flight the airline cancelled, shows as Expired before its job or quote records it.
 */
export function toCfarProtection(
  row: CfarProtectionRecord,
  now: Date,
  airlineCancelled: boolean,
): CfarProtection {
  const currency = row.currency as Currency;
  const lapsed: CfarExpiryReason | null = !isCfarUsable(row.state)
    ? null
    : airlineCancelled
      ? 'AirlineCancellation'
      : isBeforeCfarDeadline(now, row.deadline)
        ? null
        : 'Deadline';
  return {
    state: lapsed ? 'Expired' : row.state,
    premium: { amountMinor: row.premiumMinor, currency },
    refundPercent: row.refundPercent,
    refundAmount: {
      amountMinor: cfarCashRefund(row.fareTotalMinor, row.refundPercent),
      currency,
    },
    deadline: row.deadline.toISOString(),
    expiredReason: lapsed ?? row.expiredReason,
    expiredAt: lapsed ? null : (row.expiredAt?.toISOString() ?? null),
    choice: row.choice,
    referenceId: cfarReferenceId(row),
  };
}
