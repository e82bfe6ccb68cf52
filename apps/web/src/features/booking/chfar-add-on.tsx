import { useIntl } from 'react-intl';
import type { ChfarOffer } from '@wayfare/contracts/change-for-any-reason';
import { formatZonedInstant } from '../../format/format-dates';
import { formatCharge, formatTotal } from '../../format/format-money';
import { ProtectionAddOn } from './protection-add-on';

/**
 * Change for any reason on the booking page (issue 18): sold only here, at least 24 hours before
 * departure, for every traveler and flight together, at the premium held with the quote;
 * independent of cancel for any reason.
 */
export function ChfarAddOn({
  offer,
  timeZone,
  added,
  onChange,
}: {
  offer: ChfarOffer;
  /** The first departure airport's zone: the deadline is on its clock. */
  timeZone: string;
  added: boolean;
  onChange: (added: boolean) => void;
}) {
  const intl = useIntl();
  const text = {
    title: intl.formatMessage({ id: 'chfar.addOn.title' }),
    intro: intl.formatMessage(
      { id: 'chfar.addOn.intro' },
      {
        deadline: formatZonedInstant(intl, offer.deadline, timeZone),
        days: offer.reimbursementBusinessDays,
        limit: formatTotal(intl, offer.coverageLimit),
      },
    ),
    legend: intl.formatMessage({ id: 'chfar.addOn.legend' }),
    yes: intl.formatMessage(
      { id: 'chfar.addOn.yes' },
      { premium: formatCharge(intl, offer.premium) },
    ),
    yesHint: intl.formatMessage({ id: 'chfar.addOn.yesHint' }, { percent: offer.premiumPercent }),
    no: intl.formatMessage({ id: 'chfar.addOn.no' }),
    fineprint: intl.formatMessage({ id: 'chfar.addOn.fineprint' }, { years: offer.windowYears }),
    terms: intl.formatMessage({ id: 'chfar.addOn.terms' }),
  };
  return (
    <ProtectionAddOn
      text={text}
      termsHref="/terms/change-for-any-reason"
      added={added}
      onChange={onChange}
    />
  );
}
