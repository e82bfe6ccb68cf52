import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { homeSearchQueryOptions } from '../../api/homes-calls';
import '../../features/flight-results/flight-results.css';
import { useNarrowScreen } from '../../features/flight-results/use-narrow-screen';
import { HomeCard } from '../../features/home-results/home-card';
import { HomeFiltersPanel } from '../../features/home-results/home-filters-panel';
import {
  countHomeFilters,
  filterHomes,
  sortHomes,
} from '../../features/home-results/home-results-model';
import '../../features/hotel-results/hotel-results.css';
import { sayUnavailable, saySearchRejection } from '../../components/home-stay';
import { PageTitle } from '../../components/page-title';
import { formatIsoDate } from '../../format/format-dates';
import { AreaMessages } from '../../i18n/area-messages';
import { HOMES_EN } from '../../i18n/catalogues/homes';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { STAY_SEARCH_EN } from '../../i18n/catalogues/stay-search';
import { todayInPortalZone } from '../../i18n/locale';
import {
  buildHomeSearchParams,
  buildHomeShopPath,
  HOME_SORTS,
  NO_HOME_FILTERS,
  readHomeListParams,
  readHomeSearchParams,
  toHomeSearchRequest,
  type HomeListParams,
  type HomeSearchParams,
} from '../../model/home-search-params';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import type { HomeShopLocationState } from './vacation-rentals-shop-route';
import { useSearchLoadedEvent } from '../../native-bridge/use-search-loaded';

