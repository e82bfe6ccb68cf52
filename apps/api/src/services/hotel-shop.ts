import { randomUUID } from 'node:crypto';
import {
  HotelFactsSchema,
  RecentHotelSearchSchema,
  type HotelAvailabilityHotel,
  type HotelDiscountAwarePrice,
  type HotelPaymentSplit,
  type RefundableVariant,
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
  type Collection,
  type HotelLocation,
  type HotelRoomRate,
  type HotelSearchRequest,
  type HotelSearchResponse,
} from '@wayfare/contracts/lodging';
import type { PlaceSuggestion, SupplyFailure } from '@wayfare/contracts/places';
import type { Tenant } from '@wayfare/contracts/tenant';
import { listCardEarns } from '@wayfare/domain/earn';
import {
  buildVariantCancellationPolicy,
  priceHotelRate,
  priceRefundableVariant,
} from '@wayfare/domain/hotel-pricing';
import { judgeHotelRate, summarizeHotelRatePolicy } from '@wayfare/domain/hotel-rate-policy';
import { addDays, checkHotelStay, type HotelStayShape } from '@wayfare/domain/hotel-stay-rules';
import { labelHotelLocation } from '@wayfare/supply/lodging/hotel-facts';
import { HOTEL_HORIZON_DAYS } from '@wayfare/supply/lodging/hotel-stay';
import { listRoomClaims } from '@wayfare/supply/ports/hotel-provider';
import { formatRoomNightKey } from '@wayfare/supply/ports/room-inventory';
import { searchPlaces } from '@wayfare/supply/places/place-autocomplete';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import type { AccessView, ShopView } from './access';
import { resolveBookerPolicy } from './travel-policy';
import { createSearchCache, type SearchCache } from './search-cache';
import { getTenantFeatures } from './tenant-features';
import { prepareJson, type PrecompressedJson } from './precompressed-json';

const HOUR_MS = 3_600_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The supplier's answers (shared by everyone) and each person's encoded answer, one per app. */
export interface HotelSearchCaches {
  searches: SearchCache<HotelSearchResponse>;
  /** Each person's encoded answer to a search (their tier and cards), for the same minute. */
  answers: SearchCache<PrecompressedJson>;
}

export function createHotelSearchCaches(): HotelSearchCaches {
  return {
    searches: createSearchCache({ ttlMs: HOTEL_SEARCH_CACHE_TTL_MS, maxEntries: 500 }),
    // About 300 KB an answer: a few hundred people searching at once stay within ~60 MB.
    answers: createSearchCache({ ttlMs: HOTEL_SEARCH_CACHE_TTL_MS, maxEntries: 200 }),
  };
}

/** Rooms were reserved or released: cached search pages may show a sold-out hotel as bookable. */
export function noteRoomInventoryChanged(deps: { hotelSearchCaches: HotelSearchCaches }): void {
  deps.hotelSearchCaches.searches.invalidate();
  deps.hotelSearchCaches.answers.invalidate();
}

/**
 * A rate's portal prices for the tenant, the one pricing of the list, the hotel page and the quote
 * (domain `priceHotelRate`): the complimentary fourth night (spec §9, Premier too in the business
 * tenant), what is charged now and at the hotel and, for a non-refundable rate where the tenant
 * offers it, the refundable-room variant priced on the discount-aware total.
 */
export function pricePortalRate(
  tenant: Tenant,
  hotel: { collection: Collection; checkInTime: string },
  rate: Pick<
    HotelRoomRate,
    'nightly' | 'sellRate' | 'taxes' | 'total' | 'refundability' | 'payTiming'
  > & {
    /** The rate's property fees; a search lead rate names none. */
    fees?: HotelRoomRate['fees'];
    rooms: number;
    checkInDate: string;
  },
): HotelDiscountAwarePrice & HotelPaymentSplit & { refundableVariant: RefundableVariant | null } {
  const feesAtProperty = (rate.fees ?? [])
    .filter((fee) => fee.isPaidAtProperty)
    .reduce((sum, fee) => sum + fee.amount.amountMinor, 0);
  const priced = priceHotelRate({
    tenant,
    collection: hotel.collection,
    nightly: rate.nightly.map((n) => n.sellRate),
    rooms: rate.rooms,
    sellRate: rate.sellRate,
    taxes: rate.taxes,
    total: rate.total,
    payTiming: rate.payTiming,
    feesAtProperty: { amountMinor: feesAtProperty, currency: rate.total.currency },
  });
  let refundableVariant: RefundableVariant | null = null;
  if (
    rate.refundability === 'NonRefundable' &&
    getTenantFeatures(tenant).refundableRoomVariants &&
    rate.nightly.length > 0
  ) {
    const variant = priceRefundableVariant(priced.totalDiscountAware, rate.nightly.length);
    refundableVariant = {
      premiumPrices: { total: variant.premiumTotal, perNight: variant.premiumPerNight },
      coveragePercentage: variant.coveragePercentage,
      coverageAmount: variant.coverageAmount,
      cancellationPolicy: buildVariantCancellationPolicy(
        rate.checkInDate,
        hotel.checkInTime,
        variant,
        priced.totalDiscountAware,
      ),
    };
  }
  return { ...priced, refundableVariant };
}

