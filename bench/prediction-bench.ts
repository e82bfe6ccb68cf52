import { HISTORY_DAYS, ROUTE_GROUPS, type RouteGroup } from '@wayfare/domain/price-model/features';
import { TRAINED_PRICE_MODEL } from '@wayfare/domain/price-model/trained-price-model';
import {
  NO_SOLD_SEATS,
  priceItinerary,
  type PricingContext,
} from '@wayfare/supply/flights/fare-pricing';
import { measureAirportKm } from '@wayfare/supply/flights/flight-network';
import type { FlightWorld } from '@wayfare/supply/flights/flight-world';
import {
  computeMarketState,
  describeMarket,
  findWeekSale,
  toMarketKey,
} from '@wayfare/supply/flights/market-dynamics';
import { createRng } from '@wayfare/supply/random/prng';
import { DEFAULT_SEED } from '@wayfare/supply/world/sandbox-world';
import {
  adviseFromScores,
  drawTravellers,
  runTravellers,
  scorePaths,
  summarize,
  type BacktestSummary,
  type Outcome,
} from './price-backtest';
import { adviseBound, solveBound } from './prediction-bound';
import { buildFlightsWorld, drawPricePaths, observationMs, type PricePath } from './price-paths';
import { TRAIN_WORLD_SEED } from './train-price-model';

/*
 * Price prediction's bench (issue 19; docs/fare-process.md, docs/price-prediction.md), on the
 * portal's own sandbox world (DEFAULT_SEED), which the model never saw (it was trained on world
 * TRAIN_WORLD_SEED), and on departures after the training's:
 *
 * 1. The fare process against published facts: where the mean lowest fare bottoms out before
 *    departure, how often a trip's and a flight's fare changes, how often it falls, the jumps at
 *    the advance-purchase deadlines, how often markets run sales and how every airline matches.
 * 2. The backtest: travellers starting 7–60 days out follow the advice each day, seeing only the
 *    history up to that day; against buying at once, the clairvoyant, and the bound (the best rule
 *    that knows every fixed part of the fare process, prediction-bound.ts). Travellers are drawn
 *    from two seeds: the figures are the first's, the second shows they hold within noise.
 * 3. Driftless random walks (a martingale: no rule can gain or lose on average): the advice must
 *    neither gain nor lose there, or the backtest would be reading the future.
 */

const FACT_PATHS = 200;
const FACT_DAYS = 320;
const FACT_FIRST_DEPARTURE = '2026-09-01';
const TEST_PATHS = 320;
const TEST_FIRST_DEPARTURE = '2026-04-01';
const TEST_SPREAD_DAYS = 120;
const TRAVELLERS_PER_PATH = 12;
const TRAVELLER_SEEDS = [1, 2] as const;
const WALK_PATHS = 2_000;
const WALK_TRAVELLERS_PER_PATH = 6;
const ADVANCE_PURCHASE_DAYS = [28, 21, 14, 7, 3];

const epochDay = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const isDomestic = (g: RouteGroup) => g.startsWith('domestic');

function marketOf(path: PricePath): number {
  const slice = path.plan.slices[0]?.slice;
  return slice ? toMarketKey(slice.origin, slice.dest) : 0;
}

/** Mean of each path's log price less its own mean, by days out (index = days out). */
function meanCurve(paths: readonly PricePath[]): number[] {
  const sum = new Array<number>(FACT_DAYS + 1).fill(0);
  const count = new Array<number>(FACT_DAYS + 1).fill(0);
  for (const p of paths) {
    const mean = p.prices.reduce((s, v) => s + Math.log(v), 0) / p.prices.length;
    p.prices.forEach((v, i) => {
      const d = p.prices.length - i;
      sum[d] = (sum[d] ?? 0) + Math.log(v) - mean;
      count[d] = (count[d] ?? 0) + 1;
    });
  }
  return sum.map((s, d) => s / Math.max(1, count[d] ?? 0));
}

