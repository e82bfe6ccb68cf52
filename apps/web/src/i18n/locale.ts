import type { Locale } from '@wayfare/contracts/tenant';

export const DEFAULT_LOCALE: Locale = 'en';
export const SUPPORTED_LOCALES: readonly Locale[] = ['en', 'fr'];
/** Spec §1: the portal's time zone. */
export const PORTAL_TIME_ZONE = 'America/Toronto';

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
