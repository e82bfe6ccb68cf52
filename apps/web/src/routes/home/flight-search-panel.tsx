import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { FlightShopRequest, RecentFlightSearch } from '@wayfare/contracts/flight-shop';
import { FlightSearchForm } from '../../features/flight-search/flight-search-form';
import { buildFlightSearchParams } from '../../model/flight-search-params';
import { buildRecentPlaceOptions } from '../../features/flight-search/place-options';
import { RecentSearches } from '../../features/flight-search/recent-searches';
import { createPreferredDraft } from '../../features/flight-search/search-draft';
import { preferencesQueryOptions } from '../../api/preference-calls';
import { todayInPortalZone } from '../../i18n/locale';
import { useSignedInSession } from '../../session/use-signed-in-session';

/**
 * The home page's flight search: the flight search page's own form (its React Aria widgets still
 * load only when the person reaches for it) and the person's recent searches, which search again.
 */
export function FlightSearchPanel({ searches }: { searches: readonly RecentFlightSearch[] }) {
  const navigate = useNavigate();
  const session = useSignedInSession();
  // The form starts from the person's home airport and cabin (issue 24) once they are in; people
  // without preferences keep the empty form (its key never changes, so it is never remade).
  const preferences = useQuery(preferencesQueryOptions(session.userId));
  const homeAirport = preferences.data?.homeAirport ?? null;
  const cabinClass = preferences.data?.flight.cabinClass ?? null;
  const runSearch = (request: FlightShopRequest) => {
    void navigate(`/flights/shop?${buildFlightSearchParams(request).toString()}`);
  };
  return (
    <div className="wf-home-search-panel">
      <FlightSearchForm
        key={`${homeAirport?.code ?? ''}:${cabinClass ?? ''}`}
        initialDraft={createPreferredDraft({ homeAirport, cabinClass })}
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
