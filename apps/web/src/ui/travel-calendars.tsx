import { isSameMonth, type CalendarDate } from '@internationalized/date';
import { useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarStateContext,
  Heading,
  RangeCalendar,
  RangeCalendarStateContext,
  useLocale,
} from 'react-aria-components';
import { mergeProps } from 'react-aria/mergeProps';
import { useCalendarCell } from 'react-aria/useCalendar';
import { useFocusRing } from 'react-aria/useFocusRing';
import type { CalendarPrices } from './calendar-prices';
import { postTravelAppEvent } from '../native-bridge/native-bridge';

/*
 * The calendars of the date fields (React Aria), loaded when a calendar is first opened (or about
 * to be: the calendar button is hovered or focused). Inside a DatePicker or DateRangePicker they
 * take their value, bounds and focus from it. With prices (the flight search's fare calendar)
 * each day shows its price under the date, coloured by level, and says it after the day's name;
 * wide screens then show two months side by side, as fare calendars do.
 */

/** Two months side by side from this width (a priced month is about 360 px wide). */
const WIDE_QUERY = '(min-width: 800px)';

function subscribeWide(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}

function CalendarHeader() {
  return (
    <header className="wf-calendar-header">
      <Button slot="previous" className="wf-calendar-nav">
        ‹
      </Button>
      <Heading className="wf-calendar-heading" />
      <Button slot="next" className="wf-calendar-nav">
        ›
      </Button>
    </header>
  );
}

function useCalendarOrRangeState() {
  const calendar = useContext(CalendarStateContext);
  const range = useContext(RangeCalendarStateContext);
  const state = calendar ?? range;
  if (!state) throw new Error('a calendar cell outside a calendar');
  return state;
}

/** A day with its price under it; its name for screen readers ends with the price and level. */
function PricedCell({
  date,
  monthStart,
  prices,
}: {
  date: CalendarDate;
  monthStart: CalendarDate;
  prices: CalendarPrices;
}) {
  const state = useCalendarOrRangeState();
  const ref = useRef<HTMLDivElement>(null);
  const isOutsideMonth = !isSameMonth(monthStart, date);
  const { cellProps, buttonProps, ...cell } = useCalendarCell({ date, isOutsideMonth }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  let isSelectionStart = false;
  let isSelectionEnd = false;
  if ('highlightedRange' in state && state.highlightedRange) {
    isSelectionStart = date.compare(state.highlightedRange.start) === 0;
    isSelectionEnd = date.compare(state.highlightedRange.end) === 0;
  }
  const price = cell.isDisabled || isOutsideMonth ? undefined : prices.days.get(date.toString());
  const dayName = buttonProps['aria-label'] ?? cell.formattedDate;
  return (
    <td {...cellProps}>
      <div
        {...mergeProps(buttonProps, focusProps)}
        ref={ref}
        aria-label={price ? `${dayName}, ${price.spoken}` : dayName}
        className="wf-calendar-cell"
        data-priced=""
        data-level={price?.level ?? undefined}
        data-selected={cell.isSelected || undefined}
        data-selection-start={isSelectionStart || undefined}
        data-selection-end={isSelectionEnd || undefined}
        data-disabled={cell.isDisabled || undefined}
        data-unavailable={cell.isUnavailable || undefined}
        data-outside-month={isOutsideMonth || undefined}
        data-focus-visible={(isFocusVisible && cell.isFocused) || undefined}
        data-pressed={cell.isPressed || undefined}
      >
        <span className="wf-calendar-day">{cell.formattedDate}</span>
        {/* The price is drawn by CSS from data-price: the day's visible label stays its number,
            which its name starts with (speech input), and the name says the price in words. */}
        <span className="wf-calendar-price" data-price={price?.text ?? ''} aria-hidden="true" />
      </div>
    </td>
  );
}

/** One grid per visible month, each titled when there are two. */
function MonthGrids({ months, prices }: { months: number; prices: CalendarPrices | undefined }) {
  const state = useCalendarOrRangeState();
  const { locale } = useLocale();
  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <div className="wf-calendar-months">
      {Array.from({ length: months }, (_, offset) => {
        const monthStart = state.visibleRange.start.add({ months: offset });
        return (
          <div key={offset} className="wf-calendar-month">
            {months > 1 ? (
              <p className="wf-calendar-month-name" aria-hidden="true">
                {monthName.format(monthStart.toDate('UTC'))}
              </p>
            ) : null}
            <CalendarGrid offset={{ months: offset }}>
              {(date) =>
                prices ? (
                  <PricedCell date={date} monthStart={monthStart} prices={prices} />
                ) : (
                  <CalendarCell date={date} className="wf-calendar-cell" />
                )
              }
            </CalendarGrid>
          </div>
        );
      })}
    </div>
  );
}

