import { createActivityWorld, type ActivityWorld } from '../activities/activity-search';
import { createCarWorld, type CarWorld } from '../cars/car-world';
import { buildFlightNetwork, DEFAULT_NETWORK_SCALE } from '../flights/build-flight-network';
import { createFlightWorld, type FlightWorld } from '../flights/flight-world';
import { createHomeWorld, type HomeWorld } from '../homes/home-listings';
import { buildHotelWorld, DEFAULT_HOTEL_TARGET, type HotelWorld } from '../lodging/hotel-world';
import { loadReferenceData, type ReferenceData } from './reference-data';

export const DEFAULT_SEED = 20_250_101;

export interface SandboxWorldOptions {
  seed?: number;
  /** Multiplier on airline departure budgets (1.25 gives >100k flights a day). */
  networkScale?: number;
  /** Approximate number of hotels (100k+ by default). */
  hotelTarget?: number;
}

export interface SandboxWorld {
  seed: number;
  reference: ReferenceData;
  flights: FlightWorld;
  hotels: HotelWorld;
  /** Rental counters at airports and in large cities; offers are computed per search. */
  cars: CarWorld;
  /** Vacation rentals, generated per city on first look. */
  homes: HomeWorld;
  /** Activities, generated per city on first look. */
  activities: ActivityWorld;
}

const worlds = new Map<string, SandboxWorld>();

/** Builds the whole deterministic world; the same options give the same world. */
export function buildSandboxWorld(options: SandboxWorldOptions = {}): SandboxWorld {
  const seed = options.seed ?? DEFAULT_SEED;
  const reference = loadReferenceData();
  const net = buildFlightNetwork(reference, seed, options.networkScale ?? DEFAULT_NETWORK_SCALE);
  return {
    seed,
    reference,
    flights: createFlightWorld(net, seed),
    hotels: buildHotelWorld(reference, seed, options.hotelTarget ?? DEFAULT_HOTEL_TARGET),
    cars: createCarWorld(reference, seed),
    homes: createHomeWorld(reference, seed),
    activities: createActivityWorld(reference, seed),
  };
}

/** One world per option set per process: tests and the API share it instead of rebuilding. */
export function getSandboxWorld(options: SandboxWorldOptions = {}): SandboxWorld {
  const key = JSON.stringify([
    options.seed ?? DEFAULT_SEED,
    options.networkScale ?? DEFAULT_NETWORK_SCALE,
    options.hotelTarget ?? DEFAULT_HOTEL_TARGET,
  ]);
  let world = worlds.get(key);
  if (!world) {
    world = buildSandboxWorld(options);
    worlds.set(key, world);
  }
  return world;
}
