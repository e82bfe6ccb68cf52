import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { RecentHotelSearch } from '@wayfare/contracts/hotel-shop';
import { recentHotelSearchesQueryOptions } from '../../api/hotels-calls';
import { formatIsoDate } from '../../format/format-dates';
import '../../features/flight-search/flight-search.css';
import { buildHotelProductPath } from '../../model/hotel-product';
import { HotelSearchForm } from '../../features/hotel-search/hotel-search-form';
import { buildHotelSearchParams, buildHotelStayParams } from '../../model/hotel-search-params';
import '../../features/hotel-search/hotel-search.css';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { todayInPortalZone } from '../../i18n/locale';
import { LoadingState } from '../../ui/states';

const MAX_RECENT = 4;

/** A recent hotel search as a link that runs it again (`recently_searched_hotel`). */
function toAvailabilityPath(recent: RecentHotelSearch): string {
  const params = buildHotelSearchParams({
    location: recent.search.location,
    locationName: recent.locationLabel,
    fromDate: recent.search.checkInDate,
    untilDate: recent.search.checkOutDate,
    rooms: recent.search.rooms,
    adults: recent.search.adults,
    children: recent.search.children,
    entryType: 'recently_searched_hotel',
  });
  return buildHotelProductPath('hotels', 'availability', params);
}

/**
 * The home page's hotel search (loaded when the Hotels tab is chosen, with its React Aria widgets):
 * the hotel search page's form, and the person's recent hotel searches
 * (GET /productFeed/recentlySearched?vertical=hotels).
 */
export default function HotelSearchPanel() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSignedInSession();
  const recent = useQuery(recentHotelSearchesQueryOptions(session.userId));
  const searches = (recent.data?.searches ?? []).slice(0, MAX_RECENT);
  return (
    <div className="wf-home-search-panel">
      <HotelSearchForm
        initial={{
          place: null,
          fromDate: null,
          untilDate: null,
          rooms: 1,
          adults: 2,
          children: 0,
        }}
        today={todayInPortalZone()}
        onSubmit={(draft) => {
          if (draft.place.lodgingId) {
            const stay = buildHotelStayParams({ ...draft, lodgingId: draft.place.lodgingId });
            void navigate(buildHotelProductPath('hotels', 'shop', stay));
            return;
          }
          const search = buildHotelSearchParams({
            location: draft.place.location,
            locationName: draft.place.label,
            fromDate: draft.fromDate,
            untilDate: draft.untilDate,
            rooms: draft.rooms,
            adults: draft.adults,
            children: draft.children,
            entryType: null,
          });
          void navigate(buildHotelProductPath('hotels', 'availability', search));
        }}
      />
      {recent.isPending ? (
        <LoadingState label={intl.formatMessage({ id: 'common.loading' })} />
      ) : searches.length > 0 ? (
        <section className="wf-recent-searches" aria-labelledby="home-recent-hotel-searches">
          <h2 id="home-recent-hotel-searches">
            {intl.formatMessage({ id: 'hotelSearch.recent' })}
          </h2>
          <ul className="wf-recent-list">
            {searches.map((search) => (
              <li key={search.id}>
                <Link to={toAvailabilityPath(search)} className="wf-card wf-recent-card">
                  <span className="wf-recent-route">{search.locationLabel}</span>
                  <span className="wf-recent-meta">
                    {`${formatIsoDate(intl, search.search.checkInDate)} – ${formatIsoDate(intl, search.search.checkOutDate)}`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
