import { predictEnsemble, sigmoid, type TreeEnsemble } from './boosted-trees';
import type { RouteGroup } from './features';

/*
 * The trained buy-or-wait model (issue 19; docs/price-prediction.md): five tree ensembles over the
 * features of `features.ts`, fitted by bench/train-price-model.ts on observed fare histories of a
 * sandbox world and departures the portal's world never shows, and written to
 * `trained-price-model.ts`.
 *
 * - `decision`: the expected change (what waiting costs ÷ today's price − 1), where waiting means
 *   following this same advice from tomorrow, day by day, buying the day before departure at the
 *   latest (fitted by policy iteration: each round's targets follow the previous round's advice).
 * - `rise`: the log-odds that waiting so costs more than buying today.
 * - `band`: the 10th, 50th and 90th percentiles of the log change of the lowest price k days on
 *   (k, 1–14, is the last feature).
 */

export interface PolicyThresholds {
  /** Wait only when the expected change of waiting is below −`waitBelow`… */
  waitBelow: number;
  /** …and the chance that waiting costs more is below this. */
  maxRiseChance: number;
}

export interface GroupBacktest {
  travellers: number;
  /** Mean of (price on the first day − price paid) ÷ price on the first day, in percent. */
  meanSavingPercent: number;
  /** Share who paid no more than on their first day, in percent. */
  noWorsePercent: number;
}

/** The training script's backtest on held-out searches, per route group. */
export interface TrainedBacktest {
  version: string;
  travellersPerSearch: number;
  searches: number;
  groups: Record<RouteGroup, GroupBacktest>;
}

export interface PriceModel {
  version: string;
  /** What it was trained on, for the record (docs/price-prediction.md). */
  training: { worldSeed: number; paths: number; rows: number; departures: string };
  decision: TreeEnsemble;
  rise: TreeEnsemble;
  band: { low: TreeEnsemble; mid: TreeEnsemble; high: TreeEnsemble };
  policy: PolicyThresholds;
  /** Travellers on held-out validation searches following the advice, per route group. */
  backtest: Record<RouteGroup, GroupBacktest>;
}

/** Days ahead the forecast band reaches. */
export const BAND_DAYS = 14;

export interface DayScores {
  /** Expected change of waiting, as a fraction (negative: waiting is expected to save). */
  waitChange: number;
  /** Chance that waiting costs more than buying now, 0–1. */
  riseChance: number;
}

export function scoreDay(model: PriceModel, features: ArrayLike<number>): DayScores {
  return {
    waitChange: predictEnsemble(model.decision, features),
    riseChance: sigmoid(predictEnsemble(model.rise, features)),
  };
}

/** The advice from the scores: wait only when waiting is expected to save and is unlikely to cost. */
export function shouldWait(scores: DayScores, policy: PolicyThresholds): boolean {
  return scores.waitChange < -policy.waitBelow && scores.riseChance < policy.maxRiseChance;
}

/**
 * The forecast band for the next `days` days: for each, the low, middle and high log change from
 * today (10th, 50th and 90th percentiles, kept in order).
 */
export function forecastBand(
  model: PriceModel,
  features: ArrayLike<number>,
  days: number,
): { low: number; mid: number; high: number }[] {
  const row = Array.from(features);
  row.push(0);
  const out: { low: number; mid: number; high: number }[] = [];
  for (let k = 1; k <= Math.min(BAND_DAYS, days); k++) {
    row[row.length - 1] = k;
    const q = [
      predictEnsemble(model.band.low, row),
      predictEnsemble(model.band.mid, row),
      predictEnsemble(model.band.high, row),
    ].sort((a, b) => a - b);
    out.push({ low: q[0] ?? 0, mid: q[1] ?? 0, high: q[2] ?? 0 });
  }
  return out;
}
