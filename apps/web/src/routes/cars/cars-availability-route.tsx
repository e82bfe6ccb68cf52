import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { CarResult } from '@wayfare/contracts/cars';
import { carSearchQueryOptions } from '../../api/cars-calls';
import { isApiError } from '../../api/api-error';
import { CarCard } from '../../features/car-results/car-card';
import { CarFiltersPanel } from '../../features/car-results/car-filters-panel';
import { collectCarFacets, selectCarResults } from '../../features/car-results/car-results-model';
import '../../features/car-results/car-results.css';
import '../../features/flight-results/flight-results.css';
import { useNarrowScreen } from '../../features/flight-results/use-narrow-screen';
import '../../features/hotel-results/hotel-results.css';
import {
  buildCarPath,
  buildCarSearchParams,
  CAR_SORTS,
  countCarFilters,
  NO_CAR_FILTERS,
  readCarListParams,
  readCarSearchParams,
  toCarSearchRequest,
  writeCarListParams,
  type CarListParams,
  type CarSearchParams,
  type CarSort,
} from '../../model/car-search-params';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { AreaMessages } from '../../i18n/area-messages';
import { CARS_EN } from '../../i18n/catalogues/cars';
import { CAR_FACTS_EN } from '../../i18n/catalogues/car-facts';
import { OFFLINE_MAP_EN } from '../../i18n/catalogues/offline-map';
import { CarSearchSummary } from '../../features/car-search/car-search-summary';
import { useSearchLoadedEvent } from '../../native-bridge/use-search-loaded';

/** The map and its code load when the person asks for it (view=map), never with the list. */
const CarsMapPane = lazy(() => import('./cars-map-pane'));
const ResultsFiltersSheet = lazy(() => import('../../components/results-filters-sheet'));

/** The car's page, with the search kept so Back and the booking page can return to it. */
export function buildCarShopHref(search: CarSearchParams, offerId: string): string {
  const params = buildCarSearchParams(search);
  params.set('offerId', offerId);
  return buildCarPath('shop', params);
}

