import {
  computeSeriesFeatures,
  FEATURE_COUNT,
  HISTORY_DAYS,
  weekdayOf,
} from '@wayfare/domain/price-model/features';
import {
  scoreDay,
  shouldWait,
  type PolicyThresholds,
  type PriceModel,
} from '@wayfare/domain/price-model/price-model';
import { createRng } from '@wayfare/supply/random/prng';
import type { PricePath } from './price-paths';

/*
 * The buy-or-wait backtest (issue 19; docs/price-prediction.md): travellers start on a day of a
 * path, look at the advice each day with only the history up to that day (the portal's 45-day
 * window), buy on the first day it says buy, or the day before departure at the latest. Shared by
 * the training script (validation) and the prediction bench (test).
 */

/** Travellers start this many days before departure (uniformly)… */
export const FIRST_START_DAYS = 60;
export const LAST_START_DAYS = 7;

export interface Traveller {
  path: number;
  /** Index into the path's prices of the first day. */
  start: number;
}

/** Days to departure on a path's price index. */
export const daysOutAt = (path: PricePath, index: number) =>
  path.departureDay - (path.firstDay + index);

/** The features on day `index` of a path, from the 45 days before it and the day itself. */
export function computePathFeatures(
  path: PricePath,
  index: number,
  out: Float64Array = new Float64Array(FEATURE_COUNT),
): Float64Array {
  const from = Math.max(0, index - HISTORY_DAYS);
  const series = path.prices.slice(from, index + 1);
  return computeSeriesFeatures(
    series,
    series.length,
    daysOutAt(path, index),
    weekdayOf(path.departureDay),
    path.group,
    path.request.tripType !== 'one_way',
    weekdayOf(path.firstDay + index),
    out,
  );
}

/** `perPath` travellers per path, starting 7–60 days out (clipped to the days the path observed). */
export function drawTravellers(paths: readonly PricePath[], perPath: number, seed: number) {
  const rng = createRng(seed);
  const out: Traveller[] = [];
  paths.forEach((path, p) => {
    for (let i = 0; i < perPath; i++) {
      const days = LAST_START_DAYS + rng.nextInt(FIRST_START_DAYS - LAST_START_DAYS + 1);
      const start = path.prices.length - days;
      if (start >= HISTORY_DAYS) out.push({ path: p, start });
    }
  });
  return out;
}

/** Whether to wait on day `index` of path `path` (never asked on the day before departure). */
export type Advice = (path: number, index: number) => boolean;

export interface Outcome {
  startMinor: number;
  paidMinor: number;
  /** The lowest price from the first day to the day before departure (clairvoyance). */
  bestMinor: number;
  /** Days waited before buying. */
  waitedDays: number;
}

export function followAdvice(path: PricePath, p: number, start: number, wait: Advice): Outcome {
  const last = path.prices.length - 1;
  let paidAt = start;
  while (paidAt < last && wait(p, paidAt)) paidAt += 1;
  let best = Infinity;
  for (let i = start; i <= last; i++) best = Math.min(best, path.prices[i] ?? Infinity);
  return {
    startMinor: path.prices[start] ?? 0,
    paidMinor: path.prices[paidAt] ?? 0,
    bestMinor: best,
    waitedDays: paidAt - start,
  };
}

export interface BacktestSummary {
  travellers: number;
  meanSavingPercent: number;
  noWorsePercent: number;
  /** Mean saving ÷ the clairvoyant's mean saving, in percent. */
  capturePercent: number;
  clairvoyantSavingPercent: number;
  /** Share who waited at least one day, in percent. */
  waitedPercent: number;
}

export function summarize(outcomes: readonly Outcome[]): BacktestSummary {
  let saving = 0;
  let best = 0;
  let noWorse = 0;
  let waited = 0;
  for (const o of outcomes) {
    saving += (o.startMinor - o.paidMinor) / o.startMinor;
    best += (o.startMinor - o.bestMinor) / o.startMinor;
    if (o.paidMinor <= o.startMinor) noWorse += 1;
    if (o.waitedDays > 0) waited += 1;
  }
  const n = Math.max(1, outcomes.length);
  return {
    travellers: outcomes.length,
    meanSavingPercent: (100 * saving) / n,
    noWorsePercent: (100 * noWorse) / n,
    capturePercent: best === 0 ? 0 : (100 * saving) / best,
    clairvoyantSavingPercent: (100 * best) / n,
    waitedPercent: (100 * waited) / n,
  };
}

export function runTravellers(
  paths: readonly PricePath[],
  travellers: readonly Traveller[],
  wait: Advice,
): Outcome[] {
  return travellers.map((t) => {
    const path = paths[t.path];
    if (!path) throw new Error('traveller lost its path');
    return followAdvice(path, t.path, t.start, wait);
  });
}

/** Scores of the model on every day of every path (from HISTORY_DAYS on), computed once. */
export function scorePaths(model: PriceModel, paths: readonly PricePath[]) {
  const features = new Float64Array(FEATURE_COUNT);
  return paths.map((path) => {
    const waitChange = new Float64Array(path.prices.length);
    const riseChance = new Float64Array(path.prices.length);
    for (let i = HISTORY_DAYS; i < path.prices.length; i++) {
      const s = scoreDay(model, computePathFeatures(path, i, features));
      waitChange[i] = s.waitChange;
      riseChance[i] = s.riseChance;
    }
    return { waitChange, riseChance };
  });
}

/** The model's advice on precomputed scores under a policy. */
export function adviseFromScores(
  scores: readonly { waitChange: Float64Array; riseChance: Float64Array }[],
  policy: PolicyThresholds,
): Advice {
  return (p, i) => {
    const s = scores[p];
    if (!s) return false;
    return shouldWait(
      { waitChange: s.waitChange[i] ?? 0, riseChance: s.riseChance[i] ?? 1 },
      policy,
    );
  };
}
