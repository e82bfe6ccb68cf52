import { ChfarTermsPage } from '../../features/protection-terms/chfar-terms';
import { AreaMessages } from '../../i18n/area-messages';
import { LEGAL_EN } from '../../i18n/catalogues/legal';

/** /terms/change-for-any-reason: change for any reason's terms in this tenant (issue 18). */
export function Component() {
  return (
    <AreaMessages english={LEGAL_EN}>
      <ChfarTermsPage />
    </AreaMessages>
  );
}
