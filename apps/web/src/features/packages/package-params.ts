import type { PackageEntrySource, PackageSearchRequest } from '@wayfare/contracts/packages';

/**
 * A package search in the URL, so every step survives a reload (spec §2 names `fromDate`,
 * `untilDate`, `locationName` and `entryType`; the rest is ours): `origin` and `originName` (an
 * airport or metro code and its label), `destination`, `locationName` and `cityCode` (the flight
 * autocomplete's place: its code for the flights, its city for the hotels), the dates, `rooms`,
 * `adults`, `children` and the entry source. The later steps add the hotel (`lodgingId`), its
 * rate (`rateId`) and the fares (`outFare`, `returnFare`).
 */
export interface PackageSearchParams {
  origin: string;
  originName: string;
  destination: string;
  locationName: string;
  cityCode: string;
  fromDate: string;
  untilDate: string;
  rooms: number;
  adults: number;
  children: number;
  entryType: PackageEntrySource | null;
}

/** The two addresses of the product (spec §2): the flow stays under the one it started on. */
export type PackageArea = 'packages' | 'hotels-flights';

export type PackageStep =
  | 'search'
  | 'hotels-availability'
  | 'hotel-shop'
  | 'flight-shop'
  | 'review'
  | 'book'
  | 'book/confirm';

const ENTRY_SOURCES: Record<PackageEntrySource, true> = {
  flight_list: true,
  flight_search: true,
  recently_searched_package: true,
};

const isEntrySource = (value: string | null): value is PackageEntrySource =>
  value !== null && Object.hasOwn(ENTRY_SOURCES, value);

const CODE = /^[A-Z]{3}$/;
const CITY = /^C\d+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function readCount(params: URLSearchParams, key: string, fallback: number, max: number): number {
  const raw = params.get(key);
  if (raw === null) return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 && value <= max ? value : fallback;
}

/** The area a path belongs to: `/hotels-flights/…` or `/packages/…`. */
export function readPackageArea(pathname: string): PackageArea {
  return pathname.startsWith('/hotels-flights') ? 'hotels-flights' : 'packages';
}

/** The search in the URL, or null when a part is missing or malformed (the search form opens). */
export function readPackageSearchParams(params: URLSearchParams): PackageSearchParams | null {
  const origin = (params.get('origin') ?? '').toUpperCase();
  const destination = (params.get('destination') ?? '').toUpperCase();
  const cityCode = params.get('cityCode') ?? '';
  const fromDate = params.get('fromDate') ?? '';
  const untilDate = params.get('untilDate') ?? '';
  if (!CODE.test(origin) || !CODE.test(destination) || !CITY.test(cityCode)) return null;
  if (!DATE.test(fromDate) || !DATE.test(untilDate) || untilDate <= fromDate) return null;
  const entryType = params.get('entryType');
  return {
    origin,
    originName: params.get('originName') || origin,
    destination,
    locationName: params.get('locationName') || destination,
    cityCode,
    fromDate,
    untilDate,
    rooms: Math.max(1, readCount(params, 'rooms', 1, 4)),
    adults: Math.max(1, readCount(params, 'adults', 2, 9)),
    children: readCount(params, 'children', 0, 8),
    entryType: isEntrySource(entryType) ? entryType : null,
  };
}

/** The search's part of the URL (defaults included: a shared link reads the same). */
export function buildPackageSearchParams(search: PackageSearchParams): URLSearchParams {
  const params = new URLSearchParams({
    origin: search.origin,
    originName: search.originName,
    destination: search.destination,
    locationName: search.locationName,
    cityCode: search.cityCode,
    fromDate: search.fromDate,
    untilDate: search.untilDate,
    rooms: String(search.rooms),
    adults: String(search.adults),
    children: String(search.children),
  });
  if (search.entryType) params.set('entryType', search.entryType);
  return params;
}

/** The API's search request for the URL's search. */
export function toPackageSearchRequest(search: PackageSearchParams): PackageSearchRequest {
  return {
    origin: search.origin,
    destination: { code: search.destination, cityCode: search.cityCode },
    departureDate: search.fromDate,
    returnDate: search.untilDate,
    rooms: search.rooms,
    adults: search.adults,
    children: search.children,
    ...(search.entryType ? { entrySource: search.entryType } : {}),
  };
}

/** A step's address with the search and that step's own choices. */
export function buildPackagePath(
  area: PackageArea,
  step: PackageStep,
  search: PackageSearchParams | null,
  extra: Record<string, string> = {},
): string {
  const params = search ? buildPackageSearchParams(search) : new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return `/${area}/${step}${query ? `?${query}` : ''}`;
}

/** Nights between the two dates (both `YYYY-MM-DD`). */
export function countNights(fromDate: string, untilDate: string): number {
  return Math.round((Date.parse(untilDate) - Date.parse(fromDate)) / 86_400_000);
}

/** Package hotel list sorts: the lowest package first (the server's order), rating, distance. */
export const PACKAGE_SORTS = ['price', 'rating', 'distance'] as const;
export type PackageSort = (typeof PACKAGE_SORTS)[number];

export function readPackageSort(params: URLSearchParams): PackageSort {
  const sort = params.get('sort');
  return PACKAGE_SORTS.find((s) => s === sort) ?? 'price';
}
