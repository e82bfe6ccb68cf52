import { useNavigate } from 'react-router';
import { CarSearchForm } from '../../features/car-search/car-search-form';
import { emptyCarSearchDraft } from '../../features/car-search/car-search-draft';
import '../../features/car-search/car-search.css';
import { RecentCarSearches } from '../../features/car-search/recent-car-searches';
import '../../features/flight-search/flight-search.css';
import { rememberCarSearch } from '../../model/car-recent-searches';
import { buildCarPath, buildCarSearchParams } from '../../model/car-search-params';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { todayInPortalZone } from '../../i18n/locale';

/**
 * The home page's car search (loaded when the Cars tab is chosen, with its React Aria widgets):
 * the car search page's form and the person's recent car searches.
 */
export default function CarSearchPanel() {
  const navigate = useNavigate();
  const session = useSignedInSession();
  return (
    <div className="wf-home-search-panel">
      <CarSearchForm
        initial={emptyCarSearchDraft()}
        today={todayInPortalZone()}
        onSubmit={(search) => {
          rememberCarSearch(session.userId, search);
          void navigate(buildCarPath('availability', buildCarSearchParams(search)));
        }}
      />
      <RecentCarSearches userId={session.userId} headingId="home-recent-car-searches" />
    </div>
  );
}
