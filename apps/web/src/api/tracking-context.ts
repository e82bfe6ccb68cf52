import {
  STORAGE_KEYS,
  readStoredValue,
  writeStoredValue,
  type KeyValueStorage,
} from './storage-keys';

/**
 * What every tracking event carries from the browser (issue 24): the landing URL's spec §2
 * tracking parameters, read once and kept for the browser session (this tab's sessionStorage, so
 * they survive the sign-in's round trip and reloads but not a new visit), and where the person
 * entered a product from (spec §2 entry sources, the `entryType` or `entrySource` parameter).
 * The server merges what it knows itself (experiment variants, the agent flag, the tenant, travel
 * credit) and keeps only allowlisted, well-formed values (`domain/tracking-privacy.ts`).
 */

/** A product page entered from somewhere (spec §2 entry sources): `entry_source`, `funnel`. */
export const PRODUCT_ENTRY_EVENT = 'product_entry';
/** A booking settled (spec §4 travel-app bookingComplete): `product`, `funnel`, `entry_source`. */
export const BOOKING_COMPLETE_EVENT = 'booking_complete';

/** Spec §2 tracking parameters, as the URL and the events name them. */
export const ATTRIBUTION_PARAMS = ['utm_source', 'utm_medium', 'referrer_source'] as const;
export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];
export type TrackingAttribution = Partial<Record<AttributionParam, string>>;

/** The longest parameter value kept (the server drops anything not shaped like a campaign name). */
const MAX_ATTRIBUTION_LENGTH = 100;

/** This tab's sessionStorage, or nothing where storage is blocked. */
export function findSessionStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function parseAttribution(raw: string | null): TrackingAttribution {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return {};
    const kept: TrackingAttribution = {};
    for (const name of ATTRIBUTION_PARAMS) {
      const text = (value as Record<string, unknown>)[name];
      if (typeof text === 'string') kept[name] = text;
    }
    return kept;
  } catch {
    return {};
  }
}

/** The tracking parameters kept for this browser session. */
export function readTrackingAttribution(
  storage: KeyValueStorage | null = findSessionStorage(),
): TrackingAttribution {
  return parseAttribution(readStoredValue(STORAGE_KEYS.trackingAttribution, storage));
}

/**
 * Reads the landing URL's tracking parameters once per page load: a URL that carries any of them
 * replaces what was kept (a new campaign link is a new arrival); one that carries none keeps it.
 */
export function captureTrackingAttribution(
  search: string,
  storage: KeyValueStorage | null = findSessionStorage(),
): TrackingAttribution {
  const params = new URLSearchParams(search);
  const found: TrackingAttribution = {};
  for (const name of ATTRIBUTION_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) found[name] = value.slice(0, MAX_ATTRIBUTION_LENGTH);
  }
  if (Object.keys(found).length === 0) return readTrackingAttribution(storage);
  writeStoredValue(STORAGE_KEYS.trackingAttribution, JSON.stringify(found), storage);
  return found;
}

/** An entry source code (`recently_searched_air`, `cross_sell`): lower-case words joined by `_`. */
const ENTRY_CODE = /^[a-z][a-z0-9_]{0,59}$/;

/**
 * The entry source a URL names: `entrySource` (flight searches) or `entryType` (hotels,
 * experiences, packages, cars, and the phone app's deep links).
 */
export function readEntrySource(search: string): string | null {
  const params = new URLSearchParams(search);
  const value = params.get('entrySource') ?? params.get('entryType');
  return value && ENTRY_CODE.test(value) ? value : null;
}

/** Spec §4 funnels, by the first segment of a page's path. */
const FUNNEL_BY_SEGMENT: Readonly<Record<string, string>> = {
  flights: 'flights',
  hotels: 'hotels',
  'premium-stays': 'premiumStays',
  packages: 'packages',
  'hotels-flights': 'packages',
  cars: 'cars',
  activities: 'activities',
  'vacation-rentals': 'homes',
};

/** The funnel a page belongs to (`/hotels/shop` → `hotels`), or null outside the products. */
export function selectFunnel(pathname: string): string | null {
  const segment = pathname.split('/').find((part) => part !== '') ?? '';
  return FUNNEL_BY_SEGMENT[segment] ?? null;
}

/** The last product entry of this browser session, for the booking it leads to. */
export interface ProductEntry {
  funnel: string;
  entrySource: string;
  /** The page and entry, so the same entry is tracked once however its URL changes after. */
  key: string;
}

export function readLastEntry(
  storage: KeyValueStorage | null = findSessionStorage(),
): ProductEntry | null {
  const raw = readStoredValue(STORAGE_KEYS.lastProductEntry, storage);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ProductEntry>;
    return typeof value.funnel === 'string' &&
      typeof value.entrySource === 'string' &&
      typeof value.key === 'string'
      ? { funnel: value.funnel, entrySource: value.entrySource, key: value.key }
      : null;
  } catch {
    return null;
  }
}

/**
 * The product entry a page's URL makes, when it is a new one: a product page opened with an entry
 * source, other than the entry already recorded for the page still open (sorting or filtering
 * keeps the entry in the URL; that is not a new entry). Remembers it as the session's last entry.
 */
export function takeProductEntry(
  pathname: string,
  search: string,
  storage: KeyValueStorage | null = findSessionStorage(),
): ProductEntry | null {
  const funnel = selectFunnel(pathname);
  const entrySource = readEntrySource(search);
  if (!funnel || !entrySource) {
    // Left the entry's page: the same entry made again later is a new one (the booking keeps it).
    const last = readLastEntry(storage);
    if (last?.key)
      writeStoredValue(
        STORAGE_KEYS.lastProductEntry,
        JSON.stringify({ ...last, key: '' }),
        storage,
      );
    return null;
  }
  const entry = { funnel, entrySource, key: `${pathname}|${entrySource}` };
  if (readLastEntry(storage)?.key === entry.key) return null;
  writeStoredValue(STORAGE_KEYS.lastProductEntry, JSON.stringify(entry), storage);
  return entry;
}

/** The entry source a booking in this funnel came from, when the session's last entry was one. */
export function selectBookingEntrySource(
  funnel: string,
  storage: KeyValueStorage | null = findSessionStorage(),
): string | null {
  const last = readLastEntry(storage);
  return last?.funnel === funnel ? last.entrySource : null;
}
