/** Trips: a package's card, trip page, cancellation outcomes and receipt line (issue 23). English. */
export const TRIPS_PACKAGE_EN = {
  'trips.outcome.package_full_refund': 'Cancelled in time: {refund} refunded, the whole package.',
  'trips.outcome.package_partial_refund':
    'Cancelled under the flights’ fare rules and the hotel’s policy: {refund} refunded, the rest kept.',
  'trips.outcome.package_non_refundable': 'The package was not refundable: nothing came back.',
  'trips.cancelTerms.package_full_refund': 'Free: what you paid for the package comes back',
  'trips.cancelTerms.package_partial_refund':
    'Part of the package comes back, under the flights’ fare rules and the hotel’s policy',
  'trips.cancelTerms.package_non_refundable':
    'Non-refundable: neither the flights nor the hotel would give anything back, so it can’t be cancelled online',
  'trips.cancel.policy.package':
    'A package is cancelled as a whole: the flights follow their fare rules and the hotel its cancellation policy, and one refund of the package price comes back.',
  'trips.receipt.line.package': 'Package (flights and hotel)',
  'trips.receipt.line.base.Package': 'Package',
  'trips.card.parts': 'Flights and hotel',
  'trips.card.partsValue': 'Flights: {flight} · Hotel: {hotel}',
  'trips.part.Pending': 'Being confirmed',
  'trips.part.Confirmed': 'Confirmed',
  'trips.part.Cancelled': 'Cancelled',
  'trips.part.flights': 'Flights',
  'trips.part.hotel': 'Hotel',
  'trips.part.Failed': 'Not booked',
  'trips.package.partStatus': 'Status',
  'trips.package.price': 'Package price',
  'trips.package.separate': 'Flights and hotel booked apart',
  'trips.package.saving': 'You saved',
  'trips.package.noPriceDrop': 'Price drop protection isn’t available for packages.',
  'trips.package.hotelCode': 'Hotel confirmation',
  'trips.package.hotelContact':
    'To reach the hotel, call it at its address below or call us 24/7 with your package code.',
  'trips.package.airlineContact':
    'At the airport or with the airline, give the airline’s record locator below.',
} as const;
