import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { LocalizedText, Takeover } from '@wayfare/contracts/takeovers';
import { takeoversQueryOptions } from '../../api/site-notice-calls';
import { STORAGE_KEYS, readStoredValue, writeStoredValue } from '../../api/storage-keys';
import './site-notices.css';

/** The ids this browser dismissed (a JSON list; anything else reads as none). */
export function readDismissedTakeovers(text: string | null): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function sayText(text: LocalizedText, locale: string): string {
  return locale.startsWith('fr') ? (text.fr ?? text.en) : text.en;
}

function TakeoverBanner({ notice, onDismiss }: { notice: Takeover; onDismiss: () => void }) {
  const intl = useIntl();
  const title = sayText(notice.title, intl.locale);
  const headingId = `takeover-${notice.id}`;
  const link = notice.link;
  return (
    <section
      className="wf-site-notice"
      data-tone={notice.tone}
      aria-labelledby={headingId}
      data-testid="takeover-banner"
    >
      <div className="wf-site-notice-text">
        <h2 id={headingId}>{title}</h2>
        <p>
          {sayText(notice.body, intl.locale)}
          {link ? (
            <>
              {' '}
              {link.href.startsWith('/') ? (
                <Link to={link.href}>{sayText(link.label, intl.locale)}</Link>
              ) : (
                <a href={link.href} rel="noopener noreferrer">
                  {sayText(link.label, intl.locale)}
                </a>
              )}
            </>
          ) : null}
        </p>
      </div>
      <button
        type="button"
        className="wf-site-notice-dismiss"
        aria-label={intl.formatMessage({ id: 'takeover.dismiss' }, { title })}
        onClick={onDismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}

/** This tenant's site-wide notices (GET /takeovers), each dismissable for good in this browser. */
export function TakeoverBanners() {
  const takeovers = useQuery(takeoversQueryOptions());
  const [dismissed, setDismissed] = useState(() =>
    readDismissedTakeovers(readStoredValue(STORAGE_KEYS.dismissedTakeovers)),
  );
  const showing = (takeovers.data?.takeovers ?? []).filter((n) => !dismissed.includes(n.id));
  if (showing.length === 0) return null;
  const dismiss = (id: string) => {
    const next = [...dismissed, id];
    setDismissed(next);
    writeStoredValue(STORAGE_KEYS.dismissedTakeovers, JSON.stringify(next));
  };
  return (
    <div className="wf-site-notices">
      {showing.map((notice) => (
        <TakeoverBanner key={notice.id} notice={notice} onDismiss={() => dismiss(notice.id)} />
      ))}
    </div>
  );
}
