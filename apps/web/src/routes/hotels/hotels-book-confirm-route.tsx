import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { HotelBookingView } from '@wayfare/contracts/hotel-booking';
import { formatRewardAmount } from '@wayfare/domain/display-rules';
import { hotelBookingQueryOptions } from '../../api/hotel-booking-calls';
import { selectNextStep } from '../../features/booking/booking-errors';
import { BookingNextAction } from '../../features/booking/booking-problem';
import { BookingProgress } from '../../features/booking/booking-progress';
import '../../features/booking/booking.css';
import '../../features/flight-results/flight-results.css';
import { formatClockTime, formatIsoDate } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import { HotelBookingSummary } from '../../features/hotel-booking/hotel-booking-summary';
import '../../features/hotel-booking/hotel-booking.css';
import '../../features/hotel-results/hotel-results.css';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
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

  let title = intl.formatMessage({ id: 'hotelConfirm.pageTitle' });
  let body;
  if (!bookingId || (booking.isError && !booking.data)) {
    body = (
      <Notice
        tone="error"
        headingLevel={1}
        title={intl.formatMessage({ id: 'confirmation.notFound.title' })}
        action={
          <>
            {bookingId ? (
              <Button onPress={() => void booking.refetch()}>
                {intl.formatMessage({ id: 'common.tryAgain' })}
              </Button>
            ) : null}
            <Link to="/hotels/search">
              {intl.formatMessage({ id: 'hotelResults.startSearch' })}
            </Link>
          </>
        }
      >
        <p>{intl.formatMessage({ id: 'confirmation.notFound.body' })}</p>
      </Notice>
    );
  } else if (!booking.data) {
    body = <LoadingState label={intl.formatMessage({ id: 'confirmation.loading' })} />;
  } else if (booking.data.status === 'PendingConfirm') {
    title = intl.formatMessage({ id: 'hotelBook.progress.title' });
    body = (
      <>
        <h1>{intl.formatMessage({ id: 'hotelBook.progress.title' })}</h1>
        <div className="wf-card wf-booking-section">
          <BookingProgress step={booking.data.step} supplier="hotel" />
        </div>
      </>
    );
  } else if (booking.data.status === 'Failure') {
    title = intl.formatMessage({ id: 'hotelConfirm.failed.title' });
    const error = booking.data.error;
    const code = error?.failureReason === 'LackOfInventory' ? 'LackOfInventory' : error?.code;
    const id = `hotelBookError.${code ?? 'Unknown'}`;
    const shared = `bookingError.${code ?? 'Unknown'}`;
    const next = selectNextStep(code ?? 'ProviderError');
    body = (
      <Notice
        tone="error"
        headingLevel={1}
        title={intl.formatMessage({ id: 'hotelConfirm.failed.title' })}
        action={
          next === 'searchAgain' || next === 'tryAgain' ? (
            <Link to={shopUrlOf(booking.data)} className="wf-button" data-variant="primary">
              {intl.formatMessage({ id: 'hotelBook.chooseAnotherRoom' })}
            </Link>
          ) : (
            <BookingNextAction
              next={next}
              actions={{
                shopUrl: shopUrlOf(booking.data),
                chooseOtherLabel: intl.formatMessage({ id: 'hotelBook.chooseAnotherRoom' }),
              }}
            />
          )
        }
      >
        <p>
          {id in intl.messages
            ? intl.formatMessage({ id: id as 'hotelBookError.Unknown' })
            : shared in intl.messages
              ? intl.formatMessage({ id: shared as 'bookingError.ProviderError' })
              : (error?.message ?? intl.formatMessage({ id: 'hotelBookError.Unknown' }))}
        </p>
      </Notice>
    );
  } else {
    if (booking.data.status === 'AwaitingApproval') {
      title = intl.formatMessage({ id: 'approval.held.title' });
    }
    body = <Confirmation booking={booking.data} />;
  }
  return (
    <div className="wf-page wf-booking-page">
      <PageTitle title={title} />
      {body}
    </div>
  );
}

