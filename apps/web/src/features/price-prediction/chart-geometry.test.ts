import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildAreaPath,
  buildLinePath,
  buildPriceChart,
  selectNiceStep,
  selectPriceTicks,
  toDayNumber,
  toIsoDate,
} from './chart-geometry';

const BOX = { width: 300, height: 120, left: 40, right: 10, top: 10, bottom: 20 };

describe('price axis', () => {
  it('picks round steps and round bounds around the prices', () => {
    expect(selectNiceStep(100, 3)).toBe(50);
    expect(selectNiceStep(45, 3)).toBe(20);
    expect(selectNiceStep(7, 3)).toBe(5);
    expect(selectPriceTicks(41_250, 49_900, 100)).toEqual([40_000, 45_000, 50_000]);
    expect(selectPriceTicks(30_000, 30_000, 100)).toEqual([30_000, 30_100]);
  });

  it('always covers the prices with two or more ticks (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (low, spread) => {
          const ticks = selectPriceTicks(low, low + spread, 100);
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          expect(ticks.length).toBeLessThanOrEqual(8);
          expect(ticks[0]).toBeLessThanOrEqual(low);
          expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(low + spread);
        },
      ),
    );
  });
});

describe('buildPriceChart', () => {
  const day = toDayNumber('2026-11-01');
  const history = [0, 1, 2, 4].map((i) => ({ day: day + i, amountMinor: 40_000 + i * 1_000 }));
  const forecast = [
    { day: day + 4, amountMinor: 44_000 },
    { day: day + 11, amountMinor: 44_880 },
  ];

  it('places days along x (gaps kept) and higher prices higher', () => {
    const chart = buildPriceChart(history, forecast, BOX, 100);
    if (!chart) throw new Error('a chart was expected');
    const xs = chart.history.map((p) => p.x);
    expect(xs[0]).toBe(40);
    expect((xs[3] ?? 0) - (xs[2] ?? 0)).toBeCloseTo(2 * ((xs[1] ?? 0) - (xs[0] ?? 0)));
    expect(chart.forecast[1]?.x).toBe(290);
    // A rising forecast draws upwards: a smaller y.
    expect(chart.forecast[1]?.y).toBeLessThan(chart.forecast[0]?.y ?? 0);
    expect(chart.xTicks.map((t) => toIsoDate(t.day))).toEqual([
      '2026-11-01',
      '2026-11-07',
      '2026-11-12',
    ]);
    expect(chart.yTicks[0]).toEqual({ amountMinor: 40_000, y: 100 });
    expect(chart.yTicks[chart.yTicks.length - 1]?.y).toBe(10);
  });

  it('draws the forecast band along its highs, then back along its lows, inside the price axis', () => {
    const band = [
      { day: day + 4, lowMinor: 44_000, highMinor: 44_000 },
      { day: day + 11, lowMinor: 41_000, highMinor: 52_000 },
    ];
    const chart = buildPriceChart(history, forecast, BOX, 100, band);
    if (!chart) throw new Error('a chart was expected');
    expect(chart.band.map((p) => p.x)).toEqual([
      chart.forecast[0]?.x,
      290,
      290,
      chart.forecast[0]?.x,
    ]);
    // The band's high is the highest point, its low under the forecast's end, all on the axis.
    const lines = [...chart.history, ...chart.forecast].map((p) => p.y);
    expect(chart.band[1]?.y).toBeLessThan(Math.min(...lines));
    expect(chart.band[1]?.y).toBeGreaterThanOrEqual(chart.plot.top);
    expect(chart.band[2]?.y).toBeGreaterThan(chart.forecast[1]?.y ?? 0);
    expect(buildAreaPath(chart.band)).toMatch(/^M.* Z$/);
    expect(buildAreaPath(chart.band.slice(0, 2))).toBe('');
  });

  it('needs two points', () => {
    expect(buildPriceChart(history.slice(0, 1), [], BOX, 100)).toBeNull();
  });
});

describe('buildLinePath', () => {
  it('moves then draws lines', () => {
    expect(
      buildLinePath([
        { x: 1, y: 2 },
        { x: 3.25, y: 4 },
      ]),
    ).toBe('M1.0 2.0 L3.3 4.0');
  });
});
