import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { StayItem, StayKind } from '@wayfare/contracts/home-booking';
import { staySearchQueryOptions } from '../../api/homes-calls';
import { sayUnavailable, saySearchRejection } from '../../components/home-stay';
import { HotelEarn, HotelPolicyBadge } from '../../components/hotel-rate-extras';
import { PageTitle } from '../../components/page-title';
import { HomeCard } from '../../features/home-results/home-card';
import '../../features/home-results/homes.css';
import { HotelCard } from '../../features/hotel-results/hotel-card';
import '../../features/hotel-results/hotel-results.css';
import { formatIsoDate } from '../../format/format-dates';
import { AreaMessages } from '../../i18n/area-messages';
import { HOMES_EN } from '../../i18n/catalogues/homes';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { OFFLINE_MAP_EN } from '../../i18n/catalogues/offline-map';
import { STAYS_EN } from '../../i18n/catalogues/stays';
import {
  buildHomeSearchParams,
  buildHomeShopPath,
  readHomeListParams,
  readHomeSearchParams,
  toStaySearchRequest,
  type HomeListParams,
  type HomeSearchParams,
} from '../../model/home-search-params';
import { buildHotelProductPath } from '../../model/hotel-product';
import { buildHotelStayParams } from '../../model/hotel-search-params';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import type { HomeShopLocationState } from '../vacation-rentals/vacation-rentals-shop-route';
import { StaysMapPane, stayItemId } from './stays-map-pane';
import { useSearchLoadedEvent } from '../../native-bridge/use-search-loaded';

const KIND_CHOICES: readonly { id: 'both' | StayKind; kinds: readonly StayKind[] }[] = [
  { id: 'both', kinds: ['Hotels', 'Homes'] },
  { id: 'Hotels', kinds: ['Hotels'] },
  { id: 'Homes', kinds: ['Homes'] },
];

