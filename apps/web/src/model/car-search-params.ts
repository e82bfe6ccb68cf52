/*
 * A car search in the URL, the one serializer for /cars/search (prefill), /cars/availability
 * (results, sort, view and filters), /cars/shop and the cross-sell links. Spec §2 names
 * `locationName`, `fromDate`, `untilDate` and `entryType`; the rest is ours. Defaults are not
 * written (pick-up and drop-off at 10:00, a driver of 25 to 69). Read without zod, like the hotel
 * list's parameters: the results page's first load ships none.
 */

/** A rental place: an airport code or a city branch code, and its name as the person saw it. */
export interface CarPlace {
  code: string;
  name: string;
}

export interface CarSearchParams {
  pickUp: CarPlace;
  /** Null: returned where it was picked up. */
  dropOff: CarPlace | null;
  /** Local dates and times at the counter. */
  fromDate: string;
  pickUpTime: string;
  untilDate: string;
  dropOffTime: string;
  driverAge: number;
}

export const DEFAULT_CAR_TIME = '10:00';
/** A driver aged 25 to 69 pays no age surcharge: the search asks as a 30-year-old. */
export const DEFAULT_DRIVER_AGE = 30;
export const SENIOR_DRIVER_AGE = 70;
export const MIN_DRIVER_AGE = 18;
export const YOUNG_DRIVER_LIMIT = 25;
export const MAX_DRIVER_AGE = 99;

/** The driver age bands the form offers (an exact age for young drivers). */
export type DriverAgeBand = 'young' | 'standard' | 'senior';

export function selectDriverAgeBand(age: number): DriverAgeBand {
  if (age < YOUNG_DRIVER_LIMIT) return 'young';
  if (age >= SENIOR_DRIVER_AGE) return 'senior';
  return 'standard';
}

export const CAR_SORTS = ['price', 'rating', 'distance'] as const;
export type CarSort = (typeof CAR_SORTS)[number];

export const CAR_CLASS_GROUPS = ['small', 'medium', 'large', 'premium', 'suv', 'van'] as const;
export type CarClassGroup = (typeof CAR_CLASS_GROUPS)[number];

export const CAR_TRANSMISSIONS = ['Automatic', 'Manual'] as const;
export type CarTransmissionFilter = (typeof CAR_TRANSMISSIONS)[number];

export const CAR_PICK_UP_KINDS = ['InTerminal', 'Shuttle', 'CityBranch'] as const;
export type CarPickUpKind = (typeof CAR_PICK_UP_KINDS)[number];

/** The results' filters, each empty or off by default. */
export interface CarFilters {
  classes: readonly CarClassGroup[];
  transmissions: readonly CarTransmissionFilter[];
  /** At least this many seats / large bags (0: any). */
  minSeats: number;
  minBags: number;
  suppliers: readonly string[];
  fuelPolicies: readonly string[];
  freeCancellation: boolean;
  pickUpKinds: readonly CarPickUpKind[];
}

export const NO_CAR_FILTERS: CarFilters = {
  classes: [],
  transmissions: [],
  minSeats: 0,
  minBags: 0,
  suppliers: [],
  fuelPolicies: [],
  freeCancellation: false,
  pickUpKinds: [],
};

export interface CarListParams {
  sort: CarSort;
  view: 'list' | 'map';
  filters: CarFilters;
}

export type CarEntryType = 'cross_sell' | 'recently_searched_car' | 'change_car';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PLACE_CODE = /^[A-Za-z0-9_:-]{2,40}$/;

const isValidDate = (text: string | null): text is string =>
  text !== null && ISO_DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

function readTime(text: string | null): string | null {
  if (text === null || text === '') return DEFAULT_CAR_TIME;
  return CLOCK_TIME.test(text) ? text : null;
}

function readPlace(code: string | null, name: string | null): CarPlace | null {
  if (!code || !PLACE_CODE.test(code)) return null;
  return { code, name: name?.trim() || code };
}

/** The search in a URL, or null when a part is missing or malformed. */
export function readCarSearchParams(params: URLSearchParams): CarSearchParams | null {
  const pickUp = readPlace(params.get('pickUp'), params.get('locationName'));
  const fromDate = params.get('fromDate');
  const untilDate = params.get('untilDate');
  const pickUpTime = readTime(params.get('pickUpTime'));
  const dropOffTime = readTime(params.get('dropOffTime'));
  if (!pickUp || !isValidDate(fromDate) || !isValidDate(untilDate)) return null;
  if (!pickUpTime || !dropOffTime) return null;
  const dropOffCode = params.get('dropOff');
  const dropOff = dropOffCode ? readPlace(dropOffCode, params.get('dropOffName')) : null;
  if (dropOffCode && !dropOff) return null;
  const ageText = params.get('driverAge');
  const driverAge = ageText === null ? DEFAULT_DRIVER_AGE : Number(ageText);
  if (!Number.isInteger(driverAge) || driverAge < MIN_DRIVER_AGE || driverAge > MAX_DRIVER_AGE)
    return null;
  return {
    pickUp,
    dropOff: dropOff && dropOff.code !== pickUp.code ? dropOff : null,
    fromDate,
    pickUpTime,
    untilDate,
    dropOffTime,
    driverAge,
  };
}

