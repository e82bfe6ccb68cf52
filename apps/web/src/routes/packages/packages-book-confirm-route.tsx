import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import type { PackageBookingView } from '@wayfare/contracts/packages';
import { packageBookingQueryOptions } from '../../api/packages-calls';
import {
  BookingConfirmation,
  BookingConfirmationFrame,
  failedBookingView,
  type ConfirmationView,
} from '../../features/booking/booking-confirmation-frame';
import '../../features/booking/booking.css';
import '../../features/flight-results/flight-results.css';
import '../../features/hotel-booking/hotel-booking.css';
import { readPackageArea, type PackageArea } from '../../features/packages/package-params';
import { PackagePartCodes } from '../../features/packages/package-part-codes';
import { PackageSummaryCard } from '../../features/packages/package-summary';
import '../../features/packages/packages.css';
import { PaymentLines } from '../../components/payment-lines';
import { formatTotal } from '../../format/format-money';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { PACKAGES_EN } from '../../i18n/catalogues/packages';

const CONFIRM_MESSAGES = { ...FLIGHT_BOOKING_EN, ...HOTELS_EN, ...PACKAGES_EN };

/** /packages/book/confirm?bookingId=…: the saga's progress, then both parts with their codes. */
function ConfirmationPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const area = readPackageArea(pathname);
  const bookingId = params.get('bookingId') ?? '';
  const booking = useQuery({
    ...packageBookingQueryOptions(bookingId),
    enabled: bookingId !== '',
  });
  const searchPath = `/${area}/search`;
  return (
    <BookingConfirmationFrame
      bookingId={bookingId}
      booking={booking}
      pageTitle={intl.formatMessage({ id: 'packageConfirm.pageTitle' })}
      search={{ path: searchPath, label: intl.formatMessage({ id: 'packageFlow.newSearch' }) }}
    >
      {(data): ConfirmationView => {
        if (data.status === 'PendingConfirm')
          return {
            kind: 'progress',
            title: intl.formatMessage({ id: 'packageBook.progress' }),
            step: data.step,
            supplier: 'airline',
          };
        if (data.status === 'Failure')
          return failedBookingView(intl, {
            title: intl.formatMessage({ id: 'packageConfirm.failed' }),
            error: data.error,
            ids: [
              `packageConfirm.failedPart.${data.error?.part ?? 'payment'}`,
              'bookingError.{code}',
            ],
            shopUrl: searchPath,
            chooseAnotherLabel: intl.formatMessage({ id: 'packageFlow.newSearch' }),
          });
        return {
          kind: 'done',
          isHeld: data.status === 'AwaitingApproval',
          body: <Confirmation booking={data} area={area} />,
        };
      }}
    </BookingConfirmationFrame>
  );
}

/** A booked package: its code, each part's own code, what was paid. */
function Confirmation({ booking, area }: { booking: PackageBookingView; area: PackageArea }) {
  const intl = useIntl();
  const isHeld = booking.status === 'AwaitingApproval';
  const isCancelled = booking.status === 'Cancelled';
  const { hotelPart, flightPart } = booking;
  return (
    <BookingConfirmation
      bookingId={booking.id}
      badge={intl.formatMessage(
        { id: 'packageConfirm.badge' },
        { hotel: hotelPart.hotel.name, city: hotelPart.hotel.city },
      )}
      isHeld={isHeld}
      title={intl.formatMessage({
        id: isHeld
          ? 'approval.held.title'
          : isCancelled
            ? 'packageConfirm.cancelled'
            : 'packageConfirm.title',
      })}
      code={booking.confirmationCode}
      notes={
        isHeld ? (
          <p>
            {intl.formatMessage(
              { id: 'packageConfirm.held' },
              { total: formatTotal(intl, booking.price.total) },
            )}
          </p>
        ) : null
      }
      email={booking.contactEmail}
      earn={booking.earn}
      another={{
        path: `/${area}/search`,
        label: intl.formatMessage({ id: 'packageConfirm.another' }),
      }}
      summary={
        <PackageSummaryCard
          parts={{ ...hotelPart, flight: flightPart.offer }}
          price={booking.price}
        >
          <dl className="wf-booking-prices">
            <PaymentLines
              payments={booking.totals.payments.map((p) => ({
                source: p.source,
                amount: p.amount,
              }))}
              rewardsCurrency={null}
            />
          </dl>
        </PackageSummaryCard>
      }
    >
      <PackagePartCodes booking={booking} />
    </BookingConfirmation>
  );
}

export function Component() {
  return (
    <AreaMessages english={CONFIRM_MESSAGES}>
      <ConfirmationPage />
    </AreaMessages>
  );
}
