import { useIntl } from 'react-intl';

/** Shown throughout a delegated session so the agent never forgets whose account this is. */
export function DelegatedBanner({ firstName, lastName }: { firstName: string; lastName: string }) {
  const intl = useIntl();
  return (
    <div className="wf-banner" role="note">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a5 5 0 110 10 5 5 0 010-10zm0 12c5 0 9 2.5 9 5.5V22H3v-2.5C3 16.5 7 14 12 14z"
        />
      </svg>
      <span>{intl.formatMessage({ id: 'session.delegatedBanner' }, { firstName, lastName })}</span>
    </div>
  );
}
