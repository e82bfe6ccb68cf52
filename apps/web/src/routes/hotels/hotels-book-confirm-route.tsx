import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { HotelBookingView } from '@wayfare/contracts/hotel-booking';
import { hotelBookingQueryOptions } from '../../api/hotel-booking-calls';
import { selectNextStep } from '../../features/booking/booking-errors';
import { SplitPaymentPending } from '../../features/booking/split-payment-status';
import {
  BookingConfirmation,
  BookingConfirmationFrame,
  ChooseAnotherAction,
  PaidLines,
  formatHoldEnd,
  sayBookingFailure,
  type ConfirmationView,
} from '../../features/booking/booking-confirmation-frame';
import '../../features/booking/booking.css';
import '../../features/flight-results/flight-results.css';
import { formatClockTime, formatIsoDate } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import { HotelBookingSummary } from '../../features/hotel-booking/hotel-booking-summary';
import '../../features/hotel-booking/hotel-booking.css';
import '../../features/hotel-results/hotel-results.css';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { HOTEL_BOOKING_EN } from '../../i18n/catalogues/hotel-booking';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { sayCancellationTerms } from '../../format/format-cancellation-terms';

const CONFIRM_MESSAGES = { ...FLIGHT_BOOKING_EN, ...HOTELS_EN, ...HOTEL_BOOKING_EN };

/** The hotel page of a booking's stay, to choose a room again. */
function shopUrlOf(booking: HotelBookingView): string {
  const params = new URLSearchParams({
    lodgingId: booking.hotel.lodgingId,
    fromDate: booking.stay.checkInDate,
    untilDate: booking.stay.checkOutDate,
    rooms: String(booking.stay.rooms),
    adults: String(booking.stay.adults),
    children: String(booking.stay.children),
  });
  return `/hotels/shop?${params.toString()}`;
}

/** /hotels/book/confirm?bookingId=…: the saga's progress, then the confirmation (spec §9). */
function ConfirmationPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const bookingId = params.get('bookingId') ?? '';
  const booking = useQuery({ ...hotelBookingQueryOptions(bookingId), enabled: bookingId !== '' });
  return (
    <BookingConfirmationFrame
      bookingId={bookingId}
      booking={booking}
      pageTitle={intl.formatMessage({ id: 'hotelConfirm.pageTitle' })}
      search={{
        path: '/hotels/search',
        label: intl.formatMessage({ id: 'hotelResults.startSearch' }),
      }}
    >
      {(data): ConfirmationView => {
        // Held for a split payment's shares (issue 23): the shares until the split ends.
        if (data.awaitingSplitPayment)
          return { kind: 'done', body: <SplitPaymentPending bookingId={data.id} /> };
        if (data.status === 'PendingConfirm') {
          return {
            kind: 'progress',
            title: intl.formatMessage({ id: 'hotelBook.progress.title' }),
            step: data.step,
            supplier: 'hotel',
          };
        }
        if (data.status === 'Failure') {
          const error = data.error;
          const code = error?.failureReason === 'LackOfInventory' ? 'LackOfInventory' : error?.code;
          return {
            kind: 'failed',
            title: intl.formatMessage({ id: 'hotelConfirm.failed.title' }),
            message: sayBookingFailure(
              intl,
              [`hotelBookError.${code ?? 'Unknown'}`, `bookingError.${code ?? 'Unknown'}`],
              error?.message ?? intl.formatMessage({ id: 'hotelBookError.Unknown' }),
            ),
            action: (
              <ChooseAnotherAction
                next={selectNextStep(code ?? 'ProviderError')}
                shopUrl={shopUrlOf(data)}
                label={intl.formatMessage({ id: 'hotelBook.chooseAnotherRoom' })}
              />
            ),
          };
        }
        return {
          kind: 'done',
          isHeld: data.status === 'AwaitingApproval',
          body: <Confirmation booking={data} />,
        };
      }}
    </BookingConfirmationFrame>
  );
}

