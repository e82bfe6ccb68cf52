import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { FlightBooking } from '@wayfare/contracts/flight-booking';
import { describeTripRoute, formatRewardAmount } from '@wayfare/domain/display-rules';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { flightBookingQueryOptions } from '../../api/booking-calls';
import { rewardsQueryOptions } from '../../api/session-calls';
import { selectNextStep } from '../../features/booking/booking-errors';
import { BookingNextAction } from '../../features/booking/booking-problem';
import { BookingProgress } from '../../features/booking/booking-progress';
import { BookingSummary } from '../../features/booking/booking-summary';
import '../../features/booking/booking.css';
import '../../features/flight-results/flight-results.css';
import { formatLocalDayTime } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import { buildCarCrossSell, buildCarCrossSellPath } from '../../model/car-cross-sell';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { usePortal } from '../../tenant/portal-context';
import { PageTitle } from '../../components/page-title';
import { BookedTickets } from '../../components/self-transfer-notice';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';

/**
 * /flights/book/confirm?bookingId=… (and /flights/book/virtualInterline/confirm for two tickets,
 * issue 20): the saga's progress, then the confirmation (spec §9).
 */
function ConfirmationPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const bookingId = params.get('bookingId') ?? '';
  const booking = useQuery({ ...flightBookingQueryOptions(bookingId), enabled: bookingId !== '' });

  let title = intl.formatMessage({ id: 'confirmation.pageTitle' });
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
            <Link to="/flights/search">{intl.formatMessage({ id: 'booking.searchFlights' })}</Link>
          </>
        }
      >
        <p>{intl.formatMessage({ id: 'confirmation.notFound.body' })}</p>
      </Notice>
    );
  } else if (!booking.data) {
    body = <LoadingState label={intl.formatMessage({ id: 'confirmation.loading' })} />;
  } else if (booking.data.status === 'Pending') {
    title = intl.formatMessage({ id: 'booking.progress.title' });
    body = (
      <>
        <h1>{intl.formatMessage({ id: 'booking.progress.title' })}</h1>
        <div className="wf-card wf-booking-section">
          <BookingProgress step={booking.data.step} />
        </div>
      </>
    );
  } else if (booking.data.status === 'AwaitingApproval') {
    title = intl.formatMessage({ id: 'approval.held.title' });
    body = <AwaitingApproval booking={booking.data} />;
  } else if (booking.data.status === 'Failed') {
    title = intl.formatMessage({ id: 'confirmation.failed.title' });
    const code = booking.data.error?.code ?? 'ProviderError';
    const id = `bookingError.${code}`;
    const next = selectNextStep(code);
    body = (
      <Notice
        tone="error"
        headingLevel={1}
        title={intl.formatMessage({ id: 'confirmation.failed.title' })}
        action={
          next === 'callUs' || next === 'reload' || next === 'checkTrips' ? (
            <BookingNextAction
              next={next}
              actions={{
                shopUrl: '/flights/search',
                chooseOtherLabel: intl.formatMessage({ id: 'booking.searchFlights' }),
              }}
            />
          ) : (
            <Link to="/flights/search">{intl.formatMessage({ id: 'booking.searchFlights' })}</Link>
          )
        }
      >
        <p>
          {id in intl.messages
            ? intl.formatMessage({ id: id as 'bookingError.ProviderError' })
            : booking.data.error?.message}
        </p>
      </Notice>
    );
  } else {
    body = <Confirmation booking={booking.data} />;
  }
  return (
    <div className="wf-page wf-booking-page">
      <PageTitle title={title} />
      {body}
    </div>
  );
}

/**
 * "Need a car in Boston?" (issue 21): a car at the arrival airport of the first slice, from an hour
 * after landing until two hours before the next flight leaves (three days for a one-way trip).
 */
function CarCrossSell({ booking }: { booking: FlightBooking }) {
  const intl = useIntl();
  const search = buildCarCrossSell(
    booking.offer.slices.flatMap((slice) => {
      const first = slice.segments[0];
      const last = slice.segments.at(-1);
      return first && last
        ? [
            {
              departureTime: first.departureTime,
              arrivalTime: last.arrivalTime,
              destination: { code: last.destination.code, city: last.destination.city },
            },
          ]
        : [];
    }),
  );
  if (!search) return null;
  const airport = search.pickUp.code;
  return (
    <section className="wf-card wf-car-cross-sell" aria-labelledby="car-cross-sell-title">
      <h2 id="car-cross-sell-title">
        {intl.formatMessage({ id: 'carCrossSell.title' }, { city: search.pickUp.name })}
      </h2>
      <p>
        {intl.formatMessage(
          { id: 'carCrossSell.body' },
          {
            airport,
            from: formatLocalDayTime(intl, `${search.fromDate}T${search.pickUpTime}`),
            until: formatLocalDayTime(intl, `${search.untilDate}T${search.dropOffTime}`),
          },
        )}
      </p>
      <Link to={buildCarCrossSellPath(search)} className="wf-button" data-variant="secondary">
        {intl.formatMessage({ id: 'carCrossSell.action' }, { airport })}
      </Link>
    </section>
  );
}