/** The day the curve, smoothed over a week, is lowest. */
function findBottom(curve: readonly number[]): number {
  let best = 1;
  let bestValue = Infinity;
  for (let d = 4; d <= FACT_DAYS - 3; d++) {
    let s = 0;
    for (let k = -3; k <= 3; k++) s += curve[d + k] ?? 0;
    if (s < bestValue) {
      bestValue = s;
      best = d;
    }
  }
  return best;
}

/** The cheapest fare of one flight (itinerary) a day: the search's cheapest on its first day. */
function observeOneFlight(world: FlightWorld, path: PricePath): number[] {
  const planned = path.plan.slices[0];
  if (!planned) return [];
  const net = world.net;
  const { slice } = planned;
  const context = (atMs: number): PricingContext => ({
    net,
    seed: world.seed,
    passengers: path.request.passengers,
    observedMinute: Math.floor(atMs / 60_000),
    soldSeats: NO_SOLD_SEATS,
    directKm: measureAirportKm(net, slice.origin, slice.dest),
    isInternational:
      net.airports[slice.origin]?.countryCode !== net.airports[slice.dest]?.countryCode,
    isPartOfJourney: path.request.tripType !== 'one_way',
  });
  const lowest = (raw: (typeof planned.itineraries)[number], atMs: number) =>
    Math.min(
      Infinity,
      ...priceItinerary(context(atMs), raw.schedules, raw.localDays).map((f) => f.totalMinor),
    );
  const firstMs = observationMs(path.firstDay);
  let chosen = planned.itineraries[0];
  for (const raw of planned.itineraries)
    if (chosen && lowest(raw, firstMs) < lowest(chosen, firstMs)) chosen = raw;
  if (!chosen) return [];
  const flight = chosen;
  return path.prices.map((_, i) => lowest(flight, observationMs(path.firstDay + i)));
}

function countChanges(series: readonly number[]): { changes: number; drops: number } {
  let changes = 0;
  let drops = 0;
  for (let i = 1; i < series.length; i++) {
    if (series[i] !== series[i - 1]) changes += 1;
    if ((series[i] ?? 0) < (series[i - 1] ?? 0)) drops += 1;
  }
  return { changes, drops };
}

