import { CfarTermsPage } from '../../features/protection-terms/cfar-terms';
import { AreaMessages } from '../../i18n/area-messages';
import { LEGAL_EN } from '../../i18n/catalogues/legal';

/** /terms/cancel-for-any-reason: cancel for any reason's terms in this tenant (issue 18). */
export function Component() {
  return (
    <AreaMessages english={LEGAL_EN}>
      <CfarTermsPage />
    </AreaMessages>
  );
}
