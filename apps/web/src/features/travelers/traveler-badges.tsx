import { useIntl } from 'react-intl';
import type { Traveler } from '@wayfare/contracts/travelers';

/** Default, Private, Missing info and Guest (ghost) badges, as built by buildTravelerList. */
export function TravelerBadges({ traveler }: { traveler: Traveler }) {
  const intl = useIntl();
  const badges = [
    traveler.isDefaultProfile ? ('default' as const) : null,
    traveler.isPrivateProfile ? ('private' as const) : null,
    traveler.isMissingInfo ? ('missingInfo' as const) : null,
    traveler.isGhostUser ? ('guest' as const) : null,
  ].filter((badge) => badge !== null);
  if (badges.length === 0) return null;
  return (
    <span className="wf-row wf-traveler-badges">
      {badges.map((badge) => (
        <span
          key={badge}
          className="wf-badge"
          data-tone={badge === 'default' ? 'success' : undefined}
          data-badge={badge}
        >
          {intl.formatMessage({ id: `travelers.badge.${badge}` })}
        </span>
      ))}
    </span>
  );
}
