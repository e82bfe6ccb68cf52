import { useSearchParams } from 'react-router';
import '../../features/booking/booking.css';
import { SharePaymentPage } from '../../features/booking/share-payment-page';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';

/** /split-payment/pay?token=…: a traveller's share of a split payment (issue 23), no sign-in. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <AreaMessages english={FLIGHT_BOOKING_EN}>
      <SharePaymentPage token={params.get('token') ?? ''} />
    </AreaMessages>
  );
}
