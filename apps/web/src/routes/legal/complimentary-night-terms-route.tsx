import { ComplimentaryNightTermsPage } from '../../features/protection-terms/complimentary-night-terms';
import { AreaMessages } from '../../i18n/area-messages';
import { LEGAL_EN } from '../../i18n/catalogues/legal';

/** /terms/complimentary-night: the premium stays' complimentary night in this tenant (issue 24). */
export function Component() {
  return (
    <AreaMessages english={LEGAL_EN}>
      <ComplimentaryNightTermsPage />
    </AreaMessages>
  );
}
