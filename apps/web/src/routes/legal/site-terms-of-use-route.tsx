import { LegalPage } from '../../features/shell/legal-page';

/** /site-terms-of-use/ */
export function Component() {
  return (
    <LegalPage
      title="siteTerms.title"
      intro="siteTerms.intro"
      sections={[
        { title: 'siteTerms.use.title', body: 'siteTerms.use.body' },
        { title: 'siteTerms.privacy.title', body: 'siteTerms.privacy.body' },
        { title: 'siteTerms.content.title', body: 'siteTerms.content.body' },
      ]}
    />
  );
}
