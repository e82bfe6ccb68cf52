/** Searches reach at most 330 days ahead (the supplier's schedule horizon). */
export const SEARCH_HORIZON_DAYS = 330;

/** Adds days to an ISO date (YYYY-MM-DD) in the calendar, without a clock or time zone. */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
