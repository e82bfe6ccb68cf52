import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTE_GROUPS, toDayNumber, toIsoDate } from './price-model/features';
import { BAND_DAYS } from './price-model/price-model';
import { TRAINED_PRICE_MODEL } from './price-model/trained-price-model';
import {
  MIN_OBSERVATIONS,
  predictFlightPrice,
  type PredictionInput,
  type PriceObservation,
} from './price-prediction';

const TODAY = '2026-11-23';

/** `days` daily observations ending yesterday, the i-th priced `priceOn(i)`. */
function series(days: number, priceOn: (i: number) => number): PriceObservation[] {
  const today = toDayNumber(TODAY);
  return Array.from({ length: days }, (_, i) => ({
    observedOn: toIsoDate(today - days + i),
    lowestMinor: priceOn(i),
  }));
}

const departingIn = (days: number) => toIsoDate(toDayNumber(TODAY) + days);

function input(
  history: PriceObservation[],
  currentLowestMinor: number | null,
  daysOut: number,
  extra: Partial<PredictionInput> = {},
): PredictionInput {
  return {
    history,
    currentLowestMinor,
    today: TODAY,
    departureDate: departingIn(daysOut),
    routeGroup: 'domestic-long',
    isRoundTrip: false,
    ...extra,
  };
}

describe('predictFlightPrice', () => {
  it('says so when there is not enough history, with the route group’s backtest', () => {
    const result = predictFlightPrice(
      input(
        series(MIN_OBSERVATIONS - 1, () => 30_000),
        30_000,
        40,
      ),
    );
    expect(result).toMatchObject({
      recommendation: 'unknown',
      reason: 'NotEnoughHistory',
      expectedChangePercent: null,
      chanceOfRisePercent: null,
      forecast: [],
    });
    expect(result.backtest).toEqual({
      routeGroup: 'domestic-long',
      ...TRAINED_PRICE_MODEL.backtest['domestic-long'],
    });
  });

  it('says buy the day before departure, with nothing left to forecast', () => {
    expect(
      predictFlightPrice(
        input(
          series(45, () => 30_000),
          30_000,
          1,
        ),
      ),
    ).toMatchObject({
      recommendation: 'buy',
      reason: 'DepartureSoon',
      expectedChangePercent: null,
      forecast: [],
    });
  });

  it('says wait when the price has just jumped above where it sat for weeks (a bucket closed)', () => {
    // Steady at $300 for 45 days, then up a quarter yesterday; six weeks to go.
    const history = series(45, (i) => (i < 44 ? 30_000 : 37_500));
    const result = predictFlightPrice(input(history, 37_500, 40));
    expect(result).toMatchObject({ recommendation: 'wait', reason: 'PricesLikelyToDrop' });
    expect(result.expectedChangePercent).toBeLessThan(0);
    expect(result.chanceOfRisePercent).toBeLessThan(50);
  });

  it('says buy when the price has just dropped well below where it sat (a sale)', () => {
    const history = series(45, (i) => (i < 44 ? 30_000 : 22_500));
    const result = predictFlightPrice(input(history, 22_500, 40));
    expect(result.recommendation).toBe('buy');
  });

  it('says buy a few days before an advance-purchase deadline at a steady price', () => {
    const history = series(45, () => 30_000);
    const result = predictFlightPrice(input(history, 30_000, 16));
    expect(result.recommendation).toBe('buy');
    expect(result.expectedChangePercent).toBeGreaterThan(0);
  });

  it('advice, figures and forecast always agree (property)', () => {
    const { waitBelow, maxRiseChance } = TRAINED_PRICE_MODEL.policy;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 5_000, max: 200_000 }), { minLength: 0, maxLength: 50 }),
        fc.integer({ min: 5_000, max: 200_000 }),
        fc.integer({ min: 0, max: 330 }),
        fc.constantFrom(...ROUTE_GROUPS),
        fc.boolean(),
        (prices, current, daysOut, routeGroup, isRoundTrip) => {
          const r = predictFlightPrice(
            input(
              series(prices.length, (i) => prices[i] ?? 0),
              current,
              daysOut,
              { routeGroup, isRoundTrip },
            ),
          );
          expect(r.backtest?.routeGroup).toBe(routeGroup);
          if (r.recommendation === 'unknown') expect(r.reason).toBe('NotEnoughHistory');
          if (r.reason === 'NotEnoughHistory' || r.reason === 'DepartureSoon') {
            // No figure and no forecast without a model answer.
            expect(r.expectedChangePercent).toBeNull();
            expect(r.chanceOfRisePercent).toBeNull();
            expect(r.forecast).toEqual([]);
            return;
          }
          const percent = r.expectedChangePercent ?? NaN;
          const chance = r.chanceOfRisePercent ?? NaN;
          expect(chance).toBeGreaterThanOrEqual(0);
          expect(chance).toBeLessThanOrEqual(100);
          // Wait only when waiting is expected to save (by at least the policy's margin) and is
          // unlikely to cost more; and then the reason says prices are likely to drop.
          expect(r.recommendation === 'wait').toBe(r.reason === 'PricesLikelyToDrop');
          if (r.recommendation === 'wait') {
            expect(percent).toBeLessThanOrEqual(Math.round(-waitBelow * 1000) / 10);
            expect(percent).toBeLessThan(0);
            expect(chance).toBeLessThanOrEqual(Math.round(maxRiseChance * 100));
          }
          if (r.reason === 'PricesLikelyToRise') expect(chance).toBeGreaterThanOrEqual(50);
          // The forecast: today at today's price, then each day to 14 or the day before departure,
          // its middle inside its band.
          expect(r.forecast[0]).toEqual({
            date: TODAY,
            lowMinor: current,
            midMinor: current,
            highMinor: current,
          });
          expect(r.forecast).toHaveLength(Math.min(BAND_DAYS, daysOut - 1) + 1);
          r.forecast.forEach((day, k) => {
            expect(day.date).toBe(toIsoDate(toDayNumber(TODAY) + k));
            expect(day.lowMinor).toBeLessThanOrEqual(day.midMinor);
            expect(day.midMinor).toBeLessThanOrEqual(day.highMinor);
            expect(day.lowMinor).toBeGreaterThan(0);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads prices only as ratios: the same trip priced twice as high gets the same advice (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 5_000, max: 100_000 }), { minLength: 7, maxLength: 45 }),
        fc.integer({ min: 2, max: 120 }),
        (prices, daysOut) => {
          const once = predictFlightPrice(
            input(
              series(prices.length, (i) => prices[i] ?? 0),
              prices.at(-1) ?? 0,
              daysOut,
            ),
          );
          const twice = predictFlightPrice(
            input(
              series(prices.length, (i) => 2 * (prices[i] ?? 0)),
              2 * (prices.at(-1) ?? 0),
              daysOut,
            ),
          );
          expect(twice.recommendation).toBe(once.recommendation);
          expect(twice.expectedChangePercent).toBe(once.expectedChangePercent);
          expect(twice.chanceOfRisePercent).toBe(once.chanceOfRisePercent);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('reads no observation dated today or later, and no price that is not positive', () => {
    const history = series(20, () => 30_000);
    const noisy = [
      ...history,
      { observedOn: TODAY, lowestMinor: 1 },
      { observedOn: departingIn(3), lowestMinor: 99_000 },
      { observedOn: '2026-11-01', lowestMinor: 0 },
    ];
    expect(predictFlightPrice(input(noisy, 30_000, 30))).toEqual(
      predictFlightPrice(input(history, 30_000, 30)),
    );
  });
});
