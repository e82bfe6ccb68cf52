/**
 * English messages of price drop protection on a trip's page (its status and check log).
 * Spread into TRIPS_EN; French in trips-price-drop-fr.ts.
 */
export const TRIPS_PRICE_DROP_EN = {
  'trips.priceDrop.title': 'Price drop protection',
  'trips.priceDrop.status.flight':
    'We check the price of these flights every {hours} hours until {until}. If it drops, we credit the difference to your travel wallet.',
  'trips.priceDrop.status.stay':
    'We check the price of this room every {hours} hours until {until}. If it drops, we credit the difference to your travel wallet from {date}.',
  'trips.priceDrop.status.ended': 'Monitoring ended on {date}.',
  'trips.priceDrop.status.endedCancelled':
    'Monitoring ended on {date}, when the trip was cancelled.',
  'trips.priceDrop.status.endedChanged':
    'Monitoring ended on {date}, when the flights were changed.',
  'trips.priceDrop.status.notCovered': 'This booking is not covered: {reason}.',
  'trips.priceDrop.credited': 'Credited so far: {credited} of {cap}',
  'trips.priceDrop.terms': 'How price drop protection works',
  'trips.priceDrop.noChecksYet': 'No check yet. The first is due {time}.',
  'trips.priceDrop.noChecks': 'No check was made.',
  'trips.priceDrop.log.caption':
    '{count, plural, one {# price check} other {# price checks}}, newest first',
  'trips.priceDrop.log.checked': 'Checked',
  'trips.priceDrop.log.price': 'Price seen',
  'trips.priceDrop.log.result': 'Result',
  'trips.priceDrop.log.noPrice': 'Not on sale',
  'trips.priceDrop.result.NoDrop': 'No drop',
  'trips.priceDrop.result.Credited': 'Dropped {amount}, credited',
  'trips.priceDrop.result.CreditedToCap': 'Dropped, {amount} credited: the {cap} limit is reached',
  'trips.priceDrop.result.DropPending': 'Drop found, credited on {date}',
  'trips.priceDrop.result.CapReached': 'Dropped, but the {cap} limit is already reached',
  'trips.priceDrop.result.Unavailable': 'Price not available',
  'trips.priceDrop.result.NotEligible': 'Not eligible: {reason}',
  'trips.priceDrop.reason.Package': 'packages are not covered',
  'trips.priceDrop.reason.HotelCollection':
    'only stays at Premier and Lifestyle collection hotels are covered',
  'trips.priceDrop.reason.CheckInTooSoon': 'the stay begins before a credit could be made',
  'trips.priceDrop.reason.Currency': 'only bookings in US dollars are covered',
  'trips.priceDrop.reason.NoTravelWallet': 'there is no card to hold travel wallet credit',
  'trips.priceDrop.reason.ItineraryChanged': 'the flights were changed',
  'trips.priceDrop.reason.TripCancelled': 'the trip was cancelled',
} as const;