function Results({ search, list }: { search: CarSearchParams; list: CarListParams }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [areFiltersOpen, setAreFiltersOpen] = useState(false);
  const isNarrow = useNarrowScreen();
  const isMap = list.view === 'map';
  const query = useQuery(carSearchQueryOptions(toCarSearchRequest(search)));
  useSearchLoadedEvent(query.isSuccess, JSON.stringify(search), {
    locationName: search.pickUp.name,
    fromDate: search.fromDate,
    untilDate: search.untilDate,
  });
  const offers = useMemo(() => query.data?.offers ?? [], [query.data]);
  const facets = useMemo(() => collectCarFacets(offers), [offers]);
  const shown = useMemo(
    () => selectCarResults(offers, list.filters, list.sort),
    [offers, list.filters, list.sort],
  );
  const update = (next: Partial<CarListParams>) =>
    setParams(() => writeCarListParams(params, { ...list, ...next }), {
      replace: true,
      flushSync: true,
    });
  const placeName = query.data?.pickUp.name ?? search.pickUp.name;
  const changeSearchPath = buildCarPath('search', buildCarSearchParams(search));

  let body;
  if (query.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'carResults.loading' })} />;
  } else if (query.isError) {
    const error = query.error;
    body = (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'carResults.error.title' })}
        action={
          <>
            <Button onPress={() => void query.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
            <Button variant="secondary" onPress={() => void navigate(changeSearchPath)}>
              {intl.formatMessage({ id: 'carResults.changeSearch' })}
            </Button>
          </>
        }
      >
        <p>
          {isApiError(error) && error.status === 400
            ? error.message
            : intl.formatMessage({ id: 'carResults.error.body' })}
        </p>
      </Notice>
    );
  } else if (offers.length === 0) {
    body = (
      <Notice
        title={intl.formatMessage({ id: 'carResults.empty.title' })}
        action={
          <Link to={changeSearchPath} className="wf-button" data-variant="primary">
            {intl.formatMessage({ id: 'carResults.changeSearch' })}
          </Link>
        }
      >
        <p>{intl.formatMessage({ id: 'carResults.empty.body' })}</p>
      </Notice>
    );
  } else if (shown.length === 0) {
    body = (
      <Notice
        title={intl.formatMessage({ id: 'carResults.noneMatch.title' })}
        action={
          <Button variant="secondary" onPress={() => update({ filters: NO_CAR_FILTERS })}>
            {intl.formatMessage({ id: 'filters.clear' })}
          </Button>
        }
      >
        <p>{intl.formatMessage({ id: 'carResults.noneMatch.body' })}</p>
      </Notice>
    );
  } else {
    body = (
      <ol
        className="wf-car-list"
        aria-label={intl.formatMessage({ id: 'carResults.count' }, { count: shown.length })}
      >
        {shown.map((offer: CarResult) => (
          <li key={offer.offerId}>
            <CarCard
              offer={offer}
              href={buildCarShopHref(search, offer.offerId)}
              place={placeName}
            />
          </li>
        ))}
      </ol>
    );
  }

  const hasFilterSheet = isNarrow;
  const panel = (
    <CarFiltersPanel
      filters={list.filters}
      facets={facets}
      onChange={(filters) => update({ filters })}
      hasHeading={!hasFilterSheet}
    />
  );
  const policyStatus = query.data?.policyStatus;
  const hasPolicy = offers.some((o) => o.policyStatus !== null);
  return (
    <div className="wf-results-layout wf-car-results" data-narrow={isNarrow || undefined}>
      {hasFilterSheet ? (
        areFiltersOpen ? (
          <Suspense fallback={null}>
            <ResultsFiltersSheet
              showLabel={intl.formatMessage(
                { id: 'carResults.showResults' },
                { count: shown.length },
              )}
              onClose={() => setAreFiltersOpen(false)}
            >
              {panel}
            </ResultsFiltersSheet>
          </Suspense>
        ) : null
      ) : (
        <div className="wf-results-filters">{panel}</div>
      )}
      <div className="wf-stack">
        <div className="wf-hotel-toolbar">
          <p role="status" className="wf-hotel-count">
            {query.data
              ? shown.length === offers.length
                ? intl.formatMessage({ id: 'carResults.count' }, { count: offers.length })
                : intl.formatMessage(
                    { id: 'carResults.countOf' },
                    { shown: shown.length, count: offers.length },
                  )
              : ''}
          </p>
          {hasFilterSheet ? (
            <button
              type="button"
              className="wf-button wf-filters-sheet-button"
              data-variant="secondary"
              aria-haspopup="dialog"
              onClick={() => setAreFiltersOpen(true)}
            >
              {intl.formatMessage(
                { id: 'carResults.filtersOpen' },
                { count: countCarFilters(list.filters) },
              )}
            </button>
          ) : null}
          <button
            type="button"
            className="wf-button"
            data-variant="secondary"
            aria-expanded={isMap}
            aria-controls={isMap ? 'car-map' : undefined}
            onClick={() => update({ view: isMap ? 'list' : 'map' })}
          >
            {intl.formatMessage({ id: isMap ? 'carResults.showList' : 'carResults.showMap' })}
          </button>
          <div className="wf-field wf-hotel-sort">
            <label className="wf-field-label" htmlFor="car-sort">
              {intl.formatMessage({ id: 'carResults.sort' })}
            </label>
            <select
              id="car-sort"
              className="wf-input"
              value={list.sort}
              onChange={(event) => update({ sort: event.target.value as CarSort })}
            >
              {CAR_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {intl.formatMessage({ id: `carSort.${sort}` })}
                </option>
              ))}
            </select>
          </div>
        </div>
        {hasPolicy && policyStatus ? (
          <p className="wf-hotel-policy-status">
            {intl.formatMessage({ id: `carResults.policy.${policyStatus}` })}
          </p>
        ) : null}
        {isMap && query.data ? (
          <Suspense
            fallback={<LoadingState label={intl.formatMessage({ id: 'common.loading' })} />}
          >
            <CarsMapPane
              results={query.data}
              offers={shown}
              shopHref={(offerId) => buildCarShopHref(search, offerId)}
            />
          </Suspense>
        ) : null}
        {body}
      </div>
    </div>
  );
}

/** /cars/availability: the cars for a place, dates and driver, sorted and filtered (issue 21). */
function AvailabilityPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const search = readCarSearchParams(params);
  const list = readCarListParams(params);
  const title = search
    ? intl.formatMessage({ id: 'carResults.title' }, { place: search.pickUp.name })
    : intl.formatMessage({ id: 'carResults.noSearch.title' });
  return (
    <div className="wf-page wf-stack">
      <PageTitle title={title} />
      <div className="wf-hotel-header">
        <h1>{title}</h1>
        {search ? <CarSearchSummary search={search} /> : null}
      </div>
      {search ? (
        <Results search={search} list={list} />
      ) : (
        <Notice
          title={intl.formatMessage({ id: 'carResults.noSearch.title' })}
          action={
            <Link to={buildCarPath('search')} className="wf-button" data-variant="primary">
              {intl.formatMessage({ id: 'carResults.startSearch' })}
            </Link>
          }
        >
          <p>{intl.formatMessage({ id: 'carResults.noSearch.body' })}</p>
        </Notice>
      )}
    </div>
  );
}

const MESSAGES = { ...OFFLINE_MAP_EN, ...CAR_FACTS_EN, ...CARS_EN };

export function Component() {
  return (
    <AreaMessages english={MESSAGES}>
      <AvailabilityPage />
    </AreaMessages>
  );
}
