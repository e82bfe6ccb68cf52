import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { userInfoQueryOptions } from '../../api/session-calls';
import { BrandMark } from '../../tenant/brand-mark';
import { usePortal } from '../../tenant/portal-context';
import { AccountMenu } from './account-menu';
import { ApprovalsLink, canApprove } from './approvals-link';
import { LanguageSwitch } from './language-switch';
import { ProductTabs } from './product-tabs';
import { TravelCreditsLink } from './travel-credits-link';

/**
 * The shell header: brand, language switch, account menu and (on the portal host) product tabs.
 * The start-up screen shows it too, so the page below never moves when the app arrives.
 */
export function AppHeader() {
  const intl = useIntl();
  const { boot, brand } = usePortal();
  const session = useQuery(userInfoQueryOptions());
  const brandName = intl.formatMessage({ id: brand.displayName });
  const isSignedIn = session.data !== undefined && !session.isError;
  return (
    <header className="wf-header">
      <div className="wf-header-bar">
        <Link
          to="/"
          className="wf-brand"
          aria-label={intl.formatMessage({ id: 'shell.homeLink' }, { brand: brandName })}
        >
          <BrandMark tenant={boot.tenant} />
          <span className="wf-brand-name">{brandName}</span>
        </Link>
        {boot.hostKind === 'admin' ? (
          <span className="wf-header-badge">{intl.formatMessage({ id: 'shell.adminBadge' })}</span>
        ) : null}
        <div className="wf-header-actions">
          <LanguageSwitch />
          {isSignedIn && boot.hostKind === 'portal' && canApprove(session.data) ? (
            <ApprovalsLink session={session.data} />
          ) : null}
          {isSignedIn && boot.hostKind === 'portal' ? <TravelCreditsLink /> : null}
          {isSignedIn ? <AccountMenu session={session.data} /> : null}
          {/* Keeps the signed-in controls' place while the session loads, so nothing moves. */}
          {session.isPending ? <span className="wf-header-pending" aria-hidden="true" /> : null}
        </div>
      </div>
      {boot.hostKind === 'portal' ? <ProductTabs /> : null}
    </header>
  );
}
