import { useIntl } from 'react-intl';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { PageTitle } from '../../components/page-title';
import { formatCharge } from '../../format/format-money';
import { usePortal } from '../../tenant/portal-context';
import { FreezeScenarios } from './freeze-terms';
import { HotelFreezeScenarios } from './hotel-freeze-terms';
import './price-freeze.css';

/**
 * A price freeze's terms page (`/terms/frozen-prices`, `/terms/frozen-prices-hotel`) for this
 * tenant, read from the one per-tenant terms source (domain/protection-terms.ts) that the offer,
 * the payment step, the e-mails and the rules read too, so they cannot disagree.
 */
export function FrozenPricesTerms({ product }: { product: 'flight' | 'hotel' }) {
  const intl = useIntl();
  const { boot } = usePortal();
  const terms = protectionTermsFor(boot.tenant);
  const own = terms.priceFreeze[product];
  const money = (amountMinor: number) =>
    formatCharge(intl, { amountMinor, currency: terms.currency });
  const days = (hours: number) =>
    intl.formatMessage({ id: 'priceFreeze.days' }, { days: hours / 24 });
  const cap = { amountMinor: own.capMinor, currency: terms.currency };
  const isHotel = product === 'hotel';
  return (
    <div className="wf-page wf-legal-page">
      <PageTitle title={intl.formatMessage({ id: 'priceFreeze.termsPage.title' })} />
      <h1>
        {intl.formatMessage({
          id: isHotel ? 'hotelFreeze.termsPage.heading' : 'priceFreeze.termsPage.heading',
        })}
      </h1>
      <p>
        {intl.formatMessage({
          id: isHotel ? 'hotelFreeze.termsPage.intro' : 'priceFreeze.termsPage.intro',
        })}
      </p>
      <dl className="wf-freeze-terms wf-card">
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.termsPage.lengths' })}</dt>
          <dd>{intl.formatList(own.lengthOptionsHours.map(days), { type: 'conjunction' })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.termsPage.window' })}</dt>
          <dd>{days(own.windowHours)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.termsPage.capRow' })}</dt>
          <dd>
            {intl.formatMessage(
              { id: isHotel ? 'hotelFreeze.perRoom' : 'priceFreeze.perTraveler' },
              { amount: money(own.capMinor) },
            )}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.termsPage.feeRow' })}</dt>
          <dd>
            {intl.formatMessage(
              { id: isHotel ? 'hotelFreeze.termsPage.feeValue' : 'priceFreeze.termsPage.feeValue' },
              { min: money(own.feeMinor.min), max: money(own.feeMinor.max) },
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
      {isHotel ? (
        <HotelFreezeScenarios cap={{ perRoom: cap }} rooms={null} showTermsLink={false} />
      ) : (
        <FreezeScenarios cap={{ perPassenger: cap }} passengerCount={null} showTermsLink={false} />
      )}
    </div>
  );
}
