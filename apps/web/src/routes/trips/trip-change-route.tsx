import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { DateChangePage } from '../../features/lodging-date-change/date-change-page';
// The range picker's field and calendar styles (the search forms' own).
import '../../features/flight-search/flight-search.css';
import '../../features/trips/trips.css';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { HOMES_EN } from '../../i18n/catalogues/homes';
import { TRIPS_EN } from '../../i18n/catalogues/trips';
import { Notice } from '../../ui/states';

/**
 * /trips/change?bookingId=… for a stay (issue 22; spec §2 `change` under /trips/): its new dates.
 * Other bookings' `change` goes to the flights' exchange flow (the router's loader).
 */
function TripChangePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const bookingId = params.get('bookingId') ?? '';
  const title = intl.formatMessage({ id: 'dateChange.pageTitle' });
  return (
    <div className="wf-trips-page">
      <PageTitle title={title} />
      {bookingId ? (
        <>
          <p className="wf-trip-back">
            <Link to={`/trips/${encodeURIComponent(bookingId)}`}>
              ← {intl.formatMessage({ id: 'dateChange.backToTrip' })}
            </Link>
          </p>
          <h1>{title}</h1>
          <DateChangePage bookingId={bookingId} />
        </>
      ) : (
        <Notice
          headingLevel={1}
          title={intl.formatMessage({ id: 'dateChange.missingBooking' })}
          action={<Link to="/trips/">{intl.formatMessage({ id: 'dateChange.toTrips' })}</Link>}
        />
      )}
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={{ ...FLIGHT_BOOKING_EN, ...TRIPS_EN, ...HOMES_EN }}>
      <TripChangePage />
    </AreaMessages>
  );
}
