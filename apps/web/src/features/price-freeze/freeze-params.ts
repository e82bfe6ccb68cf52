import type { FlightFreezeOfferRequest } from '@wayfare/contracts/price-freeze';
import type { FlightTripType } from '@wayfare/contracts/flights';

/**
 * The freeze pages' URLs (spec §2 `/flights/freeze/overview`, `customize`, `confirm`): the fare set
 * being frozen travels in the query string, so a reload or a shared link opens the same freeze.
 * `priceFreezeEntry` names where the freeze started (spec §2): the price prediction or a fare's
 * details.
 */
export type PriceFreezeEntry = 'prediction' | 'fareDetails' | 'trips';

const TRIP_TYPES: readonly FlightTripType[] = ['one_way', 'round_trip', 'multi_city'];
const ENTRIES: readonly PriceFreezeEntry[] = ['prediction', 'fareDetails', 'trips'];
const MAX_PASSENGERS = 9;
const PASSENGER_KEYS = [
  ['adt', 'ADT'],
  ['cnn', 'CNN'],
  ['ins', 'INS'],
  ['inf', 'INF'],
] as const;

function readCount(params: URLSearchParams, key: string): number | null {
  const raw = params.get(key);
  if (raw === null) return 0;
  if (!/^\d$/.test(raw)) return null;
  return Number(raw);
}

/** The fare set in a freeze page's URL, or null when it names none or something impossible. */
export function readFreezeFareSet(params: URLSearchParams): FlightFreezeOfferRequest | null {
  const tripType = params.get('tripType');
  const isTripType = (value: string | null): value is FlightTripType =>
    TRIP_TYPES.some((t) => t === value);
  if (!isTripType(tripType)) return null;
  const fareIds = (params.get('fareIds') ?? '').split(',').filter((id) => id.length > 0);
  if (fareIds.length === 0 || fareIds.length > 5 || fareIds.some((id) => id.length > 400))
    return null;
  const counts: Record<string, number> = {};
  for (const [key, type] of PASSENGER_KEYS) {
    const count = readCount(params, key);
    if (count === null) return null;
    counts[type] = count;
  }
  const passengers = {
    ADT: counts.ADT ?? 0,
    CNN: counts.CNN ?? 0,
    INS: counts.INS ?? 0,
    INF: counts.INF ?? 0,
  };
  const total = passengers.ADT + passengers.CNN + passengers.INS + passengers.INF;
  if (total === 0 || total > MAX_PASSENGERS) return null;
  return { tripType, passengers, fareIds };
}

/** Where the freeze started, when the URL says. */
export function readFreezeEntry(params: URLSearchParams): PriceFreezeEntry | null {
  const entry = params.get('priceFreezeEntry');
  return ENTRIES.find((e) => e === entry) ?? null;
}

/** The query string of a fare set's freeze page. */
export function buildFreezeQuery(
  fareSet: FlightFreezeOfferRequest,
  extra: { entry?: PriceFreezeEntry | null; offerId?: string; hours?: number } = {},
): string {
  const params = new URLSearchParams();
  params.set('tripType', fareSet.tripType);
  for (const [key, type] of PASSENGER_KEYS) params.set(key, String(fareSet.passengers[type]));
  params.set('fareIds', fareSet.fareIds.join(','));
  if (extra.entry) params.set('priceFreezeEntry', extra.entry);
  if (extra.offerId) params.set('offerId', extra.offerId);
  if (extra.hours !== undefined) params.set('hours', String(extra.hours));
  return params.toString();
}

/** The chosen length in the URL, when it is one of the offer's. */
export function readFreezeHours(
  params: URLSearchParams,
  offered: readonly number[],
): number | null {
  const hours = Number(params.get('hours'));
  return offered.includes(hours) ? hours : null;
}

/** The default length: the longest offered up to a week, else the shortest. */
export function selectDefaultHours(offered: readonly number[]): number | null {
  const upToAWeek = offered.filter((h) => h <= 7 * 24);
  if (upToAWeek.length > 0) return Math.max(...upToAWeek);
  return offered.length > 0 ? Math.min(...offered) : null;
}
