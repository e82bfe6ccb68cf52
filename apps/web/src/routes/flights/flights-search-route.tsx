import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { FlightShopRequest, RecentFlightSearch } from '@wayfare/contracts/flight-shop';
import {
  flightAutocompleteQueryOptions,
  recentFlightSearchesQueryOptions,
} from '../../api/flights-calls';
import { preferencesQueryOptions } from '../../api/preference-calls';
import '../../features/flight-search/flight-search.css';
import type { ServerFieldError } from '../../features/flight-search/flight-search-form';
import { FlightSearchForm } from '../../features/flight-search/flight-search-form';
import { buildFlightSearchParams, parseFlightSearchParams } from '../../model/flight-search-params';
import {
  buildPlaceOptions,
  buildRecentPlaceOptions,
  toPlaceChoice,
} from '../../features/flight-search/place-options';
import { readTravelAppLink } from '../../native-bridge/travel-app-link';
import { RecentSearches } from '../../features/flight-search/recent-searches';
import {
  createDraftFromRequest,
  createPreferredDraft,
} from '../../features/flight-search/search-draft';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { PageTitle } from '../../components/page-title';
import { todayInPortalZone } from '../../i18n/locale';

import { LoadingState } from '../../ui/states';

/** Router state the shop page passes back when the server rejects a field. */
export interface FlightSearchLocationState {
  serverError?: ServerFieldError;
}

function readServerError(state: unknown): ServerFieldError | null {
  if (typeof state !== 'object' || state === null || !('serverError' in state)) return null;
  const { serverError } = state as FlightSearchLocationState;
  return serverError ?? null;
}

function buildLabelLookup(searches: readonly RecentFlightSearch[]) {
  const labels = new Map<string, string>();
  for (const recent of searches) {
    recent.search.slices.forEach((slice, index) => {
      const label = recent.labels[index];
      if (!label) return;
      if (!labels.has(slice.origin)) labels.set(slice.origin, label.origin);
      if (!labels.has(slice.destination)) labels.set(slice.destination, label.destination);
    });
  }
  return (code: string) => labels.get(code);
}

/** /flights/search: the flight search form, prefilled from the URL, and the recent searches. */
export function Component() {
  const intl = useIntl();
  const session = useSignedInSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const recent = useQuery(recentFlightSearchesQueryOptions(session.userId));
  // The empty form starts from the person's preferences (issue 24); a failed load starts it empty.
  const preferences = useQuery(preferencesQueryOptions(session.userId));
  // A phone app's deep link names where to by `locationName` (spec §2): the first place the
  // flight suggestions find for it is the destination; the origin is the home airport.
  const prefill = parseFlightSearchParams(searchParams);
  const appLink = readTravelAppLink(searchParams);
  const placeName = appLink.isTravelApp && !prefill ? (appLink.locationName ?? '') : '';
  const places = useQuery({ ...flightAutocompleteQueryOptions(placeName) });

  const runSearch = (request: FlightShopRequest) => {
    void navigate(`/flights/shop?${buildFlightSearchParams(request).toString()}`);
  };

  if (recent.isPending || preferences.isPending || (placeName !== '' && places.isPending)) {
    return <LoadingState label={intl.formatMessage({ id: 'common.loading' })} />;
  }
  const searches = recent.data ?? [];
  const [linkedPlace] = buildPlaceOptions(places.data?.suggestions ?? [], (name) =>
    intl.formatMessage({ id: 'placeKind.metroName' }, { name }),
  );
  const initialDraft = prefill
    ? createDraftFromRequest(prefill, buildLabelLookup(searches))
    : createPreferredDraft(
        {
          homeAirport: preferences.data?.homeAirport ?? null,
          cabinClass: preferences.data?.flight.cabinClass ?? null,
        },
        {
          destination: placeName && linkedPlace ? toPlaceChoice(linkedPlace) : null,
          fromDate: appLink.isTravelApp ? appLink.fromDate : null,
          untilDate: appLink.isTravelApp ? appLink.untilDate : null,
        },
      );

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'flightSearch.pageTitle' })} />
      <div className="wf-flight-search-page">
        <FlightSearchForm
          key={searchParams.toString()}
          initialDraft={initialDraft}
          recentPlaces={buildRecentPlaceOptions(searches)}
          today={todayInPortalZone()}
          serverError={readServerError(location.state)}
          onSubmit={runSearch}
        />
        {recent.isError ? (
          <p className="wf-field-description">
            {intl.formatMessage({ id: 'flightSearch.recentError' })}
          </p>
        ) : null}
        <RecentSearches
          searches={searches}
          onRun={(search) => runSearch({ ...search.search, entrySource: 'recently_searched_air' })}
        />
      </div>
    </>
  );
}
