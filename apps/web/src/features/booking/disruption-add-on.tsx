import { useIntl } from 'react-intl';
import type { DisruptionOffer } from '@wayfare/contracts/disruption';
import { formatZonedInstant } from '../../format/format-dates';
import { formatCharge } from '../../format/format-money';
import { ProtectionAddOn } from './protection-add-on';

/**
 * Disruption assistance on the booking page (issue 20): a fee per booking, held with the quote,
 * sold until 24 hours before departure; its terms read from the tenant's (the offer carries them).
 */
export function DisruptionAddOn({
  offer,
  timeZone,
  added,
  onChange,
}: {
  offer: DisruptionOffer;
  /** The first departure airport's zone: the purchase deadline is on its clock. */
  timeZone: string;
  added: boolean;
  onChange: (added: boolean) => void;
}) {
  const intl = useIntl();
  const t = offer.terms;
  const text = {
    title: intl.formatMessage({ id: 'disruption.addOn.title' }),
    intro: intl.formatMessage(
      { id: 'disruption.addOn.intro' },
      {
        hours: Math.floor(t.delayThresholdMinutes / 60),
        minutes: t.delayThresholdMinutes % 60,
        window: t.decisionWindowHours,
      },
    ),
    legend: intl.formatMessage({ id: 'disruption.addOn.legend' }),
    yes: intl.formatMessage({ id: 'disruption.addOn.yes' }, { fee: formatCharge(intl, offer.fee) }),
    yesHint: intl.formatMessage({ id: 'disruption.addOn.yesHint' }),
    no: intl.formatMessage({ id: 'disruption.addOn.no' }),
    fineprint: intl.formatMessage(
      { id: 'disruption.addOn.fineprint' },
      { deadline: formatZonedInstant(intl, offer.purchaseDeadline, timeZone) },
    ),
    terms: intl.formatMessage({ id: 'disruption.addOn.terms' }),
  };
  return (
    <ProtectionAddOn
      text={text}
      termsHref="/terms/disruption-assistance"
      added={added}
      onChange={onChange}
    />
  );
}
