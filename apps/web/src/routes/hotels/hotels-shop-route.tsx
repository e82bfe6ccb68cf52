import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { HotelShopResponse, HotelShopRoom } from '@wayfare/contracts/hotel-shop';
import { hotelShopQueryOptions } from '../../api/hotels-calls';
import { isApiError } from '../../api/api-error';
import { FavoriteButton } from '../../features/favorites/favorite-button';
import '../../features/flight-results/flight-results.css';
import { formatClockTime, formatIsoDate } from '../../format/format-dates';
import { HotelLocationMap } from '../../features/hotel-map/hotel-location-map';
import { HotelImage } from '../../components/hotel-image';
import { HotelRatings } from '../../components/hotel-ratings';
import '../../features/hotel-results/hotel-results.css';
/* The stay changer's and rate discount's rules live with the hotel booking styles. */
import '../../features/hotel-booking/hotel-booking.css';
import { buildHotelProductPath, type HotelProduct } from '../../model/hotel-product';
import { readHotelStayParams, type HotelStayParams } from '../../model/hotel-search-params';
import { RoomCard } from '../../features/hotel-shop/room-card';
import { buildHotelFreezePath } from '../../features/price-freeze/hotel-freeze-params';
import { StayChanger } from '../../features/hotel-search/stay-changer';
import '../../features/hotel-shop/hotel-shop.css';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { AreaMessages } from '../../i18n/area-messages';
import { useLocale } from '../../i18n/locale-provider';
import { HOTEL_BOOKING_EN } from '../../i18n/catalogues/hotel-booking';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { OFFLINE_MAP_EN } from '../../i18n/catalogues/offline-map';
import { useGate } from '../../session/use-experiments';

/** The hotel page's messages: the hotels area's and booking's (reserve, date changer). */
const SHOP_MESSAGES = { ...HOTELS_EN, ...HOTEL_BOOKING_EN, ...OFFLINE_MAP_EN };

/** What /premium-stays/shop changes on the shared hotel page. */
export interface HotelShopPageProps {
  product?: HotelProduct;
  /** Above the hotel (premium: the list showed no rooms for the stay). */
  banner?: ReactNode;
  /** First in the side column (premium: the collection's benefits). */
  renderAside?: (hotel: HotelShopResponse) => ReactNode;
  /** After each room type (premium: its rates with the complimentary night). */
  renderAfterRoom?: (room: HotelShopRoom, hotel: HotelShopResponse) => ReactNode;
}

