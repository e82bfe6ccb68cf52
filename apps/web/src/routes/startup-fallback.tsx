import { useIntl } from 'react-intl';
import { BrandMark } from '../tenant/brand-mark';
import { usePortal } from '../tenant/portal-context';
import { LoadingState } from '../ui/states';

/**
 * Shown for the moment the first screen's code loads (the router's HydrateFallback): the tenant's
 * header bar and a loader, so the page never flashes blank or unbranded.
 */
export function StartupFallback() {
  const intl = useIntl();
  const { boot, brand } = usePortal();
  return (
    <>
      <div className="wf-header">
        <div className="wf-header-bar">
          <span className="wf-brand">
            <BrandMark tenant={boot.tenant} />
            <span className="wf-brand-name">{intl.formatMessage({ id: brand.displayName })}</span>
          </span>
        </div>
      </div>
      <main className="wf-main">
        <LoadingState label={intl.formatMessage({ id: 'common.loading' })} />
      </main>
    </>
  );
}
