/**
 * Prices a date picker's calendar can show under each day (the flight search's fare calendar):
 * the words and levels are the caller's; the calendar lays them out and reads them to screen
 * readers after each day's name ("Friday, December 12, 2026, $214, low fare").
 */
export type CalendarPriceLevel = 'low' | 'typical' | 'high';

export interface CalendarDayPrice {
  /** As the cell shows it: "$214". */
  text: string;
  level: CalendarPriceLevel | null;
  /** Said after the day's name: "$214, low fare". */
  spoken: string;
}

export interface CalendarPrices {
  /**
   * `loading`: the days show without prices (their room kept, so nothing moves when they come);
   * `unavailable`: no prices, the calendar works as it does without them.
   */
  status: 'loading' | 'ready' | 'unavailable';
  /** By date (YYYY-MM-DD). */
  days: ReadonlyMap<string, CalendarDayPrice>;
  /** What the prices are, under the calendar (or why there are none). */
  note: string;
  /** The levels' names for the legend; null for none. */
  legend: Record<CalendarPriceLevel, string> | null;
}
