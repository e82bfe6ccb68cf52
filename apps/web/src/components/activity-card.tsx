import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ExperienceResult } from '@wayfare/contracts/experiences';
import { formatDuration } from '../format/format-dates';
import { formatFare } from '../format/format-money';

/**
 * One activity in a list (results, a trip's or a confirmation's suggestions): its picture,
 * category, duration, rating and price from, linking to its page.
 */
export function ActivityCard({
  activity,
  href,
  headingLevel = 2,
}: {
  activity: ExperienceResult;
  href: string;
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="wf-card wf-activity-card">
      <img
        className="wf-activity-card-image"
        src={activity.imageUrl}
        alt=""
        width={320}
        height={240}
        loading="lazy"
        decoding="async"
      />
      <div className="wf-activity-card-body">
        <p className="wf-activity-card-category">
          {intl.formatMessage({ id: `activityCategory.${activity.category}` })}
        </p>
        <Heading className="wf-activity-card-title">
          <Link to={href}>{activity.title}</Link>
        </Heading>
        <p className="wf-field-description">
          {intl.formatMessage(
            { id: 'activityCard.facts' },
            {
              duration: formatDuration(intl, activity.durationMinutes),
              rating: intl.formatNumber(activity.userRating, { maximumFractionDigits: 1 }),
              reviews: activity.reviewCount,
            },
          )}
        </p>
        {activity.cancellationPolicy.kind !== 'NonRefundable' ? (
          <p className="wf-activity-card-free">
            {intl.formatMessage({ id: 'activityCard.freeCancellation' })}
          </p>
        ) : null}
        <p className="wf-activity-card-price">
          {intl.formatMessage(
            { id: 'activityCard.from' },
            { price: formatFare(intl, activity.fromPrice) },
          )}
        </p>
      </div>
    </article>
  );
}
