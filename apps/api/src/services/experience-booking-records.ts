import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  ExperienceBookingViewSchema,
  ExperienceQuoteSnapshotSchema,
  type ExperienceBookingView,
  type ExperienceQuoteSnapshot,
} from '@wayfare/contracts/experiences';
import { isErrorCode } from '@wayfare/contracts/errors';
import type { PaymentSource } from '@wayfare/contracts/flight-booking';
import { CurrencySchema } from '@wayfare/contracts/money';
import { formatConfirmationCode } from '@wayfare/domain/trip-display';
import type { ActivityBookingRecord } from '@wayfare/store/repositories/activity-bookings-repository';

/** The lead traveller as stored: saved traveler id and names (no birth date). */
export const StoredLeadTravelerSchema = ExperienceBookingViewSchema.shape.leadTraveler;
export type StoredLeadTraveler = z.infer<typeof StoredLeadTravelerSchema>;

/** What `quotes.offer` (vertical activities) and `activity_bookings.quote` keep. */
export function readExperienceQuote(
  booking: Pick<ActivityBookingRecord, 'quote'>,
): ExperienceQuoteSnapshot {
  return ExperienceQuoteSnapshotSchema.parse(booking.quote);
}

export function readLeadTraveler(
  booking: Pick<ActivityBookingRecord, 'leadTraveler'>,
): StoredLeadTraveler {
  return StoredLeadTravelerSchema.parse(booking.leadTraveler);
}

/** The booking's slot, as the spots are counted. */
export function toSlotKey(booking: ActivityBookingRecord) {
  return {
    activityId: booking.activityId,
    date: booking.activityDate,
    startTime: booking.startTime,
    ticketType: booking.ticketType,
  };
}

/** The portal's own locator for an experience (shown as `H-…`): six characters from its id. */
export function deriveExperienceLocator(bookingId: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const digest = createHash('sha256').update(`experience-locator|${bookingId}`).digest();
  return Array.from(digest.subarray(0, 6), (b) => alphabet[b % alphabet.length]).join('');
}

function toStatus(status: ActivityBookingRecord['status']): ExperienceBookingView['status'] {
  if (status === 'Pending') return 'PendingConfirm';
  if (status === 'Failed') return 'Failure';
  return status;
}

export function toExperienceBookingView(row: ActivityBookingRecord): ExperienceBookingView {
  const currency = CurrencySchema.parse(row.currency);
  const { quoteId: _q, expiresAt: _e, earn: _earn, ...quote } = readExperienceQuote(row);
  const payments: { source: PaymentSource; minor: number }[] = [
    { source: 'UserCard', minor: row.cardMinor },
    { source: 'Rewards', minor: row.rewardsMinor },
    { source: 'TravelWallet', minor: row.walletCreditMinor },
  ];
  const settled = row.status === 'Confirmed' || row.status === 'Cancelled';
  return {
    ...quote,
    id: row.id,
    status: toStatus(row.status),
    step: row.step,
    confirmationCode: settled && row.agentLocator ? formatConfirmationCode(row.agentLocator) : null,
    supplierConfirmation: settled ? row.supplierConfirmation : null,
    leadTraveler: readLeadTraveler(row),
    totals: {
      total: { amountMinor: row.totalMinor, currency },
      payments: payments
        .filter((p) => p.minor > 0)
        .map((p) => ({ source: p.source, amount: { amountMinor: p.minor, currency } })),
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
          },
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}
