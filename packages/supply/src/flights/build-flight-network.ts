import { buildAirlines } from '../reference/airlines';
import { createTimeZoneTable } from '../reference/time-zones';
import type { ReferenceData } from '../world/reference-data';
import { computeCatchments } from './catchment';
import { assembleNetwork, type FlightNetwork } from './flight-network';
import { planRoutes } from './route-network';
import { buildScheduleRows } from './schedule-builder';

/** Default multiplier on the airlines' departure budgets; tuned so the world has >100k flights a day. */
export const DEFAULT_NETWORK_SCALE = 1.25;

export function buildFlightNetwork(
  ref: ReferenceData,
  seed: number,
  scale = DEFAULT_NETWORK_SCALE,
): FlightNetwork {
  const { airports, cities } = ref;
  const catchment = computeCatchments(airports, cities);
  const airlines = buildAirlines(airports, catchment);
  const zoneNames = [...new Set(airports.map((a) => a.timeZone))].sort();
  const tz = createTimeZoneTable(zoneNames);
  const airportTz = Uint16Array.from(airports.map((a) => tz.indexOf(a.timeZone)));
  const plans = planRoutes(airports, airlines, catchment, seed, scale);
  const rows = buildScheduleRows(plans, airports, airlines, tz, airportTz, seed);
  return assembleNetwork({ airports, airlines, tz, airportTz, catchment, rows });
}
