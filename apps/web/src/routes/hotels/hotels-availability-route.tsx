import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { HotelFilters, HotelSort } from '@wayfare/contracts/lodging';
import type { HotelAvailabilityHotel } from '@wayfare/contracts/hotel-shop';
import { hotelAvailabilityQueryOptions } from '../../api/hotels-calls';
import { isApiError } from '../../api/api-error';
import { FavoriteButton } from '../../features/favorites/favorite-button';
import '../../features/flight-results/flight-results.css';
import { formatIsoDate } from '../../format/format-dates';
import { HotelCard } from '../../features/hotel-results/hotel-card';
import {
  countHotelFilters,
  HotelFiltersPanel,
} from '../../features/hotel-results/hotel-filters-panel';
import { useNarrowScreen } from '../../features/flight-results/use-narrow-screen';
import { HotelEarn, HotelPolicyBadge } from '../../components/hotel-rate-extras';
import '../../features/hotel-results/hotel-results.css';
import {
  addPremiumStayLinkParams,
  buildHotelProductPath,
  restrictHotelFilters,
  type HotelProduct,
} from '../../model/hotel-product';
import {
  buildHotelSearchParams,
  buildHotelStayParams,
  HOTEL_SORTS,
  readHotelListParams,
  readHotelSearchParams,
  toHotelSearchRequest,
  type HotelListParams,
  type HotelSearchParams,
} from '../../model/hotel-search-params';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { useProgressiveCount } from '../../ui/use-progressive-count';
import { AreaMessages } from '../../i18n/area-messages';
import { useLocale } from '../../i18n/locale-provider';
import { AvailabilityMapPane, MapAreaNotice } from './availability-map-pane';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { OFFLINE_MAP_EN } from '../../i18n/catalogues/offline-map';
import { usePreferredChains } from '../../features/preferences/use-preferred-chains';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { useGate } from '../../session/use-experiments';
import { useSearchLoadedEvent } from '../../native-bridge/use-search-loaded';

/** The hotel pages' messages and the offline map's. */
const HOTEL_MAP_MESSAGES = { ...HOTELS_EN, ...OFFLINE_MAP_EN };

const ResultsFiltersSheet = lazy(() => import('../../components/results-filters-sheet'));

/**
 * Hotel cards rendered with the page (a first screen on a phone or a desktop), then added a few at
 * a time: a page of fifty in one render was the hotel list's long task (issue 16).
 */
const FIRST_CARDS = 6;
const CARDS_PER_SLICE = 4;

function useDistanceUnit(): ['Km' | 'Mi', (unit: 'Km' | 'Mi') => void] {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const fallback = intl.locale === 'en-US' ? 'Mi' : 'Km';
  const unit = params.get('units') === 'Km' ? 'Km' : params.get('units') === 'Mi' ? 'Mi' : fallback;
  return [
    unit,
    (next) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set('units', next);
          return copy;
        },
        { replace: true, flushSync: true },
      ),
  ];
}

/** What /stays/ and /premium-stays/ change on the shared availability page. */
export interface HotelAvailabilityPageProps {
  product?: HotelProduct;
  /** The heading for a place searched, or for no search; the hotel list's by default. */
  title?: (place: string | null) => string;
  /** Under a hotel's price, before its policy badge and earn (premium: the collection's benefits). */
  renderHotelExtras?: (hotel: HotelAvailabilityHotel) => ReactNode;
}

