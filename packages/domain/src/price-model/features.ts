/*
 * What the price model reads (issue 19; docs/price-prediction.md): only what the portal observed
 * of a search — its daily lowest totals over the last HISTORY_DAYS days and today's — and the
 * search itself (days to departure, the departure's weekday, the route group, round trip or not).
 * Every figure is a ratio or a count, so a price's scale (passengers, currency) never matters.
 * Pure: dates come in as YYYY-MM-DD.
 */

/** Days of history before today the model reads (the portal keeps and backfills 45). */
export const HISTORY_DAYS = 45;
/** Farther than this from departure, the model reads it as this far (it was trained up to it). */
export const MAX_DAYS_OUT = 90;

export type RouteGroup =
  'domestic-short' | 'domestic-long' | 'international-regional' | 'international-long-haul';

export const ROUTE_GROUPS: readonly RouteGroup[] = [
  'domestic-short',
  'domestic-long',
  'international-regional',
  'international-long-haul',
];

/** Domestic under 1,500 km, domestic beyond; international under 4,500 km, long haul beyond. */
export function classifyRouteGroup(isDomestic: boolean, km: number): RouteGroup {
  if (isDomestic) return km < 1500 ? 'domestic-short' : 'domestic-long';
  return km < 4500 ? 'international-regional' : 'international-long-haul';
}

export const FEATURE_NAMES = [
  'daysOut',
  'departureWeekday',
  'routeGroup',
  'roundTrip',
  'vsMedian',
  'vsMin',
  'vsMax',
  'change1',
  'change3',
  'change7',
  'change14',
  'daysSinceChange',
  'lastChange',
  'changes14',
  'vsMax7',
  'vsMean7',
  'rank',
  'volatility',
  'meanRun',
  'runPhase',
  'observed',
  'vsMedian14',
  'previousRunVsMedian',
  'todayWeekday',
  'vsLowBefore',
  'vsLow14Before',
  'periodLength',
  'periodFit',
  'daysToNextPeriod',
  'dropAge',
  'vsMode21',
  'levelOverLow21',
  'levelOverBase21',
  'belowBaseAge',
  'daysToDeadline',
  'daysToWeeklyRevision',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];
export const FEATURE_COUNT = FEATURE_NAMES.length;

export interface ObservedPrice {
  /** YYYY-MM-DD */
  observedOn: string;
  lowestMinor: number;
}

export interface FeatureInput {
  history: readonly ObservedPrice[];
  /** Today's lowest total (also today's point of the series). */
  currentMinor: number;
  today: string;
  departureDate: string;
  routeGroup: RouteGroup;
  isRoundTrip: boolean;
}

const DAY_MS = 86_400_000;
export const toDayNumber = (isoDate: string) =>
  Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
export const toIsoDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** Weekday of an epoch day, Sunday 0 (epoch day 0 was a Thursday). */
export const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7;

/**
 * The daily series the features read: from the first observed day of the window to today, a
 * missing day carrying the day before's price (a day nobody searched). Today is `currentMinor`.
 * Returns the series and how many of its days were observed.
 */
