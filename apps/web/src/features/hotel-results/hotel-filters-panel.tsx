import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Collection, HotelAmenity, HotelFilters, MealPlan } from '@wayfare/contracts/lodging';
import { formatMoney, fromMajorUnits, toMajorUnits } from '@wayfare/domain/money-format';
import {
  fromDistanceKm,
  HOTEL_PRICE_CAP_CURRENCY,
  toDistanceKm,
  type DistanceUnit,
} from '../../model/hotel-search-params';
import { Checkbox } from '../../ui/checkbox';
import { toggleIn } from '../../ui/ordered-toggle';

/** The amenities people filter by most; the rest are on the hotel page. */
export const FILTER_AMENITIES: readonly HotelAmenity[] = [
  'FreeWifi',
  'FreeBreakfast',
  'Pool',
  'FitnessCenter',
  'Spa',
  'FreeParking',
  'PetFriendly',
  'AirportShuttle',
  'AccessibleRooms',
  'EvCharging',
];
const STARS = [5, 4, 3, 2, 1] as const;
const STAR_ORDER = [1, 2, 3, 4, 5] as const;
const COLLECTIONS: readonly Collection[] = ['Premier', 'Lifestyle'];
const RATINGS = [4.5, 4, 3.5, 3] as const;
/** Nightly price caps offered, in dollars. */
const PRICE_CAPS = [100, 150, 200, 300, 500] as const;
/** Spec §4 meal plans, breakfasts together, room only last. */
export const FILTER_MEAL_PLANS: readonly MealPlan[] = [
  'Breakfast',
  'BreakfastFor1',
  'BreakfastFor2',
  'Lunch',
  'Dinner',
  'HalfBoard',
  'FullBoard',
  'AllInclusive',
  'RoomOnly',
];
/** Distances from the place searched offered, in the person's unit (kilometres or miles). */
const DISTANCES = [1, 2, 5, 10, 25] as const;

export interface HotelFiltersPanelProps {
  filters: HotelFilters;
  onChange: (filters: HotelFilters) => void;
  /** The page's distance unit: the distance filter offers its choices in it. */
  distanceUnit: DistanceUnit;
  /** Off inside the phone's sheet, whose own heading names it. */
  hasHeading?: boolean;
  /** The person's preferred hotel chains (issue 24), offered first as a filter; none: not shown. */
  preferredChains?: readonly { code: string; name: string }[];
}

export function hasHotelFilters(filters: HotelFilters): boolean {
  return countHotelFilters(filters) > 0;
}

/** How many filters are on (each list counts once), for the phone's "Filters (2)" button. */
export function countHotelFilters(filters: HotelFilters): number {
  return Object.values(filters).filter((v: unknown) =>
    Array.isArray(v) ? v.length > 0 : v !== undefined && v !== false,
  ).length;
}

/** Drops filters that filter nothing (empty lists, unticked switches), so the URL stays short. */
function compactFilters(filters: HotelFilters): HotelFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]: [string, unknown]) =>
      Array.isArray(v) ? v.length > 0 : v !== undefined && v !== false,
    ),
  );
}

/**
 * The person's preferred chains (issue 24), price, stars, guest rating, distance, refundable, pay
 * later, meal plans, collections and amenities (issue 6).
 */
