import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages-en';

interface PortalFeature {
  title: MessageId;
  body: MessageId;
  icon: ReactNode;
}

/** What the portal offers beyond search (spec §1 add-ons), shown on home and the first-session welcome. */
const PORTAL_FEATURES: readonly PortalFeature[] = [
  {
    title: 'feature.pricePrediction.title',
    body: 'feature.pricePrediction.body',
    icon: <path d="M3 17l5-5 4 4 7-8 2 2-9 10-4-4-3 3z" />,
  },
  {
    title: 'feature.priceFreeze.title',
    body: 'feature.priceFreeze.body',
    icon: (
      <path d="M11 2h2v4.3l3-2 1 1.7-4 2.7V11h2.3l2.7-4 1.7 1-2 3H22v2h-4.3l2 3-1.7 1-2.7-4H13v2.3l4 2.7-1 1.7-3-2V22h-2v-4.3l-3 2-1-1.7 4-2.7V13H8.7L6 17l-1.7-1 2-3H2v-2h4.3l-2-3L6 7l2.7 4H11V8.7L7 6l1-1.7 3 2V2z" />
    ),
  },
  {
    title: 'feature.cancelForAnyReason.title',
    body: 'feature.cancelForAnyReason.body',
    icon: (
      <path d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5l8-3zm-1 13.4l6-6-1.4-1.4-4.6 4.6-2.6-2.6L7 11.4l4 4z" />
    ),
  },
  {
    title: 'feature.travelWallet.title',
    body: 'feature.travelWallet.body',
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
          <Heading>{intl.formatMessage({ id: feature.title })}</Heading>
          <p>{intl.formatMessage({ id: feature.body })}</p>
        </li>
      ))}
    </ul>
  );
}
