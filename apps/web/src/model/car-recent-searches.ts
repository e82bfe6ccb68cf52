import { readStoredValue, STORAGE_KEYS, writeStoredValue } from '../api/storage-keys';
import {
  buildCarSearchParams,
  readCarSearchParams,
  type CarSearchParams,
} from './car-search-params';

const MAX_KEPT = 4;

interface StoredSearches {
  [userId: string]: string[];
}

function readAll(): StoredSearches {
  try {
    const value: unknown = JSON.parse(readStoredValue(STORAGE_KEYS.recentCarSearches) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as StoredSearches) : {};
  } catch {
    return {};
  }
}

/** The person's last car searches in this browser, newest first (kept as URL query strings). */
export function listRecentCarSearches(userId: string): CarSearchParams[] {
  const kept = readAll()[userId];
  if (!Array.isArray(kept)) return [];
  return kept.flatMap((query) => {
    const search =
      typeof query === 'string' ? readCarSearchParams(new URLSearchParams(query)) : null;
    return search ? [search] : [];
  });
}

/** Keeps a search that ran (the same search again moves to the front). */
export function rememberCarSearch(userId: string, search: CarSearchParams): void {
  const all = readAll();
  const query = buildCarSearchParams(search).toString();
  const others = (Array.isArray(all[userId]) ? all[userId] : []).filter((q) => q !== query);
  all[userId] = [query, ...others].slice(0, MAX_KEPT);
  writeStoredValue(STORAGE_KEYS.recentCarSearches, JSON.stringify(all));
}
