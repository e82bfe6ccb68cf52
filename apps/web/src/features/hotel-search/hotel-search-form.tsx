import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages-en';
import { checkHotelStay, MAX_ROOMS, MAX_STAY_NIGHTS } from '@wayfare/domain/hotel-stay-rules';
import { DateRangeField } from '../../ui/travel-date-fields';
import { addDaysToIsoDate, SEARCH_HORIZON_DAYS } from '../../model/search-dates';
import { LodgingComboBox, type LodgingChoice } from './lodging-combo-box';

export interface HotelSearchDraft {
  place: LodgingChoice | null;
  fromDate: string | null;
  untilDate: string | null;
  rooms: number;
  adults: number;
  children: number;
}

export type HotelSearchField = 'place' | 'dates' | 'rooms' | 'adults';

/** The form's own checks, as message ids by field (the server checks again). */
export function checkHotelSearchDraft(
  draft: HotelSearchDraft,
  today: string,
  { requirePlace = true }: { requirePlace?: boolean } = {},
): Partial<Record<HotelSearchField, MessageId>> {
  const errors: Partial<Record<HotelSearchField, MessageId>> = {};
  if (!draft.place && requirePlace) errors.place = 'hotelSearch.error.place';
  const problems = checkHotelStay(
    {
      checkInDate: draft.fromDate ?? '',
      checkOutDate: draft.untilDate ?? '',
      rooms: draft.rooms,
      adults: draft.adults,
      children: draft.children,
    },
    { earliestCheckIn: today, latestCheckIn: addDaysToIsoDate(today, SEARCH_HORIZON_DAYS) },
  );
  for (const problem of problems) {
    if (problem.field === 'checkInDate' || problem.field === 'checkOutDate') {
      errors.dates ??= 'hotelSearch.error.dates';
    } else if (problem.field === 'adults') {
      errors.adults ??= 'hotelSearch.error.adults';
    } else {
      errors.rooms ??= 'hotelSearch.error.rooms';
    }
  }
  return errors;
}

export interface HotelSearchFormProps {
  initial: HotelSearchDraft;
  today: string;
  onSubmit: (
    draft: HotelSearchDraft & { place: LodgingChoice; fromDate: string; untilDate: string },
  ) => void;
}

/** The same form for one hotel's page: its dates and guests only (the place is the hotel). */
export interface StayFormProps {
  initial: Omit<HotelSearchDraft, 'place'>;
  today: string;
  label: string;
  submitLabel: string;
  onSubmit: (
    draft: Omit<HotelSearchDraft, 'place'> & { fromDate: string; untilDate: string },
  ) => void;
}

function CountSelect({
  id,
  label,
  value,
  min,
  max,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  error: string | null;
}) {
  return (
    <div className="wf-field">
      <label htmlFor={id} className="wf-field-label">
        {label}
      </label>
      <select
        id={id}
        className="wf-input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${id}-error`} className="wf-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** Where, when and who: the hotel search (issue 6), checked before it runs. */
export function HotelSearchForm(props: HotelSearchFormProps) {
  return <SearchForm {...props} />;
}

/** Dates and guests for one hotel (its page's date changer). */
export function StayForm(props: StayFormProps) {
  return <SearchForm {...props} stayOnly />;
}

function SearchForm(props: HotelSearchFormProps | (StayFormProps & { stayOnly: true })) {
  const intl = useIntl();
  const isStayOnly = 'stayOnly' in props;
  const { today } = props;
  const [draft, setDraft] = useState<HotelSearchDraft>(
    isStayOnly ? { ...props.initial, place: null } : props.initial,
  );
  const [hasTried, setHasTried] = useState(false);
  const check = (d: HotelSearchDraft) =>
    checkHotelSearchDraft(d, today, { requirePlace: !isStayOnly });
  const errors = hasTried ? check(draft) : {};
  const text = (field: HotelSearchField) => {
    const id = errors[field];
    return id ? intl.formatMessage({ id }, { nights: MAX_STAY_NIGHTS, rooms: draft.rooms }) : null;
  };
  return (
    <I18nProvider locale={intl.locale}>
      <form
        className="wf-card wf-hotel-search-form"
        data-stay-only={isStayOnly || undefined}
        aria-label={isStayOnly ? props.label : intl.formatMessage({ id: 'hotelSearch.formLabel' })}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setHasTried(true);
          const found = check(draft);
          if (Object.keys(found).length > 0 || !draft.fromDate || !draft.untilDate) return;
          const { fromDate, untilDate, rooms, adults, children } = draft;
          if (isStayOnly) props.onSubmit({ fromDate, untilDate, rooms, adults, children });
          else if (draft.place)
            props.onSubmit({ ...draft, place: draft.place, fromDate, untilDate });
        }}
      >
        <div className="wf-hotel-search-row">
          {isStayOnly ? null : (
            <LodgingComboBox
              label={intl.formatMessage({ id: 'hotelSearch.place' })}
              value={draft.place}
              onChange={(place) => setDraft({ ...draft, place })}
              errorMessage={text('place')}
            />
          )}
          <DateRangeField
            label={intl.formatMessage({ id: 'hotelSearch.dates' })}
            startDate={draft.fromDate}
            endDate={draft.untilDate}
            onChange={(fromDate, untilDate) => setDraft({ ...draft, fromDate, untilDate })}
            errorMessage={text('dates')}
            minDate={today}
            maxDate={addDaysToIsoDate(today, SEARCH_HORIZON_DAYS)}
          />
        </div>
        <fieldset className="wf-hotel-search-guests">
          <legend className="wf-field-label">
            {intl.formatMessage({ id: 'hotelSearch.guests' })}
          </legend>
          <CountSelect
            id="hotel-rooms"
            label={intl.formatMessage({ id: 'hotelSearch.rooms' })}
            value={draft.rooms}
            min={1}
            max={MAX_ROOMS}
            onChange={(rooms) =>
              setDraft({ ...draft, rooms, adults: Math.max(draft.adults, rooms) })
            }
            error={text('rooms')}
          />
          <CountSelect
            id="hotel-adults"
            label={intl.formatMessage({ id: 'hotelSearch.adults' })}
            value={draft.adults}
            min={1}
            max={16}
            onChange={(adults) => setDraft({ ...draft, adults })}
            error={text('adults')}
          />
          <CountSelect
            id="hotel-children"
            label={intl.formatMessage({ id: 'hotelSearch.children' })}
            value={draft.children}
            min={0}
            max={8}
            onChange={(children) => setDraft({ ...draft, children })}
            error={null}
          />
        </fieldset>
        <div>
          <button type="submit" className="wf-button" data-variant="primary">
            {isStayOnly ? props.submitLabel : intl.formatMessage({ id: 'hotelSearch.submit' })}
          </button>
        </div>
      </form>
    </I18nProvider>
  );
}
