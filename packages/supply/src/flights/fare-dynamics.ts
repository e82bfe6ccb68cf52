import { hash4, toUnit } from '../random/prng';
import { getMonthDay, getWeekday, MINUTES_PER_DAY } from '../reference/calendar';
import type { FlightNetwork } from './flight-network';
import { computeDepartureUtc } from './flight-instances';
import { getCabinCapacity, type SeatCabin } from './fare-products';

/** Prices are re-drawn every six hours, like an airline's fare filings. */
export const PRICE_BUCKET_MINUTES = 360;
const BOOKING_WINDOW_DAYS = 330;
const WEEKDAY_FACTOR = [1.1, 1.04, 0.9, 0.92, 1.02, 1.12, 0.94];
const MONTH_FACTOR = [0.88, 0.86, 0.95, 1.0, 1.02, 1.12, 1.18, 1.14, 0.96, 0.98, 0.95, 1.12];

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

/** Modelled load factor of a cabin as observed at `observedMinute`. */
export function computeLoadAt(
  net: FlightNetwork,
  seed: number,
  schedule: number,
  localDay: number,
  cabin: SeatCabin,
  observedMinute: number,
): number {
  const daysOut = (computeDepartureUtc(net, schedule, localDay) - observedMinute) / MINUTES_PER_DAY;
  return computeFinalLoad(seed, schedule, localDay, cabin) * computeBookedShare(daysOut);
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
  /** Multiplier on the flight's fares. */
  multiplier: number;
  /** Modelled load factor of the cabin at the observation time. */
  load: number;
}

/**
 * Demand on a flight's cabin as observed at `observedMinute`: fares rise sharply in the last
 * weeks, with load, on peak weekdays and seasons, plus seeded per-flight and per-six-hours noise.
 */
export function computeInstanceDemand(
  net: FlightNetwork,
  seed: number,
  schedule: number,
  localDay: number,
  cabin: SeatCabin,
  observedMinute: number,
): InstanceDemand {
  const dep = computeDepartureUtc(net, schedule, localDay);
  const daysOut = Math.max(0, (dep - observedMinute) / MINUTES_PER_DAY);
  const load = computeFinalLoad(seed, schedule, localDay, cabin) * computeBookedShare(daysOut);
  const urgency =
    0.92 +
    0.85 * Math.exp(-daysOut / 7) +
    0.3 * Math.exp(-daysOut / 25) +
    (daysOut > 150 ? 0.06 : 0);
  const loadFactor = 0.82 + 0.5 * load * load;
  const weekday = WEEKDAY_FACTOR[getWeekday(localDay)] ?? 1;
  const origin = net.airports[net.sOrigin[schedule] ?? 0];
  const season = computeSeasonFactor(localDay, (origin?.lat ?? 0) < -10);
  const flightNoise = 0.92 + 0.16 * toUnit(hash4(seed, schedule, localDay, 77));
  const bucket = Math.floor(observedMinute / PRICE_BUCKET_MINUTES);
  const bucketNoise = 0.95 + 0.1 * toUnit(hash4(seed, schedule, localDay, bucket));
  return { multiplier: urgency * loadFactor * weekday * season * flightNoise * bucketNoise, load };
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
