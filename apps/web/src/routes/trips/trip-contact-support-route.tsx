import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ContactSupport } from '../../features/missed-connection/contact-support';
import { AreaMessages } from '../../i18n/area-messages';
import { TRIPS_EN } from '../../i18n/catalogues/trips';

/** /trips/contact-support?tripId=… (issue 20, part C): the tenant's phone and what to quote. */
function TripContactSupportPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <ContactSupport
      tripId={params.get('tripId')}
      title={intl.formatMessage({ id: 'missedConnection.support.genericTitle' })}
    />
  );
}

export function Component() {
  return (
    <AreaMessages english={TRIPS_EN}>
      <TripContactSupportPage />
    </AreaMessages>
  );
}
