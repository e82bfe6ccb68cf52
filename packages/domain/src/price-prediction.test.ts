import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MATERIAL_CHANGE_PERCENT,
  predictFlightPrice,
  type PriceObservation,
} from './price-prediction';

function series(
  days: number,
  priceOn: (i: number) => number,
  end = '2026-11-23',
): PriceObservation[] {
  const endMs = Date.parse(`${end}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => ({
    observedOn: new Date(endMs - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
    lowestMinor: priceOn(i),
  }));
}

describe('predictFlightPrice', () => {
  it('says so when there is not enough history', () => {
    expect(
      predictFlightPrice({
        history: series(6, () => 30_000),
        currentLowestMinor: 30_000,
        today: '2026-11-23',
        departureDate: '2027-01-10',
      }),
    ).toEqual({
      recommendation: 'unknown',
      reason: 'NotEnoughHistory',
      expectedChangePercent: null,
      forecast: null,
    });
  });

  it('says buy when prices have been climbing', () => {
    const history = series(30, (i) => 25_000 + i * 300);
    const result = predictFlightPrice({
      history,
      currentLowestMinor: 33_700,
      today: '2026-11-23',
      departureDate: '2027-01-10',
    });
    expect(result).toMatchObject({ recommendation: 'buy', reason: 'PricesLikelyToRise' });
    expect(result.expectedChangePercent).toBeGreaterThanOrEqual(3);
  });

  it('says wait when prices have been falling', () => {
    const history = series(30, (i) => 40_000 - i * 300);
    expect(
      predictFlightPrice({
        history,
        currentLowestMinor: 31_300,
        today: '2026-11-23',
        departureDate: '2027-01-10',
      }),
    ).toMatchObject({
      recommendation: 'wait',
      reason: 'PricesLikelyToDrop',
    });
  });

  it('says buy near the low of a flat history, and buy (steady) above it', () => {
    const history = series(30, (i) => 30_000 + ((i * 7919) % 11) * 200);
    expect(
      predictFlightPrice({
        history,
        currentLowestMinor: 30_000,
        today: '2026-11-23',
        departureDate: '2027-01-10',
      }),
    ).toMatchObject({ recommendation: 'buy', reason: 'PriceNearLow' });
    expect(
      predictFlightPrice({
        history,
        currentLowestMinor: 31_900,
        today: '2026-11-23',
        departureDate: '2027-01-10',
      }),
    ).toMatchObject({ recommendation: 'buy', reason: 'PricesSteady' });
  });

  it('never says wait while its own figure expects a rise (issue 16: "Wait" at +2%)', () => {
    // A gentle climb: about +2% over the coming week, and today's price above most of the past.
    const history = series(30, (i) => 30_000 + i * 90);
    const result = predictFlightPrice({
      history,
      currentLowestMinor: 32_610,
      today: '2026-11-23',
      departureDate: '2027-01-10',
    });
    expect(result.expectedChangePercent).toBe(2);
    expect(result).toMatchObject({ recommendation: 'buy', reason: 'PricesSteady' });
    expect(result.forecast).toEqual({
      fromDate: '2026-11-23',
      fromMinor: 32_610,
      toDate: '2026-11-30',
      toMinor: 33_262,
    });
  });

  it('projects the expected change as the forecast: a drop of 3% or more says wait', () => {
    const history = series(30, (i) => 40_000 - i * 300);
    const result = predictFlightPrice({
      history,
      currentLowestMinor: 31_300,
      today: '2026-11-23',
      departureDate: '2027-01-10',
    });
    expect(result.expectedChangePercent).toBe(-7);
    expect(result.forecast).toMatchObject({ fromMinor: 31_300, toMinor: 29_109 });
  });

  it('says buy inside a week of departure whatever the trend (boundary at 7 days)', () => {
    const falling = series(30, (i) => 40_000 - i * 300);
    expect(
      predictFlightPrice({
        history: falling,
        currentLowestMinor: 31_300,
        today: '2026-11-23',
        departureDate: '2026-11-30',
      }),
    ).toEqual({
      recommendation: 'buy',
      reason: 'DepartureSoon',
      expectedChangePercent: null,
      forecast: null,
    });
    expect(
      predictFlightPrice({
        history: falling,
        currentLowestMinor: 31_300,
        today: '2026-11-23',
        departureDate: '2026-12-01',
      }).reason,
    ).not.toBe('DepartureSoon');
  });

  it('advice, figure and forecast always agree (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 5_000, max: 200_000 }), { minLength: 0, maxLength: 60 }),
        fc.integer({ min: 0, max: 300 }),
        (prices, daysOut) => {
          const history = series(prices.length, (i) => prices[i] ?? 0);
          const departure = new Date(Date.parse('2026-11-23T00:00:00Z') + daysOut * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const r = predictFlightPrice({
            history,
            currentLowestMinor: prices.at(-1) ?? null,
            today: '2026-11-23',
            departureDate: departure,
          });
          if (r.recommendation === 'unknown') expect(r.reason).toBe('NotEnoughHistory');
          if (r.recommendation === 'wait') expect(r.reason).toBe('PricesLikelyToDrop');
          const percent = r.expectedChangePercent;
          // No figure without a forecast, and no forecast without a figure.
          expect(percent === null).toBe(r.forecast === null);
          if (percent === null || r.forecast === null) return;
          // Wait exactly when a material drop is expected; a rise never says wait.
          expect(r.recommendation === 'wait').toBe(percent <= -MATERIAL_CHANGE_PERCENT);
          if (r.reason === 'PricesLikelyToRise') expect(percent).toBeGreaterThanOrEqual(3);
          // The forecast moves the way the figure says, by the figure.
          const { fromMinor, toMinor } = r.forecast;
          expect(Math.sign(toMinor - fromMinor)).toBe(Math.sign(percent));
          expect(toMinor).toBe(Math.round(fromMinor * (1 + percent / 100)));
        },
      ),
    );
  });
});
