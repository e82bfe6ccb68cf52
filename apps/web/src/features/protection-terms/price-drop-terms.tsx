import { useIntl } from 'react-intl';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { formatCharge } from '../../format/format-money';
import { usePortal } from '../../tenant/portal-context';
import { TermsPageLayout } from './terms-page-layout';

/**
 * `/terms/price-drop-protection` (issue 19): this tenant's terms, read from the one per-tenant
 * terms source (domain/protection-terms.ts) that the checks, the cap and the credits follow, so
 * the page, the trip's log and the booking page cannot disagree.
 */
export function PriceDropTermsPage() {
  const intl = useIntl();
  const { boot } = usePortal();
  const all = protectionTermsFor(boot.tenant);
  const terms = all.priceDropProtection;
  const money = (amountMinor: number) =>
    formatCharge(intl, { amountMinor, currency: all.currency });
  const rows = [
    {
      label: 'priceDropTerms.cost.label',
      value: intl.formatMessage({ id: 'priceDropTerms.cost.value' }),
    },
    {
      label: 'priceDropTerms.checked.label',
      value: intl.formatMessage(
        { id: 'priceDropTerms.checked.value' },
        { hours: terms.checkEveryHours },
      ),
    },
    {
      label: 'priceDropTerms.flights.label',
      value: intl.formatMessage(
        { id: 'priceDropTerms.flights.value' },
        { days: terms.flight.monitorDays },
      ),
    },
    {
      label: 'priceDropTerms.stays.label',
      value: intl.formatMessage(
        { id: 'priceDropTerms.stays.value' },
        { days: terms.hotel.monitorDays, creditDays: terms.hotel.creditAfterDays },
      ),
    },
    {
      label: 'priceDropTerms.amount.label',
      value: intl.formatMessage(
        { id: 'priceDropTerms.amount.value' },
        { flightCap: money(terms.flight.capMinor), hotelCap: money(terms.hotel.capMinor) },
      ),
    },
    {
      label: 'priceDropTerms.credit.label',
      value: intl.formatMessage(
        { id: 'priceDropTerms.credit.value' },
        { days: terms.creditValidDays },
      ),
    },
    {
      label: 'priceDropTerms.excluded.label',
      value: intl.formatMessage({ id: 'priceDropTerms.excluded.value' }),
    },
  ] as const;
  return (
    <TermsPageLayout
      title={intl.formatMessage({ id: 'priceDropTerms.title' })}
      intro={intl.formatMessage({ id: 'priceDropTerms.intro' })}
      rows={rows.map((row) => ({ label: intl.formatMessage({ id: row.label }), value: row.value }))}
      sections={[
        {
          title: intl.formatMessage({ id: 'priceDropTerms.ends.title' }),
          items: [
            intl.formatMessage(
              { id: 'priceDropTerms.ends.window' },
              { flightDays: terms.flight.monitorDays, hotelDays: terms.hotel.monitorDays },
            ),
            intl.formatMessage({ id: 'priceDropTerms.ends.cancelled' }),
            intl.formatMessage({ id: 'priceDropTerms.ends.changed' }),
          ],
        },
        {
          title: intl.formatMessage({ id: 'priceDropTerms.log.title' }),
          body: intl.formatMessage({ id: 'priceDropTerms.log.body' }),
        },
      ]}
    />
  );
}
