import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SHORT_LAYOVER_MAX_MINUTES,
  computeEarnOnFare,
  formatRewardAmount,
  isShortLayover,
  roundFareForDisplay,
  selectTimeOfDayBucket,
  describeTripRoute,
} from './display-rules';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

describe('roundFareForDisplay', () => {
  it('rounds to whole units, half up', () => {
    expect(roundFareForDisplay(usd(12349))).toEqual({ amount: 123, currency: 'USD' });
    expect(roundFareForDisplay(usd(12350))).toEqual({ amount: 124, currency: 'USD' });
    expect(roundFareForDisplay(usd(12300))).toEqual({ amount: 123, currency: 'USD' });
    expect(roundFareForDisplay(usd(0))).toEqual({ amount: 0, currency: 'USD' });
    expect(roundFareForDisplay(usd(49))).toEqual({ amount: 0, currency: 'USD' });
    expect(roundFareForDisplay(usd(50))).toEqual({ amount: 1, currency: 'USD' });
  });

  it('leaves zero-decimal currencies as they are', () => {
    expect(roundFareForDisplay({ amountMinor: 15001, currency: 'JPY' })).toEqual({
      amount: 15001,
      currency: 'JPY',
    });
  });

  it('is never more than half a unit away from the exact amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (minor) => {
        const { amount } = roundFareForDisplay(usd(minor));
        expect(Number.isInteger(amount)).toBe(true);
        const error = amount * 100 - minor;
        expect(error).toBeGreaterThan(-50);
        expect(error).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe('computeEarnOnFare', () => {
  it('earns miles as dollars × multiplier, rounded up', () => {
    // $617.01 at 2X = 1,234.02 miles → 1,235.
    expect(computeEarnOnFare(usd(61701), 200, 'miles')).toEqual({ value: 1235, currency: 'miles' });
    expect(computeEarnOnFare(usd(61700), 200, 'miles')).toEqual({ value: 1234, currency: 'miles' });
    expect(computeEarnOnFare(usd(1), 125, 'miles')).toEqual({ value: 1, currency: 'miles' });
    expect(computeEarnOnFare(usd(0), 500, 'miles')).toEqual({ value: 0, currency: 'miles' });
  });

  it('earns cash as a percent of the fare, to the cent, half up', () => {
    // $100.00 at 1.5% = $1.50 = 150 cents.
    expect(computeEarnOnFare(usd(10000), 150, 'cash')).toEqual({ value: 150, currency: 'cash' });
    // $123.30 at 1.5% = 184.95 cents → 185.
    expect(computeEarnOnFare(usd(12330), 150, 'cash')).toEqual({ value: 185, currency: 'cash' });
    // $123.20 at 1.5% = 184.8 cents → 185; $123.10 → 184.65 → 185; $123.00 → 184.5 → 185.
    expect(computeEarnOnFare(usd(12300), 150, 'cash')).toEqual({ value: 185, currency: 'cash' });
    expect(computeEarnOnFare(usd(12290), 150, 'cash')).toEqual({ value: 184, currency: 'cash' });
  });

  it('never earns less than the exact miles and never a whole mile more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        (minor, rate) => {
          const { value } = computeEarnOnFare(usd(minor), rate, 'miles');
          const exact = (minor * rate) / 10_000;
          expect(value).toBeGreaterThanOrEqual(exact - 1e-9);
          expect(value - exact).toBeLessThan(1);
        },
      ),
    );
  });

  it('grows with the fare', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.constantFrom('miles' as const, 'cash' as const),
        (minor, extra, rate, currency) => {
          const low = computeEarnOnFare(usd(minor), rate, currency).value;
          const high = computeEarnOnFare(usd(minor + extra), rate, currency).value;
          expect(high).toBeGreaterThanOrEqual(low);
        },
      ),
    );
  });
});

describe('formatRewardAmount', () => {
  it('shows cash (cents) in dollars with two decimals', () => {
    expect(formatRewardAmount(150, 'cash')).toBe('$1.50');
    expect(formatRewardAmount(123456, 'cash')).toBe('$1,234.56');
    expect(formatRewardAmount(0, 'cash')).toBe('$0.00');
  });

  it('rounds miles up', () => {
    expect(formatRewardAmount(1234.01, 'miles')).toBe('1,235');
    expect(formatRewardAmount(1234, 'miles')).toBe('1,234');
    expect(formatRewardAmount(0.2, 'miles')).toBe('1');
  });

  it('follows the locale', () => {
    expect(formatRewardAmount(1234, 'miles', 'fr-CA')).toMatch(/^1\s234$/);
  });
});

describe('selectTimeOfDayBucket', () => {
  it('puts each boundary minute in the right bucket', () => {
    expect(selectTimeOfDayBucket('00:00')).toBe('earlyMorning');
    expect(selectTimeOfDayBucket('05:59')).toBe('earlyMorning');
    expect(selectTimeOfDayBucket('06:00')).toBe('morning');
    expect(selectTimeOfDayBucket('11:59')).toBe('morning');
    expect(selectTimeOfDayBucket('12:00')).toBe('afternoon');
    expect(selectTimeOfDayBucket('17:59')).toBe('afternoon');
    expect(selectTimeOfDayBucket('18:00')).toBe('evening');
    expect(selectTimeOfDayBucket('23:59')).toBe('evening');
  });

  it('reads the time out of a local date-time', () => {
    expect(selectTimeOfDayBucket('2026-12-10T07:45')).toBe('morning');
    expect(selectTimeOfDayBucket('2026-12-10T19:05')).toBe('evening');
  });

  it('rejects what is not a time', () => {
    expect(() => selectTimeOfDayBucket('noon')).toThrow();
  });

  it('maps every minute of the day to the bucket of its hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        const expected = ['earlyMorning', 'morning', 'afternoon', 'evening'][Math.floor(h / 6)];
        expect(selectTimeOfDayBucket(time)).toBe(expected);
      }),
    );
  });
});

describe('isShortLayover', () => {
  it('is two hours or less', () => {
    expect(SHORT_LAYOVER_MAX_MINUTES).toBe(120);
    expect(isShortLayover(0)).toBe(true);
    expect(isShortLayover(120)).toBe(true);
    expect(isShortLayover(121)).toBe(false);
  });
});

describe('describeTripRoute', () => {
  it('joins a round trip back to where it started, and names each slice’s own airports otherwise', () => {
    const jfkLhr = { origin: 'JFK', destination: 'LHR' };
    expect(describeTripRoute([jfkLhr, { origin: 'LHR', destination: 'JFK' }])).toBe('JFK ⇄ LHR');
    expect(describeTripRoute([jfkLhr, { origin: 'LHR', destination: 'EWR' }])).toBe(
      'JFK → LHR, LHR → EWR',
    );
    expect(describeTripRoute([jfkLhr, { origin: 'LGW', destination: 'JFK' }])).toBe(
      'JFK → LHR, LGW → JFK',
    );
    expect(describeTripRoute([jfkLhr])).toBe('JFK → LHR');
  });
});
