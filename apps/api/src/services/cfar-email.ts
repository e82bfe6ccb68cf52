import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import { wrapTripEmail } from './booking-email';

const CFAR_EXPIRY_WORDS: Record<string, string> = {
  Deadline: 'Its deadline, 3 hours before your first flight, has passed.',
  AirlineCancellation:
    'The airline cancelled a flight on this trip, so the airline’s own options apply instead. Open the trip to see them.',
  VoluntaryChange:
    'The trip was changed (here or directly with the airline), which ends the protection.',
  GovernmentAlert:
    'A government emergency or health alert was issued for your destination, which ends the protection under its terms.',
  HealthDesignation:
    'A health organisation issued a designation for your destination, which ends the protection under its terms.',
  HotelCancellation:
    'The hotel cancelled your reservation, so the hotel’s own refund applies instead. Open the trip to see it.',
  HotelDeadline: 'Its deadline, check-in time at your hotel, has passed.',
};

/** The e-mail when an unused cancel-for-any-reason protection ends (once per booking). */
export function renderCfarExpiryEmail(
  row: { bookingId: string; tenant: string; expiredReason: string | null; product?: string },
  toAddress: string,
  now: Date,
): OutboxMessage {
  const body = wrapTripEmail(row.tenant, 'Cancel for any reason has ended for your trip', [
    CFAR_EXPIRY_WORDS[
      row.product === 'hotel' && (row.expiredReason ?? 'Deadline') === 'Deadline'
        ? 'HotelDeadline'
        : (row.expiredReason ?? 'Deadline')
    ] ?? '',
    row.product === 'hotel'
      ? 'Your stay itself is unchanged. You can still cancel it under the rate’s own rules from My Trips.'
      : 'Your trip itself is unchanged. You can still cancel or change it under the fare’s own rules from My Trips.',
  ]);
  return {
    id: `cfar-expired:${row.bookingId}`,
    toAddress,
    subject: 'Cancel for any reason has ended for your trip',
    textBody: body.text,
    htmlBody: body.html,
    createdAt: now,
    tenant: row.tenant,
  };
}
