import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { CarBookingView } from '@wayfare/contracts/car-booking';
import { carBookingQueryOptions } from '../../api/cars-calls';
import {
  BookingConfirmation,
  BookingConfirmationFrame,
  failedBookingView,
  formatHoldEnd,
  type ConfirmationView,
} from '../../features/booking/booking-confirmation-frame';
import '../../features/booking/booking.css';
import { CarBookingSummary } from '../../features/car-booking/car-booking-summary';
import '../../features/car-results/car-results.css';
import '../../features/car-shop/car-shop.css';
import '../../features/flight-results/flight-results.css';
import '../../features/hotel-booking/hotel-booking.css';
import { CarCancellationTerms, CarCounters } from '../../components/car-rental-details';
import { formatTotal } from '../../format/format-money';
import { buildCarPath } from '../../model/car-search-params';
import { AreaMessages } from '../../i18n/area-messages';
import { CARS_EN } from '../../i18n/catalogues/cars';
import { CAR_BOOKING_EN } from '../../i18n/catalogues/car-booking';
import { CAR_FACTS_EN } from '../../i18n/catalogues/car-facts';
import { CAR_RENTAL_EN } from '../../i18n/catalogues/car-rental';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';

const CONFIRM_MESSAGES = {
  ...FLIGHT_BOOKING_EN,
  ...CARS_EN,
  ...CAR_FACTS_EN,
  ...CAR_RENTAL_EN,
  ...CAR_BOOKING_EN,
};

/** /cars/book/confirm?bookingId=…: the saga's progress, then the confirmation (spec §9 H- code). */
function ConfirmationPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const bookingId = params.get('bookingId') ?? '';
  const booking = useQuery({ ...carBookingQueryOptions(bookingId), enabled: bookingId !== '' });
  const searchPath = buildCarPath('search');
  return (
    <BookingConfirmationFrame
      bookingId={bookingId}
      booking={booking}
      pageTitle={intl.formatMessage({ id: 'carConfirm.pageTitle' })}
      search={{ path: searchPath, label: intl.formatMessage({ id: 'carResults.startSearch' }) }}
    >
      {(data): ConfirmationView => {
        if (data.status === 'PendingConfirm') {
          return {
            kind: 'progress',
            title: intl.formatMessage({ id: 'carBook.progress.title' }),
            step: data.step,
            supplier: 'car',
          };
        }
        if (data.status === 'Failure')
          return failedBookingView(intl, {
            title: intl.formatMessage({ id: 'carConfirm.failed.title' }),
            error: data.error,
            ids: ['carBookError.{code}', 'bookingError.{code}'],
            shopUrl: searchPath,
            chooseAnotherLabel: intl.formatMessage({ id: 'carBook.chooseAnother' }),
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

/** A confirmed, held or cancelled rental: the code, the driver, the counters, what was paid. */
function Confirmation({ booking }: { booking: CarBookingView }) {
  const intl = useIntl();
  const isHeld = booking.status === 'AwaitingApproval';
  const isCancelled = booking.status === 'Cancelled';
  const expiresAt = booking.policy?.approvalExpiresAt ?? null;
  return (
    <BookingConfirmation
      bookingId={booking.id}
      badge={`${booking.offer.model} · ${booking.offer.supplier.name}`}
      isHeld={isHeld}
      title={intl.formatMessage({
        id: isHeld
          ? 'approval.held.title'
          : isCancelled
            ? 'carConfirm.cancelled'
            : 'carConfirm.title',
      })}
      code={booking.confirmationCode}
      notes={
        <>
          {booking.supplierConfirmation ? (
            <p className="wf-field-description">
              {intl.formatMessage(
                { id: 'carConfirm.supplierCode' },
                { supplier: booking.offer.supplier.name, code: booking.supplierConfirmation },
              )}
            </p>
          ) : null}
          {isHeld && expiresAt ? (
            <p>
              {intl.formatMessage(
                { id: 'carConfirm.held.body' },
                {
                  total: formatTotal(intl, booking.pricing.total),
                  until: formatHoldEnd(intl, expiresAt),
                },
              )}
            </p>
          ) : null}
        </>
      }
      email={booking.contactEmail}
      earn={booking.earn}
      another={{
        path: buildCarPath('search'),
        label: intl.formatMessage({ id: 'carConfirm.bookAnother' }),
      }}
      summary={
        <CarBookingSummary
          rental={booking}
          extras={booking.extras}
          pricing={booking.pricing}
          payTiming={booking.payTiming}
          payNowMinor={booking.totals.total.amountMinor}
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
          <dt>{intl.formatMessage({ id: 'carConfirm.driver' })}</dt>
          <dd>
            {booking.driver.givenName} {booking.driver.surname}
          </dd>
        </div>
        {booking.loyalty ? (
          <div>
            <dt>{intl.formatMessage({ id: 'carConfirm.loyalty' })}</dt>
            <dd>
              {intl.formatMessage(
                { id: 'carConfirm.loyaltyValue' },
                { lastFour: booking.loyalty.numberLastFour },
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      <CarCounters rental={booking} />
      <CarCancellationTerms
        rental={booking}
        isPrepaid={booking.payTiming === 'PayNow'}
        headingLevel={2}
      />
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
