import { METRO_AREAS } from '@wayfare/supply/places/metro-areas';
import { searchPlaces } from '@wayfare/supply/places/place-autocomplete';
import { getSandboxWorld, type SandboxWorld } from '@wayfare/supply/world/sandbox-world';

/**
 * The sandbox supplier's world, built once per process on first use (about 2.5 s, ~270 MB).
 * `warm()` builds it right after the server starts listening so the first search is fast.
 */
export interface SupplyService {
  getWorld(): SandboxWorld;
  warm(): void;
  isReady(): boolean;
  /** An airport code, or a metro area's first (busiest) airport for a metro code. */
  resolveAirportCode(code: string): string;
}

const METRO_FIRST_AIRPORT = new Map(METRO_AREAS.map((m) => [m.code, m.airports[0] ?? m.code]));

export function createSupplyService(): SupplyService {
  let world: SandboxWorld | null = null;
  const getWorld = () => (world ??= getSandboxWorld());
  return {
    getWorld,
    warm: () => {
      // The place index builds on first use (~2 s); build it with the world so the first keystroke is fast.
      setImmediate(() => searchPlaces(getWorld(), 'a', { limit: 1 }));
    },
    isReady: () => world !== null,
    resolveAirportCode: (code) => METRO_FIRST_AIRPORT.get(code.toUpperCase()) ?? code.toUpperCase(),
  };
}
