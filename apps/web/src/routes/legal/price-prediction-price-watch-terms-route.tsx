import { PricePredictionTermsPage } from '../../features/protection-terms/price-prediction-terms';
import { AreaMessages } from '../../i18n/area-messages';
import { LEGAL_EN } from '../../i18n/catalogues/legal';

/** /terms/price-prediction-price-watch: how price prediction and price watch work (issue 19). */
export function Component() {
  return (
    <AreaMessages english={LEGAL_EN}>
      <PricePredictionTermsPage />
    </AreaMessages>
  );
}
