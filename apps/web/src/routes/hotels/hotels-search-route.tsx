import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  recentHotelSearchesQueryOptions,
  recentlyViewedHotelsQueryOptions,
} from '../../api/hotels-calls';
import '../../features/flight-search/flight-search.css';
import { formatIsoDate } from '../../format/format-dates';
import { HotelImage } from '../../components/hotel-image';
import {
  HotelSearchForm,
  type HotelSearchDraft,
} from '../../features/hotel-search/hotel-search-form';
import {
  addPremiumStayLinkParams,
  buildHotelProductPath,
  type HotelProduct,
} from '../../model/hotel-product';
import {
  buildHotelSearchParams,
  buildHotelStayParams,
  readHotelSearchParams,
} from '../../model/hotel-search-params';
import '../../features/hotel-search/hotel-search.css';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { PageTitle } from '../../components/page-title';
import { todayInPortalZone } from '../../i18n/locale';
import { AreaMessages } from '../../i18n/area-messages';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';

function RecentlySearched({ userId, product }: { userId: string; product: HotelProduct }) {
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
              <Link to={buildHotelProductPath(product, 'availability', params)}>
                {r.locationLabel}
              </Link>
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

function RecentlyViewed({ userId, product }: { userId: string; product: HotelProduct }) {
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
              <Link to={buildHotelProductPath(product, 'shop', params)}>{hotel.name}</Link>
              <p className="wf-field-description">{`${hotel.neighbourhood}, ${hotel.city}`}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export interface HotelSearchPageProps {
  /** Which area searches: paths follow it (/hotels/, /stays/, /premium-stays/). */
  product?: HotelProduct;
  /** The page's heading; the hotel search's by default. */
  title?: string;
  /** Shown under the heading. */
  lead?: ReactNode;
  /** Shown under the form (premium stays: the collections). */
  children?: ReactNode;
}

/**
 * /hotels/search: where, when and who, with recent searches and recently viewed hotels. /stays/
 * and /premium-stays/ search with the same page.
 */
export function HotelSearchPage({
  product = 'hotels',
  title: heading,
  lead,
  children,
}: HotelSearchPageProps) {
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
  const title = heading ?? intl.formatMessage({ id: 'hotelSearch.title' });
  return (
    <div className="wf-page wf-stack">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {lead}
      <HotelSearchForm
        initial={initial}
        today={todayInPortalZone()}
        onSubmit={(draft) => {
          if (draft.place.lodgingId) {
            const stay = buildHotelStayParams({ ...draft, lodgingId: draft.place.lodgingId });
            const params =
              product === 'premium-stays'
                ? addPremiumStayLinkParams(stay, { source: 'search' })
                : stay;
            void navigate(buildHotelProductPath(product, 'shop', params));
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
          void navigate(buildHotelProductPath(product, 'availability', search));
        }}
      />
      {children}
      <RecentlySearched userId={session.userId} product={product} />
      {/* A hotel seen elsewhere need not be in the collections premium stays sells. */}
      {product === 'premium-stays' ? null : (
        <RecentlyViewed userId={session.userId} product={product} />
      )}
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={HOTELS_EN}>
      <HotelSearchPage />
    </AreaMessages>
  );
}
