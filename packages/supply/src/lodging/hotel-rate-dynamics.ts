import { hash3, hash4, toUnit } from '../random/prng';
import { MINUTES_PER_DAY, toEpochMinute, type Instant } from '../reference/calendar';
import type { HotelWorld } from './hotel-world';

/**
 * Revenue management: a hotel night's price moves with the day it is looked at, as a real
 * hotel's does. The night's base rate (by date) is multiplied by a booking-window factor (cheaper
 * far out, rising over the last three weeks, sometimes a last-minute dip) and by a seeded,
 * mean-reverting day-to-day movement. Both are pure functions of (seed, hotel, night, observation
 * day), so a price seen twice on the same UTC day is the same price.
 */

/** Far out (this many days or more before the night) the window factor is at its lowest. */
const FAR_LEAD_DAYS = 120;
const FAR_FACTOR = 0.9;
/** Two months out the price is a little below the reference level (1 at three weeks out). */
const MID_LEAD_DAYS = 60;
const MID_FACTOR = 0.96;
/** The last three weeks: the price climbs as the hotel fills. */
const CLOSE_LEAD_DAYS = 21;
/** Each hotel's climb over the last three weeks, between these (seeded per hotel). */
const MIN_CLOSE_RISE = 0.08;
const MAX_CLOSE_RISE = 0.26;
/** Some nights that have not filled are cut in the last days: this share of nights, this deep. */
const LAST_MINUTE_DIP_DAYS = 2;
const LAST_MINUTE_DIP_CHANCE = 0.15;
const MIN_DIP_FACTOR = 0.84;
const MAX_DIP_FACTOR = 0.92;
/**
 * The day-to-day movement: log price = night part + hotel part, each a moving sum of daily
 * shocks with weights PERSISTENCE^k over MEMORY_DAYS days (an AR(1) walk, cut off), so it reverts
 * to the level with a half-life of about four days and moves a few percent a day.
 */
const MOVEMENT_MEMORY_DAYS = 14;
const MOVEMENT_PERSISTENCE = 0.85;
/** Standard deviation of the night's own log movement around its level. */
const NIGHT_MOVEMENT_SD = 0.045;
/** Of the hotel's movement shared by all its nights (a busy week, a competitor's sale). */
const HOTEL_MOVEMENT_SD = 0.03;
/** Movements are kept within this many standard deviations. */
const MAX_MOVEMENT_SDS = 3;
/** Sold out: this much more likely (at most) on the night itself than three weeks before. */
const CLOSE_SELL_OUT_CHANCE = 0.06;

const NIGHT_SALT = 9_100_000;
const HOTEL_SALT = 9_200_000;
const RISE_SALT = 9_300_000;
const DIP_SALT = 9_400_000;

const MOVEMENT_WEIGHTS = (() => {
  const raw = Array.from({ length: MOVEMENT_MEMORY_DAYS }, (_, k) => MOVEMENT_PERSISTENCE ** k);
  const norm = Math.sqrt(raw.reduce((s, w) => s + w * w, 0));
  return raw.map((w) => w / norm);
})();

/** The UTC day on which an instant sees hotel prices (epoch day). */
export function getObservationDay(at: Instant): number {
  return Math.floor(toEpochMinute(at) / MINUTES_PER_DAY);
}

/** Days from the observation day to the night (0 for tonight and for a night already begun). */
export function computeLeadDays(night: number, observedDay: number): number {
  return Math.max(0, night - observedDay);
}

/** How much a hotel's price climbs over the last three weeks (log-ish share, seeded per hotel). */
function getCloseRise(world: HotelWorld, hotel: number): number {
  return (
    MIN_CLOSE_RISE + (MAX_CLOSE_RISE - MIN_CLOSE_RISE) * toUnit(hash3(world.seed, hotel, RISE_SALT))
  );
}

