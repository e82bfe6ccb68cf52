import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRewardAmount } from './display-rules';
import { priceFareInRewards } from './fare-rewards';

const VENTURE_X = { currency: 'miles', productDisplayName: 'Venture X' } as const;
const QUICKSILVER = { currency: 'cash', productDisplayName: 'Quicksilver' } as const;

describe('priceFareInRewards', () => {
  it('prices a fare in miles at one mile a cent, named after the card', () => {
    expect(priceFareInRewards({ amountMinor: 34_612, currency: 'USD' }, VENTURE_X)).toEqual({
      value: 34_612,
      currency: 'miles',
      currencyDescription: 'Venture X',
    });
  });

  it('shows cash rewards with two decimals and miles as a whole number (spec §9)', () => {
    const cash = priceFareInRewards({ amountMinor: 34_605, currency: 'USD' }, QUICKSILVER);
    expect(cash).toEqual({ value: 34_605, currency: 'cash', currencyDescription: 'Quicksilver' });
    expect(cash && formatRewardAmount(cash.value, cash.currency)).toBe('$346.05');
    const miles = priceFareInRewards({ amountMinor: 34_605, currency: 'USD' }, VENTURE_X);
    expect(miles && formatRewardAmount(miles.value, miles.currency)).toBe('34,605');
    // Canadian French groups with a no-break space.
    expect(miles && formatRewardAmount(miles.value, miles.currency, 'fr-CA')).toBe('34\u00a0605');
  });

  it('has no rewards price for a fare outside US dollars', () => {
    expect(priceFareInRewards({ amountMinor: 5_000, currency: 'JPY' }, VENTURE_X)).toBeNull();
  });

  it('never prices miles below the fare in cents, nor cash away from it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), (amountMinor) => {
        const miles = priceFareInRewards({ amountMinor, currency: 'USD' }, VENTURE_X);
        const cash = priceFareInRewards({ amountMinor, currency: 'USD' }, QUICKSILVER);
        expect(Number.isInteger(miles?.value)).toBe(true);
        expect(miles?.value).toBeGreaterThanOrEqual(amountMinor);
        expect(cash?.value).toBe(amountMinor);
      }),
    );
  });
});