function Results({ search, list }: { search: HomeSearchParams; list: HomeListParams }) {
  const intl = useIntl();
  const location = useLocation();
  const [, setParams] = useSearchParams();
  const results = useQuery(homeSearchQueryOptions(toHomeSearchRequest(search)));
  useSearchLoadedEvent(results.isSuccess, JSON.stringify(search), {
    locationName: search.locationName,
    fromDate: search.fromDate,
    untilDate: search.untilDate,
  });
  const homes = useMemo(
    () =>
      results.data
        ? sortHomes(filterHomes(results.data.homes, list.filters, search.pets), list.sort)
        : [],
    [results.data, list.filters, list.sort, search.pets],
  );
  const setList = (patch: Partial<HomeListParams>) =>
    setParams(buildHomeSearchParams(search, { ...list, ...patch }), { replace: true });
  const state: HomeShopLocationState = { resultsUrl: `${location.pathname}${location.search}` };
  const isNarrow = useNarrowScreen();
  const [areFiltersOpen, setAreFiltersOpen] = useState(false);

  if (results.isPending)
    return <LoadingState label={intl.formatMessage({ id: 'homeResults.loading' })} />;
  if (results.isError)
    return (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'homeResults.failed.title' })}
        action={
          <Button onPress={() => void results.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      >
        <p>{saySearchRejection(intl, results.error)}</p>
      </Notice>
    );
  const data = results.data;
  const currencySymbol =
    new Intl.NumberFormat(intl.locale, {
      style: 'currency',
      currency: data.homes[0]?.pricing.total.currency ?? 'USD',
      maximumFractionDigits: 0,
    })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value ?? '';
  const unavailable = sayUnavailable(intl, data.unavailableByReason);
  const filterCount = countHomeFilters(list.filters);
  return (
    <div className="wf-home-results">
      {/* A phone: the filters wait behind a button above the list. */}
      <div className="wf-stack">
        {isNarrow ? (
          <button
            type="button"
            className="wf-button"
            data-variant="secondary"
            aria-expanded={areFiltersOpen}
            aria-controls="home-filters"
            onClick={() => setAreFiltersOpen((open) => !open)}
          >
            {intl.formatMessage({ id: 'homeFilters.toggle' }, { count: filterCount })}
          </button>
        ) : null}
        <div id="home-filters" hidden={isNarrow && !areFiltersOpen}>
          <HomeFiltersPanel
            filters={list.filters}
            currencySymbol={currencySymbol}
            onChange={(filters) => setList({ filters })}
          />
        </div>
      </div>
      <div className="wf-stack">
        <div className="wf-hotel-toolbar">
          <p className="wf-hotel-count" role="status">
            {intl.formatMessage(
              { id: 'homeResults.count' },
              { count: homes.length, total: data.homes.length },
            )}
          </p>
          <div className="wf-field wf-hotel-sort">
            <label htmlFor="home-sort" className="wf-field-label">
              {intl.formatMessage({ id: 'homeResults.sort' })}
            </label>
            <select
              id="home-sort"
              className="wf-input"
              value={list.sort}
              onChange={(event) =>
                setList({ sort: HOME_SORTS.find((s) => s === event.target.value) ?? 'price' })
              }
            >
              {HOME_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {intl.formatMessage({ id: `homeResults.sort.${sort}` })}
                </option>
              ))}
            </select>
          </div>
        </div>
        {unavailable ? <p className="wf-home-unavailable">{unavailable}</p> : null}
        {homes.length === 0 ? (
          <Notice
            title={intl.formatMessage({ id: 'homeResults.empty.title' })}
            action={
              filterCount > 0 ? (
                <Button variant="secondary" onPress={() => setList({ filters: NO_HOME_FILTERS })}>
                  {intl.formatMessage({ id: 'homeResults.clearFilters' })}
                </Button>
              ) : undefined
            }
          >
            <p>
              {intl.formatMessage({
                id: filterCount > 0 ? 'homeResults.empty.filtered' : 'homeResults.empty.body',
              })}
            </p>
          </Notice>
        ) : (
          <ol className="wf-hotel-list" aria-label={intl.formatMessage({ id: 'homeResults.list' })}>
            {homes.map((home, index) => (
              <li key={home.listingId}>
                <HomeCard
                  home={home}
                  pets={search.pets}
                  isFirst={index === 0}
                  href={buildHomeShopPath(home.listingId, search)}
                  extras={
                    <Link
                      to={buildHomeShopPath(home.listingId, search)}
                      state={state}
                      className="wf-button"
                      data-variant="primary"
                      aria-label={intl.formatMessage(
                        { id: 'homeResults.viewLabel' },
                        { title: home.title },
                      )}
                    >
                      {intl.formatMessage({ id: 'homeResults.view' })}
                    </Link>
                  }
                />
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

/**
 * The search form with its React Aria date fields, loaded when shown: at once without a search,
 * on "Change search" above results (the results' first visit does not load it).
 */
const StaySearchForm = lazy(() =>
  import('../stays/stay-search-form').then((module) => ({ default: module.StaySearchFromUrl })),
);

/**
 * /vacation-rentals/: the homes search (a city, dates, guests and pets) and, once searched, the
 * homes that can host the stay with the homes filters and sorts, all in the URL.
 */
function VacationRentalsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = readHomeSearchParams(params);
  const list = readHomeListParams(params);
  const [isChanging, setIsChanging] = useState(false);
  const title = search
    ? intl.formatMessage({ id: 'homeResults.title' }, { place: search.locationName })
    : intl.formatMessage({ id: 'homeSearch.title' });
  return (
    <div className="wf-page wf-stack">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {search ? (
        <p className="wf-lead">
          {intl.formatMessage(
            { id: 'staysResults.summary' },
            {
              from: formatIsoDate(intl, search.fromDate),
              until: formatIsoDate(intl, search.untilDate),
              guests: search.adults + search.children,
              pets: search.pets,
            },
          )}{' '}
          <button
            type="button"
            className="wf-link-button"
            aria-expanded={isChanging}
            aria-controls="home-search"
            onClick={() => setIsChanging((open) => !open)}
          >
            {intl.formatMessage({ id: 'staysResults.changeSearch' })}
          </button>
        </p>
      ) : (
        <p className="wf-lead">{intl.formatMessage({ id: 'homeSearch.lead' })}</p>
      )}
      <div id="home-search">
        {!search || isChanging ? (
          <Suspense
            fallback={<LoadingState label={intl.formatMessage({ id: 'common.loading' })} />}
          >
            <StaySearchForm
              key={params.toString()}
              search={search}
              today={todayInPortalZone()}
              withRooms={false}
              submitLabel={intl.formatMessage({ id: 'homeSearch.submit' })}
              onSubmit={(next) => {
                setIsChanging(false);
                void navigate(`/vacation-rentals/?${buildHomeSearchParams(next, list).toString()}`);
              }}
            />
          </Suspense>
        ) : null}
      </div>
      {search ? <Results search={search} list={list} /> : null}
    </div>
  );
}

const MESSAGES = { ...HOTELS_EN, ...HOMES_EN, ...STAY_SEARCH_EN };

export function Component() {
  return (
    <AreaMessages english={MESSAGES}>
      <VacationRentalsPage />
    </AreaMessages>
  );
}
