import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ExchangeEntry, ExchangeSliceChange } from '@wayfare/contracts/exchange';
import { formatIsoDate } from '../../format/format-dates';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { formatDateWithYear, formatFlightTimes } from './exchange-format';
import {
  exchangeFlightUrl,
  exchangeShopUrl,
  formatChanges,
  parseChanges,
  readExchangeStep,
  tripUrl,
  type ExchangeStep,
} from './exchange-params';
import {
  bookedDateOf,
  checkChangeDates,
  chooseSlices,
  hasAirportChoice,
  keepTripChanges,
  withAirports,
  type DateProblem,
} from './exchange-rules';

type Slice = ExchangeEntry['slices'][number];

/** "JFK to LAX" for a slice, with its chosen airports when they changed. */
function useRouteName(entry: ExchangeEntry) {
  const intl = useIntl();
  return (index: number, change?: ExchangeSliceChange) => {
    const slice = entry.slices[index];
    return intl.formatMessage(
      { id: 'exchange.slice.route' },
      {
        origin: change?.origin ?? slice?.origin ?? '',
        destination: change?.destination ?? slice?.destination ?? '',
      },
    );
  };
}

/** The heading of a step: it takes the focus when the traveller moves to it (not on first load). */
function StepHeading({ step }: { step: ExchangeStep }) {
  const intl = useIntl();
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(step);
  useEffect(() => {
    if (first.current === step) return;
    first.current = step;
    ref.current?.focus();
  }, [step]);
  return (
    <h2 ref={ref} tabIndex={-1} className="wf-exchange-step-title">
      {intl.formatMessage({ id: `exchange.step.${step}` })}
    </h2>
  );
}

/** SliceSelection: which flights change (at least one). */
function SliceSelectionStep({
  entry,
  changes,
  onChange,
  onContinue,
}: {
  entry: ExchangeEntry;
  changes: ExchangeSliceChange[];
  onChange: (changes: ExchangeSliceChange[]) => void;
  onContinue: () => void;
}) {
  const intl = useIntl();
  const errorId = useId();
  const [showError, setShowError] = useState(false);
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const chosen = new Set(changes.map((c) => c.sliceIndex));
  const isMissing = chosen.size === 0;
  const submit = () => {
    if (isMissing) {
      setShowError(true);
      fieldsetRef.current?.querySelector('input')?.focus();
      return;
    }
    onContinue();
  };
  return (
    <form
      className="wf-exchange-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset
        ref={fieldsetRef}
        className="wf-exchange-fieldset"
        aria-describedby={showError && isMissing ? errorId : undefined}
        aria-invalid={showError && isMissing ? true : undefined}
      >
        <legend>{intl.formatMessage({ id: 'exchange.slices.legend' })}</legend>
        <div className="wf-stack">
          {entry.slices.map((slice, index) => (
            <Checkbox
              key={`${slice.origin}-${slice.departureTime}`}
              isSelected={chosen.has(index)}
              onChange={(isSelected) => {
                const indexes = isSelected
                  ? [...chosen, index]
                  : [...chosen].filter((i) => i !== index);
                onChange(chooseSlices(entry, indexes, changes));
              }}
              description={`${formatFlightTimes(intl, slice.departureTime, slice.arrivalTime)} · ${slice.airline}`}
            >
              {intl.formatMessage(
                { id: 'exchange.slice.numbered' },
                { number: index + 1, origin: slice.origin, destination: slice.destination },
              )}
            </Checkbox>
          ))}
        </div>
        {showError && isMissing ? (
          <p id={errorId} className="wf-field-error" role="alert">
            {intl.formatMessage({ id: 'exchange.slices.required' })}
          </p>
        ) : null}
      </fieldset>
      <div className="wf-row">
        <Button type="submit">{intl.formatMessage({ id: 'exchange.continue' })}</Button>
      </div>
    </form>
  );
}

/** A date problem in a sentence. */
function useDateProblemText(entry: ExchangeEntry) {
  const intl = useIntl();
  const routeName = useRouteName(entry);
  return (problem: DateProblem): string => {
    switch (problem.kind) {
      case 'required':
        return intl.formatMessage({ id: 'exchange.dates.required' });
      case 'afterLatest':
        return intl.formatMessage(
          { id: 'exchange.dates.afterLatest' },
          { latest: formatDateWithYear(intl, problem.latest) },
        );
      case 'beforeEarlier':
      case 'afterLater':
        return intl.formatMessage(
          { id: `exchange.dates.${problem.kind}` },
          { flight: routeName(problem.other), date: formatIsoDate(intl, problem.date) },
        );
    }
  };
}

