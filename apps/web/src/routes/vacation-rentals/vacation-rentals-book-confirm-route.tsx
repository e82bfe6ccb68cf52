import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { HomeBookingView } from '@wayfare/contracts/home-booking';
import { homeBookingQueryOptions } from '../../api/homes-calls';
import {
  BookingConfirmation,
  BookingConfirmationFrame,
  failedBookingView,
  formatHoldEnd,
  type ConfirmationView,
} from '../../features/booking/booking-confirmation-frame';
import '../../features/booking/booking.css';
import '../../features/flight-results/flight-results.css';
import '../../features/hotel-booking/hotel-booking.css';
import { HomeBookingSummary } from '../../features/home-booking/home-booking-summary';
import { HomeCancellationText, sayCheckIn } from '../../components/home-stay';
import { formatTotal } from '../../format/format-money';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { HOMES_EN } from '../../i18n/catalogues/homes';

const CONFIRM_MESSAGES = { ...FLIGHT_BOOKING_EN, ...HOMES_EN };

/** /vacation-rentals/book/confirm?bookingId=…: the saga's progress, then the H- code. */
function ConfirmationPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const bookingId = params.get('bookingId') ?? '';
  const booking = useQuery({ ...homeBookingQueryOptions(bookingId), enabled: bookingId !== '' });
  const searchPath = '/vacation-rentals/';
  return (
    <BookingConfirmationFrame
      bookingId={bookingId}
      booking={booking}
      pageTitle={intl.formatMessage({ id: 'homeConfirm.pageTitle' })}
      search={{ path: searchPath, label: intl.formatMessage({ id: 'homeBook.search' }) }}
    >
      {(data): ConfirmationView => {
        if (data.status === 'PendingConfirm') {
          return {
            kind: 'progress',
            title: intl.formatMessage({ id: 'homeBook.progress.title' }),
            step: data.step,
            supplier: 'home',
          };
        }
        if (data.status === 'Failure')
          return failedBookingView(intl, {
            title: intl.formatMessage({ id: 'homeConfirm.failed.title' }),
            error: data.error,
            ids: ['bookingError.{code}'],
            shopUrl: searchPath,
            chooseAnotherLabel: intl.formatMessage({ id: 'homeBook.chooseAnother' }),
          });
        return {
          kind: 'done',
          isHeld: data.status === 'AwaitingApproval',
          body: <Confirmation booking={data} />,
        };
      }}
    </BookingConfirmationFrame>
  );
}

/** A confirmed, held or cancelled stay: the code, the guest, the host's contact, what was paid. */
function Confirmation({ booking }: { booking: HomeBookingView }) {
  const intl = useIntl();
  const isHeld = booking.status === 'AwaitingApproval';
  const isCancelled = booking.status === 'Cancelled';
  const expiresAt = booking.policy?.approvalExpiresAt ?? null;
  return (
    <BookingConfirmation
      bookingId={booking.id}
      badge={`${booking.home.title} · ${booking.home.city}`}
      isHeld={isHeld}
      title={intl.formatMessage({
        id: isHeld
          ? 'approval.held.title'
          : isCancelled
            ? 'homeConfirm.cancelled'
            : 'homeConfirm.title',
      })}
      code={booking.confirmationCode}
      notes={
        isHeld && expiresAt ? (
          <p>
            {intl.formatMessage(
              { id: 'homeConfirm.held.body' },
              {
                total: formatTotal(intl, booking.pricing.total),
                until: formatHoldEnd(intl, expiresAt),
              },
            )}
          </p>
        ) : null
      }
      email={booking.contactEmail}
      earn={booking.earn}
      another={{
        path: '/vacation-rentals/',
        label: intl.formatMessage({ id: 'homeConfirm.bookAnother' }),
      }}
      summary={
        <HomeBookingSummary
          home={booking.home}
          stay={booking.stay}
          pricing={booking.pricing}
          chargedMinor={booking.totals.total.amountMinor}
          payments={booking.totals.payments.map((p) => ({ source: p.source, amount: p.amount }))}
          rewardsCurrency={null}
          earn={null}
          expiresAt={null}
          now={Date.now}
        />
      }
    >
      <dl className="wf-booking-prices">
        <div>
          <dt>{intl.formatMessage({ id: 'homeConfirm.guest' })}</dt>
          <dd>
            {booking.guest.givenName} {booking.guest.surname}
          </dd>
        </div>
        {booking.hostContact ? (
          <>
            <div>
              <dt>{intl.formatMessage({ id: 'homeConfirm.address' })}</dt>
              <dd>{`${booking.hostContact.address}, ${booking.home.city}`}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: 'homeConfirm.host' })}</dt>
              <dd>
                {booking.hostContact.name} · {booking.hostContact.phone} ·{' '}
                {booking.hostContact.email}
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      <p>{sayCheckIn(intl, booking.home)}</p>
      <h2>{intl.formatMessage({ id: 'homeShop.cancellation' })}</h2>
      <HomeCancellationText kind={booking.home.cancellationKind} policy={booking.cancellation} />
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
