/**
 * Deterministic pseudo-random helpers. The sandbox world is a pure function of its seed,
 * so every generator draws from these instead of Math.random.
 */

/** FNV-1a 32-bit hash of a string, as an unsigned integer. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes two 32-bit integers into a well-distributed unsigned 32-bit hash (murmur3 finaliser). */
export function mixHash(a: number, b: number): number {
  let h = (a ^ Math.imul(b, 0x9e3779b1)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hash of three integers; fixed arity keeps hot loops allocation-free. */
export function hash3(a: number, b: number, c: number): number {
  return mixHash(mixHash(a, b), c);
}

/** Hash of four integers. */
export function hash4(a: number, b: number, c: number, d: number): number {
  return mixHash(mixHash(mixHash(a, b), c), d);
}

/** Maps a 32-bit hash to a float in [0, 1). */
export function toUnit(hash: number): number {
  return (hash >>> 0) / 4294967296;
}

export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [0, n). */
  nextInt(n: number): number;
  /** Float in [min, max). */
  nextRange(min: number, max: number): number;
  /** Standard normal variate (Box-Muller). */
  nextNormal(): number;
  /** True with probability p. */
  isChance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: tiny, fast and good enough for world generation. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    nextInt: (n) => Math.floor(next() * n),
    nextRange: (min, max) => min + (max - min) * next(),
    nextNormal: () => {
      const u = Math.max(next(), 1e-12);
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    isChance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}

/** Picks deterministically from a non-empty list using a hash. */
export function pickByHash<T>(items: readonly T[], hash: number): T {
  if (items.length === 0) throw new Error('pickByHash from an empty list');
  return items[(hash >>> 0) % items.length] as T;
}
