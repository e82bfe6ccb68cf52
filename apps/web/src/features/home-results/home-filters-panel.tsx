import { useIntl } from 'react-intl';
import { PROPERTY_TYPES, type HomeFilters } from '../../model/home-search-params';
import { Checkbox } from '../../ui/checkbox';

const BEDROOM_CHOICES = [0, 1, 2, 3, 4];
const RATING_CHOICES = [0, 3, 3.5, 4, 4.5];
const PRICE_CHOICES = [0, 100, 150, 200, 300, 500];

/**
 * The homes filters: property type, bedrooms, the average night, pets, guest rating and free
 * cancellation. Controlled: each change is a new URL (Back and a reload keep them).
 */
export function HomeFiltersPanel({
  filters,
  onChange,
  currencySymbol,
}: {
  filters: HomeFilters;
  onChange: (next: HomeFilters) => void;
  /** The results' currency, for the price choices ("$"). */
  currencySymbol: string;
}) {
  const intl = useIntl();
  const set = (patch: Partial<HomeFilters>) => onChange({ ...filters, ...patch });
  return (
    <form
      className="wf-card wf-home-filters"
      aria-label={intl.formatMessage({ id: 'homeFilters.label' })}
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset>
        <legend>{intl.formatMessage({ id: 'homeFilters.type' })}</legend>
        {PROPERTY_TYPES.map((type) => (
          <Checkbox
            key={type}
            isSelected={filters.propertyTypes.includes(type)}
            onChange={(on) =>
              set({
                propertyTypes: on
                  ? [...filters.propertyTypes, type]
                  : filters.propertyTypes.filter((t) => t !== type),
              })
            }
          >
            {intl.formatMessage({ id: `homeType.${type}` })}
          </Checkbox>
        ))}
      </fieldset>
      <div className="wf-field">
        <label htmlFor="home-bedrooms" className="wf-field-label">
          {intl.formatMessage({ id: 'homeFilters.bedrooms' })}
        </label>
        <select
          id="home-bedrooms"
          className="wf-input"
          value={filters.minBedrooms}
          onChange={(event) => set({ minBedrooms: Number(event.target.value) })}
        >
          {BEDROOM_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n === 0
                ? intl.formatMessage({ id: 'homeFilters.any' })
                : intl.formatMessage({ id: 'homeFilters.bedroomsAtLeast' }, { count: n })}
            </option>
          ))}
        </select>
      </div>
      <div className="wf-field">
        <label htmlFor="home-price" className="wf-field-label">
          {intl.formatMessage({ id: 'homeFilters.price' })}
        </label>
        <select
          id="home-price"
          className="wf-input"
          value={filters.maxNightly}
          onChange={(event) => set({ maxNightly: Number(event.target.value) })}
        >
          {PRICE_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n === 0
                ? intl.formatMessage({ id: 'homeFilters.any' })
                : intl.formatMessage(
                    { id: 'homeFilters.priceAtMost' },
                    { price: `${currencySymbol}${String(n)}` },
                  )}
            </option>
          ))}
        </select>
      </div>
      <div className="wf-field">
        <label htmlFor="home-rating" className="wf-field-label">
          {intl.formatMessage({ id: 'homeFilters.rating' })}
        </label>
        <select
          id="home-rating"
          className="wf-input"
          value={filters.minRating}
          onChange={(event) => set({ minRating: Number(event.target.value) })}
        >
          {RATING_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n === 0
                ? intl.formatMessage({ id: 'homeFilters.any' })
                : intl.formatMessage(
                    { id: 'homeFilters.ratingAtLeast' },
                    { rating: intl.formatNumber(n) },
                  )}
            </option>
          ))}
        </select>
      </div>
      <Checkbox isSelected={filters.petsAllowed} onChange={(on) => set({ petsAllowed: on })}>
        {intl.formatMessage({ id: 'homeFilters.pets' })}
      </Checkbox>
      <Checkbox
        isSelected={filters.freeCancellation}
        onChange={(on) => set({ freeCancellation: on })}
      >
        {intl.formatMessage({ id: 'homeFilters.freeCancellation' })}
      </Checkbox>
    </form>
  );
}
