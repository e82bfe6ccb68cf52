import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages-en';
import { LodgingComboBox, type LodgingChoice } from '../../features/hotel-search/lodging-combo-box';
import '../../features/hotel-search/hotel-search.css';
import { countNights } from '../../model/home-stay-fixes';
import { MAX_PETS, type HomeSearchParams } from '../../model/home-search-params';
import { addDaysToIsoDate, SEARCH_HORIZON_DAYS } from '../../model/search-dates';
import { DateRangeField } from '../../ui/travel-date-fields';

/** Homes and hotels share the supplier's 30-night limit on a search. */
const MAX_NIGHTS = 30;

export interface StaySearchDraft {
  place: LodgingChoice | null;
  fromDate: string | null;
  untilDate: string | null;
  adults: number;
  children: number;
  pets: number;
  rooms: number;
}

type Field = 'place' | 'dates';

export function draftFromSearch(search: HomeSearchParams | null): StaySearchDraft {
  return search
    ? {
        place: {
          label: search.locationName,
          location: { kind: 'city', cityCode: search.cityCode },
          lodgingId: null,
        },
        fromDate: search.fromDate,
        untilDate: search.untilDate,
        adults: search.adults,
        children: search.children,
        pets: search.pets,
        rooms: search.rooms,
      }
    : { place: null, fromDate: null, untilDate: null, adults: 2, children: 0, pets: 0, rooms: 1 };
}

/** The form's own checks (the server checks again): a city, and dates within the horizon. */
export function checkStaySearchDraft(
  draft: StaySearchDraft,
  today: string,
): Partial<Record<Field, MessageId>> {
  const errors: Partial<Record<Field, MessageId>> = {};
  if (!draft.place) errors.place = 'staySearch.error.place';
  else if (draft.place.location.kind !== 'city') errors.place = 'staySearch.error.city';
  const { fromDate, untilDate } = draft;
  if (!fromDate || !untilDate || untilDate <= fromDate) errors.dates = 'staySearch.error.dates';
  else if (fromDate < today || fromDate > addDaysToIsoDate(today, SEARCH_HORIZON_DAYS))
    errors.dates = 'staySearch.error.past';
  else if (countNights(fromDate, untilDate) > MAX_NIGHTS) errors.dates = 'staySearch.error.long';
  return errors;
}

function CountSelect({
  id,
  label,
  value,
  min,
  max,
  onChange,
  description,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  description?: string;
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
        aria-describedby={description ? `${id}-hint` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      {description ? (
        <span id={`${id}-hint`} className="wf-field-description">
          {description}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Where, when and who for a stay (hotels and homes) or a vacation rental: a city, the dates, the
 * guests and, for homes, the pets (spec: pets are a search field). Stays also ask for rooms.
 */
export function StaySearchForm({
  initial,
  today,
  withRooms,
  submitLabel,
  onSubmit,
}: {
  initial: StaySearchDraft;
  today: string;
  withRooms: boolean;
  submitLabel: string;
  onSubmit: (search: HomeSearchParams) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState(initial);
  const [hasTried, setHasTried] = useState(false);
  const errors = hasTried ? checkStaySearchDraft(draft, today) : {};
  const text = (field: Field) => {
    const id = errors[field];
    return id ? intl.formatMessage({ id }, { nights: MAX_NIGHTS }) : null;
  };
  return (
    <I18nProvider locale={intl.locale}>
      <form
        className="wf-card wf-hotel-search-form"
        aria-label={intl.formatMessage({ id: 'staySearch.formLabel' })}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setHasTried(true);
          const found = checkStaySearchDraft(draft, today);
          const { place, fromDate, untilDate } = draft;
          if (Object.keys(found).length > 0 || !place || !fromDate || !untilDate) return;
          if (place.location.kind !== 'city') return;
          onSubmit({
            cityCode: place.location.cityCode,
            locationName: place.label,
            fromDate,
            untilDate,
            adults: draft.adults,
            children: draft.children,
            pets: draft.pets,
            rooms: draft.rooms,
          });
        }}
      >
        <div className="wf-hotel-search-row">
          <LodgingComboBox
            label={intl.formatMessage({ id: 'staySearch.place' })}
            value={draft.place}
            onChange={(place) => setDraft({ ...draft, place })}
            errorMessage={text('place')}
          />
          <DateRangeField
            label={intl.formatMessage({ id: 'staySearch.dates' })}
            startDate={draft.fromDate}
            endDate={draft.untilDate}
            onChange={(fromDate, untilDate) => setDraft({ ...draft, fromDate, untilDate })}
            errorMessage={text('dates')}
            minDate={today}
            maxDate={addDaysToIsoDate(today, SEARCH_HORIZON_DAYS)}
          />
        </div>
        <fieldset className="wf-hotel-search-guests wf-stay-search-guests">
          <legend className="wf-field-label">
            {intl.formatMessage({ id: 'staySearch.guests' })}
          </legend>
          {withRooms ? (
            <CountSelect
              id="stay-rooms"
              label={intl.formatMessage({ id: 'staySearch.rooms' })}
              value={draft.rooms}
              min={1}
              max={8}
              onChange={(rooms) =>
                setDraft({ ...draft, rooms, adults: Math.max(draft.adults, rooms) })
              }
              description={intl.formatMessage({ id: 'staySearch.roomsHint' })}
            />
          ) : null}
          <CountSelect
            id="stay-adults"
            label={intl.formatMessage({ id: 'staySearch.adults' })}
            value={draft.adults}
            min={1}
            max={16}
            onChange={(adults) => setDraft({ ...draft, adults })}
          />
          <CountSelect
            id="stay-children"
            label={intl.formatMessage({ id: 'staySearch.children' })}
            value={draft.children}
            min={0}
            max={8}
            onChange={(children) => setDraft({ ...draft, children })}
          />
          <CountSelect
            id="stay-pets"
            label={intl.formatMessage({ id: 'staySearch.pets' })}
            value={draft.pets}
            min={0}
            max={MAX_PETS}
            onChange={(pets) => setDraft({ ...draft, pets })}
            description={intl.formatMessage({ id: 'staySearch.petsHint' })}
          />
        </fieldset>
        <div>
          <button type="submit" className="wf-button" data-variant="primary">
            {submitLabel}
          </button>
        </div>
      </form>
    </I18nProvider>
  );
}

/** The form for a search read from the URL (or none): the lazily loaded pages' entry. */
export function StaySearchFromUrl({
  search,
  ...props
}: Omit<Parameters<typeof StaySearchForm>[0], 'initial'> & { search: HomeSearchParams | null }) {
  return <StaySearchForm initial={draftFromSearch(search)} {...props} />;
}
