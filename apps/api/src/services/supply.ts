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
  /** The code the supplier searches: an airport, or a metro area (which searches all its airports). */
  resolveAirportCode(code: string): string;
}

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
    resolveAirportCode: (code) => code.trim().toUpperCase(),
  };
}
