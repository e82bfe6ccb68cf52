import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages-en';
import { checkHotelStay, MAX_ROOMS, MAX_STAY_NIGHTS } from '@wayfare/domain/hotel-stay-rules';
import { DateRangeField } from '../flight-search/travel-date-fields';
import { addDaysToIsoDate, SEARCH_HORIZON_DAYS } from '../flight-search/search-draft';
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
): Partial<Record<HotelSearchField, MessageId>> {
  const errors: Partial<Record<HotelSearchField, MessageId>> = {};
  if (!draft.place) errors.place = 'hotelSearch.error.place';
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
export function HotelSearchForm({ initial, today, onSubmit }: HotelSearchFormProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(initial);
  const [hasTried, setHasTried] = useState(false);
  const errors = hasTried ? checkHotelSearchDraft(draft, today) : {};
  const text = (field: HotelSearchField) => {
    const id = errors[field];
    return id ? intl.formatMessage({ id }, { nights: MAX_STAY_NIGHTS, rooms: draft.rooms }) : null;
  };
  return (
    <I18nProvider locale={intl.locale}>
      <form
        className="wf-card wf-hotel-search-form"
        aria-label={intl.formatMessage({ id: 'hotelSearch.formLabel' })}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setHasTried(true);
          const found = checkHotelSearchDraft(draft, today);
          if (Object.keys(found).length > 0 || !draft.place || !draft.fromDate || !draft.untilDate)
            return;
          onSubmit({
            ...draft,
            place: draft.place,
            fromDate: draft.fromDate,
            untilDate: draft.untilDate,
          });
        }}
      >
        <div className="wf-hotel-search-row">
          <LodgingComboBox
            label={intl.formatMessage({ id: 'hotelSearch.place' })}
            value={draft.place}
            onChange={(place) => setDraft({ ...draft, place })}
            errorMessage={text('place')}
          />
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
            {intl.formatMessage({ id: 'hotelSearch.submit' })}
          </button>
        </div>
      </form>
    </I18nProvider>
  );
}
