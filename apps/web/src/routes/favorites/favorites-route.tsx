import { today } from '@internationalized/date';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { wishlistItemsQueryOptions } from '../../api/wishlist-calls';
import { FavoriteButton } from '../../features/favorites/favorite-button';
import { addDaysToIsoDate } from '../../model/search-dates';
import { HotelMap } from '../../features/hotel-map/hotel-map';
import { HotelImage } from '../../components/hotel-image';
import { HotelRatings } from '../../components/hotel-ratings';
import '../../features/hotel-results/hotel-results.css';
import { buildHotelStayParams } from '../../model/hotel-search-params';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { PageTitle } from '../../components/page-title';
import { PORTAL_TIME_ZONE } from '../../i18n/locale';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { AreaMessages } from '../../i18n/area-messages';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { OFFLINE_MAP_EN } from '../../i18n/catalogues/offline-map';

/** The hotel pages' messages and the offline map's. */
const HOTEL_MAP_MESSAGES = { ...HOTELS_EN, ...OFFLINE_MAP_EN };

/** Days ahead and nights of the stay a favorite opens with; the hotel page shows its rooms then. */
const DEFAULT_STAY_LEAD_DAYS = 14;
const DEFAULT_STAY_NIGHTS = 2;

/** Spec §2 search views for /favorites/, in the URL as `view`. */
const FAVORITES_VIEWS = ['favorites_list', 'favorites_map'] as const;
type FavoritesView = (typeof FAVORITES_VIEWS)[number];

/**
 * /favorites/: the hotels the person hearted, newest first, as a list (favorites_list) or on a
 * map from the coordinates each saved item keeps (favorites_map).
 */
function FavoritesPage() {
  const intl = useIntl();
  const session = useSignedInSession();
  const [params, setParams] = useSearchParams();
  const view: FavoritesView =
    params.get('view') === 'favorites_map' ? 'favorites_map' : 'favorites_list';
  const items = useQuery(wishlistItemsQueryOptions(session.userId));
  const title = intl.formatMessage({ id: 'favorites.title' });
  const fromDate = addDaysToIsoDate(today(PORTAL_TIME_ZONE).toString(), DEFAULT_STAY_LEAD_DAYS);
  const untilDate = addDaysToIsoDate(fromDate, DEFAULT_STAY_NIGHTS);
  const shopHref = (lodgingId: string) =>
    `/hotels/shop?${buildHotelStayParams({
      lodgingId,
      fromDate,
      untilDate,
      rooms: 1,
      adults: 2,
      children: 0,
    }).toString()}`;
  const saved = items.data?.wishlistItems;
  const markers = useMemo(
    () =>
      (saved ?? []).map(({ product: { hotel } }) => ({
        id: hotel.lodgingId,
        lat: hotel.coordinates.lat,
        lon: hotel.coordinates.lon,
        label: hotel.name,
        name: hotel.name,
      })),
    [saved],
  );
  const selectedId = params.get('hotel');
  const select = (id: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (id) copy.set('hotel', id);
        else copy.delete('hotel');
        return copy;
      },
      { replace: true },
    );

  let body;
  if (items.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'favorites.loading' })} />;
  } else if (items.isError) {
    body = (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'favorites.error' })}
        action={
          <Button onPress={() => void items.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      />
    );
  } else if (items.data.wishlistItems.length === 0) {
    body = (
      <Notice title={intl.formatMessage({ id: 'favorites.empty.title' })}>
        <p>{intl.formatMessage({ id: 'favorites.empty.body' })}</p>
        <Link to="/hotels/search" className="wf-button" data-variant="primary">
          {intl.formatMessage({ id: 'hotelResults.startSearch' })}
        </Link>
      </Notice>
    );
  } else if (view === 'favorites_map') {
    body = (
      <HotelMap
        className="wf-favorites-map"
        label={intl.formatMessage({ id: 'favorites.mapLabel' })}
        markers={markers}
        selectedId={selectedId}
        onSelect={select}
        fit={{ key: 'favorites', box: null }}
        renderPopup={(id) => {
          const hotel = saved?.find((item) => item.productId.value === id)?.product.hotel;
          if (!hotel) return null;
          return (
            <div className="wf-map-card">
              <h2 className="wf-map-card-name">
                <Link to={shopHref(hotel.lodgingId)}>{hotel.name}</Link>
              </h2>
              <FavoriteButton lodgingId={hotel.lodgingId} hotelName={hotel.name} />
              <p>{`${hotel.neighbourhood}, ${hotel.city}`}</p>
            </div>
          );
        }}
      />
    );
  } else {
    body = (
      <ol className="wf-hotel-list" aria-label={title}>
        {items.data.wishlistItems.map(({ wishlistItemId, product: { hotel } }, index) => (
          <li key={wishlistItemId.value}>
            <article className="wf-hotel-card" aria-labelledby={`fav-${hotel.lodgingId}`}>
              <HotelImage
                src={hotel.imageSvg}
                className="wf-hotel-card-image"
                isPriority={index === 0}
              />
              <div className="wf-hotel-card-body">
                <div className="wf-hotel-card-head">
                  <h2 id={`fav-${hotel.lodgingId}`} className="wf-hotel-card-name">
                    <Link to={shopHref(hotel.lodgingId)}>{hotel.name}</Link>
                  </h2>
                  <FavoriteButton lodgingId={hotel.lodgingId} hotelName={hotel.name} />
                </div>
                <HotelRatings hotel={hotel} />
                <p className="wf-hotel-card-place">{`${hotel.neighbourhood}, ${hotel.city}`}</p>
              </div>
            </article>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className="wf-page wf-stack">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="wf-lead">{intl.formatMessage({ id: 'favorites.intro' })}</p>
      <div
        className="wf-favorites-views"
        role="group"
        aria-label={intl.formatMessage({ id: 'favorites.views' })}
      >
        {FAVORITES_VIEWS.map((option) => (
          <button
            key={option}
            type="button"
            className="wf-button"
            data-variant={option === view ? 'primary' : 'secondary'}
            aria-pressed={option === view}
            onClick={() =>
              setParams(
                (current) => {
                  const copy = new URLSearchParams(current);
                  if (option === 'favorites_list') copy.delete('view');
                  else copy.set('view', option);
                  copy.delete('hotel');
                  return copy;
                },
                { replace: true },
              )
            }
          >
            {intl.formatMessage({ id: `favorites.view.${option}` })}
          </button>
        ))}
      </div>
      {body}
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={HOTEL_MAP_MESSAGES}>
      <FavoritesPage />
    </AreaMessages>
  );
}
