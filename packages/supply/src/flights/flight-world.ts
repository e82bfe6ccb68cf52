import type { FlightNetwork } from './flight-network';

/** The flight side of the sandbox world. */
export interface FlightWorld {
  net: FlightNetwork;
  seed: number;
  airportIndexByCode: Map<string, number>;
}

export function createFlightWorld(net: FlightNetwork, seed: number): FlightWorld {
  return { net, seed, airportIndexByCode: new Map(net.airports.map((a) => [a.iata, a.index])) };
}
