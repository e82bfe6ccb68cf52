import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describePriceDifference,
  judgePriceConsent,
  MAX_PRICE_INCREASE_PERCENT,
} from './price-consent';

describe('judgePriceConsent', () => {
  it('books the held price, and a changed one only once exactly it is accepted', () => {
    expect(
      judgePriceConsent({ quotedMinor: 10_000, currentMinor: 10_000, acceptedMinor: null }),
    ).toEqual({ ok: true });
    expect(
      judgePriceConsent({ quotedMinor: 10_000, currentMinor: 11_000, acceptedMinor: null }),
    ).toEqual({ ok: false, code: 'PriceChanged' });
    expect(
      judgePriceConsent({ quotedMinor: 10_000, currentMinor: 11_000, acceptedMinor: 10_999 }),
    ).toEqual({ ok: false, code: 'PriceChanged' });
    expect(
      judgePriceConsent({ quotedMinor: 10_000, currentMinor: 9_000, acceptedMinor: 9_000 }),
    ).toEqual({ ok: true });
  });

  it('refuses a rise beyond 25% whatever was accepted (the boundary itself is acceptable)', () => {
    expect(MAX_PRICE_INCREASE_PERCENT).toBe(25);
    expect(
      judgePriceConsent({ quotedMinor: 10_000, currentMinor: 12_500, acceptedMinor: 12_500 }),
    ).toEqual({ ok: true });
    expect(
      judgePriceConsent({ quotedMinor: 10_000, currentMinor: 12_501, acceptedMinor: 12_501 }),
    ).toEqual({ ok: false, code: 'MaximumPriceIncreaseReached' });
  });

  it('never lets a price the person did not agree to through', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000_000 }),
        fc.nat({ max: 10_000_000 }),
        fc.option(fc.nat({ max: 10_000_000 })),
        (quotedMinor, currentMinor, acceptedMinor) => {
          const result = judgePriceConsent({ quotedMinor, currentMinor, acceptedMinor });
          if (result.ok) expect([quotedMinor, acceptedMinor]).toContain(currentMinor);
          if (currentMinor <= quotedMinor && !result.ok) expect(result.code).toBe('PriceChanged');
        },
      ),
    );
  });
});

describe('describePriceDifference', () => {
  it('says nothing when the totals agree, else which way and by how much', () => {
    expect(describePriceDifference(126_748, 126_748)).toBeNull();
    expect(describePriceDifference(null, 126_748)).toBeNull();
    expect(describePriceDifference(126_636, 126_748)).toEqual({
      direction: 'up',
      differenceMinor: 112,
    });
    expect(describePriceDifference(126_748, 126_636)).toEqual({
      direction: 'down',
      differenceMinor: 112,
    });
  });
});
