import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages-en';

const TERMS: readonly MessageId[] = [
  'ack.terms.policy',
  'ack.terms.payment',
  'ack.terms.travelers',
  'ack.terms.changes',
];

/** The business travel terms (40106), as the admin and each employee read them before accepting. */
export function BusinessTermsList() {
  const intl = useIntl();
  return (
    <ol className="wf-terms-list">
      {TERMS.map((id) => (
        <li key={id}>{intl.formatMessage({ id })}</li>
      ))}
    </ol>
  );
}
