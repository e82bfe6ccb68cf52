import { hash3, hash4, toUnit } from '../random/prng';
import { getMonthDay, getWeekday } from '../reference/calendar';
import { computeDynamicRateFactor, computeSellOutChance } from './hotel-rate-dynamics';
import { HOTEL_KIND_AIRPORT, type HotelWorld } from './hotel-world';

const MONTH_DEMAND = [0.86, 0.88, 0.96, 1.0, 1.05, 1.12, 1.2, 1.18, 1.06, 1.02, 0.94, 1.04];
export const HOTEL_TAX_RATE_PERCENT = 13;
export const NON_REFUNDABLE_DISCOUNT_PERCENT = 10;

const monthCache = new Map<number, number>();

function getMonthDemand(day: number, isSouthern: boolean): number {
  const key = day * 2 + (isSouthern ? 1 : 0);
  let v = monthCache.get(key);
  if (v === undefined) {
    const { month } = getMonthDay(day);
    v = MONTH_DEMAND[isSouthern ? (month + 6) % 12 : month] ?? 1;
    monthCache.set(key, v);
  }
  return v;
}

/** Citywide events (conferences, festivals) push prices up and sell hotels out on a few dates. */
export function isCityEventDay(world: HotelWorld, hotel: number, day: number): boolean {
  return toUnit(hash3(world.seed, (world.city[hotel] ?? 0) + 7_000_000, day)) < 0.025;
}

/**
 * Nightly sell rate in US cents for the night starting on `day` as it is sold on `observedDay`
 * (the UTC day it is looked at), before taxes: the night's base rate (hotel, weekday, season,
 * events) times the revenue-managed factor of hotel-rate-dynamics.ts.
 */
export function computeNightlyRateMinor(
  world: HotelWorld,
  hotel: number,
  day: number,
  observedDay: number,
): number {
  const weekday = getWeekday(day);
  const isWeekendNight = weekday === 5 || weekday === 6;
  const isBusiness = world.kind[hotel] === HOTEL_KIND_AIRPORT || (world.stars[hotel] ?? 3) <= 3;
  const weekFactor = isWeekendNight ? (isBusiness ? 0.9 : 1.12) : isBusiness ? 1.06 : 0.97;
  const season = getMonthDemand(day, (world.lat[hotel] ?? 0) < -10);
  const noise = 0.88 + 0.26 * toUnit(hash3(world.seed, hotel, day));
  const event = isCityEventDay(world, hotel, day) ? 1.55 : 1;
  const dynamic = computeDynamicRateFactor(world, hotel, day, observedDay);
  return (
    Math.round(
      ((world.baseRateMinor[hotel] ?? 10_000) * weekFactor * season * noise * event * dynamic) /
        100,
    ) * 100
  );
}

/**
 * A night is sold out at a hotel with a small seeded probability, much higher on event dates and
 * a little higher as the night nears (seen on `observedDay`).
 */
export function isNightAvailable(
  world: HotelWorld,
  hotel: number,
  day: number,
  observedDay: number,
): boolean {
  const p = computeSellOutChance(isCityEventDay(world, hotel, day) ? 0.3 : 0.03, day, observedDay);
  return toUnit(hash4(world.seed, hotel, day, 991)) >= p;
}

/** Length-of-stay discount: 10% off for a week or more, 20% for four weeks or more. */
export function computeStayDiscountPercent(nights: number): number {
  return nights >= 28 ? 20 : nights >= 7 ? 10 : 0;
}

export interface StayPrice {
  /** Sum of nightly rates after the length-of-stay discount, per room. */
  sellRateMinor: number;
  isAvailable: boolean;
}

/**
 * Prices one room for the nights [checkIn, checkOut) as sold on `observedDay`; unavailable if any
 * night is sold out.
 */
export function priceStay(
  world: HotelWorld,
  hotel: number,
  checkIn: number,
  checkOut: number,
  observedDay: number,
): StayPrice {
  let sum = 0;
  for (let day = checkIn; day < checkOut; day++) {
    if (!isNightAvailable(world, hotel, day, observedDay))
      return { sellRateMinor: 0, isAvailable: false };
    sum += computeNightlyRateMinor(world, hotel, day, observedDay);
  }
  const discount = computeStayDiscountPercent(checkOut - checkIn);
  return { sellRateMinor: Math.round((sum * (100 - discount)) / 10_000) * 100, isAvailable: true };
}

export function computeHotelTaxMinor(amountMinor: number): number {
  return Math.round((amountMinor * HOTEL_TAX_RATE_PERCENT) / 100);
}

export function hasNonRefundableRate(world: HotelWorld, hotel: number): boolean {
  return ((world.rateFlags[hotel] ?? 0) & 1) === 1;
}

export function hasPayLaterRate(world: HotelWorld, hotel: number): boolean {
  return ((world.rateFlags[hotel] ?? 0) & 2) === 2;
}

/** Non-refundable pay-now rates are 10% cheaper than the flexible rate. */
export function applyNonRefundableDiscount(amountMinor: number): number {
  return Math.round((amountMinor * (100 - NON_REFUNDABLE_DISCOUNT_PERCENT)) / 10_000) * 100;
}
