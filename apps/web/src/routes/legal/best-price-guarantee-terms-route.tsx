import { PriceMatchTermsPage } from '../../features/protection-terms/price-match-terms';
import { AreaMessages } from '../../i18n/area-messages';
import { PRICE_MATCH_EN } from '../../i18n/catalogues/price-match';

/** /terms/best-price-guarantee: price match's terms in this tenant (issue 19). */
export function Component() {
  return (
    <AreaMessages english={PRICE_MATCH_EN}>
      <PriceMatchTermsPage />
    </AreaMessages>
  );
}
