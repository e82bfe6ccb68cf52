import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { Currency } from '@wayfare/contracts/money';
import { TIME_OF_DAY_BUCKETS, selectMinorUnitsPerMajor } from '@wayfare/domain/display-rules';
import { formatMoney, fromMajorUnits } from '@wayfare/domain/money-format';
import { Checkbox } from '../../ui/checkbox';
import type { ResultFacets, ResultFilters } from './result-filters';
import { hasActiveFilters } from './result-filters';

export interface ResultFiltersPanelProps {
  filters: ResultFilters;
  facets: ResultFacets;
  onChange: (filters: ResultFilters) => void;
  onClear: () => void;
  /** False inside the filters sheet, whose dialog title already says "Filters". */
  hasHeading?: boolean;
}

function toggle<T>(values: readonly T[], value: T, isOn: boolean): T[] {
  return isOn ? [...values.filter((v) => v !== value), value] : values.filter((v) => v !== value);
}

/** Non-stop, no low-cost carriers, short layover (spec §9), airlines, departure time and price. */
export function ResultFiltersPanel({
  filters,
  facets,
  onChange,
  onClear,
  hasHeading = true,
}: ResultFiltersPanelProps) {
  const intl = useIntl();
  const bounds = facets.priceBounds;
  const currency = (facets.currency ?? 'USD') as Currency;
  const perMajor = selectMinorUnitsPerMajor(currency);
  const formatMajor = (major: number) =>
    formatMoney(fromMajorUnits(major, currency), intl.locale, { precision: 'whole' });
  const lowMajor = bounds ? Math.floor(bounds.minMinor / perMajor) : 0;
  const highMajor = bounds ? Math.ceil(bounds.maxMinor / perMajor) : 0;
  const range = filters.priceRange;
  // A range kept from another step may lie partly outside this one's prices.
  const clamp = (major: number) => Math.min(highMajor, Math.max(lowMajor, major));
  const sliderValue = [
    range ? clamp(Math.floor(range.minMinor / perMajor)) : lowMajor,
    range ? clamp(Math.ceil(range.maxMinor / perMajor)) : highMajor,
  ];
  const heading = intl.formatMessage({ id: 'filters.heading' });
  return (
    <section
      className="wf-filters"
      data-embedded={hasHeading ? undefined : true}
      aria-labelledby={hasHeading ? 'flight-filters-title' : undefined}
      aria-label={hasHeading ? undefined : heading}
    >
      <div className="wf-filters-head">
        {hasHeading ? <h2 id="flight-filters-title">{heading}</h2> : <span />}
        <button
          type="button"
          className="wf-link-button"
          disabled={!hasActiveFilters(filters)}
          onClick={onClear}
        >
          {intl.formatMessage({ id: 'filters.clear' })}
        </button>
      </div>
      <fieldset className="wf-filter-group">
        <legend>{intl.formatMessage({ id: 'filters.stops' })}</legend>
        <Checkbox
          isSelected={filters.isNonStopOnly}
          onChange={(isNonStopOnly) => onChange({ ...filters, isNonStopOnly })}
        >
          {intl.formatMessage({ id: 'filters.nonStop' })}
        </Checkbox>
        <Checkbox
          isSelected={filters.excludesLowCostCarriers}
          onChange={(excludesLowCostCarriers) => onChange({ ...filters, excludesLowCostCarriers })}
        >
          {intl.formatMessage({ id: 'filters.noLowCost' })}
        </Checkbox>
        <Checkbox
          isSelected={filters.isShortLayoverOnly}
          onChange={(isShortLayoverOnly) => onChange({ ...filters, isShortLayoverOnly })}
        >
          {intl.formatMessage({ id: 'filters.shortLayover' })}
        </Checkbox>
        <Checkbox
          isSelected={filters.excludesSelfTransfers}
          onChange={(excludesSelfTransfers) => onChange({ ...filters, excludesSelfTransfers })}
        >
          {intl.formatMessage({ id: 'filters.noSelfTransfer' })}
        </Checkbox>
      </fieldset>
      <fieldset className="wf-filter-group">
        <legend>{intl.formatMessage({ id: 'filters.departureTime' })}</legend>
        {TIME_OF_DAY_BUCKETS.map((bucket) => (
          <Checkbox
            key={bucket}
            isSelected={filters.departureBuckets.includes(bucket)}
            onChange={(isOn) =>
              onChange({
                ...filters,
                departureBuckets: toggle(filters.departureBuckets, bucket, isOn),
              })
            }
          >
            {intl.formatMessage({ id: `timeOfDay.${bucket}` })}
          </Checkbox>
        ))}
      </fieldset>
      {bounds && highMajor > lowMajor ? (
        <Slider
          className="wf-price-slider"
          value={sliderValue}
          minValue={lowMajor}
          maxValue={highMajor}
          step={1}
          onChange={(values) => {
            const [min = lowMajor, max = highMajor] = Array.isArray(values)
              ? values
              : [values, values];
            const isFull = min <= lowMajor && max >= highMajor;
            onChange({
              ...filters,
              priceRange: isFull ? null : { minMinor: min * perMajor, maxMinor: max * perMajor },
            });
          }}
        >
          <div className="wf-price-slider-head">
            <Label className="wf-filter-label">{intl.formatMessage({ id: 'filters.price' })}</Label>
            <SliderOutput className="wf-price-slider-output">
              {({ state }) =>
                intl.formatMessage(
                  { id: 'filters.priceValue' },
                  {
                    min: formatMajor(state.getThumbValue(0)),
                    max: formatMajor(state.getThumbValue(1)),
                  },
                )
              }
            </SliderOutput>
          </div>
          <SliderTrack className="wf-slider-track">
            {({ state }) => (
              <>
                <div
                  className="wf-slider-fill"
                  style={{
                    left: `${state.getThumbPercent(0) * 100}%`,
                    width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
                  }}
                />
                <SliderThumb
                  index={0}
                  className="wf-slider-thumb"
                  aria-label={intl.formatMessage({ id: 'filters.priceMin' })}
                />
                <SliderThumb
                  index={1}
                  className="wf-slider-thumb"
                  aria-label={intl.formatMessage({ id: 'filters.priceMax' })}
                />
              </>
            )}
          </SliderTrack>
        </Slider>
      ) : null}
      {facets.airlines.length > 0 ? (
        <fieldset className="wf-filter-group">
          <legend>{intl.formatMessage({ id: 'filters.airlines' })}</legend>
          {facets.airlines.map((airline) => (
            <Checkbox
              key={airline.code}
              isSelected={filters.airlineCodes.includes(airline.code)}
              onChange={(isOn) =>
                onChange({
                  ...filters,
                  airlineCodes: toggle(filters.airlineCodes, airline.code, isOn),
                })
              }
            >
              {intl.formatMessage(
                { id: 'filters.airlineOption' },
                { name: airline.name, count: airline.count },
              )}
            </Checkbox>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}
