import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import type { DisruptionAssistance } from '@wayfare/contracts/disruption';
import { TripLink, WithDisruption } from '../../features/disruption/disruption-page';
import { AreaMessages } from '../../i18n/area-messages';
import { Notice } from '../../ui/states';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { TRIPS_EN } from '../../i18n/catalogues/trips';

/** The trips' messages (disruption assistance's among them) and the payment sources' names. */
const MESSAGES = { ...FLIGHT_BOOKING_EN, ...TRIPS_EN };

/**
 * The flight shop for disruption assistance's rebooking (spec §2 `flightShopType=dp-exercise`):
 * the disrupted slice on its day, any airline, at no cost.
 */
export function dpExerciseShopUrl(protection: DisruptionAssistance): string | null {
  const d = protection.disruption;
  if (!d || !protection.actions.includes('Rebook')) return null;
  const params = new URLSearchParams({
    flightShopType: 'dp-exercise',
    bookingId: protection.bookingId,
    sliceIndex: String(d.sliceIndex),
    departureDate: d.scheduledDepartureTime.slice(0, 10),
  });
  return `/flights/shop?${params.toString()}`;
}

function RebookStart({ protection }: { protection: DisruptionAssistance }) {
  const intl = useIntl();
  const url = dpExerciseShopUrl(protection);
  if (url) return <Navigate replace to={url} />;
  return (
    <Notice
      headingLevel={1}
      title={intl.formatMessage({ id: 'disruption.rebook.notOffered' })}
      action={<TripLink bookingId={protection.bookingId} />}
    >
      <p>
        {intl.formatMessage({
          id: protection.actions.includes('AlreadyExercised')
            ? 'disruption.error.AlreadyExercised'
            : 'disruption.rebook.notNow',
        })}
      </p>
    </Notice>
  );
}

/** /trips/disruption/rebook?tripId=…: into the dp-exercise flight shop (issue 20). */
function TripDisruptionRebookPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  return (
    <WithDisruption
      tripId={params.get('tripId')}
      title={intl.formatMessage({ id: 'disruption.rebook.title' })}
    >
      {(protection) => <RebookStart protection={protection} />}
    </WithDisruption>
  );
}

export function Component() {
  return (
    <AreaMessages english={MESSAGES}>
      <TripDisruptionRebookPage />
    </AreaMessages>
  );
}