function measureFacts(world: FlightWorld, log: (line: string) => void): Record<string, number> {
  const paths = drawPricePaths(world, {
    seed: 2026,
    count: FACT_PATHS,
    firstDepartureDay: epochDay(FACT_FIRST_DEPARTURE),
    departureSpreadDays: 60,
    observedDays: FACT_DAYS,
  });
  const figures: Record<string, number> = {};
  for (const [name, inGroup] of [
    ['domestic', isDomestic],
    ['international', (g: RouteGroup) => !isDomestic(g)],
  ] as const) {
    const group = paths.filter((p) => inGroup(p.group));
    const curve = meanCurve(group);
    const bottom = findBottom(curve);
    const at = (d: number) =>
      `${d}: ${((Math.exp((curve[d] ?? 0) - (curve[bottom] ?? 0)) - 1) * 100).toFixed(1)} %`;
    log(
      `prediction: ${name} (${group.length} trips): mean lowest fare by days out, over its bottom at ${bottom} days — ${[320, 250, 180, 120, 90, 60, 45, 30, 21, 14, 7, 3, 1].map(at).join(', ')}`,
    );
    let inPrime = 0;
    for (const p of group) {
      const min = Math.min(...p.prices);
      const d = p.prices.length - p.prices.indexOf(min);
      if (d >= 21 && d <= 121) inPrime += 1;
    }
    log(
      `prediction: ${name}: the lowest fare of a trip falls 21–121 days out for ${((100 * inPrime) / Math.max(1, group.length)).toFixed(0)} % of trips`,
    );
    figures[`fare_bottom_days_${name}`] = bottom;
  }
  let changes = 0;
  let drops = 0;
  let steps = 0;
  let sizeUsd = 0;
  let sizePct = 0;
  let flightChanges = 0;
  for (const p of paths) {
    const c = countChanges(p.prices);
    changes += c.changes;
    drops += c.drops;
    steps += p.prices.length - 1;
    for (let i = 1; i < p.prices.length; i++) {
      const a = p.prices[i - 1] ?? 0;
      const b = p.prices[i] ?? 0;
      if (a === b) continue;
      sizeUsd += Math.abs(b - a) / 100 / (p.request.passengers.ADT || 1);
      sizePct += Math.abs(Math.log(b / a));
    }
    flightChanges += countChanges(observeOneFlight(world, p)).changes;
  }
  log(
    `prediction: a trip's lowest fare changes ${(changes / paths.length).toFixed(1)} times over ${FACT_DAYS} days (one change every ${(steps / Math.max(1, changes) || 0).toFixed(1)} days), by $${(sizeUsd / Math.max(1, changes)).toFixed(0)} a traveller on average (${((100 * sizePct) / Math.max(1, changes)).toFixed(1)} %); one flight's fare changes ${(flightChanges / paths.length).toFixed(1)} times; ${((100 * drops) / steps).toFixed(1)} % of days the lowest fare falls`,
  );
  // Advance-purchase deadlines: the mean log move of the lowest fare on the day each passes.
  const jumps = ADVANCE_PURCHASE_DAYS.map((deadline) => {
    const moves = paths
      .filter((p) => deadline !== 28 || !isDomestic(p.group))
      .map((p) => {
        const i = p.prices.length - deadline + 1;
        return Math.log((p.prices[i] ?? 1) / (p.prices[i - 1] ?? 1));
      });
    return `${deadline} days: +${((Math.exp(moves.reduce((s, v) => s + v, 0) / moves.length) - 1) * 100).toFixed(1)} %`;
  });
  let otherMoves = 0;
  let otherCount = 0;
  for (const p of paths)
    for (let d = 60; d > 1; d--) {
      if (ADVANCE_PURCHASE_DAYS.includes(d - 1)) continue;
      const i = p.prices.length - d + 1;
      otherMoves += Math.log((p.prices[i] ?? 1) / (p.prices[i - 1] ?? 1));
      otherCount += 1;
    }
  log(
    `prediction: the lowest fare the day an advance-purchase deadline passes — ${jumps.join(', ')} (other days of the last 60: ${((Math.exp(otherMoves / otherCount) - 1) * 100).toFixed(2)} % on average)`,
  );
  // Sales and competitors' matching, from the markets' own state (the bench may read it).
  const markets = [...new Set(paths.map(marketOf))];
  let weeks = 0;
  let sales = 0;
  let depth = 0;
  let length = 0;
  const first = epochDay(FACT_FIRST_DEPARTURE) - FACT_DAYS;
  for (const market of markets) {
    const shape = describeMarket(world.seed, market);
    for (let day = first; day < first + 364; day += 7) {
      weeks += 1;
      const sale = findWeekSale(world.seed, market, shape, day);
      if (!sale) continue;
      sales += 1;
      depth += sale.depth;
      length += sale.lastDay - sale.firstDay + 1;
    }
  }
  // Matching: on the first day of each sale a path sees, the share of its itineraries (all its
  // airlines) priced lower than the day before.
  let matched = 0;
  let offered = 0;
  let saleDrop = 0;
  let saleDays = 0;
  for (const p of paths) {
    const market = marketOf(p);
    for (let i = 1; i < p.prices.length; i++) {
      const day = p.firstDay + i;
      const state = computeMarketState(world.seed, market, day);
      const daysOut = p.departureDay - day;
      if (!state.sale || state.sale.firstDay !== day || daysOut < 21 || daysOut > 180) continue;
      saleDays += 1;
      saleDrop += Math.log((p.prices[i] ?? 1) / (p.prices[i - 1] ?? 1));
      const slice = p.plan.slices[0];
      if (!slice) continue;
      for (const raw of slice.itineraries.slice(0, 30)) {
        const net = world.net;
        const ctx = (atMs: number): PricingContext => ({
          net,
          seed: world.seed,
          passengers: p.request.passengers,
          observedMinute: Math.floor(atMs / 60_000),
          soldSeats: NO_SOLD_SEATS,
          directKm: measureAirportKm(net, slice.slice.origin, slice.slice.dest),
          isInternational: !isDomestic(p.group),
          isPartOfJourney: p.request.tripType !== 'one_way',
        });
        const price = (atMs: number) =>
          Math.min(
            ...priceItinerary(ctx(atMs), raw.schedules, raw.localDays).map((f) => f.totalMinor),
          );
        offered += 1;
        if (price(observationMs(day)) < price(observationMs(day - 1))) matched += 1;
      }
    }
  }
  log(
    `prediction: sales in ${((100 * sales) / weeks).toFixed(1)} % of market-weeks (${markets.length} markets × 52 weeks), ${((100 * depth) / Math.max(1, sales)).toFixed(0)} % off for ${(length / Math.max(1, sales)).toFixed(1)} days on average; the lowest fare falls ${((1 - Math.exp(saleDrop / Math.max(1, saleDays))) * 100).toFixed(1)} % the day a sale starts (${saleDays} sale starts seen); every airline matches the same day: ${((100 * matched) / Math.max(1, offered)).toFixed(0)} % of ${offered} itineraries cheaper`,
  );
  figures.fare_changes_per_trip = round1(changes / paths.length);
  figures.fare_changes_per_flight = round1(flightChanges / paths.length);
  figures.fare_drop_days_pct = round1((100 * drops) / steps);
  figures.fare_sale_weeks_pct = round1((100 * sales) / weeks);
  return figures;
}

