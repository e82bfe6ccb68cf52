import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatIsoDate } from '../../format/format-dates';
import { listRecentCarSearches } from '../../model/car-recent-searches';
import { buildCarPath, buildCarSearchParams } from '../../model/car-search-params';

/** The person's last car searches (this browser), each a link that runs it again. */
export function RecentCarSearches({ userId, headingId }: { userId: string; headingId: string }) {
  const intl = useIntl();
  const searches = listRecentCarSearches(userId);
  if (searches.length === 0) return null;
  return (
    <section className="wf-recent-searches" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'carSearch.recent' })}</h2>
      <ul className="wf-recent-list">
        {searches.map((search) => {
          const params = buildCarSearchParams(search, 'recently_searched_car');
          return (
            <li key={params.toString()}>
              <Link to={buildCarPath('availability', params)} className="wf-card wf-recent-card">
                <span className="wf-recent-route">
                  {search.dropOff
                    ? `${search.pickUp.name} → ${search.dropOff.name}`
                    : search.pickUp.name}
                </span>
                <span className="wf-recent-meta">
                  {`${formatIsoDate(intl, search.fromDate)} – ${formatIsoDate(intl, search.untilDate)}`}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
