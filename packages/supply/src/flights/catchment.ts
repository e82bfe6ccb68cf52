import { measureDistanceKm } from '../geo/great-circle';
import type { Airport } from '../reference/airports';
import type { City } from '../reference/cities';

const CATCHMENT_RADIUS_KM = 110;
const MIN_CATCHMENT = 15_000;

/**
 * Population served by each airport: every city's population is shared among the airports
 * within reach, favouring large and near airports (so London's five airports split London).
 */
export function computeCatchments(
  airports: readonly Airport[],
  cities: readonly City[],
): Float64Array {
  const grid = new Map<number, number[]>();
  const cellOf = (lat: number, lon: number): number =>
    Math.floor(lat + 90) * 400 + Math.floor(lon + 180);
  for (const a of airports) {
    const key = cellOf(a.lat, a.lon);
    const list = grid.get(key) ?? [];
    list.push(a.index);
    grid.set(key, list);
  }
  const out = new Float64Array(airports.length);
  const near: number[] = [];
  const share: number[] = [];
  for (const c of cities) {
    near.length = 0;
    share.length = 0;
    const lonSpan = Math.min(3, Math.ceil(1.1 / Math.max(0.2, Math.cos((c.lat * Math.PI) / 180))));
    let total = 0;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -lonSpan; dx <= lonSpan; dx++) {
        const list = grid.get(cellOf(c.lat + dy, c.lon + dx));
        if (!list) continue;
        for (const i of list) {
          const a = airports[i];
          if (!a) continue;
          const d = measureDistanceKm(c.lat, c.lon, a.lat, a.lon);
          if (d > CATCHMENT_RADIUS_KM) continue;
          const w = (a.kind === 'large' ? 4 : 1) / Math.pow(d + 15, 1.5);
          near.push(i);
          share.push(w);
          total += w;
        }
      }
    }
    for (let k = 0; k < near.length; k++) {
      const i = near[k] ?? 0;
      out[i] = (out[i] ?? 0) + (c.population * (share[k] ?? 0)) / total;
    }
  }
  for (let i = 0; i < out.length; i++) out[i] = Math.max(MIN_CATCHMENT, out[i] ?? 0);
  return out;
}
