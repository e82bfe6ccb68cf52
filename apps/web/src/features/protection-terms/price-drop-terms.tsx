import { useIntl } from 'react-intl';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { PageTitle } from '../../components/page-title';
import { formatCharge } from '../../format/format-money';
import { usePortal } from '../../tenant/portal-context';
import './protection-terms.css';

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
  const title = intl.formatMessage({ id: 'priceDropTerms.title' });
  return (
    <div className="wf-page wf-legal-page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p>{intl.formatMessage({ id: 'priceDropTerms.intro' })}</p>
      <dl className="wf-card wf-protection-terms">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{intl.formatMessage({ id: row.label })}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <h2>{intl.formatMessage({ id: 'priceDropTerms.ends.title' })}</h2>
      <ul>
        <li>
          {intl.formatMessage(
            { id: 'priceDropTerms.ends.window' },
            { flightDays: terms.flight.monitorDays, hotelDays: terms.hotel.monitorDays },
          )}
        </li>
        <li>{intl.formatMessage({ id: 'priceDropTerms.ends.cancelled' })}</li>
        <li>{intl.formatMessage({ id: 'priceDropTerms.ends.changed' })}</li>
      </ul>
      <h2>{intl.formatMessage({ id: 'priceDropTerms.log.title' })}</h2>
      <p>{intl.formatMessage({ id: 'priceDropTerms.log.body' })}</p>
    </div>
  );
}
