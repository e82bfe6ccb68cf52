import type {
  HomeCancellationPolicy,
  HomePriceBreakdown,
  HomeResult,
  HomeResultsResponse,
  HomeSearchRejection,
  HomeSearchRequest,
  HomeShopRequest,
  HomeShopResponse,
  HomeStayRequest,
  StayItem,
  StayResultsResponse,
  StaySearchRequest,
} from '@wayfare/contracts/home-booking';
import type { HotelAvailabilityResponse } from '@wayfare/contracts/hotel-shop';
import type { HomeCancellationKind } from '@wayfare/contracts/homes';
import type { SupplyFailure } from '@wayfare/contracts/places';
import type { Tenant } from '@wayfare/contracts/tenant';
import { listCardEarns, type EarnCardAccount } from '@wayfare/domain/earn';
import {
  buildHomeCancellationPolicy,
  HOME_CHECK_IN_MINUTE,
  judgeHomeStay,
  toEpochDay,
} from '@wayfare/domain/home-stay';
import { summarizeRatePolicyStatus } from '@wayfare/domain/travel-policy';
import { fromLocalDateTime, getZoneOffsetMs } from '@wayfare/domain/trip-zoned-time';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import { prepareJson, type PrecompressedJson } from './precompressed-json';
import type { SearchCache } from './search-cache';
import type { SupplierPorts } from './supplier-ports';
import { getTenantFeatures } from './tenant-features';
import type { BookerPolicy } from './travel-policy';

/**
 * Home shopping (issue 22; docs/decisions/017-homes.md): search with each home priced in full and
 * judged under the booker's tier, stays (hotels and homes in one list), and the home's page.
 */
export interface HomeShopPorts {
  clock: Clock;
  /** Stays are checked and priced on the travel clock. */
  travelClock: Clock;
  suppliers: Pick<SupplierPorts, 'homes'>;
  /** A search's answer per tenant and tier, encoded once, for a minute (cleared when nights move). */
  homeSearchCache: SearchCache<PrecompressedJson>;
}

/** Who shops: the tenant, the policy tier that judges each home, and the cards that earn. */
export interface HomeShopper {
  tenant: Tenant;
  policy: BookerPolicy | null;
  earnCards: readonly EarnCardAccount[];
}

export const HOME_SEARCH_CACHE_MS = 60_000;

const REJECTIONS: Partial<
  Record<string, { field: keyof HomeShopRequest; reason: HomeSearchRejection }>
> = {
  UnknownLocation: { field: 'listingId', reason: 'UnknownLocation' },
  NotFound: { field: 'listingId', reason: 'UnknownHome' },
  InvalidDate: { field: 'checkInDate', reason: 'InvalidDate' },
  CheckOutBeforeCheckIn: { field: 'checkOutDate', reason: 'CheckOutBeforeCheckIn' },
  StayTooLong: { field: 'checkOutDate', reason: 'StayTooLong' },
  DateOutsideHorizon: { field: 'checkInDate', reason: 'CheckInTooFarAhead' },
  InvalidRequest: { field: 'adults', reason: 'InvalidDate' },
};

/** A stay the supplier refused: 400 BadRequest at its field with `details.reason`. */
export function toHomeStayError(
  failure: SupplyFailure,
  request: Pick<HomeStayRequest, 'checkInDate'>,
  today: string,
): AppError {
  const rejection = REJECTIONS[failure.code] ?? { field: 'checkInDate', reason: 'InvalidDate' };
  let { field, reason } = rejection;
  if (failure.code === 'UnknownLocation') field = 'cityCode' as keyof HomeShopRequest;
  // Before the first bookable day is the past; after the horizon, too far ahead.
  if (failure.code === 'DateOutsideHorizon' && request.checkInDate < today)
    reason = 'CheckInInPast';
  return new AppError('BadRequest', failure.message, field, { reason });
}

/** Check-in (16:00 at the home) as an instant, and the home's UTC offset then. */
export function locateCheckIn(
  checkInDate: string,
  timeZone: string,
): { checkInAt: Date; utcOffsetMinutes: number } {
  const hh = String(Math.floor(HOME_CHECK_IN_MINUTE / 60)).padStart(2, '0');
  const checkInAt = fromLocalDateTime(`${checkInDate}T${hh}:00`, timeZone);
  return {
    checkInAt,
    utcOffsetMinutes: Math.round(getZoneOffsetMs(checkInAt, timeZone) / 60_000),
  };
}

