import type { FlightEntrySource, FlightShopRequest } from '@wayfare/contracts/flight-shop';
import type {
  CabinClass,
  FlightSliceRequest,
  FlightTripType,
  PassengerCounts,
} from '@wayfare/contracts/flights';

/**
 * The flight search in the URL, shared by /flights/search (prefill), /flights/shop (run) and the
 * watched trips' "See flights" links (price watch; the alert e-mail writes the same format):
 * `tripType=round_trip&slices=JFK-LAX-2026-12-10,LAX-JFK-2026-12-17&adt=1&cnn=0&ins=0&inf=0`
 * `&cabin=Business&entrySource=recently_searched_air`. A round trip carries both slices, the
 * second reversed. Economy is the default cabin and is not written.
 */
export const SEARCH_PARAM_KEYS = [
  'tripType',
  'slices',
  'adt',
  'cnn',
  'ins',
  'inf',
  'cabin',
  'entrySource',
] as const;

export const TRIP_TYPES: readonly FlightTripType[] = ['one_way', 'round_trip', 'multi_city'];
/** Cabins a traveller picks from; Economy includes basic economy fares. */
export const SEARCH_CABINS = ['Economy', 'PremiumEconomy', 'Business', 'First'] as const;
export type SearchCabin = (typeof SEARCH_CABINS)[number];
export const MAX_SLICES = 5;
const ENTRY_SOURCES: readonly FlightEntrySource[] = [
  'recently_searched_air',
  'recently_searched_autocomplete',
  'travel_sale_landing',
  'travel_sale_homepage',
];

const SLICE_PATTERN = /^([A-Z]{3})-([A-Z]{3})-(\d{4}-\d{2}-\d{2})$/;

function formatSlice(slice: FlightSliceRequest): string {
  return `${slice.origin}-${slice.destination}-${slice.departureDate}`;
}

function parseSlice(text: string): FlightSliceRequest | null {
  const match = SLICE_PATTERN.exec(text.trim().toUpperCase());
  if (!match) return null;
  const [, origin, destination, departureDate] = match;
  if (!origin || !destination || !departureDate) return null;
  return { origin, destination, departureDate };
}

function parseCount(value: string | null, fallback: number): number {
  if (value === null || value === '') return fallback;
  const count = Number(value);
  return Number.isInteger(count) && count >= 0 && count <= 9 ? count : fallback;
}

function isTripType(value: string | null): value is FlightTripType {
  return TRIP_TYPES.some((tripType) => tripType === value);
}

function isSearchCabin(value: string | null): value is SearchCabin {
  return SEARCH_CABINS.some((cabin) => cabin === value);
}

function isEntrySource(value: string | null): value is FlightEntrySource {
  return ENTRY_SOURCES.some((source) => source === value);
}

/** Writes a search as URL parameters (the deep link). */
export function buildFlightSearchParams(request: FlightShopRequest): URLSearchParams {
  const params = new URLSearchParams();
  params.set('tripType', request.tripType);
  params.set('slices', request.slices.map(formatSlice).join(','));
  params.set('adt', String(request.passengers.ADT));
  params.set('cnn', String(request.passengers.CNN));
  params.set('ins', String(request.passengers.INS));
  params.set('inf', String(request.passengers.INF));
  if (request.cabinClass && request.cabinClass !== 'Economy') {
    params.set('cabin', request.cabinClass);
  }
  if (request.entrySource) params.set('entrySource', request.entrySource);
  return params;
}

/**
 * Reads a search from URL parameters, or null when they do not describe one (missing or malformed
 * slices, or a slice count that does not fit the trip type). Counts out of range fall back to the
 * defaults; the server applies the passenger rules.
 */
export function parseFlightSearchParams(params: URLSearchParams): FlightShopRequest | null {
  const tripTypeParam = params.get('tripType');
  const slicesParam = params.get('slices');
  if (!slicesParam) return null;
  const slices = slicesParam.split(',').map(parseSlice);
  if (slices.length === 0 || slices.some((slice) => slice === null)) return null;
  const parsedSlices = slices.filter((slice): slice is FlightSliceRequest => slice !== null);
  const tripType: FlightTripType = isTripType(tripTypeParam)
    ? tripTypeParam
    : parsedSlices.length === 2
      ? 'round_trip'
      : 'one_way';
  const expected =
    tripType === 'one_way' ? [1, 1] : tripType === 'round_trip' ? [2, 2] : [2, MAX_SLICES];
  const [min = 1, max = 1] = expected;
  if (parsedSlices.length < min || parsedSlices.length > max) return null;
  const passengers: PassengerCounts = {
    ADT: parseCount(params.get('adt'), 1),
    CNN: parseCount(params.get('cnn'), 0),
    INS: parseCount(params.get('ins'), 0),
    INF: parseCount(params.get('inf'), 0),
  };
  const cabinParam = params.get('cabin');
  const entrySourceParam = params.get('entrySource');
  const cabinClass: CabinClass | undefined =
    isSearchCabin(cabinParam) && cabinParam !== 'Economy' ? cabinParam : undefined;
  return {
    tripType,
    slices: parsedSlices,
    passengers,
    maxStops: 2,
    excludeLowCostCarriers: false,
    ...(cabinClass ? { cabinClass } : {}),
    ...(isEntrySource(entrySourceParam) ? { entrySource: entrySourceParam } : {}),
  };
}

/** The search without its entry source: the same trip searched from anywhere is one search. */
export function selectSearchRequest(request: FlightShopRequest): FlightShopRequest {
  const { entrySource: _entrySource, ...search } = request;
  return search;
}
