import { useIntl, type IntlShape } from 'react-intl';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { formatCharge } from '../../format/format-money';
import type { MessageId } from '../../i18n/messages-en';
import { usePortal } from '../../tenant/portal-context';
import { TermsPageLayout } from './terms-page-layout';

/** A minute of the day as this language writes a time (8:00 PM, 20 h 00). */
function formatMinuteOfDay(intl: IntlShape, minuteOfDay: number): string {
  return intl.formatTime(Date.UTC(2000, 0, 1, Math.floor(minuteOfDay / 60), minuteOfDay % 60), {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * `/terms/missed-connection-guarantee` (issue 20): the guarantee on self-transfer itineraries in
 * this tenant, read from the one per-tenant terms source (domain/protection-terms.ts) that the
 * qualifying and reasonable rebooking rules (domain/missed-connection.ts) follow.
 */
export function MissedConnectionTermsPage() {
  const intl = useIntl();
  const { boot, brand } = usePortal();
  const all = protectionTermsFor(boot.tenant);
  const terms = all.missedConnection;
  const say = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const row = (key: string, values?: Record<string, string | number>) => ({
    label: say(`missedConnectionTerms.${key}.label` as MessageId),
    value: say(`missedConnectionTerms.${key}.value` as MessageId, values),
  });
  return (
    <TermsPageLayout
      title={say('missedConnectionTerms.title')}
      intro={say('missedConnectionTerms.intro')}
      rows={[
        row('covers', { minutes: terms.minSelfTransferMinutes }),
        row('missed', { minutes: terms.minReconnectMinutes }),
        row('flight', {
          cap: formatCharge(intl, {
            amountMinor: terms.capPerTravelerMinor,
            currency: all.currency,
          }),
        }),
        row('reasonable', {
          minutes: terms.reasonableWithinMinutes,
          late: formatMinuteOfDay(intl, terms.lateDepartureAfterMinuteOfDay),
          morning: formatMinuteOfDay(intl, terms.nextMorningByMinuteOfDay),
        }),
        row('together', { phone: brand.supportPhone.display }),
        row('window', { hours: terms.expiresAfterHours }),
      ]}
      sections={[
        {
          title: say('missedConnectionTerms.ends.title'),
          items: [
            say('missedConnectionTerms.ends.unused', { hours: terms.expiresAfterHours }),
            say('missedConnectionTerms.ends.change'),
            say('missedConnectionTerms.ends.cancelled'),
          ],
        },
        {
          title: say('missedConnectionTerms.use.title'),
          body: say('missedConnectionTerms.use.body'),
        },
      ]}
    />
  );
}
