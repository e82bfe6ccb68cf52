import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';

/**
 * The navigation bar icon for My Travel Credits and Offers (spec §2). Its name is the tooltip's
 * text, which shows on hover and keyboard focus.
 */
export function TravelCreditsLink() {
  const intl = useIntl();
  return (
    <NavLink to="/travel-offers/" className="wf-icon-link">
      <svg
        className="wf-icon-link-icon"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
          d="M3 8.5V6a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v2.5a2.5 2.5 0 0 0 0 5V18a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-4.5a2.5 2.5 0 0 0 0-5Z"
        />
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          d="M9.5 14.5l5-5M10 10h.01M14 14h.01"
        />
      </svg>
      <span className="wf-icon-link-tip">{intl.formatMessage({ id: 'shell.travelCredits' })}</span>
    </NavLink>
  );
}
