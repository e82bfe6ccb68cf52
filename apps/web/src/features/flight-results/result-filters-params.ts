import type { FlightSortKey } from '@wayfare/contracts/flights';
import { TIME_OF_DAY_BUCKETS, type TimeOfDayBucket } from '@wayfare/domain/display-rules';
import { NO_FILTERS, SORT_KEYS, type ResultFilters } from './result-filters';

/**
 * The shop's sort and filters live in the URL beside the search and step parameters, so they
 * stay as they were when the traveller moves from the departure to the return (and back), and a
 * reload or a shared link keeps them.
 */
export const RESULT_PARAM_KEYS = [
  'sort',
  'nonStop',
  'noLowCost',
  'shortLayover',
  'noSelfTransfer',
  'airlines',
  'departs',
  'price',
] as const;

export const DEFAULT_SORT_KEY: FlightSortKey = 'fareScore';

export interface ResultView {
  sortKey: FlightSortKey;
  filters: ResultFilters;
}

const readList = (params: URLSearchParams, key: string) =>
  (params.get(key) ?? '').split(',').filter((value) => value.length > 0);

const isBucket = (value: string): value is TimeOfDayBucket =>
  (TIME_OF_DAY_BUCKETS as readonly string[]).includes(value);

/**
 * The sort and filters in `params`; anything unreadable counts as not set. Read without zod (the
 * sort keys are the list's own), so the results page's code ships none (issue 16).
 */
export function readResultView(params: URLSearchParams): ResultView {
  const sortParam = params.get('sort');
  const price = /^(\d+)-(\d+)$/.exec(params.get('price') ?? '');
  const minMinor = Number(price?.[1]);
  const maxMinor = Number(price?.[2]);
  return {
    sortKey: SORT_KEYS.find((key) => key === sortParam) ?? DEFAULT_SORT_KEY,
    filters: {
      isNonStopOnly: params.get('nonStop') === '1',
      excludesLowCostCarriers: params.get('noLowCost') === '1',
      isShortLayoverOnly: params.get('shortLayover') === '1',
      excludesSelfTransfers: params.get('noSelfTransfer') === '1',
      airlineCodes: readList(params, 'airlines').filter((code) => /^[A-Z0-9]{2,3}$/.test(code)),
      departureBuckets: readList(params, 'departs').filter(isBucket),
      priceRange:
        price &&
        Number.isSafeInteger(minMinor) &&
        Number.isSafeInteger(maxMinor) &&
        minMinor <= maxMinor
          ? { minMinor, maxMinor }
          : NO_FILTERS.priceRange,
    },
  };
}

/** `params` with the sort and filters set (defaults left out), everything else kept. */
export function writeResultView(params: URLSearchParams, view: ResultView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of RESULT_PARAM_KEYS) next.delete(key);
  const { sortKey, filters } = view;
  if (sortKey !== DEFAULT_SORT_KEY) next.set('sort', sortKey);
  if (filters.isNonStopOnly) next.set('nonStop', '1');
  if (filters.excludesLowCostCarriers) next.set('noLowCost', '1');
  if (filters.isShortLayoverOnly) next.set('shortLayover', '1');
  if (filters.excludesSelfTransfers) next.set('noSelfTransfer', '1');
  if (filters.airlineCodes.length > 0) next.set('airlines', filters.airlineCodes.join(','));
  if (filters.departureBuckets.length > 0) next.set('departs', filters.departureBuckets.join(','));
  if (filters.priceRange)
    next.set('price', `${filters.priceRange.minMinor}-${filters.priceRange.maxMinor}`);
  return next;
}