/** Under the months: what the prices are (or that they are coming, or unavailable), and the legend. */
function PriceNotes({ prices }: { prices: CalendarPrices }) {
  return (
    <div className="wf-calendar-notes" data-status={prices.status}>
      <p className="wf-calendar-note" role="status">
        {prices.status === 'loading' ? <span className="wf-spinner" aria-hidden="true" /> : null}
        {prices.note}
      </p>
      {prices.legend && prices.status === 'ready' ? (
        <ul className="wf-calendar-legend">
          {(['low', 'typical', 'high'] as const).map((level) => (
            <li key={level} data-level={level}>
              <span className="wf-calendar-swatch" aria-hidden="true" />
              {prices.legend?.[level]}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The first day of a round trip picked and the return not yet: its date, or null. */
function AnchorWatcher({ onAnchorChange }: { onAnchorChange: (date: string | null) => void }) {
  const state = useContext(RangeCalendarStateContext);
  const anchor = state?.anchorDate?.toString() ?? null;
  const report = useRef(onAnchorChange);
  useEffect(() => {
    report.current = onAnchorChange;
  });
  useEffect(() => {
    report.current(anchor);
  }, [anchor]);
  // Closing the calendar drops a half-picked range.
  useEffect(() => () => report.current(null), []);
  return null;
}

/** A phone app's webview hears when a calendar opens (calendarLoaded; nothing in a browser). */
function useCalendarLoadedEvent(kind: 'single' | 'range'): void {
  useEffect(() => postTravelAppEvent('calendarLoaded', { kind }), [kind]);
}

/** The first day of a range picked: the app hears datePicked (webview mode only). */
function RangeAnchorEvents() {
  const state = useContext(RangeCalendarStateContext);
  const anchor = state?.anchorDate?.toString() ?? null;
  useEffect(() => {
    if (anchor) postTravelAppEvent('datePicked', { date: anchor.slice(0, 10) });
  }, [anchor]);
  return null;
}

export interface CalendarPriceProps {
  /** The fare calendar's prices; without them the calendar shows dates only. */
  prices?: CalendarPrices | undefined;
}

export function SingleCalendar({ prices }: CalendarPriceProps) {
  const isWide = useWideScreen();
  useCalendarLoadedEvent('single');
  const months = prices && isWide ? 2 : 1;
  return (
    <Calendar
      className="wf-calendar"
      visibleDuration={{ months }}
      // With two months shown, the arrows still move one month at a time.
      pageBehavior="single"
      data-priced={prices ? '' : undefined}
    >
      <CalendarHeader />
      <MonthGrids months={months} prices={prices} />
      {prices ? <PriceNotes prices={prices} /> : null}
    </Calendar>
  );
}

export function TripRangeCalendar({
  prices,
  onAnchorChange,
}: CalendarPriceProps & { onAnchorChange?: ((date: string | null) => void) | undefined }) {
  const isWide = useWideScreen();
  useCalendarLoadedEvent('range');
  const months = prices && isWide ? 2 : 1;
  return (
    <RangeCalendar
      className="wf-calendar"
      visibleDuration={{ months }}
      // With two months shown, the arrows still move one month at a time.
      pageBehavior="single"
      data-priced={prices ? '' : undefined}
    >
      <CalendarHeader />
      {onAnchorChange ? <AnchorWatcher onAnchorChange={onAnchorChange} /> : null}
      <RangeAnchorEvents />
      <MonthGrids months={months} prices={prices} />
      {prices ? <PriceNotes prices={prices} /> : null}
    </RangeCalendar>
  );
}
