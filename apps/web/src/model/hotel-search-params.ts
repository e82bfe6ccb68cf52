import type {
  Collection,
  HotelAmenity,
  HotelFilters,
  HotelLocation,
  HotelSort,
  MealPlan,
} from '@wayfare/contracts/lodging';
import type { HotelAvailabilityRequest, HotelEntrySource } from '@wayfare/contracts/hotel-shop';
import { fromMajorUnits, roundToWholeMajorUnits } from '@wayfare/domain/money-format';

/*
 * The amenities, meal plans and entry sources as the contracts list them (HOTEL_AMENITIES,
 * MealPlanSchema, HotelEntrySourceSchema), written here because the contracts' modules build their
 * zod schemas as they load: this module runs on the hotel list's first load (and in its search's
 * loader), which ships no zod (issue 16). A record of every member keeps each list whole as the
 * contracts change; hotel-search-params.test.ts compares them with the contracts.
 */
const AMENITY_SET: Record<HotelAmenity, true> = {
  FreeWifi: true,
  Pool: true,
  FitnessCenter: true,
  Spa: true,
  Restaurant: true,
  Bar: true,
  RoomService: true,
  FreeBreakfast: true,
  Parking: true,
  FreeParking: true,
  AirportShuttle: true,
  PetFriendly: true,
  AirConditioning: true,
  BusinessCenter: true,
  AccessibleRooms: true,
  KidsClub: true,
  EvCharging: true,
  Kitchenette: true,
  Beachfront: true,
  HotTub: true,
};
export const AMENITIES = Object.keys(AMENITY_SET) as HotelAmenity[];

const MEAL_PLAN_SET: Record<MealPlan, true> = {
  AllInclusive: true,
  Breakfast: true,
  BreakfastFor1: true,
  BreakfastFor2: true,
  Dinner: true,
  FullBoard: true,
  HalfBoard: true,
  Lunch: true,
  RoomOnly: true,
};
export const MEAL_PLANS = Object.keys(MEAL_PLAN_SET) as MealPlan[];

const HOTEL_ENTRY_SOURCE_SET: Record<HotelEntrySource, true> = {
  cross_sell: true,
  search_distance_from: true,
  recently_viewed_hotel: true,
  recently_searched_hotel: true,
  book_again: true,
};
export const HOTEL_ENTRY_SOURCES = Object.keys(HOTEL_ENTRY_SOURCE_SET) as HotelEntrySource[];

const isHotelEntrySource = (value: string | null): value is HotelEntrySource =>
  value !== null && Object.hasOwn(HOTEL_ENTRY_SOURCE_SET, value);

/** The nightly price cap (`maxPrice`, whole units in the URL) is in US dollars. */
export const HOTEL_PRICE_CAP_CURRENCY = 'USD';

/**
 * A hotel search in the URL, shared by /hotels/search (prefill) and /hotels/availability (run).
 * Spec §2 names `locationName`, `fromDate`, `untilDate` and `entryType`; the rest is ours:
 * `location=city:C5128581` (a GeoNames city; or `airport:JFK`, `point:40.7128,-74.006`), `rooms`, `adults`, `children`,
 * then the availability view's `sort`, `view` and filters. Defaults are not written.
 */
export interface HotelSearchParams {
  location: HotelLocation;
  locationName: string;
  fromDate: string;
  untilDate: string;
  rooms: number;
  adults: number;
  children: number;
  entryType: string | null;
}

export type HotelBox = Extract<HotelLocation, { kind: 'bbox' }>;

export interface HotelListParams {
  sort: HotelSort;
  view: 'list' | 'map';
  filters: HotelFilters;
  /**
   * The map's area (`area=minLat,minLon,maxLat,maxLon`) once the person moved the map: the list
   * follows it while `location` keeps the place searched, for "back to the whole place".
   */
  area: HotelBox | null;
}

export const HOTEL_SORTS: readonly HotelSort[] = [
  'MostRecommended',
  'Price',
  'DistanceAscending',
  'StarRating',
  'UserRating',
];
const COLLECTIONS: readonly Collection[] = ['Premier', 'Lifestyle'];
const MAX_DISTANCE_KM = 100;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const POINT_RADIUS_KM = 10;

export type DistanceUnit = 'Km' | 'Mi';
export const KM_PER_MILE = 1.609344;

/**
 * A distance in the person's unit as the kilometres the distance filter sends, to 0.01 km (5 mi is
 * 8.05 km): whole hundredths, so the URL's `maxDistanceKm` reads back to the same number.
 */
export function toDistanceKm(value: number, unit: DistanceUnit): number {
  return Math.round(unit === 'Mi' ? value * KM_PER_MILE * 100 : value * 100) / 100;
}

