import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../i18n/messages-en';

interface PortalFeature {
  title: MessageId;
  body: MessageId;
  /** Where the feature is used. */
  href: string;
  icon: ReactNode;
}

/**
 * What the portal offers beyond search (spec §1 add-ons), shown on home and the first-session
 * welcome. Only what works today is here (nothing is advertised before it works): price freeze,
 * cancel for any reason and the other protections join when they can be bought.
 */
const PORTAL_FEATURES: readonly PortalFeature[] = [
  {
    title: 'feature.pricePrediction.title',
    body: 'feature.pricePrediction.body',
    href: '/flights/search',
    icon: <path d="M3 17l5-5 4 4 7-8 2 2-9 10-4-4-3 3z" />,
  },
  {
    title: 'feature.travelWallet.title',
    body: 'feature.travelWallet.body',
    href: '/travel-offers/',
    icon: (
      <path d="M4 6h14a2 2 0 012 2v1h-5a3 3 0 000 6h5v1a2 2 0 01-2 2H4a2 2 0 01-2-2V8a2 2 0 012-2zm11 5h6v2h-6a1 1 0 010-2z" />
    ),
  },
];

export function PortalFeatureList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="wf-feature-grid">
      {PORTAL_FEATURES.map((feature) => (
        <li key={feature.title} className="wf-card wf-feature">
          <span className="wf-feature-icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" focusable="false">
              {feature.icon}
            </svg>
          </span>
          <Heading>
            <Link to={feature.href} className="wf-feature-link">
              {intl.formatMessage({ id: feature.title })}
            </Link>
          </Heading>
          <p>{intl.formatMessage({ id: feature.body })}</p>
        </li>
      ))}
    </ul>
  );
}
