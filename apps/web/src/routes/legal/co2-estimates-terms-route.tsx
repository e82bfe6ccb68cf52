import { Co2EstimatesTermsPage } from '../../features/protection-terms/co2-estimates-terms';
import { AreaMessages } from '../../i18n/area-messages';
import { LEGAL_EN } from '../../i18n/catalogues/legal';

/** /terms/co2-estimates: how a flight's CO₂ per passenger is estimated (issue 23). */
export function Component() {
  return (
    <AreaMessages english={LEGAL_EN}>
      <Co2EstimatesTermsPage />
    </AreaMessages>
  );
}
