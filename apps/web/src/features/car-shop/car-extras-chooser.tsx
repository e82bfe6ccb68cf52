import { useIntl } from 'react-intl';
import type { CarExtra } from '@wayfare/contracts/cars';
import { formatTotal } from '../../format/format-money';
import { priceCarExtraMinor, sortCarExtras, type CarExtraQuantities } from './car-extras';

/**
 * Extras with their quantities (child seats, an additional driver, GPS, full coverage…): each a
 * labelled select from none to its maximum, its price a day and for the rental written beside it.
 */
export function CarExtrasChooser({
  extras,
  days,
  chosen,
  onChange,
}: {
  extras: readonly CarExtra[];
  days: number;
  chosen: CarExtraQuantities;
  onChange: (next: CarExtraQuantities) => void;
}) {
  const intl = useIntl();
  if (extras.length === 0) return null;
  return (
    <section className="wf-card wf-car-extras" aria-labelledby="car-extras-title">
      <h2 id="car-extras-title">{intl.formatMessage({ id: 'carShop.extras' })}</h2>
      <p className="wf-field-description">{intl.formatMessage({ id: 'carShop.extrasHint' })}</p>
      <ul className="wf-car-extra-list">
        {sortCarExtras(extras).map((extra) => {
          const id = `car-extra-${extra.type}`;
          const quantity = chosen[extra.type] ?? 0;
          return (
            <li key={extra.type} className="wf-car-extra">
              <div>
                <label htmlFor={id} className="wf-field-label">
                  {intl.formatMessage({ id: `carExtra.${extra.type}` })}
                </label>
                <p className="wf-field-description" id={`${id}-price`}>
                  {intl.formatMessage(
                    { id: 'carShop.extraPrice' },
                    {
                      perDay: formatTotal(intl, extra.pricePerDay),
                      max: formatTotal(intl, {
                        amountMinor: priceCarExtraMinor(extra, days, 1),
                        currency: extra.pricePerDay.currency,
                      }),
                    },
                  )}
                </p>
              </div>
              <select
                id={id}
                className="wf-input wf-car-extra-quantity"
                value={quantity}
                aria-describedby={`${id}-price`}
                onChange={(event) =>
                  onChange({ ...chosen, [extra.type]: Number(event.target.value) })
                }
              >
                {Array.from({ length: extra.maxQuantity + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n === 0 ? intl.formatMessage({ id: 'carShop.extraNone' }) : n}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
