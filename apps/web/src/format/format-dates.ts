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
