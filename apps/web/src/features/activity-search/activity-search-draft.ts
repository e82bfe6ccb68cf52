import type { ActivityCategory } from '@wayfare/contracts/activities';
import type { ActivitySearchParams } from '../../model/activity-search-params';
import { addDaysToIsoDate, SEARCH_HORIZON_DAYS } from '../../model/search-dates';

/** A search covers at most this many days (the supplier's limit is 31 days inclusive). */
export const MAX_ACTIVITY_SEARCH_DAYS = 30;

export interface ActivityPlace {
  cityCode: string;
  name: string;
}

export interface ActivitySearchDraft {
  place: ActivityPlace | null;
  fromDate: string | null;
  untilDate: string | null;
  category: ActivityCategory | null;
}

export type ActivitySearchField = 'place' | 'dates';
export type ActivitySearchProblem =
  | 'activitySearch.error.place'
  | 'activitySearch.error.dates'
  | 'activitySearch.error.past'
  | 'activitySearch.error.tooLong';

export function emptyActivitySearchDraft(): ActivitySearchDraft {
  return { place: null, fromDate: null, untilDate: null, category: null };
}

export function draftFromActivitySearch(search: ActivitySearchParams): ActivitySearchDraft {
  return {
    place: { cityCode: search.cityCode, name: search.locationName },
    fromDate: search.fromDate,
    untilDate: search.untilDate,
    category: search.category,
  };
}

/** What is wrong with the form, field by field (today: the portal's date). */
export function checkActivitySearchDraft(
  draft: ActivitySearchDraft,
  today: string,
): Partial<Record<ActivitySearchField, ActivitySearchProblem>> {
  const errors: Partial<Record<ActivitySearchField, ActivitySearchProblem>> = {};
  if (!draft.place) errors.place = 'activitySearch.error.place';
  if (!draft.fromDate || !draft.untilDate || draft.untilDate < draft.fromDate)
    errors.dates = 'activitySearch.error.dates';
  else if (draft.fromDate < today || draft.untilDate > addDaysToIsoDate(today, SEARCH_HORIZON_DAYS))
    errors.dates = 'activitySearch.error.past';
  else if (draft.untilDate > addDaysToIsoDate(draft.fromDate, MAX_ACTIVITY_SEARCH_DAYS))
    errors.dates = 'activitySearch.error.tooLong';
  return errors;
}

export function toActivitySearch(
  draft: ActivitySearchDraft,
  today: string,
): ActivitySearchParams | null {
  if (Object.keys(checkActivitySearchDraft(draft, today)).length > 0) return null;
  if (!draft.place || !draft.fromDate || !draft.untilDate) return null;
  return {
    cityCode: draft.place.cityCode,
    locationName: draft.place.name,
    fromDate: draft.fromDate,
    untilDate: draft.untilDate,
    category: draft.category,
  };
}
