import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { carAutocompleteQueryOptions } from '../../api/cars-calls';
import { experienceAutocompleteQueryOptions } from '../../api/experiences-calls';
import { lodgingAutocompleteQueryOptions } from '../../api/hotels-calls';
import { formatLocation } from '../../model/hotel-search-params';
import {
  completeDeepLink,
  planDeepLink,
  selectSearchPageOf,
  type PlaceLookup,
} from '../../native-bridge/travel-app-link';
import { LoadingState } from '../../ui/states';

/** The first suggestion's value for the page's place parameter, or null when none fits. */
function useLookedUpPlace(place: PlaceLookup | null, query: string) {
  const lodging = useQuery({
    ...lodgingAutocompleteQueryOptions(query),
    enabled: place?.lookup === 'lodging' || place?.lookup === 'lodgingCity',
  });
  const cars = useQuery({
    ...carAutocompleteQueryOptions(query),
    enabled: place?.lookup === 'cars',
  });
  const activities = useQuery({
    ...experienceAutocompleteQueryOptions(query),
    enabled: place?.lookup === 'activities',
  });
  switch (place?.lookup) {
    case 'lodging': {
      const first = lodging.data?.suggestions.find((s) => s.lodgingId === null);
      return { isDone: !lodging.isPending, value: first ? formatLocation(first.location) : null };
    }
    case 'lodgingCity': {
      const city = lodging.data?.suggestions.find((s) => s.location.kind === 'city');
      return {
        isDone: !lodging.isPending,
        value: city?.location.kind === 'city' ? `city:${city.location.cityCode}` : null,
      };
    }
    case 'cars':
      return { isDone: !cars.isPending, value: cars.data?.suggestions[0]?.rentalCode ?? null };
    case 'activities':
      return {
        isDone: !activities.isPending,
        value: activities.data?.suggestions[0]?.cityCode ?? null,
      };
    default:
      return { isDone: true, value: null };
  }
}

/**
 * The product's search page with what the link carried, for a place nobody knows; without
 * `isTravelApp` so it is not looked up again (webview mode lasts for the session anyway).
 */
function withoutAppFlag(path: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('isTravelApp');
  return `${path}?${params.toString()}`;
}

/**
 * A phone app's deep link (spec §2 search parameters, `isTravelApp=true`) often names its place by
 * `locationName` alone: the place is looked up with the product's own suggestions and the page
 * opens on the first match (its search page, filled in as far as the link went, when nothing
 * matches); `activityId` on a search opens that activity. The page shows once its address is whole.
 */
export function TravelAppDeepLink({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const step = planDeepLink(pathname, search);
  const place = step.kind === 'lookUpPlace' ? step.place : null;
  const query = step.kind === 'lookUpPlace' ? step.query : '';
  const found = useLookedUpPlace(place, query);

  const target =
    step.kind === 'redirect'
      ? step.to
      : step.kind === 'lookUpPlace' && found.isDone
        ? found.value
          ? completeDeepLink(pathname, search, step.place, found.value)
          : withoutAppFlag(selectSearchPageOf(pathname), search)
        : null;
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);

  if (step.kind === 'none') return children;
  return <LoadingState label={intl.formatMessage({ id: 'travelApp.deepLink.loading' })} />;
}
