import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ROUTE_PATHS } from '../../api/access-rules';
import { usePortal } from '../../tenant/portal-context';

export function AppFooter() {
  const intl = useIntl();
  const { boot, brand } = usePortal();
  const brandName = intl.formatMessage({ id: brand.displayName });
  return (
    <footer className="wf-footer">
      <div className="wf-footer-inner">
        <div className="wf-footer-support">
          <p className="wf-footer-brand">{brandName}</p>
          <p>
            {intl.formatMessage(
              { id: 'footer.support' },
              {
                phone: (
                  <a className="wf-footer-phone" href={`tel:${brand.supportPhone.tel}`}>
                    {brand.supportPhone.display}
                  </a>
                ),
              },
            )}
          </p>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'footer.legalNav' })}>
          <ul className="wf-footer-links">
            <li>
              <Link to={ROUTE_PATHS.faq}>{intl.formatMessage({ id: 'footer.faq' })}</Link>
            </li>
            <li>
              <Link to={ROUTE_PATHS.termsOfService}>
                {intl.formatMessage({ id: 'footer.termsOfService' })}
              </Link>
            </li>
            <li>
              <Link to={ROUTE_PATHS.siteTermsOfUse}>
                {intl.formatMessage({ id: 'footer.siteTermsOfUse' })}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="wf-footer-meta">
          <p>
            {intl.formatMessage(
              { id: 'footer.copyright' },
              { year: String(new Date().getFullYear()), brand: brandName },
            )}
          </p>
          {boot.sandbox ? <p>{intl.formatMessage({ id: 'tenant.sandboxNotice' })}</p> : null}
        </div>
      </div>
    </footer>
  );
}
