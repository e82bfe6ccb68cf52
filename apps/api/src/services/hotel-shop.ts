import { randomUUID } from 'node:crypto';
import {
  HotelFactsSchema,
  RecentHotelSearchSchema,
  type HotelAvailabilityRequest,
  type HotelAvailabilityResponse,
  type HotelFacts,
  type HotelShopRequest,
  type HotelShopResponse,
  type LodgingSuggestion,
  type LodgingSuggestionKind,
  type RecentHotelSearch,
  type RecentlyViewedHotel,
} from '@wayfare/contracts/hotel-shop';
import {
  HotelStayRequestSchema,
  type HotelLocation,
  type HotelSearchRequest,
  type HotelSearchResponse,
} from '@wayfare/contracts/lodging';
import type { PlaceSuggestion, SupplyFailure } from '@wayfare/contracts/places';
import type { Tenant } from '@wayfare/contracts/tenant';
import { listCardEarns } from '@wayfare/domain/earn';
import { judgeHotelRate, summarizeHotelRatePolicy } from '@wayfare/domain/hotel-rate-policy';
import { addDays, checkHotelStay, type HotelStayShape } from '@wayfare/domain/hotel-stay-rules';
import { labelHotelLocation } from '@wayfare/supply/lodging/hotel-facts';
import { HOTEL_HORIZON_DAYS } from '@wayfare/supply/lodging/hotel-stay';
import {
  createSandboxHotelProvider,
  type HotelProvider,
} from '@wayfare/supply/ports/hotel-provider';
import { createInMemoryRoomInventory } from '@wayfare/supply/ports/room-inventory';
import { searchPlaces } from '@wayfare/supply/places/place-autocomplete';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import type { AccessView } from './access';
import { resolveBookerPolicy } from './travel-policy';
import { createSearchCache, type SearchCache } from './search-cache';

const HOUR_MS = 3_600_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

const providers = new WeakMap<AppContext, HotelProvider>();

/**
 * The hotel supplier behind the portal. Nobody books a room through the portal yet (hotel booking
 * comes next in issue 6), so the rooms it has sold are none and an empty inventory says exactly
 * that; booking brings the database inventory and is the one place to swap it in.
 */
export function getHotelProvider(ctx: AppContext): HotelProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = createSandboxHotelProvider(
      ctx.supply.getWorld().hotels,
      createInMemoryRoomInventory(),
    );
    providers.set(ctx, provider);
  }
  return provider;
}

/**
 * The stay's dates and occupancy (domain/hotel-stay-rules.ts, the same rules as the search form).
 * Check-in may be any day that is still today somewhere on earth (UTC-12), up to the supplier's
 * horizon.
 */
function assertStay(stay: HotelStayShape, now: Date): void {
  const earliestCheckIn = isoDay(new Date(now.getTime() - 12 * HOUR_MS));
  const latestCheckIn = addDays(isoDay(now), HOTEL_HORIZON_DAYS - 1);
  const [problem] = checkHotelStay(stay, { earliestCheckIn, latestCheckIn });
  if (problem) throw new AppError('BadRequest', problem.message, problem.field);
}

const FIELD_BY_SUPPLY_CODE: Partial<Record<SupplyFailure['code'], string>> = {
  UnknownLocation: 'location',
  InvalidDate: 'checkInDate',
  DateOutsideHorizon: 'checkInDate',
  CheckOutBeforeCheckIn: 'checkOutDate',
  StayTooLong: 'checkOutDate',
  ZeroRooms: 'rooms',
  TooManyRooms: 'rooms',
  InvalidRequest: 'location',
};

/** The supplier refused the request's shape: a 400 naming the field (never a 500). */
function toBadRequest(failure: SupplyFailure): AppError {
  return new AppError('BadRequest', failure.message, FIELD_BY_SUPPLY_CODE[failure.code]);
}

function describeUnknownLocation(location: HotelLocation): string {
  if (location.kind === 'city')
    return `We don't know the city "${location.cityCode}". Choose a place from the suggestions.`;
  if (location.kind === 'airport')
    return `We don't know the airport "${location.airportCode}". Choose a place from the suggestions.`;
  return 'We could not find that place. Choose one from the suggestions.';
}

/**
 * One key for the same place, dates and party, whoever searches and however they filter: what
 * "recently searched" lists once. Points are rounded to about 100 m.
 */
