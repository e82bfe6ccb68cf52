import type { FlightOffer, FlightSegment } from '@wayfare/contracts/flights';
import { formatConfirmationCode, formatTotal } from '@wayfare/domain/trip-display';
import type { DisruptionProtectionRecord } from '@wayfare/store/repositories/disruption-protections-repository';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import { wrapTripEmail } from './booking-email';

/** The booked flight a protection's disruption is about. */
export function findDisruptedSegment(
  offer: FlightOffer,
  flightInstanceId: string | null,
): FlightSegment | null {
  if (!flightInstanceId) return null;
  for (const slice of offer.slices)
    for (const g of slice.segments) if (g.flightInstanceId === flightInstanceId) return g;
  return null;
}

const codeOf = (booking: FlightBookingRecord) =>
  booking.agentLocator ? formatConfirmationCode(booking.agentLocator) : booking.id;

/** Says what happened; the page decides (one e-mail per protection: its id is the outbox key). */
export function renderDisruptionEmail(
  booking: FlightBookingRecord,
  row: DisruptionProtectionRecord,
  offer: FlightOffer,
  now: Date,
): OutboxMessage {
  const g = findDisruptedSegment(offer, row.disruptedFlightInstanceId);
  const flight = g
    ? `${g.marketingAirline.code} ${g.marketingAirline.flightNumber} from ${g.origin.code} to ${g.destination.code}`
    : 'A flight of your trip';
  const what =
    row.disruptionType === 'AirlineCancellation'
      ? `${flight} was cancelled by the airline.`
      : row.disruptionType === 'MissedConnection'
        ? `${flight} is delayed by ${row.delayMinutes ?? 0} minutes, so you can’t make your connection.`
        : `${flight} is delayed by ${row.delayMinutes ?? 0} minutes.`;
  const title = `Disruption assistance: your trip ${codeOf(booking)}`;
  const body = wrapTripEmail(
    booking.tenant,
    title,
    [
      what,
      'Your disruption assistance covers it. Choose in My Trips: a new flight on any airline at no cost, or a refund of your fares (base fare, taxes and fees).',
      row.decideBy
        ? `Choose by ${row.decideBy.toISOString().slice(0, 16).replace('T', ' ')} UTC.`
        : '',
    ].filter(Boolean),
  );
  return {
    id: `disruption:${row.id}:detected`,
    toAddress: booking.contactEmail,
    subject: title,
    textBody: body.text,
    htmlBody: body.html,
    createdAt: now,
    tenant: booking.tenant,
  };
}

/** The fee's receipt for a purchase after booking. */
export function renderDisruptionPurchaseEmail(
  booking: FlightBookingRecord,
  row: DisruptionProtectionRecord,
  now: Date,
): OutboxMessage {
  const title = `Disruption assistance added to your trip ${codeOf(booking)}`;
  const body = wrapTripEmail(booking.tenant, title, [
    `We charged ${formatTotal(row.feeMinor, row.currency)} to your card for disruption assistance. The fee is per booking, non-refundable and non-transferable.`,
    'If the airline delays or cancels a flight of this trip, we e-mail you and you choose a new flight on any airline at no cost or a refund of your fares.',
  ]);
  return {
    id: `disruption:${row.id}:purchased`,
    toAddress: booking.contactEmail,
    subject: title,
    textBody: body.text,
    htmlBody: body.html,
    createdAt: now,
    tenant: booking.tenant,
  };
}
