import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { HomeCalendarDay } from '@wayfare/contracts/home-booking';
import { formatLongDate, formatWeekdays } from '../../components/home-stay';
import { weekdayOfIsoDate } from '../../model/home-stay-fixes';

interface Month {
  key: string;
  /** Blank cells before the first day (weeks start on Sunday). */
  lead: number;
  days: HomeCalendarDay[];
}

function groupByMonth(days: readonly HomeCalendarDay[]): Month[] {
  const months: Month[] = [];
  for (const day of days) {
    const key = day.date.slice(0, 7);
    let month = months[months.length - 1];
    if (month?.key !== key) {
      month = { key, lead: weekdayOfIsoDate(day.date), days: [] };
      months.push(month);
    }
    month.days.push(day);
  }
  return months;
}

/**
 * The home's calendar: the nights free or taken and the days a stay may start and end. Choosing
 * a check-in day then a check-out day changes the stay. Each day is a button whose name says its
 * date and whether it is blocked or a stay may start (or end) there; arrow keys move by a day or
 * a week, Home and End to the week's ends.
 */
export function HomeCalendar({
  days,
  checkIn,
  checkOut,
  minNights,
  checkInWeekdays,
  onChange,
}: {
  days: readonly HomeCalendarDay[];
  checkIn: string;
  checkOut: string;
  minNights: number;
  checkInWeekdays: readonly number[];
  onChange: (fromDate: string, untilDate: string) => void;
}) {
  const intl = useIntl();
  const months = useMemo(() => groupByMonth(days), [days]);
  const [firstMonth, setFirstMonth] = useState(() =>
    Math.max(
      0,
      months.findIndex((m) => m.key === checkIn.slice(0, 7)),
    ),
  );
  const [pendingIn, setPendingIn] = useState<string | null>(null);
  const [focused, setFocused] = useState(checkIn);
  const [message, setMessage] = useState('');
  const gridRef = useRef<HTMLDivElement>(null);
  const shown = months.slice(firstMonth, firstMonth + 2);
  const byDate = useMemo(() => new Map(days.map((d) => [d.date, d])), [days]);

  const statusOf = (day: HomeCalendarDay): string => {
    if (pendingIn) {
      if (day.date <= pendingIn) return intl.formatMessage({ id: 'homeCalendar.beforeCheckIn' });
      return day.checkOutAllowed
        ? intl.formatMessage({ id: 'homeCalendar.checkOutAllowed' })
        : intl.formatMessage({ id: 'homeCalendar.noCheckOut' });
    }
    if (!day.available) return intl.formatMessage({ id: 'homeCalendar.blocked' });
    return day.checkInAllowed
      ? intl.formatMessage({ id: 'homeCalendar.checkInAllowed' })
      : intl.formatMessage({ id: 'homeCalendar.noCheckIn' });
  };
  const isChoosable = (day: HomeCalendarDay): boolean =>
    pendingIn ? day.date > pendingIn && day.checkOutAllowed : day.checkInAllowed;

  const choose = (day: HomeCalendarDay) => {
    const label = formatLongDate(intl, day.date);
    if (!isChoosable(day)) {
      setMessage(`${label}: ${statusOf(day)}`);
      return;
    }
    if (!pendingIn) {
      setPendingIn(day.date);
      setMessage(intl.formatMessage({ id: 'homeCalendar.chooseOut' }, { date: label }));
      return;
    }
    setPendingIn(null);
    setMessage('');
    onChange(pendingIn, day.date);
  };

  const move = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const step: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -weekdayOfIsoDate(date),
      End: 6 - weekdayOfIsoDate(date),
    };
    const delta = step[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    const index = days.findIndex((d) => d.date === date) + delta;
    const target = days[Math.min(days.length - 1, Math.max(0, index))];
    if (!target) return;
    const monthIndex = months.findIndex((m) => m.key === target.date.slice(0, 7));
    if (monthIndex < firstMonth) setFirstMonth(monthIndex);
    else if (monthIndex > firstMonth + 1) setFirstMonth(monthIndex - 1);
    setFocused(target.date);
    requestAnimationFrame(() =>
      gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${target.date}"]`)?.focus(),
    );
  };

  const tabStop =
    byDate.has(focused) && shown.some((m) => m.key === focused.slice(0, 7))
      ? focused
      : (shown[0]?.days[0]?.date ?? '');
  const weekdayNames = Array.from({ length: 7 }, (_, i) =>
    intl.formatDate(Date.UTC(2023, 0, 1 + i, 12), { weekday: 'narrow', timeZone: 'UTC' }),
  );

  return (
    <section className="wf-card wf-stack" aria-labelledby="home-calendar-title">
      <h2 id="home-calendar-title">{intl.formatMessage({ id: 'homeCalendar.title' })}</h2>
      <p className="wf-field-description" id="home-calendar-hint">
        {checkInWeekdays.length === 7
          ? intl.formatMessage({ id: 'homeCalendar.hintAnyDay' }, { nights: minNights })
          : intl.formatMessage(
              { id: 'homeCalendar.hint' },
              { nights: minNights, days: formatWeekdays(intl, checkInWeekdays) },
            )}
      </p>
      <div className="wf-row wf-home-calendar-nav">
        <button
          type="button"
          className="wf-button"
          data-variant="secondary"
          disabled={firstMonth === 0}
          onClick={() => setFirstMonth((m) => Math.max(0, m - 1))}
        >
          {intl.formatMessage({ id: 'homeCalendar.previous' })}
        </button>
        <button
          type="button"
          className="wf-button"
          data-variant="secondary"
          disabled={firstMonth + 2 >= months.length}
          onClick={() => setFirstMonth((m) => Math.min(months.length - 2, m + 1))}
        >
          {intl.formatMessage({ id: 'homeCalendar.next' })}
        </button>
      </div>
      <div className="wf-home-calendar" ref={gridRef} aria-describedby="home-calendar-hint">
        {shown.map((month) => (
          <div
            key={month.key}
            className="wf-home-month"
            role="group"
            aria-labelledby={`m-${month.key}`}
          >
            <h3 id={`m-${month.key}`}>
              {intl.formatDate(`${month.key}-15T12:00:00Z`, {
                month: 'long',
                year: 'numeric',
                timeZone: 'UTC',
              })}
            </h3>
            <div className="wf-home-days">
              {weekdayNames.map((name, i) => (
                <span key={`w-${String(i)}`} className="wf-home-weekday" aria-hidden="true">
                  {name}
                </span>
              ))}
              {Array.from({ length: month.lead }, (_, i) => (
                <span key={`b-${String(i)}`} aria-hidden="true" />
              ))}
              {month.days.map((day) => {
                const isIn = day.date === (pendingIn ?? checkIn);
                const isOut = !pendingIn && day.date === checkOut;
                const isInStay = !pendingIn && day.date > checkIn && day.date < checkOut;
                const selected = isIn
                  ? intl.formatMessage({ id: 'homeCalendar.yourCheckIn' })
                  : isOut
                    ? intl.formatMessage({ id: 'homeCalendar.yourCheckOut' })
                    : null;
                return (
                  <button
                    key={day.date}
                    type="button"
                    data-date={day.date}
                    className="wf-home-day"
                    data-blocked={!day.available || undefined}
                    data-selected={isIn || isOut || undefined}
                    data-in-stay={isInStay || undefined}
                    aria-disabled={!isChoosable(day) || undefined}
                    aria-pressed={isIn || isOut}
                    tabIndex={day.date === tabStop ? 0 : -1}
                    aria-label={[formatLongDate(intl, day.date), selected, statusOf(day)]
                      .filter(Boolean)
                      .join(', ')}
                    onKeyDown={(event) => move(event, day.date)}
                    onFocus={() => setFocused(day.date)}
                    onClick={() => choose(day)}
                  >
                    {Number(day.date.slice(8))}
                  </button>
                );
              })}
            </div>
          </div>
        ))}
      </div>
      <p role="status" className="wf-field-description">
        {message}
      </p>
      {pendingIn ? (
        <button
          type="button"
          className="wf-button"
          data-variant="secondary"
          onClick={() => {
            setPendingIn(null);
            setMessage('');
          }}
        >
          {intl.formatMessage({ id: 'homeCalendar.restart' })}
        </button>
      ) : null}
    </section>
  );
}
