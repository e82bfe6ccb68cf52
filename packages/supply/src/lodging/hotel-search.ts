import {
  MealPlanSchema,
  type HotelSearchRequest,
  type HotelSearchResponse,
  type HotelSort,
  type HotelSummary,
  type MealPlan,
} from '@wayfare/contracts/lodging';
import type { SupplyFailure } from '@wayfare/contracts/places';
import { computeBoundingBox, measureDistanceKm } from '../geo/great-circle';
import type { Instant } from '../reference/calendar';
import { formatHotelImagePath } from '../imagery/svg-illustrations';
import { fail } from '../supply-result';
import { HOTEL_CHAINS, NO_CHAIN } from './hotel-catalog';
import { describeHotel } from './hotel-describe';
import type { SupplyLocale } from './hotel-locale';
import {
  computeBoardSupplementMinor,
  formatRateId,
  getMealPlan,
  getPayTiming,
  getRateLoadDay,
  getRefundability,
  listRatePlans,
  type RatePlan,
} from './hotel-rate-plans';
import {
  applyNonRefundableDiscount,
  computeHotelTaxMinor,
  hasPayLaterRate,
  priceStay,
} from './hotel-rates';
import { getObservationDay } from './hotel-rate-dynamics';
import { validateStay } from './hotel-stay';
import { findLeadRoomTemplate, priceLargeRoomStay } from './hotel-room-types';
import { getAmenityBit, type HotelWorld } from './hotel-world';

export { HOTEL_HORIZON_DAYS, MAX_GUESTS_PER_ROOM, MAX_ROOMS, MAX_STAY_NIGHTS } from './hotel-stay';

/** A validated hotel query with everything resolved to numbers. */
export interface HotelQuery {
  centerLat: number;
  centerLon: number;
  /** Exact region: a radius around the centre, or a box. */
  radiusKm: number | null;
  box: { minLat: number; minLon: number; maxLat: number; maxLon: number };
  checkIn: number;
  checkOut: number;
  /** The UTC day the search is made on: hotel prices move with it (hotel-rate-dynamics.ts). */
  observedDay: number;
  rooms: number;
  /** Adults and children: board supplements are per guest per night. */
  guests: number;
  guestsPerRoom: number;
  starMask: number;
  minRating10: number;
  amenityMask: number;
  collectionMask: number;
  chainMask: number;
  minNightlyMinor: number;
  maxNightlyMinor: number;
  refundableOnly: boolean;
  payLaterOnly: boolean;
  /** Bits of `MealPlanSchema.options`; 0 when any meal plan will do. */
  mealPlanMask: number;
  /** Largest distance from the centre as summaries show it (rounded to 0.1 km), or null. */
  maxDistanceKm: number | null;
  sort: HotelSort;
  offset: number;
  limit: number;
  /** The language of the answer's areas (English unless asked). */
  locale?: SupplyLocale;
}

