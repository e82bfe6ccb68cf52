import { useIntl } from 'react-intl';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { formatCharge } from '../../format/format-money';
import { usePortal } from '../../tenant/portal-context';
import { TermsPageLayout } from './terms-page-layout';

/** What ends it unused (spec §4), in the order the terms list them. */
const ENDS = ['chfarTerms.ends.deadline', 'chfarTerms.ends.cancelled'] as const;

/**
 * `/terms/change-for-any-reason`: this tenant's terms, read from the one per-tenant terms source
 * (domain/protection-terms.ts) that prices the premium, sets the coverage and decides when it is
 * sold and usable, so the page, the booking page, the trip and the exchange flow cannot disagree.
 */
export function ChfarTermsPage() {
  const intl = useIntl();
  const { boot } = usePortal();
  const all = protectionTermsFor(boot.tenant);
  const terms = all.changeForAnyReason;
  const rows = [
    {
      label: 'chfarTerms.change.label',
      value: intl.formatMessage({ id: 'chfarTerms.change.value' }),
    },
    {
      label: 'chfarTerms.back.label',
      value: intl.formatMessage(
        { id: 'chfarTerms.back.value' },
        { percent: terms.coveragePercent },
      ),
    },
    {
      label: 'chfarTerms.until.label',
      value: intl.formatMessage({ id: 'chfarTerms.until.value' }, { hours: terms.deadlineHours }),
    },
    {
      label: 'chfarTerms.newFlights.label',
      value: intl.formatMessage(
        { id: 'chfarTerms.newFlights.value' },
        { years: terms.windowYears },
      ),
    },
    {
      label: 'chfarTerms.timing.label',
      value: intl.formatMessage(
        { id: 'chfarTerms.timing.value' },
        { days: terms.reimbursementBusinessDays },
      ),
    },
    {
      label: 'chfarTerms.premium.label',
      value: intl.formatMessage(
        { id: 'chfarTerms.premium.value' },
        {
          percent: terms.premiumPercent,
          least: formatCharge(intl, { amountMinor: terms.minPremiumMinor, currency: all.currency }),
        },
      ),
    },
    {
      label: 'chfarTerms.sold.label',
      value: intl.formatMessage(
        { id: 'chfarTerms.sold.value' },
        { hours: terms.minHoursBeforeDeparture },
      ),
    },
    {
      label: 'chfarTerms.covers.label',
      value: intl.formatMessage({ id: 'chfarTerms.covers.value' }),
    },
  ] as const;
  return (
    <TermsPageLayout
      title={intl.formatMessage({ id: 'chfarTerms.title' })}
      intro={intl.formatMessage({ id: 'chfarTerms.intro' })}
      rows={rows.map((row) => ({ label: intl.formatMessage({ id: row.label }), value: row.value }))}
      sections={[
        {
          title: intl.formatMessage({ id: 'chfarTerms.ends.title' }),
          items: ENDS.map((id) => intl.formatMessage({ id }, { hours: terms.deadlineHours })),
        },
        {
          title: intl.formatMessage({ id: 'chfarTerms.use.title' }),
          body: intl.formatMessage(
            { id: 'chfarTerms.use.body' },
            { days: terms.reimbursementBusinessDays },
          ),
        },
      ]}
    />
  );
}
