import type { PlaceKind, PlaceSuggestion, SupplyFailure } from '@wayfare/contracts/places';
import KDBush from 'kdbush';
import { measureDistanceKm } from '../geo/great-circle';
import { describeHotel } from '../lodging/hotel-describe';
import type { City } from '../reference/cities';
import { fail } from '../supply-result';
import type { SandboxWorld } from '../world/sandbox-world';
import { nameAirportRegion, nameCityRegion } from './regions';
import {
  findPrefixRange,
  getPlaceIndex,
  normalizeWords,
  PLACE_KINDS,
  SHORT_PREFIX_RANGE,
  type PlaceIndex,
} from './place-index';

export const DEFAULT_PLACE_LIMIT = 8;
export const MAX_PLACE_LIMIT = 20;

export interface PlaceSearchOptions {
  kinds?: readonly PlaceKind[];
  limit?: number;
}

interface GeoIndexes {
  cities: KDBush;
  airports: KDBush;
}

const geo = new WeakMap<SandboxWorld, GeoIndexes>();

function getGeoIndexes(world: SandboxWorld): GeoIndexes {
  let g = geo.get(world);
  if (!g) {
    const { cities, airports } = world.reference;
    const c = new KDBush(cities.length);
    for (const city of cities) c.add(city.lon, city.lat);
    c.finish();
    const a = new KDBush(airports.length);
    for (const airport of airports) a.add(airport.lon, airport.lat);
    a.finish();
    g = { cities: c, airports: a };
    geo.set(world, g);
  }
  return g;
}

/** The main city near a point: the most populous within `radiusKm`, else none. */
function findMainCity(
  world: SandboxWorld,
  lat: number,
  lon: number,
  radiusKm: number,
  skip?: City,
): City | null {
  const ids = getGeoIndexes(world).cities.within(lon, lat, radiusKm / 80);
  let best: City | null = null;
  for (const i of ids) {
    const c = world.reference.cities[i];
    if (!c || c === skip || c.featureCode === 'PPLX') continue;
    if (measureDistanceKm(lat, lon, c.lat, c.lon) > radiusKm) continue;
    if (!best || c.population > best.population) best = c;
  }
  return best;
}

function findNearbyAirports(world: SandboxWorld, lat: number, lon: number): string[] {
  const ids = getGeoIndexes(world).airports.within(lon, lat, 1);
  return ids
    .map((i) => world.reference.airports[i])
    .filter((a) => a !== undefined)
    .map((a) => ({ a, d: measureDistanceKm(lat, lon, a.lat, a.lon) }))
    .filter((x) => x.d <= 70)
    .sort((x, y) => (x.a.kind === y.a.kind ? x.d - y.d : x.a.kind === 'large' ? -1 : 1))
    .slice(0, 4)
    .map((x) => x.a.iata);
}

