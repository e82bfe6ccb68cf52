import { formatConfirmationCode, formatTotal } from '@wayfare/domain/trip-display';
import type { LodgingDateChangeRecord } from '@wayfare/store/repositories/lodging-date-changes-repository';
import type { TripBooking } from '@wayfare/store/repositories/trips-repository';
import { wrapTripEmail } from './booking-email';
import type { DateChangeMoves, LodgingBookingSummary } from './lodging-date-change';
import { nameSource, REFUND_TIMING } from './trips-email';

/** The change e-mail, once per change (`date-change:<change>`). */
export function renderDateChangeEmail(
  trip: TripBooking,
  summary: LodgingBookingSummary,
  change: LodgingDateChangeRecord,
  moves: DateChangeMoves,
  now: Date,
) {
  const code = trip.booking.agentLocator
    ? formatConfirmationCode(trip.booking.agentLocator)
    : trip.booking.id;
  const currency = change.currency;
  const lines = [
    `Your stay at ${summary.propertyName} is now ${change.newCheckInDate} to ${change.newCheckOutDate} (was ${change.oldCheckInDate} to ${change.oldCheckOutDate}).`,
    `Your confirmation code stays ${code}.`,
    ...(moves.charge
      ? [
          `Charged to ${nameSource(moves.charge)}: ${formatTotal(moves.charge.amount.amountMinor, currency)}.`,
        ]
      : []),
    ...(moves.refunds.length > 0
      ? [
          'Going back to you:',
          ...moves.refunds.map(
            (r) => `${nameSource(r)}: ${formatTotal(r.amount.amountMinor, currency)}`,
          ),
          REFUND_TIMING,
        ]
      : []),
    ...(moves.charge === null && moves.refunds.length === 0 ? ['The price is the same.'] : []),
  ];
  const body = wrapTripEmail(trip.booking.tenant, `New dates for your trip ${code}`, lines);
  return {
    id: `date-change:${change.id}`,
    toAddress: trip.booking.contactEmail,
    subject: `New dates: your trip ${code}`,
    textBody: body.text,
    htmlBody: body.html,
    createdAt: now,
    tenant: trip.booking.tenant,
  };
}
