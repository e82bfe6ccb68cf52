import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { CarBookingView } from '@wayfare/contracts/car-booking';
import { formatRewardAmount } from '@wayfare/domain/display-rules';
import { carBookingQueryOptions } from '../../api/cars-calls';
import { selectNextStep } from '../../features/booking/booking-errors';
import { BookingNextAction } from '../../features/booking/booking-problem';
import { BookingProgress } from '../../features/booking/booking-progress';
import '../../features/booking/booking.css';
import { CarBookingSummary } from '../../features/car-booking/car-booking-summary';
import '../../features/car-results/car-results.css';
import '../../features/car-shop/car-shop.css';
import '../../features/flight-results/flight-results.css';
import '../../features/hotel-booking/hotel-booking.css';
import { CarCancellationTerms, CarCounters } from '../../components/car-rental-details';
import { PageTitle } from '../../components/page-title';
import { formatTotal } from '../../format/format-money';
import { buildCarPath } from '../../model/car-search-params';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
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

  let title = intl.formatMessage({ id: 'carConfirm.pageTitle' });
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
            <Link to={searchPath}>{intl.formatMessage({ id: 'carResults.startSearch' })}</Link>
          </>
        }
      >
        <p>{intl.formatMessage({ id: 'confirmation.notFound.body' })}</p>
      </Notice>
    );
  } else if (!booking.data) {
    body = <LoadingState label={intl.formatMessage({ id: 'confirmation.loading' })} />;
  } else if (booking.data.status === 'PendingConfirm') {
    title = intl.formatMessage({ id: 'carBook.progress.title' });
    body = (
      <>
        <h1>{title}</h1>
        <div className="wf-card wf-booking-section">
          <BookingProgress step={booking.data.step} supplier="car" />
        </div>
      </>
    );
  } else if (booking.data.status === 'Failure') {
    title = intl.formatMessage({ id: 'carConfirm.failed.title' });
    const code = booking.data.error?.code ?? 'ProviderError';
    const own = `carBookError.${code}`;
    const shared = `bookingError.${code}`;
    const next = selectNextStep(code);
    body = (
      <Notice
        tone="error"
        headingLevel={1}
        title={title}
        action={
          <BookingNextAction
            next={next === 'tryAgain' ? 'searchAgain' : next}
            actions={{
              shopUrl: searchPath,
              chooseOtherLabel: intl.formatMessage({ id: 'carBook.chooseAnother' }),
            }}
          />
        }
      >
        <p>
          {own in intl.messages
            ? intl.formatMessage({ id: own as 'carBookError.InvalidLoyaltyNumber' })
            : shared in intl.messages
              ? intl.formatMessage({ id: shared as 'bookingError.ProviderError' })
              : (booking.data.error?.message ?? '')}
        </p>
      </Notice>
    );
  } else {
    if (booking.data.status === 'AwaitingApproval')
      title = intl.formatMessage({ id: 'approval.held.title' });
    body = <Confirmation booking={booking.data} />;
  }
  return (
    <div className="wf-page wf-booking-page">
      <PageTitle title={title} />
      {body}
    </div>
  );
}

/** A confirmed, held or cancelled rental: the code, the driver, the counters, what was paid. */
function Confirmation({ booking }: { booking: CarBookingView }) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const isHeld = booking.status === 'AwaitingApproval';
  const isCancelled = booking.status === 'Cancelled';
  const expiresAt = booking.policy?.approvalExpiresAt ?? null;
  return (
    <div className="wf-booking-layout">
      <section className="wf-card wf-confirmation" aria-labelledby="confirmation-title">
        <p className="wf-confirmation-badge" data-tone={isHeld ? 'pending' : undefined}>
          {booking.offer.model} · {booking.offer.supplier.name}
        </p>
        <h1 id="confirmation-title" ref={headingRef} tabIndex={-1}>
          {intl.formatMessage({
            id: isHeld
              ? 'approval.held.title'
              : isCancelled
                ? 'carConfirm.cancelled'
                : 'carConfirm.title',
          })}
        </h1>
        {booking.confirmationCode ? (
          <p className="wf-confirmation-code">
            {intl.formatMessage({ id: 'confirmation.code' })}{' '}
            <strong data-testid="confirmation-code">{booking.confirmationCode}</strong>
          </p>
        ) : null}
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
          <Link to={buildCarPath('search')} className="wf-button" data-variant="secondary">
            {intl.formatMessage({ id: 'carConfirm.bookAnother' })}
          </Link>
        </div>
      </section>
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
