import {
  DEFAULT_CAR_TIME,
  DEFAULT_DRIVER_AGE,
  MIN_DRIVER_AGE,
  selectDriverAgeBand,
  SENIOR_DRIVER_AGE,
  toLocalDateTime,
  YOUNG_DRIVER_LIMIT,
  type CarPlace,
  type CarSearchParams,
  type DriverAgeBand,
} from '../../model/car-search-params';
import { addDaysToIsoDate, SEARCH_HORIZON_DAYS } from '../../model/search-dates';

/** Longest rental the search takes (the supplier's limit, CAR_MAX_RENTAL_DAYS in the contract). */
export const MAX_RENTAL_DAYS = 30;

/** The form as the person fills it in. */
export interface CarSearchDraft {
  pickUp: CarPlace | null;
  differentDropOff: boolean;
  dropOff: CarPlace | null;
  fromDate: string | null;
  pickUpTime: string;
  untilDate: string | null;
  dropOffTime: string;
  ageBand: DriverAgeBand;
  /** A young driver's exact age, as typed. */
  exactAge: string;
}

export type CarSearchField = 'pickUp' | 'dropOff' | 'dates' | 'times' | 'age';

export type CarSearchProblem =
  | 'carSearch.error.pickUp'
  | 'carSearch.error.dropOff'
  | 'carSearch.error.dates'
  | 'carSearch.error.tooLong'
  | 'carSearch.error.past'
  | 'carSearch.error.times'
  | 'carSearch.error.age';

export function emptyCarSearchDraft(): CarSearchDraft {
  return {
    pickUp: null,
    differentDropOff: false,
    dropOff: null,
    fromDate: null,
    pickUpTime: DEFAULT_CAR_TIME,
    untilDate: null,
    dropOffTime: DEFAULT_CAR_TIME,
    ageBand: 'standard',
    exactAge: '',
  };
}

/** The form filled from a search (Change search, a change of car, a recent search). */
export function draftFromCarSearch(search: CarSearchParams): CarSearchDraft {
  const ageBand = selectDriverAgeBand(search.driverAge);
  return {
    pickUp: search.pickUp,
    differentDropOff: search.dropOff !== null,
    dropOff: search.dropOff,
    fromDate: search.fromDate,
    pickUpTime: search.pickUpTime,
    untilDate: search.untilDate,
    dropOffTime: search.dropOffTime,
    ageBand,
    exactAge: ageBand === 'young' ? String(search.driverAge) : '',
  };
}

/** The age the search asks with: the exact one for a young driver, a band's otherwise. */
export function readDriverAge(draft: CarSearchDraft): number | null {
  if (draft.ageBand === 'standard') return DEFAULT_DRIVER_AGE;
  if (draft.ageBand === 'senior') return SENIOR_DRIVER_AGE;
  const age = Number(draft.exactAge.trim());
  return Number.isInteger(age) && age >= MIN_DRIVER_AGE && age < YOUNG_DRIVER_LIMIT ? age : null;
}

function daysBetween(fromDate: string, untilDate: string): number {
  return Math.round((Date.parse(untilDate) - Date.parse(fromDate)) / 86_400_000);
}

/** The form's own checks, as message ids by field (the server checks again). */
export function checkCarSearchDraft(
  draft: CarSearchDraft,
  today: string,
): Partial<Record<CarSearchField, CarSearchProblem>> {
  const errors: Partial<Record<CarSearchField, CarSearchProblem>> = {};
  if (!draft.pickUp) errors.pickUp = 'carSearch.error.pickUp';
  if (draft.differentDropOff && !draft.dropOff) errors.dropOff = 'carSearch.error.dropOff';
  const { fromDate, untilDate } = draft;
  if (!fromDate || !untilDate) {
    errors.dates = 'carSearch.error.dates';
  } else if (fromDate < today || fromDate > addDaysToIsoDate(today, SEARCH_HORIZON_DAYS)) {
    errors.dates = 'carSearch.error.past';
  } else if (untilDate < fromDate) {
    errors.dates = 'carSearch.error.dates';
  } else if (daysBetween(fromDate, untilDate) > MAX_RENTAL_DAYS) {
    errors.dates = 'carSearch.error.tooLong';
  } else if (
    toLocalDateTime(untilDate, draft.dropOffTime) <= toLocalDateTime(fromDate, draft.pickUpTime)
  ) {
    errors.times = 'carSearch.error.times';
  }
  if (readDriverAge(draft) === null) errors.age = 'carSearch.error.age';
  return errors;
}

/** The search a checked draft runs, or null while something is to fix. */
export function toCarSearch(draft: CarSearchDraft, today: string): CarSearchParams | null {
  if (Object.keys(checkCarSearchDraft(draft, today)).length > 0) return null;
  const driverAge = readDriverAge(draft);
  if (!draft.pickUp || !draft.fromDate || !draft.untilDate || driverAge === null) return null;
  return {
    pickUp: draft.pickUp,
    dropOff: draft.differentDropOff ? draft.dropOff : null,
    fromDate: draft.fromDate,
    pickUpTime: draft.pickUpTime,
    untilDate: draft.untilDate,
    dropOffTime: draft.dropOffTime,
    driverAge,
  };
}

/** The half hours a counter books, "00:00" to "23:30". */
export const CAR_TIMES: readonly string[] = Array.from({ length: 48 }, (_, i) => {
  const hours = String(Math.floor(i / 2)).padStart(2, '0');
  return `${hours}:${i % 2 === 0 ? '00' : '30'}`;
});
