/*
 * A homes or stays search in the URL, the one serializer for /vacation-rentals/ (homes alone, with
 * the homes filters and sorts), /stays/search and /stays/availability (hotels and homes, with the
 * kind filter) and a home's page. Spec §2 names `locationName`, `fromDate` and `untilDate`; the
 * rest is ours: `location=city:C2988507`, `adults`, `children`, `pets`, `rooms` (stays' hotels),
 * then the list's `sort`, `view`, `kinds` and filters. Defaults are not written. Read without zod,
 * like the hotel list's parameters.
 */
import type {
  HomeSearchRequest,
  StayKind,
  StaySearchRequest,
} from '@wayfare/contracts/home-booking';
import type { PropertyType } from '@wayfare/contracts/homes';

export interface HomeSearchParams {
  cityCode: string;
  locationName: string;
  fromDate: string;
  untilDate: string;
  adults: number;
  children: number;
  pets: number;
  /** Stays only: rooms for the hotels. */
  rooms: number;
}

export const HOME_SORTS = ['price', 'rating', 'distance', 'bedrooms'] as const;
export type HomeSort = (typeof HOME_SORTS)[number];

export const PROPERTY_TYPES: readonly PropertyType[] = [
  'Apartment',
  'House',
  'Villa',
  'Cabin',
  'Condo',
  'Cottage',
  'Loft',
];

/** The homes list's filters, each empty or off by default. */
export interface HomeFilters {
  propertyTypes: readonly PropertyType[];
  /** At least this many bedrooms (0: any). */
  minBedrooms: number;
  /** The average night at most, in whole units of the results' currency (0: any). */
  maxNightly: number;
  /** Homes that take the searched pets (or any pet when none is searched). */
  petsAllowed: boolean;
  /** At least this guest rating out of 5 (0: any). */
  minRating: number;
  freeCancellation: boolean;
}

export const NO_HOME_FILTERS: HomeFilters = {
  propertyTypes: [],
  minBedrooms: 0,
  maxNightly: 0,
  petsAllowed: false,
  minRating: 0,
  freeCancellation: false,
};

export interface HomeListParams {
  sort: HomeSort;
  view: 'list' | 'map';
  filters: HomeFilters;
  /** Stays: which kinds to show (both by default). */
  kinds: readonly StayKind[];
}

export const MAX_PETS = 5;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CITY = /^city:(C\d{1,9})$/;
const ALL_KINDS: readonly StayKind[] = ['Hotels', 'Homes'];