/** The cancellation policy of a priced stay, with its deadlines as instants. */
export function describeHomeCancellation(
  kind: HomeCancellationKind,
  pricing: HomePriceBreakdown,
  checkInDate: string,
  timeZone: string,
): HomeCancellationPolicy {
  return buildHomeCancellationPolicy({
    kind,
    totalMinor: pricing.total.amountMinor,
    nights: pricing.nights,
    ...locateCheckIn(checkInDate, timeZone),
  });
}

/** A home's policy status for the shopper's tier (the tenant's homes switch included). */
export function judgeHome(
  who: Pick<HomeShopper, 'tenant' | 'policy'>,
  pricing: HomePriceBreakdown,
): ReturnType<typeof judgeHomeStay> {
  return judgeHomeStay(
    who.tenant,
    who.policy?.policy ?? null,
    pricing.averageNightly.amountMinor,
    getTenantFeatures(who.tenant).homesInPolicy,
  );
}

const todayOf = (clock: Clock) => clock.now().toISOString().slice(0, 10);

/** The homes that can host the stay, each judged, cheapest first; the bulk of the answer. */
async function buildHomeResults(
  ports: Pick<HomeShopPorts, 'travelClock' | 'suppliers'>,
  who: Pick<HomeShopper, 'tenant' | 'policy'>,
  request: HomeSearchRequest,
): Promise<Omit<HomeResultsResponse, 'searchedAt'>> {
  const found = await ports.suppliers.homes.searchStays(request, ports.travelClock.now());
  if (!found.ok) throw toHomeStayError(found, request, todayOf(ports.travelClock));
  const { checkInAt, utcOffsetMinutes } = locateCheckIn(request.checkInDate, found.value.timeZone);
  const homes = found.value.homes
    .map((h): HomeResult => {
      const cancellation = buildHomeCancellationPolicy({
        kind: h.summary.cancellationKind,
        totalMinor: h.pricing.total.amountMinor,
        nights: h.pricing.nights,
        checkInAt,
        utcOffsetMinutes,
      });
      const free = cancellation.windows.find((w) => w.refundKind === 'FullyRefundable');
      return {
        ...h.summary,
        pricing: h.pricing,
        refundKind: cancellation.refundKind,
        freeCancellationUntil: free?.until ?? null,
        distanceKm: h.distanceKm,
        policyStatus: judgeHome(who, h.pricing),
      };
    })
    .sort(
      (a, b) =>
        a.pricing.total.amountMinor - b.pricing.total.amountMinor ||
        (a.listingId < b.listingId ? -1 : 1),
    );
  const { city } = found.value;
  return {
    request,
    city: {
      cityCode: city.cityCode,
      name: city.name,
      countryCode: city.countryCode,
      coordinates: { lat: city.lat, lon: city.lon },
    },
    nights: found.value.nights,
    homes,
    unavailableByReason: found.value.unavailableByReason,
    policyStatus: summarizeRatePolicyStatus(
      who.tenant,
      homes.map((h) => h.policyStatus?.inPolicy ?? false),
    ),
  };
}

/**
 * POST /homes/search: every home in the city that can host the stay, priced in full and judged
 * under the booker's tier. The answer depends only on the search, the tenant and the tier (and the
 * nights sold, which clear the cache), so it is encoded once per minute and sent as bytes.
 */
export async function searchHomesForShopper(
  ports: HomeShopPorts,
  who: Pick<HomeShopper, 'tenant' | 'policy'>,
  request: HomeSearchRequest,
): Promise<{ body: PrecompressedJson; tailMembers: string }> {
  const key = `${who.tenant}|${who.policy?.tierId ?? '-'}|${JSON.stringify(request)}`;
  const now = ports.clock.now();
  let body = ports.homeSearchCache.get(key, now);
  if (!body) {
    const answer = await buildHomeResults(ports, who, request);
    body = prepareJson(JSON.stringify(answer).slice(1, -1));
    ports.homeSearchCache.set(key, body, now);
  }
  return { body, tailMembers: `"searchedAt":${JSON.stringify(now.toISOString())}` };
}

/** The hotel availability service, as stays search calls it: its parsed answer for the city. */
export type HotelAvailabilityCall = (input: {
  location: { kind: 'city'; cityCode: string };
  checkInDate: string;
  checkOutDate: string;
  rooms: number;
  adults: number;
  children: number;
}) => Promise<HotelAvailabilityResponse>;

