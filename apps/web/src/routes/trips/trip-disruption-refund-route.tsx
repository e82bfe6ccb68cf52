import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { WithDisruption } from '../../features/disruption/disruption-page';
import { DisruptionRefund } from '../../features/disruption/disruption-refund';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { TRIPS_EN } from '../../i18n/catalogues/trips';

/** The trips' messages (disruption assistance's among them) and the payment sources' names. */
const MESSAGES = { ...FLIGHT_BOOKING_EN, ...TRIPS_EN };

/** /trips/disruption/refund?tripId=…: the fares back, confirmed once (issue 20). */
function TripDisruptionRefundPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <WithDisruption
      tripId={params.get('tripId')}
      title={intl.formatMessage({ id: 'disruption.refund.pageTitle' })}
    >
      {(protection) => <DisruptionRefund protection={protection} />}
    </WithDisruption>
  );
}

export function Component() {
  return (
    <AreaMessages english={MESSAGES}>
      <TripDisruptionRefundPage />
    </AreaMessages>
  );
}
