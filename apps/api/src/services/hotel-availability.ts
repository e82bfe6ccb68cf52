import { randomUUID } from 'node:crypto';
import {
  RecentHotelSearchSchema,
  type HotelAvailabilityHotel,
  type HotelDiscountAwarePrice,
  type HotelPaymentSplit,
  type HotelAvailabilityRequest,
  type HotelAvailabilityResponse,
  type RecentHotelSearch,
} from '@wayfare/contracts/hotel-shop';
import type {
  HotelLocation,
  HotelSearchRequest,
  HotelSearchResponse,
} from '@wayfare/contracts/lodging';
import type { Tenant } from '@wayfare/contracts/tenant';
import { listCardEarns } from '@wayfare/domain/earn';
import { judgeHotelRate, summarizeHotelRatePolicy } from '@wayfare/domain/hotel-rate-policy';
import type { HotelStayShape } from '@wayfare/domain/hotel-stay-rules';
import type {
  HotelFeedsRepository,
  NewHotelSearch,
} from '@wayfare/store/repositories/hotel-feeds-repository';
import { labelHotelLocation } from '@wayfare/supply/lodging/hotel-facts';
import { listRoomClaims } from '@wayfare/supply/ports/hotel-provider';
import { formatRoomNightKey, type RoomInventory } from '@wayfare/supply/ports/room-inventory';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import type { ShopView } from './access';
import { assertStay, pricePortalRate, toBadRequest, type HotelSearchCaches } from './hotel-shop';
import { prepareJson, type PrecompressedJson } from './precompressed-json';
import type { SupplierPorts } from './supplier-ports';
import type { SupplyService } from './supply';
import { resolveBookerPolicy, type TravelPolicyPorts } from './travel-policy';
import type { WriteBehind } from './write-behind';

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** What hotel availability and recently searched hotels use. */
export interface HotelAvailabilityPorts {
  clock: Clock;
  /** The supplier's hotel catalogue: a place's name, the room nights a lead rate claims. */
  supply: Pick<SupplyService, 'getWorld'>;
  suppliers: Pick<SupplierPorts, 'hotels' | 'hotelRateNights'>;
  /** The booker's policy tier, the rooms the portal sold and the searches people made. */
  repos: TravelPolicyPorts['repos'] & {
    roomInventory: Pick<RoomInventory, 'getSoldRooms'>;
    hotelFeeds: HotelFeedsRepository;
  };
  hotelSearchCaches: HotelSearchCaches;
  recentHotelSearches: WriteBehind<NewHotelSearch>;
}

/** A search's lead rate names no check-in time: the supplier's hotels check in at 15:00. */
const SEARCH_CHECK_IN_TIME = '15:00';

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

/** The supplier's answer, the same for everyone asking within a minute (the cache holds no user data). */
async function findHotels(
  ctx: HotelAvailabilityPorts,
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
  ctx: HotelAvailabilityPorts,
  view: ShopView,
  tenant: Tenant,
  input: HotelAvailabilityRequest,
  /** `remember: false`: not a hotel search of the person's own (a package's hotels, issue 23). */
  options: { remember?: boolean } = {},
): Promise<HotelAvailabilityAnswer> {
  const now = ctx.clock.now();
  assertStay(input, now);
  const { locationName, entrySource, ...request } = input;
  const label = labelHotelLocation(ctx.supply.getWorld().hotels, request.location);
  if (label === null)
    throw new AppError('BadRequest', describeUnknownLocation(request.location), 'location');
  const booker = await resolveBookerPolicy(ctx, tenant, view.membership);
  if (options.remember !== false && request.offset === 0 && request.location.kind !== 'bbox') {
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

  const bulk = await listAvailableHotels(ctx, view, tenant, request, booker?.policy ?? null, now);
  const body = prepareJson(JSON.stringify(bulk).slice(1, -1));
  answers.set(key, body, now);
  return { body, tailMembers };
}

/**
 * A page of hotels for a stay, each lead rate judged against the booker's tier and earned on
 * their cards: the availability answer's bulk, also what the hotel cross-sell picks from.
 */
export async function listAvailableHotels(
  ctx: HotelAvailabilityPorts,
  view: Pick<ShopView, 'earnCards'>,
  tenant: Tenant,
  request: HotelSearchRequest,
  policy: Parameters<typeof judgeHotelRate>[1],
  now: Date,
): Promise<Omit<HotelAvailabilityResponse, 'searchedAt'>> {
  const result = await findHotels(ctx, request, now);
  const soldOut = await findPortalSoldOut(ctx, result.hotels, request.rooms);
  const hotels = result.hotels.map((hotel): HotelAvailabilityHotel => {
    const priced = priceLeadRate(ctx, tenant, hotel, request.rooms, now);
    return {
      ...hotel,
      availability: soldOut.has(hotel.lodgingId) ? ('Unavailable' as const) : hotel.availability,
      leadRate: { ...hotel.leadRate, ...priced },
      policyStatus: judgeHotelRate(tenant, policy, {
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
  return bulk;
}

/** The discount-aware prices of a search lead rate (its nightly prices rebuilt from the rate id). */
function priceLeadRate(
  ctx: HotelAvailabilityPorts,
  tenant: Tenant,
  hotel: HotelSearchResponse['hotels'][number],
  rooms: number,
  now: Date,
): HotelDiscountAwarePrice & Pick<HotelPaymentSplit, 'payNowDiscountAware'> {
  const nightly = ctx.suppliers.hotelRateNights.listNightly(
    hotel.lodgingId,
    hotel.leadRate.rateId,
    now,
  );
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
  ctx: HotelAvailabilityPorts,
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

/** Recently searched hotels, newest first; rows that no longer read as a search are skipped. */
export async function listRecentHotelSearches(
  ctx: HotelAvailabilityPorts,
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