export function computeHotelSearchKey(
  search: HotelStayShape & { location: HotelLocation },
): string {
  const l = search.location;
  const place =
    l.kind === 'city'
      ? `city:${l.cityCode}:${l.radiusKm ?? ''}`
      : l.kind === 'airport'
        ? `airport:${l.airportCode.toUpperCase()}:${l.radiusKm ?? ''}`
        : l.kind === 'point'
          ? `point:${l.coordinates.lat.toFixed(3)},${l.coordinates.lon.toFixed(3)}:${l.radiusKm}`
          : `bbox:${[l.minLat, l.minLon, l.maxLat, l.maxLon].map((n) => n.toFixed(3)).join(',')}`;
  return `${place}|${search.checkInDate}|${search.checkOutDate}|${search.rooms}-${search.adults}-${search.children}`;
}

/** How long the same search answers from memory: prices move by the day, not by the second. */
export const HOTEL_SEARCH_CACHE_TTL_MS = 60_000;
const searchCaches = new WeakMap<AppContext, SearchCache<HotelSearchResponse>>();

function getSearchCache(ctx: AppContext): SearchCache<HotelSearchResponse> {
  let cache = searchCaches.get(ctx);
  if (!cache) {
    cache = createSearchCache({ ttlMs: HOTEL_SEARCH_CACHE_TTL_MS, maxEntries: 500 });
    searchCaches.set(ctx, cache);
  }
  return cache;
}

/** The supplier's answer, the same for everyone asking within a minute (the cache holds no user data). */
async function findHotels(
  ctx: AppContext,
  request: HotelSearchRequest,
  now: Date,
): Promise<HotelSearchResponse> {
  const cache = getSearchCache(ctx);
  const key = `${isoDay(now)}|${JSON.stringify(request)}`;
  const cached = cache.get(key, now);
  if (cached) return cached;
  const result = await getHotelProvider(ctx).searchHotels(request, now);
  if (!result.ok) throw toBadRequest(result);
  cache.set(key, result.value, now);
  return result.value;
}

/**
 * POST /hotels/availability: one page of hotels for the stay, each lead rate judged against the
 * booker's tier (business tenant) and earned on each of the person's cards. A search by place
 * (not a map area being panned) is remembered for "recently searched".
 */
export async function searchHotelAvailability(
  ctx: AppContext,
  view: AccessView,
  tenant: Tenant,
  input: HotelAvailabilityRequest,
): Promise<HotelAvailabilityResponse> {
  const now = ctx.clock.now();
  assertStay(input, now);
  const { locationName, entrySource, ...request } = input;
  const label = labelHotelLocation(ctx.supply.getWorld().hotels, request.location);
  if (label === null)
    throw new AppError('BadRequest', describeUnknownLocation(request.location), 'location');
  const result = await findHotels(ctx, request, now);
  const booker = await resolveBookerPolicy(ctx, tenant, view.membership);
  const hotels = result.hotels.map((hotel) => ({
    ...hotel,
    policyStatus: judgeHotelRate(tenant, booker?.policy ?? null, {
      starRating: hotel.starRating,
      nightlyPriceMinor: hotel.leadRate.perNightSellRate.amountMinor,
    }),
    earn: listCardEarns(hotel.leadRate.total, view.accounts, 'hotels'),
  }));
  if (request.offset === 0 && request.location.kind !== 'bbox') {
    const search: RecentHotelSearch['search'] = {
      location: request.location,
      checkInDate: request.checkInDate,
      checkOutDate: request.checkOutDate,
      rooms: request.rooms,
      adults: request.adults,
      children: request.children,
      filters: request.filters,
      sort: request.sort,
    };
    await ctx.repos.hotelFeeds.recordSearch({
      id: `hs_${randomUUID()}`,
      userId: view.auth.user.id,
      tenant,
      searchKey: computeHotelSearchKey(search),
      search,
      locationLabel: locationName || label,
      entrySource: entrySource ?? null,
      searchedAt: now,
    });
  }
  return {
    total: result.total,
    nights: result.nights,
    hotels,
    ratePolicyStatus: summarizeHotelRatePolicy(
      tenant,
      hotels.map((h) => h.policyStatus),
    ),
    searchedAt: now.toISOString(),
  };
}

/**
 * POST /hotels/shop: the hotel for the stay with every rate judged and earned, remembered for
 * "recently viewed". An unknown hotel is NotFound.
 */
