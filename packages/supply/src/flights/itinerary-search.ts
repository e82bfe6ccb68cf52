import { MINUTES_PER_DAY } from '../reference/calendar';
import {
  BOOKING_CUTOFF_MINUTES,
  canConnect,
  computeMaxElapsedMinutes,
  computeMaxRoutedKm,
  getMinConnectionMinutes,
  MAX_LAYOVER_MINUTES,
} from './connection-rules';
import { measureAirportKm, type FlightNetwork } from './flight-network';
import { getAirportOffset, isOperating } from './flight-instances';

/** Flights of one slice: schedules and their local departure days, in order. */
export interface RawItinerary {
  schedules: number[];
  localDays: number[];
  depUtc: number;
  arrUtc: number;
}

export interface EnumerateOptions {
  maxStops: number;
  excludeLowCostCarriers: boolean;
  /** Injected clock, epoch minutes. */
  nowMinute: number;
}

/** Scratch buffers for one nesting level: schedule, local day, UTC departure of each instance. */
export interface Window {
  sched: Int32Array;
  day: Int32Array;
  dep: Int32Array;
  count: number;
}

const WINDOW_CAPACITY = 8192;

export function createWindow(): Window {
  return {
    sched: new Int32Array(WINDOW_CAPACITY),
    day: new Int32Array(WINDOW_CAPACITY),
    dep: new Int32Array(WINDOW_CAPACITY),
    count: 0,
  };
}

/**
 * The three levels' scratch buffers, made once: enumeration is synchronous and never re-entered,
 * and allocating (and zeroing) 288 KB per airport pair was a large share of an uncached search.
 */
let scratch: [Window, Window, Window] | null = null;

/** Per destination: each airport's distance to it and the edge that flies there (-1: none). */
export interface DestinationFacts {
  distToDest: Float64Array;
  edgeToDest: Int32Array;
}

/** Destinations searched lately, per network (most recently used last). */
const DESTINATION_MEMO_SIZE = 128;
const destinationMemos = new WeakMap<FlightNetwork, Map<number, DestinationFacts>>();

export function describeDestination(net: FlightNetwork, dest: number): DestinationFacts {
  let memo = destinationMemos.get(net);
  if (!memo) {
    memo = new Map();
    destinationMemos.set(net, memo);
  }
  const known = memo.get(dest);
  if (known) {
    memo.delete(dest);
    memo.set(dest, known);
    return known;
  }
  const n = net.airports.length;
  const distToDest = new Float64Array(n);
  for (let a = 0; a < n; a++) distToDest[a] = measureAirportKm(net, a, dest);
  const edgeToDest = new Int32Array(n).fill(-1);
  for (let k = net.inStart[dest] ?? 0; k < (net.inStart[dest + 1] ?? 0); k++) {
    const e = net.inEdge[k] ?? 0;
    edgeToDest[net.eOrigin[e] ?? 0] = e;
  }
  const facts = { distToDest, edgeToDest };
  memo.set(dest, facts);
  const oldest = memo.keys().next();
  if (memo.size > DESTINATION_MEMO_SIZE && !oldest.done) memo.delete(oldest.value);
  return facts;
}

/**
 * Collects the instances of an edge departing in [fromUtc, toUtc], in departure order, by
 * binary-searching the edge's schedules (sorted by local departure time) for each local day the
 * window touches. No allocation: results go to the level's scratch buffers.
 */
export function collectWindow(
  net: FlightNetwork,
  edge: number,
  fromUtc: number,
  toUtc: number,
  excludeLowCost: boolean,
  win: Window,
): void {
  win.count = 0;
  const start = net.eSchedStart[edge] ?? 0;
  const end = net.eSchedStart[edge + 1] ?? 0;
  const origin = net.eOrigin[edge] ?? 0;
  const firstDay = Math.floor((fromUtc - 840) / MINUTES_PER_DAY);
  const lastDay = Math.floor((toUtc + 840) / MINUTES_PER_DAY);
  for (let day = firstDay; day <= lastDay; day++) {
    const base = day * MINUTES_PER_DAY - getAirportOffset(net, origin, day);
    const lo = fromUtc - base;
    const hi = toUtc - base;
    if (hi < 0 || lo >= MINUTES_PER_DAY) continue;
    let a = start;
    let b = end;
    while (a < b) {
      const mid = (a + b) >> 1;
      if ((net.sDepLocal[mid] ?? 0) < lo) a = mid + 1;
      else b = mid;
    }
    for (let s = a; s < end; s++) {
      const local = net.sDepLocal[s] ?? 0;
      if (local > hi) break;
      if (excludeLowCost && net.airlineIsLowCost[net.sAirline[s] ?? 0] === 1) continue;
      if (!isOperating(net, s, day)) continue;
      if (win.count >= WINDOW_CAPACITY) throw new Error('flight window overflow');
      win.sched[win.count] = s;
      win.day[win.count] = day;
      win.dep[win.count] = base + local;
      win.count++;
    }
  }
}

/**
 * Enumerates every valid itinerary from origin to destination whose first flight leaves on
 * the origin's local date `localDay`: nonstop, one and two stops; connections respect minimum
 * connection times, the maximum layover, the elapsed-time cap, online/alliance connections and
 * "no backtracking" (each stop strictly nearer the destination, routed distance within the cap).
 */
