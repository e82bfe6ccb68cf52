import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { predictFlightPrice, type PriceObservation } from './price-prediction';

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

  it('says buy near the low of a flat history, and wait above it', () => {
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
      }).recommendation,
    ).toBe('wait');
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
    ).toMatchObject({ recommendation: 'buy', reason: 'DepartureSoon' });
    expect(
      predictFlightPrice({
        history: falling,
        currentLowestMinor: 31_300,
        today: '2026-11-23',
        departureDate: '2026-12-01',
      }).reason,
    ).not.toBe('DepartureSoon');
  });

  it('always answers buy, wait or unknown with a matching reason (property)', () => {
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
        },
      ),
    );
  });
});
