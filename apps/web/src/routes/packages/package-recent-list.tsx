import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatIsoDate } from '../../format/format-dates';
import {
  buildPackagePath,
  type PackageArea,
  type PackageSearchParams,
} from '../../features/packages/package-params';

/** The person's recent package searches, each running again (`recently_searched_package`). */
export function PackageRecentList({
  area,
  searches,
}: {
  area: PackageArea;
  searches: readonly PackageSearchParams[];
}) {
  const intl = useIntl();
  if (searches.length === 0) return null;
  return (
    <section className="wf-recent-searches" aria-labelledby="recent-package-searches">
      <h2 id="recent-package-searches">{intl.formatMessage({ id: 'packageSearch.recent' })}</h2>
      <ul className="wf-recent-list">
        {searches.map((search) => (
          <li key={`${search.origin}-${search.cityCode}-${search.fromDate}-${search.untilDate}`}>
            <Link
              to={buildPackagePath(area, 'hotels-availability', {
                ...search,
                entryType: 'recently_searched_package',
              })}
              className="wf-card wf-recent-card"
            >
              <span className="wf-recent-route">
                {intl.formatMessage(
                  { id: 'packageSearch.recentRoute' },
                  { origin: search.originName, destination: search.locationName },
                )}
              </span>
              <span className="wf-recent-meta">
                {`${formatIsoDate(intl, search.fromDate)} – ${formatIsoDate(intl, search.untilDate)}`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
