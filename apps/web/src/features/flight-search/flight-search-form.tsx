import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FlightShopRequest } from '@wayfare/contracts/flight-shop';
import type { FlightTripType } from '@wayfare/contracts/flights';
import { Button } from '../../ui/button';
import { MAX_SLICES, SEARCH_CABINS, TRIP_TYPES } from '../../model/flight-search-params';
import type { SearchCabin } from '../../model/flight-search-params';
import { DateStandIn, PlaceStandIn } from './field-stand-ins';
import { PassengerPicker } from './passenger-picker';
import type { PlaceComboBoxProps } from './place-combo-box';
import type { PlaceOption } from './place-options';
import type {
  DraftErrors,
  DraftField,
  DraftRule,
  FlightSearchDraft,
  SliceDraft,
} from './search-draft';
import { SEARCH_HORIZON_DAYS, addDaysToIsoDate } from '../../model/search-dates';
import {
  addSlice,
  buildRequestFromDraft,
  changeTripType,
  hasDraftErrors,
  removeSlice,
  swapSlicePlaces,
  validateDraft,
} from './search-draft';
import type { DateRangeFieldProps, SingleDateFieldProps } from '../../ui/travel-date-fields';
import { useSearchWidgets, type SearchWidgets } from './use-search-widgets';
import { useCalendarPrices } from './use-calendar-prices';

/** A 400 from the search, placed beside its field when the field names one. */
export interface ServerFieldError {
  field: string | undefined;
  message: string;
}

export interface FlightSearchFormProps {
  initialDraft: FlightSearchDraft;
  recentPlaces: readonly PlaceOption[];
  /** Today in the portal's zone, YYYY-MM-DD. */
  today: string;
  serverError: ServerFieldError | null;
  onSubmit: (request: FlightShopRequest) => void;
  /** 2 where the page has its own h1 (the home page's welcome). */
  titleLevel?: 1 | 2;
}

interface PlacedServerError {
  sliceIndex: number;
  field: DraftField | 'passengers' | null;
  message: string;
}

/** Maps a server field path (`slices.1.departureDate`, `passengers`) onto the form's fields. */
export function placeServerError(
  error: ServerFieldError,
  tripType: FlightTripType,
): PlacedServerError {
  const field = error.field ?? '';
  if (field.startsWith('passengers'))
    return { sliceIndex: 0, field: 'passengers', message: error.message };
  const match = /slices\D*(\d+)\D*(origin|destination|departureDate)/.exec(field);
  if (!match) return { sliceIndex: 0, field: null, message: error.message };
  const index = Number(match[1]);
  const name = match[2] as 'origin' | 'destination' | 'departureDate';
  if (tripType === 'round_trip' && index === 1) {
    const mirrored: DraftField =
      name === 'departureDate' ? 'returnDate' : name === 'origin' ? 'destination' : 'origin';
    return { sliceIndex: 0, field: mirrored, message: error.message };
  }
  return { sliceIndex: index, field: name, message: error.message };
}

interface WidgetSlot {
  /** Null until the React Aria widgets have loaded: the field shows its stand-in. */
  widgets: SearchWidgets | null;
  requestWidgets: () => void;
}

/** Origin or destination: the React Aria combo box, or its stand-in until that loads. */
function PlaceField({ widgets, requestWidgets, ...props }: PlaceComboBoxProps & WidgetSlot) {
  // What was typed into the stand-in, for the combo box to go on from; reset when the value changes.
  const [typed, setTyped] = useState<{ text: string; for: PlaceComboBoxProps['value'] } | null>(
    null,
  );
  const [hasFocus, setHasFocus] = useState(false);
  const text = typed && typed.for === props.value ? typed.text : null;
  if (widgets) {
    return (
      <widgets.PlaceComboBox {...props} initialText={text ?? undefined} shouldFocus={hasFocus} />
    );
  }
  return (
    <PlaceStandIn
      label={props.label}
      text={text ?? props.value?.label ?? ''}
      onTextChange={(next) => setTyped({ text: next, for: props.value })}
      errorMessage={props.errorMessage}
      onFocus={() => {
        setHasFocus(true);
        requestWidgets();
      }}
      onBlur={() => setHasFocus(false)}
    />
  );
}