export function HotelFiltersPanel({
  filters: fromUrl,
  onChange,
  distanceUnit,
  hasHeading = true,
  preferredChains = [],
}: HotelFiltersPanelProps) {
  const intl = useIntl();
  // The URL is the truth, but it changes a moment after a click: show the choice at once.
  const urlKey = JSON.stringify(fromUrl);
  const [shown, setShown] = useState({ key: urlKey, filters: fromUrl });
  if (shown.key !== urlKey) setShown({ key: urlKey, filters: fromUrl });
  const filters = shown.key === urlKey ? shown.filters : fromUrl;
  const set = (patch: Partial<HotelFilters>) => {
    const next = compactFilters({ ...filters, ...patch });
    setShown({ key: urlKey, filters: next });
    onChange(next);
  };
  const maxPrice = filters.maxNightlyPriceMinor
    ? toMajorUnits({
        amountMinor: filters.maxNightlyPriceMinor,
        currency: HOTEL_PRICE_CAP_CURRENCY,
      })
    : '';
  const formatDistance = (km: number) =>
    intl.formatMessage(
      { id: distanceUnit === 'Mi' ? 'hotelFilters.withinMi' : 'hotelFilters.withinKm' },
      {
        distance: intl.formatNumber(fromDistanceKm(km, distanceUnit), {
          maximumFractionDigits: 1,
        }),
      },
    );
  // Each choice's value is the kilometres sent; a distance chosen in the other unit (or a link's
  // own) stays selected as it is rather than being rounded to a choice.
  const distanceChoices = DISTANCES.map((d) => toDistanceKm(d, distanceUnit));
  const maxDistanceKm = filters.maxDistanceKm;
  if (maxDistanceKm !== undefined && !distanceChoices.includes(maxDistanceKm)) {
    distanceChoices.push(maxDistanceKm);
    distanceChoices.sort((a, b) => a - b);
  }
  return (
    <section
      className="wf-filters"
      aria-labelledby={hasHeading ? 'hotel-filters-title' : undefined}
      aria-label={hasHeading ? undefined : intl.formatMessage({ id: 'filters.heading' })}
    >
      <div className="wf-filters-head">
        {hasHeading ? (
          <h2 id="hotel-filters-title">{intl.formatMessage({ id: 'filters.heading' })}</h2>
        ) : (
          <span />
        )}
        <button
          type="button"
          className="wf-link-button"
          disabled={!hasHotelFilters(filters)}
          onClick={() => {
            setShown({ key: urlKey, filters: {} });
            onChange({});
          }}
        >
          {intl.formatMessage({ id: 'filters.clear' })}
        </button>
      </div>
      {preferredChains.length > 0 ? (
        <fieldset className="wf-filter-group">
          <legend>{intl.formatMessage({ id: 'hotelFilters.preferredChains' })}</legend>
          {preferredChains.map((chain) => (
            <Checkbox
              key={chain.code}
              isSelected={filters.loyaltyPrograms?.includes(chain.code) ?? false}
              onChange={(on) => {
                const others = (filters.loyaltyPrograms ?? []).filter((c) => c !== chain.code);
                set({ loyaltyPrograms: on ? [...others, chain.code] : others });
              }}
            >
              {chain.name}
            </Checkbox>
          ))}
        </fieldset>
      ) : null}
      <div className="wf-field">
        <label className="wf-field-label" htmlFor="hotel-filter-price">
          {intl.formatMessage({ id: 'hotelFilters.price' })}
        </label>
        <select
          id="hotel-filter-price"
          className="wf-input"
          value={maxPrice}
          onChange={(event) =>
            set({
              maxNightlyPriceMinor: event.target.value
                ? fromMajorUnits(Number(event.target.value), HOTEL_PRICE_CAP_CURRENCY).amountMinor
                : undefined,
            })
          }
        >
          <option value="">{intl.formatMessage({ id: 'hotelFilters.anyPrice' })}</option>
          {PRICE_CAPS.map((cap) => (
            <option key={cap} value={cap}>
              {intl.formatMessage(
                { id: 'hotelFilters.upTo' },
                {
                  price: formatMoney(fromMajorUnits(cap, HOTEL_PRICE_CAP_CURRENCY), intl.locale, {
                    precision: 'whole',
                  }),
                },
              )}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="wf-filter-group">
        <legend>{intl.formatMessage({ id: 'hotelFilters.stars' })}</legend>
        {STARS.map((stars) => (
          <Checkbox
            key={stars}
            isSelected={filters.starRatings?.includes(stars) ?? false}
            onChange={(on) =>
              set({ starRatings: toggleIn(filters.starRatings ?? [], stars, on, STAR_ORDER) })
            }
          >
            {intl.formatMessage({ id: 'hotel.stars' }, { stars })}
          </Checkbox>
        ))}
      </fieldset>
      <div className="wf-field">
        <label className="wf-field-label" htmlFor="hotel-filter-rating">
          {intl.formatMessage({ id: 'hotelFilters.rating' })}
        </label>
        <select
          id="hotel-filter-rating"
          className="wf-input"
          value={filters.minUserRating ?? ''}
          onChange={(event) =>
            set({ minUserRating: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">{intl.formatMessage({ id: 'hotelFilters.anyRating' })}</option>
          {RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {intl.formatMessage(
                { id: 'hotelFilters.ratingAtLeast' },
                { rating: intl.formatNumber(rating, { maximumFractionDigits: 1 }) },
              )}
            </option>
          ))}
        </select>
      </div>
      <div className="wf-field">
        <label className="wf-field-label" htmlFor="hotel-filter-distance">
          {intl.formatMessage({ id: 'hotelFilters.distance' })}
        </label>
        <select
          id="hotel-filter-distance"
          className="wf-input"
          value={maxDistanceKm ?? ''}
          onChange={(event) =>
            set({ maxDistanceKm: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">{intl.formatMessage({ id: 'hotelFilters.anyDistance' })}</option>
          {distanceChoices.map((km) => (
            <option key={km} value={km}>
              {formatDistance(km)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="wf-filter-group">
        <legend>{intl.formatMessage({ id: 'hotelFilters.booking' })}</legend>
        <Checkbox
          isSelected={filters.refundableOnly ?? false}
          onChange={(refundableOnly) => set({ refundableOnly })}
        >
          {intl.formatMessage({ id: 'hotel.freeCancellation' })}
        </Checkbox>
        <Checkbox
          isSelected={filters.payLaterOnly ?? false}
          onChange={(payLaterOnly) => set({ payLaterOnly })}
        >
          {intl.formatMessage({ id: 'hotel.payLater' })}
        </Checkbox>
      </fieldset>
      <fieldset className="wf-filter-group">
        <legend>{intl.formatMessage({ id: 'hotelFilters.mealPlans' })}</legend>
        {FILTER_MEAL_PLANS.map((plan) => (
          <Checkbox
            key={plan}
            isSelected={filters.mealPlans?.includes(plan) ?? false}
            onChange={(on) =>
              set({ mealPlans: toggleIn(filters.mealPlans ?? [], plan, on, FILTER_MEAL_PLANS) })
            }
          >
            {intl.formatMessage({ id: `mealPlan.${plan}` })}
          </Checkbox>
        ))}
      </fieldset>
      <fieldset className="wf-filter-group">
        <legend>{intl.formatMessage({ id: 'hotelFilters.collections' })}</legend>
        {COLLECTIONS.map((collection) => (
          <Checkbox
            key={collection}
            isSelected={filters.collections?.includes(collection) ?? false}
            onChange={(on) =>
              set({
                collections: toggleIn(filters.collections ?? [], collection, on, COLLECTIONS),
              })
            }
          >
            {intl.formatMessage({ id: `hotel.collection.${collection}` })}
          </Checkbox>
        ))}
      </fieldset>
      <fieldset className="wf-filter-group">
        <legend>{intl.formatMessage({ id: 'hotelFilters.amenities' })}</legend>
        {FILTER_AMENITIES.map((amenity) => (
          <Checkbox
            key={amenity}
            isSelected={filters.amenities?.includes(amenity) ?? false}
            onChange={(on) =>
              set({ amenities: toggleIn(filters.amenities ?? [], amenity, on, FILTER_AMENITIES) })
            }
          >
            {intl.formatMessage({ id: `amenity.${amenity}` })}
          </Checkbox>
        ))}
      </fieldset>
    </section>
  );
}
