import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { DisruptionOverview, WithDisruption } from '../../features/disruption/disruption-page';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { TRIPS_EN } from '../../i18n/catalogues/trips';

/** The disruption pages' messages: the trips' (theirs included) and the payment sources' names. */
const DISRUPTION_MESSAGES = { ...FLIGHT_BOOKING_EN, ...TRIPS_EN };

/** /trips/disruption?tripId=…: what happened, the choices, the claim (issue 20). */
function TripDisruptionPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <WithDisruption
      tripId={params.get('tripId')}
      title={intl.formatMessage({ id: 'disruption.title' })}
    >
      {(protection) => <DisruptionOverview protection={protection} />}
    </WithDisruption>
  );
}

export function Component() {
  return (
    <AreaMessages english={DISRUPTION_MESSAGES}>
      <TripDisruptionPage />
    </AreaMessages>
  );
}
