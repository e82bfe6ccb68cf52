import { hash4, toUnit } from '../random/prng';
import { getMonthDay, getWeekday, MINUTES_PER_DAY } from '../reference/calendar';
import type { FlightNetwork } from './flight-network';
import { getCabinCapacity, type SeatCabin } from './fare-products';

/*
 * The fixed part of a flight's fares (docs/fare-process.md): what a flight's cabin costs with a
 * number of days to go, before its market's moves (`market-dynamics.ts`). Every factor is a
 * pure function of the flight, its date and the days left, so a search prices any instant.
 */

const BOOKING_WINDOW_DAYS = 330;
const WEEKDAY_FACTOR = [1.1, 1.04, 0.9, 0.92, 1.02, 1.12, 0.94];
const MONTH_FACTOR = [0.88, 0.86, 0.95, 1.0, 1.02, 1.12, 1.18, 1.14, 0.96, 0.98, 0.95, 1.12];
/** Puts the prime booking window's fares near where the earlier model had them. */
const BASE_LEVEL = 0.9;

/**
 * The booking window, in log terms over its bottom, filed weekly: a premium far out (the first
 * fares on sale) that falls week by week to the bottom of the prime window, a gentle weekly rise
 * after it, then the advance-purchase steps.
 */
interface BookingCurve {
  /** Days out where the curve bottoms (0 there). */
  bottom: number;
  /** Log premium reached `farSpan` days before the bottom (and kept beyond). */
  farPremium: number;
  farSpan: number;
  /** Log rise per week nearer than the bottom (until the first advance-purchase step). */
  nearWeekly: number;
  /** Advance-purchase steps: inside this many days the fares needing it close (log step). */
  advanceSteps: readonly (readonly [days: number, log: number])[];
}

const DOMESTIC_CURVE: BookingCurve = {
  bottom: 56,
  farPremium: 0.2,
  farSpan: 250,
  nearWeekly: 0.015,
  advanceSteps: [
    [21, 0.09],
    [14, 0.12],
    [7, 0.14],
    [3, 0.1],
  ],
};

const INTERNATIONAL_CURVE: BookingCurve = {
  bottom: 84,
  farPremium: 0.12,
  farSpan: 200,
  nearWeekly: 0.01,
  advanceSteps: [
    [28, 0.05],
    [21, 0.07],
    [14, 0.1],
    [7, 0.12],
    [3, 0.08],
  ],
};

/** Log premium of the booking window `daysOut` days before the departure date. */
export function computeBookingCurve(daysOut: number, isInternational: boolean): number {
  const curve = isInternational ? INTERNATIONAL_CURVE : DOMESTIC_CURVE;
  if (daysOut >= curve.bottom) {
    // Whole weeks from the bottom, revised on the day before each (as the deadlines fall).
    const weeks = Math.floor((daysOut + 1 - curve.bottom) / 7) * 7;
    return curve.farPremium * Math.min(1, weeks / curve.farSpan) ** 0.8;
  }
  const firstStep = curve.advanceSteps[0]?.[0] ?? 0;
  const weeks = Math.ceil((curve.bottom - Math.max(daysOut, firstStep)) / 7);
  let log = curve.nearWeekly * weeks;
  for (const [days, step] of curve.advanceSteps) if (daysOut < days) log += step;
  return log;
}

/**
 * Fare buckets close as a flight fills: every LOAD_BUCKET_STEP of load above LOAD_BUCKET_FROM
 * closes the lowest open bucket and the lowest fare steps up by LOAD_BUCKET_LOG (about 3 %). A
 * flight's modelled load grows as departure nears, so these steps fall on fixed days.
 */
const LOAD_BUCKET_FROM = 0.45;
const LOAD_BUCKET_STEP = 0.05;
const LOAD_BUCKET_LOG = 0.028;

export function computeLoadStep(load: number): number {
  if (load < LOAD_BUCKET_FROM) return 0;
  return LOAD_BUCKET_LOG * (1 + Math.floor((load - LOAD_BUCKET_FROM) / LOAD_BUCKET_STEP));
}

function cabinSalt(cabin: SeatCabin): number {
  return cabin === 'economy' ? 1 : cabin === 'premiumEconomy' ? 2 : cabin === 'business' ? 3 : 4;
}

