import { useLocation, useSearchParams } from 'react-router';
import type { MissedPart } from '../../components/missed-connection-claim';
import { WithMissedConnection } from '../../features/missed-connection/missed-connection-page';
import { RebookOptions, useMissedPartTitle } from '../../features/missed-connection/rebook-options';
import { AreaMessages } from '../../i18n/area-messages';
import { TRIPS_EN } from '../../i18n/catalogues/trips';

/**
 * /trips/rebook/connection and /trips/rebook/flight?tripId=… (issue 20, part C): one page, two
 * routes; each words its heading for its part, and both work for any trip.
 */
function TripRebookPage() {
  const [params] = useSearchParams();
  const part: MissedPart = useLocation().pathname.endsWith('/flight') ? 'flight' : 'connection';
  const title = useMissedPartTitle(part);
  return (
    <WithMissedConnection tripId={params.get('tripId')} title={title}>
      {(guarantee) => <RebookOptions guarantee={guarantee} part={part} />}
    </WithMissedConnection>
  );
}

export function Component() {
  return (
    <AreaMessages english={TRIPS_EN}>
      <TripRebookPage />
    </AreaMessages>
  );
}
