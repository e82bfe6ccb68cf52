import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  recentHotelSearchesQueryOptions,
  recentlyViewedHotelsQueryOptions,
} from '../../api/hotels-calls';
import '../../features/flight-search/flight-search.css';
import { formatIsoDate } from '../../features/flight-results/format-flight';
import { HotelImage } from '../../features/hotel-results/hotel-card';
import {
  HotelSearchForm,
  type HotelSearchDraft,
} from '../../features/hotel-search/hotel-search-form';
import {
  buildHotelSearchParams,
  buildHotelStayParams,
  readHotelSearchParams,
} from '../../features/hotel-search/hotel-search-params';
import '../../features/hotel-search/hotel-search.css';
import { useSignedInSession } from '../../features/session/use-signed-in-session';
import { PageTitle } from '../../features/shell/page-title';
import { PORTAL_TIME_ZONE } from '../../i18n/locale';
import { AreaMessages } from '../../i18n/area-messages';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';

/** Today's date (YYYY-MM-DD) in the portal's time zone. */
function todayInPortalZone(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: PORTAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

function RecentlySearched({ userId }: { userId: string }) {
  const intl = useIntl();
  const recent = useQuery(recentHotelSearchesQueryOptions(userId));
  const searches = recent.data?.searches ?? [];
  if (searches.length === 0) return null;
  return (
    <section className="wf-stack" aria-labelledby="recent-hotel-searches">
      <h2 id="recent-hotel-searches">{intl.formatMessage({ id: 'hotelSearch.recent' })}</h2>
      <ul className="wf-recent-hotels">
        {searches.map((r) => {
          const params = buildHotelSearchParams({
            location: r.search.location,
            locationName: r.locationLabel,
            fromDate: r.search.checkInDate,
            untilDate: r.search.checkOutDate,
            rooms: r.search.rooms,
            adults: r.search.adults,
            children: r.search.children,
            entryType: 'recently_searched_hotel',
          });
          return (
            <li key={r.id} className="wf-recent-hotel">
              <Link to={`/hotels/availability?${params.toString()}`}>{r.locationLabel}</Link>
              <p className="wf-field-description">
                {`${formatIsoDate(intl, r.search.checkInDate)} – ${formatIsoDate(intl, r.search.checkOutDate)}`}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function RecentlyViewed({ userId }: { userId: string }) {
  const intl = useIntl();
  const viewed = useQuery(recentlyViewedHotelsQueryOptions(userId));
  const hotels = viewed.data?.hotels ?? [];
  if (hotels.length === 0) return null;
  return (
    <section className="wf-stack" aria-labelledby="recently-viewed-hotels">
      <h2 id="recently-viewed-hotels">{intl.formatMessage({ id: 'hotelSearch.viewed' })}</h2>
      <ul className="wf-recent-hotels">
        {hotels.map(({ lodgingId, hotel, stay }) => {
          const params = buildHotelStayParams({
            lodgingId,
            fromDate: stay.checkInDate,
            untilDate: stay.checkOutDate,
            rooms: stay.rooms,
            adults: stay.adults,
            children: stay.children,
          });
          params.set('entryType', 'recently_viewed_hotel');
          return (
            <li key={lodgingId} className="wf-recent-hotel">
              <HotelImage src={hotel.imageSvg} />
              <Link to={`/hotels/shop?${params.toString()}`}>{hotel.name}</Link>
              <p className="wf-field-description">{`${hotel.neighbourhood}, ${hotel.city}`}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** /hotels/search: where, when and who, with recent searches and recently viewed hotels. */
function HotelSearchPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSignedInSession();
  const [params] = useSearchParams();
  const prefill = readHotelSearchParams(params);
  const initial: HotelSearchDraft = prefill
    ? {
        place: { label: prefill.locationName, location: prefill.location, lodgingId: null },
        fromDate: prefill.fromDate,
        untilDate: prefill.untilDate,
        rooms: prefill.rooms,
        adults: prefill.adults,
        children: prefill.children,
      }
    : { place: null, fromDate: null, untilDate: null, rooms: 1, adults: 2, children: 0 };
  const title = intl.formatMessage({ id: 'hotelSearch.title' });
  return (
    <main id="main" className="wf-page wf-stack" tabIndex={-1}>
      <PageTitle title={title} />
      <h1>{title}</h1>
      <HotelSearchForm
        initial={initial}
        today={todayInPortalZone()}
        onSubmit={(draft) => {
          if (draft.place.lodgingId) {
            void navigate(
              `/hotels/shop?${buildHotelStayParams({ ...draft, lodgingId: draft.place.lodgingId }).toString()}`,
            );
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
          void navigate(`/hotels/availability?${search.toString()}`);
        }}
      />
      <RecentlySearched userId={session.userId} />
      <RecentlyViewed userId={session.userId} />
    </main>
  );
}

export function Component() {
  return (
    <AreaMessages english={HOTELS_EN}>
      <HotelSearchPage />
    </AreaMessages>
  );
}