/** Share of seats the flight will have sold by departure (seeded per flight, date and cabin). */
export function computeFinalLoad(
  seed: number,
  schedule: number,
  localDay: number,
  cabin: SeatCabin,
): number {
  const u = toUnit(hash4(seed, schedule, localDay, cabinSalt(cabin)));
  const weekday = getWeekday(localDay);
  const peak = weekday === 5 || weekday === 0 ? 0.06 : 0;
  const base = cabin === 'economy' ? 0.58 + 0.38 * u : 0.35 + 0.55 * u;
  return Math.min(0.99, base + peak);
}

/** Booking curve: share of the final load already sold with `daysOut` days to go. */
export function computeBookedShare(daysOut: number): number {
  const d = Math.max(0, Math.min(BOOKING_WINDOW_DAYS, daysOut));
  return 1 - 0.88 * Math.sqrt(d / BOOKING_WINDOW_DAYS);
}

/**
 * Whole days from the day observed (UTC) to the flight's local departure date: fares are filed
 * by date, so every flight of a date steps on the same day (0 on the day itself).
 */
export function countDaysOut(localDay: number, observedMinute: number): number {
  return Math.max(0, localDay - Math.floor(observedMinute / MINUTES_PER_DAY));
}

/**
 * Modelled load factor of a cabin as observed at `observedMinute`. The airline revises a flight's
 * bucket allocations weekly: the load it prices on is the booking curve's on the last revision
 * day, the day a weekly advance-purchase deadline passes (6, 13, 20 … days before departure).
 */
export function computeLoadAt(
  seed: number,
  schedule: number,
  localDay: number,
  cabin: SeatCabin,
  observedMinute: number,
): number {
  // Revised on days 6, 13, 20 … before departure, with the advance-purchase deadlines.
  const weeksOut = Math.ceil((countDaysOut(localDay, observedMinute) + 1) / 7) * 7 - 1;
  return computeFinalLoad(seed, schedule, localDay, cabin) * computeBookedShare(weeksOut);
}

const seasonCache = new Map<number, number>();

function computeSeasonFactor(localDay: number, isSouthern: boolean): number {
  const key = localDay * 2 + (isSouthern ? 1 : 0);
  const cached = seasonCache.get(key);
  if (cached !== undefined) return cached;
  const { month, day } = getMonthDay(localDay);
  const value =
    (month === 11 && day >= 18) || (month === 0 && day <= 3)
      ? 1.25
      : (MONTH_FACTOR[isSouthern ? (month + 6) % 12 : month] ?? 1);
  seasonCache.set(key, value);
  return value;
}

export interface InstanceDemand {
  /** Multiplier on the flight's fares (before its market's moves). */
  multiplier: number;
  /** Modelled load factor of the cabin at the observation time. */
  load: number;
}

/**
 * The fixed part of a flight's cabin fares as observed at `observedMinute`: the booking window
 * (far-out premium, prime window, advance-purchase steps), the buckets its load has closed, and
 * peak weekdays, seasons and a seeded per-flight factor. Nothing here moves from day to day but
 * with the days left; the market's moves come on top (`market-dynamics.ts`).
 */
export function computeInstanceDemand(
  net: FlightNetwork,
  seed: number,
  schedule: number,
  localDay: number,
  cabin: SeatCabin,
  observedMinute: number,
): InstanceDemand {
  const daysOut = countDaysOut(localDay, observedMinute);
  const load = computeLoadAt(seed, schedule, localDay, cabin, observedMinute);
  const origin = net.airports[net.sOrigin[schedule] ?? 0];
  const dest = net.airports[net.sDest[schedule] ?? 0];
  const isInternational = origin?.countryCode !== dest?.countryCode;
  const log = computeBookingCurve(daysOut, isInternational) + computeLoadStep(load);
  const weekday = WEEKDAY_FACTOR[getWeekday(localDay)] ?? 1;
  const season = computeSeasonFactor(localDay, (origin?.lat ?? 0) < -10);
  const flightNoise = 0.92 + 0.16 * toUnit(hash4(seed, schedule, localDay, 77));
  return {
    multiplier: BASE_LEVEL * Math.exp(log) * weekday * season * flightNoise,
    load,
  };
}

/** Seats still for sale in a cabin: capacity − modelled sales − seats sold through the sandbox. */
export function computeSeatsLeft(
  net: FlightNetwork,
  schedule: number,
  cabin: SeatCabin,
  load: number,
  soldThroughSandbox: number,
): number {
  const capacity = getCabinCapacity(net, schedule, cabin);
  return Math.max(0, capacity - Math.round(capacity * load) - soldThroughSandbox);
}
