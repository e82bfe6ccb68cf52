import { readStoredValue, STORAGE_KEYS, writeStoredValue } from '../../api/storage-keys';
import {
  buildPackageSearchParams,
  readPackageSearchParams,
  type PackageSearchParams,
} from './package-params';

const MAX_KEPT = 4;

type StoredSearches = Record<string, unknown>;

function readAll(): StoredSearches {
  try {
    const value: unknown = JSON.parse(readStoredValue(STORAGE_KEYS.recentPackageSearches) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as StoredSearches) : {};
  } catch {
    return {};
  }
}

/** The person's last package searches in this browser, newest first (kept as query strings). */
export function listRecentPackageSearches(userId: string): PackageSearchParams[] {
  const kept = readAll()[userId];
  if (!Array.isArray(kept)) return [];
  return kept.flatMap((query: unknown) => {
    const search =
      typeof query === 'string' ? readPackageSearchParams(new URLSearchParams(query)) : null;
    return search ? [search] : [];
  });
}

/** Keeps a search that ran, without its entry source (the same search again moves up). */
export function rememberPackageSearch(userId: string, search: PackageSearchParams): void {
  const all = readAll();
  const query = buildPackageSearchParams({ ...search, entryType: null }).toString();
  const previous = all[userId];
  const others = (Array.isArray(previous) ? previous : []).filter(
    (q: unknown): q is string => typeof q === 'string' && q !== query,
  );
  all[userId] = [query, ...others].slice(0, MAX_KEPT);
  writeStoredValue(STORAGE_KEYS.recentPackageSearches, JSON.stringify(all));
}
