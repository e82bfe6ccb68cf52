import { useIntl } from 'react-intl';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { formatCharge } from '../../format/format-money';
import type { MessageId } from '../../i18n/messages-en';
import { usePortal } from '../../tenant/portal-context';
import { TermsPageLayout } from './terms-page-layout';

/** The events that end it early (spec §4), in the order the terms list them. */
const EARLY_ENDS = [
  'cfarTerms.ends.airline',
  'cfarTerms.ends.change',
  'cfarTerms.ends.government',
  'cfarTerms.ends.health',
  'cfarTerms.ends.cancelled',
] as const;

/**
 * `/terms/cancel-for-any-reason`: this tenant's terms, read from the one per-tenant terms source
 * (domain/protection-terms.ts) that prices the premium and decides the refund, so the page, the
 * booking page and the trip cannot disagree.
 */
export function CfarTermsPage() {
  const intl = useIntl();
  const { boot } = usePortal();
  const all = protectionTermsFor(boot.tenant);
  const terms = all.cancelForAnyReason;
  const say = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  return (
    <TermsPageLayout
      title={say('cfarTerms.title')}
      intro={say('cfarTerms.intro')}
      rows={[
        {
          label: say('cfarTerms.back.label'),
          value: say('cfarTerms.back.value', { percent: terms.refundPercent }),
        },
        {
          label: say('cfarTerms.until.label'),
          value: say('cfarTerms.until.value', { hours: terms.deadlineHours }),
        },
        {
          label: say('cfarTerms.premium.label'),
          value: say('cfarTerms.premium.value', {
            min: terms.premiumPercent.min,
            max: terms.premiumPercent.max,
            least: formatCharge(intl, {
              amountMinor: terms.minPremiumMinor,
              currency: all.currency,
            }),
          }),
        },
        { label: say('cfarTerms.covers.label'), value: say('cfarTerms.covers.value') },
        {
          label: say('cfarTerms.timing.label'),
          value: say('cfarTerms.timing.value', {
            min: terms.refundBillingCycles.min,
            max: terms.refundBillingCycles.max,
          }),
        },
      ]}
      sections={[
        { title: say('cfarTerms.ends.title'), items: EARLY_ENDS.map((id) => say(id)) },
        { title: say('cfarTerms.use.title'), body: say('cfarTerms.use.body') },
      ]}
    />
  );
}