/**
 * POST /stays/search: hotels (the hotel availability service's own items, called, not copied)
 * and homes in one list, cheapest nightly price first, each with what one map and one sort need.
 */
export async function searchStays(
  ports: Pick<HomeShopPorts, 'travelClock' | 'suppliers' | 'clock'>,
  who: Pick<HomeShopper, 'tenant' | 'policy'>,
  request: StaySearchRequest,
  searchHotels: HotelAvailabilityCall,
): Promise<StayResultsResponse> {
  const wantHotels = request.kinds.includes('Hotels');
  const wantHomes = request.kinds.includes('Homes');
  const [homes, hotels] = await Promise.all([
    wantHomes
      ? buildHomeResults(ports, who, {
          cityCode: request.cityCode,
          checkInDate: request.checkInDate,
          checkOutDate: request.checkOutDate,
          adults: request.adults,
          children: request.children,
          pets: request.pets,
        })
      : null,
    wantHotels
      ? searchHotels({
          location: { kind: 'city', cityCode: request.cityCode },
          checkInDate: request.checkInDate,
          checkOutDate: request.checkOutDate,
          rooms: request.rooms,
          adults: request.adults,
          children: request.children,
        })
      : null,
  ]);
  const items: StayItem[] = [];
  for (const hotel of hotels?.hotels ?? []) {
    if (hotel.availability !== 'Available') continue;
    items.push({
      kind: 'Hotels',
      nightlyPrice: hotel.leadRate.nightlyDiscountAware,
      total: hotel.leadRate.totalDiscountAware,
      coordinates: hotel.coordinates,
      inPolicy: hotel.policyStatus?.inPolicy ?? null,
      hotel,
    });
  }
  for (const home of homes?.homes ?? [])
    items.push({
      kind: 'Homes',
      nightlyPrice: home.pricing.averageNightly,
      total: home.pricing.total,
      coordinates: home.coordinates,
      inPolicy: home.policyStatus?.inPolicy ?? null,
      home,
    });
  items.sort((a, b) => a.nightlyPrice.amountMinor - b.nightlyPrice.amountMinor);
  const nights =
    homes?.nights ??
    hotels?.nights ??
    toEpochDay(request.checkOutDate) - toEpochDay(request.checkInDate);
  return {
    request,
    nights,
    items,
    counts: {
      hotels: items.filter((i) => i.kind === 'Hotels').length,
      homes: homes?.homes.length ?? 0,
    },
    unavailableByReason: homes?.unavailableByReason ?? {},
    policyStatus: summarizeRatePolicyStatus(
      who.tenant,
      items.map((i) => i.inPolicy ?? false),
    ),
    searchedAt: ports.clock.now().toISOString(),
  };
}

/** The calendar's first day: the asked month's first day, or the check-in day. */
function calendarStart(input: HomeShopRequest, today: number): number {
  const from = input.calendarMonth
    ? toEpochDay(`${input.calendarMonth}-01`)
    : toEpochDay(input.checkInDate);
  return Math.max(from, today - 31);
}

/** POST /homes/shop: the home's page for a stay, its availability as data and its price. */
export async function shopHome(
  ports: Pick<HomeShopPorts, 'travelClock' | 'suppliers'>,
  who: HomeShopper,
  input: HomeShopRequest,
): Promise<HomeShopResponse> {
  const { calendarMonth: _calendarMonth, ...stay } = input;
  const now = ports.travelClock.now();
  const today = toEpochDay(now.toISOString().slice(0, 10));
  const found = await ports.suppliers.homes.describeStay(stay, now, {
    calendarFrom: calendarStart(input, today),
  });
  if (!found.ok) throw toHomeStayError(found, stay, todayOf(ports.travelClock));
  const { details, pricing, violations, calendar } = found.value;
  return {
    ...details,
    stay,
    nights: found.value.nights,
    calendar: calendar ?? { from: stay.checkInDate, days: [] },
    availability: { available: violations.length === 0, violations },
    pricing,
    cancellation: pricing
      ? describeHomeCancellation(
          details.cancellationKind,
          pricing,
          stay.checkInDate,
          details.timeZone,
        )
      : null,
    policyStatus: pricing ? judgeHome(who, pricing) : null,
    earn: pricing ? listCardEarns(pricing.total, who.earnCards, 'homes') : [],
  };
}
