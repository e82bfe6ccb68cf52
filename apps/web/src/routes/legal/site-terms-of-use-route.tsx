import { LegalPage } from '../../features/shell/legal-page';
import { AreaMessages } from '../../i18n/area-messages';
import { LEGAL_EN } from '../../i18n/catalogues/legal';

/** /site-terms-of-use/ */
function SiteTermsOfUsePage() {
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

export function Component() {
  return (
    <AreaMessages english={LEGAL_EN}>
      <SiteTermsOfUsePage />
    </AreaMessages>
  );
}
