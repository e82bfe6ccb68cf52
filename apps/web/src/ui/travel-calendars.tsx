import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Heading,
  RangeCalendar,
} from 'react-aria-components';

/*
 * The calendars of the date fields (React Aria), loaded when a calendar is first opened (or about
 * to be: the calendar button is hovered or focused). Inside a DatePicker or DateRangePicker they
 * take their value, bounds and focus from it.
 */

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

export function SingleCalendar() {
  return (
    <Calendar className="wf-calendar">
      <CalendarHeader />
      <CalendarGrid>
        {(date) => <CalendarCell date={date} className="wf-calendar-cell" />}
      </CalendarGrid>
    </Calendar>
  );
}

export function TripRangeCalendar() {
  return (
    <RangeCalendar className="wf-calendar">
      <CalendarHeader />
      <CalendarGrid>
        {(date) => <CalendarCell date={date} className="wf-calendar-cell" />}
      </CalendarGrid>
    </RangeCalendar>
  );
}
