import { DisruptionTermsPage } from '../../features/protection-terms/disruption-terms';
import { AreaMessages } from '../../i18n/area-messages';
import { LEGAL_EN } from '../../i18n/catalogues/legal';

/** /terms/disruption-assistance: disruption assistance's terms in this tenant (issue 20). */
export function Component() {
  return (
    <AreaMessages english={LEGAL_EN}>
      <DisruptionTermsPage />
    </AreaMessages>
  );
}
