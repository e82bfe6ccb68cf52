import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CrossSellHotelOffer, CrossSellLookupSource } from '@wayfare/contracts/cross-sell';
import { crossSellOffersQueryOptions } from '../../api/travel-sale-calls';
import { trackEvent } from '../../api/tracking-calls';
import { HotelEarn, HotelPolicyBadge } from '../../components/hotel-rate-extras';
import { formatIsoDate } from '../../format/format-dates';
import {
  buildHotelSearchParams,
  buildHotelStayParams,
  type HotelSearchParams,
} from '../../model/hotel-search-params';
import { HotelCard } from './hotel-card';
import './hotel-results.css';
import { useGate } from '../../session/use-experiments';

/** Spec §2: hotels opened from a cross-sell carry the entry source and where it was shown. */
const CROSS_SELL_ENTRY = 'cross_sell';

function toSearch(offer: CrossSellHotelOffer): HotelSearchParams {
  return {
    location: offer.location,
    locationName: offer.destination.city,
    fromDate: offer.stay.checkInDate,
    untilDate: offer.stay.checkOutDate,
    rooms: offer.stay.rooms,
    adults: offer.stay.adults,
    children: offer.stay.children,
    entryType: CROSS_SELL_ENTRY,
  };
}

/** The hotel results of the offer's stay: its place and dates filled in. */
export function buildCrossSellResultsPath(offer: CrossSellHotelOffer): string {
  const params = buildHotelSearchParams(toSearch(offer));
  params.set('lookupSource', offer.lookupSource);
  return `/hotels/availability?${params.toString()}`;
}

function buildShopPath(offer: CrossSellHotelOffer, lodgingId: string): string {
  const params = buildHotelStayParams({ ...toSearch(offer), lodgingId });
  params.set('entryType', CROSS_SELL_ENTRY);
  params.set('lookupSource', offer.lookupSource);
  return `/hotels/shop?${params.toString()}`;
}

function Offer({ offer }: { offer: CrossSellHotelOffer }) {
  const intl = useIntl();
  const city = offer.destination.city;
  const titleId = `hotel-cross-sell-${offer.bookingId}`;
  useEffect(() => {
    trackEvent('hotel_cross_sell_shown', {
      entry_source: CROSS_SELL_ENTRY,
      lookup_source: offer.lookupSource,
    });
  }, [offer.bookingId, offer.lookupSource]);
  return (
    <section className="wf-card wf-stack wf-hotel-cross-sell" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage({ id: 'hotelCrossSell.title' }, { city })}</h2>
      <p>
        {intl.formatMessage(
          { id: 'hotelCrossSell.lead' },
          {
            nights: offer.stay.nights,
            from: formatIsoDate(intl, offer.stay.checkInDate),
            until: formatIsoDate(intl, offer.stay.checkOutDate),
          },
        )}
      </p>
      <ul className="wf-hotel-list">
        {offer.hotels.map((hotel) => (
          <li key={hotel.lodgingId}>
            <HotelCard
              hotel={hotel}
              nights={offer.stay.nights}
              rooms={offer.stay.rooms}
              href={buildShopPath(offer, hotel.lodgingId)}
              distanceUnit={intl.locale === 'en-US' ? 'Mi' : 'Km'}
              extras={
                <>
                  {hotel.policyStatus ? <HotelPolicyBadge status={hotel.policyStatus} /> : null}
                  <HotelEarn earn={hotel.earn} />
                </>
              }
            />
          </li>
        ))}
      </ul>
      <p>
        <Link to={buildCrossSellResultsPath(offer)} className="wf-button" data-variant="secondary">
          {intl.formatMessage({ id: 'hotelCrossSell.more' }, { city })}
        </Link>
      </p>
    </section>
  );
}

/**
 * "Need a hotel in Los Angeles?" (issue 23): a few hotels at a booked flight's destination for its
 * dates, each opening its page, and the whole search with the place and dates filled in; shown on
 * the flight's confirmation, its trip page and the home page. Hidden when there is nothing to
 * offer. Its page adds the HOTELS_EN and TRAVEL_SALE_EN messages.
 */
export function HotelCrossSell({
  lookupSource,
  bookingId,
}: {
  lookupSource: CrossSellLookupSource;
  bookingId?: string;
}) {
  // A product gate (issue 24): its control group is neither shown nor asked for hotels.
  const offersCrossSell = useGate('hotel-cross-sell');
  const found = useQuery({
    ...crossSellOffersQueryOptions({ lookupSource, ...(bookingId ? { bookingId } : {}) }),
    enabled: offersCrossSell,
  });
  // A suggestion beside the page's own purpose: nothing is shown while it loads, when there is
  // nothing to offer (a stay is booked for those dates) or when it fails.
  const offer = found.data?.offers[0];
  if (!offersCrossSell || !offer) return null;
  return <Offer offer={offer} />;
}