export async function shopHotel(
  ctx: AppContext,
  view: AccessView,
  tenant: Tenant,
  input: HotelShopRequest,
): Promise<HotelShopResponse> {
  const now = ctx.clock.now();
  assertStay(input, now);
  const { entrySource, ...stay } = input;
  const found = await getHotelProvider(ctx).getHotelDetail(stay, now);
  if (!found.ok) {
    if (found.code === 'NotFound')
      throw new AppError('NotFound', 'We could not find that hotel.', 'lodgingId');
    throw toBadRequest(found);
  }
  const detail = found.value;
  const booker = await resolveBookerPolicy(ctx, tenant, view.membership);
  const rooms = detail.rooms.map((room) => ({
    ...room,
    rates: room.rates.map((rate) => ({
      ...rate,
      policyStatus: judgeHotelRate(tenant, booker?.policy ?? null, {
        starRating: detail.starRating,
        nightlyPriceMinor: rate.perNightSellRate.amountMinor,
      }),
      earn: listCardEarns(rate.total, view.accounts, 'hotels'),
    })),
  }));
  const facts: HotelFacts = HotelFactsSchema.parse(detail);
  await ctx.repos.hotelFeeds.recordView({
    userId: view.auth.user.id,
    tenant,
    lodgingId: detail.lodgingId,
    hotel: facts,
    stay: detail.stay,
    entrySource: entrySource ?? null,
    viewedAt: now,
  });
  return {
    ...detail,
    rooms,
    ratePolicyStatus: summarizeHotelRatePolicy(
      tenant,
      rooms.flatMap((room) => room.rates.map((rate) => rate.policyStatus)),
    ),
  };
}

/** Recently searched hotels, newest first; rows that no longer read as a search are skipped. */
export async function listRecentHotelSearches(
  ctx: AppContext,
  userId: string,
  tenant: Tenant,
): Promise<RecentHotelSearch[]> {
  const rows = await ctx.repos.hotelFeeds.listRecentSearches(userId, tenant);
  return rows.flatMap((row) => {
    const parsed = RecentHotelSearchSchema.safeParse({
      id: row.id,
      searchedAt: row.searchedAt.toISOString(),
      locationLabel: row.locationLabel,
      search: row.search,
    });
    return parsed.success ? [parsed.data] : [];
  });
}

/** Recently viewed hotels, newest first. */
export async function listRecentlyViewedHotels(
  ctx: AppContext,
  userId: string,
  tenant: Tenant,
): Promise<RecentlyViewedHotel[]> {
  const rows = await ctx.repos.hotelFeeds.listRecentViews(userId, tenant);
  return rows.flatMap((row) => {
    const hotel = HotelFactsSchema.safeParse(row.hotel);
    const stay = HotelStayRequestSchema.safeParse(row.stay);
    return hotel.success && stay.success
      ? [
          {
            lodgingId: row.lodgingId,
            viewedAt: row.viewedAt.toISOString(),
            hotel: hotel.data,
            stay: stay.data,
          },
        ]
      : [];
  });
}

/** Suggestions the lodging autocomplete lists at most. */
export const LODGING_SUGGESTION_LIMIT = 10;
const LODGING_KINDS: readonly LodgingSuggestionKind[] = [
  'city',
  'neighbourhood',
  'airport',
  'hotel',
];
/** A neighbourhood is searched close around it; a hotel's own area is a short walk. */
const NEIGHBOURHOOD_RADIUS_KM = 5;
const HOTEL_AREA_RADIUS_KM = 2;

function isLodgingKind(kind: string): kind is LodgingSuggestionKind {
  return LODGING_KINDS.some((k) => k === kind);
}

function toLodgingSuggestion(place: PlaceSuggestion): LodgingSuggestion | null {
  const kind = place.kind;
  if (!isLodgingKind(kind)) return null;
  const location: HotelLocation =
    kind === 'city'
      ? { kind: 'city', cityCode: place.code }
      : kind === 'neighbourhood'
        ? { kind: 'city', cityCode: place.code, radiusKm: NEIGHBOURHOOD_RADIUS_KM }
        : kind === 'airport'
          ? { kind: 'airport', airportCode: place.code }
          : { kind: 'point', coordinates: place.coordinates, radiusKm: HOTEL_AREA_RADIUS_KM };
  return { ...place, kind, location, lodgingId: kind === 'hotel' ? place.code : null };
}

/**
 * GET /autocomplete/lodging: cities, neighbourhoods, airports and hotel names from the place
 * index, best first, then grouped by kind in that order. One letter or none suggests nothing.
 */
export function suggestLodging(ctx: AppContext, query: string): LodgingSuggestion[] {
  const text = query.trim();
  if (text.length < 2) return [];
  const found = searchPlaces(ctx.supply.getWorld(), text, {
    kinds: LODGING_KINDS,
    limit: LODGING_SUGGESTION_LIMIT,
  });
  // Text without a letter or digit ("--") matches no place.
  if (!found.ok) return [];
  const suggestions = found.value.flatMap((place) => toLodgingSuggestion(place) ?? []);
  return LODGING_KINDS.flatMap((kind) => suggestions.filter((s) => s.kind === kind));
}
