import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  chfarCoverageLimit,
  chfarDeadline,
  computeChfarCover,
  isChfarOffered,
  isChfarUsable,
  priceChfarPremium,
} from './change-for-any-reason';
import { PROTECTION_TERMS } from './protection-terms';

const terms = PROTECTION_TERMS.capone.changeForAnyReason;
const departure = new Date('2027-03-10T15:00:00Z');

describe('change for any reason', () => {
  it('is sold from exactly 24 hours before the first departure, not a moment later', () => {
    expect(isChfarOffered(new Date('2027-03-09T15:00:00Z'), departure, terms)).toBe(true);
    expect(isChfarOffered(new Date('2027-03-09T15:00:00.001Z'), departure, terms)).toBe(false);
  });

  it('is usable until exactly 3 hours before the first departure, once', () => {
    const deadline = chfarDeadline(departure, terms);
    expect(deadline.toISOString()).toBe('2027-03-10T12:00:00.000Z');
    expect(isChfarUsable('Active', deadline, deadline)).toBe(true);
    expect(isChfarUsable('Active', new Date(deadline.getTime() + 1), deadline)).toBe(false);
    expect(isChfarUsable('Used', new Date('2027-03-01T00:00:00Z'), deadline)).toBe(false);
  });

  it('prices the premium as the terms’ percent, rounded up to a whole dollar, at least the minimum', () => {
    expect(priceChfarPremium(45_010, terms)).toBe(
      Math.max(terms.minPremiumMinor, Math.ceil((45_010 * terms.premiumPercent) / 10_000) * 100),
    );
    expect(priceChfarPremium(1_000, terms)).toBe(terms.minPremiumMinor);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), (fares) => {
        const premium = priceChfarPremium(fares, terms);
        expect(premium % 100).toBe(terms.minPremiumMinor % 100);
        expect(premium).toBeGreaterThanOrEqual((fares * terms.premiumPercent) / 100);
      }),
    );
  });

  it('gives back what the change cost, never more than its limit', () => {
    const limit = chfarCoverageLimit(40_000, terms);
    expect(computeChfarCover(12_000, limit)).toBe(Math.min(12_000, limit));
    expect(computeChfarCover(0, limit)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 1_000_000 }), fc.nat(500_000), (due, lim) => {
        const cover = computeChfarCover(due, lim);
        expect(cover).toBeGreaterThanOrEqual(0);
        expect(cover).toBeLessThanOrEqual(Math.max(0, Math.min(due, lim)));
      }),
    );
  });

  it('counts 10 business days over weekends', () => {
    // Thursday 2027-03-04 + 10 business days = Thursday 2027-03-18.
    expect(addBusinessDays(new Date('2027-03-04T10:00:00Z'), 10).toISOString()).toBe(
      '2027-03-18T10:00:00.000Z',
    );
    // Saturday + 1 business day = Monday.
    expect(addBusinessDays(new Date('2027-03-06T10:00:00Z'), 1).toISOString()).toBe(
      '2027-03-08T10:00:00.000Z',
    );
  });
});
