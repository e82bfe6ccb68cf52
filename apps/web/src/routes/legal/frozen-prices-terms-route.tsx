import { useIntl } from 'react-intl';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { PageTitle } from '../../components/page-title';
import { FreezeScenarios } from '../../features/price-freeze/freeze-terms';
import '../../features/price-freeze/price-freeze.css';
import { formatCharge } from '../../format/format-money';
import { AreaMessages } from '../../i18n/area-messages';
import { PRICE_FREEZE_EN } from '../../i18n/catalogues/price-freeze';
import { usePortal } from '../../tenant/portal-context';

/**
 * /terms/frozen-prices: the flight price freeze's terms of this tenant, read from the one
 * per-tenant terms source (domain/protection-terms.ts) that the offer, the payment step, the
 * e-mails and the rules read too, so they cannot disagree.
 */
function FrozenPricesTermsPage() {
  const intl = useIntl();
  const { boot } = usePortal();
  const terms = protectionTermsFor(boot.tenant);
  const flight = terms.priceFreeze.flight;
  const money = (amountMinor: number) =>
    formatCharge(intl, { amountMinor, currency: terms.currency });
  const days = (hours: number) =>
    intl.formatMessage({ id: 'priceFreeze.days' }, { days: hours / 24 });
  const cap = { perPassenger: { amountMinor: flight.capMinor, currency: terms.currency } };
  return (
    <div className="wf-page wf-legal-page">
      <PageTitle title={intl.formatMessage({ id: 'priceFreeze.termsPage.title' })} />
      <h1>{intl.formatMessage({ id: 'priceFreeze.termsPage.heading' })}</h1>
      <p>{intl.formatMessage({ id: 'priceFreeze.termsPage.intro' })}</p>
      <dl className="wf-freeze-terms wf-card">
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.termsPage.lengths' })}</dt>
          <dd>{intl.formatList(flight.lengthOptionsHours.map(days), { type: 'conjunction' })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.termsPage.window' })}</dt>
          <dd>{days(flight.windowHours)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.termsPage.capRow' })}</dt>
          <dd>
            {intl.formatMessage(
              { id: 'priceFreeze.perTraveler' },
              { amount: money(flight.capMinor) },
            )}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.termsPage.feeRow' })}</dt>
          <dd>
            {intl.formatMessage(
              { id: 'priceFreeze.termsPage.feeValue' },
              { min: money(flight.feeMinor.min), max: money(flight.feeMinor.max) },
            )}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.termsPage.refundRow' })}</dt>
          <dd>
            {intl.formatMessage(
              { id: 'priceFreeze.termsPage.refundValue' },
              { percent: terms.priceFreeze.refundPercentOnOurFailure },
            )}
          </dd>
        </div>
      </dl>
      <FreezeScenarios cap={cap} passengerCount={null} showTermsLink={false} />
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={PRICE_FREEZE_EN}>
      <FrozenPricesTermsPage />
    </AreaMessages>
  );
}