function describe(s: BacktestSummary): string {
  return `${s.travellers} travellers: saving ${s.meanSavingPercent.toFixed(2)} %, no worse ${s.noWorsePercent.toFixed(1)} %, capture ${s.capturePercent.toFixed(1)} % of the clairvoyant's ${s.clairvoyantSavingPercent.toFixed(2)} %, waited ${s.waitedPercent.toFixed(1)} %`;
}

/** Driftless random walks shaped like fares: a move on 30 % of days, ±3–15 %, mean one. */
function drawRandomWalks(count: number, seed: number): PricePath[] {
  const rng = createRng(seed);
  const days = HISTORY_DAYS + 60;
  const first = epochDay(TEST_FIRST_DEPARTURE);
  return Array.from({ length: count }, (_, k) => {
    const departureDay = first + rng.nextInt(TEST_SPREAD_DAYS);
    const prices: number[] = [];
    let price = 20_000 + rng.nextInt(80_000);
    for (let i = 0; i < days; i++) {
      if (i > 0 && rng.isChance(0.3)) {
        const size = 0.03 + 0.12 * rng.next();
        price *= rng.isChance(0.5) ? 1 + size : 1 - size;
      }
      prices.push(Math.max(100, Math.round(price)));
    }
    const group = ROUTE_GROUPS[k % ROUTE_GROUPS.length] ?? 'domestic-short';
    return {
      group,
      request: {
        tripType: rng.isChance(0.3) ? 'round_trip' : 'one_way',
        slices: [],
        passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
        maxStops: 2,
        excludeLowCostCarriers: false,
      },
      plan: { request: {} as PricePath['request'], slices: [] },
      departureDay,
      firstDay: departureDay - days,
      prices,
    };
  });
}

/** Mean and standard error of the travellers' savings, in percent. */
function savingWithError(outcomes: readonly Outcome[]): { mean: number; error: number } {
  const savings = outcomes.map((o) => (100 * (o.startMinor - o.paidMinor)) / o.startMinor);
  const mean = savings.reduce((s, v) => s + v, 0) / Math.max(1, savings.length);
  const variance =
    savings.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, savings.length - 1);
  return { mean, error: Math.sqrt(variance / Math.max(1, savings.length)) };
}

