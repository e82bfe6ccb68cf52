import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages-en';
import { usePortal } from '../../tenant/portal-context';
import { PageTitle } from '../../components/page-title';

export interface LegalSection {
  title: MessageId;
  body: MessageId;
}

/** A short terms page: title, introduction and titled sections. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: MessageId;
  intro: MessageId;
  sections: readonly LegalSection[];
}) {
  const intl = useIntl();
  const { brand } = usePortal();
  const heading = intl.formatMessage({ id: title });
  return (
    <article className="wf-page-narrow wf-card wf-prose" aria-labelledby="legal-title">
      <PageTitle title={heading} />
      <h1 id="legal-title">{heading}</h1>
      <p className="wf-lead">
        {intl.formatMessage(
          { id: intro },
          { brand: intl.formatMessage({ id: brand.displayName }) },
        )}
      </p>
      {sections.map((section) => (
        <section key={section.title}>
          <h2>{intl.formatMessage({ id: section.title })}</h2>
          <p>{intl.formatMessage({ id: section.body })}</p>
        </section>
      ))}
    </article>
  );
}
