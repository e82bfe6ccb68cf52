import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Money } from '@wayfare/contracts/money';
import type { TravelOffer } from '@wayfare/contracts/travel-offers';
import { formatTotal } from '../../format/format-money';
import { sayTravelOfferTerms, sayTravelOfferTitle } from '../../format/format-travel-offer';
import { Checkbox } from '../../ui/checkbox';

/**
 * A tenant travel offer for what is being booked (issue 23): used unless the person turns it off,
 * with what it takes off and its terms.
 */
export function TravelOfferSection({
  offer,
  discount,
  total,
  isApplied,
  onChange,
}: {
  offer: TravelOffer;
  discount: Money;
  /** What is charged now before the offer. */
  total: Money;
  isApplied: boolean;
  onChange: (isApplied: boolean) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const title = sayTravelOfferTitle(intl, offer);
  return (
    <section
      className="wf-card wf-booking-section"
      aria-labelledby={`${id}-title`}
      data-testid="booking-travel-offer"
    >
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'travelOffer.booking.title' })}</h2>
      <Checkbox isSelected={isApplied} onChange={onChange}>
        {intl.formatMessage(
          { id: 'travelOffer.booking.apply' },
          { title, amount: formatTotal(intl, discount) },
        )}
      </Checkbox>
      <p className="wf-field-description" aria-live="polite">
        {isApplied
          ? intl.formatMessage(
              { id: 'travelOffer.booking.applied' },
              {
                rest: formatTotal(intl, {
                  amountMinor: total.amountMinor - discount.amountMinor,
                  currency: total.currency,
                }),
                total: formatTotal(intl, total),
              },
            )
          : intl.formatMessage({ id: 'travelOffer.booking.notApplied' })}
      </p>
      <details>
        <summary>{intl.formatMessage({ id: 'travelOffer.booking.terms' })}</summary>
        <ul className="wf-field-description">
          {sayTravelOfferTerms(intl, offer).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
