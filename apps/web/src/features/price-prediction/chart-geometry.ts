export interface ChartPoint {
  x: number;
  y: number;
}

export interface ChartBox {
  width: number;
  height: number;
  padding: number;
}

/**
 * Scales values (oldest first) into an SVG box: x spread evenly, y inverted so higher prices sit
 * higher. A flat series draws through the middle; one value draws a single centred point.
 */
export function scaleSeries(values: readonly number[], box: ChartBox): ChartPoint[] {
  if (values.length === 0) return [];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const innerWidth = box.width - 2 * box.padding;
  const innerHeight = box.height - 2 * box.padding;
  const span = max - min;
  return values.map((value, index) => ({
    x:
      values.length === 1
        ? box.width / 2
        : box.padding + (innerWidth * index) / (values.length - 1),
    y: span === 0 ? box.height / 2 : box.padding + innerHeight * (1 - (value - min) / span),
  }));
}

/** An SVG path through the points: `M x y L x y …`, rounded to 0.1 px. */
export function buildLinePath(points: readonly ChartPoint[]): string {
  return points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)} ${point.y.toFixed(1)}`)
    .join(' ');
}