export function validateHotelSearch(
  world: HotelWorld,
  req: HotelSearchRequest,
  now: Instant,
): { ok: true; query: HotelQuery } | SupplyFailure {
  const valid = validateStay(req, now);
  if (!valid.ok) return valid;
  const { checkIn, checkOut } = valid.stay;
  let centerLat: number;
  let centerLon: number;
  let radiusKm: number | null = null;
  const loc = req.location;
  if (loc.kind === 'bbox') {
    if (
      !(loc.minLat < loc.maxLat && loc.minLon < loc.maxLon) ||
      loc.minLat < -90 ||
      loc.maxLat > 90 ||
      loc.minLon < -180 ||
      loc.maxLon > 180
    ) {
      return fail(
        'InvalidRequest',
        'The box needs minLat < maxLat and minLon < maxLon within valid coordinates.',
      );
    }
    centerLat = (loc.minLat + loc.maxLat) / 2;
    centerLon = (loc.minLon + loc.maxLon) / 2;
  } else if (loc.kind === 'point') {
    centerLat = loc.coordinates.lat;
    centerLon = loc.coordinates.lon;
    radiusKm = loc.radiusKm;
  } else if (loc.kind === 'city') {
    const ci = world.cityIndexByCode.get(loc.cityCode);
    const city = ci === undefined ? undefined : world.reference.cities[ci];
    if (!city) return fail('UnknownLocation', `Unknown city code "${loc.cityCode}".`);
    centerLat = city.lat;
    centerLon = city.lon;
    radiusKm = loc.radiusKm ?? Math.min(40, 8 + Math.sqrt(city.population) / 250);
  } else {
    const airport = world.reference.airports.find((a) => a.iata === loc.airportCode.toUpperCase());
    if (!airport) return fail('UnknownLocation', `Unknown airport code "${loc.airportCode}".`);
    centerLat = airport.lat;
    centerLon = airport.lon;
    radiusKm = loc.radiusKm ?? 10;
  }
  const f = req.filters;
  const maxDistanceKm = f.maxDistanceKm ?? null;
  let box =
    loc.kind === 'bbox'
      ? { minLat: loc.minLat, minLon: loc.minLon, maxLat: loc.maxLat, maxLon: loc.maxLon }
      : computeBoundingBox(centerLat, centerLon, radiusKm ?? 0);
  if (maxDistanceKm !== null) {
    // Only hotels near the centre can match: search the overlap (with room for the rounding).
    const near = computeBoundingBox(centerLat, centerLon, maxDistanceKm + 0.1);
    box = {
      minLat: Math.max(box.minLat, near.minLat),
      minLon: Math.max(box.minLon, near.minLon),
      maxLat: Math.min(box.maxLat, near.maxLat),
      maxLon: Math.min(box.maxLon, near.maxLon),
    };
  }
  const chainMask = (f.loyaltyPrograms ?? []).reduce((m, code) => {
    const i = HOTEL_CHAINS.findIndex((c) => c.code === code);
    return i >= 0 ? m | (1 << i) : m | (1 << 30);
  }, 0);
  return {
    ok: true,
    query: {
      locale: valid.stay.locale,
      centerLat,
      centerLon,
      radiusKm,
      box,
      checkIn,
      checkOut,
      observedDay: getObservationDay(now),
      rooms: req.rooms,
      guests: valid.stay.adults + valid.stay.children,
      guestsPerRoom: valid.stay.guestsPerRoom,
      starMask: (f.starRatings ?? []).reduce((m, s) => m | (1 << s), 0),
      minRating10: Math.round((f.minUserRating ?? 0) * 10),
      amenityMask: (f.amenities ?? []).reduce((m, a) => m | getAmenityBit(a), 0),
      collectionMask: (f.collections ?? []).reduce(
        (m, c) => m | (1 << (c === 'NoCollection' ? 0 : c === 'Premier' ? 1 : 2)),
        0,
      ),
      chainMask,
      minNightlyMinor: f.minNightlyPriceMinor ?? 0,
      maxNightlyMinor: f.maxNightlyPriceMinor ?? Number.MAX_SAFE_INTEGER,
      refundableOnly: f.refundableOnly ?? false,
      payLaterOnly: f.payLaterOnly ?? false,
      mealPlanMask: (f.mealPlans ?? []).reduce((m, p) => m | getMealPlanBit(p), 0),
      maxDistanceKm,
      sort: req.sort,
      offset: req.offset,
      limit: req.limit,
    },
  };
}

const getMealPlanBit = (plan: MealPlan): number => 1 << MealPlanSchema.options.indexOf(plan);

/** The distance a summary shows (0.1 km), which is also what `maxDistanceKm` is compared with. */
const roundDistanceKm = (km: number): number => Math.round(km * 10) / 10;

/** Equal prices show the most flexible terms: pay later, then pay now. */
const TERMS_RANK: Record<RatePlan['terms'], number> = { L: 0, F: 1, N: 2, P: 3 };

/**
 * The rate plans that may lead a hotel's card under the query's rate filters: refundable only
 * keeps flexible terms, pay later only keeps pay-later terms, and the meal-plan filter keeps plans
 * whose board gives one of the chosen meal plans. Partially refundable rates never lead.
 */
function listLeadPlanCandidates(world: HotelWorld, q: HotelQuery, h: number): RatePlan[] {
  return listRatePlans(world, h).filter(
    (plan) =>
      plan.terms !== 'P' &&
      (!q.payLaterOnly || plan.terms === 'L') &&
      (!q.refundableOnly || plan.terms !== 'N') &&
      (q.mealPlanMask === 0 ||
        (q.mealPlanMask & getMealPlanBit(getMealPlan(world, h, plan.board, q.guestsPerRoom))) !==
          0),
  );
}

