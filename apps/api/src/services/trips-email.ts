import type { SourceAmount } from '@wayfare/contracts/trips';
import { nameCardBrand } from '@wayfare/domain/card-rules';
import { formatConfirmationCode, formatTotal } from '@wayfare/domain/trip-display';
import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import type { TripBooking } from '@wayfare/store/repositories/trips-repository';
import { wrapTripEmail as wrap } from './booking-email';
import { readCarQuote } from './car-booking-records';
import { readHomeQuote } from './home-booking-records';
import { readExperienceQuote } from './experience-booking-records';
import { readHotelQuote } from './hotel-booking-records';
import { readOffer } from './booking-saga';
import { formatPackageCode, readPackageQuote } from './package-saga';

const OUTCOME_WORDS: Record<string, string> = {
  ticketed_void: 'Your ticket was voided: everything you paid goes back to where it came from.',
  airline_full_refund: 'The airline refunds the fare in full to where you paid from.',
  airline_ftc: 'The fare is kept for you as an airline travel credit.',
  airline_ftc_with_penalty:
    'The fare, less the airline’s fee, is kept for you as an airline travel credit.',
  non_refundable: 'This fare was non-refundable, so nothing comes back.',
  hotel_full_refund: 'The hotel refunds your stay in full.',
  hotel_partial_refund: 'The hotel refunds your stay less its cancellation fee.',
  hotel_non_refundable: 'This rate was non-refundable, so nothing comes back.',
  package_full_refund: 'Your package is refunded in full to where you paid from.',
  package_partial_refund:
    'Your package is refunded in part, under the flight’s fare rules and the hotel’s cancellation policy.',
  cfar_cash:
    'You used cancel for any reason: the refund it covers goes back to where you paid from.',
  cfar_ftc: 'You used cancel for any reason: the fare is kept for you as an airline travel credit.',
  cfar_ftc_with_penalty:
    'You used cancel for any reason: the fare, less the airline’s change fee, is kept for you as an airline travel credit.',
  disruption_refund:
    'You used disruption assistance: your flights are cancelled and the fares (base fare, taxes and fees) go back to where you paid from. Add-ons are not refunded.',
};

/** Spec §9, as the web says it (`trips.refundTiming`). */
export const REFUND_TIMING =
  'Card refunds take 1–2 billing cycles to appear; miles and travel credits are back at once.';

/** A refund's source as the web names it (`trips.source.*`): "Visa ending 4242". */
export function nameSource(r: SourceAmount): string {
  switch (r.source) {
    case 'UserCard':
      return r.card ? `${nameCardBrand(r.card.brand)} ending ${r.card.lastFour}` : 'Card';
    case 'Rewards':
      return r.name ?? 'Rewards';
    case 'TravelWallet':
      return r.name ?? 'Travel credit';
    case 'AncillaryCredit':
      return r.name ? `${r.name} travel credit` : 'Airline credit';
  }
}

function describeTrip(trip: TripBooking): { code: string; what: string } {
  const code = trip.booking.agentLocator
    ? trip.product === 'package'
      ? formatPackageCode(trip.booking.agentLocator)
      : formatConfirmationCode(trip.booking.agentLocator)
    : trip.booking.id;
  if (trip.product === 'package') {
    const quote = readPackageQuote(trip.booking);
    return {
      code,
      what: `your package: the flights ${quote.flight.slices.map((s) => `${s.origin} → ${s.destination}`).join(', ')} and ${quote.hotel.hotel.name}, ${quote.hotel.stay.checkInDate} to ${quote.hotel.stay.checkOutDate}`,
    };
  }
  if (trip.product === 'hotel') {
    const quote = readHotelQuote(trip.booking);
    return {
      code,
      what: `${quote.hotel.name}, ${quote.stay.checkInDate} to ${quote.stay.checkOutDate}`,
    };
  }
  if (trip.product === 'activity') {
    const quote = readExperienceQuote(trip.booking);
    return { code, what: `${quote.activity.title}, ${quote.date} at ${quote.startTime}` };
  }
  if (trip.product === 'home') {
    const quote = readHomeQuote(trip.booking);
    return {
      code,
      what: `${quote.details.title}, ${quote.stay.checkInDate} to ${quote.stay.checkOutDate}`,
    };
  }
  if (trip.product === 'car') {
    const quote = readCarQuote(trip.booking);
    return {
      code,
      what: `${quote.offer.supplier.name} ${quote.offer.model}, ${quote.pickUp.location.name}, ${quote.pickUp.at.slice(0, 10)} to ${quote.dropOff.at.slice(0, 10)}`,
    };
  }
  const offer = readOffer(trip.booking);
  return { code, what: offer.slices.map((s) => `${s.origin} → ${s.destination}`).join(', ') };
}

/** The cancellation e-mail, queued once per booking (`trip-cancellation:<booking>`). */
export function renderCancellationEmail(
  trip: TripBooking,
  cancellation: {
    outcome: string;
    refunds: SourceAmount[];
    creditMinor: number;
  },
  now: Date,
): OutboxMessage {
  const { code, what } = describeTrip(trip);
  const currency = trip.booking.currency;
  const refunds = cancellation.refunds.map(
    (r) =>
      `${nameSource(r)}: ${formatTotal(r.amount.amountMinor, currency)}${r.rewardsValue !== null ? ` (${r.rewardsValue.toLocaleString('en-US')} miles)` : ''}`,
  );
  const body = wrap(trip.booking.tenant, `Your trip ${code} is cancelled`, [
    `We cancelled ${what}.`,
    OUTCOME_WORDS[cancellation.outcome] ?? '',
    ...(refunds.length > 0 ? ['Going back to you:', ...refunds, REFUND_TIMING] : []),
    ...(cancellation.creditMinor > 0
      ? [
          `Airline travel credit: ${formatTotal(cancellation.creditMinor, currency)}, shown under Airline travel credits in My Trips.`,
        ]
      : []),
  ]);
  return {
    id: `trip-cancellation:${trip.booking.id}`,
    toAddress: trip.booking.contactEmail,
    subject: `Cancelled: your trip ${code}`,
    textBody: body.text,
    htmlBody: body.html,
    createdAt: now,
    tenant: trip.booking.tenant,
  };
}

/** The acknowledgement of a traveler edit request sent to support. */
export function renderTravelerEditEmail(
  trip: TripBooking,
  request: { requestId: string; travelerName: string; message: string },
  now: Date,
): OutboxMessage {
  const { code } = describeTrip(trip);
  const body = wrap(trip.booking.tenant, `We got your request for trip ${code}`, [
    `Reference: ${request.requestId}.`,
    `Traveler: ${request.travelerName}.`,
    `What you asked: ${request.message}`,
    'Our support team will reply to this address within one business day.',
  ]);
  return {
    id: `traveler-edit:${request.requestId}`,
    toAddress: trip.booking.contactEmail,
    subject: `Traveler change request ${request.requestId} for ${code}`,
    textBody: body.text,
    htmlBody: body.html,
    createdAt: now,
    tenant: trip.booking.tenant,
  };
}
