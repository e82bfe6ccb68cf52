import { useIntl, type IntlShape } from 'react-intl';
import type { PackagePrice } from '@wayfare/contracts/packages';
import type { Money } from '@wayfare/contracts/money';
import { formatFare, formatFareDifference, formatTotal } from '../../format/format-money';

/** A package's price on a card or a rate: per person including flights, the total, the saving. */
export function PackagePriceBlock({ price }: { price: PackagePrice }) {
  const intl = useIntl();
  return (
    <div className="wf-package-price">
      <p className="wf-package-price-person">
        <strong>{formatFare(intl, price.perPerson)}</strong>{' '}
        <span>{intl.formatMessage({ id: 'packagePrice.perPerson' })}</span>
      </p>
      <p className="wf-field-description">
        {intl.formatMessage(
          { id: 'packagePrice.total' },
          { total: formatTotal(intl, price.total), travelers: price.travelers },
        )}
      </p>
      {price.saving.amountMinor > 0 ? (
        <p className="wf-package-saving">
          {intl.formatMessage(
            { id: 'packagePrice.saving' },
            { saving: formatTotal(intl, price.saving), percent: price.savingPercent },
          )}
        </p>
      ) : null}
    </div>
  );
}

/** "+$42", "-$18" or "Included": a fare's difference to the package price, per person. */
export function sayFareDifference(intl: IntlShape, difference: Money): string {
  return difference.amountMinor === 0
    ? intl.formatMessage({ id: 'packageFlights.included' })
    : formatFareDifference(intl, difference);
}
