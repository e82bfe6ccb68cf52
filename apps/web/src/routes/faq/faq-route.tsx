import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { ROUTE_PATHS } from '../../api/access-rules';
import { PageTitle } from '../../components/page-title';
import { AreaMessages } from '../../i18n/area-messages';
import { FAQ_EN } from '../../i18n/catalogues/faq';
import type { MessageId } from '../../i18n/messages-en';
import { usePortal } from '../../tenant/portal-context';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { FAQ_GROUPS, listFaqEntries, readFaqValues, type FaqEntry } from './faq-entries';
import { matchesFaqQuery } from './faq-search';
import './faq.css';

interface ShownEntry extends FaqEntry {
  question: string;
  answer: string;
}

/** `/faq/#<id>` opens on that question: scrolled to, and its heading focused for the keyboard. */
function useQuestionAnchor(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
  }, [hash, ready]);
}

function FaqAnswer({ entry }: { entry: ShownEntry }) {
  const intl = useIntl();
  const headingId = `${entry.id}-q`;
  return (
    <article id={entry.id} className="wf-faq-entry" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1}>
        {entry.question}{' '}
        <a
          className="wf-faq-anchor"
          href={`#${entry.id}`}
          aria-label={`${intl.formatMessage({ id: 'faq.copyLink' })}: ${entry.question}`}
        >
          #
        </a>
      </h3>
      <p>{entry.answer}</p>
      {entry.terms ? (
        <p>
          <Link to={entry.terms}>{intl.formatMessage({ id: 'faq.terms' })}</Link>
        </p>
      ) : null}
      {entry.id === 'trip-find' ? (
        <p>
          <Link to={ROUTE_PATHS.tripLookup}>{intl.formatMessage({ id: 'faq.tripLookup' })}</Link>
        </p>
      ) : null}
    </article>
  );
}

/**
 * `/faq/` (public, per tenant): the questions grouped by product, their figures from the tenant's
 * terms; a search box filters them as you type, with the count announced politely.
 */
function FaqPage() {
  const intl = useIntl();
  const { boot, brand } = usePortal();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const announced = useDebouncedValue(query, 400);
  const values = useMemo(() => readFaqValues(boot.tenant, intl.locale), [boot.tenant, intl.locale]);
  const entries = useMemo(
    () =>
      listFaqEntries(boot.tenant).map((entry) => ({
        ...entry,
        question: intl.formatMessage({ id: `faq.${entry.id}.q` as MessageId }),
        answer: intl.formatMessage({ id: `faq.${entry.id}.a` as MessageId }, values),
      })),
    [boot.tenant, intl, values],
  );
  const shown = entries.filter((e) => matchesFaqQuery(query, e.question, e.answer));
  const announcedCount = entries.filter((e) =>
    matchesFaqQuery(announced, e.question, e.answer),
  ).length;
  const groups = FAQ_GROUPS.map((group) => ({
    group,
    entries: shown.filter((e) => e.group === group),
  })).filter((g) => g.entries.length > 0);
  useQuestionAnchor(entries.length > 0);

  const title = intl.formatMessage({ id: 'faq.title' });
  const trimmed = query.trim();
  const announcedTrimmed = announced.trim();
  return (
    <div className="wf-page-narrow wf-faq">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="wf-lead">
        {intl.formatMessage(
          { id: 'faq.intro' },
          { brand: intl.formatMessage({ id: brand.displayName }) },
        )}
      </p>
      <div role="search" className="wf-faq-search">
        <label className="wf-field-label" htmlFor={inputId}>
          {intl.formatMessage({ id: 'faq.search.label' })}
        </label>
        <p id={`${inputId}-hint`} className="wf-field-description">
          {intl.formatMessage({ id: 'faq.search.hint' })}
        </p>
        <div className="wf-faq-search-row">
          <input
            id={inputId}
            className="wf-input"
            type="search"
            autoComplete="off"
            value={query}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => setQuery(event.target.value)}
          />
          {trimmed ? (
            <button
              type="button"
              className="wf-button"
              data-variant="secondary"
              onClick={() => setQuery('')}
            >
              {intl.formatMessage({ id: 'faq.search.clear' })}
            </button>
          ) : null}
        </div>
      </div>
      {/* The count a person sees as they type; the same, once typing pauses, is announced. */}
      <p className="wf-faq-count" aria-hidden="true">
        {trimmed
          ? intl.formatMessage(
              { id: 'faq.search.countFor' },
              { count: shown.length, query: trimmed },
            )
          : intl.formatMessage({ id: 'faq.search.count' }, { count: shown.length })}
      </p>
      <p role="status" aria-live="polite" className="wf-visually-hidden">
        {announcedTrimmed
          ? intl.formatMessage(
              { id: 'faq.search.countFor' },
              { count: announcedCount, query: announcedTrimmed },
            )
          : ''}
      </p>
      {groups.length === 0 ? (
        <div className="wf-notice" data-testid="faq-empty">
          <h2>{intl.formatMessage({ id: 'faq.empty.title' }, { query: trimmed })}</h2>
          <p>
            {intl.formatMessage(
              { id: 'faq.empty.body' },
              {
                phone: (
                  <a key="phone" href={`tel:${brand.supportPhone.tel}`}>
                    {brand.supportPhone.display}
                  </a>
                ),
              },
            )}
          </p>
        </div>
      ) : (
        groups.map(({ group, entries: inGroup }) => (
          <section key={group} className="wf-faq-group" aria-labelledby={`faq-group-${group}`}>
            <h2 id={`faq-group-${group}`}>
              {intl.formatMessage({ id: `faq.group.${group}` as MessageId })}
            </h2>
            {inGroup.map((entry) => (
              <FaqAnswer key={entry.id} entry={entry} />
            ))}
          </section>
        ))
      )}
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={FAQ_EN}>
      <FaqPage />
    </AreaMessages>
  );
}
