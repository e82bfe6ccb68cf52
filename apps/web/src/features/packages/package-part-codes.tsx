import { useIntl } from 'react-intl';
import type { PackageBookingView } from '@wayfare/contracts/packages';

/** Each part of a package with its own code and state: the airline's locator, the hotel's code. */
export function PackagePartCodes({ booking }: { booking: PackageBookingView }) {
  const intl = useIntl();
  const { flightPart, hotelPart } = booking;
  const travelers = flightPart.travelers.map((t) => `${t.givenName} ${t.surname}`).join(', ');
  return (
    <dl className="wf-booking-prices wf-package-parts">
      <div>
        <dt>{intl.formatMessage({ id: 'packageParts.flight' })}</dt>
        <dd data-testid="package-flight-code">
          {flightPart.locator ??
            intl.formatMessage({ id: `packageParts.status.${flightPart.status}` })}
        </dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'packageParts.hotel' })}</dt>
        <dd data-testid="package-hotel-code">
          {hotelPart.confirmationCode ??
            intl.formatMessage({ id: `packageParts.status.${hotelPart.status}` })}
        </dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'packageParts.travelers' })}</dt>
        <dd>{travelers}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'packageParts.leadGuest' })}</dt>
        <dd>{`${hotelPart.leadGuest.givenName} ${hotelPart.leadGuest.surname}`}</dd>
      </div>
    </dl>
  );
}