/** Kilometres in the person's unit (for showing; not rounded). */
export function fromDistanceKm(km: number, unit: DistanceUnit): number {
  return unit === 'Mi' ? km / KM_PER_MILE : km;
}

export function formatLocation(location: HotelLocation): string {
  switch (location.kind) {
    case 'city':
      return `city:${location.cityCode}`;
    case 'airport':
      return `airport:${location.airportCode}`;
    case 'point':
      return `point:${location.coordinates.lat.toFixed(4)},${location.coordinates.lon.toFixed(4)}`;
    case 'bbox':
      return `bbox:${[location.minLat, location.minLon, location.maxLat, location.maxLon]
        .map((n) => n.toFixed(4))
        .join(',')}`;
  }
}

export function parseLocation(text: string | null): HotelLocation | null {
  if (!text) return null;
  const [kind, value = ''] = text.split(':', 2);
  if (kind === 'city' && /^C\d{1,10}$/.test(value)) return { kind: 'city', cityCode: value };
  if (kind === 'airport' && /^[A-Z]{3}$/.test(value)) {
    return { kind: 'airport', airportCode: value };
  }
  const numbers = value.split(',').map(Number);
  if (numbers.some((n) => !Number.isFinite(n))) return null;
  const [a, b, c, d] = numbers;
  if (kind === 'point' && numbers.length === 2 && a !== undefined && b !== undefined) {
    if (Math.abs(a) > 90 || Math.abs(b) > 180) return null;
    return { kind: 'point', coordinates: { lat: a, lon: b }, radiusKm: POINT_RADIUS_KM };
  }
  if (kind === 'bbox' && numbers.length === 4 && a !== undefined && b !== undefined) {
    if (c === undefined || d === undefined || a >= c || b >= d) return null;
    return { kind: 'bbox', minLat: a, minLon: b, maxLat: c, maxLon: d };
  }
  return null;
}

