/**
 * English messages of the profile's travel preferences form (issue 24): an area catalogue the
 * profile route adds with AreaMessages. French in preferences-fr.ts.
 */
export const PREFERENCES_EN = {
  'preferences.title': 'Travel preferences',
  'preferences.lead':
    'Searches start from these: your flight search leaves from your home airport in your preferred cabin.',
  'preferences.loading': 'Loading your preferences…',
  'preferences.loadError': 'We could not load your preferences.',
  'preferences.flightTitle': 'Flights',
  'preferences.homeAirport': 'Home airport',
  'preferences.homeAirportHelp': 'Its three-letter code, like YUL or JFK.',
  'preferences.homeAirportFormat': 'Enter a three-letter airport code, like YUL.',
  'preferences.homeAirportUnknown': 'We don’t fly from that airport. Check the code.',
  'preferences.cabin': 'Preferred cabin',
  'preferences.cabinNone': 'No preference',
  'preferences.seat': 'Seat',
  'preferences.seat.aisle': 'Aisle',
  'preferences.seat.window': 'Window',
  'preferences.seat.none': 'No preference',
  'preferences.airlines': 'Preferred airlines',
  'preferences.airlinesHelp': 'Up to {max} airlines.',
  'preferences.addAirline': 'Add an airline',
  'preferences.addAirlineChoose': 'Choose an airline',
  'preferences.removeAirline': 'Remove {airline}',
  'preferences.noAirlines': 'No preferred airlines yet.',
  'preferences.hotelTitle': 'Hotels',
  'preferences.chains': 'Preferred hotel chains',
  'preferences.chainsHelp': 'Up to {max} chains; hotel results offer them first among the filters.',
  'preferences.minStars': 'Fewest stars',
  'preferences.minStarsAny': 'Any',
  'preferences.minStarsValue': '{stars, plural, one {# star} other {# stars}} or more',
  'preferences.save': 'Save preferences',
  'preferences.saved': 'Your preferences are saved.',
  'preferences.saveError': 'We could not save your preferences. Try again.',
} as const;
