import {
  readStoredValue,
  writeStoredValue,
  type KeyValueStorage,
  type StorageKey,
} from './storage-keys';

/** Spec §9: the local cache keeps an answer 21,600 seconds (6 hours). */
export const LOCAL_CACHE_LIFETIME_SECONDS = 21_600;

interface StoredEntry {
  savedAt: number;
  value: unknown;
}

export interface LocalCache<T> {
  /** The entry's value while it is younger than the lifetime; null once it is not. */
  read(entryKey: string): T | null;
  write(entryKey: string, value: T): void;
}

function isStoredEntry(value: unknown): value is StoredEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    'savedAt' in value &&
    typeof value.savedAt === 'number' &&
    'value' in value
  );
}

/**
 * One local-storage key holding entries by `entryKey` (a person's id, say), each with the time it
 * was saved. Every access purges the entries that reached the lifetime (spec §9: expired entries
 * purged on access), so nothing stale is read and nothing stale is kept. `parse` keeps only values
 * of the expected shape (an older build's or a hand-edited entry reads as absent). The clock and
 * storage are injected for tests.
 */
export function createLocalCache<T>({
  key,
  parse,
  now = () => Date.now(),
  storage,
  lifetimeSeconds = LOCAL_CACHE_LIFETIME_SECONDS,
}: {
  key: StorageKey;
  parse: (value: unknown) => T | null;
  now?: () => number;
  storage?: KeyValueStorage | null;
  lifetimeSeconds?: number;
}): LocalCache<T> {
  const lifetimeMs = lifetimeSeconds * 1000;

  /** The live entries; writes the key back when any were purged. */
  const readLive = (at: number): Record<string, StoredEntry> => {
    let stored: unknown;
    try {
      stored = JSON.parse(readStoredValue(key, storage) ?? '{}');
    } catch {
      stored = {};
    }
    const all = typeof stored === 'object' && stored !== null ? stored : {};
    const live: Record<string, StoredEntry> = {};
    let purged = false;
    for (const [entryKey, entry] of Object.entries(all)) {
      if (isStoredEntry(entry) && at - entry.savedAt < lifetimeMs) live[entryKey] = entry;
      else purged = true;
    }
    if (purged) writeStoredValue(key, JSON.stringify(live), storage);
    return live;
  };

  return {
    read(entryKey) {
      const entry = readLive(now())[entryKey];
      return entry ? parse(entry.value) : null;
    },
    write(entryKey, value) {
      const at = now();
      const live = readLive(at);
      live[entryKey] = { savedAt: at, value };
      writeStoredValue(key, JSON.stringify(live), storage);
    },
  };
}
