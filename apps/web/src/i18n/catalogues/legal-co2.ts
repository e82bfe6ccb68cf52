/**
 * English messages of `/terms/co2-estimates` (issue 23), spread into LEGAL_EN; French in
 * legal-co2-fr.ts.
 */
export const LEGAL_CO2_EN = {
  'co2Terms.title': 'How we estimate flight emissions',
  'co2Terms.intro':
    'Each flight shows an estimate of the carbon dioxide (CO₂) one passenger is responsible for, so you can compare flights. It is an estimate: what a flight actually emits depends on the weather, the route flown and how full it is on the day.',
  'co2Terms.row.routing': 'Distance added to the shortest path',
  'co2Terms.row.routingValue':
    '{short} km on flights under 550 km, {medium} km up to 5,500 km, {long} km beyond',
  'co2Terms.row.fuel': 'CO₂ from burning jet fuel',
  'co2Terms.row.fuelValue': '{kg} kg for each kg of fuel',
  'co2Terms.row.passengers': 'Share of the fuel carried by passengers rather than freight',
  'co2Terms.row.loadFactor': 'Seats occupied on an average flight',
  'co2Terms.row.typical': 'Typical emissions',
  'co2Terms.row.typicalValue':
    'the middle of the estimates for the flights found on the route; within {band} of it either way is typical',
  'co2Terms.method.title': 'How the estimate is made',
  'co2Terms.method.distance':
    'We take the shortest distance between the two airports and add a little for the way aircraft actually fly: departures, approaches and detours.',
  'co2Terms.method.aircraft':
    'We group the aircraft by size: regional aircraft, single-aisle (narrow-body) and twin-aisle (wide-body) jets. For each group we use the fuel one seat burns over the distance, from published aircraft fuel figures. Where the aircraft is not known, the distance decides the group.',
  'co2Terms.method.fuel': 'Burning fuel makes CO₂ in a fixed proportion.',
  'co2Terms.method.share':
    'Part of the fuel carries freight in the hold; the rest is shared among the passengers of a typically full flight.',
  'co2Terms.method.cabin':
    'Roomier cabins take more of the space on board, so a seat there carries a larger share.',
  'co2Terms.method.sum':
    'A trip with connections adds up each flight. A booking’s total counts every passenger with a seat.',
  'co2Terms.cabins.title': 'Cabins against economy',
  'co2Terms.cabins.item':
    '{cabin}: {narrow} × on regional and narrow-body aircraft, {wide} × on wide-body aircraft',
  'co2Terms.sources.title': 'Published sources',
  'co2Terms.sources.icao':
    'ICAO Carbon Emissions Calculator Methodology (the distance correction, the CO₂ from a kilogram of fuel, passengers’ share of the fuel, its published figures for short routes)',
  'co2Terms.sources.desnz':
    'UK government (DESNZ, formerly DEFRA) greenhouse gas conversion factors for company reporting, 2024 (the cabin weights)',
  'co2Terms.sources.eea':
    'EMEP/EEA air pollutant emission inventory guidebook 2019, aviation chapter 1.A.3.a (fuel burnt by aircraft type over distance)',
  'co2Terms.limits.title': 'What is not included',
  'co2Terms.limits.body':
    'The estimate counts the CO₂ from burning the fuel on board. It leaves out the effects of flying at altitude other than CO₂ (contrails, nitrogen oxides), which add to the warming, and the emissions from producing and delivering the fuel.',
};
