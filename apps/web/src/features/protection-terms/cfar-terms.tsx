import { useIntl } from 'react-intl';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { PageTitle } from '../../components/page-title';
import { formatCharge } from '../../format/format-money';
import { usePortal } from '../../tenant/portal-context';
import './protection-terms.css';

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
  return (
    <div className="wf-page wf-legal-page">
      <PageTitle title={intl.formatMessage({ id: 'cfarTerms.title' })} />
      <h1>{intl.formatMessage({ id: 'cfarTerms.title' })}</h1>
      <p>{intl.formatMessage({ id: 'cfarTerms.intro' })}</p>
      <dl className="wf-card wf-protection-terms">
        <div>
          <dt>{intl.formatMessage({ id: 'cfarTerms.back.label' })}</dt>
          <dd>
            {intl.formatMessage({ id: 'cfarTerms.back.value' }, { percent: terms.refundPercent })}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'cfarTerms.until.label' })}</dt>
          <dd>
            {intl.formatMessage({ id: 'cfarTerms.until.value' }, { hours: terms.deadlineHours })}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'cfarTerms.premium.label' })}</dt>
          <dd>
            {intl.formatMessage(
              { id: 'cfarTerms.premium.value' },
              {
                min: terms.premiumPercent.min,
                max: terms.premiumPercent.max,
                least: formatCharge(intl, {
                  amountMinor: terms.minPremiumMinor,
                  currency: all.currency,
                }),
              },
            )}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'cfarTerms.covers.label' })}</dt>
          <dd>{intl.formatMessage({ id: 'cfarTerms.covers.value' })}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'cfarTerms.timing.label' })}</dt>
          <dd>
            {intl.formatMessage(
              { id: 'cfarTerms.timing.value' },
              { min: terms.refundBillingCycles.min, max: terms.refundBillingCycles.max },
            )}
          </dd>
        </div>
      </dl>
      <h2>{intl.formatMessage({ id: 'cfarTerms.ends.title' })}</h2>
      <ul>
        {EARLY_ENDS.map((id) => (
          <li key={id}>{intl.formatMessage({ id })}</li>
        ))}
      </ul>
      <h2>{intl.formatMessage({ id: 'cfarTerms.use.title' })}</h2>
      <p>{intl.formatMessage({ id: 'cfarTerms.use.body' })}</p>
    </div>
  );
}
