import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  experienceAutocompleteQueryOptions,
  experienceSearchQueryOptions,
} from '../api/experiences-calls';
import {
  buildActivityPath,
  buildActivitySearchParams,
  buildActivityShopPath,
  type ActivitySearchParams,
} from '../model/activity-search-params';
import { addDaysToIsoDate } from '../model/search-dates';
import { ActivityCard } from './activity-card';
import './activity-card.css';

const CROSS_SELL_COUNT = 3;
/** The supplier searches at most 31 days at once. */
const MAX_DAYS = 30;

function Suggestions({
  placeName,
  fromDate,
  untilDate,
}: {
  placeName: string;
  fromDate: string;
  untilDate: string;
}) {
  const intl = useIntl();
  const place = useQuery(experienceAutocompleteQueryOptions(placeName));
  const city = place.data?.suggestions[0] ?? null;
  const until =
    untilDate > addDaysToIsoDate(fromDate, MAX_DAYS)
      ? addDaysToIsoDate(fromDate, MAX_DAYS)
      : untilDate;
  const search: ActivitySearchParams | null = city
    ? {
        cityCode: city.cityCode,
        locationName: city.label,
        fromDate,
        untilDate: until,
        category: null,
      }
    : null;
  const found = useQuery({
    ...experienceSearchQueryOptions({
      cityCode: search?.cityCode ?? '',
      fromDate,
      untilDate: until,
      limit: CROSS_SELL_COUNT,
    }),
    enabled: search !== null,
  });
  // Nothing to offer (no such city, no activities, or the search failed): nothing is shown.
  if (!search || !found.data || found.data.activities.length === 0) return null;
  return (
    <section className="wf-card wf-stack" aria-labelledby="activity-cross-sell-title">
      <h2 id="activity-cross-sell-title">
        {intl.formatMessage({ id: 'activityCrossSell.title' }, { place: search.locationName })}
      </h2>
      <p>{intl.formatMessage({ id: 'activityCrossSell.lead' })}</p>
      <ul className="wf-activity-list">
        {found.data.activities.map((a) => (
          <li key={a.activityId}>
            <ActivityCard
              activity={a}
              href={buildActivityShopPath(a.activityId, search, 'availability')}
              headingLevel={3}
            />
          </li>
        ))}
      </ul>
      <p>
        <Link to={buildActivityPath('availability', buildActivitySearchParams(search))}>
          {intl.formatMessage({ id: 'activityCrossSell.more' }, { place: search.locationName })}
        </Link>
      </p>
    </section>
  );
}

/**
 * "Things to do in Paris" (issue 22): a few activities at a trip's destination on its dates, from a
 * real search (the place found by its name), each linking to its page; hidden when there are none.
 * Its page adds the ACTIVITIES_EN messages.
 */
export function ActivityCrossSell(props: {
  placeName: string;
  fromDate: string;
  untilDate: string;
}) {
  if (!props.placeName || !props.fromDate) return null;
  return <Suggestions {...props} />;
}
