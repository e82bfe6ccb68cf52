import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import {
  fitEnsemble,
  type FitOptions,
  type TreeEnsemble,
} from '@wayfare/domain/price-model/boosted-trees';
import {
  FEATURE_COUNT,
  HISTORY_DAYS,
  MAX_DAYS_OUT,
  ROUTE_GROUPS,
  type RouteGroup,
} from '@wayfare/domain/price-model/features';
import {
  BAND_DAYS,
  type GroupBacktest,
  type PolicyThresholds,
  type PriceModel,
} from '@wayfare/domain/price-model/price-model';
import { createRng } from '@wayfare/supply/random/prng';
import {
  adviseFromScores,
  computePathFeatures,
  daysOutAt,
  drawTravellers,
  runTravellers,
  scorePaths,
  summarize,
  type Advice,
  type BacktestSummary,
} from './price-backtest';
import { buildFlightsWorld, drawPricePaths, type PricePath } from './price-paths';
import { REPO_ROOT } from './server-process';

/*
 * Trains the buy-or-wait model (issue 19; method in docs/price-prediction.md) on observed fare
 * histories of a sandbox world the portal does not use (TRAIN_WORLD_SEED) and writes
 * packages/domain/src/price-model/trained-price-model.ts. Deterministic: the same code gives the
 * same file. Run: `cd bench && npx tsx train-price-model.ts` (a few minutes on 2 cores).
 */

export const TRAIN_WORLD_SEED = 2;
const FIRST_DEPARTURE = '2025-10-01';
const DEPARTURE_SPREAD_DAYS = 180;
const TRAIN_PATHS = 3200;
const TUNE_PATHS = 600;
const REPORT_PATHS = 400;
const POLICY_ROUNDS = 5;
/** Tuning keeps at least this share of travellers paying no more than on their first day. */
const MIN_NO_WORSE_PERCENT = 96;
const TRAVELLERS_PER_PATH = 12;

const HEAD_OPTIONS: Omit<FitOptions, 'loss' | 'seed'> = {
  trees: 150,
  depth: 5,
  rate: 0.08,
  minLeaf: 80,
  lambda: 1,
  subsample: 0.5,
  bins: 64,
};

const MODEL_DIR = path.join(REPO_ROOT, 'packages/domain/src/price-model');
/** The forecast band's heads: smaller (it is shown, not acted on). */
const BAND_OPTIONS: Omit<FitOptions, 'loss' | 'seed'> = { ...HEAD_OPTIONS, trees: 80, depth: 4 };

const OUTPUT = path.join(MODEL_DIR, 'trained-price-model.ts');
/** The backtest alone, small enough for the web's terms page to import. */
const BACKTEST_OUTPUT = path.join(MODEL_DIR, 'trained-price-backtest.ts');

const epochDay = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

function round(value: number, digits: number): number {
  if (value === 0 || !Number.isFinite(value)) return 0;
  return Number(value.toPrecision(digits));
}

/** Rounded for the committed file; every figure below is computed with the rounded ensemble. */
function roundEnsemble(e: TreeEnsemble): TreeEnsemble {
  const inner = (1 << e.depth) - 1;
  return {
    base: round(e.base, 6),
    depth: e.depth,
    trees: e.trees.map((tree) =>
      tree.map((v, i) => (i < 2 * inner && i % 2 === 0 ? v : round(v, i < 2 * inner ? 5 : 4))),
    ),
  };
}

interface Rows {
  x: Float64Array;
  path: Int32Array;
  index: Int32Array;
  rows: number;
}

/** Every day of every path with a full history window and at least two days to go. */
function buildRows(paths: readonly PricePath[]): Rows {
  const meta: [number, number][] = [];
  paths.forEach((p, pi) => {
    for (let i = HISTORY_DAYS; i < p.prices.length - 1; i++)
      if (daysOutAt(p, i) <= MAX_DAYS_OUT) meta.push([pi, i]);
  });
  const x = new Float64Array(meta.length * FEATURE_COUNT);
  const row = new Float64Array(FEATURE_COUNT);
  meta.forEach(([pi, i], r) => {
    const p = paths[pi];
    if (p) x.set(computePathFeatures(p, i, row), r * FEATURE_COUNT);
  });
  return {
    x,
    path: Int32Array.from(meta.map((m) => m[0])),
    index: Int32Array.from(meta.map((m) => m[1])),
    rows: meta.length,
  };
}

/** What following the advice from each day costs: `paid[i]`, buying the day before at the latest. */
function computePaid(paths: readonly PricePath[], wait: Advice): Float64Array[] {
  return paths.map((p, pi) => {
    const paid = new Float64Array(p.prices.length);
    const last = p.prices.length - 1;
    paid[last] = p.prices[last] ?? 0;
    for (let i = last - 1; i >= 0; i--)
      paid[i] = i >= HISTORY_DAYS && wait(pi, i) ? (paid[i + 1] ?? 0) : (p.prices[i] ?? 0);
    return paid;
  });
}

