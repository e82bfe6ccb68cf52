/**
 * A small shopping cache: the same search within a short time answers from memory, as airline
 * shopping caches do. Entries expire after `ttlMs` on the app clock (so the sandbox clock moving
 * forward expires them too) and whenever the portal's seat inventory changes (a sale or release
 * moves prices). A quote always re-prices, so a cached price can never be charged by mistake.
 */
export interface SearchCache<T> {
  get(key: string, now: Date): T | undefined;
  set(key: string, value: T, now: Date): void;
  /** Seats were sold or released: every cached price may be stale. */
  invalidate(): void;
  readonly size: number;
}

export function createSearchCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
}): SearchCache<T> {
  // A Map keeps insertion order: re-inserting on read makes the first key the least recently used.
  const entries = new Map<string, { value: T; storedAtMs: number }>();
  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const age = now.getTime() - entry.storedAtMs;
      if (age < 0 || age >= options.ttlMs) {
        entries.delete(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, now) {
      entries.delete(key);
      entries.set(key, { value, storedAtMs: now.getTime() });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    invalidate() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