/** The sandbox's hotels check in at 15:00 (HotelPolicies.checkInTime). */
const SEARCH_CHECK_IN_TIME = '15:00';

/**
 * The stay's dates and occupancy (domain/hotel-stay-rules.ts, the same rules as the search form).
 * Check-in may be any day that is still today somewhere on earth (UTC-12), up to the supplier's
 * horizon.
 */
export function assertStay(stay: HotelStayShape, now: Date): void {
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

/** The supplier's answer, the same for everyone asking within a minute (the cache holds no user data). */
async function findHotels(
  ctx: AppContext,
  request: HotelSearchRequest,
  now: Date,
): Promise<HotelSearchResponse> {
  const cache = ctx.hotelSearchCaches.searches;
  const key = `${isoDay(now)}|${JSON.stringify(request)}`;
  const cached = cache.get(key, now);
  if (cached) return cached;
  const result = await ctx.suppliers.hotels.searchHotels(request, now);
  if (!result.ok) throw toBadRequest(result);
  // Price changes on a hotel clear the cache (noteRoomInventoryChanged).
  const found = result.value;
  cache.set(key, found, now);
  return found;
}

/** An availability answer ready to send: its encoded bulk and the member that differs per answer. */
export interface HotelAvailabilityAnswer {
  body: PrecompressedJson;
  /** `"searchedAt":"…"`, without braces. */
  tailMembers: string;
}

/**
 * POST /hotels/availability: one page of hotels for the stay, each lead rate judged against the
 * booker's tier (business tenant) and earned on each of the person's cards. A search by place
 * (not a map area being panned) is remembered for "recently searched", after the answer. The
 * answer depends only on the search, the tenant, the booker's tier and their cards, so it is
 * built and encoded once per minute for them (the route sends the bytes; the API tests check
 * them against `HotelAvailabilityResponseSchema`).
 */
export async function searchHotelAvailability(
  ctx: AppContext,
  view: ShopView,
  tenant: Tenant,
  input: HotelAvailabilityRequest,
): Promise<HotelAvailabilityAnswer> {
  const now = ctx.clock.now();
  assertStay(input, now);
  const { locationName, entrySource, ...request } = input;
  const label = labelHotelLocation(ctx.supply.getWorld().hotels, request.location);
  if (label === null)
    throw new AppError('BadRequest', describeUnknownLocation(request.location), 'location');
  const booker = await resolveBookerPolicy(ctx, tenant, view.membership);
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
    ctx.recentHotelSearches.add({
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
  const tailMembers = JSON.stringify({ searchedAt: now.toISOString() }).slice(1, -1);
  const answers = ctx.hotelSearchCaches.answers;
  const key = JSON.stringify([
    isoDay(now),
    request,
    tenant,
    booker?.policy ?? null,
    view.earnCards.map((a) => [a.accountReferenceId, a.currency, a.earnRates.hotels]),
  ]);
  const cached = answers.get(key, now);
  if (cached) return { body: cached, tailMembers };

  const result = await findHotels(ctx, request, now);
  const soldOut = await findPortalSoldOut(ctx, result.hotels, request.rooms);
  const hotels = result.hotels.map((hotel): HotelAvailabilityHotel => {
    const priced = priceLeadRate(ctx, tenant, hotel, request.rooms);
    return {
      ...hotel,
      availability: soldOut.has(hotel.lodgingId) ? ('Unavailable' as const) : hotel.availability,
      leadRate: { ...hotel.leadRate, ...priced },
      policyStatus: judgeHotelRate(tenant, booker?.policy ?? null, {
        starRating: hotel.starRating,
        nightlyPriceMinor: hotel.leadRate.perNightSellRate.amountMinor,
      }),
      // Earned on what is charged: the complimentary night off, nothing for pay at the hotel.
      earn: listCardEarns(priced.payNowDiscountAware, view.earnCards, 'hotels'),
    };
  });
  const bulk: Omit<HotelAvailabilityResponse, 'searchedAt'> = {
    total: result.total,
    nights: result.nights,
    hotels,
    ratePolicyStatus: summarizeHotelRatePolicy(
      tenant,
      hotels.map((h) => h.policyStatus),
    ),
  };
  const body = prepareJson(JSON.stringify(bulk).slice(1, -1));
  answers.set(key, body, now);
  return { body, tailMembers };
}

/** The discount-aware prices of a search lead rate (its nightly prices rebuilt from the rate id). */
function priceLeadRate(
  ctx: AppContext,
  tenant: Tenant,
  hotel: HotelSearchResponse['hotels'][number],
  rooms: number,
): HotelDiscountAwarePrice & Pick<HotelPaymentSplit, 'payNowDiscountAware'> {
  const nightly = ctx.suppliers.hotelRateNights.listNightly(hotel.lodgingId, hotel.leadRate.rateId);
  const priced = pricePortalRate(
    tenant,
    { collection: hotel.collection, checkInTime: SEARCH_CHECK_IN_TIME },
    { ...hotel.leadRate, nightly, rooms, checkInDate: '' },
  );
  return {
    totalDiscountAware: priced.totalDiscountAware,
    nightlyDiscountAware: priced.nightlyDiscountAware,
    complimentaryNightDiscount: priced.complimentaryNightDiscount,
    payNowDiscountAware: priced.payNowDiscountAware,
  };
}

/**
 * Hotels of a search page whose lead room type the portal itself has sold out on some night of the
 * stay (the supplier's search knows only its own allotment): one query for the whole page.
 */
async function findPortalSoldOut(
  ctx: AppContext,
  hotels: HotelSearchResponse['hotels'],
  rooms: number,
): Promise<Set<string>> {
  const world = ctx.supply.getWorld().hotels;
  const claimsByHotel = hotels.map(
    (h) => [h.lodgingId, listRoomClaims(world, h.leadRate.rateId, rooms) ?? []] as const,
  );
  const all = claimsByHotel.flatMap(([, claims]) => claims);
  const out = new Set<string>();
  if (all.length === 0) return out;
  const sold = await ctx.repos.roomInventory.getSoldRooms(
    all.map((c) => c.roomTypeId),
    all.map((c) => c.date),
  );
  if (sold.size === 0) return out;
  for (const [lodgingId, claims] of claimsByHotel)
    if (
      claims.some(
        (c) =>
          (sold.get(formatRoomNightKey(c.roomTypeId, c.date)) ?? 0) + c.rooms > c.portalCapacity,
      )
    )
      out.add(lodgingId);
  return out;
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
  const found = await ctx.suppliers.hotels.getHotelDetail(stay, now);
  if (!found.ok) {
    if (found.code === 'NotFound')
      throw new AppError('NotFound', 'We could not find that hotel.', 'lodgingId');
    throw toBadRequest(found);
  }
  const detail = found.value;
  const booker = await resolveBookerPolicy(ctx, tenant, view.membership);
  const rooms = detail.rooms.map((room) => ({
    ...room,
    rates: room.rates.map((rate) => {
      const priced = pricePortalRate(
        tenant,
        { ...detail, checkInTime: detail.policies.checkInTime },
        { ...rate, rooms: detail.stay.rooms, checkInDate: detail.stay.checkInDate },
      );
      return {
        ...rate,
        ...priced,
        policyStatus: judgeHotelRate(tenant, booker?.policy ?? null, {
          starRating: detail.starRating,
          nightlyPriceMinor: rate.perNightSellRate.amountMinor,
        }),
        // Earned on what is charged at booking, as the quote earns.
        earn: listCardEarns(priced.payNowDiscountAware, view.accounts, 'hotels'),
      };
    }),
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
  await ctx.recentHotelSearches.flush();
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
