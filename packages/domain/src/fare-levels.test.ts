import { describe, expect, it } from 'vitest';
import {
  classifyFare,
  classifyFares,
  describeUsualFares,
  MIN_PRICED_DAYS,
  USUAL_BAND_PERCENT,
} from './fare-levels';

/** 100 days priced $100.00 … $199.00. */
const SPREAD = Array.from({ length: 100 }, (_, i) => 10_000 + i * 100);

describe('fare levels against the route’s usual fares', () => {
  it('calls the middle half of a spread route typical, the cheapest quarter low, the dearest high', () => {
    const usual = describeUsualFares(SPREAD);
    // Nearest rank: the 25th and 75th of 100 sorted fares.
    expect(usual).toEqual({ lowMinor: 12_400, highMinor: 17_400, medianMinor: 14_900 });
    const { levels } = classifyFares(SPREAD);
    expect(levels.filter((l) => l === 'low')).toHaveLength(24);
    expect(levels.filter((l) => l === 'typical')).toHaveLength(51);
    expect(levels.filter((l) => l === 'high')).toHaveLength(25);
  });

  it('is typical at both ends of the usual range and low or high one cent outside', () => {
    const usual = { lowMinor: 20_000, highMinor: 30_000, medianMinor: 25_000 };
    expect(classifyFare(19_999, usual)).toBe('low');
    expect(classifyFare(20_000, usual)).toBe('typical');
    expect(classifyFare(30_000, usual)).toBe('typical');
    expect(classifyFare(30_001, usual)).toBe('high');
  });

  it(`does not call a flat route's days low or high within ${USUAL_BAND_PERCENT} % of its median`, () => {
    // $200.00 to $209.00: the quartiles are a few dollars apart.
    const flat = Array.from({ length: 30 }, (_, i) => 20_000 + (i % 10) * 100);
    const usual = describeUsualFares(flat);
    expect(usual?.medianMinor).toBe(20_400);
    expect(usual?.lowMinor).toBe(20_400 - 1_632);
    expect(usual?.highMinor).toBe(20_400 + 1_632);
    expect(classifyFares(flat).levels.every((l) => l === 'typical')).toBe(true);
    expect(classifyFare(18_700, usual ?? { lowMinor: 0, highMinor: 0, medianMinor: 0 })).toBe(
      'low',
    );
  });

  it('leaves days without a fare out of the usual range and without a level', () => {
    const withGaps = [null, ...SPREAD, null];
    const { usual, levels } = classifyFares(withGaps);
    expect(usual).toEqual(describeUsualFares(SPREAD));
    expect(levels[0]).toBeNull();
    expect(levels[101]).toBeNull();
    expect(levels[1]).toBe('low');
  });

  it(`gives no level with fewer than ${MIN_PRICED_DAYS} priced days`, () => {
    const few = [10_000, 20_000, 30_000, null, 40_000, 50_000, 60_000];
    expect(describeUsualFares(few)).toBeNull();
    expect(classifyFares(few).levels.every((l) => l === null)).toBe(true);
    expect(describeUsualFares([...few, 70_000])).not.toBeNull();
  });

  it('does not depend on the order of the days', () => {
    const shuffled = [...SPREAD].reverse();
    expect(describeUsualFares(shuffled)).toEqual(describeUsualFares(SPREAD));
  });
});
