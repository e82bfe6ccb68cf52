import { PROTECTION_TERMS } from '@wayfare/domain/protection-terms';
import {
  HotelFactsSchema,
  type HotelDiscountAwarePrice,
  type HotelPaymentSplit,
  type RefundableVariant,
  type HotelFacts,
  type HotelShopRequest,
  type HotelShopResponse,
  type LodgingSuggestion,
  type LodgingSuggestionKind,
  type RecentlyViewedHotel,
} from '@wayfare/contracts/hotel-shop';
import {
  HotelStayRequestSchema,
  type Collection,
  type HotelLocation,
  type HotelRoomRate,
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
import type { HotelFeedsRepository } from '@wayfare/store/repositories/hotel-feeds-repository';
import { HOTEL_HORIZON_DAYS } from '@wayfare/supply/lodging/hotel-stay';
import { searchPlaces } from '@wayfare/supply/places/place-autocomplete';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import type { AccessView } from './access';
import type { PrecompressedJson } from './precompressed-json';
import { createSearchCache, type SearchCache } from './search-cache';
import type { SupplierPorts } from './supplier-ports';
import type { SupplyService } from './supply';
import { getTenantFeatures } from './tenant-features';
import { resolveBookerPolicy, type TravelPolicyPorts } from './travel-policy';

const HOUR_MS = 3_600_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * What the hotel page, recently viewed hotels and the lodging autocomplete use (availability has
 * its own list, hotel-availability.ts).
 */
export interface HotelShopPorts {
  clock: Clock;
  /** The supplier's place index (autocomplete). */
  supply: Pick<SupplyService, 'getWorld'>;
  suppliers: Pick<SupplierPorts, 'hotels'>;
  /** The booker's policy tier, and the hotels each person viewed. */
  repos: TravelPolicyPorts['repos'] & { hotelFeeds: HotelFeedsRepository };
}

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

/** How long the same search answers from memory: prices move by the day, not by the second. */
export const HOTEL_SEARCH_CACHE_TTL_MS = 60_000;

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
    const terms = PROTECTION_TERMS[tenant].cancelForAnyReason.hotel;
    const variant = priceRefundableVariant(priced.totalDiscountAware, rate.nightly.length, terms);
    refundableVariant = {
      premiumPrices: { total: variant.premiumTotal, perNight: variant.premiumPerNight },
      coveragePercentage: variant.coveragePercentage,
      coverageAmount: variant.coverageAmount,
      cancellationPolicy: buildVariantCancellationPolicy(
        rate.checkInDate,
        hotel.checkInTime,
        variant,
        priced.totalDiscountAware,
        terms.deadlineHoursBeforeCheckIn,
      ),
    };
  }
  return { ...priced, refundableVariant };
}

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
export function toBadRequest(failure: SupplyFailure): AppError {
  return new AppError('BadRequest', failure.message, FIELD_BY_SUPPLY_CODE[failure.code]);
}

/**
 * POST /hotels/shop: the hotel for the stay with every rate judged and earned, remembered for
 * "recently viewed". An unknown hotel is NotFound.
 */
export async function shopHotel(
  ctx: HotelShopPorts,
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

/** Recently viewed hotels, newest first. */
export async function listRecentlyViewedHotels(
  ctx: Pick<HotelShopPorts, 'repos'>,
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
export function suggestLodging(
  ctx: Pick<HotelShopPorts, 'supply'>,
  query: string,
): LodgingSuggestion[] {
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