function toSuggestion(world: SandboxWorld, index: PlaceIndex, entry: number): PlaceSuggestion {
  const kind = PLACE_KINDS[index.kind[entry] ?? 0] ?? 'city';
  const ref = index.ref[entry] ?? 0;
  const { airports, cities } = world.reference;
  if (kind === 'metro') {
    const m = index.metros[ref];
    const city = cities.find((c) => c.geonameId === m?.geonameId);
    const first = airports.find((a) => a.iata === m?.airports[0]);
    return {
      kind,
      code: m?.code ?? '',
      // The web says it is every airport of the area, in the person's language.
      label: m?.name ?? '',
      sublabel: `${m?.airports.join(', ') ?? ''} · ${first?.countryName ?? ''}`,
      coordinates: { lat: city?.lat ?? first?.lat ?? 0, lon: city?.lon ?? first?.lon ?? 0 },
      countryCode: first?.countryCode ?? '',
      airportCodes: m?.airports ?? [],
      cityCode: city ? `C${city.geonameId}` : null,
    };
  }
  if (kind === 'airport') {
    const a = airports[ref];
    const city = a ? findMainCity(world, a.lat, a.lon, 40) : null;
    return {
      kind,
      code: a?.iata ?? '',
      label: `${a?.name ?? ''} (${a?.iata ?? ''})`,
      sublabel: joinPlaceParts(a?.city, a ? nameAirportRegion(a.regionCode) : null, a?.countryName),
      coordinates: { lat: a?.lat ?? 0, lon: a?.lon ?? 0 },
      countryCode: a?.countryCode ?? '',
      airportCodes: a ? [a.iata] : [],
      cityCode: city ? `C${city.geonameId}` : null,
    };
  }
  if (kind === 'hotel') {
    const d = describeHotel(world.hotels, ref);
    const city = cities[world.hotels.city[ref] ?? 0];
    return {
      kind,
      code: d.lodgingId,
      label: d.name,
      sublabel: `${d.neighbourhood}, ${d.city}, ${city?.countryName ?? d.countryCode}`,
      coordinates: { lat: world.hotels.lat[ref] ?? 0, lon: world.hotels.lon[ref] ?? 0 },
      countryCode: d.countryCode,
      airportCodes: city ? findNearbyAirports(world, city.lat, city.lon) : [],
      cityCode: city ? `C${city.geonameId}` : null,
    };
  }
  const c = cities[ref];
  const parent = kind === 'neighbourhood' && c ? findMainCity(world, c.lat, c.lon, 30, c) : null;
  const metro = index.metros.find((m) => m.geonameId === c?.geonameId);
  const region = c ? nameCityRegion(c.countryCode, c.adminCode) : null;
  return {
    kind,
    code: `C${c?.geonameId ?? 0}`,
    label: c?.name ?? '',
    sublabel: joinPlaceParts(parent?.name, region, c?.countryName),
    coordinates: { lat: c?.lat ?? 0, lon: c?.lon ?? 0 },
    countryCode: c?.countryCode ?? '',
    airportCodes: metro ? metro.airports : c ? findNearbyAirports(world, c.lat, c.lon) : [],
    cityCode: parent ? `C${parent.geonameId}` : `C${c?.geonameId ?? 0}`,
  };
}

/** "Portland, Oregon, United States": the parts that exist, in order. */
function joinPlaceParts(...parts: (string | null | undefined)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(', ');
}

/** What choosing a suggestion searches: its airports, and its city for the other products. */
function describeTarget(s: PlaceSuggestion): string {
  return `${s.airportCodes.join(',')}|${s.cityCode ?? ''}`;
}

/**
 * Every suggestion once and each one recognisable (issue 16: "Paris – United States" twice).
 * Suggestions that read the same and search the same places are one choice: the better ranked
 * stays. Suggestions that read the same but search different places are told apart by the airport
 * they search; one that cannot be told apart that way is dropped, since nobody could pick it.
 */
export function dedupePlaceSuggestions(suggestions: readonly PlaceSuggestion[]): PlaceSuggestion[] {
  const byText = new Map<string, PlaceSuggestion[]>();
  const ids = new Set<string>();
  for (const s of suggestions) {
    const id = `${s.kind}:${s.code}`;
    if (ids.has(id)) continue;
    ids.add(id);
    const text = `${s.label}\n${s.sublabel}`;
    const group = byText.get(text);
    if (!group) byText.set(text, [s]);
    else if (!group.some((twin) => describeTarget(twin) === describeTarget(s))) group.push(s);
  }
  const shown = new Map<PlaceSuggestion, PlaceSuggestion>();
  for (const group of byText.values()) {
    if (group.length === 1) {
      const [only] = group;
      if (only) shown.set(only, only);
      continue;
    }
    const airports = new Set<string>();
    for (const s of group) {
      const airport = s.airportCodes[0];
      if (airport === undefined || airports.has(airport)) continue;
      airports.add(airport);
      shown.set(s, { ...s, sublabel: `${s.sublabel} · ${airport}` });
    }
  }
  return suggestions.flatMap((s) => {
    const kept = shown.get(s);
    return kept ? [kept] : [];
  });
}

/** Suggestions asked for beyond the limit, so removing duplicates still fills the list. */
const DEDUPE_SLACK = 4;

/** Two-letter queries are few and asked constantly; their answers are kept per world. */
const SHORT_QUERY_CACHE_KEY_LENGTH = 12;
const SHORT_QUERY_CACHE_SIZE = 20_000;
const shortQueryCaches = new WeakMap<SandboxWorld, Map<string, PlaceSuggestion[]>>();

function getShortQueryCache(world: SandboxWorld): Map<string, PlaceSuggestion[]> {
  let cache = shortQueryCaches.get(world);
  if (!cache) {
    cache = new Map();
    shortQueryCaches.set(world, cache);
  }
  return cache;
}

