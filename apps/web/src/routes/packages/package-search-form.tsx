import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PackageEntrySource } from '@wayfare/contracts/packages';
import { flightAutocompleteQueryOptions } from '../../api/flights-calls';
import { PlaceComboBox } from '../../features/flight-search/place-combo-box';
import type { PlaceChoice } from '../../features/flight-search/search-draft';
import '../../features/flight-search/flight-search.css';
import '../../features/hotel-search/hotel-search.css';
import {
  checkPackageSearchDraft,
  type PackageSearchDraft,
  type PackageSearchField,
} from '../../features/packages/package-search-draft';
import type { PackageSearchParams } from '../../features/packages/package-params';
import { addDaysToIsoDate, SEARCH_HORIZON_DAYS } from '../../model/search-dates';
import { DateRangeField } from '../../ui/travel-date-fields';

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

/** A destination handed over without its city (the trip builder): the autocomplete names it. */
function useDestinationCity(place: PlaceChoice | null): string | null {
  const needsCity = place !== null && !place.cityCode;
  const lookup = useQuery({
    ...flightAutocompleteQueryOptions(needsCity ? place.code : ''),
    enabled: needsCity,
  });
  if (!place) return null;
  if (place.cityCode) return place.cityCode;
  const match = lookup.data?.suggestions.find(
    (s) => s.code === place.code || s.airportCodes.includes(place.code),
  );
  return match?.cityCode ?? null;
}

export interface PackageSearchFormProps {
  search: PackageSearchParams | null;
  /** A search handed over from elsewhere (the flight results), to finish and run. */
  prefill?: Partial<PackageSearchDraft>;
  today: string;
  entryType: PackageEntrySource | null;
  onSubmit: (search: PackageSearchParams) => void;
}

/** From where, to where, when and who: a package search, checked before it runs. */
export function PackageSearchForm({
  search,
  prefill,
  today,
  entryType,
  onSubmit,
}: PackageSearchFormProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<PackageSearchDraft>(() => ({
    origin: search ? { code: search.origin, label: search.originName, isRecent: false } : null,
    destination: search
      ? {
          code: search.destination,
          label: search.locationName,
          isRecent: false,
          cityCode: search.cityCode,
        }
      : null,
    fromDate: search?.fromDate ?? null,
    untilDate: search?.untilDate ?? null,
    rooms: search?.rooms ?? 1,
    adults: search?.adults ?? 2,
    children: search?.children ?? 0,
    ...prefill,
  }));
  const [hasTried, setHasTried] = useState(false);
  const cityCode = useDestinationCity(draft.destination);
  const check = () => checkPackageSearchDraft(draft, cityCode, today);
  const errors = hasTried ? check() : {};
  const text = (field: PackageSearchField) => {
    const id = errors[field];
    return id ? intl.formatMessage({ id }) : null;
  };
  return (
    <form
      className="wf-card wf-package-search-form"
      aria-label={intl.formatMessage({ id: 'packageSearch.formLabel' })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setHasTried(true);
        const { origin, destination, fromDate, untilDate } = draft;
        if (Object.keys(check()).length > 0) return;
        if (!origin || !destination || !cityCode || !fromDate || !untilDate) return;
        onSubmit({
          origin: origin.code,
          originName: origin.label,
          destination: destination.code,
          locationName: destination.label,
          cityCode,
          fromDate,
          untilDate,
          rooms: draft.rooms,
          adults: draft.adults,
          children: draft.children,
          entryType,
        });
      }}
    >
      <div className="wf-package-search-row">
        <PlaceComboBox
          label={intl.formatMessage({ id: 'packageSearch.origin' })}
          value={draft.origin}
          onChange={(origin) => setDraft((d) => ({ ...d, origin }))}
          recentPlaces={[]}
          errorMessage={text('origin')}
        />
        <PlaceComboBox
          label={intl.formatMessage({ id: 'packageSearch.destination' })}
          value={draft.destination}
          onChange={(destination) => setDraft((d) => ({ ...d, destination }))}
          recentPlaces={[]}
          errorMessage={text('destination')}
        />
        <DateRangeField
          label={intl.formatMessage({ id: 'packageSearch.dates' })}
          startDate={draft.fromDate}
          endDate={draft.untilDate}
          onChange={(fromDate, untilDate) => setDraft((d) => ({ ...d, fromDate, untilDate }))}
          errorMessage={text('dates')}
          minDate={today}
          maxDate={addDaysToIsoDate(today, SEARCH_HORIZON_DAYS)}
        />
      </div>
      <fieldset className="wf-hotel-search-guests">
        <legend className="wf-field-label">
          {intl.formatMessage({ id: 'packageSearch.travelers' })}
        </legend>
        <CountSelect
          id="package-rooms"
          label={intl.formatMessage({ id: 'packageSearch.rooms' })}
          value={draft.rooms}
          min={1}
          max={4}
          onChange={(rooms) => setDraft((d) => ({ ...d, rooms }))}
          error={text('rooms')}
        />
        <CountSelect
          id="package-adults"
          label={intl.formatMessage({ id: 'packageSearch.adults' })}
          value={draft.adults}
          min={1}
          max={9}
          onChange={(adults) => setDraft((d) => ({ ...d, adults }))}
          error={text('adults')}
        />
        <CountSelect
          id="package-children"
          label={intl.formatMessage({ id: 'packageSearch.children' })}
          value={draft.children}
          min={0}
          max={8}
          onChange={(children) => setDraft((d) => ({ ...d, children }))}
          error={null}
        />
      </fieldset>
      <div className="wf-row">
        <button type="submit" className="wf-button" data-variant="primary">
          {intl.formatMessage({ id: 'packageSearch.submit' })}
        </button>
      </div>
    </form>
  );
}
