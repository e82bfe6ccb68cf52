import { describeUsualFares } from './fare-levels';

/*
 * The travel sale (issue 23): a destination's sale fare is the lowest fare a search would show on
 * any departure day of the sale window, compared with the route's usual fare over the same window
 * (the median of the days' lowest fares, as the price calendar's levels take it). Airline sales
 * need 21 days of advance purchase and are for travel within 180 days (the sandbox's fare process,
 * docs/fare-process.md), so that is the window the sale looks in.
 */

/** The first departure day of the sale window, in days after today. */
export const SALE_WINDOW_FIRST_DAY = 21;
/** The last departure day of the sale window, in days after today. */
export const SALE_WINDOW_LAST_DAY = 180;

export interface PricedDay {
  date: string;
  /** The day's lowest fare in minor units; null when nothing sells that day. */
  fareMinor: number | null;
}

export interface SaleFare {
  /** The departure day of the lowest fare (the earliest when several days tie). */
  date: string;
  fareMinor: number;
  /** The route's usual fare over the window (the median day). */
  usualMinor: number;
  /** Whole percent below the usual fare, 0 when the lowest is the usual fare. */
  savingPercent: number;
}

/**
 * The window's lowest fare against its usual fare; null when too few days sell for a usual fare
 * to mean anything (fare-levels' MIN_PRICED_DAYS).
 */
export function pickSaleFare(days: readonly PricedDay[]): SaleFare | null {
  const usual = describeUsualFares(days.map((d) => d.fareMinor));
  if (usual === null) return null;
  let best: { date: string; fareMinor: number } | null = null;
  for (const day of days) {
    if (day.fareMinor === null) continue;
    if (best === null || day.fareMinor < best.fareMinor)
      best = { date: day.date, fareMinor: day.fareMinor };
  }
  if (best === null) return null;
  const saving = usual.medianMinor - best.fareMinor;
  return {
    ...best,
    usualMinor: usual.medianMinor,
    savingPercent: saving <= 0 ? 0 : Math.floor((saving * 100) / usual.medianMinor),
  };
}