export interface HotelMatch {
  hotel: number;
  distanceKm: number;
  /** Lead rate's room price for the stay, per room, before board and taxes. */
  sellRateMinor: number;
  /** Board supplement of the lead rate for the whole party and stay (0 on the hotel's base board). */
  boardMinor: number;
  /** Room type of the lead rate: the standard room unless the party needs a bigger one. */
  template: number;
  /** Lead rate per room per night, board included, before taxes. */
  nightlyMinor: number;
  /** The lead rate's plan: the cheapest of the plans the filters allow. */
  plan: RatePlan;
  recommendation: number;
}

/** Applies region, filters and availability to one hotel; null when it does not match. */
function evaluateHotel(world: HotelWorld, q: HotelQuery, h: number): HotelMatch | null {
  const lat = world.lat[h] ?? 0;
  const lon = world.lon[h] ?? 0;
  const b = q.box;
  if (lat < b.minLat || lat > b.maxLat || lon < b.minLon || lon > b.maxLon) return null;
  const distanceKm = measureDistanceKm(q.centerLat, q.centerLon, lat, lon);
  if (q.radiusKm !== null && distanceKm > q.radiusKm) return null;
  if (q.maxDistanceKm !== null && roundDistanceKm(distanceKm) > q.maxDistanceKm) return null;
  if (q.starMask !== 0 && (q.starMask & (1 << (world.stars[h] ?? 0))) === 0) return null;
  if ((world.rating10[h] ?? 0) < q.minRating10) return null;
  if ((q.amenityMask & (world.amenities[h] ?? 0)) !== q.amenityMask) return null;
  if (q.collectionMask !== 0 && (q.collectionMask & (1 << (world.collection[h] ?? 0))) === 0)
    return null;
  if (q.chainMask !== 0) {
    const chain = world.chain[h] ?? NO_CHAIN;
    if (chain === NO_CHAIN || (q.chainMask & (1 << chain)) === 0) return null;
  }
  if (q.payLaterOnly && !hasPayLaterRate(world, h)) return null;
  const candidates = listLeadPlanCandidates(world, q, h);
  if (candidates.length === 0) return null;
  const template = findLeadRoomTemplate(world, h, q.guestsPerRoom);
  if (template === null) return null;
  const stay =
    template === 0
      ? priceStay(world, h, q.checkIn, q.checkOut, q.observedDay)
      : priceLargeRoomStay(world, h, template, q.checkIn, q.checkOut, q.observedDay);
  if (!stay.isAvailable) return null;
  const nights = q.checkOut - q.checkIn;
  // The cheapest allowed plan leads (non-refundable when allowed, else flexible), as on the hotel page.
  let lead: { plan: RatePlan; sellRateMinor: number; boardMinor: number; total: number } | null =
    null;
  for (const plan of candidates) {
    const sellRateMinor =
      plan.terms === 'N' ? applyNonRefundableDiscount(stay.sellRateMinor) : stay.sellRateMinor;
    const boardMinor = computeBoardSupplementMinor(world, h, plan.board) * q.guests * nights;
    const total = sellRateMinor * q.rooms + boardMinor;
    if (
      lead === null ||
      total < lead.total ||
      (total === lead.total && TERMS_RANK[plan.terms] < TERMS_RANK[lead.plan.terms])
    )
      lead = { plan, sellRateMinor, boardMinor, total };
  }
  if (lead === null) return null;
  const nightlyMinor = Math.round(lead.total / q.rooms / nights);
  if (nightlyMinor < q.minNightlyMinor || nightlyMinor > q.maxNightlyMinor) return null;
  const reviews = world.reviews[h] ?? 0;
  const recommendation = Math.round(
    (world.rating10[h] ?? 0) * 30 +
      (world.stars[h] ?? 0) * 80 +
      ((world.collection[h] ?? 0) > 0 ? 100 : 0) +
      Math.min(100, Math.log2(reviews + 1) * 10) -
      distanceKm * 15,
  );
  return {
    hotel: h,
    template,
    distanceKm,
    sellRateMinor: lead.sellRateMinor,
    boardMinor: lead.boardMinor,
    nightlyMinor,
    plan: lead.plan,
    recommendation,
  };
}

