import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FlightFreezeOffer, FlightFreezeOfferRequest } from '@wayfare/contracts/price-freeze';
import { flightFreezeOfferQueryOptions, postFlightFreezeOffer } from '../../api/price-freeze-calls';
import { buildFreezeQuery } from '../../features/price-freeze/freeze-params';
import '../../features/price-freeze/price-freeze.css';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';

export { FreezePage } from '../../features/price-freeze/freeze-page';

/** No fare set in the URL: say so and lead to a search. */
export function NoFlightsToFreeze() {
  const intl = useIntl();
  return (
    <Notice
      title={intl.formatMessage({ id: 'priceFreeze.noFlights.title' })}
      action={
        <Link to="/flights/search" className="wf-button" data-variant="primary">
          {intl.formatMessage({ id: 'priceFreeze.searchFlights' })}
        </Link>
      }
    >
      <p>{intl.formatMessage({ id: 'priceFreeze.noFlights.body' })}</p>
    </Notice>
  );
}

/**
 * The offer a freeze page shows: the one named in the URL (`offerId`, held on the server), else a
 * new one for the URL's fare set.
 */
export function useFreezeOffer(fareSet: FlightFreezeOfferRequest | null, offerId: string | null) {
  const byId = useQuery({
    ...flightFreezeOfferQueryOptions(offerId ?? ''),
    enabled: offerId !== null,
  });
  const fresh = useQuery({
    queryKey: ['flights', 'freeze', 'offerFor', fareSet ? buildFreezeQuery(fareSet) : ''],
    queryFn: () => postFlightFreezeOffer(fareSet as FlightFreezeOfferRequest),
    enabled: offerId === null && fareSet !== null,
    staleTime: 60_000,
    retry: false,
  });
  return offerId !== null ? byId : fresh;
}

/** The offer's states: loading, failed (with a way on), or the page's body. */
export function FreezeOfferState({
  offer,
  children,
}: {
  offer: ReturnType<typeof useFreezeOffer>;
  children: (offer: FlightFreezeOffer) => ReactNode;
}) {
  const intl = useIntl();
  if (offer.isPending)
    return <LoadingState label={intl.formatMessage({ id: 'priceFreeze.loading' })} />;
  if (offer.isError)
    return (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'priceFreeze.loadFailed' })}
        action={
          <>
            <Button onPress={() => void offer.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
            <Link to="/flights/search">
              {intl.formatMessage({ id: 'priceFreeze.searchFlights' })}
            </Link>
          </>
        }
      />
    );
  return <>{children(offer.data)}</>;
}

/** The same freeze's page at another step. */
export function freezeStepUrl(
  step: 'overview' | 'customize' | 'confirm',
  offer: FlightFreezeOffer,
  extra: { hours?: number; entry?: string | null } = {},
): string {
  const query = buildFreezeQuery(
    {
      tripType: offer.flights.tripType,
      passengers: offer.flights.passengers,
      fareIds: offer.flights.fareIds,
    },
    {
      offerId: offer.offerId,
      ...(extra.hours !== undefined ? { hours: extra.hours } : {}),
      ...(extra.entry === 'prediction' || extra.entry === 'fareDetails' || extra.entry === 'trips'
        ? { entry: extra.entry }
        : {}),
    },
  );
  return `/flights/freeze/${step}?${query}`;
}
