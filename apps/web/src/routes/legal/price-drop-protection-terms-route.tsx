import { PriceDropTermsPage } from '../../features/protection-terms/price-drop-terms';
import { AreaMessages } from '../../i18n/area-messages';
import { LEGAL_EN } from '../../i18n/catalogues/legal';

/** /terms/price-drop-protection: price drop protection's terms in this tenant (issue 19). */
export function Component() {
  return (
    <AreaMessages english={LEGAL_EN}>
      <PriceDropTermsPage />
    </AreaMessages>
  );
}
