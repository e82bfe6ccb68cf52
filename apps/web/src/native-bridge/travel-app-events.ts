import { TRACKING_FUNNELS, type TrackingFunnel } from '@wayfare/domain/tracking-privacy';
/**
 * The travel app's events and funnels, spelled as the product spec spells them (spec §4
 * "Travel-app events"). Only the web posts them (to the phone app that hosts it), so they live
 * here rather than in the contracts.
 */
export const TRAVEL_APP_EVENTS = [
  'datesFinalized',
  'datesReset',
  'datePicked',
  'bookingComplete',
  'sessionInitialized',
  'sessionExpiring',
  'sessionExpired',
  'sessionFailed',
  'calendarLoaded',
  'searchLoaded',
  'navigateToNativeFeature',
] as const;
export type TravelAppEvent = (typeof TRAVEL_APP_EVENTS)[number];

/** Spec §4 funnels: the tracking events' funnels, named once in the domain. */
export const TRAVEL_APP_FUNNELS = TRACKING_FUNNELS;
export type TravelAppFunnel = TrackingFunnel;

/** A small, flat payload: ids, dates and flags, never personal data. */
export type TravelAppPayload = Readonly<Record<string, string | number | boolean | null>>;

/**
 * What the app receives: the event, the funnel of the page it happened on (null on pages that
 * belong to no product: home, trips, the session's own pages), a payload and when it was sent.
 */
export interface TravelAppMessage {
  event: TravelAppEvent;
  funnel: TravelAppFunnel | null;
  payload: TravelAppPayload;
  /** ISO instant, the device's clock. */
  sentAt: string;
}

/** Native screens the portal can ask the app to open (`navigateToNativeFeature`'s `feature`). */
export const NATIVE_FEATURES = ['account'] as const;
export type NativeFeature = (typeof NATIVE_FEATURES)[number];

/** Path prefixes of each funnel's pages (spec §2 routes); stays search hotels and homes alike. */
const FUNNEL_PREFIXES: readonly (readonly [string, TravelAppFunnel])[] = [
  ['/premium-stays/', 'premiumStays'],
  ['/vacation-rentals/', 'homes'],
  ['/hotels-flights/', 'packages'],
  ['/packages/', 'packages'],
  ['/hotels/', 'hotels'],
  ['/stays/', 'hotels'],
  ['/flights/', 'flights'],
  ['/exchange/', 'flights'],
  ['/cars/', 'cars'],
  ['/activities/', 'activities'],
];

/** The funnel a page belongs to, from its path; null for pages of no product. */
export function selectFunnelOfPath(pathname: string): TravelAppFunnel | null {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return FUNNEL_PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? null;
}