function HotelShop({
  stay,
  product,
  renderAside,
  renderAfterRoom,
}: Omit<HotelShopPageProps, 'banner'> & { stay: HotelStayParams; product: HotelProduct }) {
  const intl = useIntl();
  const offersFreeze = useGate('price-freeze-offers');
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const shop = useQuery(
    hotelShopQueryOptions({
      // The supplier writes the description, rooms and rates in the person's language.
      locale,
      lodgingId: stay.lodgingId,
      checkInDate: stay.fromDate,
      checkOutDate: stay.untilDate,
      rooms: stay.rooms,
      adults: stay.adults,
      children: stay.children,
      ...(params.get('entryType') === 'recently_viewed_hotel'
        ? { entrySource: 'recently_viewed_hotel' as const }
        : params.get('entryType') === 'cross_sell'
          ? { entrySource: 'cross_sell' as const }
          : {}),
    }),
  );
  if (shop.isPending) {
    return <LoadingState label={intl.formatMessage({ id: 'hotelShop.loading' })} />;
  }
  if (shop.isError) {
    const error = shop.error;
    const isMissing = isApiError(error) && error.status === 404;
    return (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: isMissing ? 'hotelShop.notFound' : 'hotelShop.error' })}
        action={
          isMissing ? (
            <Link
              to={buildHotelProductPath(product, 'search')}
              className="wf-button"
              data-variant="primary"
            >
              {intl.formatMessage({ id: 'hotelResults.startSearch' })}
            </Link>
          ) : (
            <Button onPress={() => void shop.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
          )
        }
      >
        {isApiError(error) && error.status === 400 ? <p>{error.message}</p> : null}
      </Notice>
    );
  }
  const hotel = shop.data;
  const [cover, ...others] = hotel.photos;
  return (
    <article className="wf-stack" aria-labelledby="hotel-title">
      <PageTitle title={hotel.name} />
      <div className="wf-hotel-shop-head">
        <div>
          <h1 id="hotel-title">{hotel.name}</h1>
          <HotelRatings hotel={hotel}>
            {hotel.collection !== 'NoCollection' ? (
              <span className="wf-hotel-collection">
                {intl.formatMessage({ id: `hotel.collection.${hotel.collection}` })}
              </span>
            ) : null}
          </HotelRatings>
          <p className="wf-field-description">{hotel.address}</p>
        </div>
        <FavoriteButton lodgingId={hotel.lodgingId} hotelName={hotel.name} />
      </div>
      <div className="wf-hotel-gallery">
        {cover ? (
          <HotelImage src={cover.imageSvg} className="wf-hotel-gallery-cover" isPriority />
        ) : null}
        <ul className="wf-hotel-gallery-rest">
          {others.slice(0, 4).map((photo) => (
            <li key={photo.caption}>
              <figure>
                <HotelImage src={photo.imageSvg} className="wf-hotel-gallery-thumb" />
                <figcaption>{photo.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      <div className="wf-hotel-shop-layout">
        <div className="wf-stack">
          <section className="wf-card wf-stack" aria-labelledby="about-title">
            <h2 id="about-title">{intl.formatMessage({ id: 'hotelShop.about' })}</h2>
            <p>{hotel.description}</p>
            <h3>{intl.formatMessage({ id: 'hotelFilters.amenities' })}</h3>
            <ul className="wf-amenity-list">
              {hotel.amenities.map((a) => (
                <li key={a}>{intl.formatMessage({ id: `amenity.${a}` })}</li>
              ))}
            </ul>
          </section>
          <section className="wf-stack" aria-labelledby="rooms-title">
            <h2 id="rooms-title">
              {intl.formatMessage(
                { id: 'hotelShop.roomsTitle' },
                {
                  from: formatIsoDate(intl, hotel.stay.checkInDate),
                  until: formatIsoDate(intl, hotel.stay.checkOutDate),
                  nights: hotel.nights,
                },
              )}
            </h2>
            <StayChanger stay={stay} />
            {hotel.rooms.length === 0 ? (
              <Notice title={intl.formatMessage({ id: 'hotelShop.noRooms.title' })}>
                <p>{intl.formatMessage({ id: 'hotelShop.noRooms.body' })}</p>
              </Notice>
            ) : (
              hotel.rooms.map((room) => (
                <Fragment key={room.roomTypeId}>
                  <RoomCard
                    room={room}
                    nights={hotel.nights}
                    stay={hotel.stay}
                    {...(product === 'hotels' && offersFreeze
                      ? {
                          freezePathOf: (rateId: string) =>
                            buildHotelFreezePath('customize', { rateId, stay }),
                        }
                      : {})}
                  />
                  {renderAfterRoom?.(room, hotel)}
                </Fragment>
              ))
            )}
          </section>
        </div>
        <aside className="wf-stack">
          <HotelLocationMap hotel={hotel} />
          {renderAside?.(hotel)}
          <section className="wf-card wf-stack" aria-labelledby="reviews-title">
            <h2 id="reviews-title">{intl.formatMessage({ id: 'hotelShop.reviews' })}</h2>
            <p className="wf-hotel-score">
              <strong>
                {intl.formatNumber(hotel.reviews.userRating, { maximumFractionDigits: 1 })}
              </strong>
              <span>/5</span>
            </p>
            <p className="wf-field-description">{hotel.reviews.summary}</p>
            <dl className="wf-price-lines">
              {hotel.reviews.categories.map((c) => (
                <div key={c.category}>
                  <dt>{intl.formatMessage({ id: `reviewCategory.${c.category}` })}</dt>
                  <dd>{intl.formatNumber(c.score, { maximumFractionDigits: 1 })}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="wf-card wf-stack" aria-labelledby="policies-title">
            <h2 id="policies-title">{intl.formatMessage({ id: 'hotelShop.policies' })}</h2>
            <dl className="wf-price-lines">
              <div>
                <dt>{intl.formatMessage({ id: 'hotelShop.checkIn' })}</dt>
                <dd>{formatClockTime(intl, hotel.policies.checkInTime)}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage({ id: 'hotelShop.checkOut' })}</dt>
                <dd>{formatClockTime(intl, hotel.policies.checkOutTime)}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage({ id: 'hotelShop.minAge' })}</dt>
                <dd>{hotel.policies.minimumCheckInAge}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage({ id: 'hotelShop.pets' })}</dt>
                <dd>
                  {intl.formatMessage({
                    id: hotel.policies.petsAllowed ? 'hotelShop.petsYes' : 'hotelShop.petsNo',
                  })}
                </dd>
              </div>
            </dl>
          </section>
        </aside>
      </div>
    </article>
  );
}

/** /hotels/shop: one hotel for a stay, its rooms and rates (issue 6); /premium-stays/shop too. */
export function HotelShopPage({
  product = 'hotels',
  banner,
  renderAside,
  renderAfterRoom,
}: HotelShopPageProps) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const stay = readHotelStayParams(params);
  return (
    <div className="wf-page">
      {banner}
      {stay ? (
        <HotelShop
          stay={stay}
          product={product}
          renderAside={renderAside}
          renderAfterRoom={renderAfterRoom}
        />
      ) : (
        <>
          <PageTitle title={intl.formatMessage({ id: 'hotelShop.notFound' })} />
          <Notice title={intl.formatMessage({ id: 'hotelShop.notFound' })}>
            <Link
              to={buildHotelProductPath(product, 'search')}
              className="wf-button"
              data-variant="primary"
            >
              {intl.formatMessage({ id: 'hotelResults.startSearch' })}
            </Link>
          </Notice>
        </>
      )}
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={SHOP_MESSAGES}>
      <HotelShopPage />
    </AreaMessages>
  );
}
