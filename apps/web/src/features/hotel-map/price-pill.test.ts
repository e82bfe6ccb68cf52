import { describe, expect, it } from 'vitest';
import { formatClusterCount, formatPillPrice } from './price-pill';

describe('map pills', () => {
  it('shows the nightly price in whole units, as the list does', () => {
    expect(formatPillPrice('en-US', { amountMinor: 18950, currency: 'USD' })).toBe('$190');
    expect(formatPillPrice('en-US', { amountMinor: 999_900, currency: 'USD' })).toBe('$9,999');
    expect(formatPillPrice('fr-CA', { amountMinor: 18950, currency: 'USD' })).toMatch(
      /^190\s\$\s?US$/,
    );
  });

  it('shortens from ten thousand so pills stay small', () => {
    expect(formatPillPrice('en-US', { amountMinor: 1_000_000, currency: 'USD' })).toBe('$10K');
    expect(formatPillPrice('en-US', { amountMinor: 1_234_500, currency: 'USD' })).toBe('$12.3K');
  });

  it('counts a cluster’s hotels', () => {
    expect(formatClusterCount('en-US', 12)).toBe('12');
    expect(formatClusterCount('en-US', 1530)).toBe('1.5K');
  });
});
