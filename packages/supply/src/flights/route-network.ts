import { measureDistanceKm } from '../geo/great-circle';
import { hash3, hashString } from '../random/prng';
import type { Airline } from '../reference/airlines';
import type { Airport } from '../reference/airports';

/** A planned service of one airline between two airports, flown both ways. */
export interface RoutePlan {
  airline: number;
  a: number;
  b: number;
  /** Daily departures each way (≥1), or 1 with fewer weekly days. */
  frequency: number;
  /** Operating days per week, 2–7. */
  daysPerWeek: number;
  distanceKm: number;
  /** Airport index of the airline hub end (a), or -1 for point-to-point. */
  hub: number;
}

const MIN_ROUTE_KM = 110;
const MAX_ROUTE_KM = 15_500;
const LCC_MAX_KM = 3_800;
const LONG_HAUL_KM = 4_500;

function capFrequency(distanceKm: number, isLowCost: boolean): number {
  if (distanceKm < 800) return isLowCost ? 6 : 14;
  if (distanceKm < 1500) return isLowCost ? 5 : 10;
  if (distanceKm < 3000) return isLowCost ? 4 : 6;
  if (distanceKm < 5500) return 3;
  if (distanceKm < 9000) return 2;
  return 1;
}

interface Candidate {
  airport: number;
  score: number;
  distanceKm: number;
}

/**
 * Gravity-model network: each airline spends its daily departures budget on the routes from its
 * hubs that score highest on (hub catchment × destination catchment) / distance, with domestic,
 * regional and partner-hub weighting; then every airport left unserved gets a regional spoke.
 */
export function planRoutes(
  airports: readonly Airport[],
  airlines: readonly Airline[],
  catchment: Float64Array,
  seed: number,
  scale: number,
): RoutePlan[] {
  const plans: RoutePlan[] = [];
  const taken = new Set<string>();
  const hubOwners = new Map<number, Airline[]>();
  for (const al of airlines) {
    for (const h of al.hubs) hubOwners.set(h, [...(hubOwners.get(h) ?? []), al]);
  }
  const served = new Uint8Array(airports.length);
  const massOf = (i: number): number => (catchment[i] ?? 0) / 1e6;
  for (const airline of airlines) {
    const isLowCost = airline.model === 'lcc';
    const hubWeights = airline.hubs.map((_, i) => 1 / (i + 1.5));
    const totalWeight = hubWeights.reduce((s, w) => s + w, 0);
    airline.hubs.forEach((hubIndex, hi) => {
      const hub = airports[hubIndex];
      if (!hub) return;
      let budget = (airline.dailyDepartures * scale * (hubWeights[hi] ?? 0)) / totalWeight;
      const candidates: Candidate[] = [];
      for (const a of airports) {
        if (a.index === hubIndex) continue;
        const d = measureDistanceKm(hub.lat, hub.lon, a.lat, a.lon);
        if (d < MIN_ROUTE_KM || d > MAX_ROUTE_KM || (isLowCost && d > LCC_MAX_KM)) continue;
        const owners = hubOwners.get(a.index) ?? [];
        const isHub = owners.length > 0;
        if (d > LONG_HAUL_KM && !(a.kind === 'large' && (massOf(a.index) > 1.2 || isHub))) continue;
        const sameCountry = a.countryCode === hub.countryCode;
        const sameContinent = a.continent === hub.continent;
        let mult = sameCountry ? 3 : sameContinent ? 1.3 : 0.8;
        if (isLowCost && hub.continent === 'EU')
          mult = sameCountry ? 1.6 : sameContinent ? 1.4 : 0.3;
        if (d > LONG_HAUL_KM) {
          const isPartner = owners.some(
            (o) => o.alliance !== null && o.alliance === airline.alliance,
          );
          mult *= (isPartner ? 2.5 : 1) * (isHub ? 2 : 1) * (airline.alliance === null ? 0.6 : 1);
        }
        if (a.kind === 'large') mult *= 1.5;
        const score =
          (Math.sqrt(massOf(hubIndex)) * Math.pow(massOf(a.index), 0.9) * mult) /
          Math.pow((d + 300) / 1000, 0.7);
        candidates.push({ airport: a.index, score, distanceKm: d });
      }
      candidates.sort((x, y) => y.score - x.score || x.airport - y.airport);
      const top = candidates[0]?.score ?? 1;
      for (const c of candidates) {
        if (budget <= 0) break;
        const lo = Math.min(hubIndex, c.airport);
        const hi2 = Math.max(hubIndex, c.airport);
        const key = `${airline.index}:${lo}:${hi2}`;
        if (taken.has(key)) continue;
        taken.add(key);
        const raw = capFrequency(c.distanceKm, isLowCost) * Math.sqrt(c.score / top) * 1.2;
        const frequency = Math.max(1, Math.round(raw));
        const daysPerWeek = raw >= 0.7 ? 7 : Math.max(2, Math.min(6, Math.round((raw / 0.7) * 7)));
        plans.push({
          airline: airline.index,
          a: hubIndex,
          b: c.airport,
          frequency,
          daysPerWeek,
          distanceKm: c.distanceKm,
          hub: hubIndex,
        });
        served[hubIndex] = 1;
        served[c.airport] = 1;
        budget -= (2 * frequency * daysPerWeek) / 7;
      }
    });
  }
  addCoverageSpokes(airports, airlines, catchment, served, plans, seed);
  return plans;
}

function addCoverageSpokes(
  airports: readonly Airport[],
  airlines: readonly Airline[],
  catchment: Float64Array,
  served: Uint8Array,
  plans: RoutePlan[],
  seed: number,
): void {
  const hubList: { airport: Airport; airline: Airline }[] = [];
  for (const al of airlines) {
    if (al.model === 'lcc') continue;
    for (const h of al.hubs) {
      const ap = airports[h];
      if (ap) hubList.push({ airport: ap, airline: al });
    }
  }
  for (const a of airports) {
    if (served[a.index]) continue;
    let best: { airport: Airport; airline: Airline; d: number } | null = null;
    for (const h of hubList) {
      const d = measureDistanceKm(a.lat, a.lon, h.airport.lat, h.airport.lon);
      if (d < MIN_ROUTE_KM) continue;
      const penalty = h.airline.countryCode === a.countryCode ? 1 : 2.5;
      if (!best || d * penalty < best.d) best = { ...h, d: d * penalty };
    }
    if (!best) continue;
    const distanceKm = measureDistanceKm(a.lat, a.lon, best.airport.lat, best.airport.lon);
    const mass = (catchment[a.index] ?? 0) / 1e6;
    const frequency = Math.max(1, Math.min(4, Math.round(mass * 3)));
    const h = hash3(seed, hashString(a.iata), 17);
    const daysPerWeek = mass < 0.05 ? 3 + (h % 4) : 7;
    plans.push({
      airline: best.airline.index,
      a: best.airport.index,
      b: a.index,
      frequency,
      daysPerWeek,
      distanceKm,
      hub: best.airport.index,
    });
    served[a.index] = 1;
  }
}
