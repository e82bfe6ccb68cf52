import { useIntl } from 'react-intl';
import type { CarFilters } from '../../model/car-search-params';
import { NO_CAR_FILTERS, countCarFilters } from '../../model/car-search-params';
import { Checkbox } from '../../ui/checkbox';
import type { CarFacet, CarFacets } from './car-results-model';

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
}

function CheckGroup<T extends string>({
  legend,
  facets,
  chosen,
  labelOf,
  onChange,
}: {
  legend: string;
  facets: readonly CarFacet<T>[];
  chosen: readonly T[];
  labelOf: (facet: CarFacet<T>) => string;
  onChange: (next: T[]) => void;
}) {
  const intl = useIntl();
  if (facets.length === 0) return null;
  return (
    <fieldset className="wf-filter-group">
      <legend className="wf-filter-legend">{legend}</legend>
      {facets.map((facet) => (
        <Checkbox
          key={facet.value}
          isSelected={chosen.includes(facet.value)}
          onChange={(on) => onChange(toggle(chosen, facet.value, on))}
        >
          {intl.formatMessage(
            { id: 'carFilters.option' },
            { label: labelOf(facet), count: facet.count },
          )}
        </Checkbox>
      ))}
    </fieldset>
  );
}

function AtLeastSelect({
  id,
  label,
  value,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
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
        onChange={(event) => onChange(Number(event.target.value))}
      >
        <option value={0}>{intl.formatMessage({ id: 'carFilters.any' })}</option>
        {Array.from({ length: Math.max(0, max) }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {intl.formatMessage({ id: 'carFilters.atLeast' }, { count: n })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The results' filters (issue 21), every choice counted from the whole answer. */
export function CarFiltersPanel({
  filters,
  facets,
  onChange,
  hasHeading = true,
}: {
  filters: CarFilters;
  facets: CarFacets;
  onChange: (filters: CarFilters) => void;
  hasHeading?: boolean;
}) {
  const intl = useIntl();
  const set = (patch: Partial<CarFilters>) => onChange({ ...filters, ...patch });
  return (
    <section
      className="wf-filters wf-car-filters"
      aria-label={intl.formatMessage({ id: 'filters.heading' })}
    >
      {hasHeading ? <h2>{intl.formatMessage({ id: 'filters.heading' })}</h2> : null}
      {countCarFilters(filters) > 0 ? (
        <button type="button" className="wf-link-button" onClick={() => onChange(NO_CAR_FILTERS)}>
          {intl.formatMessage({ id: 'filters.clear' })}
        </button>
      ) : null}
      <CheckGroup
        legend={intl.formatMessage({ id: 'carFilters.class' })}
        facets={facets.classes}
        chosen={filters.classes}
        labelOf={(f) => intl.formatMessage({ id: `carGroup.${f.value}` })}
        onChange={(classes) => set({ classes })}
      />
      <CheckGroup
        legend={intl.formatMessage({ id: 'carFilters.transmission' })}
        facets={facets.transmissions}
        chosen={filters.transmissions}
        labelOf={(f) => intl.formatMessage({ id: `carTransmission.${f.value}` })}
        onChange={(transmissions) => set({ transmissions })}
      />
      <div className="wf-filter-group wf-car-filter-counts">
        <AtLeastSelect
          id="car-filter-seats"
          label={intl.formatMessage({ id: 'carFilters.seats' })}
          value={filters.minSeats}
          max={facets.maxSeats}
          onChange={(minSeats) => set({ minSeats })}
        />
        <AtLeastSelect
          id="car-filter-bags"
          label={intl.formatMessage({ id: 'carFilters.bags' })}
          value={filters.minBags}
          max={facets.maxBags}
          onChange={(minBags) => set({ minBags })}
        />
      </div>
      <fieldset className="wf-filter-group">
        <legend className="wf-filter-legend">
          {intl.formatMessage({ id: 'carFilters.cancellation' })}
        </legend>
        <Checkbox
          isSelected={filters.freeCancellation}
          onChange={(freeCancellation) => set({ freeCancellation })}
        >
          {intl.formatMessage({ id: 'carFilters.freeCancellation' })}
        </Checkbox>
      </fieldset>
      <CheckGroup
        legend={intl.formatMessage({ id: 'carFilters.pickUp' })}
        facets={facets.pickUpKinds}
        chosen={filters.pickUpKinds}
        labelOf={(f) => intl.formatMessage({ id: `carPickUpKind.${f.value}` })}
        onChange={(pickUpKinds) => set({ pickUpKinds })}
      />
      <CheckGroup
        legend={intl.formatMessage({ id: 'carFilters.supplier' })}
        facets={facets.suppliers}
        chosen={filters.suppliers}
        labelOf={(f) => f.label}
        onChange={(suppliers) => set({ suppliers })}
      />
      <CheckGroup
        legend={intl.formatMessage({ id: 'carFilters.fuel' })}
        facets={facets.fuelPolicies}
        chosen={filters.fuelPolicies.filter(
          (v): v is (typeof facets.fuelPolicies)[number]['value'] =>
            facets.fuelPolicies.some((f) => f.value === v),
        )}
        labelOf={(f) => intl.formatMessage({ id: `carFuelPolicy.${f.value}` })}
        onChange={(fuelPolicies) => set({ fuelPolicies })}
      />
    </section>
  );
}
