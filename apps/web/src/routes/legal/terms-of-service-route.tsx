import { LegalPage } from '../../features/shell/legal-page';
import { AreaMessages } from '../../i18n/area-messages';
import { LEGAL_EN } from '../../i18n/catalogues/legal';

/** /terms-of-service/ */
function TermsOfServicePage() {
  return (
    <LegalPage
      title="tos.title"
      intro="tos.intro"
      sections={[
        { title: 'tos.bookings.title', body: 'tos.bookings.body' },
        { title: 'tos.prices.title', body: 'tos.prices.body' },
        { title: 'tos.protections.title', body: 'tos.protections.body' },
        { title: 'tos.promotions.title', body: 'tos.promotions.body' },
      ]}
    />
  );
}

export function Component() {
  return (
    <AreaMessages english={LEGAL_EN}>
      <TermsOfServicePage />
    </AreaMessages>
  );
}
