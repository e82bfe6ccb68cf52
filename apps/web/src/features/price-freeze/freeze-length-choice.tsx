import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Money } from '@wayfare/contracts/money';
import { formatCharge } from '../../format/format-money';

/** One length on offer, with its fee per traveler or per room. */
export interface FreezeLengthOption {
  durationHours: number;
  fee: Money;
  expiresAt: string;
}

/**
 * How long to freeze (flights and hotels): each length offered with its fee ("3 days · $19 per
 * traveler") and when it would end; choosing one calls `onChoose` (the page keeps it in its URL).
 */
export function FreezeLengthChoice({
  options,
  hours,
  onChoose,
  per,
  hint,
}: {
  options: readonly FreezeLengthOption[];
  hours: number | null;
  onChoose: (durationHours: number) => void;
  /** Whom the fee is for. */
  per: 'traveler' | 'room';
  hint?: ReactNode;
}) {
  const intl = useIntl();
  const id = useId();
  // The choice shows at once; the page's URL (and so `hours`) follows a moment later, and from
  // then on `hours` says which is chosen.
  const [picked, setPicked] = useState<{ hours: number; over: number | null } | null>(null);
  const checkedHours = picked && picked.over === hours ? picked.hours : hours;
  return (
    <fieldset className="wf-card wf-freeze-fieldset">
      <legend>{intl.formatMessage({ id: 'priceFreeze.lengthLegend' })}</legend>
      <div className="wf-stack" role="radiogroup">
        {options.map((o) => (
          <label key={o.durationHours} className="wf-radio">
            <input
              type="radio"
              name={`${id}-length`}
              checked={o.durationHours === checkedHours}
              onChange={() => {
                setPicked({ hours: o.durationHours, over: hours });
                onChoose(o.durationHours);
              }}
            />
            <span>
              {intl.formatMessage(
                { id: per === 'room' ? 'hotelFreeze.lengthOption' : 'priceFreeze.lengthOption' },
                {
                  days: intl.formatMessage(
                    { id: 'priceFreeze.days' },
                    { days: o.durationHours / 24 },
                  ),
                  fee: formatCharge(intl, o.fee),
                },
              )}
              <span className="wf-block wf-field-description">
                {intl.formatMessage(
                  { id: 'priceFreeze.ends' },
                  {
                    date: intl.formatDate(o.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  },
                )}
              </span>
            </span>
          </label>
        ))}
      </div>
      {hint}
    </fieldset>
  );
}
