import { DEFAULT_SUPPLY_LOCALE, sayRatePlan, type SupplyLocale } from './hotel-locale';
import type { MealPlan, PayTiming, Refundability } from '@wayfare/contracts/lodging';
import { hash3 } from '../random/prng';
import {
  formatIsoDate,
  MINUTES_PER_DAY,
  parseIsoDate,
  toEpochMinute,
  type Instant,
} from '../reference/calendar';
import { formatLodgingId, parseLodgingId } from './hotel-describe';
import { hasNonRefundableRate, hasPayLaterRate, isCityEventDay } from './hotel-rates';
import { listRoomTemplates } from './hotel-room-types';
import { getAmenityBit, type HotelWorld } from './hotel-world';

/** F flexible pay now, L flexible pay later, N non-refundable, P partially refundable. */
export type PlanTerms = 'F' | 'L' | 'N' | 'P';
/** R the hotel's base board (breakfast where included), B breakfast, H half board, A all inclusive. */
export type PlanBoard = 'R' | 'B' | 'H' | 'A';

export interface RatePlan {
  terms: PlanTerms;
  board: PlanBoard;
}

export const PARTIAL_REFUND_PERCENT = 50;
export const PARTIALLY_REFUNDABLE_DISCOUNT_PERCENT = 5;

export interface RateKey {
  hotel: number;
  template: number;
  plan: RatePlan;
  checkIn: number;
  nights: number;
  /** Day the rate was listed; rates older than RATE_LIFETIME_DAYS are stale. */
  loadDay: number;
}

export const RATE_LIFETIME_DAYS = 2;

/** Rates are listed on a day; rate ids carry it so that old ones go stale. */
export function getRateLoadDay(now: Instant): number {
  return Math.floor(toEpochMinute(now) / MINUTES_PER_DAY);
}

/** `H123.R2.FB.2026-03-10.3.20460`: hotel, room type, plan, check-in, nights, listing day. */
export function formatRateId(key: RateKey): string {
  return `${formatLodgingId(key.hotel)}.R${key.template}.${key.plan.terms}${key.plan.board}.${formatIsoDate(key.checkIn)}.${key.nights}.${key.loadDay}`;
}

export function parseRateId(world: HotelWorld, rateId: string): RateKey | null {
  const m = /^(H\d+)\.R(\d)\.([FLNP])([RBHA])\.(\d{4}-\d{2}-\d{2})\.(\d{1,2})\.(\d+)$/.exec(rateId);
  if (!m) return null;
  const hotel = parseLodgingId(world, m[1] ?? '');
  const checkIn = parseIsoDate(m[5] ?? '');
  if (hotel === null || checkIn === null) return null;
  return {
    hotel,
    template: Number(m[2]),
    plan: { terms: m[3] as PlanTerms, board: m[4] as PlanBoard },
    checkIn,
    nights: Number(m[6]),
    loadDay: Number(m[7]),
  };
}

function hasAmenity(
  world: HotelWorld,
  hotel: number,
  amenity: Parameters<typeof getAmenityBit>[0],
) {
  return ((world.amenities[hotel] ?? 0) & getAmenityBit(amenity)) !== 0;
}

export function hasPartiallyRefundableRate(world: HotelWorld, hotel: number): boolean {
  return (world.stars[hotel] ?? 0) >= 3 && hash3(world.seed, hotel, 616) % 3 === 0;
}

/** Rate plans a hotel sells for each of its room types. */
export function listRatePlans(world: HotelWorld, hotel: number): RatePlan[] {
  const stars = world.stars[hotel] ?? 3;
  const plans: RatePlan[] = [{ terms: 'F', board: 'R' }];
  if (hasPayLaterRate(world, hotel)) plans.push({ terms: 'L', board: 'R' });
  if (hasNonRefundableRate(world, hotel)) plans.push({ terms: 'N', board: 'R' });
  if (hasPartiallyRefundableRate(world, hotel)) plans.push({ terms: 'P', board: 'R' });
  if (
    !hasAmenity(world, hotel, 'FreeBreakfast') &&
    stars >= 3 &&
    hasAmenity(world, hotel, 'Restaurant')
  )
    plans.push({ terms: 'F', board: 'B' });
  if (stars >= 4 && hasAmenity(world, hotel, 'Beachfront')) plans.push({ terms: 'F', board: 'A' });
  else if (
    stars >= 4 &&
    hasAmenity(world, hotel, 'Restaurant') &&
    hash3(world.seed, hotel, 617) % 4 === 0
  )
    plans.push({ terms: 'F', board: 'H' });
  return plans;
}

export function isRatePlanSold(
  world: HotelWorld,
  hotel: number,
  template: number,
  plan: RatePlan,
): boolean {
  return (
    listRoomTemplates(world, hotel).includes(template) &&
    listRatePlans(world, hotel).some((p) => p.terms === plan.terms && p.board === plan.board)
  );
}

export function getMealPlan(
  world: HotelWorld,
  hotel: number,
  board: PlanBoard,
  guestsPerRoom: number,
): MealPlan {
  switch (board) {
    case 'R':
      return hasAmenity(world, hotel, 'FreeBreakfast') ? 'Breakfast' : 'RoomOnly';
    case 'B':
      return guestsPerRoom === 1
        ? 'BreakfastFor1'
        : guestsPerRoom === 2
          ? 'BreakfastFor2'
          : 'Breakfast';
    case 'H':
      return 'HalfBoard';
    case 'A':
      return 'AllInclusive';
  }
}

/** Board supplement per guest per night, in US cents. */
export function computeBoardSupplementMinor(
  world: HotelWorld,
  hotel: number,
  board: PlanBoard,
): number {
  const stars = world.stars[hotel] ?? 3;
  if (board === 'B') return 1200 + stars * 400;
  if (board === 'H') return 3000 + stars * 800;
  if (board === 'A') return 6000 + stars * 1500;
  return 0;
}

export function getPayTiming(plan: RatePlan): PayTiming {
  return plan.terms === 'L' ? 'PayLater' : 'PayNow';
}

export function getRefundability(plan: RatePlan): Refundability {
  return plan.terms === 'N'
    ? 'NonRefundable'
    : plan.terms === 'P'
      ? 'PartiallyRefundable'
      : 'FullyRefundable';
}

/**
 * Free cancellation ends 24 h before check-in at 1–3 star hotels and 48 h at 4–5 stars;
 * 72 h when a citywide event starts on the check-in date.
 */
export function getFreeCancellationHours(
  world: HotelWorld,
  hotel: number,
  checkIn: number,
): number {
  if (isCityEventDay(world, hotel, checkIn)) return 72;
  return (world.stars[hotel] ?? 3) >= 4 ? 48 : 24;
}

/** The plan's name as a guest reads it, in the language asked for: "Flexible, breakfast for 2". */
export function describePlan(
  world: HotelWorld,
  hotel: number,
  plan: RatePlan,
  guestsPerRoom: number,
  locale: SupplyLocale = DEFAULT_SUPPLY_LOCALE,
): string {
  const meal = getMealPlan(world, hotel, plan.board, guestsPerRoom);
  return sayRatePlan(plan.terms, meal, PARTIAL_REFUND_PERCENT, locale);
}
