import { useId } from 'react';
import { useIntl } from 'react-intl';
import { isSupportedLocale } from '../../i18n/locale';
import { useLocale } from '../../i18n/locale-provider';

/** The language switch: a native select, labelled "Language", persisted and reflected in <html lang>. */
export function LanguageSwitch() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const id = useId();
  return (
    <div className="wf-language">
      <label htmlFor={id} className="wf-language-label">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 100 20 10 10 0 000-20zm6.9 6h-3a15.7 15.7 0 00-1.3-3.6A8 8 0 0118.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8.2 8.2 0 010-4h3.4a16.5 16.5 0 000 4H4.3zm.8 2h3a15.7 15.7 0 001.3 3.6A8 8 0 015.1 16zM8 8H5.1a8 8 0 014.3-3.6C8.8 5.5 8.4 6.7 8 8zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 010-4h4.6a14.7 14.7 0 010 4zm.3 5.6c.6-1.1 1-2.3 1.3-3.6h3a8 8 0 01-4.3 3.6zm1.7-5.6a16.5 16.5 0 000-4h3.4a8.2 8.2 0 010 4h-3.4z"
          />
        </svg>
        <span className="wf-language-text">{intl.formatMessage({ id: 'language.label' })}</span>
      </label>
      <select
        id={id}
        className="wf-language-select"
        value={locale}
        onChange={(event) => {
          if (isSupportedLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        <option value="en" lang="en">
          {intl.formatMessage({ id: 'language.en' })}
        </option>
        <option value="fr" lang="fr">
          {intl.formatMessage({ id: 'language.fr' })}
        </option>
      </select>
    </div>
  );
}