/** The policy with the most saving that keeps MIN_NO_WORSE_PERCENT, on the tuning searches. */
function tunePolicy(
  model: PriceModel,
  paths: readonly PricePath[],
  log: (line: string) => void,
): PolicyThresholds {
  const scores = scorePaths(model, paths);
  const travellers = drawTravellers(paths, TRAVELLERS_PER_PATH, 41);
  let best: { policy: PolicyThresholds; summary: BacktestSummary } | null = null;
  // Waiting is shown as an expected change to a tenth of a percent: never less than 0.1 % off.
  for (const waitBelow of [0.001, 0.003, 0.005, 0.01, 0.02, 0.03, 0.05]) {
    for (const maxRiseChance of [0.3, 0.4, 0.5, 0.6, 0.8, 1]) {
      const policy = { waitBelow, maxRiseChance };
      const summary = summarize(runTravellers(paths, travellers, adviseFromScores(scores, policy)));
      if (summary.noWorsePercent < MIN_NO_WORSE_PERCENT) continue;
      if (!best || summary.meanSavingPercent > best.summary.meanSavingPercent)
        best = { policy, summary };
    }
  }
  const chosen = best ?? { policy: { waitBelow: 1, maxRiseChance: 0 }, summary: null };
  log(
    `train: policy wait below ${chosen.policy.waitBelow}, rise chance under ${chosen.policy.maxRiseChance}: ${describe(chosen.summary)}`,
  );
  return chosen.policy;
}

export function describe(s: BacktestSummary | null): string {
  if (!s) return 'no policy kept the no-worse share';
  return `${s.travellers} travellers, saving ${s.meanSavingPercent.toFixed(2)} %, no worse ${s.noWorsePercent.toFixed(1)} %, capture ${s.capturePercent.toFixed(1)} % of ${s.clairvoyantSavingPercent.toFixed(2)} %, waited ${s.waitedPercent.toFixed(1)} %`;
}

function fitHead(x: Float64Array, y: Float64Array, features: number, options: FitOptions) {
  return roundEnsemble(fitEnsemble({ x, y, rows: y.length, features }, options));
}

/** The band's rows: every other day, two horizons k each (k is the last feature). */
function buildBandRows(paths: readonly PricePath[], rows: Rows) {
  const rng = createRng(77);
  const width = FEATURE_COUNT + 1;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let r = 0; r < rows.rows; r += 2) {
    const p = paths[rows.path[r] ?? 0];
    const i = rows.index[r] ?? 0;
    if (!p) continue;
    const reach = Math.min(BAND_DAYS, p.prices.length - 1 - i);
    for (let j = 0; j < 2 && reach >= 1; j++) {
      const k = 1 + rng.nextInt(reach);
      for (let f = 0; f < FEATURE_COUNT; f++) xs.push(rows.x[r * FEATURE_COUNT + f] ?? 0);
      xs.push(k);
      ys.push(Math.log((p.prices[i + k] ?? 1) / (p.prices[i] ?? 1)));
    }
  }
  return { x: Float64Array.from(xs), y: Float64Array.from(ys), width };
}

function backtestByGroup(model: PriceModel, paths: readonly PricePath[]) {
  const scores = scorePaths(model, paths);
  const travellers = drawTravellers(paths, TRAVELLERS_PER_PATH, 43);
  const outcomes = runTravellers(paths, travellers, adviseFromScores(scores, model.policy));
  const byGroup = {} as Record<RouteGroup, GroupBacktest>;
  for (const group of ROUTE_GROUPS) {
    const s = summarize(
      outcomes.filter((_, t) => paths[travellers[t]?.path ?? 0]?.group === group),
    );
    byGroup[group] = {
      travellers: s.travellers,
      meanSavingPercent: round(s.meanSavingPercent, 3),
      noWorsePercent: round(s.noWorsePercent, 3),
    };
  }
  return { byGroup, overall: summarize(outcomes) };
}

export interface TrainOptions {
  trainPaths: number;
  trees: number;
  /** Writes the model's modules (false: only returns it). */
  write: boolean;
}

const DEFAULT_TRAINING: TrainOptions = {
  trainPaths: TRAIN_PATHS,
  trees: HEAD_OPTIONS.trees,
  write: true,
};

