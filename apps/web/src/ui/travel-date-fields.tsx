import type { CalendarDate, DateValue } from '@internationalized/date';
import { parseDate } from '@internationalized/date';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import {
  Button,
  DateInput,
  DatePicker,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  I18nProvider,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { postTravelAppEvent } from '../native-bridge/native-bridge';
import { CalendarIcon } from './calendar-icon';
import type { CalendarPrices } from './calendar-prices';

const loadCalendars = () => import('./travel-calendars');
const SingleCalendar = lazy(() =>
  loadCalendars().then((module) => ({ default: module.SingleCalendar })),
);
const TripRangeCalendar = lazy(() =>
  loadCalendars().then((module) => ({ default: module.TripRangeCalendar })),
);
/** The calendar button is hovered or focused: the calendar is likely to be opened next. */
const preloadCalendars = () => {
  loadCalendars().catch(() => undefined);
};

function toCalendarDate(iso: string | null): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

function CalendarButton({
  shouldFocus,
  onIntent,
}: {
  shouldFocus: boolean;
  onIntent: (() => void) | undefined;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Replacing the stand-in whose calendar button had the focus: the focus stays on the button.
    if (shouldFocus) ref.current?.focus();
  }, [shouldFocus]);
  const intend = () => {
    preloadCalendars();
    onIntent?.();
  };
  return (
    <Button ref={ref} className="wf-date-button" onHoverStart={intend} onFocus={intend}>
      <CalendarIcon />
    </Button>
  );
}

function PickerPopover({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <Popover className="wf-popover wf-calendar-popover" placement="bottom start">
      <Dialog className="wf-calendar-dialog">
        <Suspense
          fallback={
            <p className="wf-calendar-loading">{intl.formatMessage({ id: 'common.loading' })}</p>
          }
        >
          {children}
        </Suspense>
      </Dialog>
    </Popover>
  );
}

/**
 * A phone app's webview hears the search forms' dates (spec §4 travel-app events; nothing in a
 * browser): a date chosen is picked and final at once, a range final when both ends are chosen
 * (its first day is datePicked in the calendar), a cleared field reset.
 */
function announceSingleDate(date: string | null): void {
  if (!date) {
    postTravelAppEvent('datesReset');
    return;
  }
  postTravelAppEvent('datePicked', { date });
  postTravelAppEvent('datesFinalized', { fromDate: date });
}

function announceDateRange(fromDate: string | null, untilDate: string | null): void {
  if (fromDate && untilDate) postTravelAppEvent('datesFinalized', { fromDate, untilDate });
  else postTravelAppEvent('datesReset');
}

interface Bounds {
  /** YYYY-MM-DD, inclusive. */
  minDate: string;
  maxDate: string;
}

interface Activation {
  /** Open the calendar as soon as the field shows (its stand-in's calendar button was pressed). */
  defaultOpen?: boolean;
  /** Take the focus when the field shows (its stand-in had it). */
  shouldFocus?: boolean;
}

interface Priced {
  /** Prices under the calendar's days (the flight search's fare calendar). */
  prices?: CalendarPrices | undefined;
  /** The calendar is about to open (its button hovered or focused) or opened: fetch its prices. */
  onCalendarIntent?: (() => void) | undefined;
}

export interface SingleDateFieldProps extends Bounds, Activation, Priced {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  errorMessage: string | null;
}