let stamp = 0;
let seen = new Int32Array(0);

/**
 * Location autocomplete over metro areas, airports (IATA code, name, city), cities,
 * neighbourhoods and hotels: every query word must start a word of the place, accents ignored,
 * ranked by population or traffic, with an exact IATA code first.
 */
export function searchPlaces(
  world: SandboxWorld,
  query: string,
  options: PlaceSearchOptions = {},
): { ok: true; value: PlaceSuggestion[] } | SupplyFailure {
  const words = normalizeWords(query);
  if (words.length === 0)
    return fail('InvalidRequest', 'Type at least one letter or digit to search places.');
  if (query.length > 80) return fail('InvalidRequest', 'Search text is limited to 80 characters.');
  const shownLimit = Math.max(1, Math.min(MAX_PLACE_LIMIT, options.limit ?? DEFAULT_PLACE_LIMIT));
  const limit = shownLimit + DEDUPE_SLACK;
  const kinds = options.kinds ?? PLACE_KINDS;
  let kindMask = 0;
  for (const k of kinds) kindMask |= 1 << PLACE_KINDS.indexOf(k);
  const index = getPlaceIndex(world);
  const cacheKey = `${words.join(' ')}|${kindMask}|${limit}`;
  const isCached = cacheKey.length <= SHORT_QUERY_CACHE_KEY_LENGTH;
  const cache = getShortQueryCache(world);
  const hit = isCached ? cache.get(cacheKey) : undefined;
  if (hit) return { ok: true, value: [...hit] };
  if (seen.length < index.kind.length) seen = new Int32Array(index.kind.length);
  stamp++;
  let best: [number, number] = [0, 0];
  let pivot = '';
  for (const w of words) {
    const range = findPrefixRange(index.tokens, w);
    if (pivot === '' || range[1] - range[0] < best[1] - best[0]) {
      best = range;
      pivot = w;
    }
  }
  const others = words.filter((w) => w !== pivot).map((w) => ` ${w}`);
  const phrase = ` ${words.join(' ')}`;
  const topEntries: number[] = [];
  const topScores: number[] = [];
  const shortTop =
    best[1] - best[0] > SHORT_PREFIX_RANGE ? index.shortPrefixTop.get(pivot) : undefined;
  const candidates = shortTop
    ? shortTop.flatMap((list, k) => ((kindMask & (1 << k)) !== 0 ? list : []))
    : null;
  const count = candidates ? candidates.length : best[1] - best[0];
  for (let c = 0; c < count; c++) {
    const i = candidates ? -1 : best[0] + c;
    const e = candidates ? (candidates[c] ?? 0) : (index.tokenEntry[i] ?? 0);
    if (seen[e] === stamp) continue;
    seen[e] = stamp;
    const k = index.kind[e] ?? 0;
    if ((kindMask & (1 << k)) === 0) continue;
    const hay = index.haystack[e] ?? '';
    if (others.length > 0 && !others.every((w) => hay.includes(w))) continue;
    const isWholeWord = (index.tokens[i] ?? '').length === pivot.length;
    let score =
      (index.weight[e] ?? 0) + (index.tokenPosition[i] === 0 ? 0.3 : 0) + (isWholeWord ? 0.2 : 0);
    if (k === 0) score += 0.3;
    if (k <= 1 && isWholeWord && words.length === 1 && pivot.length === 3) score += 10;
    if (words.length > 1 && hay.startsWith(phrase)) score += 0.5;
    if (topScores.length === limit && score <= (topScores[limit - 1] ?? 0)) continue;
    let at = topScores.length;
    while (at > 0 && (topScores[at - 1] ?? 0) < score) at--;
    topScores.splice(at, 0, score);
    topEntries.splice(at, 0, e);
    if (topScores.length > limit) {
      topScores.pop();
      topEntries.pop();
    }
  }
  const value = dedupePlaceSuggestions(topEntries.map((e) => toSuggestion(world, index, e))).slice(
    0,
    shownLimit,
  );
  if (isCached) {
    if (cache.size >= SHORT_QUERY_CACHE_SIZE) cache.clear();
    cache.set(cacheKey, value);
  }
  return { ok: true, value: [...value] };
}
