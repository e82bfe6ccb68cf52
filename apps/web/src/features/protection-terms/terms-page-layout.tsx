import type { ReactNode } from 'react';
import { PageTitle } from '../../components/page-title';
import './protection-terms.css';

export interface TermsRow {
  label: string;
  value: ReactNode;
}

export interface TermsSection {
  title: string;
  /** A list of points (what ends it, what it covers), or a paragraph. */
  items?: readonly ReactNode[];
  /** The items are steps in order. */
  ordered?: boolean;
  body?: ReactNode;
}

/**
 * The one layout of a protection's terms page: the title, an introduction, the terms as a list of
 * label and value (each read from the per-tenant terms by the page) and sections below.
 */
export function TermsPageLayout({
  title,
  intro,
  rows,
  sections,
}: {
  title: string;
  intro: ReactNode;
  rows: readonly TermsRow[];
  sections: readonly TermsSection[];
}) {
  return (
    <div className="wf-page wf-legal-page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p>{intro}</p>
      <dl className="wf-card wf-protection-terms">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.items && section.ordered ? (
            <ol>
              {section.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ol>
          ) : null}
          {section.items && !section.ordered ? (
            <ul>
              {section.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.body ? <p>{section.body}</p> : null}
        </section>
      ))}
    </div>
  );
}
