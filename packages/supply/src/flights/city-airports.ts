import { measureDistanceKm } from '../geo/great-circle';
import type { FlightWorld } from './flight-world';

/** How far from an airport another still serves the same city (JFK, LGA and EWR; LHR and LGW). */
export const CITY_AIRPORT_RADIUS_KM = 80;

export interface CityAirport {
  code: string;
  name: string;
}

/**
 * The airports serving the same city as `code`, the asked one first, then the nearest: each
 * within CITY_AIRPORT_RADIUS_KM and with flights out (a field with no service is no choice).
 * Empty for a code the world does not know.
 */
export function listCityAirports(world: FlightWorld, code: string): CityAirport[] {
  const index = world.airportIndexByCode.get(code);
  const net = world.net;
  const home = index === undefined ? undefined : net.airports[index];
  if (!home) return [];
  const near = net.airports
    .filter((a) => {
      if (a.index === home.index) return false;
      const served = (net.outStart[a.index + 1] ?? 0) > (net.outStart[a.index] ?? 0);
      return (
        served && measureDistanceKm(home.lat, home.lon, a.lat, a.lon) <= CITY_AIRPORT_RADIUS_KM
      );
    })
    .map((a) => ({ a, km: measureDistanceKm(home.lat, home.lon, a.lat, a.lon) }))
    .sort((x, y) => x.km - y.km || x.a.iata.localeCompare(y.a.iata))
    .map(({ a }) => a);
  return [home, ...near].map((a) => ({ code: a.iata, name: a.name }));
}
