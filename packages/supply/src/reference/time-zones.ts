import { MINUTES_PER_DAY } from './calendar';

/** First and last epoch day cached in the offset table (2020-01-01 … 2040-12-31). */
const CACHE_FIRST_DAY = 18262;
const CACHE_SPAN_DAYS = 7671;
const UNSET = -32768;

export interface TimeZoneTable {
  readonly names: readonly string[];
  indexOf(name: string): number;
  /** UTC offset in minutes of a zone on an epoch day (sampled at 12:00 UTC). */
  getOffsetMinutes(tzIndex: number, epochDay: number): number;
}

const OFFSET_PATTERN = /GMT([+-])(\d{1,2})(?::(\d{2}))?/;

function computeOffset(format: Intl.DateTimeFormat, epochDay: number): number {
  const ms = (epochDay * MINUTES_PER_DAY + 720) * 60_000;
  const part = format.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName');
  const m = part ? OFFSET_PATTERN.exec(part.value) : null;
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? '0');
  return m[1] === '-' ? -minutes : minutes;
}

/** Returns true when the runtime knows this IANA zone. */
const knownZones = new Map<string, boolean>();

export function isKnownTimeZone(name: string): boolean {
  const known = knownZones.get(name);
  if (known !== undefined) return known;
  let isKnown = true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    isKnown = false;
  }
  knownZones.set(name, isKnown);
  return isKnown;
}

/**
 * Offsets come from the runtime's IANA data via Intl and are memoised per zone and day,
 * so daylight-saving changes land on the right dates without a time-zone library in hot paths.
 */
export function createTimeZoneTable(names: readonly string[]): TimeZoneTable {
  const list = [...names];
  const index = new Map<string, number>();
  list.forEach((n, i) => index.set(n, i));
  const formats = list.map(
    (n) => new Intl.DateTimeFormat('en-US', { timeZone: n, timeZoneName: 'longOffset' }),
  );
  const cache = new Int16Array(list.length * CACHE_SPAN_DAYS).fill(UNSET);
  return {
    names: list,
    indexOf(name) {
      const i = index.get(name);
      if (i === undefined) throw new Error(`unknown time zone ${name}`);
      return i;
    },
    getOffsetMinutes(tzIndex, epochDay) {
      const format = formats[tzIndex];
      if (!format) throw new Error(`time zone index ${tzIndex} out of range`);
      const rel = epochDay - CACHE_FIRST_DAY;
      if (rel < 0 || rel >= CACHE_SPAN_DAYS) return computeOffset(format, epochDay);
      const slot = tzIndex * CACHE_SPAN_DAYS + rel;
      const cached = cache[slot] ?? UNSET;
      if (cached !== UNSET) return cached;
      const value = computeOffset(format, epochDay);
      cache[slot] = value;
      return value;
    },
  };
}