/** Both kinds of date field, each the React Aria field or its stand-in until that loads. */
function DateField(
  props: WidgetSlot &
    (
      | ({ kind: 'single' } & Omit<SingleDateFieldProps, 'defaultOpen' | 'shouldFocus'>)
      | ({ kind: 'range' } & Omit<DateRangeFieldProps, 'defaultOpen' | 'shouldFocus'>)
    ),
) {
  const [opensCalendar, setOpensCalendar] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const { widgets, requestWidgets, onCalendarIntent } = props;
  if (widgets) {
    const activation = { defaultOpen: opensCalendar, shouldFocus: hasFocus };
    if (props.kind === 'range') {
      const { kind: _kind, widgets: _widgets, requestWidgets: _request, ...range } = props;
      return <widgets.DateRangeField {...range} {...activation} />;
    }
    const { kind: _kind, widgets: _widgets, requestWidgets: _request, ...single } = props;
    return <widgets.SingleDateField {...single} {...activation} />;
  }
  return (
    <DateStandIn
      label={props.label}
      dates={props.kind === 'range' ? [props.startDate, props.endDate] : [props.value]}
      errorMessage={props.errorMessage}
      onOpenCalendar={() => {
        setOpensCalendar(true);
        requestWidgets();
        onCalendarIntent?.();
      }}
      onFocus={() => {
        setHasFocus(true);
        requestWidgets();
        onCalendarIntent?.();
      }}
      onBlur={() => setHasFocus(false)}
    />
  );
}

