import { MissedConnectionTermsPage } from '../../features/protection-terms/missed-connection-terms';
import { AreaMessages } from '../../i18n/area-messages';
import { LEGAL_EN } from '../../i18n/catalogues/legal';

/** /terms/missed-connection-guarantee: the self-transfer guarantee in this tenant (issue 20). */
export function Component() {
  return (
    <AreaMessages english={LEGAL_EN}>
      <MissedConnectionTermsPage />
    </AreaMessages>
  );
}
