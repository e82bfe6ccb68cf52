import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { DisruptionOfferScreen } from '../../features/disruption/disruption-offer';
import { WithDisruption } from '../../features/disruption/disruption-page';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { TRIPS_EN } from '../../i18n/catalogues/trips';

/** The trips' messages (disruption assistance's among them) and the payment sources' names. */
const MESSAGES = { ...FLIGHT_BOOKING_EN, ...TRIPS_EN };

/** /flights/disruption-offer?tripId=…: disruption assistance for a booked trip (issue 20). */
function DisruptionOfferPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <WithDisruption
      tripId={params.get('tripId')}
      title={intl.formatMessage({ id: 'disruption.offer.title' })}
    >
      {(protection) => <DisruptionOfferScreen protection={protection} />}
    </WithDisruption>
  );
}

export function Component() {
  return (
    <AreaMessages english={MESSAGES}>
      <DisruptionOfferPage />
    </AreaMessages>
  );
}
