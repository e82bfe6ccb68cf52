import { createLocalCache } from '../../api/local-cache';
import { STORAGE_KEYS } from '../../api/storage-keys';
import {
  buildPackageSearchParams,
  readPackageSearchParams,
  type PackageSearchParams,
} from './package-params';

const MAX_KEPT = 4;

/** Per person: their last searches as query strings, kept the local cache's 6 hours. */
const readQueries = (value: unknown): string[] | null =>
  Array.isArray(value) ? value.filter((q): q is string => typeof q === 'string') : null;

const cache = () =>
  createLocalCache({ key: STORAGE_KEYS.recentPackageSearches, parse: readQueries });

/** The person's last package searches in this browser, newest first (kept as query strings). */
export function listRecentPackageSearches(userId: string): PackageSearchParams[] {
  return (cache().read(userId) ?? []).flatMap((query) => {
    const search = readPackageSearchParams(new URLSearchParams(query));
    return search ? [search] : [];
  });
}

/** Keeps a search that ran, without its entry source (the same search again moves up). */
export function rememberPackageSearch(userId: string, search: PackageSearchParams): void {
  const recent = cache();
  const query = buildPackageSearchParams({ ...search, entryType: null }).toString();
  const others = (recent.read(userId) ?? []).filter((q) => q !== query);
  recent.write(userId, [query, ...others].slice(0, MAX_KEPT));
}
