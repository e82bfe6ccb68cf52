import { describe, expect, it } from 'vitest';
import { createRng } from '../random/prng';
import { parseIsoDate, MINUTES_PER_DAY } from '../reference/calendar';
import { loadReferenceData } from '../world/reference-data';
import { buildFlightNetwork } from './build-flight-network';
import { HORIZON_DAYS } from './connection-rules';
import { createBruteForceSearch } from './itinerary-oracle';
import { enumerateItineraries } from './itinerary-search';
import { formatItineraryId } from './itinerary-view';

const SEED = 20_250_101;
const NOW_DAY = parseIsoDate('2026-01-10') ?? 0;
const NOW_MINUTE = NOW_DAY * MINUTES_PER_DAY + 15 * 60;

// The real world model (default seed and scale), as served by the API.
const net = buildFlightNetwork(loadReferenceData(), SEED);

function pickNeighbour(from: number, rng: ReturnType<typeof createRng>): number {
  const start = net.outStart[from] ?? 0;
  const end = net.outStart[from + 1] ?? 0;
  return net.eDest[start + rng.nextInt(Math.max(1, end - start))] ?? from;
}

describe('itinerary search on the full world', () => {
  it('has the scale the sandbox promises', () => {
    expect(net.airports.length).toBeGreaterThanOrEqual(3000);
    expect(net.flightsPerDay).toBeGreaterThanOrEqual(100_000);
  });

  it('finds exactly the itineraries a brute-force scan finds (200 seeded queries, 100% recall)', () => {
    const rng = createRng(7);
    const bruteForce = createBruteForceSearch(net);
    // A pool of dates across the horizon (the oracle caches each day's instances).
    const dates = Array.from(
      { length: 12 },
      (_, i) => NOW_DAY + Math.floor((i * (HORIZON_DAYS - 2)) / 11),
    );
    const served = net.airports
      .filter((a) => (net.outStart[a.index + 1] ?? 0) > (net.outStart[a.index] ?? 0))
      .map((a) => a.index);
    const busiest = [...served]
      .sort(
        (a, b) =>
          (net.outStart[b + 1] ?? 0) -
          (net.outStart[b] ?? 0) -
          ((net.outStart[a + 1] ?? 0) - (net.outStart[a] ?? 0)),
      )
      .slice(0, 150);
    let total = 0;
    let withResults = 0;
    let connecting = 0;
    for (let q = 0; q < 200; q++) {
      const kind = q % 4;
      const origin = kind === 0 ? rng.pick(busiest) : rng.pick(served);
      let dest: number;
      if (kind === 0) dest = rng.pick(busiest);
      else if (kind === 1) dest = pickNeighbour(pickNeighbour(origin, rng), rng);
      else if (kind === 2)
        dest = pickNeighbour(pickNeighbour(pickNeighbour(origin, rng), rng), rng);
      else dest = pickNeighbour(origin, rng);
      if (dest === origin) dest = rng.pick(busiest.filter((b) => b !== origin));
      const day = rng.pick(dates);
      const options = { maxStops: 2, excludeLowCostCarriers: q % 10 === 9, nowMinute: NOW_MINUTE };
      const fast = enumerateItineraries(net, origin, dest, day, options).map((it) =>
        formatItineraryId(it.schedules, it.localDays),
      );
      const oracle = bruteForce(origin, dest, day, options);
      expect(new Set(fast).size).toBe(fast.length);
      expect(new Set(fast)).toEqual(oracle);
      total += fast.length;
      if (fast.length > 0) withResults++;
      connecting += fast.filter((id) => id.includes('+')).length;
    }
    // The sample must exercise real searches, not empty ones.
    expect(withResults).toBeGreaterThan(100);
    expect(connecting).toBeGreaterThan(1000);
    expect(total).toBeGreaterThan(2000);
  }, 120_000);
});
