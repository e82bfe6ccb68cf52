/**
 * The search query parameters an app's deep link carries (spec §2): `locationName`, `fromDate`
 * and `untilDate` (YYYY-MM-DD), `categoryTagId`, `isTravelApp=true`, `entryType`, `activityId`.
 * Read once here for every product; each product's own parameters module reads the rest, and
 * `planDeepLinkPlace` says what a link naming only a place still lacks (the product's place code,
 * which the portal looks up from `locationName`).
 */
export interface TravelAppLink {
  locationName: string | null;
  /** A real calendar day, else null. */
  fromDate: string | null;
  /** A real calendar day on or after `fromDate`, else null. */
  untilDate: string | null;
  categoryTagId: string | null;
  isTravelApp: boolean;
  /** Carried as the tracking entry source (hotels' and activities' searches read it as such). */
  entryType: string | null;
  activityId: string | null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_TEXT = 120;

/** `YYYY-MM-DD` naming a day that exists (no 2026-02-30). */
export function isCalendarDate(text: string | null): text is string {
  const match = ISO_DATE.exec(text ?? '');
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

function readText(params: URLSearchParams, name: string): string | null {
  const text = params.get(name)?.trim() ?? '';
  return text && text.length <= MAX_TEXT ? text : null;
}

export function readTravelAppLink(params: URLSearchParams): TravelAppLink {
  const from = params.get('fromDate');
  const until = params.get('untilDate');
  const fromDate = isCalendarDate(from) ? from : null;
  const untilDate = fromDate && isCalendarDate(until) && until >= fromDate ? until : null;
  const activityId = readText(params, 'activityId');
  return {
    locationName: readText(params, 'locationName'),
    fromDate,
    untilDate,
    categoryTagId: readText(params, 'categoryTagId'),
    isTravelApp: params.get('isTravelApp') === 'true',
    entryType: readText(params, 'entryType'),
    activityId: activityId && /^[A-Za-z0-9_~-]+$/.test(activityId) ? activityId : null,
  };
}

/** Where a place name is looked up, and the parameter its answer fills. */
export type PlaceLookup =
  | { lookup: 'lodging'; param: 'location' }
  | { lookup: 'lodgingCity'; param: 'location' }
  | { lookup: 'cars'; param: 'pickUp' }
  | { lookup: 'activities'; param: 'cityCode' };

/** Search and results pages whose place a deep link may name by `locationName` alone. */
const PLACE_PAGES: readonly (readonly [RegExp, PlaceLookup])[] = [
  [
    /^\/(hotels|stays|premium-stays)\/(search|availability)\/?$/,
    { lookup: 'lodging', param: 'location' },
  ],
  [/^\/(premium-stays)\/?$/, { lookup: 'lodging', param: 'location' }],
  [/^\/vacation-rentals\/?$/, { lookup: 'lodgingCity', param: 'location' }],
  [/^\/cars\/(search|availability)?\/?$/, { lookup: 'cars', param: 'pickUp' }],
  [/^\/activities\/(search|availability)?\/?$/, { lookup: 'activities', param: 'cityCode' }],
];

export type DeepLinkStep =
  | { kind: 'none' }
  /** `activityId` on a search page: that activity's page, the rest of the query kept. */
  | { kind: 'redirect'; to: string }
  /** Look `query` up and fill the page's place parameter with the first match. */
  | { kind: 'lookUpPlace'; query: string; place: PlaceLookup };

/**
 * What a deep link still needs before its page can show: nothing, another page, or its place
 * looked up. Only links from the app (`isTravelApp=true`) are completed.
 */
export function planDeepLink(pathname: string, search: string): DeepLinkStep {
  const params = new URLSearchParams(search);
  const link = readTravelAppLink(params);
  if (!link.isTravelApp) return { kind: 'none' };
  if (link.activityId && /^\/activities\/(search|availability)?\/?$/.test(pathname)) {
    return { kind: 'redirect', to: `/activities/shop?${params.toString()}` };
  }
  const page = PLACE_PAGES.find(([path]) => path.test(pathname));
  if (!page || !link.locationName) return { kind: 'none' };
  const [, place] = page;
  if (params.get(place.param)) return { kind: 'none' };
  return { kind: 'lookUpPlace', query: link.locationName, place };
}

/** The link's address with the looked-up place filled in, and its dates only when valid. */
export function completeDeepLink(
  pathname: string,
  search: string,
  place: PlaceLookup,
  value: string,
): string {
  const params = new URLSearchParams(search);
  const link = readTravelAppLink(params);
  params.set(place.param, value);
  if (!link.fromDate) params.delete('fromDate');
  if (!link.untilDate) params.delete('untilDate');
  return `${pathname}?${params.toString()}`;
}

/**
 * Where a link whose place nobody knows goes: the product's search page (with what it carried),
 * or nothing to do.
 */
export function selectSearchPageOf(pathname: string): string {
  const [, area = ''] = /^\/([a-z-]+)/.exec(pathname) ?? [];
  if (area === 'vacation-rentals' || area === 'premium-stays') return `/${area}/`;
  return `/${area}/search`;
}
