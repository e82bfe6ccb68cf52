import { useIntl } from 'react-intl';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { PageTitle } from '../../components/page-title';
import { formatCharge } from '../../format/format-money';
import { usePortal } from '../../tenant/portal-context';
import './protection-terms.css';

/**
 * `/terms/best-price-guarantee`: price match's terms in this tenant (issue 19), read from the one
 * per-tenant terms source (domain/protection-terms.ts) that the claim window, the exact-match
 * tolerance, the agent's answer time and the credit's life come from, so the page, the trip's
 * claim form and the verification cannot disagree.
 */
export function PriceMatchTermsPage() {
  const intl = useIntl();
  const { boot } = usePortal();
  const all = protectionTermsFor(boot.tenant);
  const terms = all.priceMatch;
  const rows = [
    ['window', { hours: terms.windowHours }],
    ['what', {}],
    ['same', {}],
    ['price', {}],
    [
      'exact',
      {
        tolerance: formatCharge(intl, { amountMinor: terms.matchToleranceMinor, currency: 'USD' }),
      },
    ],
    ['verify', { hours: terms.agentAnswerHours }],
    ['credit', { days: terms.creditValidDays }],
    ['once', {}],
  ] as const;
  return (
    <div className="wf-page wf-legal-page">
      <PageTitle title={intl.formatMessage({ id: 'priceMatchTerms.title' })} />
      <h1>{intl.formatMessage({ id: 'priceMatchTerms.title' })}</h1>
      <p>{intl.formatMessage({ id: 'priceMatchTerms.intro' }, { hours: terms.windowHours })}</p>
      <dl className="wf-card wf-protection-terms">
        {rows.map(([key, values]) => (
          <div key={key}>
            <dt>{intl.formatMessage({ id: `priceMatchTerms.${key}.label` })}</dt>
            <dd>{intl.formatMessage({ id: `priceMatchTerms.${key}.value` }, values)}</dd>
          </div>
        ))}
      </dl>
      <h2>{intl.formatMessage({ id: 'priceMatchTerms.how.title' })}</h2>
      <ol>
        <li>{intl.formatMessage({ id: 'priceMatchTerms.how.step1' })}</li>
        <li>{intl.formatMessage({ id: 'priceMatchTerms.how.step2' })}</li>
        <li>
          {intl.formatMessage(
            { id: 'priceMatchTerms.how.step3' },
            { hours: terms.agentAnswerHours },
          )}
        </li>
      </ol>
      <h2>{intl.formatMessage({ id: 'priceMatchTerms.kept.title' })}</h2>
      <p>{intl.formatMessage({ id: 'priceMatchTerms.kept.body' })}</p>
    </div>
  );
}
