import { useIntl } from 'react-intl';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { formatCharge } from '../../format/format-money';
import { usePortal } from '../../tenant/portal-context';
import { TermsPageLayout } from './terms-page-layout';

/** What ends it without a claim (spec §4, §5), in the order the terms list them. */
const ENDS = [
  'disruptionTerms.ends.window',
  'disruptionTerms.ends.cfar',
  'disruptionTerms.ends.cancelled',
  'disruptionTerms.ends.change',
  'disruptionTerms.ends.second',
] as const;

/**
 * `/terms/disruption-assistance` (issue 20): this tenant's terms, read from the one per-tenant
 * terms source (domain/protection-terms.ts) that sets the fee, the delay threshold and the windows
 * the offer, the checks and the claims use.
 */
export function DisruptionTermsPage() {
  const intl = useIntl();
  const { boot } = usePortal();
  const all = protectionTermsFor(boot.tenant);
  const t = all.disruptionAssistance;
  const threshold = {
    hours: Math.floor(t.delayThresholdMinutes / 60),
    minutes: t.delayThresholdMinutes % 60,
  };
  const rows = [
    [
      'disruptionTerms.covers.label',
      intl.formatMessage({ id: 'disruptionTerms.covers.value' }, threshold),
    ],
    ['disruptionTerms.choice.label', intl.formatMessage({ id: 'disruptionTerms.choice.value' })],
    ['disruptionTerms.refund.label', intl.formatMessage({ id: 'disruptionTerms.refund.value' })],
    [
      'disruptionTerms.window.label',
      intl.formatMessage(
        { id: 'disruptionTerms.window.value' },
        { hours: t.decisionWindowHours, pastHours: t.pastArrivalHours },
      ),
    ],
    [
      'disruptionTerms.fee.label',
      intl.formatMessage(
        { id: 'disruptionTerms.fee.value' },
        { fee: formatCharge(intl, { amountMinor: t.feeMinor, currency: all.currency }) },
      ),
    ],
    [
      'disruptionTerms.sold.label',
      intl.formatMessage(
        { id: 'disruptionTerms.sold.value' },
        { hours: t.minHoursBeforeDeparture },
      ),
    ],
  ] as const;
  return (
    <TermsPageLayout
      title={intl.formatMessage({ id: 'disruptionTerms.title' })}
      intro={intl.formatMessage({ id: 'disruptionTerms.intro' })}
      rows={rows.map(([label, value]) => ({ label: intl.formatMessage({ id: label }), value }))}
      sections={[
        {
          title: intl.formatMessage({ id: 'disruptionTerms.ends.title' }),
          items: ENDS.map((id) =>
            intl.formatMessage(
              { id },
              { hours: t.decisionWindowHours, beforeHours: t.minHoursBeforeDeparture },
            ),
          ),
        },
        {
          title: intl.formatMessage({ id: 'disruptionTerms.use.title' }),
          body: intl.formatMessage({ id: 'disruptionTerms.use.body' }),
        },
      ]}
    />
  );
}