export function buildDailySeries(
  history: readonly ObservedPrice[],
  currentMinor: number,
  today: number,
): { series: number[]; observed: number } {
  const byDay = new Map<number, number>();
  for (const h of history) {
    const day = toDayNumber(h.observedOn);
    if (day < today && day >= today - HISTORY_DAYS && h.lowestMinor > 0)
      byDay.set(day, h.lowestMinor);
  }
  let first = today;
  for (const day of byDay.keys()) first = Math.min(first, day);
  const series: number[] = [];
  let last = byDay.get(first) ?? currentMinor;
  for (let day = first; day < today; day++) {
    last = byDay.get(day) ?? last;
    series.push(last);
  }
  series.push(currentMinor);
  return { series, observed: byDay.size + 1 };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Fares re-set on a cycle of a few days: the cycle lengths looked for in the change days. */
const PERIODS = [3, 4, 5, 6, 7];
/** Log-likelihoods of a change on a cycle's first day (or not), and on any other day (or not). */
const ON_CYCLE = { change: Math.log(0.58), still: Math.log(0.42) };
const OFF_CYCLE = { change: Math.log(0.06), still: Math.log(0.94) };

/**
 * The repricing cycle the series' changes fit best: for each length and phase, the likelihood of
 * the days that changed and those that did not, if the price moved on most of the cycle's first
 * days and seldom on others. Returns the length, how much better it fits than no cycle at all
 * (per day), and the days from today to the cycle's next first day (1 … length).
 */
function fitRepricingCycle(changed: readonly boolean[]) {
  const n = changed.length;
  let best = { length: 0, fit: -Infinity, daysToNext: 0 };
  let flat = 0;
  const rate = Math.max(1, changed.filter(Boolean).length) / Math.max(1, n);
  for (const c of changed) flat += c ? Math.log(rate) : Math.log(1 - Math.min(0.99, rate));
  for (const length of PERIODS) {
    for (let phase = 0; phase < length; phase++) {
      let ll = 0;
      for (let i = 0; i < n; i++) {
        const on = (i + phase) % length === 0;
        const c = changed[i] === true;
        ll += on ? (c ? ON_CYCLE.change : ON_CYCLE.still) : c ? OFF_CYCLE.change : OFF_CYCLE.still;
      }
      if (ll > best.fit)
        best = { length, fit: ll, daysToNext: length - ((n - 1 + phase) % length) };
    }
  }
  return n < 2 ? { length: 0, fit: 0, daysToNext: 0 } : { ...best, fit: (best.fit - flat) / n };
}

/** The most frequent value (the lowest among equals). */
function modeOf(values: readonly number[]): number {
  const counts = new Map<number, number>();
  let best = values[0] ?? 0;
  let bestCount = 0;
  for (const v of values) {
    const c = (counts.get(v) ?? 0) + 1;
    counts.set(v, c);
    if (c > bestCount || (c === bestCount && v < best)) {
      best = v;
      bestCount = c;
    }
  }
  return best;
}

/** A day-to-day move at least this large (log) counts for the repricing cycle; smaller ones are
 * buckets closing as flights fill. */
const MOVE_LOG = 0.06;
/** Advance-purchase deadlines, in days before departure (published 21/14/7/3, 28 abroad). */
const DEADLINES = [28, 21, 14, 7, 3];
/** The days (days out) on which a deadline has just passed and the fare stepped up. */
const ADVANCE_PURCHASE_DAYS = new Set(DEADLINES.map((d) => d - 1));
/** A typical rise on such a day (log): the level features take it out of that day's move. */
const ADVANCE_PURCHASE_LOG = 0.08;

/** A drop at least this deep (log) into a new low reads as a sale. */
const SALE_DROP = -0.08;

/**
 * The features of one day, in FEATURE_NAMES order, from a daily series ending today (see
 * `buildDailySeries`). Exposed apart from `computeFeatures` so a backtest can slide a window
 * along a path without rebuilding dates.
 */
export function computeSeriesFeatures(
  series: readonly number[],
  observed: number,
  daysOut: number,
  departureWeekday: number,
  routeGroup: RouteGroup,
  isRoundTrip: boolean,
  todayWeekday: number,
  out: Float64Array = new Float64Array(FEATURE_COUNT),
): Float64Array {
  const n = series.length - 1;
  const price = series[n] ?? 1;
  const at = (back: number) => series[Math.max(0, n - back)] ?? price;
  const ln = (a: number, b: number) => Math.log(a / b);
  let min = Infinity;
  let max = 0;
  let below = 0;
  let changes = 0;
  let changes14 = 0;
  let sumSq = 0;
  for (let i = 0; i <= n; i++) {
    const v = series[i] ?? price;
    min = Math.min(min, v);
    max = Math.max(max, v);
    if (v < price) below += 1;
    if (i > 0) {
      const prev = series[i - 1] ?? v;
      const step = ln(v, prev);
      sumSq += step * step;
      if (v !== prev) {
        changes += 1;
        if (i > n - 14) changes14 += 1;
      }
    }
  }
  // changed[k]: whether day k + 1 of the series moved by MOVE_LOG or more from the day before
  // (today is last), leaving out the days an advance-purchase deadline passed.
  const changed: boolean[] = [];
  for (let i = 1; i <= n; i++) {
    const step = Math.abs(ln(series[i] ?? price, series[i - 1] ?? price));
    changed.push(step >= MOVE_LOG && !ADVANCE_PURCHASE_DAYS.has(daysOut + n - i));
  }
  let lowBefore = Infinity;
  let low14Before = Infinity;
  for (let i = 0; i < n; i++) {
    lowBefore = Math.min(lowBefore, series[i] ?? price);
    if (i >= n - 14) low14Before = Math.min(low14Before, series[i] ?? price);
  }
  let sinceChange = 0;
  while (sinceChange < n && at(sinceChange + 1) === price) sinceChange += 1;
  const lastChange = sinceChange < n ? ln(price, at(sinceChange + 1)) : 0;
  // The run before the current one: its price, against the window's median.
  const previous = sinceChange < n ? at(sinceChange + 1) : price;
  let max7 = 0;
  let sum7 = 0;
  for (let k = 0; k <= Math.min(7, n); k++) max7 = Math.max(max7, at(k));
  const count7 = Math.max(1, Math.min(7, n));
  for (let k = 1; k <= count7; k++) sum7 += at(k);
  const med = median(series);
  const meanRun = (n + 1) / (changes + 1);
  out[0] = Math.min(MAX_DAYS_OUT, daysOut);
  out[1] = departureWeekday;
  out[2] = ROUTE_GROUPS.indexOf(routeGroup);
  out[3] = isRoundTrip ? 1 : 0;
  out[4] = ln(price, med);
  out[5] = ln(price, min);
  out[6] = ln(price, max);
  out[7] = ln(price, at(1));
  out[8] = ln(price, at(3));
  out[9] = ln(price, at(7));
  out[10] = ln(price, at(14));
  out[11] = Math.min(30, sinceChange);
  out[12] = lastChange;
  out[13] = changes14;
  out[14] = ln(price, max7);
  out[15] = ln(price, sum7 / count7);
  out[16] = n === 0 ? 0.5 : below / (n + 1);
  out[17] = n === 0 ? 0 : Math.sqrt(sumSq / n);
  out[18] = Math.min(30, meanRun);
  out[19] = Math.min(5, sinceChange / meanRun);
  out[20] = observed;
  out[21] = ln(price, median(series.slice(Math.max(0, n - 14))));
  out[22] = ln(previous, med);
  out[23] = todayWeekday;
  out[24] = n === 0 ? 0 : ln(price, lowBefore);
  out[25] = n === 0 ? 0 : ln(price, low14Before);
  const cycle = fitRepricingCycle(changed);
  out[26] = cycle.length;
  out[27] = cycle.fit;
  out[28] = cycle.daysToNext;
  // A drop into a new low that has held since: a sale's age in days (0: none).
  const inDrop = sinceChange < n && lastChange <= SALE_DROP && out[24] <= 0;
  out[29] = inDrop ? sinceChange + 1 : 0;
  const recent = series.slice(Math.max(0, n - 21), n);
  out[30] = recent.length === 0 ? 0 : ln(price, modeOf(recent));
  // The price's level over the last 21 days, from today backwards: the log moves added up, less
  // a typical advance-purchase rise on deadline days (those rises stay). Today's level over the
  // lowest, and over the level the price sat at most (its 25th percentile: the base).
  // The day's move, less a typical advance-purchase rise on a deadline day.
  const levelMove = (i: number) =>
    ln(series[i] ?? price, series[i - 1] ?? price) -
    (ADVANCE_PURCHASE_DAYS.has(daysOut + n - i) ? ADVANCE_PURCHASE_LOG : 0);
  const levels: number[] = [0];
  let level = 0;
  for (let i = n; i >= Math.max(1, n - 20); i--) {
    level -= levelMove(i);
    levels.push(level);
  }
  const sortedLevels = [...levels].sort((a, b) => a - b);
  out[31] = -(sortedLevels[0] ?? 0) || 0;
  // The same with the large moves only (MOVE_LOG or more, as demand levels and sales move the
  // price; buckets closing as flights fill move it less), over 30 days: today's level over the
  // level the price sat at most (the 25th percentile: the base).
  const jumps: number[] = [0];
  let jumpLevel = 0;
  for (let i = n; i >= Math.max(1, n - 29); i--) {
    const step = levelMove(i);
    if (Math.abs(step) >= MOVE_LOG) jumpLevel -= step;
    jumps.push(jumpLevel);
  }
  jumps.sort((a, b) => a - b);
  const base = jumps[Math.floor(0.25 * (jumps.length - 1))] ?? 0;
  out[32] = -base || 0;
  // A drop below that base that has held since: a sale's age in days (0: none).
  out[33] = -base <= SALE_DROP && sinceChange < n ? sinceChange + 1 : 0;
  // Days until the next advance-purchase deadline passes (the price steps up that day).
  let deadline = 0;
  for (const d of DEADLINES) if (d < daysOut) deadline = Math.max(deadline, d);
  out[34] = daysOut - deadline;
  // Days until the next weekly revision (the deadlines' days: 6, 13, 20 … before departure).
  out[35] = (((daysOut - 6) % 7) + 7) % 7 || 7;
  return out;
}

/** The features of a search today, from its observed history (FEATURE_NAMES order). */
export function computeFeatures(input: FeatureInput): Float64Array {
  const today = toDayNumber(input.today);
  const departure = toDayNumber(input.departureDate);
  const { series, observed } = buildDailySeries(input.history, input.currentMinor, today);
  return computeSeriesFeatures(
    series,
    observed,
    departure - today,
    weekdayOf(departure),
    input.routeGroup,
    input.isRoundTrip,
    weekdayOf(today),
  );
}