/** The search's own parameters (what the search, shop and book pages carry along). */
export function buildCarSearchParams(
  search: CarSearchParams,
  entryType: CarEntryType | null = null,
): URLSearchParams {
  const params = new URLSearchParams();
  params.set('pickUp', search.pickUp.code);
  params.set('locationName', search.pickUp.name);
  if (search.dropOff && search.dropOff.code !== search.pickUp.code) {
    params.set('dropOff', search.dropOff.code);
    params.set('dropOffName', search.dropOff.name);
  }
  params.set('fromDate', search.fromDate);
  if (search.pickUpTime !== DEFAULT_CAR_TIME) params.set('pickUpTime', search.pickUpTime);
  params.set('untilDate', search.untilDate);
  if (search.dropOffTime !== DEFAULT_CAR_TIME) params.set('dropOffTime', search.dropOffTime);
  if (search.driverAge !== DEFAULT_DRIVER_AGE) params.set('driverAge', String(search.driverAge));
  if (entryType) params.set('entryType', entryType);
  return params;
}

const LIST_KEYS = [
  'sort',
  'view',
  'class',
  'transmission',
  'seats',
  'bags',
  'supplier',
  'fuel',
  'freeCancellation',
  'pickUpKind',
] as const;

function readList<T extends string>(
  params: URLSearchParams,
  key: string,
  allowed?: readonly T[],
): T[] {
  const values = (params.get(key) ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  const kept = allowed
    ? values.filter((v): v is T => (allowed as readonly string[]).includes(v))
    : (values as T[]);
  return [...new Set(kept)];
}

function readCount(params: URLSearchParams, key: string): number {
  const value = Number(params.get(key) ?? '0');
  return Number.isInteger(value) && value > 0 && value < 20 ? value : 0;
}

/** Sort, view and filters of the results; anything unknown falls back to the default. */
export function readCarListParams(params: URLSearchParams): CarListParams {
  const sort = params.get('sort');
  return {
    sort: (CAR_SORTS as readonly string[]).includes(sort ?? '') ? (sort as CarSort) : 'price',
    view: params.get('view') === 'map' ? 'map' : 'list',
    filters: {
      classes: readList(params, 'class', CAR_CLASS_GROUPS),
      transmissions: readList(params, 'transmission', CAR_TRANSMISSIONS),
      minSeats: readCount(params, 'seats'),
      minBags: readCount(params, 'bags'),
      suppliers: readList<string>(params, 'supplier'),
      fuelPolicies: readList<string>(params, 'fuel'),
      freeCancellation: params.get('freeCancellation') === 'true',
      pickUpKinds: readList(params, 'pickUpKind', CAR_PICK_UP_KINDS),
    },
  };
}

/** The search's parameters with the list's sort, view and filters (defaults left out). */
export function writeCarListParams(base: URLSearchParams, list: CarListParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of LIST_KEYS) params.delete(key);
  const { filters } = list;
  if (list.sort !== 'price') params.set('sort', list.sort);
  if (list.view !== 'list') params.set('view', list.view);
  if (filters.classes.length > 0) params.set('class', filters.classes.join(','));
  if (filters.transmissions.length > 0) params.set('transmission', filters.transmissions.join(','));
  if (filters.minSeats > 0) params.set('seats', String(filters.minSeats));
  if (filters.minBags > 0) params.set('bags', String(filters.minBags));
  if (filters.suppliers.length > 0) params.set('supplier', filters.suppliers.join(','));
  if (filters.fuelPolicies.length > 0) params.set('fuel', filters.fuelPolicies.join(','));
  if (filters.freeCancellation) params.set('freeCancellation', 'true');
  if (filters.pickUpKinds.length > 0) params.set('pickUpKind', filters.pickUpKinds.join(','));
  return params;
}

/** How many filters are on (the filter button's count). */
export function countCarFilters(filters: CarFilters): number {
  return (
    filters.classes.length +
    filters.transmissions.length +
    (filters.minSeats > 0 ? 1 : 0) +
    (filters.minBags > 0 ? 1 : 0) +
    filters.suppliers.length +
    filters.fuelPolicies.length +
    (filters.freeCancellation ? 1 : 0) +
    filters.pickUpKinds.length
  );
}

/** `YYYY-MM-DDTHH:mm` at the counter, as the search request takes it. */
export function toLocalDateTime(date: string, time: string): string {
  return `${date}T${time}`;
}

export type CarPath = 'search' | 'availability' | 'shop' | 'book' | 'book/confirm';

export function buildCarPath(path: CarPath, params?: URLSearchParams): string {
  const query = params?.toString() ?? '';
  return `/cars/${path}${query ? `?${query}` : ''}`;
}

/** The search as POST /cars/search takes it. */
export function toCarSearchRequest(search: CarSearchParams): {
  pickUp: string;
  dropOff?: string;
  pickUpAt: string;
  dropOffAt: string;
  driverAge: number;
} {
  return {
    pickUp: search.pickUp.code,
    ...(search.dropOff ? { dropOff: search.dropOff.code } : {}),
    pickUpAt: toLocalDateTime(search.fromDate, search.pickUpTime),
    dropOffAt: toLocalDateTime(search.untilDate, search.dropOffTime),
    driverAge: search.driverAge,
  };
}
