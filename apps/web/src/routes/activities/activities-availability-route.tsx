import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type {
  ActivityCategory,
  ActivityDuration,
  ActivitySort,
} from '@wayfare/contracts/activities';
import { experienceSearchQueryOptions } from '../../api/experiences-calls';
import { isApiError } from '../../api/api-error';
import { ActivityCard } from '../../components/activity-card';
import '../../components/activity-card.css';
import { PageTitle } from '../../components/page-title';
import { formatIsoDate } from '../../format/format-dates';
import { formatFare } from '../../format/format-money';
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_DURATIONS,
  ACTIVITY_SORTS,
  buildActivityPath,
  buildActivitySearchParams,
  buildActivityShopPath,
  readActivitySearchParams,
  type ActivitySearchParams,
} from '../../model/activity-search-params';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { AreaMessages } from '../../i18n/area-messages';
import { ACTIVITIES_EN } from '../../i18n/catalogues/activities';
import '../../features/activity-search/activity-search.css';
import { useSearchLoadedEvent } from '../../native-bridge/use-search-loaded';

/** The price caps and ratings the filters offer (adult ticket, US dollars). */
const PRICE_CAPS = [2500, 5000, 10_000] as const;
const MIN_RATINGS = [4, 4.5] as const;
const PAGE_SIZE = 24;