export async function trainPriceModel(
  log: (line: string) => void = console.log,
  options: TrainOptions = DEFAULT_TRAINING,
) {
  const t0 = performance.now();
  const headOptions = { ...HEAD_OPTIONS, trees: options.trees };
  const world = buildFlightsWorld(TRAIN_WORLD_SEED);
  const first = epochDay(FIRST_DEPARTURE);
  const draw = (seed: number, count: number) =>
    drawPricePaths(world, {
      seed,
      count,
      firstDepartureDay: first,
      departureSpreadDays: DEPARTURE_SPREAD_DAYS,
      observedDays: MAX_DAYS_OUT + HISTORY_DAYS,
    });
  const train = draw(101, options.trainPaths);
  const tune = draw(202, TUNE_PATHS);
  const report = draw(303, REPORT_PATHS);
  log(
    `train: ${train.length} + ${tune.length} + ${report.length} paths observed in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const rows = buildRows(train);
  log(`train: ${rows.rows} rows`);
  let policy: PolicyThresholds = { waitBelow: 0.01, maxRiseChance: 1 };
  let wait: Advice = () => false;
  let model: PriceModel | null = null;
  for (let round = 0; round < POLICY_ROUNDS; round++) {
    const paid = computePaid(train, wait);
    const yWait = new Float64Array(rows.rows);
    const yRise = new Float64Array(rows.rows);
    for (let r = 0; r < rows.rows; r++) {
      const pi = rows.path[r] ?? 0;
      const i = rows.index[r] ?? 0;
      const price = train[pi]?.prices[i] ?? 1;
      const next = paid[pi]?.[i + 1] ?? price;
      yWait[r] = next / price - 1;
      yRise[r] = next > price ? 1 : 0;
    }
    const decision = fitHead(rows.x, yWait, FEATURE_COUNT, {
      ...headOptions,
      loss: 'squared',
      seed: 11 + round,
    });
    const rise = fitHead(rows.x, yRise, FEATURE_COUNT, {
      ...headOptions,
      loss: 'logistic',
      seed: 21 + round,
    });
    const draft: PriceModel = {
      version: '',
      training: {
        worldSeed: TRAIN_WORLD_SEED,
        paths: train.length,
        rows: rows.rows,
        departures: '',
      },
      decision,
      rise,
      band: { low: decision, mid: decision, high: decision },
      policy,
      backtest: {} as PriceModel['backtest'],
    };
    policy = tunePolicy(draft, tune, log);
    model = { ...draft, policy };
    wait = adviseFromScores(scorePaths(model, train), policy);
    log(`train: round ${round + 1} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  if (!model) throw new Error('no policy round ran');
  if (options.write) {
    const band = buildBandRows(train, rows);
    const fitBand = (quantile: number, seed: number) =>
      fitHead(band.x, band.y, band.width, { ...BAND_OPTIONS, loss: { quantile }, seed });
    model.band = { low: fitBand(0.1, 31), mid: fitBand(0.5, 32), high: fitBand(0.9, 33) };
  }
  const { byGroup, overall } = backtestByGroup(model, report);
  model.backtest = byGroup;
  model.version = `wayfare-price-${TRAIN_WORLD_SEED}-${train.length}`;
  model.training.departures = `${FIRST_DEPARTURE} + ${DEPARTURE_SPREAD_DAYS} days`;
  log(`train: report searches: ${describe(overall)}`);
  for (const group of ROUTE_GROUPS)
    log(
      `train: ${group}: saving ${byGroup[group].meanSavingPercent} %, no worse ${byGroup[group].noWorsePercent} % (${byGroup[group].travellers})`,
    );
  if (!options.write) return model;
  const { backtest, ...rest } = model;
  const prettierOptions = {
    parser: 'typescript',
    singleQuote: true,
    trailingComma: 'all',
    printWidth: 100,
  } as const;
  const header =
    '// Generated by bench/train-price-model.ts (docs/price-prediction.md): do not edit by hand.';
  const backtestSource = await format(
    `${header}
import type { TrainedBacktest } from './price-model';

export const TRAINED_PRICE_BACKTEST: TrainedBacktest = ${JSON.stringify({
      version: model.version,
      travellersPerSearch: TRAVELLERS_PER_PATH,
      searches: report.length,
      groups: backtest,
    })};
`,
    prettierOptions,
  );
  const source = await format(
    `${header}
import type { PriceModel } from './price-model';
import { TRAINED_PRICE_BACKTEST } from './trained-price-backtest';

export const TRAINED_PRICE_MODEL: PriceModel = {
  ...${JSON.stringify(rest)},
  backtest: TRAINED_PRICE_BACKTEST.groups,
};
`,
    prettierOptions,
  );
  writeFileSync(BACKTEST_OUTPUT, backtestSource);
  writeFileSync(OUTPUT, source);
  log(
    `train: wrote ${path.relative(REPO_ROOT, OUTPUT)} (${Math.round(source.length / 1024)} KB) and ${path.basename(BACKTEST_OUTPUT)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return model;
}

if (process.argv[1]?.endsWith('train-price-model.ts')) await trainPriceModel();
