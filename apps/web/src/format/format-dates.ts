import type { IntlShape } from 'react-intl';

/** A local wall-clock time `YYYY-MM-DDTHH:mm` as "7:45 AM", never shifted by a time zone. */
export function formatLocalTime(intl: IntlShape, localDateTime: string): string {
  return intl.formatTime(`${localDateTime.slice(0, 16)}:00Z`, { timeZone: 'UTC' });
}

/** A wall-clock time `HH:mm` (a hotel's check-in hour) as "3:00 PM", or "15:00" in French. */
export function formatClockTime(intl: IntlShape, time: string): string {
  return formatLocalTime(intl, `2000-01-01T${time.slice(0, 5)}`);
}

/** A calendar date `YYYY-MM-DD` as "Thu, Dec 10". */
export function formatIsoDate(intl: IntlShape, isoDate: string): string {
  return intl.formatDate(`${isoDate.slice(0, 10)}T12:00:00Z`, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function formatDuration(intl: IntlShape, minutes: number): string {
  return intl.formatMessage(
    { id: 'itinerary.duration' },
    { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
  );
}

/** What a flight's one-line schedule needs: local times, day shift, duration and stops. */
export interface ItinerarySchedule {
  departureTime: string;
  arrivalTime: string;
  plusDays: number;
  durationMinutes: number;
  stops: number;
}

/** "8:45 PM – 8:45 AM (+1 day) · 7 h 0 min · Non-stop", as the chosen flight and review show it. */
export function formatItinerarySchedule(intl: IntlShape, itinerary: ItinerarySchedule): string {
  const times = intl.formatMessage(
    { id: 'itinerary.times' },
    {
      departure: formatLocalTime(intl, itinerary.departureTime),
      arrival: formatLocalTime(intl, itinerary.arrivalTime),
    },
  );
  const shift =
    itinerary.plusDays !== 0
      ? ` (${intl.formatMessage({ id: 'itinerary.plusDays' }, { days: itinerary.plusDays })})`
      : '';
  const stops =
    itinerary.stops === 0
      ? intl.formatMessage({ id: 'itinerary.nonStop' })
      : intl.formatMessage({ id: 'itinerary.stops' }, { count: itinerary.stops });
  return `${times}${shift} · ${formatDuration(intl, itinerary.durationMinutes)} · ${stops}`;
}

/**
 * An instant on the clock of the place it matters (a departure airport's zone), with the zone's
 * short name so nobody reads it as their own: "Wed, Jan 13, 1:55 PM EST".
 */
export function formatZonedInstant(intl: IntlShape, iso: string, timeZone: string): string {
  return intl.formatDate(iso, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
}

/** A local wall-clock `YYYY-MM-DDTHH:mm` with its day: "Sat, Dec 26, 7:45 AM", never shifted. */
export function formatLocalDayTime(intl: IntlShape, localDateTime: string): string {
  return intl.formatDate(`${localDateTime.slice(0, 16)}:00Z`, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/** An instant in the reader's own zone, with its date: "Dec 26, 2026, 7:45 AM". */
export function formatInstantShort(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}
