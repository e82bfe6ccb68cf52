import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeHorizonLogLevel,
  estimateFareDynamics,
  MIN_OBSERVATIONS,
  priceCappedRise,
  priceFreezeFee,
  priceFreezeFromDynamics,
  TARGET_LOSS_RATIO,
  type FareDynamics,
  type FreezeFeeInput,
} from './freeze-pricing';
import { PROTECTION_TERMS } from './protection-terms';

const DAY_MS = 86_400_000;
const TODAY = '2026-03-01';
const isoDay = (offset: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
const flightTerms = PROTECTION_TERMS.capone.priceFreeze.flight;
const hotelTerms = PROTECTION_TERMS.capone.priceFreeze.hotel;

/** A history of `days` past days whose price is `price(daysAgo)`. */
function buildHistory(days: number, price: (daysAgo: number) => number) {
  return Array.from({ length: days }, (_, i) => {
    const daysAgo = days - i;
    return { observedOn: isoDay(-daysAgo), lowestMinor: Math.round(price(daysAgo)) };
  });
}

function flightInput(overrides: Partial<FreezeFeeInput> = {}): FreezeFeeInput {
  return {
    history: buildHistory(45, () => 40_000),
    currentMinor: 40_000,
    today: TODAY,
    departureDate: isoDay(60),
    durationHours: 72,
    capMinor: flightTerms.capMinor,
    bounds: flightTerms.feeMinor,
    product: 'flight',
    ...overrides,
  };
}

/**
 * 45 past days and today of ±1 in blocks [+, −, −, +], a palindrome that starts and ends (today)
 * at 0 and sums to 0: its trend line is flat and today sits on it, whatever its amplitude.
 */
function zigZag(): number[] {
  const block = [1, -1, -1, 1];
  const half = Array.from({ length: 22 }, (_, i) => block[i % 4] ?? 0);
  return [0, ...half, ...[...half].reverse(), 0];
}

/** A history that rises as the flight horizon curve does, ending today at `current`. */
function curveHistory(current: number, daysLeft: number) {
  const today = computeHorizonLogLevel('flight', daysLeft);
  return buildHistory(
    45,
    (d) => current * Math.exp(computeHorizonLogLevel('flight', daysLeft + d) - today),
  );
}

const dynamicsArb = fc.record({
  noiseVariance: fc.double({ min: 0, max: 0.01, noNaN: true }),
  walkVariance: fc.double({ min: 0, max: 0.004, noNaN: true }),
  horizonSensitivity: fc.double({ min: 0, max: 2, noNaN: true }),
  excessDrift: fc.double({ min: -0.02, max: 0.02, noNaN: true }),
  todayDeviation: fc.double({ min: -0.1, max: 0.1, noNaN: true }),
  isFromHistory: fc.boolean(),
});

const inputArb = fc.record({
  currentMinor: fc.integer({ min: 2_000, max: 400_000 }),
  daysLeft: fc.integer({ min: 0, max: 320 }),
  durationHours: fc.integer({ min: 1, max: 14 * 24 }),
  capMinor: fc.integer({ min: 0, max: 100_000 }),
  product: fc.constantFrom<'flight' | 'hotel'>('flight', 'hotel'),
  historyDays: fc.integer({ min: 0, max: 45 }),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
});

/** A deterministic, wandering history for the generated case. */
function wanderingHistory(days: number, current: number, seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return buildHistory(days, () => current * (0.85 + 0.3 * next()));
}

function toInput(c: {
  currentMinor: number;
  daysLeft: number;
  durationHours: number;
  capMinor: number;
  product: 'flight' | 'hotel';
  historyDays: number;
  seed: number;
}): FreezeFeeInput {
  const terms = c.product === 'flight' ? flightTerms : hotelTerms;
  return {
    history: wanderingHistory(c.historyDays, c.currentMinor, c.seed),
    currentMinor: c.currentMinor,
    today: TODAY,
    departureDate: isoDay(c.daysLeft),
    durationHours: c.durationHours,
    capMinor: c.capMinor,
    bounds: terms.feeMinor,
    product: c.product,
  };
}

describe('priceCappedRise', () => {
  it('is the capped call: nothing without movement, the rise itself when certain', () => {
    expect(priceCappedRise({ mean: 0, sd: 0, capRatio: 1 })).toBe(0);
    expect(priceCappedRise({ mean: Math.log(1.1), sd: 0, capRatio: 1 })).toBeCloseTo(0.1, 9);
    expect(priceCappedRise({ mean: Math.log(3), sd: 0, capRatio: 0.5 })).toBeCloseTo(0.5, 9);
    expect(priceCappedRise({ mean: 0.1, sd: 0.2, capRatio: 0 })).toBe(0);
  });

  it('matches the closed form of an uncapped call at the money: about 0.4·sd for small sd', () => {
    // E[max(0, e^{sZ} − 1)] ≈ sd·φ(0) + sd²/2·… ; with a cap far away it is the call.
    const value = priceCappedRise({ mean: 0, sd: 0.05, capRatio: 10 });
    expect(value).toBeGreaterThan(0.0199);
    expect(value).toBeLessThan(0.0212);
  });

  it('never falls as the spread widens, the mean rises or the cap grows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.5, max: 1.5, noNaN: true }),
        fc.double({ min: 0, max: 1.5, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        fc.double({ min: 0.001, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        (mean, sd, more, capRatio, moreCap) => {
          const base = priceCappedRise({ mean, sd, capRatio });
          const tolerance = 1e-12;
          expect(priceCappedRise({ mean, sd: sd + more, capRatio })).toBeGreaterThanOrEqual(
            base - tolerance,
          );
          expect(priceCappedRise({ mean: mean + more, sd, capRatio })).toBeGreaterThanOrEqual(
            base - tolerance,
          );
          expect(
            priceCappedRise({ mean, sd, capRatio: capRatio + moreCap }),
          ).toBeGreaterThanOrEqual(base - tolerance);
          expect(base).toBeLessThanOrEqual(capRatio);
        },
      ),
    );
  });
});

describe('computeHorizonLogLevel', () => {
  it('rises towards departure and is flat far out', () => {
    const levels = [240, 120, 60, 30, 14, 7, 3, 1, 0].map((d) =>
      computeHorizonLogLevel('flight', d),
    );
    for (let i = 1; i < levels.length; i++)
      expect(levels[i]).toBeGreaterThanOrEqual(levels[i - 1] ?? 0);
    expect(computeHorizonLogLevel('flight', 300)).toBe(computeHorizonLogLevel('flight', 400));
    expect(computeHorizonLogLevel('flight', 7.5)).toBeCloseTo(
      (computeHorizonLogLevel('flight', 7) + computeHorizonLogLevel('flight', 8)) / 2,
      12,
    );
    // Hotels too: rooms climb over the last three weeks (hotel-rate-dynamics in the sandbox).
    expect(computeHorizonLogLevel('hotel', 3)).toBeGreaterThan(
      computeHorizonLogLevel('hotel', 21) + 0.05,
    );
    expect(computeHorizonLogLevel('hotel', 21)).toBeGreaterThan(
      computeHorizonLogLevel('hotel', 90),
    );
    expect(computeHorizonLogLevel('hotel', 240)).toBe(computeHorizonLogLevel('hotel', 400));
  });
});

describe('estimateFareDynamics', () => {
  it(`uses the conservative defaults below ${MIN_OBSERVATIONS} past days`, () => {
    const few = estimateFareDynamics(flightInput({ history: buildHistory(6, () => 40_000) }));
    expect(few.isFromHistory).toBe(false);
    const enough = estimateFareDynamics(flightInput({ history: buildHistory(7, () => 40_000) }));
    expect(enough.isFromHistory).toBe(true);
    expect(few.noiseVariance).toBeGreaterThan(enough.noiseVariance);
  });

  it('ignores observations from today on, older than the window, and non-positive prices', () => {
    const base = flightInput({ history: buildHistory(20, (d) => 40_000 * (1 + 0.01 * (d % 3))) });
    const noisy = {
      ...base,
      history: [
        ...base.history,
        { observedOn: TODAY, lowestMinor: 1 },
        { observedOn: isoDay(3), lowestMinor: 99_999_999 },
        { observedOn: isoDay(-200), lowestMinor: 1 },
        { observedOn: isoDay(-50), lowestMinor: 0 },
      ],
    };
    expect(estimateFareDynamics(noisy)).toEqual(estimateFareDynamics(base));
  });

  it('reads the day-to-day scatter of a zig-zagging history as noise, not as a walk', () => {
    const shape = zigZag();
    const history = buildHistory(45, (d) => 40_000 * Math.exp(0.04 * (shape[45 - d] ?? 0)));
    const dynamics = estimateFareDynamics(
      flightInput({ history, departureDate: isoDay(300), currentMinor: 40_000 }),
    );
    expect(Math.sqrt(dynamics.noiseVariance)).toBeGreaterThan(0.02);
    expect(dynamics.walkVariance).toBeLessThan(dynamics.noiseVariance / 4);
    expect(Math.abs(dynamics.excessDrift)).toBeLessThan(1e-6);
    expect(Math.abs(dynamics.todayDeviation)).toBeLessThan(1e-4);
  });

  it('sees how strongly a history near departure follows the horizon curve', () => {
    const departure = 10;
    const follows = (beta: number) =>
      buildHistory(45, (d) =>
        Math.exp(10 + beta * computeHorizonLogLevel('flight', departure + d)),
      );
    const current = (beta: number) =>
      Math.round(Math.exp(10 + beta * computeHorizonLogLevel('flight', departure)));
    const half = estimateFareDynamics(
      flightInput({
        history: follows(0.5),
        currentMinor: current(0.5),
        departureDate: isoDay(departure),
      }),
    );
    const full = estimateFareDynamics(
      flightInput({
        history: follows(1),
        currentMinor: current(1),
        departureDate: isoDay(departure),
      }),
    );
    expect(half.horizonSensitivity).toBeGreaterThan(0.45);
    expect(half.horizonSensitivity).toBeLessThan(0.7);
    expect(full.horizonSensitivity).toBeCloseTo(1, 2);
  });
});

describe('priceFreezeFee', () => {
  it('charges the minimum for a flat fare far from departure, and says it is offered', () => {
    const quote = priceFreezeFee(flightInput({ departureDate: isoDay(300) }));
    expect(quote.feeMinor).toBe(flightTerms.feeMinor.min);
    expect(quote.isOffered).toBe(true);
    expect(quote.isFromHistory).toBe(true);
  });

  it('loads the expected payout by the target loss ratio, rounded up to a whole unit', () => {
    const quote = priceFreezeFee(
      flightInput({
        history: curveHistory(30_000, 20),
        departureDate: isoDay(20),
        durationHours: 7 * 24,
        currentMinor: 30_000,
      }),
    );
    expect(quote.expectedPayoutMinor).toBeGreaterThan(0);
    const raw = quote.expectedPayoutMinor / TARGET_LOSS_RATIO;
    expect(quote.riskFeeMinor % 100).toBe(0);
    expect(quote.riskFeeMinor).toBeGreaterThanOrEqual(raw - 1);
    expect(quote.riskFeeMinor).toBeLessThan(raw + 101);
  });

  it('will not offer a long freeze close to departure that the maximum fee cannot pay for', () => {
    const quote = priceFreezeFee(
      flightInput({
        history: curveHistory(120_000, 10),
        departureDate: isoDay(10),
        durationHours: 14 * 24,
        currentMinor: 120_000,
      }),
    );
    expect(quote.isOffered).toBe(false);
    expect(quote.feeMinor).toBe(flightTerms.feeMinor.max);
    expect(quote.riskFeeMinor).toBeGreaterThan(flightTerms.feeMinor.max);
  });

  it('prices a hotel whose price never moves at the minimum far out, and for the climb near check-in', () => {
    const flat = (daysOut: number) =>
      priceFreezeFee({
        history: buildHistory(45, () => 32_000),
        currentMinor: 32_000,
        today: TODAY,
        departureDate: isoDay(daysOut),
        durationHours: 7 * 24,
        capMinor: hotelTerms.capMinor,
        bounds: hotelTerms.feeMinor,
        product: 'hotel',
      });
    expect(flat(300).feeMinor).toBe(hotelTerms.feeMinor.min);
    expect(flat(300).dailyVolatility).toBeLessThan(0.01);
    // Two weeks out the room's price is expected to climb by about 5 % over the week.
    expect(flat(14).feeMinor).toBeGreaterThan(hotelTerms.feeMinor.min);
    expect(flat(14).expectedPayoutMinor).toBeGreaterThan(0.03 * 32_000);
  });

  it('refuses what can only be a bug', () => {
    expect(() => priceFreezeFee(flightInput({ currentMinor: 0 }))).toThrow(RangeError);
    expect(() => priceFreezeFee(flightInput({ durationHours: 0 }))).toThrow(RangeError);
    expect(() => priceFreezeFee(flightInput({ capMinor: -1 }))).toThrow(RangeError);
    expect(() => priceFreezeFee(flightInput({ bounds: { min: 900, max: 800 } }))).toThrow(
      RangeError,
    );
    expect(() => priceFreezeFee(flightInput({ today: '2026-3-1' }))).toThrow(RangeError);
  });

  it('is within the bounds, whole and deterministic', () => {
    fc.assert(
      fc.property(inputArb, (c) => {
        const input = toInput(c);
        const quote = priceFreezeFee(input);
        expect(Number.isSafeInteger(quote.feeMinor)).toBe(true);
        expect(quote.feeMinor).toBeGreaterThanOrEqual(input.bounds.min);
        expect(quote.feeMinor).toBeLessThanOrEqual(input.bounds.max);
        expect(quote.expectedPayoutMinor).toBeGreaterThanOrEqual(0);
        expect(quote.expectedPayoutMinor).toBeLessThanOrEqual(input.capMinor);
        expect(quote.isOffered).toBe(quote.riskFeeMinor <= input.bounds.max);
        expect(priceFreezeFee(toInput(c))).toEqual(quote);
      }),
    );
  });

  it('never charges less for a longer freeze or a higher cap', () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.integer({ min: 0, max: 14 * 24 }),
        fc.integer({ min: 0, max: 100_000 }),
        (c, moreHours, moreCap) => {
          const input = toInput(c);
          const fee = priceFreezeFee(input).feeMinor;
          const longer = priceFreezeFee({
            ...input,
            durationHours: input.durationHours + moreHours,
          });
          const higherCap = priceFreezeFee({ ...input, capMinor: input.capMinor + moreCap });
          expect(longer.feeMinor).toBeGreaterThanOrEqual(fee);
          expect(higherCap.feeMinor).toBeGreaterThanOrEqual(fee);
        },
      ),
    );
  });

  it('never charges less for a more volatile fare', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 0.08, noNaN: true }),
        fc.double({ min: 0.002, max: 0.08, noNaN: true }),
        fc.integer({ min: 10_000, max: 200_000 }),
        fc.integer({ min: 1, max: 14 * 24 }),
        (amplitude, more, price, durationHours) => {
          const shape = zigZag();
          const input = (a: number) =>
            flightInput({
              history: buildHistory(45, (d) => price * Math.exp(a * (shape[45 - d] ?? 0))),
              currentMinor: price,
              departureDate: isoDay(300),
              durationHours,
            });
          const calm = priceFreezeFee(input(amplitude));
          const wild = priceFreezeFee(input(amplitude + more));
          expect(wild.dailyVolatility).toBeGreaterThanOrEqual(calm.dailyVolatility);
          expect(wild.feeMinor).toBeGreaterThanOrEqual(calm.feeMinor);
        },
      ),
    );
  });

  it('never charges less for larger noise or walk variances, today on its trend', () => {
    fc.assert(
      fc.property(
        inputArb,
        dynamicsArb,
        fc.double({ min: 0, max: 0.01, noNaN: true }),
        fc.double({ min: 0, max: 0.004, noNaN: true }),
        (c, drawn: FareDynamics, moreNoise, moreWalk) => {
          // (Off its trend, a larger walk share means less of today's deviation reverts.)
          const dynamics = { ...drawn, todayDeviation: 0 };
          const input = toInput(c);
          const calm = priceFreezeFromDynamics(input, dynamics);
          const wild = priceFreezeFromDynamics(input, {
            ...dynamics,
            noiseVariance: dynamics.noiseVariance + moreNoise,
            walkVariance: dynamics.walkVariance + moreWalk,
          });
          expect(wild.dailyVolatility).toBeGreaterThanOrEqual(calm.dailyVolatility);
          expect(wild.riskFeeMinor).toBeGreaterThanOrEqual(calm.riskFeeMinor);
        },
      ),
    );
  });
});
