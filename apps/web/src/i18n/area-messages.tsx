import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useLocale } from './locale-provider';

/**
 * English messages that only a few pages use live in an area catalogue (`catalogues/<area>.ts`)
 * that those pages' route modules import, so every other first visit downloads only the shell's
 * messages and its own: a page wraps itself in <AreaMessages english={…}>, which adds the area's
 * English messages to the catalogue below it. French keeps one catalogue with every message,
 * loaded only when French is chosen, so nothing is added to it. The areas loaded this way are
 * listed in messages-en.ts (`MessageId` still covers their ids).
 */
export function AreaMessages({
  english,
  children,
}: {
  english: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const messages = useMemo(
    () => (locale === 'en' ? { ...intl.messages, ...english } : null),
    [locale, intl.messages, english],
  );
  if (!messages) return children;
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      formats={intl.formats}
      messages={messages}
    >
      {children}
    </IntlProvider>
  );
}
