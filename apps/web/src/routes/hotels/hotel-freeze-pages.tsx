import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { HotelFreezeOffer } from '@wayfare/contracts/price-freeze';
import { hotelFreezeOfferQueryOptions, postHotelFreezeOffer } from '../../api/price-freeze-calls';
import { isApiError } from '../../api/api-error';
import {
  toHotelFreezeOfferRequest,
  type HotelFreezeTarget,
} from '../../features/price-freeze/hotel-freeze-params';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
/** What the hotel page hands the freeze pages in history state: the way back to it. */
export interface HotelFreezeLocationState {
  shopUrl?: string;
}

/** No rate and stay in the URL: say so and lead to a hotel search. */
export function NoRoomToFreeze() {
  const intl = useIntl();
  return (
    <Notice
      title={intl.formatMessage({ id: 'hotelFreeze.noStay.title' })}
      action={
        <Link to="/hotels/search" className="wf-button" data-variant="primary">
          {intl.formatMessage({ id: 'hotelResults.startSearch' })}
        </Link>
      }
    >
      <p>{intl.formatMessage({ id: 'hotelFreeze.noStay.body' })}</p>
    </Notice>
  );
}

/**
 * The offer a hotel freeze page shows: the one named in the URL (`offerId`, held on the server),
 * else a new one for the URL's rate and stay.
 */
export function useHotelFreezeOffer(target: HotelFreezeTarget | null, offerId: string | null) {
  const byId = useQuery({
    ...hotelFreezeOfferQueryOptions(offerId ?? ''),
    enabled: offerId !== null,
  });
  const request = target ? toHotelFreezeOfferRequest(target) : null;
  const fresh = useQuery({
    queryKey: ['hotels', 'freeze', 'offerFor', request],
    queryFn: () => {
      if (!request) throw new Error('No rate to freeze');
      return postHotelFreezeOffer(request);
    },
    enabled: offerId === null && request !== null,
    staleTime: 60_000,
    retry: false,
  });
  return offerId !== null ? byId : fresh;
}

/** The offer's states: loading, refused or failed (with a way on), or the page's body. */
export function HotelFreezeOfferState({
  offer,
  shopUrl,
  children,
}: {
  offer: ReturnType<typeof useHotelFreezeOffer>;
  shopUrl: string;
  children: (offer: HotelFreezeOffer) => ReactNode;
}) {
  const intl = useIntl();
  if (offer.isPending)
    return <LoadingState label={intl.formatMessage({ id: 'priceFreeze.loading' })} />;
  if (offer.isError) {
    // The server says why in the traveler's words (a rate paid at the hotel, a stay too close).
    const reason =
      isApiError(offer.error) && offer.error.status !== 0 && offer.error.message
        ? offer.error.message
        : null;
    return (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'hotelFreeze.loadFailed' })}
        action={
          <>
            {reason === null || (isApiError(offer.error) && offer.error.status >= 500) ? (
              <Button onPress={() => void offer.refetch()}>
                {intl.formatMessage({ id: 'common.tryAgain' })}
              </Button>
            ) : null}
            <Link to={shopUrl}>{intl.formatMessage({ id: 'hotelFreeze.backToHotel' })}</Link>
          </>
        }
      >
        {reason ? <p>{reason}</p> : null}
      </Notice>
    );
  }
  return <>{children(offer.data)}</>;
}
