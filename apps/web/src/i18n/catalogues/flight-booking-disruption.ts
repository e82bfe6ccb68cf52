/**
 * Disruption assistance on the flight booking page and its confirmation (issue 20), spread into
 * FLIGHT_BOOKING_EN; French in flight-booking-disruption-fr.ts.
 */
export const FLIGHT_BOOKING_DISRUPTION_EN = {
  'disruption.addOn.title': 'Disruption assistance',
  'disruption.addOn.intro':
    'If the airline delays a flight by {hours, plural, one {# hour} other {# hours}}{minutes, plural, =0 {} other { # minutes}} or more, makes you miss a connection or cancels it, choose a new flight on any airline at no cost or your fares back (base fare, taxes and fees). You have until {window} hours after your last flight to choose.',
  'disruption.addOn.legend': 'Add disruption assistance?',
  'disruption.addOn.yes': 'Add it for {fee}',
  'disruption.addOn.yesHint': 'Per booking, for every traveler and flight on this trip',
  'disruption.addOn.no': 'No thanks, I’ll deal with the airline myself',
  'disruption.addOn.fineprint':
    'The fee is non-refundable and non-transferable; it covers one disruption per trip. You can also add it from your trip until {deadline}.',
  'disruption.addOn.terms': 'Read the full terms',
  'booking.summary.disruption': 'Disruption assistance',
  'confirmation.disruption':
    'Disruption assistance is on this trip: if the airline disrupts a flight, we e-mail you.',
  'confirmation.disruptionOffer': 'Add disruption assistance to this trip',
} as const;
