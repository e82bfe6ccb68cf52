import { useNavigate } from 'react-router';
import type { FlightShopRequest, RecentFlightSearch } from '@wayfare/contracts/flight-shop';
import { FlightSearchForm } from '../../features/flight-search/flight-search-form';
import { buildFlightSearchParams } from '../../model/flight-search-params';
import { buildRecentPlaceOptions } from '../../features/flight-search/place-options';
import { RecentSearches } from '../../features/flight-search/recent-searches';
import { createEmptyDraft } from '../../features/flight-search/search-draft';
import { todayInPortalZone } from '../../i18n/locale';

/**
 * The home page's flight search: the flight search page's own form (its React Aria widgets still
 * load only when the person reaches for it) and the person's recent searches, which search again.
 */
export function FlightSearchPanel({ searches }: { searches: readonly RecentFlightSearch[] }) {
  const navigate = useNavigate();
  const runSearch = (request: FlightShopRequest) => {
    void navigate(`/flights/shop?${buildFlightSearchParams(request).toString()}`);
  };
  return (
    <div className="wf-home-search-panel">
      <FlightSearchForm
        initialDraft={createEmptyDraft()}
        recentPlaces={buildRecentPlaceOptions(searches)}
        today={todayInPortalZone()}
        serverError={null}
        onSubmit={runSearch}
        titleLevel={2}
      />
      <RecentSearches
        searches={searches}
        onRun={(search) => runSearch({ ...search.search, entrySource: 'recently_searched_air' })}
      />
    </div>
  );
}
