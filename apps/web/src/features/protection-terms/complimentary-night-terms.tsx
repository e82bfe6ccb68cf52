import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import type { MessageId } from '../../i18n/messages-en';
import { usePortal } from '../../tenant/portal-context';
import { TermsPageLayout } from './terms-page-layout';

/** A stay long enough to show that the night is given once (twice the minimum, plus one). */
const longStay = (minNights: number) => minNights * 2 + 1;

/**
 * `/terms/complimentary-night`: the premium stays' complimentary night in this tenant, read from
 * the one per-tenant terms source (domain/protection-terms.ts `complimentaryNight`) that the
 * eligibility rule and the pricing (`applyComplimentaryNight`) read too.
 */
export function ComplimentaryNightTermsPage() {
  const intl = useIntl();
  const { boot } = usePortal();
  const terms = protectionTermsFor(boot.tenant).complimentaryNight;
  const say = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const nights = { minNights: terms.minNights, freeNight: terms.freeNight };
  const collections = intl.formatList(
    terms.collections.map((c) => say(`complimentaryNightTerms.collection.${c}` as MessageId)),
    { type: 'conjunction' },
  );
  return (
    <TermsPageLayout
      title={say('complimentaryNightTerms.title')}
      intro={say('complimentaryNightTerms.intro', nights)}
      rows={[
        {
          label: say('complimentaryNightTerms.where.label'),
          value: say('complimentaryNightTerms.where.value', { collections }),
        },
        {
          label: say('complimentaryNightTerms.minimum.label'),
          value: say('complimentaryNightTerms.minimum.value', nights),
        },
        {
          label: say('complimentaryNightTerms.free.label'),
          value: say('complimentaryNightTerms.free.value', nights),
        },
        {
          label: say('complimentaryNightTerms.once.label'),
          value: say('complimentaryNightTerms.once.value', { example: longStay(terms.minNights) }),
        },
        {
          label: say('complimentaryNightTerms.shown.label'),
          value: say('complimentaryNightTerms.shown.value'),
        },
        {
          label: say('complimentaryNightTerms.payLater.label'),
          value: say('complimentaryNightTerms.payLater.value'),
        },
      ]}
      sections={[
        {
          title: say('complimentaryNightTerms.change.title'),
          items: [
            say('complimentaryNightTerms.change.dates', nights),
            say('complimentaryNightTerms.change.cancel'),
            say('complimentaryNightTerms.change.value'),
          ],
        },
        {
          title: say('complimentaryNightTerms.find.title'),
          body: (
            <>
              {say('complimentaryNightTerms.find.body')}{' '}
              <Link to="/premium-stays/search">{say('complimentaryNightTerms.find.link')}</Link>
            </>
          ),
        },
      ]}
    />
  );
}
