import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatTermsVersion } from './terms-version';

describe('formatTermsVersion', () => {
  it('writes the month the terms took effect in the locale', () => {
    expect(formatTermsVersion(createIntl({ locale: 'en-US' }), '2026-09')).toBe('September 2026');
    expect(formatTermsVersion(createIntl({ locale: 'fr-CA' }), '2026-09')).toBe('septembre 2026');
  });

  it('keeps any other label as it is', () => {
    expect(formatTermsVersion(createIntl({ locale: 'en-US' }), 'v3')).toBe('v3');
    expect(formatTermsVersion(createIntl({ locale: 'en-US' }), '2026-13')).toBe('2026-13');
  });
});
