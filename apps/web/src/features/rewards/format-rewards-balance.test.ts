import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { EN_MESSAGES } from '../../i18n/messages-en';
import { FR_MESSAGES } from '../../i18n/messages-fr';
import { formatRewardsBalance } from './format-rewards-balance';

const english = createIntl({ locale: 'en-US', messages: EN_MESSAGES });
const french = createIntl({ locale: 'fr-CA', messages: FR_MESSAGES });

describe('formatRewardsBalance', () => {
  it('shows miles with grouping and a plural', () => {
    expect(formatRewardsBalance(english, { value: 84_250, currency: 'miles' })).toBe(
      '84,250 miles',
    );
    expect(formatRewardsBalance(english, { value: 1, currency: 'miles' })).toBe('1 mile');
  });

  it('shows cash from cents with two decimals', () => {
    expect(formatRewardsBalance(english, { value: 123_456, currency: 'cash' })).toBe('$1,234.56');
    expect(formatRewardsBalance(english, { value: 5_000, currency: 'cash' })).toBe('$50.00');
  });

  it('follows the French locale', () => {
    expect(formatRewardsBalance(french, { value: 84_250, currency: 'miles' })).toMatch(
      /^84\s250 miles$/,
    );
    expect(formatRewardsBalance(french, { value: 123_456, currency: 'cash' })).toMatch(
      /^1\s234,56\s\$/,
    );
  });
});
