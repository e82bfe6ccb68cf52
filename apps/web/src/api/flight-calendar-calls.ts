import { queryOptions } from '@tanstack/react-query';
import type {
  FlightCalendarQuery,
  FlightCalendarResponse,
  FlightDateGridQuery,
  FlightDateGridResponse,
} from '@wayfare/contracts/flight-calendar';
import { requestJson } from './http-client';

/** Fares move with time; the server keeps a route's calendar for a minute too. */
const CALENDAR_STALE_MS = 60_000;

function toQuery(query: FlightCalendarQuery | FlightDateGridQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
}

/**
 * GET /flights/calendar: each departure day's lowest fare (or a round trip's return days once
 * the departure is picked), with its level. Its failure is the picker's to show quietly: the
 * dates can still be picked without prices.
 */
export function fetchFlightCalendar(
  query: FlightCalendarQuery,
  signal?: AbortSignal,
): Promise<FlightCalendarResponse> {
  return requestJson<FlightCalendarResponse>('/flights/calendar', {
    query: toQuery(query),
    signal,
    failureHandling: 'reportOnly',
  });
}

export function flightCalendarQueryOptions(query: FlightCalendarQuery, enabled: boolean) {
  return queryOptions({
    queryKey: ['flights', 'calendar', query],
    queryFn: ({ signal }) => fetchFlightCalendar(query, signal),
    enabled,
    staleTime: CALENDAR_STALE_MS,
    retry: 1,
  });
}

/** GET /flights/date-grid: the lowest total within three days of the searched dates. */
export function fetchFlightDateGrid(
  query: FlightDateGridQuery,
  signal?: AbortSignal,
): Promise<FlightDateGridResponse> {
  return requestJson<FlightDateGridResponse>('/flights/date-grid', {
    query: toQuery(query),
    signal,
    failureHandling: 'reportOnly',
  });
}

export function flightDateGridQueryOptions(query: FlightDateGridQuery, enabled = true) {
  return queryOptions({
    queryKey: ['flights', 'date-grid', query],
    queryFn: ({ signal }) => fetchFlightDateGrid(query, signal),
    enabled,
    staleTime: CALENDAR_STALE_MS,
    retry: 1,
  });
}
