import type { Airline } from '../reference/airlines';
import type { Airport } from '../reference/airports';
import type { TimeZoneTable } from '../reference/time-zones';
import type { ScheduleRow } from './schedule-builder';

export type AirportTier = 0 | 1 | 2 | 3;
export const TIER_HUB = 0;
export const TIER_LARGE = 1;
export const TIER_MEDIUM = 2;
export const TIER_SMALL = 3;

/**
 * The flight world in struct-of-arrays form. Schedules are sorted by (origin, destination,
 * local departure) so each directed airport pair ("edge") owns a contiguous schedule range,
 * and edges are sorted by origin so each airport owns a contiguous edge range.
 */
export interface FlightNetwork {
  airports: readonly Airport[];
  airlines: readonly Airline[];
  tz: TimeZoneTable;
  airportTz: Uint16Array;
  airportTier: Uint8Array;
  catchment: Float64Array;
  /** Unit vectors for fast great-circle distances. */
  airportXyz: Float64Array;
  scheduleCount: number;
  sOrigin: Uint16Array;
  sDest: Uint16Array;
  sAirline: Uint16Array;
  sFlightNumber: Uint16Array;
  sDepLocal: Uint16Array;
  sBlock: Uint16Array;
  sDays: Uint8Array;
  sAircraft: Uint8Array;
  sDistanceKm: Uint16Array;
  sCodeshareAirline: Int16Array;
  sCodeshareNumber: Uint16Array;
  edgeCount: number;
  /** Great-circle distance of each edge in km. */
  eDistanceKm: Float64Array;
  eOrigin: Uint16Array;
  eDest: Uint16Array;
  /** Schedules of edge e are [eSchedStart[e], eSchedStart[e+1]). */
  eSchedStart: Uint32Array;
  /** Edges leaving airport a are [outStart[a], outStart[a+1]). */
  outStart: Uint32Array;
  /** Edge ids arriving at airport a are inEdge[inStart[a] … inStart[a+1]). */
  inStart: Uint32Array;
  inEdge: Uint32Array;
  /** Alliance id per airline (0 = none; then only online connections). */
  airlineAlliance: Uint8Array;
  airlineIsLowCost: Uint8Array;
  /** Daily flights averaged over a week. */
  flightsPerDay: number;
}

const ALLIANCE_IDS: Record<string, number> = { 'Star Alliance': 1, oneworld: 2, SkyTeam: 3 };

export function classifyTiers(
  airports: readonly Airport[],
  catchment: Float64Array,
  airlines: readonly Airline[],
): Uint8Array {
  const hubs = new Set<number>();
  for (const al of airlines) for (const h of al.hubs) hubs.add(h);
  const tiers = new Uint8Array(airports.length);
  for (const a of airports) {
    const c = catchment[a.index] ?? 0;
    tiers[a.index] =
      hubs.has(a.index) && a.kind === 'large'
        ? TIER_HUB
        : a.kind === 'large'
          ? TIER_LARGE
          : c > 400_000
            ? TIER_MEDIUM
            : TIER_SMALL;
  }
  return tiers;
}

