import { createLocalCache } from '../api/local-cache';
import { STORAGE_KEYS } from '../api/storage-keys';
import {
  buildCarSearchParams,
  readCarSearchParams,
  type CarSearchParams,
} from './car-search-params';

const MAX_KEPT = 4;

/** Per person: their last searches as URL query strings, kept the local cache's 6 hours. */
const readQueries = (value: unknown): string[] | null =>
  Array.isArray(value) ? value.filter((q): q is string => typeof q === 'string') : null;

const cache = () => createLocalCache({ key: STORAGE_KEYS.recentCarSearches, parse: readQueries });

/** The person's last car searches in this browser, newest first (kept as URL query strings). */
export function listRecentCarSearches(userId: string): CarSearchParams[] {
  return (cache().read(userId) ?? []).flatMap((query) => {
    const search = readCarSearchParams(new URLSearchParams(query));
    return search ? [search] : [];
  });
}

/** Keeps a search that ran (the same search again moves to the front). */
export function rememberCarSearch(userId: string, search: CarSearchParams): void {
  const recent = cache();
  const query = buildCarSearchParams(search).toString();
  const others = (recent.read(userId) ?? []).filter((q) => q !== query);
  recent.write(userId, [query, ...others].slice(0, MAX_KEPT));
}
