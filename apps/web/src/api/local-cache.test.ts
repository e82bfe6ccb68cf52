import { describe, expect, it } from 'vitest';
import { createLocalCache, LOCAL_CACHE_LIFETIME_SECONDS } from './local-cache';
import { STORAGE_KEYS, type KeyValueStorage } from './storage-keys';

function createMemoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const KEY = STORAGE_KEYS.recentCarSearches;
const readList = (value: unknown) => (Array.isArray(value) ? (value as string[]) : null);
const T0 = Date.UTC(2026, 10, 27, 12);

describe('local cache', () => {
  const setUp = () => {
    const storage = createMemoryStorage();
    let now = T0;
    const cache = createLocalCache({ key: KEY, parse: readList, storage, now: () => now });
    return { storage, cache, advance: (seconds: number) => (now = T0 + seconds * 1000) };
  };

  it('keeps an answer 21,600 seconds: 21,599 s kept, 21,600 s gone', () => {
    expect(LOCAL_CACHE_LIFETIME_SECONDS).toBe(21_600);
    const { cache, advance } = setUp();
    cache.write('usr_a', ['a=1']);
    advance(21_599);
    expect(cache.read('usr_a')).toEqual(['a=1']);
    advance(21_600);
    expect(cache.read('usr_a')).toBeNull();
  });

  it('purges every expired entry on access, keeping the live ones', () => {
    const { storage, cache, advance } = setUp();
    cache.write('usr_old', ['old=1']);
    advance(10_000);
    cache.write('usr_new', ['new=1']);
    advance(21_600);
    // Reading anyone's entry clears the old person's from storage.
    expect(cache.read('usr_new')).toEqual(['new=1']);
    expect(Object.keys(JSON.parse(storage.map.get(KEY) ?? '{}') as object)).toEqual(['usr_new']);
  });

  it('starts a new lifetime when an entry is written again', () => {
    const { cache, advance } = setUp();
    cache.write('usr_a', ['a=1']);
    advance(20_000);
    cache.write('usr_a', ['a=2']);
    advance(41_599);
    expect(cache.read('usr_a')).toEqual(['a=2']);
  });

  it('reads what an older build or a hand edit left as absent, and survives broken JSON', () => {
    const { storage, cache } = setUp();
    storage.map.set(KEY, JSON.stringify({ usr_a: ['a=1'] }));
    expect(cache.read('usr_a')).toBeNull();
    storage.map.set(KEY, '{not json');
    expect(cache.read('usr_a')).toBeNull();
    cache.write('usr_a', ['a=3']);
    expect(cache.read('usr_a')).toEqual(['a=3']);
  });

  it('runs without storage (privacy mode)', () => {
    const cache = createLocalCache({ key: KEY, parse: readList, storage: null });
    cache.write('usr_a', ['a=1']);
    expect(cache.read('usr_a')).toBeNull();
  });
});
