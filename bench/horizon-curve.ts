/**
 * The horizon curve both freeze benches measure (flights by days to departure, hotels by days to
 * check-in): the mean log rise of observed prices each day out, its spread, and the knots the
 * domain model writes it down at (docs/price-freeze-pricing.md).
 */
export interface HorizonPoint {
  days: number;
  meanLog: number;
  spread: number;
  count: number;
}

/** Sums the observed log rises per day out, from 1 to `maxDays`. */
export function createHorizonTally(maxDays: number) {
  const sums = new Float64Array(maxDays + 1);
  const squares = new Float64Array(maxDays + 1);
  const counts = new Float64Array(maxDays + 1);
  return {
    add(days: number, logRise: number): void {
      sums[days] = (sums[days] ?? 0) + logRise;
      squares[days] = (squares[days] ?? 0) + logRise * logRise;
      counts[days] = (counts[days] ?? 0) + 1;
    },
    points(): HorizonPoint[] {
      const out: HorizonPoint[] = [];
      for (let d = 1; d <= maxDays; d++) {
        const n = counts[d] ?? 0;
        const mean = n > 0 ? (sums[d] ?? 0) / n : 0;
        out.push({
          days: d,
          meanLog: mean,
          spread: n > 1 ? Math.sqrt(Math.max(0, (squares[d] ?? 0) / n - mean * mean)) : 0,
          count: n,
        });
      }
      return out;
    },
  };
}

/** Knots at which the model's curves are written down (days out). */
const CURVE_KNOTS = [
  ...Array.from({ length: 30 }, (_, i) => i + 1),
  35,
  40,
  45,
  50,
  60,
  70,
  80,
  90,
  100,
  110,
  120,
  150,
  180,
  210,
  240,
];

/** Makes a curve (by days, nearest first) non-increasing in days: pool adjacent violators. */
function poolAdjacentViolators(values: readonly number[]): number[] {
  const blocks: { sum: number; n: number }[] = [];
  for (const value of values) {
    blocks.push({ sum: value, n: 1 });
    for (;;) {
      const last = blocks[blocks.length - 1];
      const before = blocks[blocks.length - 2];
      if (!last || !before || before.sum / before.n >= last.sum / last.n) break;
      before.sum += last.sum;
      before.n += last.n;
      blocks.pop();
    }
  }
  return blocks.flatMap((b) => Array.from({ length: b.n }, () => b.sum / b.n));
}

/** Logs a measured curve as the model's table: non-increasing in days, less its far end. */
export function logCurveKnots(curve: readonly HorizonPoint[], log: (line: string) => void): void {
  const level = poolAdjacentViolators(curve.map((c) => c.meanLog));
  const far = level[level.length - 1] ?? 0;
  const at = (days: number) => (level[days - 1] ?? far) - far;
  log(`[0, ${(2 * at(1) - at(2)).toFixed(3)}],`);
  for (const days of CURVE_KNOTS) log(`[${days}, ${at(days).toFixed(3)}],`);
}
