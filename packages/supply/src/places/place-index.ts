import type { PlaceKind } from '@wayfare/contracts/places';
import { describeHotel } from '../lodging/hotel-describe';
import type { SandboxWorld } from '../world/sandbox-world';
import { METRO_AREAS, type MetroArea } from './metro-areas';

export const PLACE_KINDS: readonly PlaceKind[] = [
  'metro',
  'airport',
  'city',
  'neighbourhood',
  'hotel',
];

/** One searchable place; `ref` indexes airports, cities, hotels or metros by kind. */
export interface PlaceIndex {
  kind: Uint8Array;
  ref: Uint32Array;
  /** log10 of population or traffic, the base of the ranking. */
  weight: Float32Array;
  /** Normalised words, space-separated with a leading space, for word-start checks. */
  haystack: string[];
  /** Sorted (token, entry) table for prefix ranges. */
  tokens: string[];
  tokenEntry: Uint32Array;
  tokenPosition: Uint8Array;
  metros: MetroArea[];
  /** For one- and two-letter prefixes with huge ranges: the best entries per kind. */
  shortPrefixTop: Map<string, number[][]>;
}

export const SHORT_PREFIX_RANGE = 600;
const SHORT_PREFIX_KEEP = 40;

const FOLD: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  þ: 'th',
  ð: 'd',
};

/** Lower-case, accent-free words: "São Paulo–Guarulhos" → ["sao", "paulo", "guarulhos"]. */
export function normalizeWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßøæœłđıþð]/g, (c) => FOLD[c] ?? c)
    .replace(/['’ʻ`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

const indexes = new WeakMap<SandboxWorld, PlaceIndex>();

/** Builds (once per world, on first use) the token table over every kind of place. */
export function getPlaceIndex(world: SandboxWorld): PlaceIndex {
  const cached = indexes.get(world);
  if (cached) return cached;
  const { airports, cities } = world.reference;
  const net = world.flights.net;
  const iatas = new Set(airports.map((a) => a.iata));
  const metros = METRO_AREAS.map((m) => ({
    ...m,
    airports: m.airports.filter((a) => iatas.has(a)),
  })).filter((m) => m.airports.length >= 2);
  const hotels = world.hotels;
  const total = metros.length + airports.length + cities.length + hotels.count;
  const kind = new Uint8Array(total);
  const ref = new Uint32Array(total);
  const weight = new Float32Array(total);
  const haystack: string[] = new Array<string>(total);
  const rawTokens: string[] = [];
  const rawEntry: number[] = [];
  const rawPosition: number[] = [];
  let n = 0;
  const add = (k: number, r: number, w: number, words: string[]) => {
    kind[n] = k;
    ref[n] = r;
    weight[n] = Math.log10(w + 10);
    const unique = [...new Set(words)];
    haystack[n] = ` ${unique.join(' ')}`;
    unique.forEach((t, i) => {
      rawTokens.push(t);
      rawEntry.push(n);
      rawPosition.push(Math.min(255, i));
    });
    n++;
  };
  const traffic = (index: number) => {
    const degree = (net.outStart[index + 1] ?? 0) - (net.outStart[index] ?? 0);
    return 50_000 + degree * 10_000;
  };
  const byIata = new Map(airports.map((a) => [a.iata, a]));
  metros.forEach((m, i) => {
    const city = cities.find((c) => c.geonameId === m.geonameId);
    const w = m.airports.reduce((s, code) => s + traffic(byIata.get(code)?.index ?? 0), 0);
    add(0, i, w + (city?.population ?? 0), [
      m.code.toLowerCase(),
      ...normalizeWords(m.name),
      ...m.airports.map((a) => a.toLowerCase()),
    ]);
  });
  for (const a of airports)
    add(1, a.index, traffic(a.index), [
      a.iata.toLowerCase(),
      ...normalizeWords(a.name),
      ...normalizeWords(a.city),
    ]);
  for (const c of cities) {
    const isNeighbourhood = c.featureCode === 'PPLX';
    add(
      isNeighbourhood ? 3 : 2,
      c.index,
      isNeighbourhood ? c.population / 2 : c.population,
      normalizeWords(c.name),
    );
  }
  for (let h = 0; h < hotels.count; h++) {
    const d = describeHotel(hotels, h);
    add(4, h, (hotels.reviews[h] ?? 0) * 2, normalizeWords(d.name));
  }
  const order = rawTokens.map((_, i) => i);
  order.sort((a, b) => {
    const x = rawTokens[a] ?? '';
    const y = rawTokens[b] ?? '';
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const index: PlaceIndex = {
    kind,
    ref,
    weight,
    haystack,
    tokens: order.map((i) => rawTokens[i] ?? ''),
    tokenEntry: Uint32Array.from(order, (i) => rawEntry[i] ?? 0),
    tokenPosition: Uint8Array.from(order, (i) => rawPosition[i] ?? 0),
    metros,
    shortPrefixTop: new Map(),
  };
  for (const length of [1, 2, 3]) collectShortPrefixTops(index, length);
  indexes.set(world, index);
  return index;
}

/** [lo, hi) of tokens starting with `prefix` (binary search). */
export function findPrefixRange(tokens: readonly string[], prefix: string): [number, number] {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((tokens[mid] ?? '') < prefix) lo = mid + 1;
    else hi = mid;
  }
  const start = lo;
  hi = tokens.length;
  const end = `${prefix}\uffff`;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((tokens[mid] ?? '') < end) lo = mid + 1;
    else hi = mid;
  }
  return [start, lo];
}

/** Precomputes the best entries per kind for short prefixes, so "s" costs no more than "san". */
function collectShortPrefixTops(index: PlaceIndex, length: number): void {
  const { tokens } = index;
  let start = 0;
  while (start < tokens.length) {
    const prefix = (tokens[start] ?? '').slice(0, length);
    const [, end] = findPrefixRange(tokens, prefix);
    if (prefix.length === length && end - start > SHORT_PREFIX_RANGE) {
      const perKind: { entry: number; score: number }[][] = PLACE_KINDS.map(() => []);
      const taken = new Set<number>();
      for (let i = start; i < end; i++) {
        const e = index.tokenEntry[i] ?? 0;
        if (taken.has(e)) continue;
        taken.add(e);
        perKind[index.kind[e] ?? 0]?.push({ entry: e, score: index.weight[e] ?? 0 });
      }
      index.shortPrefixTop.set(
        prefix,
        perKind.map((list) =>
          list
            .sort((a, b) => b.score - a.score)
            .slice(0, SHORT_PREFIX_KEEP)
            .map((x) => x.entry),
        ),
      );
    }
    start = Math.max(end, start + 1);
  }
}
