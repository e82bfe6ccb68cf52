import { useRef, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { CarSearchParams, DriverAgeBand } from '../../model/car-search-params';
import { MIN_DRIVER_AGE, YOUNG_DRIVER_LIMIT } from '../../model/car-search-params';
import { addDaysToIsoDate, SEARCH_HORIZON_DAYS } from '../../model/search-dates';
import { Checkbox } from '../../ui/checkbox';
import { DateRangeField } from '../../ui/travel-date-fields';
import { CarPlaceComboBox } from './car-place-combo-box';
import {
  CAR_TIMES,
  checkCarSearchDraft,
  MAX_RENTAL_DAYS,
  toCarSearch,
  type CarSearchDraft,
  type CarSearchField,
} from './car-search-draft';

export interface CarSearchFormProps {
  initial: CarSearchDraft;
  today: string;
  onSubmit: (search: CarSearchParams) => void;
  /** Shown under the form's title: why the form is prefilled ("Change car"). */
  note?: string;
}

function TimeSelect({
  id,
  label,
  value,
  onChange,
  errorId,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorId: string | null;
}) {
  const intl = useIntl();
  return (
    <div className="wf-field">
      <label htmlFor={id} className="wf-field-label">
        {label}
      </label>
      <select
        id={id}
        className="wf-input"
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ?? undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {CAR_TIMES.map((time) => (
          <option key={time} value={time}>
            {intl.formatTime(`2000-01-01T${time}:00`, { hour: 'numeric', minute: '2-digit' })}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Where, when and who drives (issue 21): pick-up place, an optional different drop-off, dates and
 * times at the counter and the driver's age, checked before the search runs. An error takes the
 * focus (the first field to fix).
 */
export function CarSearchForm({ initial, today, onSubmit, note }: CarSearchFormProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<CarSearchDraft>(initial);
  const [hasTried, setHasTried] = useState(false);
  const errors = hasTried ? checkCarSearchDraft(draft, today) : {};
  const text = (field: CarSearchField) => {
    const id = errors[field];
    return id
      ? intl.formatMessage(
          { id },
          { days: MAX_RENTAL_DAYS, min: MIN_DRIVER_AGE, max: YOUNG_DRIVER_LIMIT - 1 },
        )
      : null;
  };
  const update = (patch: Partial<CarSearchDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const timesError = text('times');
  const ageError = text('age');

  return (
    <I18nProvider locale={intl.locale}>
      <form
        ref={formRef}
        className="wf-card wf-car-search-form"
        aria-label={intl.formatMessage({ id: 'carSearch.formLabel' })}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setHasTried(true);
          const search = toCarSearch(draft, today);
          if (search) {
            onSubmit(search);
            return;
          }
          // The first field to fix comes into view and takes the focus.
          window.setTimeout(() => {
            const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
            invalid?.scrollIntoView({ block: 'center' });
            invalid?.focus({ preventScroll: true });
          }, 0);
        }}
      >
        {note ? <p className="wf-field-description">{note}</p> : null}
        <div className="wf-car-search-places">
          <CarPlaceComboBox
            label={intl.formatMessage({ id: 'carSearch.pickUp' })}
            value={draft.pickUp}
            onChange={(pickUp) => update({ pickUp })}
            errorMessage={text('pickUp')}
          />
          {draft.differentDropOff ? (
            <CarPlaceComboBox
              label={intl.formatMessage({ id: 'carSearch.dropOff' })}
              value={draft.dropOff}
              onChange={(dropOff) => update({ dropOff })}
              errorMessage={text('dropOff')}
            />
          ) : null}
        </div>
        <Checkbox
          isSelected={draft.differentDropOff}
          onChange={(differentDropOff) => update({ differentDropOff })}
        >
          {intl.formatMessage({ id: 'carSearch.differentDropOff' })}
        </Checkbox>
        <div className="wf-car-search-when">
          <DateRangeField
            label={intl.formatMessage({ id: 'carSearch.dates' })}
            startDate={draft.fromDate}
            endDate={draft.untilDate}
            onChange={(fromDate, untilDate) => update({ fromDate, untilDate })}
            errorMessage={text('dates')}
            minDate={today}
            maxDate={addDaysToIsoDate(today, SEARCH_HORIZON_DAYS)}
          />
          <TimeSelect
            id="car-pick-up-time"
            label={intl.formatMessage({ id: 'carSearch.pickUpTime' })}
            value={draft.pickUpTime}
            onChange={(pickUpTime) => update({ pickUpTime })}
            errorId={timesError ? 'car-times-error' : null}
          />
          <TimeSelect
            id="car-drop-off-time"
            label={intl.formatMessage({ id: 'carSearch.dropOffTime' })}
            value={draft.dropOffTime}
            onChange={(dropOffTime) => update({ dropOffTime })}
            errorId={timesError ? 'car-times-error' : null}
          />
        </div>
        {timesError ? (
          <p id="car-times-error" className="wf-field-error">
            {timesError}
          </p>
        ) : null}
        <div className="wf-car-search-driver">
          <div className="wf-field">
            <label htmlFor="car-driver-age" className="wf-field-label">
              {intl.formatMessage({ id: 'carSearch.driverAge' })}
            </label>
            <select
              id="car-driver-age"
              className="wf-input"
              value={draft.ageBand}
              aria-describedby="car-driver-age-hint"
              onChange={(event) => update({ ageBand: event.target.value as DriverAgeBand })}
            >
              <option value="young">{intl.formatMessage({ id: 'carSearch.age.young' })}</option>
              <option value="standard">
                {intl.formatMessage({ id: 'carSearch.age.standard' })}
              </option>
              <option value="senior">{intl.formatMessage({ id: 'carSearch.age.senior' })}</option>
            </select>
            <span id="car-driver-age-hint" className="wf-field-description">
              {intl.formatMessage({ id: 'carSearch.age.hint' })}
            </span>
          </div>
          {draft.ageBand === 'young' ? (
            <div className="wf-field">
              <label htmlFor="car-driver-exact-age" className="wf-field-label">
                {intl.formatMessage({ id: 'carSearch.age.exact' })}
              </label>
              <input
                id="car-driver-exact-age"
                className="wf-input wf-car-age-input"
                inputMode="numeric"
                value={draft.exactAge}
                aria-invalid={ageError ? true : undefined}
                aria-describedby={ageError ? 'car-driver-age-error' : undefined}
                onChange={(event) => update({ exactAge: event.target.value })}
              />
              {ageError ? (
                <span id="car-driver-age-error" className="wf-field-error">
                  {ageError}
                </span>
              ) : null}
            </div>
          ) : null}
        </div>
        <div>
          <button type="submit" className="wf-button" data-variant="primary">
            {intl.formatMessage({ id: 'carSearch.submit' })}
          </button>
        </div>
      </form>
    </I18nProvider>
  );
}