function parseCount(value: string | null, fallback: number, min: number, max: number): number {
  if (value === null || value === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

const listOf = <T extends string>(text: string | null, allowed: readonly T[]): T[] =>
  (text ?? '').split(',').filter((item): item is T => allowed.some((a) => a === item));

/** The search part of the URL, or null when it lacks a city or dates. */
export function readHomeSearchParams(params: URLSearchParams): HomeSearchParams | null {
  const city = CITY.exec(params.get('location') ?? '');
  const fromDate = params.get('fromDate') ?? '';
  const untilDate = params.get('untilDate') ?? '';
  if (!city?.[1] || !ISO_DATE.test(fromDate) || !ISO_DATE.test(untilDate)) return null;
  return {
    cityCode: city[1],
    locationName: params.get('locationName')?.trim() || city[1],
    fromDate,
    untilDate,
    adults: parseCount(params.get('adults'), 2, 1, 16),
    children: parseCount(params.get('children'), 0, 0, 16),
    pets: parseCount(params.get('pets'), 0, 0, MAX_PETS),
    rooms: parseCount(params.get('rooms'), 1, 1, 8),
  };
}

/** The list's sort, view, kinds and filters; anything unreadable is left out. */
export function readHomeListParams(params: URLSearchParams): HomeListParams {
  const sortParam = params.get('sort');
  const kinds = listOf<StayKind>(params.get('kinds'), ALL_KINDS);
  return {
    sort: HOME_SORTS.find((s) => s === sortParam) ?? 'price',
    view: params.get('view') === 'map' ? 'map' : 'list',
    kinds: kinds.length > 0 ? kinds : ALL_KINDS,
    filters: {
      propertyTypes: listOf<PropertyType>(params.get('types'), PROPERTY_TYPES),
      minBedrooms: parseCount(params.get('bedrooms'), 0, 0, 10),
      maxNightly: parseCount(params.get('maxPrice'), 0, 0, 100_000),
      petsAllowed: params.get('petsAllowed') === '1',
      minRating: [3, 3.5, 4, 4.5].find((r) => String(r) === params.get('rating')) ?? 0,
      freeCancellation: params.get('freeCancellation') === '1',
    },
  };
}

/** Writes a search (and optionally the list's state) as URL parameters: the deep link. */
export function buildHomeSearchParams(
  search: HomeSearchParams,
  list?: Partial<HomeListParams>,
): URLSearchParams {
  const params = new URLSearchParams();
  params.set('locationName', search.locationName);
  params.set('location', `city:${search.cityCode}`);
  params.set('fromDate', search.fromDate);
  params.set('untilDate', search.untilDate);
  if (search.adults !== 2) params.set('adults', String(search.adults));
  if (search.children !== 0) params.set('children', String(search.children));
  if (search.pets !== 0) params.set('pets', String(search.pets));
  if (search.rooms !== 1) params.set('rooms', String(search.rooms));
  if (list?.sort && list.sort !== 'price') params.set('sort', list.sort);
  if (list?.view === 'map') params.set('view', 'map');
  if (list?.kinds && list.kinds.length === 1) params.set('kinds', list.kinds.join(','));
  const f = list?.filters;
  if (f) {
    if (f.propertyTypes.length > 0) params.set('types', f.propertyTypes.join(','));
    if (f.minBedrooms > 0) params.set('bedrooms', String(f.minBedrooms));
    if (f.maxNightly > 0) params.set('maxPrice', String(f.maxNightly));
    if (f.petsAllowed) params.set('petsAllowed', '1');
    if (f.minRating > 0) params.set('rating', String(f.minRating));
    if (f.freeCancellation) params.set('freeCancellation', '1');
  }
  return params;
}

export function toHomeSearchRequest(search: HomeSearchParams): HomeSearchRequest {
  return {
    cityCode: search.cityCode,
    checkInDate: search.fromDate,
    checkOutDate: search.untilDate,
    adults: search.adults,
    children: search.children,
    pets: search.pets,
  };
}

export function toStaySearchRequest(
  search: HomeSearchParams,
  kinds: readonly StayKind[],
): StaySearchRequest {
  return { ...toHomeSearchRequest(search), rooms: search.rooms, kinds: [...kinds] };
}

/** A home's page: `listingId`, the dates and the party. */
export interface HomeStayParams {
  listingId: string;
  fromDate: string;
  untilDate: string;
  adults: number;
  children: number;
  pets: number;
}

export function buildHomeStayParams(stay: HomeStayParams): URLSearchParams {
  const params = new URLSearchParams({
    listingId: stay.listingId,
    fromDate: stay.fromDate,
    untilDate: stay.untilDate,
    adults: String(stay.adults),
  });
  if (stay.children > 0) params.set('children', String(stay.children));
  if (stay.pets > 0) params.set('pets', String(stay.pets));
  return params;
}

export function readHomeStayParams(params: URLSearchParams): HomeStayParams | null {
  const listingId = params.get('listingId')?.trim() ?? '';
  const fromDate = params.get('fromDate') ?? '';
  const untilDate = params.get('untilDate') ?? '';
  if (!/^V\d{1,9}-\d{1,4}$/.test(listingId)) return null;
  if (!ISO_DATE.test(fromDate) || !ISO_DATE.test(untilDate)) return null;
  return {
    listingId,
    fromDate,
    untilDate,
    adults: parseCount(params.get('adults'), 2, 1, 16),
    children: parseCount(params.get('children'), 0, 0, 16),
    pets: parseCount(params.get('pets'), 0, 0, MAX_PETS),
  };
}

/** The home's page for a search's stay. */
export function buildHomeShopPath(listingId: string, search: HomeSearchParams): string {
  return `/vacation-rentals/shop?${buildHomeStayParams({ listingId, ...search }).toString()}`;
}
