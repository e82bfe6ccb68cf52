import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { PackageHotelResult } from '@wayfare/contracts/packages';
import { packageSearchQueryOptions } from '../../api/packages-calls';
import { PageTitle } from '../../components/page-title';
import '../../features/flight-results/flight-results.css';
import { HotelCard } from '../../features/hotel-results/hotel-card';
import '../../features/hotel-results/hotel-results.css';
import {
  IncludedFlightLines,
  PackageCallProblem,
  PackageSearchSummary,
  PackageStepLine,
} from '../../features/packages/package-flow';
import { PackageHelptip } from '../../features/packages/package-helptip';
import {
  buildPackagePath,
  PACKAGE_SORTS,
  readPackageArea,
  readPackageSearchParams,
  readPackageSort,
  toPackageSearchRequest,
  type PackageArea,
  type PackageSearchParams,
  type PackageSort,
} from '../../features/packages/package-params';
import { PackagePriceBlock } from '../../features/packages/package-price';
import '../../features/packages/packages.css';
import { AreaMessages } from '../../i18n/area-messages';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { PACKAGES_EN } from '../../i18n/catalogues/packages';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { useSearchLoadedEvent } from '../../native-bridge/use-search-loaded';

/** The list's order: the lowest package (the server's), the best rated, the closest. */
function sortPackageHotels(
  hotels: readonly PackageHotelResult[],
  sort: PackageSort,
): PackageHotelResult[] {
  const list = [...hotels];
  if (sort === 'rating') list.sort((a, b) => b.userRating - a.userRating);
  else if (sort === 'distance') list.sort((a, b) => a.distanceKm - b.distanceKm);
  else list.sort((a, b) => a.package.perPerson.amountMinor - b.package.perPerson.amountMinor);
  return list;
}

const MIN_STARS = [0, 3, 4, 5] as const;

/** Hotels shown at first and added by each "Show more hotels". */
const PAGE_SIZE = 20;