export function enumerateItineraries(
  net: FlightNetwork,
  origin: number,
  dest: number,
  localDay: number,
  options: EnumerateOptions,
): RawItinerary[] {
  const out: RawItinerary[] = [];
  const direct = measureAirportKm(net, origin, dest);
  const maxRouted = computeMaxRoutedKm(direct);
  const maxElapsed = computeMaxElapsedMinutes(direct);
  const earliest = options.nowMinute + BOOKING_CUTOFF_MINUTES;
  const excludeLcc = options.excludeLowCostCarriers;
  const n = net.airports.length;
  const { distToDest, edgeToDest } = describeDestination(net, dest);
  scratch ??= [createWindow(), createWindow(), createWindow()];
  const [w1, w2, w3] = scratch;
  const secondEdges = new Int32Array(n);
  const dayStart = localDay * MINUTES_PER_DAY - getAirportOffset(net, origin, localDay);
  const dayEnd = dayStart + MINUTES_PER_DAY - 1;
  for (let e1 = net.outStart[origin] ?? 0; e1 < (net.outStart[origin + 1] ?? 0); e1++) {
    const x = net.eDest[e1] ?? 0;
    const dX = distToDest[x] ?? 0;
    const legOX = net.eDistanceKm[e1] ?? 0;
    if (x !== dest && (options.maxStops < 1 || dX >= direct || legOX + dX > maxRouted)) continue;
    collectWindow(net, e1, Math.max(dayStart, earliest), dayEnd, excludeLcc, w1);
    if (w1.count === 0) continue;
    if (x === dest) {
      for (let i = 0; i < w1.count; i++) {
        const s = w1.sched[i] ?? 0;
        const dep = w1.dep[i] ?? 0;
        out.push({
          schedules: [s],
          localDays: [w1.day[i] ?? 0],
          depUtc: dep,
          arrUtc: dep + (net.sBlock[s] ?? 0),
        });
      }
      continue;
    }
    const mctX = getMinConnectionMinutes(net, x);
    const e2d = edgeToDest[x] ?? -1;
    let secondCount = 0;
    if (options.maxStops >= 2) {
      for (let e2 = net.outStart[x] ?? 0; e2 < (net.outStart[x + 1] ?? 0); e2++) {
        const y = net.eDest[e2] ?? 0;
        if (y === dest || (edgeToDest[y] ?? -1) < 0) continue;
        const dY = distToDest[y] ?? 0;
        if (dY >= dX || legOX + (net.eDistanceKm[e2] ?? 0) + dY > maxRouted) continue;
        secondEdges[secondCount++] = e2;
      }
    }
    if (e2d < 0 && secondCount === 0) continue;
    for (let i = 0; i < w1.count; i++) {
      const s1 = w1.sched[i] ?? 0;
      const day1 = w1.day[i] ?? 0;
      const dep1 = w1.dep[i] ?? 0;
      const arr1 = dep1 + (net.sBlock[s1] ?? 0);
      const al1 = net.sAirline[s1] ?? 0;
      const deadline = dep1 + maxElapsed;
      if (e2d >= 0) {
        collectWindow(net, e2d, arr1 + mctX, arr1 + MAX_LAYOVER_MINUTES, excludeLcc, w2);
        for (let j = 0; j < w2.count; j++) {
          const s2 = w2.sched[j] ?? 0;
          const arr2 = (w2.dep[j] ?? 0) + (net.sBlock[s2] ?? 0);
          if (arr2 > deadline || !canConnect(net, al1, net.sAirline[s2] ?? 0)) continue;
          out.push({
            schedules: [s1, s2],
            localDays: [day1, w2.day[j] ?? 0],
            depUtc: dep1,
            arrUtc: arr2,
          });
        }
      }
      for (let q = 0; q < secondCount; q++) {
        const e2 = secondEdges[q] ?? 0;
        const y = net.eDest[e2] ?? 0;
        const e3 = edgeToDest[y] ?? 0;
        collectWindow(net, e2, arr1 + mctX, arr1 + MAX_LAYOVER_MINUTES, excludeLcc, w2);
        const mctY = getMinConnectionMinutes(net, y);
        for (let j = 0; j < w2.count; j++) {
          const s2 = w2.sched[j] ?? 0;
          const al2 = net.sAirline[s2] ?? 0;
          const arr2 = (w2.dep[j] ?? 0) + (net.sBlock[s2] ?? 0);
          if (arr2 > deadline || !canConnect(net, al1, al2)) continue;
          collectWindow(net, e3, arr2 + mctY, arr2 + MAX_LAYOVER_MINUTES, excludeLcc, w3);
          for (let k = 0; k < w3.count; k++) {
            const s3 = w3.sched[k] ?? 0;
            const arr3 = (w3.dep[k] ?? 0) + (net.sBlock[s3] ?? 0);
            const al3 = net.sAirline[s3] ?? 0;
            // The validating (first) airline sells the whole ticket: it interlines with each.
            if (arr3 > deadline || !canConnect(net, al2, al3) || !canConnect(net, al1, al3))
              continue;
            out.push({
              schedules: [s1, s2, s3],
              localDays: [day1, w2.day[j] ?? 0, w3.day[k] ?? 0],
              depUtc: dep1,
              arrUtc: arr3,
            });
          }
        }
      }
    }
  }
  return out;
}
