import type { CalendarDate, DateValue } from '@internationalized/date';
import { parseDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components';

function toCalendarDate(iso: string | null): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2h2v2h6V2h2v2h3a1 1 0 011 1v15a1 1 0 01-1 1H4a1 1 0 01-1-1V5a1 1 0 011-1h3V2zm12 8H5v9h14v-9z"
      />
    </svg>
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

function PickerPopover({ children }: { children: ReactNode }) {
  return (
    <Popover className="wf-popover wf-calendar-popover" placement="bottom start">
      <Dialog className="wf-calendar-dialog">{children}</Dialog>
    </Popover>
  );
}

interface Bounds {
  /** YYYY-MM-DD, inclusive. */
  minDate: string;
  maxDate: string;
}

export interface SingleDateFieldProps extends Bounds {
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
}: SingleDateFieldProps) {
  return (
    <DatePicker
      className="wf-field wf-date-field"
      value={toCalendarDate(value)}
      onChange={(next: DateValue | null) => onChange(next ? next.toString().slice(0, 10) : null)}
      minValue={parseDate(minDate)}
      maxValue={parseDate(maxDate)}
      isInvalid={errorMessage !== null}
      validationBehavior="aria"
    >
      <Label className="wf-field-label">{label}</Label>
      <Group className="wf-input wf-date-group">
        <DateInput className="wf-date-input">
          {(segment) => <DateSegment segment={segment} className="wf-date-segment" />}
        </DateInput>
        <Button className="wf-date-button">
          <CalendarIcon />
        </Button>
      </Group>
      <FieldError className="wf-field-error">{errorMessage}</FieldError>
      <PickerPopover>
        <Calendar className="wf-calendar">
          <CalendarHeader />
          <CalendarGrid>
            {(date) => <CalendarCell date={date} className="wf-calendar-cell" />}
          </CalendarGrid>
        </Calendar>
      </PickerPopover>
    </DatePicker>
  );
}

export interface DateRangeFieldProps extends Bounds {
  label: string;
  startDate: string | null;
  endDate: string | null;
  onChange: (start: string | null, end: string | null) => void;
  errorMessage: string | null;
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
}: DateRangeFieldProps) {
  const start = toCalendarDate(startDate);
  const end = toCalendarDate(endDate);
  return (
    <DateRangePicker
      className="wf-field wf-date-field"
      value={start && end ? { start, end } : null}
      onChange={(range) =>
        onChange(
          range ? range.start.toString().slice(0, 10) : null,
          range ? range.end.toString().slice(0, 10) : null,
        )
      }
      minValue={parseDate(minDate)}
      maxValue={parseDate(maxDate)}
      isInvalid={errorMessage !== null}
      validationBehavior="aria"
    >
      <Label className="wf-field-label">{label}</Label>
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
        <Button className="wf-date-button">
          <CalendarIcon />
        </Button>
      </Group>
      <FieldError className="wf-field-error">{errorMessage}</FieldError>
      <PickerPopover>
        <RangeCalendar className="wf-calendar">
          <CalendarHeader />
          <CalendarGrid>
            {(date) => <CalendarCell date={date} className="wf-calendar-cell" />}
          </CalendarGrid>
        </RangeCalendar>
      </PickerPopover>
    </DateRangePicker>
  );
}