/** One chosen slice's date: a native date input limited to the airline's last day. */
function DateField({
  entry,
  change,
  problem,
  onChange,
}: {
  entry: ExchangeEntry;
  change: ExchangeSliceChange;
  problem: string | null;
  onChange: (date: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const routeName = useRouteName(entry);
  const slice = entry.slices[change.sliceIndex];
  const booked = bookedDateOf(entry, change.sliceIndex);
  const airportsChanged = Boolean(change.origin ?? change.destination);
  return (
    <div className="wf-field wf-exchange-date">
      <label htmlFor={id} className="wf-field-label">
        {intl.formatMessage(
          { id: 'exchange.dates.label' },
          { flight: routeName(change.sliceIndex, change) },
        )}
      </label>
      <input
        id={id}
        type="date"
        className="wf-input"
        value={change.departureDate}
        max={entry.latestDepartureDate || undefined}
        required
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-description${problem ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-description`} className="wf-field-description">
        {intl.formatMessage(
          { id: 'exchange.dates.booked' },
          {
            date: booked ? formatIsoDate(intl, booked) : '',
            latest: entry.latestDepartureDate
              ? formatDateWithYear(intl, entry.latestDepartureDate)
              : '',
          },
        )}
        {airportsChanged && slice ? (
          <span className="wf-block">
            {intl.formatMessage(
              { id: 'exchange.dates.airports' },
              {
                origin: change.origin ?? slice.origin,
                destination: change.destination ?? slice.destination,
              },
            )}
          </span>
        ) : null}
      </span>
      {problem ? (
        <span id={`${id}-error`} className="wf-field-error">
          {problem}
        </span>
      ) : null}
    </div>
  );
}

/** ChangeDateTime: a new date for each chosen slice, then Find flights (or Change airports). */
function ChangeDateStep({
  entry,
  changes,
  onChange,
  onFindFlights,
  onChangeAirports,
  onChangeSlices,
}: {
  entry: ExchangeEntry;
  changes: ExchangeSliceChange[];
  onChange: (changes: ExchangeSliceChange[]) => void;
  onFindFlights: () => void;
  onChangeAirports: () => void;
  onChangeSlices: (() => void) | null;
}) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [showProblems, setShowProblems] = useState(false);
  const describe = useDateProblemText(entry);
  const problems = checkChangeDates(entry, changes);
  // The airline's waiver (a schedule change) keeps the booked route.
  const canChangeAirports =
    entry.waiver === null &&
    changes.some((c) => {
      const slice = entry.slices[c.sliceIndex];
      return slice ? hasAirportChoice(slice) : false;
    });
  const submit = () => {
    if (problems.size > 0) {
      setShowProblems(true);
      formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
      // The inputs learn they are invalid on this render; focus the first once it has.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    onFindFlights();
  };
  return (
    <form
      ref={formRef}
      className="wf-exchange-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="wf-stack">
        {changes.map((change) => {
          const problem = problems.get(change.sliceIndex);
          return (
            <DateField
              key={change.sliceIndex}
              entry={entry}
              change={change}
              problem={showProblems && problem ? describe(problem) : null}
              onChange={(date) =>
                onChange(
                  changes.map((c) =>
                    c.sliceIndex === change.sliceIndex ? { ...c, departureDate: date } : c,
                  ),
                )
              }
            />
          );
        })}
      </div>
      {showProblems && problems.size > 0 ? (
        <p className="wf-field-error" role="alert">
          {intl.formatMessage({ id: 'exchange.dates.fix' })}
        </p>
      ) : null}
      <div className="wf-row">
        <Button type="submit">{intl.formatMessage({ id: 'exchange.dates.findFlights' })}</Button>
        {canChangeAirports ? (
          <Button variant="secondary" onPress={onChangeAirports}>
            {intl.formatMessage({ id: 'exchange.dates.changeAirports' })}
          </Button>
        ) : null}
        {onChangeSlices ? (
          <Button variant="secondary" onPress={onChangeSlices}>
            {intl.formatMessage({ id: 'exchange.dates.changeSlices' })}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A select of a city's airports, the booked one first. */
function AirportSelect({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: Slice['originChoices'];
  value: string;
  onChange: (code: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="wf-field">
      <label htmlFor={id} className="wf-field-label">
        {label}
      </label>
      <select
        id={id}
        className="wf-input wf-exchange-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {intl.formatMessage(
              { id: 'exchange.airports.option' },
              { name: choice.name, code: choice.code },
            )}
          </option>
        ))}
      </select>
    </div>
  );
}

/** ChangeAirports: the same cities' other airports, for each chosen slice that has some. */
function ChangeAirportsStep({
  entry,
  changes,
  onChange,
  onDone,
}: {
  entry: ExchangeEntry;
  changes: ExchangeSliceChange[];
  onChange: (changes: ExchangeSliceChange[]) => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const withChoices = changes.filter((c) => {
    const slice = entry.slices[c.sliceIndex];
    return slice ? hasAirportChoice(slice) : false;
  });
  const update = (
    change: ExchangeSliceChange,
    airports: { origin?: string; destination?: string },
  ) =>
    onChange(
      changes.map((c) =>
        c.sliceIndex === change.sliceIndex ? withAirports(entry, c, airports) : c,
      ),
    );
  return (
    <form
      className="wf-exchange-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onDone();
      }}
    >
      {withChoices.length === 0 ? (
        <p>{intl.formatMessage({ id: 'exchange.airports.none' })}</p>
      ) : (
        <div className="wf-stack">
          {withChoices.map((change) => {
            const slice = entry.slices[change.sliceIndex];
            if (!slice) return null;
            return (
              <fieldset key={change.sliceIndex} className="wf-exchange-fieldset">
                <legend>
                  {intl.formatMessage(
                    { id: 'exchange.slice.numbered' },
                    {
                      number: change.sliceIndex + 1,
                      origin: slice.origin,
                      destination: slice.destination,
                    },
                  )}
                </legend>
                <div className="wf-exchange-airports">
                  {slice.originChoices.length > 1 ? (
                    <AirportSelect
                      label={intl.formatMessage({ id: 'exchange.airports.from' })}
                      choices={slice.originChoices}
                      value={change.origin ?? slice.originChoices[0]?.code ?? ''}
                      onChange={(origin) => update(change, { origin })}
                    />
                  ) : null}
                  {slice.destinationChoices.length > 1 ? (
                    <AirportSelect
                      label={intl.formatMessage({ id: 'exchange.airports.to' })}
                      choices={slice.destinationChoices}
                      value={change.destination ?? slice.destinationChoices[0]?.code ?? ''}
                      onChange={(destination) => update(change, { destination })}
                    />
                  ) : null}
                </div>
              </fieldset>
            );
          })}
        </div>
      )}
      <div className="wf-row">
        <Button type="submit">{intl.formatMessage({ id: 'exchange.airports.done' })}</Button>
      </div>
    </form>
  );
}

/**
 * /exchange/flight (spec §2 SliceSelection, ChangeDateTime, ChangeAirports): the step and every
 * choice live in the URL, each edit replacing the entry and each step pushing one, so Back steps
 * back and a reload keeps what was typed. Find flights opens the shop with the changes.
 */
export function ExchangeFlightSteps({ entry }: { entry: ExchangeEntry }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const step = readExchangeStep(params.get('step'), entry.firstStep);
  const urlChanges = params.get('changes');
  // A trip of one slice changes that slice; arriving on the dates with none chosen, all of them.
  const readUrlChanges = () => {
    const inUrl = keepTripChanges(entry, parseChanges(urlChanges));
    return inUrl.length > 0 || step === 'SliceSelection'
      ? inUrl
      : chooseSlices(
          entry,
          entry.slices.map((_, i) => i),
          [],
        ).slice(0, entry.firstStep === 'ChangeDateTime' ? 1 : undefined);
  };
  // The choices answer at once (a URL update is a transition and may lag under load); the URL
  // follows them, and a move through history (Back, Forward) brings its own choices back.
  const [changes, setChanges] = useState(readUrlChanges);
  const written = useRef(urlChanges);
  useEffect(() => {
    if (urlChanges === written.current) return;
    written.current = urlChanges;
    setChanges(readUrlChanges());
    // readUrlChanges reads only the URL's choices and the step, both dependencies here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlChanges, step]);
  const replaceChanges = (next: ExchangeSliceChange[]) => {
    const search = new URLSearchParams(params);
    const value = next.length > 0 ? formatChanges(next) : null;
    if (value) search.set('changes', value);
    else search.delete('changes');
    written.current = value;
    setChanges(next);
    setParams(search, { replace: true, preventScrollReset: true });
  };
  const goTo = (next: ExchangeStep) =>
    void navigate(exchangeFlightUrl(entry.bookingId, next, changes));

  let body;
  switch (step) {
    case 'SliceSelection':
      body = (
        <SliceSelectionStep
          entry={entry}
          changes={changes}
          onChange={replaceChanges}
          onContinue={() => goTo('ChangeDateTime')}
        />
      );
      break;
    case 'ChangeDateTime':
      body = (
        <ChangeDateStep
          entry={entry}
          changes={changes}
          onChange={replaceChanges}
          onFindFlights={() => void navigate(exchangeShopUrl(entry.bookingId, changes))}
          onChangeAirports={() => goTo('ChangeAirports')}
          onChangeSlices={
            entry.firstStep === 'SliceSelection' ? () => goTo('SliceSelection') : null
          }
        />
      );
      break;
    case 'ChangeAirports':
      body = (
        <ChangeAirportsStep
          entry={entry}
          changes={changes}
          onChange={replaceChanges}
          onDone={() => goTo('ChangeDateTime')}
        />
      );
      break;
  }
  return (
    <section className="wf-card wf-exchange-screen" aria-labelledby="exchange-title">
      <h1 id="exchange-title">{intl.formatMessage({ id: 'exchange.go.title' })}</h1>
      {entry.confirmationCode ? (
        <p className="wf-exchange-code">
          {intl.formatMessage({ id: 'exchange.tripCode' }, { code: entry.confirmationCode })}
        </p>
      ) : null}
      <StepHeading step={step} />
      {body}
      <p className="wf-exchange-back">
        <Link to={tripUrl(entry.bookingId)}>
          {intl.formatMessage({ id: 'exchange.backToTrip' })}
        </Link>
      </p>
    </section>
  );
}
