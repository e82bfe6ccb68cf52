import type { TripSummary, TripsResponse } from '@wayfare/contracts/trips';

/**
 * Spec §2 trip list sections, in the spec's order; `tab` is the `?tab=` value. Every section
 * works (trips with offers are the trips a travel credit paid part of, issue 23); a new one joins
 * once it works (nothing is shown before it works). Watched trips show only when the person's
 * watches answer (`listTripSections`).
 */
export const TRIP_SECTIONS = [
  { tab: 'upcoming', key: 'upcoming' },
  { tab: 'watched', key: 'watched' },
  { tab: 'frozen', key: 'frozen' },
  { tab: 'credits', key: 'airlineCredits' },
  { tab: 'past', key: 'past' },
  { tab: 'offers', key: 'withOffers' },
] as const satisfies readonly { tab: string; key: keyof TripsResponse }[];

export type TripSectionTab = (typeof TRIP_SECTIONS)[number]['tab'];

/** What the page knows of the person's price watches (`GET /watches`). */
export type WatchedSectionSource =
  { status: 'pending' } | { status: 'error' } | { status: 'success'; count: number };

/**
 * Watched trips is a section only when the watch list answered with something in it, or when it
 * is the open tab (a link to it, or the last watch just stopped): there its loading, empty and
 * failed states show. Elsewhere an empty or failed list leaves the section out.
 */
export function isWatchedSectionShown(source: WatchedSectionSource, tab: TripSectionTab): boolean {
  if (tab === 'watched') return true;
  return source.status === 'success' && source.count > 0;
}

/** The sections shown, in the spec's order. */
export function listTripSections(
  source: WatchedSectionSource,
  tab: TripSectionTab,
): (typeof TRIP_SECTIONS)[number][] {
  return TRIP_SECTIONS.filter(
    (section) => section.tab !== 'watched' || isWatchedSectionShown(source, tab),
  );
}

export function isTripSectionTab(value: string | null): value is TripSectionTab {
  return TRIP_SECTIONS.some((section) => section.tab === value);
}

/** The tab a `?tab=` value opens, Upcoming when it names none. */
export function readTripSectionTab(value: string | null): TripSectionTab {
  return isTripSectionTab(value) ? value : 'upcoming';
}

/**
 * How many entries a section holds (its tab shows the count). Frozen prices and watched trips come
 * from their own lists (`GET /trips/freezes`, with today's prices, and `GET /watches`), so their
 * counts are the page's.
 */
export function countTripSection(
  trips: TripsResponse,
  tab: TripSectionTab,
  counts: { frozen: number; watched: number },
): number {
  if (tab === 'frozen') return counts.frozen;
  if (tab === 'watched') return counts.watched;
  const section = TRIP_SECTIONS.find((entry) => entry.tab === tab);
  return section ? trips[section.key].length : 0;
}

/** Upcoming trips soonest first (by first departure or check-in, then by code). */
export function sortUpcomingTrips(trips: readonly TripSummary[]): TripSummary[] {
  return [...trips].sort(
    (a, b) =>
      Date.parse(a.startsAt) - Date.parse(b.startsAt) ||
      (a.confirmationCode ?? a.bookingId).localeCompare(b.confirmationCode ?? b.bookingId),
  );
}

/** Past and cancelled trips newest first. */
export function sortPastTrips(trips: readonly TripSummary[]): TripSummary[] {
  return [...trips].sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
}

/** The badge a trip card shows (spec §4 trip booking status; approval held on business trips). */
export function selectTripBadge(
  trip: Pick<TripSummary, 'status' | 'awaitingApproval'>,
): 'AwaitingApproval' | TripSummary['status'] {
  return trip.awaitingApproval ? 'AwaitingApproval' : trip.status;
}
