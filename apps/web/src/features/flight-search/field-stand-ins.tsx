import { Fragment, useId } from 'react';
import { useIntl } from 'react-intl';
import { CalendarIcon } from '../../ui/calendar-icon';

/*
 * What the place and date fields show until their React Aria widgets have loaded: the same markup
 * and classes (so nothing moves when the widgets arrive), labelled and usable: a place can be typed
 * (a plain text field: it offers no list yet), and the calendar button asks for the calendar. The
 * form swaps each stand-in for its widget with the text typed so far, and gives the widget the
 * focus if the stand-in had it.
 */

export interface StandInFocus {
  onFocus: () => void;
  onBlur: () => void;
}

export interface PlaceStandInProps extends StandInFocus {
  label: string;
  text: string;
  onTextChange: (text: string) => void;
  errorMessage: string | null;
}

export function PlaceStandIn({
  label,
  text,
  onTextChange,
  errorMessage,
  onFocus,
  onBlur,
}: PlaceStandInProps) {
  const id = useId();
  return (
    <div className="wf-field wf-place-field">
      <label className="wf-field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="wf-input"
        type="text"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={errorMessage !== null || undefined}
        aria-describedby={errorMessage !== null ? `${id}-error` : undefined}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      {errorMessage !== null ? (
        <span id={`${id}-error`} className="wf-field-error">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}

const PLACEHOLDERS: Record<string, Partial<Record<Intl.DateTimeFormatPartTypes, string>>> = {
  en: { month: 'mm', day: 'dd', year: 'yyyy' },
  fr: { month: 'mm', day: 'jj', year: 'aaaa' },
};

/** A date as the date field shows it ("12/15/2026", "15/12/2026"), or its placeholder. */
function useDateText(): (iso: string | null) => { text: string; isPlaceholder: boolean } {
  const intl = useIntl();
  const format = new Intl.DateTimeFormat(intl.locale, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const placeholders = PLACEHOLDERS[intl.locale.slice(0, 2)] ?? PLACEHOLDERS.en ?? {};
  return (iso) => {
    const at = iso ? Date.parse(`${iso}T12:00:00Z`) : Number.NaN;
    if (Number.isFinite(at)) return { text: format.format(at), isPlaceholder: false };
    const parts = format.formatToParts(Date.UTC(2026, 11, 15));
    return {
      text: parts.map((part) => placeholders[part.type] ?? part.value).join(''),
      isPlaceholder: true,
    };
  };
}

export interface DateStandInProps extends StandInFocus {
  label: string;
  /** One date, or two for a range (departure and return). */
  dates: readonly (string | null)[];
  errorMessage: string | null;
  onOpenCalendar: () => void;
}

export function DateStandIn({
  label,
  dates,
  errorMessage,
  onOpenCalendar,
  onFocus,
  onBlur,
}: DateStandInProps) {
  const intl = useIntl();
  const id = useId();
  const dateText = useDateText();
  return (
    <div className="wf-field wf-date-field">
      <span className="wf-field-label" id={`${id}-label`}>
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={errorMessage !== null ? `${id}-error` : undefined}
        className="wf-input wf-date-group"
      >
        {dates.map((date, index) => {
          const { text, isPlaceholder } = dateText(date);
          return (
            <Fragment key={index}>
              {index > 0 ? (
                <span aria-hidden="true" className="wf-date-dash">
                  –
                </span>
              ) : null}
              <div className="wf-date-input">
                <span className="wf-date-segment" data-placeholder={isPlaceholder || undefined}>
                  {text}
                </span>
              </div>
            </Fragment>
          );
        })}
        <button
          type="button"
          id={`${id}-button`}
          className="wf-date-button"
          aria-label={intl.formatMessage({ id: 'flightSearch.calendar' })}
          aria-labelledby={`${id}-button ${id}-label`}
          onClick={onOpenCalendar}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          <CalendarIcon />
        </button>
      </div>
      {errorMessage !== null ? (
        <span id={`${id}-error`} className="wf-field-error">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