interface Filters {
  categories: ActivityCategory[];
  durations: ActivityDuration[];
  maxPriceMinor: number | null;
  minRating: number | null;
  sort: ActivitySort;
}

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function FiltersPanel({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Partial<Filters>) => void;
}) {
  const intl = useIntl();
  return (
    <aside
      className="wf-card wf-activity-filters"
      aria-label={intl.formatMessage({ id: 'activityResults.filters' })}
    >
      <fieldset>
        <legend>{intl.formatMessage({ id: 'activityResults.filter.category' })}</legend>
        {ACTIVITY_CATEGORIES.map((c) => (
          <label key={c} className="wf-activity-filter-option">
            <input
              type="checkbox"
              checked={filters.categories.includes(c)}
              onChange={() => onChange({ categories: toggle(filters.categories, c) })}
            />
            {intl.formatMessage({ id: `activityCategory.${c}` })}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{intl.formatMessage({ id: 'activityResults.filter.duration' })}</legend>
        {ACTIVITY_DURATIONS.map((d) => (
          <label key={d} className="wf-activity-filter-option">
            <input
              type="checkbox"
              checked={filters.durations.includes(d)}
              onChange={() => onChange({ durations: toggle(filters.durations, d) })}
            />
            {intl.formatMessage({ id: `activityDuration.${d}` })}
          </label>
        ))}
      </fieldset>
      <div className="wf-field">
        <label htmlFor="activity-max-price" className="wf-field-label">
          {intl.formatMessage({ id: 'activityResults.filter.price' })}
        </label>
        <select
          id="activity-max-price"
          className="wf-input"
          value={filters.maxPriceMinor ?? ''}
          onChange={(e) =>
            onChange({ maxPriceMinor: e.target.value ? Number(e.target.value) : null })
          }
        >
          <option value="">{intl.formatMessage({ id: 'activityResults.filter.anyPrice' })}</option>
          {PRICE_CAPS.map((cap) => (
            <option key={cap} value={cap}>
              {intl.formatMessage(
                { id: 'activityResults.filter.upTo' },
                {
                  price: formatFare(intl, { amountMinor: cap, currency: 'USD' }),
                },
              )}
            </option>
          ))}
        </select>
      </div>
      <div className="wf-field">
        <label htmlFor="activity-min-rating" className="wf-field-label">
          {intl.formatMessage({ id: 'activityResults.filter.rating' })}
        </label>
        <select
          id="activity-min-rating"
          className="wf-input"
          value={filters.minRating ?? ''}
          onChange={(e) => onChange({ minRating: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{intl.formatMessage({ id: 'activityResults.filter.anyRating' })}</option>
          {MIN_RATINGS.map((r) => (
            <option key={r} value={r}>
              {intl.formatMessage(
                { id: 'activityResults.filter.ratingAtLeast' },
                { rating: intl.formatNumber(r) },
              )}
            </option>
          ))}
        </select>
      </div>
    </aside>
  );
}

function Results({ search }: { search: ActivitySearchParams }) {
  const intl = useIntl();
  const [filters, setFilters] = useState<Filters>({
    categories: search.category ? [search.category] : [],
    durations: [],
    maxPriceMinor: null,
    minRating: null,
    sort: 'Recommended',
  });
  const [limit, setLimit] = useState(PAGE_SIZE);
  const query = useQuery({
    ...experienceSearchQueryOptions({
      cityCode: search.cityCode,
      fromDate: search.fromDate,
      untilDate: search.untilDate,
      ...(filters.categories.length ? { categories: filters.categories } : {}),
      ...(filters.durations.length ? { durations: filters.durations } : {}),
      ...(filters.maxPriceMinor ? { maxPriceMinor: filters.maxPriceMinor } : {}),
      ...(filters.minRating ? { minRating: filters.minRating } : {}),
      sort: filters.sort,
      limit,
    }),
    placeholderData: keepPreviousData,
  });
  useSearchLoadedEvent(query.isSuccess, JSON.stringify(search), {
    locationName: search.locationName,
    fromDate: search.fromDate,
    untilDate: search.untilDate,
    categoryTagId: search.category,
  });
  const update = (next: Partial<Filters>) => {
    setLimit(PAGE_SIZE);
    setFilters((f) => ({ ...f, ...next }));
  };
  const changeSearch = buildActivityPath('search', buildActivitySearchParams(search));

  let body;
  if (query.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'activityResults.loading' })} />;
  } else if (query.isError && !query.data) {
    const isBadSearch = isApiError(query.error) && query.error.status === 400;
    body = (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'activityResults.error.title' })}
        action={
          isBadSearch ? (
            <Link to={changeSearch} className="wf-button" data-variant="primary">
              {intl.formatMessage({ id: 'activityResults.changeSearch' })}
            </Link>
          ) : (
            <Button onPress={() => void query.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
          )
        }
      >
        <p>{isApiError(query.error) ? query.error.message : ''}</p>
      </Notice>
    );
  } else if (query.data.activities.length === 0) {
    body = (
      <Notice title={intl.formatMessage({ id: 'activityResults.empty.title' })}>
        <p>{intl.formatMessage({ id: 'activityResults.empty.body' })}</p>
      </Notice>
    );
  } else {
    const { activities, total } = query.data;
    body = (
      <>
        <p role="status" className="wf-field-description">
          {intl.formatMessage({ id: 'activityResults.count' }, { shown: activities.length, total })}
        </p>
        <ul className="wf-activity-list" aria-busy={query.isFetching}>
          {activities.map((a) => (
            <li key={a.activityId}>
              <ActivityCard
                activity={a}
                href={buildActivityShopPath(a.activityId, search, 'availability')}
              />
            </li>
          ))}
        </ul>
        {activities.length < total ? (
          <div>
            <Button
              variant="secondary"
              onPress={() => setLimit((l) => Math.min(50, l + PAGE_SIZE))}
            >
              {intl.formatMessage({ id: 'activityResults.more' })}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="wf-activity-results">
      <FiltersPanel filters={filters} onChange={update} />
      <section className="wf-stack" aria-labelledby="activity-results-title">
        <div className="wf-activity-results-head">
          <h2 id="activity-results-title" className="wf-visually-hidden">
            {intl.formatMessage({ id: 'activityResults.listTitle' })}
          </h2>
          <div className="wf-field">
            <label htmlFor="activity-sort" className="wf-field-label">
              {intl.formatMessage({ id: 'activityResults.sort' })}
            </label>
            <select
              id="activity-sort"
              className="wf-input"
              value={filters.sort}
              onChange={(e) => update({ sort: e.target.value as ActivitySort })}
            >
              {ACTIVITY_SORTS.map((s) => (
                <option key={s} value={s}>
                  {intl.formatMessage({ id: `activitySort.${s}` })}
                </option>
              ))}
            </select>
          </div>
        </div>
        {body}
      </section>
    </div>
  );
}

/** /activities/availability?…: the city's activities in the dates, with filters and sorts. */
function AvailabilityPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const search = readActivitySearchParams(params);
  if (!search) {
    return (
      <div className="wf-page wf-stack">
        <PageTitle title={intl.formatMessage({ id: 'activityResults.pageTitle' }, { place: '' })} />
        <h1>{intl.formatMessage({ id: 'activitySearch.heading' })}</h1>
        <Notice
          title={intl.formatMessage({ id: 'activityResults.noSearch' })}
          action={
            <Link to={buildActivityPath('search')} className="wf-button" data-variant="primary">
              {intl.formatMessage({ id: 'activityResults.startSearch' })}
            </Link>
          }
        />
      </div>
    );
  }
  const title = intl.formatMessage(
    { id: 'activityResults.heading' },
    { place: search.locationName },
  );
  return (
    <div className="wf-page wf-stack">
      <PageTitle title={title} />
      <div className="wf-activity-results-title">
        <div>
          <h1>{title}</h1>
          <p className="wf-field-description">
            {search.fromDate === search.untilDate
              ? formatIsoDate(intl, search.fromDate)
              : `${formatIsoDate(intl, search.fromDate)} – ${formatIsoDate(intl, search.untilDate)}`}
          </p>
        </div>
        <Link
          to={buildActivityPath('search', buildActivitySearchParams(search))}
          className="wf-button"
          data-variant="secondary"
        >
          {intl.formatMessage({ id: 'activityResults.changeSearch' })}
        </Link>
      </div>
      <Results key={`${search.cityCode}|${search.fromDate}|${search.untilDate}`} search={search} />
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={ACTIVITIES_EN}>
      <AvailabilityPage />
    </AreaMessages>
  );
}
