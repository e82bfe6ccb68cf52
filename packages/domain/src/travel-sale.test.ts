import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_PRICED_DAYS } from './fare-levels';
import { pickSaleFare, type PricedDay } from './travel-sale';

const day = (n: number) => new Date(Date.UTC(2027, 0, 1 + n)).toISOString().slice(0, 10);
const days = (fares: readonly (number | null)[]): PricedDay[] =>
  fares.map((fareMinor, i) => ({ date: day(i), fareMinor }));

describe('pickSaleFare', () => {
  it('answers the lowest day against the median day, with the whole percent saved', () => {
    // Seven days at $200 and one at $150: the usual fare is $200, the sale $150, 25 % off.
    const found = pickSaleFare(
      days([20_000, 20_000, 20_000, 15_000, 20_000, 20_000, 20_000, 20_000]),
    );
    expect(found).toEqual({
      date: day(3),
      fareMinor: 15_000,
      usualMinor: 20_000,
      savingPercent: 25,
    });
  });

  it('takes the earliest of days that tie', () => {
    const found = pickSaleFare(days([300, 100, 300, 100, 300, 300, 300, 300]));
    expect(found?.date).toBe(day(1));
  });

  it('says nothing off when the lowest fare is the usual one', () => {
    expect(pickSaleFare(days(Array<number>(10).fill(12_345)))?.savingPercent).toBe(0);
  });

  it('gives no sale fare with fewer priced days than a usual fare needs', () => {
    const few: (number | null)[] = [...Array<number>(MIN_PRICED_DAYS - 1).fill(100), null, null];
    expect(pickSaleFare(days(few))).toBeNull();
    expect(pickSaleFare(days([...few.slice(0, -2), 100]))).not.toBeNull();
  });

  it('never finds a fare above any priced day, nor a saving outside 0–99 %', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 1, max: 5_000_000 }), { nil: null }), {
          maxLength: 200,
        }),
        (fares) => {
          const found = pickSaleFare(days(fares));
          const priced = fares.filter((f): f is number => f !== null);
          if (priced.length < MIN_PRICED_DAYS) {
            expect(found).toBeNull();
            return;
          }
          expect(found).not.toBeNull();
          if (!found) return;
          expect(found.fareMinor).toBe(Math.min(...priced));
          expect(found.usualMinor).toBeGreaterThanOrEqual(found.fareMinor);
          expect(found.savingPercent).toBeGreaterThanOrEqual(0);
          expect(found.savingPercent).toBeLessThan(100);
          expect(fares[days(fares).findIndex((d) => d.date === found.date)]).toBe(found.fareMinor);
        },
      ),
    );
  });
});
