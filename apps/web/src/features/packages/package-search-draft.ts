import type { MessageId } from '../../i18n/messages-en';
import { addDaysToIsoDate, SEARCH_HORIZON_DAYS } from '../../model/search-dates';

/** A place the package search form holds: the flight autocomplete's choice. */
export interface PackagePlace {
  code: string;
  label: string;
  isRecent: boolean;
  cityCode?: string;
}

export interface PackageSearchDraft {
  origin: PackagePlace | null;
  destination: PackagePlace | null;
  fromDate: string | null;
  untilDate: string | null;
  rooms: number;
  adults: number;
  children: number;
}

export type PackageSearchField = 'origin' | 'destination' | 'dates' | 'rooms' | 'adults';

/** Most travellers a package books together (the flights' limit). */
export const MAX_PACKAGE_TRAVELERS = 9;

/**
 * The form's own checks, as message ids by field (the server checks again): both places, a
 * destination with hotels (a city), different places, dates in the horizon with the return after
 * the departure, at most nine travellers and an adult in every room.
 */
export function checkPackageSearchDraft(
  draft: PackageSearchDraft,
  destinationCity: string | null,
  today: string,
): Partial<Record<PackageSearchField, MessageId>> {
  const errors: Partial<Record<PackageSearchField, MessageId>> = {};
  if (!draft.origin) errors.origin = 'packageSearch.error.origin';
  if (!draft.destination) errors.destination = 'packageSearch.error.destination';
  else if (draft.origin && draft.origin.code === draft.destination.code)
    errors.destination = 'packageSearch.error.same';
  else if (!destinationCity) errors.destination = 'packageSearch.error.noCity';
  const { fromDate, untilDate } = draft;
  if (
    !fromDate ||
    !untilDate ||
    fromDate < today ||
    fromDate > addDaysToIsoDate(today, SEARCH_HORIZON_DAYS) ||
    untilDate <= fromDate
  )
    errors.dates = 'packageSearch.error.dates';
  if (draft.adults + draft.children > MAX_PACKAGE_TRAVELERS)
    errors.adults = 'packageSearch.error.travelers';
  if (draft.rooms > draft.adults) errors.rooms = 'packageSearch.error.rooms';
  return errors;
}
