/**
 * Issue 23: CO₂ per itinerary on the flight results (the line, its badge, the explanation and the
 * sort), English; spread into FLIGHT_SHOP_EN. French in flight-emissions-fr.ts.
 */
export const FLIGHT_EMISSIONS_EN = {
  'sort.emissions': 'Lowest emissions',
  'emissions.perPassenger': '{kg} kg CO₂e per passenger',
  'emissions.level.lower': 'Lower emissions',
  'emissions.level.typical': 'Typical emissions',
  'emissions.level.higher': 'Higher emissions',
  'emissions.vsTypical': '{difference} vs typical',
  'emissions.explainSummary': 'About this estimate',
  'emissions.explain':
    'An estimate of the CO₂ one passenger ({cabin}) is responsible for on these flights, from the distance flown, the type of aircraft, the cabin’s share of the space on board and how full flights usually are. The typical for this route is {typical} kg, the middle of the estimates for the flights found.',
  'emissions.methodLink': 'How we estimate emissions',
};
