import type { FareLevel } from '@wayfare/contracts/flight-calendar';

/*
 * Low, typical or high (issue 19, the price calendar): a day's fare against the route's usual
 * fares, as fare-tracking calendars colour their days. The usual range is the middle half of the
 * days' lowest fares in the window shown (25th to 75th percentile, nearest rank), widened to at
 * least USUAL_BAND_PERCENT either side of the median so that a route whose fares barely move does
 * not call a quarter of its days cheap over a few dollars. Below the range is low, above it high.
 */

/** Fewer priced days than this and no level is given: there is no "usual" to speak of. */
export const MIN_PRICED_DAYS = 7;
/** The usual range reaches at least this far below and above the median fare. */
export const USUAL_BAND_PERCENT = 8;

export interface UsualFares {
  /** Fares from `lowMinor` to `highMinor` (inclusive) are typical. */
  lowMinor: number;
  highMinor: number;
  medianMinor: number;
}

/** The nearest-rank percentile of sorted values (p in 0–100). */
function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? 0;
}

/** The route's usual fares from its days' lowest fares (nulls, days without one, are left out). */
export function describeUsualFares(fares: readonly (number | null)[]): UsualFares | null {
  const priced = fares.filter((f): f is number => f !== null).sort((a, b) => a - b);
  if (priced.length < MIN_PRICED_DAYS) return null;
  const medianMinor = percentile(priced, 50);
  const band = Math.round((medianMinor * USUAL_BAND_PERCENT) / 100);
  return {
    lowMinor: Math.min(percentile(priced, 25), medianMinor - band),
    highMinor: Math.max(percentile(priced, 75), medianMinor + band),
    medianMinor,
  };
}

export function classifyFare(fareMinor: number, usual: UsualFares): FareLevel {
  if (fareMinor < usual.lowMinor) return 'low';
  if (fareMinor > usual.highMinor) return 'high';
  return 'typical';
}

/** Each day's level (null for a day without a fare, or every day when there is no usual range). */
export function classifyFares(fares: readonly (number | null)[]): {
  usual: UsualFares | null;
  levels: (FareLevel | null)[];
} {
  const usual = describeUsualFares(fares);
  return {
    usual,
    levels: fares.map((f) => (f === null || usual === null ? null : classifyFare(f, usual))),
  };
}