function Results({ area, search }: { area: PackageArea; search: PackageSearchParams }) {
  const intl = useIntl();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const sort = readPackageSort(params);
  const minStars = Number(params.get('stars') ?? 0);
  const freeCancellation = params.get('freeCancellation') === '1';
  const results = useQuery(packageSearchQueryOptions(toPackageSearchRequest(search)));
  useSearchLoadedEvent(results.isSuccess, JSON.stringify(search));
  const [shownCount, setShownCount] = useState(PAGE_SIZE);
  const hotels = useMemo(
    () =>
      sortPackageHotels(
        (results.data?.hotels ?? []).filter(
          (hotel) =>
            hotel.starRating >= minStars &&
            (!freeCancellation || hotel.leadRate.refundability === 'FullyRefundable'),
        ),
        sort,
      ),
    [results.data, sort, minStars, freeCancellation],
  );
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  if (results.isPending)
    return <LoadingState label={intl.formatMessage({ id: 'packageHotels.loading' })} />;
  if (results.isError)
    return (
      <PackageCallProblem
        error={results.error}
        title={intl.formatMessage({ id: 'packageHotels.failed' })}
        onRetry={() => void results.refetch()}
        back={{
          path: buildPackagePath(area, 'search', search),
          label: intl.formatMessage({ id: 'packageFlow.changeSearch' }),
        }}
      />
    );
  const data = results.data;
  return (
    <div className="wf-stack">
      <section className="wf-card wf-package-included" aria-labelledby="package-included-title">
        <h2 id="package-included-title">
          {intl.formatMessage({ id: 'packageHotels.includedFlight' })}
        </h2>
        <IncludedFlightLines flight={data.includedFlight} />
        <p className="wf-field-description">
          {intl.formatMessage({ id: 'packageHotels.includedFlightNote' })}
        </p>
      </section>
      <div className="wf-hotel-toolbar wf-package-toolbar">
        <p className="wf-hotel-count" role="status">
          {intl.formatMessage(
            { id: 'packageHotels.count' },
            { count: hotels.length, total: data.hotels.length },
          )}
        </p>
        <div className="wf-field">
          <label htmlFor="package-sort" className="wf-field-label">
            {intl.formatMessage({ id: 'packageHotels.sort' })}
          </label>
          <select
            id="package-sort"
            className="wf-input"
            value={sort}
            onChange={(event) =>
              setParam('sort', event.target.value === 'price' ? null : event.target.value)
            }
          >
            {PACKAGE_SORTS.map((option) => (
              <option key={option} value={option}>
                {intl.formatMessage({ id: `packageHotels.sort.${option}` })}
              </option>
            ))}
          </select>
        </div>
        <div className="wf-field">
          <label htmlFor="package-stars" className="wf-field-label">
            {intl.formatMessage({ id: 'packageHotels.stars' })}
          </label>
          <select
            id="package-stars"
            className="wf-input"
            value={minStars}
            onChange={(event) =>
              setParam('stars', event.target.value === '0' ? null : event.target.value)
            }
          >
            {MIN_STARS.map((stars) => (
              <option key={stars} value={stars}>
                {intl.formatMessage({ id: 'packageHotels.starsOption' }, { stars })}
              </option>
            ))}
          </select>
        </div>
        <label className="wf-checkbox-row">
          <input
            type="checkbox"
            checked={freeCancellation}
            onChange={(event) => setParam('freeCancellation', event.target.checked ? '1' : null)}
          />{' '}
          {intl.formatMessage({ id: 'packageHotels.freeCancellation' })}
        </label>
      </div>
      {data.notPackaged > 0 ? (
        <p className="wf-field-description">
          {intl.formatMessage({ id: 'packageHotels.notPackaged' }, { count: data.notPackaged })}
        </p>
      ) : null}
      {hotels.length === 0 ? (
        <Notice title={intl.formatMessage({ id: 'packageHotels.empty.title' })}>
          <p>
            {intl.formatMessage({
              id:
                data.hotels.length > 0
                  ? 'packageHotels.empty.filtered'
                  : 'packageHotels.empty.body',
            })}
          </p>
        </Notice>
      ) : (
        <ol
          className="wf-hotel-list"
          aria-label={intl.formatMessage({ id: 'packageHotels.listLabel' })}
        >
          {hotels.slice(0, shownCount).map((hotel, index) => {
            const href = buildPackagePath(area, 'hotel-shop', search, {
              lodgingId: hotel.lodgingId,
            });
            return (
              <li key={hotel.lodgingId}>
                <HotelCard
                  hotel={hotel}
                  isFirst={index === 0}
                  nights={data.nights}
                  rooms={search.rooms}
                  href={href}
                  distanceUnit="Km"
                  price={<PackagePriceBlock price={hotel.package} />}
                  extras={
                    <Link
                      to={href}
                      state={{ resultsUrl: `${location.pathname}${location.search}` }}
                      className="wf-button"
                      data-variant="primary"
                      aria-label={intl.formatMessage(
                        { id: 'packageHotels.chooseLabel' },
                        { hotel: hotel.name },
                      )}
                    >
                      {intl.formatMessage({ id: 'packageHotels.choose' })}
                    </Link>
                  }
                />
              </li>
            );
          })}
        </ol>
      )}
      {hotels.length > shownCount ? (
        <div className="wf-hotel-more">
          <Button variant="secondary" onPress={() => setShownCount((n) => n + PAGE_SIZE)}>
            {intl.formatMessage({ id: 'packageHotels.showMore' })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** /packages/hotels-availability: the destination's hotels, each priced as a package. */
function AvailabilityPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const area = readPackageArea(pathname);
  const search = readPackageSearchParams(params);
  if (!search) {
    return (
      <div className="wf-page">
        <PageTitle title={intl.formatMessage({ id: 'packageSearch.title' })} />
        <Notice
          headingLevel={1}
          title={intl.formatMessage({ id: 'packageFlow.invalidLink' })}
          action={
            <Link to={`/${area}/search`} className="wf-button" data-variant="primary">
              {intl.formatMessage({ id: 'packageFlow.newSearch' })}
            </Link>
          }
        />
      </div>
    );
  }
  const title = intl.formatMessage(
    { id: 'packageHotels.title' },
    { destination: search.locationName },
  );
  return (
    <div className="wf-page wf-stack">
      <PageTitle title={title} />
      <PackageStepLine step="hotel" />
      <h1>{title}</h1>
      <PackageSearchSummary area={area} search={search} />
      <PackageHelptip />
      <Results area={area} search={search} />
    </div>
  );
}

const MESSAGES = { ...HOTELS_EN, ...PACKAGES_EN };

export function Component() {
  return (
    <AreaMessages english={MESSAGES}>
      <AvailabilityPage />
    </AreaMessages>
  );
}