function Results({
  search,
  list,
  product,
  renderHotelExtras,
}: {
  search: HotelSearchParams;
  list: HotelListParams;
  product: HotelProduct;
  renderHotelExtras: HotelAvailabilityPageProps['renderHotelExtras'];
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [shownParams, setParams] = useSearchParams();
  const [areFiltersOpen, setAreFiltersOpen] = useState(false);
  // Issue 24: the person's preferred chains, offered first among the filters.
  const preferredChains = usePreferredChains(useSignedInSession().userId);
  const isNarrow = useNarrowScreen();
  const [distanceUnit, setDistanceUnit] = useDistanceUnit();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // The hotels-map-first gate (issue 24): with no view asked for, its people see the map first,
  // and choosing the list writes `view=list` so it stays.
  const isMapFirst = useGate('hotels-map-first') && product === 'hotels';
  const isMap = list.view === 'map' || (isMapFirst && !shownParams.has('view'));
  // A phone, or the map beside the list: the filters wait in a sheet behind a button.
  const hasFilterSheet = isNarrow || isMap;
  const { locale } = useLocale();
  const request = {
    ...toHotelSearchRequest(search, {
      ...list,
      filters: restrictHotelFilters(product, list.filters),
    }),
    // The supplier answers in the person's language (areas, descriptions, room names).
    locale,
  };
  const pages = useInfiniteQuery({
    ...hotelAvailabilityQueryOptions(request),
    // While the map leads, the list keeps the last area's hotels until the new area's arrive.
    placeholderData: list.area ? keepPreviousData : undefined,
  });
  useSearchLoadedEvent(pages.isSuccess, JSON.stringify(search), {
    locationName: search.locationName,
    fromDate: search.fromDate,
    untilDate: search.untilDate,
  });

  const update = (next: Partial<HotelListParams>) =>
    setParams(
      (current) => {
        const params = buildHotelSearchParams(search, { ...list, ...next });
        if (isMapFirst && (next.view ?? (isMap ? 'map' : 'list')) === 'list')
          params.set('view', 'list');
        const units = current.get('units');
        if (units) params.set('units', units);
        return params;
      },
      // Controlled checkboxes and selects must show the new state in the same frame.
      { replace: true, flushSync: true },
    );

  const hotels = useMemo(() => pages.data?.pages.flatMap((p) => p.hotels) ?? [], [pages.data]);
  const first = pages.data?.pages[0];
  const shownCount = useProgressiveCount(first, hotels.length, {
    first: FIRST_CARDS,
    step: CARDS_PER_SLICE,
  });
  const shopHref = (hotel: HotelAvailabilityHotel) => {
    const stay = buildHotelStayParams({ ...search, lodgingId: hotel.lodgingId });
    return buildHotelProductPath(
      product,
      'shop',
      product === 'premium-stays'
        ? addPremiumStayLinkParams(stay, {
            source: 'availability',
            isUnavailable: hotel.availability !== 'Available',
          })
        : stay,
    );
  };

  let body;
  if (pages.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'hotelResults.loading' })} />;
  } else if (pages.isError) {
    const error = pages.error;
    body = (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'flightShop.searchFailed.title' })}
        action={
          <div className="wf-row">
            <Button onPress={() => void pages.refetch()}>
              {intl.formatMessage({ id: 'hotelResults.searchAgain' })}
            </Button>
            <Button
              variant="secondary"
              onPress={() =>
                void navigate(
                  buildHotelProductPath(product, 'search', buildHotelSearchParams(search)),
                )
              }
            >
              {intl.formatMessage({ id: 'hotelResults.changeSearch' })}
            </Button>
          </div>
        }
      >
        <p>
          {isApiError(error) && error.status === 400
            ? error.message
            : intl.formatMessage({ id: 'flightShop.searchFailed.body' })}
        </p>
      </Notice>
    );
  } else if (hotels.length === 0) {
    body = (
      <Notice title={intl.formatMessage({ id: 'hotelResults.empty.title' })}>
        <p>{intl.formatMessage({ id: 'hotelResults.empty.body' })}</p>
      </Notice>
    );
  } else {
    body = (
      <>
        <ol
          className="wf-hotel-list"
          aria-label={intl.formatMessage({ id: 'hotelResults.listLabel' })}
          aria-busy={pages.isPlaceholderData || shownCount < hotels.length || undefined}
        >
          {hotels.slice(0, shownCount).map((hotel, index) => (
            <li key={hotel.lodgingId} data-selected={selectedId === hotel.lodgingId || undefined}>
              <HotelCard
                hotel={hotel}
                isFirst={index === 0}
                nights={first?.nights ?? 1}
                rooms={search.rooms}
                href={shopHref(hotel)}
                distanceUnit={distanceUnit}
                action={<FavoriteButton lodgingId={hotel.lodgingId} hotelName={hotel.name} />}
                extras={
                  <>
                    {renderHotelExtras?.(hotel)}
                    {hotel.policyStatus ? <HotelPolicyBadge status={hotel.policyStatus} /> : null}
                    <HotelEarn earn={hotel.earn} />
                  </>
                }
              />
            </li>
          ))}
        </ol>
        {pages.hasNextPage ? (
          <div className="wf-hotel-more">
            <Button
              variant="secondary"
              isPending={pages.isFetchingNextPage}
              onPress={() => void pages.fetchNextPage()}
            >
              {intl.formatMessage({ id: 'hotelResults.showMore' })}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  const units = (
    <div className="wf-field wf-hotel-sort">
      <label className="wf-field-label" htmlFor="hotel-units">
        {intl.formatMessage({ id: 'hotelResults.units' })}
      </label>
      <select
        id="hotel-units"
        className="wf-input"
        value={distanceUnit}
        onChange={(event) => setDistanceUnit(event.target.value === 'Km' ? 'Km' : 'Mi')}
      >
        <option value="Mi">{intl.formatMessage({ id: 'hotelResults.units.Mi' })}</option>
        <option value="Km">{intl.formatMessage({ id: 'hotelResults.units.Km' })}</option>
      </select>
    </div>
  );
  const panel = (
    <HotelFiltersPanel
      filters={list.filters}
      onChange={(filters: HotelFilters) => update({ filters })}
      distanceUnit={distanceUnit}
      hasHeading={!hasFilterSheet}
      preferredChains={product === 'hotels' ? preferredChains : []}
    />
  );
  return (
    <div className="wf-results-layout wf-hotel-results" data-narrow={isNarrow || undefined}>
      {hasFilterSheet ? (
        // The filters open in a sheet over the list, so the first hotel (or the map) is on the
        // first screen. The sheet (and its dialog code) loads when first opened.
        areFiltersOpen ? (
          <Suspense fallback={null}>
            <ResultsFiltersSheet
              showLabel={intl.formatMessage(
                { id: 'hotelResults.showResults' },
                { count: first?.total ?? 0 },
              )}
              onClose={() => setAreFiltersOpen(false)}
            >
              {panel}
              {/* On a phone the distance unit waits here too, leaving the list the screen. */}
              {units}
            </ResultsFiltersSheet>
          </Suspense>
        ) : null
      ) : (
        <div className="wf-results-filters">{panel}</div>
      )}
      <div className="wf-stack">
        <div className="wf-hotel-toolbar">
          <p role="status" className="wf-hotel-count">
            {first ? intl.formatMessage({ id: 'hotelResults.count' }, { count: first.total }) : ''}
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
                { id: 'hotelFilters.open' },
                { count: countHotelFilters(list.filters) },
              )}
            </button>
          ) : null}
          <button
            type="button"
            className="wf-button wf-hotel-view-toggle"
            data-variant="secondary"
            aria-expanded={isMap}
            aria-controls={isMap ? 'hotel-map' : undefined}
            onClick={() => update({ view: isMap ? 'list' : 'map' })}
          >
            {intl.formatMessage({ id: isMap ? 'hotelMap.hide' : 'hotelMap.show' })}
          </button>
          <div className="wf-field wf-hotel-sort">
            <label className="wf-field-label" htmlFor="hotel-sort">
              {intl.formatMessage({ id: 'hotelResults.sort' })}
            </label>
            <select
              id="hotel-sort"
              className="wf-input"
              value={list.sort}
              onChange={(event) => update({ sort: event.target.value as HotelSort })}
            >
              {HOTEL_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {intl.formatMessage({ id: `hotelSort.${sort}` })}
                </option>
              ))}
            </select>
          </div>
          {hasFilterSheet ? null : units}
        </div>
        <div className={isMap ? 'wf-hotel-map-layout' : 'wf-stack'}>
          <div className="wf-stack wf-hotel-map-list">
            <MapAreaNotice search={search} list={list} />
            {first && hotels.some((h) => h.policyStatus !== null) ? (
              <p className="wf-hotel-policy-status">
                {intl.formatMessage({ id: `hotelResults.policy.${first.ratePolicyStatus}` })}
              </p>
            ) : null}
            {body}
          </div>
          {isMap ? (
            <AvailabilityMapPane
              search={search}
              list={list}
              request={request}
              hotels={hotels}
              total={first?.total ?? 0}
              shopHref={shopHref}
              selectedId={selectedId}
              onSelect={(id) => {
                setSelectedId(id);
                // The chosen hotel's card comes into view beside the map.
                if (id) {
                  document
                    .getElementById(`hotel-${id}`)
                    ?.closest('li')
                    ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
                }
              }}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * /hotels/availability: hotels for a place, dates and guests, with filters and sort (issue 6).
 * /stays/availability and /premium-stays/availability list with the same page.
 */
export function HotelAvailabilityPage({
  product = 'hotels',
  title: titleFor,
  renderHotelExtras,
}: HotelAvailabilityPageProps) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const search = readHotelSearchParams(params);
  const list = readHotelListParams(params);
  const title = titleFor
    ? titleFor(search?.locationName ?? null)
    : search
      ? intl.formatMessage({ id: 'hotelResults.title' }, { place: search.locationName })
      : intl.formatMessage({ id: 'hotelResults.noSearch.title' });
  return (
    <div className="wf-page wf-stack">
      <PageTitle title={title} />
      <div className="wf-hotel-header">
        <h1>{title}</h1>
        {search ? (
          <p className="wf-lead">
            {intl.formatMessage(
              { id: 'hotelResults.summary' },
              {
                from: formatIsoDate(intl, search.fromDate),
                until: formatIsoDate(intl, search.untilDate),
                rooms: search.rooms,
                guests: search.adults + search.children,
              },
            )}{' '}
            <Link to={buildHotelProductPath(product, 'search', buildHotelSearchParams(search))}>
              {intl.formatMessage({ id: 'hotelResults.changeSearch' })}
            </Link>
          </p>
        ) : null}
      </div>
      {search ? (
        <Results
          search={search}
          list={list}
          product={product}
          renderHotelExtras={renderHotelExtras}
        />
      ) : (
        <Notice title={intl.formatMessage({ id: 'hotelResults.noSearch.title' })}>
          <p>{intl.formatMessage({ id: 'hotelResults.noSearch.body' })}</p>
          <Link
            to={buildHotelProductPath(product, 'search')}
            className="wf-button"
            data-variant="primary"
          >
            {intl.formatMessage({ id: 'hotelResults.startSearch' })}
          </Link>
        </Notice>
      )}
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={HOTEL_MAP_MESSAGES}>
      <HotelAvailabilityPage />
    </AreaMessages>
  );
}
