import { hash3, hash4, toUnit } from '../random/prng';

/*
 * A market's fare moves (docs/fare-process.md): what the airlines on an origin–destination pair
 * do to their lowest fares over time, shared by every airline on it (competitors match a move the
 * same day). Two renewal processes, each a pure function of (seed, market, observation day), so a
 * search prices any instant without replaying the past:
 *
 * - **Demand level.** The lowest bucket the airlines keep open on the market: re-set at the start
 *   of each period of the market's own length (4–7 days), drawn afresh from MARKET_LEVELS, so the
 *   lowest fare changes every few days and falls as often as it rises (buckets close and reopen).
 * - **Sales.** Each market has a launch weekday; in each week a sale starts on it with chance
 *   SALE_CHANCE, lasts 2–5 days and takes 10–30 % off fares for departures SALE_MIN_DAYS_OUT to
 *   SALE_MAX_DAYS_OUT days away (sale fares carry a 21-day advance purchase).
 *
 * The fare generator applies the factor to a whole itinerary (`fare-pricing.ts`), keyed by its first
 * origin and last destination, so a connection is priced on its journey's market, as fares are.
 */

/** The market's demand levels: log multipliers of its fares, and their chances. */
export const MARKET_LEVELS: readonly number[] = [0, 0.12, 0.25];
export const MARKET_LEVEL_WEIGHTS: readonly number[] = [0.62, 0.25, 0.13];
const LEVEL_MULTIPLIERS = MARKET_LEVELS.map((level) => Math.exp(level));
/** Lengths of a market's level periods, in days (one per market). */
export const LEVEL_PERIODS: readonly number[] = [3, 4, 5, 6];
export const SALE_SLOT_DAYS = 7;
export const SALE_CHANCE = 0.025;
export const SALE_DURATIONS: readonly number[] = [2, 3, 4, 5];
export const SALE_DEPTHS: readonly number[] = [0.1, 0.15, 0.2, 0.25, 0.3];
export const SALE_DEPTH_WEIGHTS: readonly number[] = [0.3, 0.25, 0.2, 0.15, 0.1];
/** Sale fares need this many days of advance purchase… */
export const SALE_MIN_DAYS_OUT = 21;
/** …and are for travel within this many days. */
export const SALE_MAX_DAYS_OUT = 180;
/** Share of markets whose sales start on a Tuesday (the most common launch day); others any day. */
const TUESDAY_LAUNCH_SHARE = 0.6;
const TUESDAY = 2;

const SALT_SHAPE = 0x6d61726b;
const SALT_LEVEL = 0x6c65766c;
const SALT_SALE = 0x73616c65;

/** One key per unordered pair of airports: JFK–LAX and LAX–JFK are one market. */
export function toMarketKey(originAirport: number, destAirport: number): number {
  return originAirport < destAirport
    ? originAirport * 65536 + destAirport
    : destAirport * 65536 + originAirport;
}

function pickWeighted(u: number, weights: readonly number[]): number {
  let acc = 0;
  for (let i = 0; i < weights.length; i++) {
    acc += weights[i] ?? 0;
    if (u < acc) return i;
  }
  return weights.length - 1;
}

/** The fixed shape of a market: its level period and phase, and the weekday its sales start. */
export interface MarketShape {
  levelPeriod: number;
  /** Epoch days are shifted by this before dividing into periods. */
  levelPhase: number;
  /** 0 = Sunday … 6 = Saturday. */
  saleWeekday: number;
}

export function describeMarket(seed: number, market: number): MarketShape {
  const h = hash3(seed, market, SALT_SHAPE);
  const levelPeriod = LEVEL_PERIODS[h % LEVEL_PERIODS.length] ?? 4;
  const levelPhase = (h >>> 8) % levelPeriod;
  const u = toUnit(hash3(seed, market, SALT_SHAPE + 1));
  const saleWeekday = u < TUESDAY_LAUNCH_SHARE ? TUESDAY : (h >>> 16) % 7;
  return { levelPeriod, levelPhase, saleWeekday };
}

/** Epoch day 0 (1970-01-01) was a Thursday. */
const weekdayOf = (epochDay: number) => (((epochDay + 4) % 7) + 7) % 7;

export interface MarketSale {
  depth: number;
  firstDay: number;
  lastDay: number;
}

export interface MarketState {
  /** Index into MARKET_LEVELS. */
  levelIndex: number;
  /** First epoch day of the current level period. */
  levelSince: number;
  /** The sale running on the observation day, if any. */
  sale: MarketSale | null;
}

/** The market's level on an observation day (UTC epoch day). */
export function computeMarketLevel(
  seed: number,
  market: number,
  shape: MarketShape,
  observationDay: number,
): { levelIndex: number; levelSince: number } {
  const period = Math.floor((observationDay + shape.levelPhase) / shape.levelPeriod);
  const u = toUnit(hash4(seed, market, period, SALT_LEVEL));
  return {
    levelIndex: pickWeighted(u, MARKET_LEVEL_WEIGHTS),
    levelSince: period * shape.levelPeriod - shape.levelPhase,
  };
}

/** The sale of the week (launch day to launch day) holding `observationDay`, if there is one. */
export function findWeekSale(
  seed: number,
  market: number,
  shape: MarketShape,
  observationDay: number,
): MarketSale | null {
  const sinceLaunch = (weekdayOf(observationDay) - shape.saleWeekday + 7) % 7;
  const firstDay = observationDay - sinceLaunch;
  const h = hash4(seed, market, firstDay, SALT_SALE);
  if (toUnit(h) >= SALE_CHANCE) return null;
  const g = hash4(seed, market, firstDay, SALT_SALE + 1);
  const duration = SALE_DURATIONS[g % SALE_DURATIONS.length] ?? 3;
  const depth = SALE_DEPTHS[pickWeighted(toUnit(hash3(g, firstDay, 7)), SALE_DEPTH_WEIGHTS)] ?? 0.1;
  return { depth, firstDay, lastDay: firstDay + duration - 1 };
}

export function computeMarketState(
  seed: number,
  market: number,
  observationDay: number,
): MarketState {
  const shape = describeMarket(seed, market);
  const level = computeMarketLevel(seed, market, shape, observationDay);
  const sale = findWeekSale(seed, market, shape, observationDay);
  return {
    ...level,
    sale: sale && observationDay <= sale.lastDay ? sale : null,
  };
}

/** Whether a sale covers a departure this many days after the observation day. */
export function isSaleEligible(daysOut: number): boolean {
  return daysOut >= SALE_MIN_DAYS_OUT && daysOut <= SALE_MAX_DAYS_OUT;
}

/** The multiplier a market puts on its fares for a departure (local epoch day) seen on a day. */
export function computeMarketFactor(
  seed: number,
  market: number,
  observationDay: number,
  departureDay: number,
): number {
  const state = computeMarketState(seed, market, observationDay);
  const level = LEVEL_MULTIPLIERS[state.levelIndex] ?? 1;
  const sale =
    state.sale && isSaleEligible(departureDay - observationDay) ? 1 - state.sale.depth : 1;
  return level * sale;
}