function Results({ search, list }: { search: HomeSearchParams; list: HomeListParams }) {
  const intl = useIntl();
  const location = useLocation();
  const [, setParams] = useSearchParams();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const results = useQuery(staySearchQueryOptions(toStaySearchRequest(search, list.kinds)));
  useSearchLoadedEvent(results.isSuccess, JSON.stringify(search), {
    locationName: search.locationName,
    fromDate: search.fromDate,
    untilDate: search.untilDate,
  });
  const setList = (patch: Partial<HomeListParams>) =>
    setParams(buildHomeSearchParams(search, { ...list, ...patch }), { replace: true });
  const homeState: HomeShopLocationState = {
    resultsUrl: `${location.pathname}${location.search}`,
  };
  const hrefOf = (item: StayItem) =>
    item.kind === 'Hotels'
      ? buildHotelProductPath(
          'stays',
          'shop',
          buildHotelStayParams({ ...search, lodgingId: item.hotel.lodgingId }),
        )
      : buildHomeShopPath(item.home.listingId, search);
  const isMap = list.view === 'map';
  const kindChoice = list.kinds.length === 1 ? (list.kinds[0] ?? 'both') : 'both';

  const toolbar = (
    <div className="wf-hotel-toolbar">
      <fieldset className="wf-stays-kinds">
        <legend className="wf-field-label">
          {intl.formatMessage({ id: 'staysResults.kind' })}
        </legend>
        {KIND_CHOICES.map((choice) => (
          <label key={choice.id} className="wf-radio">
            <input
              type="radio"
              name="stay-kind"
              value={choice.id}
              checked={kindChoice === choice.id}
              onChange={() => setList({ kinds: choice.kinds })}
            />
            {intl.formatMessage({ id: `staysResults.kind.${choice.id}` })}
          </label>
        ))}
      </fieldset>
      <Button variant="secondary" onPress={() => setList({ view: isMap ? 'list' : 'map' })}>
        {intl.formatMessage({ id: isMap ? 'staysResults.showList' : 'staysResults.showMap' })}
      </Button>
    </div>
  );

  let body;
  if (results.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'staysResults.loading' })} />;
  } else if (results.isError) {
    body = (
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
  } else if (results.data.items.length === 0) {
    body = (
      <Notice title={intl.formatMessage({ id: 'staysResults.empty.title' })}>
        <p>{intl.formatMessage({ id: 'staysResults.empty.body' })}</p>
      </Notice>
    );
  } else {
    const data = results.data;
    const unavailable = list.kinds.includes('Homes')
      ? sayUnavailable(intl, data.unavailableByReason)
      : null;
    body = (
      <div className={isMap ? 'wf-hotel-map-layout' : 'wf-stack'}>
        <div className="wf-stack wf-hotel-map-list">
          <p className="wf-hotel-count" role="status">
            {intl.formatMessage(
              { id: 'staysResults.count' },
              { hotels: data.counts.hotels, homes: data.counts.homes },
            )}
          </p>
          {unavailable ? <p className="wf-home-unavailable">{unavailable}</p> : null}
          <ol
            className="wf-hotel-list"
            aria-label={intl.formatMessage({ id: 'staysResults.list' })}
          >
            {data.items.map((item, index) => {
              const id = stayItemId(item);
              return (
                <li key={id} data-selected={selectedId === id || undefined}>
                  {item.kind === 'Hotels' ? (
                    <HotelCard
                      hotel={item.hotel}
                      nights={data.nights}
                      rooms={search.rooms}
                      href={hrefOf(item)}
                      isFirst={index === 0}
                      distanceUnit="Km"
                      extras={
                        <>
                          <p className="wf-home-kind">
                            {intl.formatMessage({ id: 'staysResults.kindOf.Hotels' })}
                          </p>
                          {item.hotel.policyStatus ? (
                            <HotelPolicyBadge status={item.hotel.policyStatus} />
                          ) : null}
                          <HotelEarn earn={item.hotel.earn} />
                        </>
                      }
                    />
                  ) : (
                    <HomeCard
                      home={item.home}
                      pets={search.pets}
                      isFirst={index === 0}
                      href={hrefOf(item)}
                      kindLabel={intl.formatMessage({ id: 'staysResults.kindOf.Homes' })}
                      extras={
                        <Link
                          to={hrefOf(item)}
                          state={homeState}
                          className="wf-button"
                          data-variant="primary"
                          aria-label={intl.formatMessage(
                            { id: 'homeResults.viewLabel' },
                            { title: item.home.title },
                          )}
                        >
                          {intl.formatMessage({ id: 'homeResults.view' })}
                        </Link>
                      }
                    />
                  )}
                </li>
              );
            })}
          </ol>
        </div>
        {isMap ? (
          <StaysMapPane
            items={data.items}
            place={search.locationName}
            fitKey={`${search.cityCode}|${list.kinds.join(',')}`}
            hrefOf={hrefOf}
            selectedId={selectedId}
            onSelect={(next) => {
              setSelectedId(next);
              if (next) {
                const [kind, key] = next.split(':');
                document
                  .getElementById(`${kind === 'hotel' ? 'hotel' : 'home'}-${key ?? ''}`)
                  ?.closest('li')
                  ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
              }
            }}
          />
        ) : null}
      </div>
    );
  }
  return (
    <div className="wf-stack">
      {toolbar}
      {body}
    </div>
  );
}

/** /stays/availability: hotels and homes for a city, dates and guests, in one list or on a map. */
function StaysAvailabilityPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const search = readHomeSearchParams(params);
  const list = readHomeListParams(params);
  const title = search
    ? intl.formatMessage({ id: 'stays.results.title' }, { place: search.locationName })
    : intl.formatMessage({ id: 'staysResults.noSearch.title' });
  return (
    <div className="wf-page wf-stack">
      <PageTitle title={title} />
      <div className="wf-hotel-header">
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
            <Link to={`/stays/search?${buildHomeSearchParams(search).toString()}`}>
              {intl.formatMessage({ id: 'staysResults.changeSearch' })}
            </Link>
          </p>
        ) : null}
      </div>
      {search ? (
        <Results search={search} list={list} />
      ) : (
        <Notice title={intl.formatMessage({ id: 'staysResults.noSearch.title' })}>
          <p>{intl.formatMessage({ id: 'staysResults.noSearch.body' })}</p>
          <Link to="/stays/search" className="wf-button" data-variant="primary">
            {intl.formatMessage({ id: 'staysResults.startSearch' })}
          </Link>
        </Notice>
      )}
    </div>
  );
}

const MESSAGES = { ...HOTELS_EN, ...OFFLINE_MAP_EN, ...STAYS_EN, ...HOMES_EN };

export function Component() {
  return (
    <AreaMessages english={MESSAGES}>
      <StaysAvailabilityPage />
    </AreaMessages>
  );
}
