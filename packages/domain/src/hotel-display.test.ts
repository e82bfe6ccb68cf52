import fc from 'fast-check';
import type { Money } from '@wayfare/contracts/money';
import { describe, expect, it } from 'vitest';
import {
  COMPLIMENTARY_NIGHT_MIN_NIGHTS,
  computeNightlyPrice,
  isComplimentaryNightEligible,
  isRoomsLabelShown,
  selectQualityTier,
} from './hotel-display';
import { protectionTermsFor } from './protection-terms';

const usd = (amountMinor: number): Money => ({ amountMinor, currency: 'USD' });

describe('the complimentary fourth night', () => {
  it.each([
    ['capone', 'Lifestyle', 4, true],
    ['capone', 'Lifestyle', 3, false],
    ['capone', 'Premier', 4, false],
    ['capone-corporate', 'Premier', 4, true],
    ['capone-corporate', 'Lifestyle', 5, true],
    ['capone-corporate', 'Premier', 3, false],
    ['capone-corporate', 'NoCollection', 7, false],
  ] as const)('%s, %s, %i nights → %s', (tenant, collection, nights, expected) => {
    expect(isComplimentaryNightEligible(tenant, collection, nights)).toBe(expected);
  });
});

describe('nightly price', () => {
  it('rounds up to the minor unit', () => {
    expect(computeNightlyPrice(usd(10000), 3)).toEqual(usd(3334));
    expect(computeNightlyPrice(usd(9000), 3)).toEqual(usd(3000));
  });

  it('never shows nights that add up to less than the stay', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 30 }),
        (total, nights) => {
          const nightly = computeNightlyPrice(usd(total), nights).amountMinor;
          expect(nightly * nights).toBeGreaterThanOrEqual(total);
          expect((nightly - 1) * nights).toBeLessThan(total);
        },
      ),
    );
  });

  it('refuses a stay without nights', () => {
    expect(() => computeNightlyPrice(usd(100), 0)).toThrow(RangeError);
  });
});

describe('labels and tiers', () => {
  it('shows the rooms label from 2 rooms', () => {
    expect(isRoomsLabelShown(1)).toBe(false);
    expect(isRoomsLabelShown(2)).toBe(true);
  });

  it('maps 1–5 stars to quality tiers 0–4', () => {
    expect([1, 2, 3, 4, 5].map(selectQualityTier)).toEqual([0, 1, 2, 3, 4]);
    expect(selectQualityTier(0)).toBe(0);
    expect(selectQualityTier(9)).toBe(4);
  });
});

describe('the complimentary night and its terms', () => {
  it('agree: the fourth night, from the per-tenant terms source', () => {
    for (const tenant of ['capone', 'capone-corporate'] as const) {
      const terms = protectionTermsFor(tenant).complimentaryNight;
      expect(terms.minNights).toBe(COMPLIMENTARY_NIGHT_MIN_NIGHTS);
      expect(terms.freeNight).toBe(COMPLIMENTARY_NIGHT_MIN_NIGHTS);
      for (const collection of ['Premier', 'Lifestyle', 'NoCollection'] as const)
        expect(isComplimentaryNightEligible(tenant, collection, terms.minNights)).toBe(
          terms.collections.includes(collection),
        );
    }
  });
});