/** One date (one-way, each multi-city flight): typed by segments or picked in a calendar (React Aria). */
export function SingleDateField({
  label,
  value,
  onChange,
  errorMessage,
  minDate,
  maxDate,
  defaultOpen = false,
  shouldFocus = false,
  prices,
  onCalendarIntent,
}: SingleDateFieldProps) {
  const intl = useIntl();
  return (
    <I18nProvider locale={intl.locale}>
      <DatePicker
        className="wf-field wf-date-field"
        value={toCalendarDate(value)}
        onChange={(next: DateValue | null) => {
          const date = next ? next.toString().slice(0, 10) : null;
          onChange(date);
          announceSingleDate(date);
        }}
        minValue={parseDate(minDate)}
        maxValue={parseDate(maxDate)}
        isInvalid={errorMessage !== null}
        validationBehavior="aria"
        defaultOpen={defaultOpen}
        onOpenChange={(isOpen) => {
          if (isOpen) onCalendarIntent?.();
        }}
      >
        <Label className="wf-field-label">{label}</Label>
        <Group className="wf-input wf-date-group">
          <DateInput className="wf-date-input">
            {(segment) => <DateSegment segment={segment} className="wf-date-segment" />}
          </DateInput>
          <CalendarButton shouldFocus={shouldFocus && !defaultOpen} onIntent={onCalendarIntent} />
        </Group>
        <FieldError className="wf-field-error">{errorMessage}</FieldError>
        <PickerPopover>
          <SingleCalendar prices={prices} />
        </PickerPopover>
      </DatePicker>
    </I18nProvider>
  );
}

export interface DateRangeFieldProps extends Bounds, Activation, Priced {
  label: string;
  startDate: string | null;
  endDate: string | null;
  onChange: (start: string | null, end: string | null) => void;
  errorMessage: string | null;
  /** The first day of a range picked in the calendar, the second not yet (null again after). */
  onAnchorChange?: ((date: string | null) => void) | undefined;
  /** Days (`YYYY-MM-DD`) the calendar marks unavailable (a stay's sold-out nights). */
  unavailableDates?: ReadonlySet<string> | undefined;
  /** The hint under the label, read with the field. */
  description?: string | undefined;
}

/** Departure and return together (round trip): a range calendar (React Aria). */
export function DateRangeField({
  label,
  startDate,
  endDate,
  onChange,
  errorMessage,
  minDate,
  maxDate,
  defaultOpen = false,
  shouldFocus = false,
  prices,
  onCalendarIntent,
  onAnchorChange,
  unavailableDates,
  description,
}: DateRangeFieldProps) {
  const intl = useIntl();
  const start = toCalendarDate(startDate);
  const end = toCalendarDate(endDate);
  return (
    <I18nProvider locale={intl.locale}>
      <DateRangePicker
        className="wf-field wf-date-field"
        value={start && end ? { start, end } : null}
        onChange={(range) => {
          const from = range ? range.start.toString().slice(0, 10) : null;
          const until = range ? range.end.toString().slice(0, 10) : null;
          onChange(from, until);
          announceDateRange(from, until);
        }}
        minValue={parseDate(minDate)}
        maxValue={parseDate(maxDate)}
        isInvalid={errorMessage !== null}
        validationBehavior="aria"
        defaultOpen={defaultOpen}
        onOpenChange={(isOpen) => {
          if (isOpen) onCalendarIntent?.();
        }}
        {...(unavailableDates && unavailableDates.size > 0
          ? { isDateUnavailable: (date: DateValue) => unavailableDates.has(date.toString()) }
          : {})}
      >
        <Label className="wf-field-label">{label}</Label>
        {description ? (
          <Text slot="description" className="wf-field-description">
            {description}
          </Text>
        ) : null}
        <Group className="wf-input wf-date-group">
          <DateInput slot="start" className="wf-date-input">
            {(segment) => <DateSegment segment={segment} className="wf-date-segment" />}
          </DateInput>
          <span aria-hidden="true" className="wf-date-dash">
            –
          </span>
          <DateInput slot="end" className="wf-date-input">
            {(segment) => <DateSegment segment={segment} className="wf-date-segment" />}
          </DateInput>
          <CalendarButton shouldFocus={shouldFocus && !defaultOpen} onIntent={onCalendarIntent} />
        </Group>
        <FieldError className="wf-field-error">{errorMessage}</FieldError>
        <PickerPopover>
          <TripRangeCalendar prices={prices} onAnchorChange={onAnchorChange} />
        </PickerPopover>
      </DateRangePicker>
    </I18nProvider>
  );
}
