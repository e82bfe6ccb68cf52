import { describe, expect, it } from 'vitest';
import { buildLinePath, scaleSeries } from './chart-geometry';

const BOX = { width: 100, height: 50, padding: 5 };

describe('scaleSeries', () => {
  it('spreads points across the box with higher values higher', () => {
    const points = scaleSeries([300, 200, 400], BOX);
    expect(points).toEqual([
      { x: 5, y: 25 },
      { x: 50, y: 45 },
      { x: 95, y: 5 },
    ]);
  });

  it('handles flat, single and empty series', () => {
    expect(scaleSeries([7, 7], BOX)).toEqual([
      { x: 5, y: 25 },
      { x: 95, y: 25 },
    ]);
    expect(scaleSeries([7], BOX)).toEqual([{ x: 50, y: 25 }]);
    expect(scaleSeries([], BOX)).toEqual([]);
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
