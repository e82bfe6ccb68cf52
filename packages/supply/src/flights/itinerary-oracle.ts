import {
  BOOKING_CUTOFF_MINUTES,
  canConnect,
  computeMaxElapsedMinutes,
  computeMaxRoutedKm,
  getMinConnectionMinutes,
  MAX_LAYOVER_MINUTES,
} from './connection-rules';
import { measureAirportKm, type FlightNetwork } from './flight-network';
import { computeDepartureUtc, formatInstanceId, isOperating } from './flight-instances';
import type { EnumerateOptions } from './itinerary-search';

interface Instance {
  schedule: number;
  day: number;
  dep: number;
  arr: number;
  dest: number;
  airline: number;
}

/** Every flight instance departing on one local day, grouped by origin airport, sorted by departure. */
type DayInstances = Instance[][];

function materializeDay(net: FlightNetwork, day: number): DayInstances {
  const byOrigin: Instance[][] = net.airports.map(() => []);
  for (let s = 0; s < net.scheduleCount; s++) {
    if (!isOperating(net, s, day)) continue;
    const dep = computeDepartureUtc(net, s, day);
    byOrigin[net.sOrigin[s] ?? 0]?.push({
      schedule: s,
      day,
      dep,
      arr: dep + (net.sBlock[s] ?? 0),
      dest: net.sDest[s] ?? 0,
      airline: net.sAirline[s] ?? 0,
    });
  }
  for (const list of byOrigin) list.sort((a, b) => a.dep - b.dep);
  return byOrigin;
}

export type BruteForceSearch = (
  origin: number,
  dest: number,
  localDay: number,
  options: EnumerateOptions,
) => Set<string>;

/**
 * Brute-force reference for the itinerary search, used by tests: it materialises every flight
 * instance of every schedule for each day (no route index, no schedule ordering; days are cached)
 * and walks all chains of up to three flights, applying the connection rules literally.
 * Returns itinerary ids (`instance+instance…`).
 */
export function createBruteForceSearch(net: FlightNetwork): BruteForceSearch {
  const days = new Map<number, DayInstances>();
  const getDay = (day: number): DayInstances => {
    let v = days.get(day);
    if (!v) {
      v = materializeDay(net, day);
      days.set(day, v);
    }
    return v;
  };
  return (origin, dest, localDay, options) => {
    const direct = measureAirportKm(net, origin, dest);
    const maxRouted = computeMaxRoutedKm(direct);
    const maxElapsed = computeMaxElapsedMinutes(direct);
    const window = [localDay - 1, localDay, localDay + 1, localDay + 2, localDay + 3].map(getDay);
    const isAllowed = (i: Instance): boolean =>
      !options.excludeLowCostCarriers || net.airlineIsLowCost[i.airline] !== 1;
    const departingBetween = (airport: number, from: number, to: number): Instance[] => {
      const out: Instance[] = [];
      for (const day of window) {
        for (const inst of day[airport] ?? [])
          if (inst.dep >= from && inst.dep <= to && isAllowed(inst)) out.push(inst);
      }
      return out;
    };
    const found = new Set<string>();
    const key = (chain: Instance[]): string =>
      chain.map((c) => formatInstanceId(c.schedule, c.day)).join('+');
    const earliest = options.nowMinute + BOOKING_CUTOFF_MINUTES;
    for (const first of window[1]?.[origin] ?? []) {
      if (first.dep < earliest || !isAllowed(first)) continue;
      const deadline = first.dep + maxElapsed;
      if (first.dest === dest) {
        found.add(key([first]));
        continue;
      }
      if (options.maxStops < 1) continue;
      const x = first.dest;
      const legOX = measureAirportKm(net, origin, x);
      const dX = measureAirportKm(net, x, dest);
      if (dX >= direct || legOX + dX > maxRouted) continue;
      for (const second of departingBetween(
        x,
        first.arr + getMinConnectionMinutes(net, x),
        first.arr + MAX_LAYOVER_MINUTES,
      )) {
        if (second.arr > deadline || !canConnect(net, first.airline, second.airline)) continue;
        if (second.dest === dest) {
          found.add(key([first, second]));
          continue;
        }
        if (options.maxStops < 2) continue;
        const y = second.dest;
        const dY = measureAirportKm(net, y, dest);
        if (dY >= dX || legOX + measureAirportKm(net, x, y) + dY > maxRouted) continue;
        for (const third of departingBetween(
          y,
          second.arr + getMinConnectionMinutes(net, y),
          second.arr + MAX_LAYOVER_MINUTES,
        )) {
          if (
            third.dest !== dest ||
            third.arr > deadline ||
            !canConnect(net, second.airline, third.airline) ||
            !canConnect(net, first.airline, third.airline)
          )
            continue;
          found.add(key([first, second, third]));
        }
      }
    }
    return found;
  };
}