export function assembleNetwork(input: {
  airports: readonly Airport[];
  airlines: readonly Airline[];
  tz: TimeZoneTable;
  airportTz: Uint16Array;
  catchment: Float64Array;
  rows: ScheduleRow[];
}): FlightNetwork {
  const { airports, airlines, rows } = input;
  const n = airports.length;
  rows.sort(
    (x, y) =>
      x.origin - y.origin ||
      x.dest - y.dest ||
      x.depLocalMinute - y.depLocalMinute ||
      x.airline - y.airline ||
      x.flightNumber - y.flightNumber,
  );
  const count = rows.length;
  const sOrigin = new Uint16Array(count);
  const sDest = new Uint16Array(count);
  const sAirline = new Uint16Array(count);
  const sFlightNumber = new Uint16Array(count);
  const sDepLocal = new Uint16Array(count);
  const sBlock = new Uint16Array(count);
  const sDays = new Uint8Array(count);
  const sAircraft = new Uint8Array(count);
  const sDistanceKm = new Uint16Array(count);
  const sCodeshareAirline = new Int16Array(count);
  const sCodeshareNumber = new Uint16Array(count);
  const edgeStarts: number[] = [];
  const edgeO: number[] = [];
  const edgeD: number[] = [];
  let flightsPerWeek = 0;
  rows.forEach((r, i) => {
    sOrigin[i] = r.origin;
    sDest[i] = r.dest;
    sAirline[i] = r.airline;
    sFlightNumber[i] = r.flightNumber;
    sDepLocal[i] = r.depLocalMinute;
    sBlock[i] = r.blockMinutes;
    sDays[i] = r.daysMask;
    sAircraft[i] = r.aircraft;
    sDistanceKm[i] = Math.min(65535, r.distanceKm);
    sCodeshareAirline[i] = r.codeshareAirline;
    sCodeshareNumber[i] = r.codeshareNumber;
    let m = r.daysMask;
    while (m) {
      flightsPerWeek += m & 1;
      m >>= 1;
    }
    const prev = rows[i - 1];
    if (!prev || prev.origin !== r.origin || prev.dest !== r.dest) {
      edgeStarts.push(i);
      edgeO.push(r.origin);
      edgeD.push(r.dest);
    }
  });
  const edgeCount = edgeStarts.length;
  const eSchedStart = new Uint32Array(edgeCount + 1);
  edgeStarts.forEach((s, e) => (eSchedStart[e] = s));
  eSchedStart[edgeCount] = count;
  const eOrigin = Uint16Array.from(edgeO);
  const eDest = Uint16Array.from(edgeD);
  const outStart = new Uint32Array(n + 1);
  for (let e = 0; e < edgeCount; e++)
    outStart[(eOrigin[e] ?? 0) + 1] = (outStart[(eOrigin[e] ?? 0) + 1] ?? 0) + 1;
  for (let a = 0; a < n; a++) outStart[a + 1] = (outStart[a + 1] ?? 0) + (outStart[a] ?? 0);
  const inStart = new Uint32Array(n + 1);
  for (let e = 0; e < edgeCount; e++)
    inStart[(eDest[e] ?? 0) + 1] = (inStart[(eDest[e] ?? 0) + 1] ?? 0) + 1;
  for (let a = 0; a < n; a++) inStart[a + 1] = (inStart[a + 1] ?? 0) + (inStart[a] ?? 0);
  const fill = inStart.slice(0, n);
  const inEdge = new Uint32Array(edgeCount);
  for (let e = 0; e < edgeCount; e++) {
    const d = eDest[e] ?? 0;
    const pos = fill[d] ?? 0;
    inEdge[pos] = e;
    fill[d] = pos + 1;
  }
  const airportXyz = new Float64Array(n * 3);
  for (const a of airports) {
    const lat = (a.lat * Math.PI) / 180;
    const lon = (a.lon * Math.PI) / 180;
    airportXyz[a.index * 3] = Math.cos(lat) * Math.cos(lon);
    airportXyz[a.index * 3 + 1] = Math.cos(lat) * Math.sin(lon);
    airportXyz[a.index * 3 + 2] = Math.sin(lat);
  }
  const net = {
    airports,
    airlines,
    tz: input.tz,
    airportTz: input.airportTz,
    airportTier: classifyTiers(airports, input.catchment, airlines),
    catchment: input.catchment,
    airportXyz,
    scheduleCount: count,
    sOrigin,
    sDest,
    sAirline,
    sFlightNumber,
    sDepLocal,
    sBlock,
    sDays,
    sAircraft,
    sDistanceKm,
    sCodeshareAirline,
    sCodeshareNumber,
    edgeCount,
    eDistanceKm: new Float64Array(edgeCount),
    eOrigin,
    eDest,
    eSchedStart,
    outStart,
    inStart,
    inEdge,
    airlineAlliance: Uint8Array.from(
      airlines.map((a) => (a.alliance ? (ALLIANCE_IDS[a.alliance] ?? 0) : 0)),
    ),
    airlineIsLowCost: Uint8Array.from(airlines.map((a) => (a.model === 'lcc' ? 1 : 0))),
    flightsPerDay: Math.round(flightsPerWeek / 7),
  };
  for (let e = 0; e < edgeCount; e++)
    net.eDistanceKm[e] = measureAirportKm(net, eOrigin[e] ?? 0, eDest[e] ?? 0);
  return net;
}

/** Great-circle distance between two airports in km from the precomputed unit vectors. */
export function measureAirportKm(net: FlightNetwork, a: number, b: number): number {
  const x = net.airportXyz;
  const dot =
    (x[a * 3] ?? 0) * (x[b * 3] ?? 0) +
    (x[a * 3 + 1] ?? 0) * (x[b * 3 + 1] ?? 0) +
    (x[a * 3 + 2] ?? 0) * (x[b * 3 + 2] ?? 0);
  return 6371.0088 * Math.acos(Math.max(-1, Math.min(1, dot)));
}

/** Edge id for a directed airport pair, or -1 (binary search within the origin's edges). */
export function findEdge(net: FlightNetwork, origin: number, dest: number): number {
  let lo = net.outStart[origin] ?? 0;
  let hi = (net.outStart[origin + 1] ?? 0) - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const d = net.eDest[mid] ?? 0;
    if (d === dest) return mid;
    if (d < dest) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