function compareMatches(
  sort: HotelSort,
  world: HotelWorld,
): (a: HotelMatch, b: HotelMatch) => number {
  switch (sort) {
    case 'DistanceAscending':
      return (a, b) => a.distanceKm - b.distanceKm || a.hotel - b.hotel;
    case 'Price':
      return (a, b) => a.nightlyMinor - b.nightlyMinor || a.hotel - b.hotel;
    case 'StarRating':
      return (a, b) =>
        (world.stars[b.hotel] ?? 0) - (world.stars[a.hotel] ?? 0) ||
        a.nightlyMinor - b.nightlyMinor ||
        a.hotel - b.hotel;
    case 'UserRating':
      return (a, b) =>
        (world.rating10[b.hotel] ?? 0) - (world.rating10[a.hotel] ?? 0) ||
        (world.reviews[b.hotel] ?? 0) - (world.reviews[a.hotel] ?? 0) ||
        a.hotel - b.hotel;
    case 'MostRecommended':
      return (a, b) => b.recommendation - a.recommendation || a.hotel - b.hotel;
  }
}

/** Matching hotels via the KD-tree: only hotels inside the query's box are examined. */
export function findHotelMatches(world: HotelWorld, q: HotelQuery): HotelMatch[] {
  const ids = world.index.range(q.box.minLon, q.box.minLat, q.box.maxLon, q.box.maxLat);
  const out: HotelMatch[] = [];
  for (const h of ids) {
    const m = evaluateHotel(world, q, h);
    if (m) out.push(m);
  }
  return out.sort(compareMatches(q.sort, world));
}

/** Reference implementation for tests: scans every hotel in the world. */
export function findHotelMatchesByScan(world: HotelWorld, q: HotelQuery): HotelMatch[] {
  const out: HotelMatch[] = [];
  for (let h = 0; h < world.count; h++) {
    const m = evaluateHotel(world, q, h);
    if (m) out.push(m);
  }
  return out.sort(compareMatches(q.sort, world));
}

function toSummary(world: HotelWorld, q: HotelQuery, m: HotelMatch, loadDay: number): HotelSummary {
  const d = describeHotel(world, m.hotel, q.locale);
  const nights = q.checkOut - q.checkIn;
  const sell = m.sellRateMinor * q.rooms + m.boardMinor;
  const taxes = computeHotelTaxMinor(sell);
  const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
  return {
    lodgingId: d.lodgingId,
    name: d.name,
    brand: d.brand,
    chainName: d.chainName,
    loyaltyProgramCode: d.loyaltyProgramCode,
    starRating: world.stars[m.hotel] ?? 3,
    userRating: (world.rating10[m.hotel] ?? 0) / 10,
    reviewCount: world.reviews[m.hotel] ?? 0,
    collection: d.collection,
    amenities: d.amenities,
    coordinates: { lat: world.lat[m.hotel] ?? 0, lon: world.lon[m.hotel] ?? 0 },
    distanceKm: roundDistanceKm(m.distanceKm),
    city: d.city,
    countryCode: d.countryCode,
    neighbourhood: d.neighbourhood,
    imageSvg: formatHotelImagePath(d.lodgingId),
    availability: 'Available',
    leadRate: {
      rateId: formatRateId({
        hotel: m.hotel,
        template: m.template,
        plan: m.plan,
        checkIn: q.checkIn,
        nights,
        loadDay,
      }),
      perNightSellRate: usd(m.nightlyMinor),
      sellRate: usd(sell),
      taxes: usd(taxes),
      total: usd(sell + taxes),
      payTiming: getPayTiming(m.plan),
      refundability: getRefundability(m.plan),
      mealPlan: getMealPlan(world, m.hotel, m.plan.board, q.guestsPerRoom),
    },
  };
}

/** Hotel search: region (radius or box) + filters + availability, sorted, one page priced for the stay. */
export function searchHotels(
  world: HotelWorld,
  req: HotelSearchRequest,
  now: Instant,
): { ok: true; value: HotelSearchResponse } | SupplyFailure {
  const valid = validateHotelSearch(world, req, now);
  if (!valid.ok) return valid;
  const q = valid.query;
  const matches = findHotelMatches(world, q);
  return {
    ok: true,
    value: {
      total: matches.length,
      nights: q.checkOut - q.checkIn,
      hotels: matches
        .slice(q.offset, q.offset + q.limit)
        .map((m) => toSummary(world, q, m, getRateLoadDay(now))),
    },
  };
}
