import { today } from '@internationalized/date';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { wishlistItemsQueryOptions } from '../../api/wishlist-calls';
import { FavoriteButton } from '../../features/favorites/favorite-button';
import { addDaysToIsoDate } from '../../features/flight-search/search-draft';
import { HotelImage, HotelRatings } from '../../features/hotel-results/hotel-card';
import '../../features/hotel-results/hotel-results.css';
import { buildHotelStayParams } from '../../features/hotel-search/hotel-search-params';
import { useSignedInSession } from '../../features/session/use-signed-in-session';
import { PageTitle } from '../../features/shell/page-title';
import { PORTAL_TIME_ZONE } from '../../i18n/locale';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { AreaMessages } from '../../i18n/area-messages';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';

/** Days ahead and nights of the stay a favorite opens with; the hotel page shows its rooms then. */
const DEFAULT_STAY_LEAD_DAYS = 14;
const DEFAULT_STAY_NIGHTS = 2;

/** /favorites/ (view favorites_list): the hotels the person hearted, newest first. */
function FavoritesPage() {
  const intl = useIntl();
  const session = useSignedInSession();
  const items = useQuery(wishlistItemsQueryOptions(session.userId));
  const title = intl.formatMessage({ id: 'favorites.title' });
  const fromDate = addDaysToIsoDate(today(PORTAL_TIME_ZONE).toString(), DEFAULT_STAY_LEAD_DAYS);
  const untilDate = addDaysToIsoDate(fromDate, DEFAULT_STAY_NIGHTS);

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
  } else {
    body = (
      <ol className="wf-hotel-list" aria-label={title}>
        {items.data.wishlistItems.map(({ wishlistItemId, product: { hotel } }) => (
          <li key={wishlistItemId.value}>
            <article className="wf-hotel-card" aria-labelledby={`fav-${hotel.lodgingId}`}>
              <HotelImage src={hotel.imageSvg} className="wf-hotel-card-image" />
              <div className="wf-hotel-card-body">
                <div className="wf-hotel-card-head">
                  <h2 id={`fav-${hotel.lodgingId}`} className="wf-hotel-card-name">
                    <Link
                      to={`/hotels/shop?${buildHotelStayParams({
                        lodgingId: hotel.lodgingId,
                        fromDate,
                        untilDate,
                        rooms: 1,
                        adults: 2,
                        children: 0,
                      }).toString()}`}
                    >
                      {hotel.name}
                    </Link>
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
    <main id="main" className="wf-page wf-stack" tabIndex={-1}>
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="wf-lead">{intl.formatMessage({ id: 'favorites.intro' })}</p>
      {body}
    </main>
  );
}

export function Component() {
  return (
    <AreaMessages english={HOTELS_EN}>
      <FavoritesPage />
    </AreaMessages>
  );
}
