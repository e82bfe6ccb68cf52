/** Calendar helpers on integer epoch days and epoch minutes (UTC-based, no Date in hot paths). */

export const MINUTES_PER_DAY = 1440;
export const MS_PER_MINUTE = 60_000;
export const MS_PER_DAY = 86_400_000;

export type Instant = Date | number;

/** Epoch milliseconds of an injected clock value. */
export function toEpochMs(now: Instant): number {
  return typeof now === 'number' ? now : now.getTime();
}

export function toEpochMinute(now: Instant): number {
  return Math.floor(toEpochMs(now) / MS_PER_MINUTE);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD` to an epoch day, or null when it is not a real calendar date. */
export function parseIsoDate(text: string): number | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    return null;
  }
  return Math.round(ms / MS_PER_DAY);
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

export function formatIsoDate(epochDay: number): string {
  const d = new Date(epochDay * MS_PER_DAY);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** `YYYY-MM-DDTHH:mm` for a wall-clock minute count (local minutes since the epoch). */
export function formatLocalDateTime(localEpochMinute: number): string {
  const day = Math.floor(localEpochMinute / MINUTES_PER_DAY);
  const minute = localEpochMinute - day * MINUTES_PER_DAY;
  return `${formatIsoDate(day)}T${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}`;
}

/** ISO-8601 with offset, e.g. `2025-03-04T07:30:00-05:00`. */
export function formatZonedDateTime(utcEpochMinute: number, offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${formatLocalDateTime(utcEpochMinute + offsetMinutes)}:00${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** Day of week, 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function getWeekday(epochDay: number): number {
  return (((epochDay + 4) % 7) + 7) % 7;
}

/** Month 0–11 and day-of-month for an epoch day. */
export function getMonthDay(epochDay: number): { month: number; day: number; dayOfYear: number } {
  const d = new Date(epochDay * MS_PER_DAY);
  const start = Date.UTC(d.getUTCFullYear(), 0, 1);
  return {
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    dayOfYear: Math.round((epochDay * MS_PER_DAY - start) / MS_PER_DAY),
  };
}
