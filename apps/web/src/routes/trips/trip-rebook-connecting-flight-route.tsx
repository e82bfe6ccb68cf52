import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { WithMissedConnection } from '../../features/missed-connection/missed-connection-page';
import { RebookConfirm } from '../../features/missed-connection/rebook-confirm';
import { AreaMessages } from '../../i18n/area-messages';
import { TRIPS_EN } from '../../i18n/catalogues/trips';

/**
 * /trips/rebook-connecting-flight?tripId=…&option=… (issue 20, part C): the chosen flight
 * reviewed and confirmed, then followed until the new ticket is issued.
 */
function TripRebookConnectingFlightPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <WithMissedConnection
      tripId={params.get('tripId')}
      title={intl.formatMessage({ id: 'missedConnection.review.title' })}
      poll
    >
      {(guarantee) => <RebookConfirm guarantee={guarantee} optionId={params.get('option')} />}
    </WithMissedConnection>
  );
}

export function Component() {
  return (
    <AreaMessages english={TRIPS_EN}>
      <TripRebookConnectingFlightPage />
    </AreaMessages>
  );
}
