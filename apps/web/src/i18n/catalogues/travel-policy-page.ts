/**
 * The travel policy page (business tenant): English, loaded with its page (i18n/area-messages.tsx),
 * not with the shell. French is in travel-policy-page-fr.ts.
 */
export const TRAVEL_POLICY_PAGE_EN = {
  'travelPolicy.title': 'Your travel policy',
  'travelPolicy.loading': 'Loading your travel policy…',
  'travelPolicy.error': 'We could not load your travel policy.',
  'travelPolicy.none.title': 'No travel policy',
  'travelPolicy.none.body':
    'Travel policies apply to business travel accounts. Your trips have no policy limits.',
  'travelPolicy.tier': 'Policy tier: {tier}',
  'travelPolicy.approval.24hr_review':
    'Every trip is reviewed by an approver before it is booked; the seats and price are held for up to 24 hours.',
  'travelPolicy.approval.auto': 'Trips are booked at once, without approval.',
  'travelPolicy.open': 'Your tier has no limits: every fare, hotel and car is in policy.',
  'travelPolicy.flights.title': 'Flights',
  'travelPolicy.flights.short': 'Flights of up to {hours} hours in the air:',
  'travelPolicy.flights.long': 'Flights of more than {hours} hours in the air:',
  'travelPolicy.flights.all': 'All flights:',
  'travelPolicy.flights.cabins': '{cabins}.',
  'travelPolicy.flights.oneWayCap': 'Up to {amount} one-way.',
  'travelPolicy.flights.noOneWayCap': 'No one-way limit.',
  'travelPolicy.flights.roundTripCap': 'Up to {amount} round trip.',
  'travelPolicy.flights.noRoundTripCap': 'No round-trip limit.',
  'travelPolicy.flights.perTraveler':
    'Limits are per traveler, taxes and fees included. A trip with several flights may cost up to the sum of their one-way limits.',
  'travelPolicy.hotels.title': 'Hotels',
  'travelPolicy.hotels.stars': '{stars}-star hotels,',
  'travelPolicy.hotels.cap': 'up to {amount} a night.',
  'travelPolicy.hotels.noCap': 'with no nightly limit.',
  'travelPolicy.cars.title': 'Cars',
  'travelPolicy.cars.cap': 'Up to {amount} a day.',
  'travelPolicy.cars.noCap': 'No daily limit.',
} as const;
