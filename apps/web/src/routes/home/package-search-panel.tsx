import { useNavigate } from 'react-router';
import '../../features/flight-search/flight-search.css';
import { PackageHelptip } from '../../features/packages/package-helptip';
import { buildPackagePath } from '../../features/packages/package-params';
import {
  listRecentPackageSearches,
  rememberPackageSearch,
} from '../../features/packages/package-recent-searches';
import '../../features/packages/packages.css';
import { todayInPortalZone } from '../../i18n/locale';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { PackageRecentList } from '../packages/package-recent-list';
import { PackageSearchForm } from '../packages/package-search-form';

/**
 * The home page's package search (the `packages` experiment's `hotels-flights` variant, loaded
 * when its tab is chosen): the `/hotels-flights/` search form, the explanation until dismissed,
 * and the person's recent package searches.
 */
export default function PackageSearchPanel() {
  const navigate = useNavigate();
  const session = useSignedInSession();
  return (
    <div className="wf-home-search-panel wf-stack">
      <PackageHelptip />
      <PackageSearchForm
        search={null}
        today={todayInPortalZone()}
        entryType={null}
        onSubmit={(search) => {
          rememberPackageSearch(session.userId, search);
          void navigate(buildPackagePath('hotels-flights', 'hotels-availability', search));
        }}
      />
      <PackageRecentList
        area="hotels-flights"
        searches={listRecentPackageSearches(session.userId)}
      />
    </div>
  );
}