export async function runPredictionBench(
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const t0 = performance.now();
  const world = buildFlightsWorld(DEFAULT_SEED);
  log(
    `prediction: world ${DEFAULT_SEED} built in ${((performance.now() - t0) / 1000).toFixed(1)} s; the model (${TRAINED_PRICE_MODEL.version}) was trained on world ${TRAIN_WORLD_SEED}`,
  );
  const facts = measureFacts(world, log);
  const t1 = performance.now();
  log(`prediction: facts in ${((t1 - t0) / 1000).toFixed(1)} s`);

  const paths = drawPricePaths(world, {
    seed: 4242,
    count: TEST_PATHS,
    firstDepartureDay: epochDay(TEST_FIRST_DEPARTURE),
    departureSpreadDays: TEST_SPREAD_DAYS,
    observedDays: HISTORY_DAYS + 60,
  });
  const scores = scorePaths(TRAINED_PRICE_MODEL, paths);
  const model = adviseFromScores(scores, TRAINED_PRICE_MODEL.policy);
  const solved = paths.map((p) => solveBound(world, p, HISTORY_DAYS));
  const matched = solved.reduce((s, b) => s + b.matched, 0);
  const checked = solved.reduce((s, b) => s + b.checked, 0);
  if (matched !== checked)
    throw new Error(`the bound's prices disagree with the search on ${checked - matched} days`);
  const bound = adviseBound(solved);
  const results = TRAVELLER_SEEDS.map((seed) => {
    const travellers = drawTravellers(paths, TRAVELLERS_PER_PATH, seed);
    const advice = summarize(runTravellers(paths, travellers, model));
    const best = summarize(runTravellers(paths, travellers, bound));
    log(`prediction: travellers seed ${seed}: advice ${describe(advice)}`);
    log(`prediction: travellers seed ${seed}: bound  ${describe(best)}`);
    for (const group of ROUTE_GROUPS) {
      const inGroup = travellers.filter((t) => paths[t.path]?.group === group);
      const s = summarize(runTravellers(paths, inGroup, model));
      log(`prediction:   ${group}: ${describe(s)}`);
    }
    return { advice, best };
  });
  const [first] = results;
  if (!first) throw new Error('no traveller seed');
  log(
    `prediction: ${paths.length} searches of the portal's world (departures from ${TEST_FIRST_DEPARTURE} over ${TEST_SPREAD_DAYS} days), the bound's prices matched the search on all ${checked} days; the advice captures ${((100 * first.advice.capturePercent) / first.best.capturePercent).toFixed(1)} % of what the bound captures`,
  );

  const walks = drawRandomWalks(WALK_PATHS, 99);
  const walkScores = scorePaths(TRAINED_PRICE_MODEL, walks);
  const walkTravellers = drawTravellers(walks, WALK_TRAVELLERS_PER_PATH, 7);
  const walkOutcomes = runTravellers(
    walks,
    walkTravellers,
    adviseFromScores(walkScores, TRAINED_PRICE_MODEL.policy),
  );
  const walk = savingWithError(walkOutcomes);
  log(
    `prediction: driftless random walks: ${describe(summarize(walkOutcomes))}; mean saving ${walk.mean.toFixed(3)} % ± ${walk.error.toFixed(3)} (standard error)`,
  );
  log(`prediction: backtests in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  await Promise.resolve();
  return {
    ...facts,
    prediction_mean_saving_pct: round2(first.advice.meanSavingPercent),
    prediction_no_worse_pct: round1(first.advice.noWorsePercent),
    prediction_capture_pct: round1(first.advice.capturePercent),
    prediction_bound_capture_pct: round1(first.best.capturePercent),
    prediction_martingale_abs_saving_pct: round2(Math.abs(walk.mean)),
    prediction_travellers: first.advice.travellers,
  };
}
