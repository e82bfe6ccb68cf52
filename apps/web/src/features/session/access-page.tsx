import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../api/access-rules';
import type { MessageId } from '../../i18n/messages-en';
import { usePortal } from '../../tenant/portal-context';
import { PageTitle } from '../../components/page-title';

/** The access-denied pages: what happened, the tenant's support phone, and a way to sign out. */
export function AccessPage({ title, body }: { title: MessageId; body: MessageId }) {
  const intl = useIntl();
  const { brand } = usePortal();
  const brandName = intl.formatMessage({ id: brand.displayName });
  const heading = intl.formatMessage({ id: title });
  return (
    <section className="wf-page-narrow wf-card wf-access" aria-labelledby="access-title">
      <PageTitle title={heading} />
      <svg
        className="wf-access-icon"
        viewBox="0 0 24 24"
        width="48"
        height="48"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="currentColor"
          d="M12 1l9 4v6c0 5.6-3.8 10.7-9 12-5.2-1.3-9-6.4-9-12V5l9-4zm0 5a3 3 0 00-3 3v2H8v6h8v-6h-1V9a3 3 0 00-3-3zm0 2a1 1 0 011 1v2h-2V9a1 1 0 011-1z"
        />
      </svg>
      <h1 id="access-title">{heading}</h1>
      <p className="wf-lead">{intl.formatMessage({ id: body }, { brand: brandName })}</p>
      <p className="wf-access-phone">
        <a href={`tel:${brand.supportPhone.tel}`}>
          {intl.formatMessage({ id: 'access.callUs' }, { phone: brand.supportPhone.display })}
        </a>
      </p>
      <p>
        {intl.formatMessage({ id: 'access.signOutHint' })}{' '}
        <Link to={ROUTE_PATHS.endSession}>{intl.formatMessage({ id: 'account.signOut' })}</Link>
      </p>
    </section>
  );
}
