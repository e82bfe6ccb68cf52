import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CfarOffer } from '@wayfare/contracts/cancel-for-any-reason';
import { formatZonedInstant } from '../../format/format-dates';
import { formatCharge, formatTotal } from '../../format/format-money';

/**
 * Cancel for any reason on the booking page (issue 18): sold only here, for every traveler and
 * flight together, at the premium held with the quote. Nothing is pre-chosen for the traveller but
 * "no": a paid add-on is only ever added by their own choice.
 */
export function CfarAddOn({
  offer,
  timeZone,
  added,
  onChange,
}: {
  offer: CfarOffer;
  /** The first departure airport's zone: the deadline is on its clock. */
  timeZone: string;
  added: boolean;
  onChange: (added: boolean) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const deadline = formatZonedInstant(intl, offer.deadline, timeZone);
  return (
    <section className="wf-card wf-booking-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'cfar.addOn.title' })}</h2>
      <p>
        {intl.formatMessage(
          { id: 'cfar.addOn.intro' },
          {
            deadline,
            percent: offer.refundPercent,
            refund: formatTotal(intl, offer.refundAmount),
          },
        )}
      </p>
      <fieldset className="wf-cfar-choice">
        <legend className="wf-visually-hidden">
          {intl.formatMessage({ id: 'cfar.addOn.legend' })}
        </legend>
        <div className="wf-stack">
          <label className="wf-radio">
            <input
              type="radio"
              name={`${id}-cfar`}
              checked={added}
              onChange={() => onChange(true)}
            />
            <span>
              {intl.formatMessage(
                { id: 'cfar.addOn.yes' },
                { premium: formatCharge(intl, offer.premium) },
              )}
              <span className="wf-block wf-field-description">
                {intl.formatMessage(
                  { id: 'cfar.addOn.yesHint' },
                  { percent: offer.premiumPercent },
                )}
              </span>
            </span>
          </label>
          <label className="wf-radio">
            <input
              type="radio"
              name={`${id}-cfar`}
              checked={!added}
              onChange={() => onChange(false)}
            />
            <span>{intl.formatMessage({ id: 'cfar.addOn.no' })}</span>
          </label>
        </div>
      </fieldset>
      <p className="wf-field-description">
        {intl.formatMessage(
          { id: 'cfar.addOn.fineprint' },
          { min: offer.refundBillingCycles.min, max: offer.refundBillingCycles.max },
        )}{' '}
        <Link to="/terms/cancel-for-any-reason" target="_blank" rel="noopener">
          {intl.formatMessage({ id: 'cfar.addOn.terms' })}
        </Link>
      </p>
    </section>
  );
}