export function FlightSearchForm({
  initialDraft,
  recentPlaces,
  today,
  serverError,
  onSubmit,
  titleLevel = 1,
}: FlightSearchFormProps) {
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const intl = useIntl();
  const formId = useId();
  const [draft, setDraft] = useState(initialDraft);
  const [errors, setErrors] = useState<DraftErrors | null>(null);
  const [placedServerError, setPlacedServerError] = useState(() =>
    serverError ? placeServerError(serverError, initialDraft.tripType) : null,
  );
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const maxDate = addDaysToIsoDate(today, SEARCH_HORIZON_DAYS);
  const widgetSlot = useSearchWidgets();
  // The first flight's calendar shows each day's lowest fare (one-way and round trip).
  const calendar = useCalendarPrices(draft);

  const update = (next: FlightSearchDraft) => {
    setDraft(next);
    setPlacedServerError(null);
    // Once shown, messages follow the fields as they change.
    if (errors) setErrors(validateDraft(next, today));
  };
  const updateSlice = (index: number, patch: Partial<SliceDraft>) =>
    update({
      ...draft,
      slices: draft.slices.map((s, i) => (i === index ? { ...s, ...patch } : s)),
    });

  const ruleMessage = (rule: DraftRule | undefined): string | null =>
    rule ? intl.formatMessage({ id: `searchRule.${rule}` }, { days: SEARCH_HORIZON_DAYS }) : null;
  const fieldError = (index: number, field: DraftField): string | null =>
    ruleMessage(errors?.slices[index]?.[field]) ??
    (placedServerError &&
    placedServerError.sliceIndex === index &&
    placedServerError.field === field
      ? placedServerError.message
      : null);

  const handleSubmit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found = validateDraft(draft, today);
    setErrors(found);
    if (hasDraftErrors(found)) {
      summaryRef.current?.focus();
      return;
    }
    onSubmit(buildRequestFromDraft(draft));
  };

  const showsSummary = errors !== null && hasDraftErrors(errors);
  const generalServerError =
    placedServerError && placedServerError.field === null ? placedServerError.message : null;
  const passengerRules = errors?.passengers ?? [];

  return (
    <form
      className="wf-card wf-flight-search-form"
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={`${formId}-title`}
      // Reaching for the form loads its widgets (use-search-widgets.ts).
      onPointerEnter={widgetSlot.requestWidgets}
      onTouchStart={widgetSlot.requestWidgets}
      onFocusCapture={widgetSlot.requestWidgets}
    >
      <Title id={`${formId}-title`} className="wf-flight-search-title">
        {intl.formatMessage({ id: 'flightSearch.heading' })}
      </Title>
      <p
        ref={summaryRef}
        tabIndex={-1}
        className="wf-form-summary"
        role="alert"
        hidden={!showsSummary && !generalServerError}
      >
        {generalServerError ??
          (showsSummary ? intl.formatMessage({ id: 'flightSearch.fixErrors' }) : '')}
      </p>
      <div className="wf-search-options">
        <fieldset className="wf-trip-type">
          <legend className="wf-visually-hidden">
            {intl.formatMessage({ id: 'flightSearch.tripType' })}
          </legend>
          {TRIP_TYPES.map((tripType) => (
            <label key={tripType} className="wf-trip-type-option">
              <input
                type="radio"
                name={`${formId}-trip-type`}
                value={tripType}
                checked={draft.tripType === tripType}
                onChange={() => update(changeTripType(draft, tripType))}
              />
              <span>{intl.formatMessage({ id: `tripType.${tripType}` })}</span>
            </label>
          ))}
        </fieldset>
        <label className="wf-cabin-field">
          <span className="wf-visually-hidden">
            {intl.formatMessage({ id: 'flightSearch.cabin' })}
          </span>
          <select
            className="wf-select"
            value={draft.cabin}
            onChange={(event) => update({ ...draft, cabin: event.target.value as SearchCabin })}
          >
            {SEARCH_CABINS.map((cabin) => (
              <option key={cabin} value={cabin}>
                {intl.formatMessage({ id: `cabin.${cabin}` })}
              </option>
            ))}
          </select>
        </label>
      </div>

      {draft.slices.map((slice, index) => {
        const isMultiCity = draft.tripType === 'multi_city';
        const sliceFields = (
          <div className="wf-slice-fields">
            <div className="wf-place-pair">
              <PlaceField
                {...widgetSlot}
                label={intl.formatMessage({ id: 'flightSearch.origin' })}
                value={slice.origin}
                onChange={(origin) => updateSlice(index, { origin })}
                recentPlaces={recentPlaces}
                errorMessage={fieldError(index, 'origin')}
              />
              <button
                type="button"
                className="wf-swap-button"
                aria-label={intl.formatMessage({ id: 'flightSearch.swap' })}
                onClick={() => update(swapSlicePlaces(draft, index))}
              >
                <span aria-hidden="true">⇄</span>
              </button>
              <PlaceField
                {...widgetSlot}
                label={intl.formatMessage({ id: 'flightSearch.destination' })}
                value={slice.destination}
                onChange={(destination) => updateSlice(index, { destination })}
                recentPlaces={recentPlaces}
                errorMessage={fieldError(index, 'destination')}
              />
            </div>
            {draft.tripType === 'round_trip' ? (
              <DateField
                {...widgetSlot}
                {...calendar}
                kind="range"
                label={intl.formatMessage({ id: 'flightSearch.dates' })}
                startDate={slice.departureDate}
                endDate={draft.returnDate}
                minDate={today}
                maxDate={maxDate}
                errorMessage={fieldError(index, 'departureDate') ?? fieldError(index, 'returnDate')}
                onChange={(start, end) =>
                  update({
                    ...draft,
                    returnDate: end,
                    slices: draft.slices.map((s, i) =>
                      i === index ? { ...s, departureDate: start } : s,
                    ),
                  })
                }
              />
            ) : (
              <DateField
                {...widgetSlot}
                {...(index === 0
                  ? { prices: calendar.prices, onCalendarIntent: calendar.onCalendarIntent }
                  : {})}
                kind="single"
                label={intl.formatMessage({ id: 'flightSearch.departureDate' })}
                value={slice.departureDate}
                minDate={today}
                maxDate={maxDate}
                errorMessage={fieldError(index, 'departureDate')}
                onChange={(departureDate) => updateSlice(index, { departureDate })}
              />
            )}
          </div>
        );
        return isMultiCity ? (
          <fieldset key={index} className="wf-slice">
            <legend className="wf-slice-legend">
              {intl.formatMessage({ id: 'flightSearch.flightLegend' }, { number: index + 1 })}
            </legend>
            {sliceFields}
            {draft.slices.length > 2 ? (
              <button
                type="button"
                className="wf-link-button"
                onClick={() => update(removeSlice(draft, index))}
              >
                {intl.formatMessage({ id: 'flightSearch.removeFlight' }, { number: index + 1 })}
              </button>
            ) : null}
          </fieldset>
        ) : (
          <div key={index} className="wf-slice">
            {sliceFields}
          </div>
        );
      })}

      {draft.tripType === 'multi_city' ? (
        <div className="wf-row">
          <Button
            variant="secondary"
            isDisabled={draft.slices.length >= MAX_SLICES}
            onPress={() => update(addSlice(draft))}
          >
            {intl.formatMessage({ id: 'flightSearch.addFlight' })}
          </Button>
          {draft.slices.length >= MAX_SLICES ? (
            <span className="wf-field-description">
              {intl.formatMessage({ id: 'flightSearch.maxFlights' }, { count: MAX_SLICES })}
            </span>
          ) : null}
        </div>
      ) : null}

      <div className="wf-search-footer">
        <PassengerPicker
          value={draft.passengers}
          onChange={(passengers) => update({ ...draft, passengers })}
          brokenRules={passengerRules}
        />
        {placedServerError?.field === 'passengers' ? (
          <p className="wf-field-error">{placedServerError.message}</p>
        ) : null}
        <Button type="submit" className="wf-search-submit">
          {intl.formatMessage({ id: 'flightSearch.submit' })}
        </Button>
      </div>
    </form>
  );
}
