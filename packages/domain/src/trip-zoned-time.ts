/**
 * Wall-clock time in an IANA zone ↔ instants, with the platform's Intl time-zone data (no
 * library: two offset look-ups are exact for every instant outside a DST gap, and a wall time in
 * a gap moves forward by the gap, as airlines' and hotels' systems do).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
export function getZoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const asUtc = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return asUtc - wholeSeconds;
}

/** The local calendar date `YYYY-MM-DD` of an instant in a zone. */
export function toLocalDate(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + getZoneOffsetMs(instant, timeZone))
    .toISOString()
    .slice(0, 10);
}

/** The instant a local wall-clock time `YYYY-MM-DDTHH:mm[:ss[.SSS]]` happens in a zone. */
export function fromLocalDateTime(local: string, timeZone: string): Date {
  const naive = Date.parse(`${local.length === 16 ? `${local}:00` : local}Z`);
  if (Number.isNaN(naive)) throw new Error(`not a local date-time: ${local}`);
  const first = naive - getZoneOffsetMs(new Date(naive), timeZone);
  const second = naive - getZoneOffsetMs(new Date(first), timeZone);
  return new Date(second);
}
