import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildDailySeries,
  classifyRouteGroup,
  computeFeatures,
  computeSeriesFeatures,
  FEATURE_COUNT,
  FEATURE_NAMES,
  HISTORY_DAYS,
  MAX_DAYS_OUT,
  toDayNumber,
  toIsoDate,
  weekdayOf,
  type FeatureName,
} from './features';

const repeat = (days: number, price: number): number[] => Array.from({ length: days }, () => price);

const at = (features: Float64Array, name: FeatureName) =>
  features[FEATURE_NAMES.indexOf(name)] ?? NaN;

/** The features of a series ending today, `daysOut` days before a Tuesday departure. */
const featuresOf = (series: number[], daysOut = 40) =>
  computeSeriesFeatures(series, series.length, daysOut, 2, 'domestic-short', false, 1);

describe('buildDailySeries', () => {
  const today = toDayNumber('2026-11-23');
  it('carries a missing day’s price forward and ends with today’s', () => {
    const { series, observed } = buildDailySeries(
      [
        { observedOn: '2026-11-19', lowestMinor: 100 },
        { observedOn: '2026-11-21', lowestMinor: 120 },
      ],
      130,
      today,
    );
    expect(series).toEqual([100, 100, 120, 120, 130]);
    expect(observed).toBe(3);
  });

  it('reads only the last 45 days before today, and positive prices', () => {
    const { series } = buildDailySeries(
      [
        { observedOn: toIsoDate(today - HISTORY_DAYS - 1), lowestMinor: 999 },
        { observedOn: toIsoDate(today - 2), lowestMinor: 0 },
        { observedOn: toIsoDate(today - 1), lowestMinor: 100 },
        { observedOn: toIsoDate(today), lowestMinor: 5 },
        { observedOn: toIsoDate(today + 1), lowestMinor: 5 },
      ],
      110,
      today,
    );
    expect(series).toEqual([100, 110]);
  });
});

describe('features', () => {
  it('classifies routes by distance, in or out of a country', () => {
    expect(classifyRouteGroup(true, 1_499)).toBe('domestic-short');
    expect(classifyRouteGroup(true, 1_500)).toBe('domestic-long');
    expect(classifyRouteGroup(false, 4_499)).toBe('international-regional');
    expect(classifyRouteGroup(false, 4_500)).toBe('international-long-haul');
  });

  it('reads a steady price as steady', () => {
    const f = featuresOf(repeat(46, 30_000));
    expect(at(f, 'vsMedian')).toBe(0);
    expect(at(f, 'change7')).toBe(0);
    expect(at(f, 'daysSinceChange')).toBe(30);
    expect(at(f, 'levelOverBase21')).toBe(0);
    expect(at(f, 'belowBaseAge')).toBe(0);
  });

  it('reads a jump above where the price sat as a level over its base', () => {
    const f = featuresOf([...repeat(45, 30_000), 37_500]);
    expect(at(f, 'levelOverBase21')).toBeCloseTo(Math.log(1.25), 10);
    expect(at(f, 'lastChange')).toBeCloseTo(Math.log(1.25), 10);
    expect(at(f, 'daysSinceChange')).toBe(0);
  });

  it('reads a drop below where the price sat as a sale, and counts its days', () => {
    const f = featuresOf([...repeat(43, 30_000), 22_500, 22_500, 22_500]);
    expect(at(f, 'levelOverBase21')).toBeCloseTo(Math.log(0.75), 10);
    expect(at(f, 'belowBaseAge')).toBe(3);
  });

  it('takes a typical advance-purchase step out of a deadline day’s move', () => {
    // 20 days out, the price rose by 8 % yesterday, the day the 21-day fares closed.
    const f = featuresOf([...repeat(45, 30_000), 32_500], 20);
    expect(Math.abs(at(f, 'levelOverBase21'))).toBeLessThan(0.01);
    expect(at(f, 'daysToDeadline')).toBe(6);
  });

  it('finds the cycle the price is re-set on, and the days to its next start', () => {
    // Re-set every 4 days (days 2, 6, 10, …), alternating between two levels.
    const prices = Array.from({ length: 46 }, (_, i) =>
      Math.floor((i + 2) / 4) % 2 === 0 ? 30_000 : 36_000,
    );
    const f = featuresOf(prices);
    expect(at(f, 'periodLength')).toBe(4);
    // Today (index 45) is the 4th day of a cycle that began on day 42: the next starts in 1.
    expect(at(f, 'daysToNextPeriod')).toBe(1);
  });

  it('reads the dates: days out (capped), weekdays', () => {
    const f = computeFeatures({
      history: [{ observedOn: '2026-11-22', lowestMinor: 100 }],
      currentMinor: 100,
      today: '2026-11-23',
      departureDate: '2027-12-01',
      routeGroup: 'international-regional',
      isRoundTrip: true,
    });
    expect(at(f, 'daysOut')).toBe(MAX_DAYS_OUT);
    expect(at(f, 'todayWeekday')).toBe(1);
    expect(at(f, 'departureWeekday')).toBe(weekdayOf(toDayNumber('2027-12-01')));
    expect(at(f, 'routeGroup')).toBe(2);
    expect(at(f, 'roundTrip')).toBe(1);
  });

  it('are finite for any series, and the same for the same prices at any scale (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1_000, max: 500_000 }), { minLength: 1, maxLength: 46 }),
        fc.integer({ min: 2, max: 3 }),
        fc.integer({ min: 0, max: 330 }),
        (series, scale, daysOut) => {
          const f = featuresOf(series, daysOut);
          const g = featuresOf(
            series.map((v) => v * scale),
            daysOut,
          );
          expect(f).toHaveLength(FEATURE_COUNT);
          for (let i = 0; i < FEATURE_COUNT; i++) {
            expect(Number.isFinite(f[i])).toBe(true);
            expect(g[i]).toBeCloseTo(f[i] ?? NaN, 9);
          }
        },
      ),
    );
  });
});