/** A confirmed, held or cancelled stay: the code, the guest, what was paid and what is due. */
function Confirmation({ booking }: { booking: HotelBookingView }) {
  const intl = useIntl();
  const isHeld = booking.status === 'AwaitingApproval';
  const isCancelled = booking.status === 'Cancelled';
  const expiresAt = booking.policy?.approvalExpiresAt ?? null;
  const rewardsPayment = booking.totals.payments.find((p) => p.source === 'Rewards');
  return (
    <BookingConfirmation
      bookingId={booking.id}
      badge={intl.formatMessage(
        { id: 'hotelConfirm.badge' },
        {
          nights: booking.nights,
          from: formatIsoDate(intl, booking.checkIn.date),
          until: formatIsoDate(intl, booking.checkOut.date),
        },
      )}
      isHeld={isHeld}
      title={intl.formatMessage({
        id: isHeld
          ? 'approval.held.title'
          : isCancelled
            ? 'hotelConfirm.cancelled'
            : 'hotelConfirm.title',
      })}
      code={booking.confirmationCode}
      notes={
        isHeld && expiresAt ? (
          <p>
            {intl.formatMessage(
              { id: 'hotelConfirm.held.body' },
              {
                total: formatTotal(intl, booking.totals.total),
                until: formatHoldEnd(intl, expiresAt),
              },
            )}
          </p>
        ) : null
      }
      email={booking.contactEmail}
      earn={booking.earn}
      another={{
        path: '/hotels/search',
        label: intl.formatMessage({ id: 'hotelConfirm.bookAnother' }),
      }}
      summary={
        <HotelBookingSummary
          hotel={booking.hotel}
          stay={booking.stay}
          nights={booking.nights}
          room={booking.room}
          pricing={booking.pricing}
          payments={[]}
          rewardsCurrency={rewardsPayment ? 'miles' : null}
          earn={null}
          expiresAt={null}
          now={Date.now}
        />
      }
    >
      <h2>{intl.formatMessage({ id: 'hotelConfirm.stay' })}</h2>
      <dl className="wf-booking-prices">
        <div>
          <dt>{intl.formatMessage({ id: 'hotelConfirm.guest' })}</dt>
          <dd>
            {booking.guests.lead.givenName} {booking.guests.lead.surname}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'hotelConfirm.room' })}</dt>
          <dd>
            {booking.room.roomName} · {intl.formatMessage({ id: `bedType.${booking.bedType}` })}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'hotelShop.checkIn' })}</dt>
          <dd>
            {formatIsoDate(intl, booking.checkIn.date)} ·{' '}
            {formatClockTime(intl, booking.checkIn.time)}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'hotelShop.checkOut' })}</dt>
          <dd>
            {formatIsoDate(intl, booking.checkOut.date)} ·{' '}
            {formatClockTime(intl, booking.checkOut.time)}
          </dd>
        </div>
        {booking.loyaltyNumber ? (
          <div>
            <dt>{intl.formatMessage({ id: 'hotelConfirm.loyalty' })}</dt>
            <dd>{booking.loyaltyNumber}</dd>
          </div>
        ) : null}
        {booking.specialRequests ? (
          <div>
            <dt>{intl.formatMessage({ id: 'hotelBook.requests.label' })}</dt>
            <dd>{booking.specialRequests}</dd>
          </div>
        ) : null}
      </dl>
      <h2>{intl.formatMessage({ id: 'hotelBook.cancellation' })}</h2>
      <p>{sayCancellationTerms(intl, booking.cancellationPolicy)}</p>
      <h2>{intl.formatMessage({ id: isHeld ? 'hotelConfirm.toPay' : 'confirmation.paid' })}</h2>
      <PaidLines
        payments={booking.totals.payments}
        total={booking.totals.total}
        totalLabel={intl.formatMessage({ id: 'hotelShop.payNow' })}
      >
        {booking.totals.dueAtProperty.amountMinor > 0 ? (
          <div>
            <dt>{intl.formatMessage({ id: 'hotelShop.dueAtProperty' })}</dt>
            <dd>{formatTotal(intl, booking.totals.dueAtProperty)}</dd>
          </div>
        ) : null}
      </PaidLines>
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
