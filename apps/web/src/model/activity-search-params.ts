import type {
  ActivityCategory,
  ActivityDuration,
  ActivitySort,
} from '@wayfare/contracts/activities';

/**
 * The contract's enumerations as plain lists (the activity pages load no schema library; a test
 * checks they match the contract).
 */
export const ACTIVITY_CATEGORIES: readonly ActivityCategory[] = [
  'Tours',
  'Attractions',
  'Museums',
  'FoodAndDrink',
  'Outdoors',
  'WaterActivities',
  'Shows',
  'DayTrips',
  'Classes',
  'Nightlife',
];
export const ACTIVITY_DURATIONS: readonly ActivityDuration[] = [
  'UpToOneHour',
  'OneToFourHours',
  'FourHoursToOneDay',
  'MultiDay',
];
export const ACTIVITY_SORTS: readonly ActivitySort[] = [
  'Recommended',
  'PriceLowToHigh',
  'PriceHighToLow',
  'Rating',
  'DurationShortest',
];

/**
 * The activities pages' query (spec §2): `locationName`, `fromDate`, `untilDate`,
 * `categoryTagId`, `activityId`, `entryType` (homepage, availability), and the city code the
 * search runs on (`cityCode`).
 */
export interface ActivitySearchParams {
  cityCode: string;
  locationName: string;
  fromDate: string;
  untilDate: string;
  category: ActivityCategory | null;
}

export type ActivityEntryType = 'homepage' | 'availability';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readActivitySearchParams(params: URLSearchParams): ActivitySearchParams | null {
  const cityCode = params.get('cityCode') ?? '';
  const fromDate = params.get('fromDate') ?? '';
  const untilDate = params.get('untilDate') ?? fromDate;
  if (!/^C\d+$/.test(cityCode) || !ISO_DATE.test(fromDate) || !ISO_DATE.test(untilDate))
    return null;
  const tag = params.get('categoryTagId');
  const category = ACTIVITY_CATEGORIES.find((c) => c === tag) ?? null;
  return {
    cityCode,
    locationName: params.get('locationName') ?? '',
    fromDate,
    untilDate,
    category,
  };
}

export function buildActivitySearchParams(
  search: ActivitySearchParams,
  extra: { entryType?: ActivityEntryType; activityId?: string } = {},
): URLSearchParams {
  const params = new URLSearchParams({
    locationName: search.locationName,
    cityCode: search.cityCode,
    fromDate: search.fromDate,
    untilDate: search.untilDate,
  });
  if (search.category) params.set('categoryTagId', search.category);
  if (extra.activityId) params.set('activityId', extra.activityId);
  if (extra.entryType) params.set('entryType', extra.entryType);
  return params;
}

export function buildActivityPath(
  page: 'search' | 'availability' | 'shop' | 'book' | 'book/confirm',
  params?: URLSearchParams,
): string {
  const query = params?.toString();
  return `/activities/${page}${query ? `?${query}` : ''}`;
}

/** The activity page's link from results, a trip page or a confirmation. */
export function buildActivityShopPath(
  activityId: string,
  search: ActivitySearchParams | null,
  entryType: ActivityEntryType,
): string {
  const params = search
    ? buildActivitySearchParams(search, { activityId, entryType })
    : new URLSearchParams({ activityId, entryType });
  return buildActivityPath('shop', params);
}
