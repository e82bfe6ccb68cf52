import { FrozenPricesTerms } from '../../features/price-freeze/frozen-prices-terms';
import { AreaMessages } from '../../i18n/area-messages';
import { PRICE_FREEZE_EN } from '../../i18n/catalogues/price-freeze';

/** /terms/frozen-prices-hotel: the hotel price freeze's terms of this tenant. */
export function Component() {
  return (
    <AreaMessages english={PRICE_FREEZE_EN}>
      <FrozenPricesTerms product="hotel" />
    </AreaMessages>
  );
}
