import { useIntl } from 'react-intl';
import type { CfarOffer } from '@wayfare/contracts/cancel-for-any-reason';
import { formatZonedInstant } from '../../format/format-dates';
import { formatCharge, formatTotal } from '../../format/format-money';
import { ProtectionAddOn } from './protection-add-on';

/**
 * Cancel for any reason on the booking page (issue 18): sold only here, for every traveler and
 * flight together, at the premium held with the quote.
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
  const text = {
    title: intl.formatMessage({ id: 'cfar.addOn.title' }),
    intro: intl.formatMessage(
      { id: 'cfar.addOn.intro' },
      {
        deadline: formatZonedInstant(intl, offer.deadline, timeZone),
        percent: offer.refundPercent,
        refund: formatTotal(intl, offer.refundAmount),
      },
    ),
    legend: intl.formatMessage({ id: 'cfar.addOn.legend' }),
    yes: intl.formatMessage(
      { id: 'cfar.addOn.yes' },
      { premium: formatCharge(intl, offer.premium) },
    ),
    yesHint: intl.formatMessage({ id: 'cfar.addOn.yesHint' }, { percent: offer.premiumPercent }),
    no: intl.formatMessage({ id: 'cfar.addOn.no' }),
    fineprint: intl.formatMessage(
      { id: 'cfar.addOn.fineprint' },
      { min: offer.refundBillingCycles.min, max: offer.refundBillingCycles.max },
    ),
    terms: intl.formatMessage({ id: 'cfar.addOn.terms' }),
  };
  return (
    <ProtectionAddOn
      text={text}
      termsHref="/terms/cancel-for-any-reason"
      added={added}
      onChange={onChange}
    />
  );
}
