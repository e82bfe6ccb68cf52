import { loadAirports, type Airport } from '../reference/airports';
import { loadCities, type City } from '../reference/cities';

export interface ReferenceData {
  airports: Airport[];
  cities: City[];
}

let cached: ReferenceData | null = null;

/** Reference data is immutable package data, so one process loads it once. */
export function loadReferenceData(): ReferenceData {
  cached ??= { airports: loadAirports(), cities: loadCities() };
  return cached;
}
