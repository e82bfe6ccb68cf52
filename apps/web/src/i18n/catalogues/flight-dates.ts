/**
 * Flexible dates (issue 19): the flight results' ±3-day grid of the lowest totals. English, added
 * by the flight shop page through AreaMessages; French in flight-dates-fr.ts.
 */
export const FLIGHT_DATES_EN = {
  'dateGrid.heading': 'Flexible dates',
  'dateGrid.toggle': 'Flexible dates',
  'dateGrid.caption.roundTrip':
    'Lowest round-trip total for each departure date (rows) and return date (columns), {travelers, plural, one {# traveler} other {# travelers}}. Choose a price to search those dates.',
  'dateGrid.caption.oneWay':
    'Lowest one-way fare for each departure date, {travelers, plural, one {# traveler} other {# travelers}}. Choose a price to search that date.',
  'dateGrid.corner': 'Departure, return',
  'dateGrid.departureHeader': 'Departure {date}',
  'dateGrid.returnHeader': 'Return {date}',
  'dateGrid.rowHeader.oneWay': 'Lowest fare',
  'dateGrid.current': 'Your dates',
  'dateGrid.cheapest': 'Cheapest',
  'dateGrid.none': 'No flights',
  'dateGrid.loading': 'Finding prices for nearby dates…',
  'dateGrid.error': 'We couldn’t load prices for nearby dates.',
} as const;
