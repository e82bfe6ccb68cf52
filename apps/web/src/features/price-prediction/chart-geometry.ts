export interface ChartPoint {
  x: number;
  y: number;
}

/** The SVG's size and the margins around the plot, left of it for the price labels. */
export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A price on a day: `day` counts days since 1970-01-01. */
export interface DayPrice {
  day: number;
  amountMinor: number;
}

/** The forecast band on a day: the low and the high price expected. */
export interface DayRange {
  day: number;
  lowMinor: number;
  highMinor: number;
}

export interface PriceChart {
  history: ChartPoint[];
  forecast: ChartPoint[];
  /** The band's outline: along the highs, then back along the lows (empty without a band). */
  band: ChartPoint[];
  /** Days labelled under the plot, evenly spaced: the first, the middle and the last. */
  xTicks: { day: number; x: number }[];
  /** Round prices labelled beside the plot, lowest first. */
  yTicks: { amountMinor: number; y: number }[];
  plot: { left: number; right: number; top: number; bottom: number };
}

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` as a day number. */
export function toDayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

/** A day number as `YYYY-MM-DD`. */
export function toIsoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** A round step (1, 2 or 5 × 10ⁿ) that cuts `span` into about `parts` pieces. */
export function selectNiceStep(span: number, parts: number): number {
  if (!(span > 0) || parts < 1) return 1;
  const raw = span / parts;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  return step;
}

/**
 * Round prices (whole major units, e.g. every $20) from at or below the lowest to at or above
 * the highest, in minor units: the price axis's labels and its bounds.
 */
export function selectPriceTicks(
  minMinor: number,
  maxMinor: number,
  minorPerMajor: number,
  parts = 3,
): number[] {
  const low = Math.floor(minMinor / minorPerMajor);
  const high = Math.ceil(maxMinor / minorPerMajor);
  // Whole major units: never a step below one.
  const step = Math.max(1, selectNiceStep(Math.max(high - low, 1), parts));
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let major = first; ; major += step) {
    ticks.push(major * minorPerMajor);
    if (major >= high) break;
  }
  if (ticks.length < 2) ticks.push((first + step) * minorPerMajor);
  return ticks;
}

/**
 * Places the daily lowest prices, the forecast and its band in the box: x by day (gaps stay gaps),
 * y by price within the round bounds of the price axis (the band included), higher prices higher.
 */
export function buildPriceChart(
  history: readonly DayPrice[],
  forecast: readonly DayPrice[],
  box: ChartBox,
  minorPerMajor: number,
  band: readonly DayRange[] = [],
): PriceChart | null {
  const all = [
    ...history,
    ...forecast,
    ...band.flatMap((b) => [
      { day: b.day, amountMinor: b.lowMinor },
      { day: b.day, amountMinor: b.highMinor },
    ]),
  ];
  const first = history[0];
  const today = history[history.length - 1];
  if (!first || !today || all.length < 2) return null;
  const days = all.map((p) => p.day);
  const firstDay = Math.min(...days);
  const lastDay = Math.max(...days);
  const amounts = all.map((p) => p.amountMinor);
  const yTickValues = selectPriceTicks(Math.min(...amounts), Math.max(...amounts), minorPerMajor);
  const yLow = yTickValues[0] ?? 0;
  const yHigh = yTickValues[yTickValues.length - 1] ?? yLow + 1;
  const plot = {
    left: box.left,
    right: box.width - box.right,
    top: box.top,
    bottom: box.height - box.bottom,
  };
  const toX = (day: number) =>
    lastDay === firstDay
      ? (plot.left + plot.right) / 2
      : plot.left + ((plot.right - plot.left) * (day - firstDay)) / (lastDay - firstDay);
  const toY = (amountMinor: number) =>
    plot.bottom - ((plot.bottom - plot.top) * (amountMinor - yLow)) / (yHigh - yLow);
  const place = (p: DayPrice): ChartPoint => ({ x: toX(p.day), y: toY(p.amountMinor) });
  // Evenly spaced, so no two labels collide; today is the marked point on the line.
  const tickDays = [firstDay, Math.round((firstDay + lastDay) / 2), lastDay];
  return {
    history: history.map(place),
    forecast: forecast.map(place),
    band: [
      ...band.map((b) => ({ x: toX(b.day), y: toY(b.highMinor) })),
      ...[...band].reverse().map((b) => ({ x: toX(b.day), y: toY(b.lowMinor) })),
    ],
    xTicks: [...new Set(tickDays)].map((day) => ({ day, x: toX(day) })),
    yTicks: yTickValues.map((amountMinor) => ({ amountMinor, y: toY(amountMinor) })),
    plot,
  };
}

/** A closed SVG shape through the points (the band): the line path, closed. */
export function buildAreaPath(points: readonly ChartPoint[]): string {
  return points.length < 3 ? '' : `${buildLinePath(points)} Z`;
}

/** An SVG path through the points: `M x y L x y …`, rounded to 0.1 px. */
export function buildLinePath(points: readonly ChartPoint[]): string {
  return points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)} ${point.y.toFixed(1)}`)
    .join(' ');
}
