import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { tripQueryOptions } from '../../api/trips-calls';
import '../../features/booking/booking.css';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { PageTitle } from '../../components/page-title';
import { TripLoadFailed } from '../../components/trip-load-failed';
import { TripDetailView } from '../../features/trips/trip-detail-view';
import { HotelCrossSell } from '../../features/hotel-results/hotel-cross-sell';
import '../../features/trips/trips.css';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { FLIGHT_SHOP_EN } from '../../i18n/catalogues/flight-shop';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { TRAVEL_SALE_EN } from '../../i18n/catalogues/travel-sale';
import { PRICE_MATCH_EN } from '../../i18n/catalogues/price-match';
import { TRIPS_EN } from '../../i18n/catalogues/trips';
import { CAR_RENTAL_EN } from '../../i18n/catalogues/car-rental';
import { ACTIVITIES_EN } from '../../i18n/catalogues/activities';
import { ACTIVITY_BOOKING_EN } from '../../i18n/catalogues/activity-booking';
import { CAR_FACTS_EN } from '../../i18n/catalogues/car-facts';
import { HOMES_EN } from '../../i18n/catalogues/homes';
import { PACKAGES_EN } from '../../i18n/catalogues/packages';
import '../../features/packages/packages.css';
import { LoadingState } from '../../ui/states';
import { SupportErrorModal } from '../../ui/support-error-modal';

const TRIP_MESSAGES = {
  ...FLIGHT_SHOP_EN,
  ...FLIGHT_BOOKING_EN,
  ...HOTELS_EN,
  ...TRIPS_EN,
  ...CAR_RENTAL_EN,
  ...CAR_FACTS_EN,
  ...HOMES_EN,
  ...ACTIVITIES_EN,
  ...ACTIVITY_BOOKING_EN,
  ...PRICE_MATCH_EN,
  ...PACKAGES_EN,
  ...TRAVEL_SALE_EN,
};

/** /trips/:bookingId: one trip, deep-linkable, with its modals and self-serve cancel. */
function TripDetailPage() {
  const intl = useIntl();
  const session = useSignedInSession();
  const { bookingId = '' } = useParams();
  const queryClient = useQueryClient();
  const options = tripQueryOptions(session.userId, bookingId);
  const trip = useQuery(options);
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  const isUnexpected =
    trip.isError && isApiError(trip.error) && (trip.error.status === 0 || trip.error.status >= 500);

  let body;
  if (trip.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'trips.detail.loading' })} />;
  } else if (trip.isError) {
    body = (
      <TripLoadFailed error={trip.error} onRetry={() => void trip.refetch()} headingLevel={1} />
    );
  } else {
    const detail = trip.data;
    body = (
      <>
        <TripDetailView
          trip={detail}
          onTripChange={(next) => {
            queryClient.setQueryData(options.queryKey, next);
            void queryClient.invalidateQueries({
              queryKey: ['trips', session.userId],
              exact: true,
            });
          }}
        />
        {/* A hotel for the flight's stay (issue 23): the server offers none once a stay is booked. */}
        {detail.type === 'Flight' &&
        detail.access === 'owner' &&
        detail.tripStatus === 'Confirmed' &&
        detail.timeStatus === 'Future' ? (
          <HotelCrossSell lookupSource="my_trips" bookingId={detail.booking.id} />
        ) : null}
      </>
    );
  }

  return (
    <div className="wf-trips-page">
      <PageTitle
        title={
          trip.data?.booking.confirmationCode
            ? intl.formatMessage(
                { id: 'trips.detail.pageTitle' },
                { code: trip.data.booking.confirmationCode },
              )
            : intl.formatMessage({ id: 'trips.pageTitle' })
        }
      />
      <p className="wf-trip-back">
        <Link to="/trips/">← {intl.formatMessage({ id: 'trips.backToTrips' })}</Link>
      </p>
      {body}
      <SupportErrorModal
        error={isUnexpected && trip.error !== dismissedError ? trip.error : null}
        onClose={() => setDismissedError(trip.error)}
      />
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={TRIP_MESSAGES}>
      <TripDetailPage />
    </AreaMessages>
  );
}