function Confirmation({ booking }: { booking: FlightBooking }) {
  const intl = useIntl();
  const session = useSignedInSession();
  const rewards = useQuery(rewardsQueryOptions(session.userId));
  const { boot } = usePortal();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // Each slice's own airports: a return landing at another airport is named (JFK → LHR, LHR → EWR).
  const route = describeTripRoute(
    booking.offer.slices.map((slice) => ({
      origin: slice.segments[0]?.origin.code ?? slice.origin,
      destination: slice.segments.at(-1)?.destination.code ?? slice.destination,
    })),
  );
  const rewardsCurrency =
    rewards.data?.accounts.find((a) => a.currency === 'cash') &&
    !rewards.data.accounts.some((a) => a.currency === 'miles')
      ? 'cash'
      : 'miles';
  return (
    <div className="wf-booking-layout">
      <div className="wf-stack">
        <section className="wf-card wf-confirmation" aria-labelledby="confirmation-title">
          <p className="wf-confirmation-badge">
            {intl.formatMessage({ id: `confirmation.subtitle.${booking.tripSubtitle}` })} · {route}
          </p>
          <h1 id="confirmation-title" ref={headingRef} tabIndex={-1}>
            {intl.formatMessage({ id: 'confirmation.title' })}
          </h1>
          <p className="wf-confirmation-code">
            {intl.formatMessage({ id: 'confirmation.code' })}{' '}
            <strong data-testid="confirmation-code">{booking.confirmationCode}</strong>
          </p>
          <p>
            {intl.formatMessage({ id: 'confirmation.emailSent' }, { email: booking.contactEmail })}
          </p>
          <BookedTickets offer={booking.offer} locators={booking.tickets ?? []} />
          <h2>{intl.formatMessage({ id: 'confirmation.travelers' })}</h2>
          <ul>
            {booking.travelerNames.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <h2>{intl.formatMessage({ id: 'confirmation.paid' })}</h2>
          <dl className="wf-booking-prices">
            {booking.totals.payments.map((payment) => (
              <div key={payment.source}>
                <dt>{intl.formatMessage({ id: `booking.source.${payment.source}` })}</dt>
                <dd>{formatTotal(intl, payment.amount)}</dd>
              </div>
            ))}
            <div className="wf-booking-total">
              <dt>{intl.formatMessage({ id: 'review.total' })}</dt>
              <dd data-testid="confirmation-total">{formatTotal(intl, booking.totals.total)}</dd>
            </div>
          </dl>
          {booking.addOns.cancelForAnyReason ? (
            <p>{intl.formatMessage({ id: 'confirmation.cfar' })}</p>
          ) : null}
          {booking.addOns.changeForAnyReason ? (
            <p>
              {intl.formatMessage(
                { id: 'confirmation.chfar' },
                { hours: protectionTermsFor(boot.tenant).changeForAnyReason.deadlineHours },
              )}
            </p>
          ) : null}
          {booking.addOns.disruptionAssistance ? (
            <p>{intl.formatMessage({ id: 'confirmation.disruption' })}</p>
          ) : (
            <p>
              {/* The offer page says whether it can still be added (24 hours before departure). */}
              <Link to={`/flights/disruption-offer?tripId=${encodeURIComponent(booking.id)}`}>
                {intl.formatMessage({ id: 'confirmation.disruptionOffer' })}
              </Link>
            </p>
          )}
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
                  amount: formatRewardAmount(
                    booking.earn.value,
                    booking.earn.currency,
                    intl.locale,
                  ),
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
            <Link to="/flights/search" className="wf-button" data-variant="secondary">
              {intl.formatMessage({ id: 'confirmation.bookAnother' })}
            </Link>
          </div>
        </section>
        <CarCrossSell booking={booking} />
      </div>
      <BookingSummary
        offer={booking.offer}
        totalMinor={booking.totals.total.amountMinor}
        cfarPremium={booking.addOns.cancelForAnyReason?.premium ?? null}
        chfarPremium={booking.addOns.changeForAnyReason?.premium ?? null}
        disruptionFee={booking.addOns.disruptionAssistance?.fee ?? null}
        payments={[]}
        rewardsCurrency={rewardsCurrency}
        earn={null}
        expiresAt={null}
        now={Date.now}
      />
    </div>
  );
}

/** A trip held for the business's approver: seats and price kept until the window closes. */
function AwaitingApproval({ booking }: { booking: FlightBooking }) {
  const intl = useIntl();
  const expiresAt = booking.policy?.approvalExpiresAt ?? null;
  return (
    <div className="wf-booking-layout">
      <section className="wf-card wf-confirmation" aria-labelledby="approval-held-title">
        <p className="wf-confirmation-badge" data-tone="pending">
          {intl.formatMessage({ id: `confirmation.subtitle.${booking.tripSubtitle}` })}
        </p>
        <h1 id="approval-held-title">{intl.formatMessage({ id: 'approval.held.title' })}</h1>
        <p>
          {expiresAt
            ? intl.formatMessage(
                { id: 'approval.held.body' },
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
              )
            : null}
        </p>
        <p>{intl.formatMessage({ id: 'approval.held.email' }, { email: booking.contactEmail })}</p>
        {booking.policy?.outOfPolicyReason ? (
          <p>
            {intl.formatMessage(
              { id: 'approval.held.reason' },
              { reason: booking.policy.outOfPolicyReason },
            )}
          </p>
        ) : null}
        <h2>{intl.formatMessage({ id: 'confirmation.travelers' })}</h2>
        <ul>
          {booking.travelerNames.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        <div className="wf-row">
          <Link
            to={`/trips/${encodeURIComponent(booking.id)}`}
            className="wf-button"
            data-variant="secondary"
          >
            {intl.formatMessage({ id: 'confirmation.viewTrip' })}
          </Link>
        </div>
      </section>
      <BookingSummary
        offer={booking.offer}
        totalMinor={booking.totals.total.amountMinor}
        cfarPremium={booking.addOns.cancelForAnyReason?.premium ?? null}
        chfarPremium={booking.addOns.changeForAnyReason?.premium ?? null}
        disruptionFee={booking.addOns.disruptionAssistance?.fee ?? null}
        payments={[]}
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
    <AreaMessages english={FLIGHT_BOOKING_EN}>
      <ConfirmationPage />
    </AreaMessages>
  );
}