/** The dip a night gets in its last days when it did not fill (1: no dip). */
function getLastMinuteDip(world: HotelWorld, hotel: number, night: number): number {
  const u = toUnit(hash4(world.seed, hotel, night, DIP_SALT));
  if (u >= LAST_MINUTE_DIP_CHANCE) return 1;
  return MIN_DIP_FACTOR + (MAX_DIP_FACTOR - MIN_DIP_FACTOR) * (u / LAST_MINUTE_DIP_CHANCE);
}

/**
 * The booking-window factor of a night seen on `observedDay`: 0.9 from four months out, 0.96 two
 * months out, 1 three weeks out, then a climb (convex, 8–26 % by the night itself, per hotel); a
 * few nights are cut by 8–16 % in their last two days.
 */
export function computeBookingWindowFactor(
  world: HotelWorld,
  hotel: number,
  night: number,
  observedDay: number,
): number {
  const lead = computeLeadDays(night, observedDay);
  if (lead >= FAR_LEAD_DAYS) return FAR_FACTOR;
  if (lead >= MID_LEAD_DAYS)
    return (
      FAR_FACTOR +
      ((MID_FACTOR - FAR_FACTOR) * (FAR_LEAD_DAYS - lead)) / (FAR_LEAD_DAYS - MID_LEAD_DAYS)
    );
  if (lead >= CLOSE_LEAD_DAYS)
    return (
      MID_FACTOR + ((1 - MID_FACTOR) * (MID_LEAD_DAYS - lead)) / (MID_LEAD_DAYS - CLOSE_LEAD_DAYS)
    );
  const x = (CLOSE_LEAD_DAYS - lead) / CLOSE_LEAD_DAYS;
  const climb = 1 + getCloseRise(world, hotel) * x * x;
  return lead <= LAST_MINUTE_DIP_DAYS ? climb * getLastMinuteDip(world, hotel, night) : climb;
}

/** A shock with mean 0 and variance 1, within ±3: three 10-bit uniforms of one hash, summed. */
function toShock(hash: number): number {
  const sum = (hash & 1023) + ((hash >>> 10) & 1023) + ((hash >>> 20) & 1023);
  return ((sum + 1.5) / 1024 - 1.5) * 2;
}

function clampMovement(x: number, sd: number): number {
  const limit = MAX_MOVEMENT_SDS * sd;
  return Math.min(limit, Math.max(-limit, x));
}

/**
 * The night's price movement seen on `observedDay`, as a factor around 1: a hotel-wide part and
 * the night's own, each mean-reverting, together about 3 % a day with a spread of about 5 %.
 */
export function computeRateMovement(
  world: HotelWorld,
  hotel: number,
  night: number,
  observedDay: number,
): number {
  let own = 0;
  let shared = 0;
  for (let k = 0; k < MOVEMENT_MEMORY_DAYS; k++) {
    const w = MOVEMENT_WEIGHTS[k] ?? 0;
    own += w * toShock(hash4(world.seed + NIGHT_SALT, hotel, night, observedDay - k));
    shared += w * toShock(hash3(world.seed + HOTEL_SALT, hotel, observedDay - k));
  }
  return Math.exp(
    clampMovement(NIGHT_MOVEMENT_SD * own, NIGHT_MOVEMENT_SD) +
      clampMovement(HOTEL_MOVEMENT_SD * shared, HOTEL_MOVEMENT_SD),
  );
}

/** The revenue-managed multiplier of a night's base rate seen on `observedDay`. */
export function computeDynamicRateFactor(
  world: HotelWorld,
  hotel: number,
  night: number,
  observedDay: number,
): number {
  return (
    computeBookingWindowFactor(world, hotel, night, observedDay) *
    computeRateMovement(world, hotel, night, observedDay)
  );
}

/**
 * A night's chance of being sold out seen on `observedDay`: the base chance, and a little more
 * over the last three weeks. Drawn against one uniform per night, so a night sold out stays sold
 * out as it nears.
 */
export function computeSellOutChance(
  baseChance: number,
  night: number,
  observedDay: number,
): number {
  const x = Math.max(0, 1 - computeLeadDays(night, observedDay) / CLOSE_LEAD_DAYS);
  return baseChance + (1 - baseChance) * CLOSE_SELL_OUT_CHANCE * x * x;
}
