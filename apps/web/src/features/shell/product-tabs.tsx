import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { OpenProductTab } from './product-tabs-model';
import { PRODUCT_TAB_LINKS, selectActiveProductTab } from './product-tabs-model';

const ICON_PATHS: Record<OpenProductTab, ReactNode> = {
  flight: (
    <path d="M21 16v-2l-8-5V3.5a1.5 1.5 0 00-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5l8 2.5z" />
  ),
  ground: (
    <path d="M5 11l1.6-4.2A2 2 0 018.5 5.5h7a2 2 0 011.9 1.3L19 11v6h-2v-2H7v2H5v-6zm2.2-1h9.6l-1-2.7a1 1 0 00-.9-.6H9.1a1 1 0 00-.9.6L7.2 10zM7.5 14a1 1 0 100-2 1 1 0 000 2zm9 0a1 1 0 100-2 1 1 0 000 2z" />
  ),
  hotel: <path d="M3 6h2v7h6V9h7a3 3 0 013 3v7h-2v-3H5v3H3V6zm5 6a2 2 0 110-4 2 2 0 010 4z" />,
  stays: <path d="M12 3l9 7.5-1.3 1.5L18 10.6V20h-5v-5h-2v5H6v-9.4L4.3 12 3 10.5 12 3z" />,
  trips: (
    <path d="M9 4h6a1 1 0 011 1v2h3a2 2 0 012 2v9a2 2 0 01-2 2H5a2 2 0 01-2-2V9a2 2 0 012-2h3V5a1 1 0 011-1zm1 3h4V6h-4v1z" />
  ),
  experiences: (
    <path d="M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 16.9 5.9 20.4l1.5-6.8L2.2 9l6.9-.7L12 2z" />
  ),
  wallet: (
    <path d="M4 6h14a2 2 0 012 2v1h-5a3 3 0 000 6h5v1a2 2 0 01-2 2H4a2 2 0 01-2-2V8a2 2 0 012-2zm11 5h6v2h-6a1 1 0 010-2z" />
  ),
  packages: (
    <path d="M12 2l9 4.5v11L12 22l-9-4.5v-11L12 2zm0 2.2L6.2 7 12 9.9 17.8 7 12 4.2zM5 8.6v7.7l6 3V11.6l-6-3zm14 0l-6 3v7.7l6-3V8.6z" />
  ),
};

/** Spec §2 product tabs; the active one follows the URL and carries aria-current="page". */
export function ProductTabs() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const active = selectActiveProductTab(pathname);
  return (
    <nav className="wf-tabs" aria-label={intl.formatMessage({ id: 'shell.productsNav' })}>
      <ul className="wf-tabs-list">
        {PRODUCT_TAB_LINKS.map((link) => (
          <li key={link.tab}>
            <Link
              to={link.href}
              className="wf-tab"
              data-tab={link.tab}
              aria-current={active === link.tab ? 'page' : undefined}
            >
              <svg
                viewBox="0 0 24 24"
                width="20"
                height="20"
                aria-hidden="true"
                focusable="false"
                fill="currentColor"
              >
                {ICON_PATHS[link.tab]}
              </svg>
              <span>{intl.formatMessage({ id: `productTab.${link.tab}` })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
