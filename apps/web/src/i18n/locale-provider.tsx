import type { ReactNode } from 'react';
import { createContext, use, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@wayfare/contracts/tenant';
import { STORAGE_KEYS, readStoredValue, writeStoredValue } from '../api/storage-keys';
import type { MessageCatalogue } from './messages-en';
import { SHELL_EN_MESSAGES } from './messages-en';
import { PORTAL_TIME_ZONE, resolveInitialLocale, toLanguageTag } from './locale';
import './intl-message-ids';

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

interface LoadedCatalogue {
  locale: Locale;
  /** English lacks the area catalogues its pages add (area-messages.tsx); French is complete. */
  messages: Partial<MessageCatalogue>;
}

const LocaleContext = createContext<LocaleState | null>(null);

/** French is fetched only when chosen, so English-only visits never download it. */
async function loadCatalogue(locale: Locale): Promise<Partial<MessageCatalogue>> {
  if (locale === 'en') return SHELL_EN_MESSAGES;
  const module = await import('./messages-fr');
  return module.FR_MESSAGES;
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [initialLocale] = useState<Locale>(() =>
    resolveInitialLocale(readStoredValue(STORAGE_KEYS.locale)),
  );
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  // Null only while a stored non-English choice loads at start-up, so English never flashes.
  const [catalogue, setCatalogue] = useState<LoadedCatalogue | null>(() =>
    initialLocale === 'en' ? { locale: 'en', messages: SHELL_EN_MESSAGES } : null,
  );

  useEffect(() => {
    let isCurrent = true;
    loadCatalogue(locale).then(
      (messages) => {
        if (isCurrent) setCatalogue({ locale, messages });
      },
      (error: unknown) => {
        console.error('Could not load the catalogue', locale, error);
        if (isCurrent)
          setCatalogue((shown) => shown ?? { locale: 'en', messages: SHELL_EN_MESSAGES });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [locale]);

  const shownLocale = catalogue?.locale;
  useEffect(() => {
    if (!shownLocale) return;
    // index.html starts as en-US. A change of the page's language restyles the whole page (tens of
    // milliseconds on a phone), so it is made only when the language differs.
    const tag = toLanguageTag(shownLocale);
    if (document.documentElement.lang !== tag) document.documentElement.lang = tag;
  }, [shownLocale]);

  const setLocale = (next: Locale) => {
    writeStoredValue(STORAGE_KEYS.locale, next);
    setLocaleState(next);
  };

  if (!catalogue) return null;

  return (
    <LocaleContext value={{ locale: catalogue.locale, setLocale }}>
      <IntlProvider
        locale={toLanguageTag(catalogue.locale)}
        defaultLocale="en-US"
        timeZone={PORTAL_TIME_ZONE}
        // English holds the shell's messages; each area's pages add their own (area-messages.tsx).
        messages={catalogue.messages as MessageCatalogue}
      >
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

export function useLocale(): LocaleState {
  const state = use(LocaleContext);
  if (!state) throw new Error('useLocale must be used inside LocaleProvider');
  return state;
}
