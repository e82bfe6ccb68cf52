import { describe, expect, it } from 'vitest';
import { createSearchCache } from './search-cache';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 23) + ms);

describe('search cache', () => {
  it('answers within its lifetime and forgets after, by the app clock', () => {
    const cache = createSearchCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    cache.set('JFK-LAX', 'result', at(0));
    expect(cache.get('JFK-LAX', at(59_999))).toBe('result');
    expect(cache.get('JFK-LAX', at(60_000))).toBeUndefined();
    cache.set('JFK-LAX', 'result', at(0));
    // A clock moved back (the sandbox console) is not trusted either.
    expect(cache.get('JFK-LAX', at(-1))).toBeUndefined();
  });

  it('drops the least recently used entry when full, and everything on invalidate', () => {
    const cache = createSearchCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('a', 1, at(0));
    cache.set('b', 2, at(0));
    expect(cache.get('a', at(1))).toBe(1);
    cache.set('c', 3, at(2));
    expect(cache.get('b', at(3))).toBeUndefined();
    expect(cache.get('a', at(3))).toBe(1);
    expect(cache.get('c', at(3))).toBe(3);
    cache.invalidate();
    expect(cache.size).toBe(0);
  });
});