/** A confirmed, held or cancelled stay: the code, the guest, what was paid and what is due. */
function Confirmation({ booking }: { booking: HotelBookingView }) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const isHeld = booking.status === 'AwaitingApproval';
  const isCancelled = booking.status === 'Cancelled';
  const expiresAt = booking.policy?.approvalExpiresAt ?? null;
  const rewardsPayment = booking.totals.payments.find((p) => p.source === 'Rewards');
  return (
    <div className="wf-booking-layout">
      <section className="wf-card wf-confirmation" aria-labelledby="confirmation-title">
        <p className="wf-confirmation-badge" data-tone={isHeld ? 'pending' : undefined}>
          {intl.formatMessage(
            { id: 'hotelConfirm.badge' },
            {
              nights: booking.nights,
              from: formatIsoDate(intl, booking.checkIn.date),
              until: formatIsoDate(intl, booking.checkOut.date),
            },
          )}
        </p>
        <h1 id="confirmation-title" ref={headingRef} tabIndex={-1}>
          {intl.formatMessage({
            id: isHeld
              ? 'approval.held.title'
              : isCancelled
                ? 'hotelConfirm.cancelled'
                : 'hotelConfirm.title',
          })}
        </h1>
        {booking.confirmationCode ? (
          <p className="wf-confirmation-code">
            {intl.formatMessage({ id: 'confirmation.code' })}{' '}
            <strong data-testid="confirmation-code">{booking.confirmationCode}</strong>
          </p>
        ) : null}
        {isHeld && expiresAt ? (
          <p>
            {intl.formatMessage(
              { id: 'hotelConfirm.held.body' },
              {
                total: formatTotal(intl, booking.totals.total),
                until: intl.formatDate(expiresAt, {
                  weekday: 'short',
                  month: 'short',
                  day: 'numeric',
                  hour: 'numeric',
                  minute: '2-digit',
                }),
              },
            )}
          </p>
        ) : null}
        <p>
          {intl.formatMessage(
            { id: isHeld ? 'approval.held.email' : 'confirmation.emailSent' },
            { email: booking.contactEmail },
          )}
        </p>
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
        <dl className="wf-booking-prices">
          {booking.totals.payments.map((payment) => (
            <div key={payment.source}>
              <dt>{intl.formatMessage({ id: `booking.source.${payment.source}` })}</dt>
              <dd>{formatTotal(intl, payment.amount)}</dd>
            </div>
          ))}
          <div className="wf-booking-total">
            <dt>{intl.formatMessage({ id: 'hotelShop.payNow' })}</dt>
            <dd data-testid="confirmation-total">{formatTotal(intl, booking.totals.total)}</dd>
          </div>
          {booking.totals.dueAtProperty.amountMinor > 0 ? (
            <div>
              <dt>{intl.formatMessage({ id: 'hotelShop.dueAtProperty' })}</dt>
              <dd>{formatTotal(intl, booking.totals.dueAtProperty)}</dd>
            </div>
          ) : null}
        </dl>
        {booking.earn && booking.earn.value > 0 ? (
          <p className="wf-fare-earn">
            {intl.formatMessage(
              {
                id:
                  booking.earn.currency === 'miles'
                    ? 'confirmation.earned.miles'
                    : 'confirmation.earned.cash',
              },
              {
                amount: formatRewardAmount(booking.earn.value, booking.earn.currency, intl.locale),
              },
            )}
          </p>
        ) : null}
        <div className="wf-row">
          <Link
            to={`/trips/${encodeURIComponent(booking.id)}`}
            className="wf-button"
            data-variant="primary"
          >
            {intl.formatMessage({ id: 'confirmation.viewTrip' })}
          </Link>
          <Link to="/hotels/search" className="wf-button" data-variant="secondary">
            {intl.formatMessage({ id: 'hotelConfirm.bookAnother' })}
          </Link>
        </div>
      </section>
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
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={CONFIRM_MESSAGES}>
      <ConfirmationPage />
    </AreaMessages>
  );
}
