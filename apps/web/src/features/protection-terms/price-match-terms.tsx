import { useIntl } from 'react-intl';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { formatCharge } from '../../format/format-money';
import { usePortal } from '../../tenant/portal-context';
import { TermsPageLayout } from './terms-page-layout';

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
    <TermsPageLayout
      title={intl.formatMessage({ id: 'priceMatchTerms.title' })}
      intro={intl.formatMessage({ id: 'priceMatchTerms.intro' }, { hours: terms.windowHours })}
      rows={rows.map(([key, values]) => ({
        label: intl.formatMessage({ id: `priceMatchTerms.${key}.label` }),
        value: intl.formatMessage({ id: `priceMatchTerms.${key}.value` }, values),
      }))}
      sections={[
        {
          title: intl.formatMessage({ id: 'priceMatchTerms.how.title' }),
          ordered: true,
          items: [
            intl.formatMessage({ id: 'priceMatchTerms.how.step1' }),
            intl.formatMessage({ id: 'priceMatchTerms.how.step2' }),
            intl.formatMessage(
              { id: 'priceMatchTerms.how.step3' },
              { hours: terms.agentAnswerHours },
            ),
          ],
        },
        {
          title: intl.formatMessage({ id: 'priceMatchTerms.kept.title' }),
          body: intl.formatMessage({ id: 'priceMatchTerms.kept.body' }),
        },
      ]}
    />
  );
}
