/**
 * Issue 23: flight trips' CO₂ on the corporate trip list (each trip's, the upcoming trips' total),
 * English; spread into TRIPS_EN. French in trips-emissions-fr.ts.
 */
export const TRIPS_EMISSIONS_EN = {
  'trips.card.co2': 'CO₂e, all travelers',
  'trips.card.co2Value': '{kg} kg (estimated)',
  'trips.co2.upcomingTotal':
    'Upcoming flights: an estimated {kg} kg CO₂e in all, for every traveler on them.',
  'trips.co2.methodLink': 'How we estimate emissions',
};
