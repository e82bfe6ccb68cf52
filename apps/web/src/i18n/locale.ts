import type { Locale } from '@wayfare/contracts/tenant';

export const DEFAULT_LOCALE: Locale = 'en';
export const SUPPORTED_LOCALES: readonly Locale[] = ['en', 'fr'];
/** Spec §1: the portal's time zone. */
export const PORTAL_TIME_ZONE = 'America/Toronto';

/** Today's date (YYYY-MM-DD) in the portal's time zone. */
export function todayInPortalZone(): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: PORTAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The stored choice when there is one; otherwise the spec's default, en_US. */
export function resolveInitialLocale(stored: string | null): Locale {
  return isSupportedLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** The BCP 47 tag used for formatting and `<html lang>`. */
export function toLanguageTag(locale: Locale): 'en-US' | 'fr-CA' {
  return locale === 'fr' ? 'fr-CA' : 'en-US';
}
