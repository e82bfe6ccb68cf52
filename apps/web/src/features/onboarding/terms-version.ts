import type { IntlShape } from 'react-intl';

/**
 * A terms version (`YYYY-MM`, when the terms took effect) as the locale writes a month:
 * "September 2026", « septembre 2026 ». Any other label is shown as it is.
 */
export function formatTermsVersion(intl: IntlShape, version: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(version)) return version;
  return intl.formatDate(`${version}-15T12:00:00Z`, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}