function parseCount(value: string | null, fallback: number, min: number, max: number): number {
  if (value === null || value === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/** The search part of the URL, or null when it lacks a place or dates. */
export function readHotelSearchParams(params: URLSearchParams): HotelSearchParams | null {
  const location = parseLocation(params.get('location'));
  const fromDate = params.get('fromDate') ?? '';
  const untilDate = params.get('untilDate') ?? '';
  if (!location || !ISO_DATE.test(fromDate) || !ISO_DATE.test(untilDate)) return null;
  const rooms = parseCount(params.get('rooms'), 1, 1, 8);
  return {
    location,
    locationName: params.get('locationName')?.trim() || formatLocation(location),
    fromDate,
    untilDate,
    rooms,
    adults: Math.max(rooms, parseCount(params.get('adults'), 2, 1, 16)),
    children: parseCount(params.get('children'), 0, 0, 8),
    entryType: params.get('entryType'),
  };
}

const listOf = <T extends string>(text: string | null, allowed: readonly T[]): T[] =>
  (text ?? '').split(',').filter((item): item is T => allowed.some((a) => a === item));

/** The availability view's sort, view and filters; anything unreadable is left out. */
export function readHotelListParams(params: URLSearchParams): HotelListParams {
  const sortParam = params.get('sort');
  const sort = HOTEL_SORTS.find((s) => s === sortParam) ?? 'MostRecommended';
  const filters: HotelFilters = {};
  const stars = listOf(params.get('stars'), ['1', '2', '3', '4', '5']).map(Number);
  if (stars.length > 0) filters.starRatings = stars;
  const rating = Number(params.get('rating'));
  if (params.get('rating') && rating > 0 && rating <= 5) filters.minUserRating = rating;
  const amenities = listOf<HotelAmenity>(params.get('amenities'), AMENITIES);
  if (amenities.length > 0) filters.amenities = amenities;
  const collections = listOf(params.get('collections'), COLLECTIONS);
  if (collections.length > 0) filters.collections = collections;
  const maxPrice = Number(params.get('maxPrice'));
  if (params.get('maxPrice') && Number.isInteger(maxPrice) && maxPrice > 0) {
    filters.maxNightlyPriceMinor = fromMajorUnits(maxPrice, HOTEL_PRICE_CAP_CURRENCY).amountMinor;
  }
  if (params.get('refundable') === '1') filters.refundableOnly = true;
  if (params.get('payLater') === '1') filters.payLaterOnly = true;
  const mealPlans = listOf<MealPlan>(params.get('mealPlans'), MEAL_PLANS);
  if (mealPlans.length > 0) filters.mealPlans = mealPlans;
  // Hotel chains by their loyalty programme code (issue 24: the person's preferred chains).
  const chains = (params.get('chains') ?? '').split(',').filter((c) => /^[A-Z]{2,4}$/.test(c));
  if (chains.length > 0) filters.loyaltyPrograms = chains;
  const maxDistance = toDistanceKm(Number(params.get('maxDistanceKm')), 'Km');
  if (params.get('maxDistanceKm') && maxDistance > 0 && maxDistance <= MAX_DISTANCE_KM) {
    filters.maxDistanceKm = maxDistance;
  }
  const area = parseLocation(params.get('area') ? `bbox:${params.get('area')}` : null);
  return {
    sort,
    view: params.get('view') === 'map' ? 'map' : 'list',
    filters,
    area: area?.kind === 'bbox' ? area : null,
  };
}

/** The map area as the `area` parameter: `minLat,minLon,maxLat,maxLon` to four decimals. */
export function formatAreaParam(area: Omit<HotelBox, 'kind'>): string {
  return formatLocation({ kind: 'bbox', ...area }).slice('bbox:'.length);
}

/** Writes a search (and optionally the list's state) as URL parameters: the deep link. */
export function buildHotelSearchParams(
  search: HotelSearchParams,
  list?: Partial<HotelListParams>,
): URLSearchParams {
  const params = new URLSearchParams();
  params.set('locationName', search.locationName);
  params.set('location', formatLocation(search.location));
  params.set('fromDate', search.fromDate);
  params.set('untilDate', search.untilDate);
  if (search.rooms !== 1) params.set('rooms', String(search.rooms));
  if (search.adults !== 2) params.set('adults', String(search.adults));
  if (search.children !== 0) params.set('children', String(search.children));
  if (search.entryType) params.set('entryType', search.entryType);
  if (list?.sort && list.sort !== 'MostRecommended') params.set('sort', list.sort);
  if (list?.view === 'map') params.set('view', 'map');
  if (list?.area) params.set('area', formatAreaParam(list.area));
  const f = list?.filters ?? {};
  if (f.starRatings?.length) params.set('stars', [...f.starRatings].sort().join(','));
  if (f.minUserRating) params.set('rating', String(f.minUserRating));
  if (f.amenities?.length) params.set('amenities', f.amenities.join(','));
  if (f.collections?.length) params.set('collections', f.collections.join(','));
  if (f.maxNightlyPriceMinor) {
    const cap = { amountMinor: f.maxNightlyPriceMinor, currency: HOTEL_PRICE_CAP_CURRENCY };
    params.set('maxPrice', String(roundToWholeMajorUnits(cap)));
  }
  if (f.refundableOnly) params.set('refundable', '1');
  if (f.payLaterOnly) params.set('payLater', '1');
  if (f.mealPlans?.length) params.set('mealPlans', f.mealPlans.join(','));
  if (f.loyaltyPrograms?.length) params.set('chains', [...f.loyaltyPrograms].sort().join(','));
  // Always kilometres, whatever unit the page shows, so a link means the same in every locale.
  if (f.maxDistanceKm) params.set('maxDistanceKm', String(toDistanceKm(f.maxDistanceKm, 'Km')));
  return params;
}

/** The availability call for a search and the list's state (pages are added by the call). */
export function toHotelSearchRequest(
  search: HotelSearchParams,
  list: HotelListParams,
): Omit<HotelAvailabilityRequest, 'offset' | 'limit'> {
  const { entryType } = search;
  return {
    location: list.area ?? search.location,
    locationName: search.locationName,
    ...(isHotelEntrySource(entryType) ? { entrySource: entryType } : {}),
    checkInDate: search.fromDate,
    checkOutDate: search.untilDate,
    rooms: search.rooms,
    adults: search.adults,
    children: search.children,
    filters: list.filters,
    sort: list.sort,
  };
}

export interface HotelStayParams {
  lodgingId: string;
  fromDate: string;
  untilDate: string;
  rooms: number;
  adults: number;
  children: number;
}

/** The hotel page's URL: `lodgingId`, `fromDate`, `untilDate`, `rooms`, `adults`, `children`. */
export function buildHotelStayParams(stay: HotelStayParams): URLSearchParams {
  return new URLSearchParams({
    lodgingId: stay.lodgingId,
    fromDate: stay.fromDate,
    untilDate: stay.untilDate,
    rooms: String(stay.rooms),
    adults: String(stay.adults),
    children: String(stay.children),
  });
}

export function readHotelStayParams(params: URLSearchParams): HotelStayParams | null {
  const lodgingId = params.get('lodgingId')?.trim() ?? '';
  const fromDate = params.get('fromDate') ?? '';
  const untilDate = params.get('untilDate') ?? '';
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(lodgingId)) return null;
  if (!ISO_DATE.test(fromDate) || !ISO_DATE.test(untilDate)) return null;
  const rooms = parseCount(params.get('rooms'), 1, 1, 8);
  return {
    lodgingId,
    fromDate,
    untilDate,
    rooms,
    adults: Math.max(rooms, parseCount(params.get('adults'), 2, 1, 16)),
    children: parseCount(params.get('children'), 0, 0, 8),
  };
}
