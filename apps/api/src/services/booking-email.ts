import type { FlightOffer } from '@wayfare/contracts/flights';
import { formatConfirmationCode, formatTotal } from '@wayfare/domain/trip-display';
import type {
  FlightBookingRecord,
  OutboxMessage,
} from '@wayfare/store/repositories/flight-bookings-repository';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The confirmation e-mail, rendered once and queued in the outbox (id per booking: sent once). */
export function renderConfirmationEmail(
  booking: FlightBookingRecord,
  offer: FlightOffer,
  now: Date,
): OutboxMessage {
  const code = formatConfirmationCode(booking.agentLocator ?? '');
  const total = formatTotal(booking.totalMinor, booking.currency);
  const route = offer.slices.map((s) => `${s.origin} → ${s.destination}`).join(', ');
  const flights = offer.slices.map(
    (s) => `${s.origin} → ${s.destination}, departs ${s.departureTime.replace('T', ' ')}`,
  );
  const lines = [
    `Your flight is booked. Confirmation code: ${code}.`,
    '',
    ...flights,
    '',
    `Travellers: ${booking.passengerNames.join(', ')}`,
    `Total: ${total}`,
  ];
  const html = [
    `<p>Your flight is booked. Confirmation code: <strong>${escapeHtml(code)}</strong>.</p>`,
    `<ul>${flights.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`,
    `<p>Travellers: ${escapeHtml(booking.passengerNames.join(', '))}</p>`,
    `<p>Total: ${escapeHtml(total)}</p>`,
  ].join('\n');
  return {
    id: `confirmation:${booking.id}`,
    toAddress: booking.contactEmail,
    subject: `Booked: ${route} (${code})`,
    textBody: lines.join('\n'),
    htmlBody: html,
    createdAt: now,
  };
}
