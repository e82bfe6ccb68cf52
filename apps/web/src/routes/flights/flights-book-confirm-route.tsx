import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { FlightBooking } from '@wayfare/contracts/flight-booking';
import { describeTripRoute } from '@wayfare/domain/display-rules';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { flightBookingQueryOptions } from '../../api/booking-calls';
import { rewardsQueryOptions } from '../../api/session-calls';
import { selectNextStep } from '../../features/booking/booking-errors';
import { SplitPaymentPending } from '../../features/booking/split-payment-status';
import { BookingNextAction } from '../../features/booking/booking-problem';
import {
  BookingConfirmation,
  BookingConfirmationFrame,
  PaidLines,
  formatHoldEnd,
  sayBookingFailure,
  type ConfirmationView,
} from '../../features/booking/booking-confirmation-frame';
import { BookingSummary } from '../../features/booking/booking-summary';
import '../../features/booking/booking.css';
import '../../features/flight-results/flight-results.css';
import { formatLocalDayTime } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import { buildCarCrossSell, buildCarCrossSellPath } from '../../model/car-cross-sell';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { usePortal } from '../../tenant/portal-context';
import { BookedTickets } from '../../components/self-transfer-notice';
import { ActivityCrossSell } from '../../components/activity-cross-sell';
import { HotelCrossSell } from '../../features/hotel-results/hotel-cross-sell';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { ACTIVITIES_EN } from '../../i18n/catalogues/activities';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { TRAVEL_SALE_EN } from '../../i18n/catalogues/travel-sale';

/** The confirmation's messages, with the experiences' and hotels' for its suggestions (issues 22, 23). */
const CONFIRM_MESSAGES = {
  ...FLIGHT_BOOKING_EN,
  ...ACTIVITIES_EN,
  ...HOTELS_EN,
  ...TRAVEL_SALE_EN,
};

/**
 * /flights/book/confirm?bookingId=… (and /flights/book/virtualInterline/confirm for two tickets,
 * issue 20): the saga's progress, then the confirmation (spec §9).
 */
function ConfirmationPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const bookingId = params.get('bookingId') ?? '';
  const booking = useQuery({ ...flightBookingQueryOptions(bookingId), enabled: bookingId !== '' });
  const searchFlights = intl.formatMessage({ id: 'booking.searchFlights' });
  return (
    <BookingConfirmationFrame
      bookingId={bookingId}
      booking={booking}
      pageTitle={intl.formatMessage({ id: 'confirmation.pageTitle' })}
      search={{ path: '/flights/search', label: searchFlights }}
    >
      {(data): ConfirmationView => {
        // Held for a split payment's shares (issue 23): the shares until the split ends.
        if (data.awaitingSplitPayment)
          return { kind: 'done', body: <SplitPaymentPending bookingId={data.id} /> };
        if (data.status === 'Pending') {
          return {
            kind: 'progress',
            title: intl.formatMessage({ id: 'booking.progress.title' }),
            step: data.step,
          };
        }
        if (data.status === 'AwaitingApproval') {
          return { kind: 'done', isHeld: true, body: <AwaitingApproval booking={data} /> };
        }
        if (data.status === 'Failed') {
          const code = data.error?.code ?? 'ProviderError';
          const next = selectNextStep(code);
          return {
            kind: 'failed',
            title: intl.formatMessage({ id: 'confirmation.failed.title' }),
            message: sayBookingFailure(intl, [`bookingError.${code}`], data.error?.message),
            action:
              next === 'callUs' || next === 'reload' || next === 'checkTrips' ? (
                <BookingNextAction
                  next={next}
                  actions={{ shopUrl: '/flights/search', chooseOtherLabel: searchFlights }}
                />
              ) : (
                <Link to="/flights/search">{searchFlights}</Link>
              ),
          };
        }
        return { kind: 'done', body: <Confirmation booking={data} /> };
      }}
    </BookingConfirmationFrame>
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

/** Things to do at the first slice's destination, from landing until the next flight (issue 22). */
function FlightActivityCrossSell({ booking }: { booking: FlightBooking }) {
  const [first, next] = booking.offer.slices;
  const arrival = first?.segments.at(-1);
  if (!arrival) return null;
  const fromDate = arrival.arrivalTime.slice(0, 10);
  const untilDate = next?.segments[0]?.departureTime.slice(0, 10) ?? fromDate;
  return (
    <ActivityCrossSell
      placeName={arrival.destination.city}
      fromDate={fromDate}
      untilDate={untilDate < fromDate ? fromDate : untilDate}
    />
  );
}

function Confirmation({ booking }: { booking: FlightBooking }) {
  const intl = useIntl();
  const session = useSignedInSession();
  const rewards = useQuery(rewardsQueryOptions(session.userId));
  const { boot } = usePortal();
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
    <BookingConfirmation
      bookingId={booking.id}
      badge={`${intl.formatMessage({ id: `confirmation.subtitle.${booking.tripSubtitle}` })} · ${route}`}
      title={intl.formatMessage({ id: 'confirmation.title' })}
      code={booking.confirmationCode}
      email={booking.contactEmail}
      earn={booking.earn}
      another={{
        path: '/flights/search',
        label: intl.formatMessage({ id: 'confirmation.bookAnother' }),
      }}
      after={
        <>
          <HotelCrossSell lookupSource="flight_checkout" bookingId={booking.id} />
          <CarCrossSell booking={booking} />
          <FlightActivityCrossSell booking={booking} />
        </>
      }
      summary={<FlightSummary booking={booking} rewardsCurrency={rewardsCurrency} />}
    >
      <BookedTickets offer={booking.offer} locators={booking.tickets ?? []} />
      <Travelers names={booking.travelerNames} />
      <h2>{intl.formatMessage({ id: 'confirmation.paid' })}</h2>
      <PaidLines
        payments={booking.totals.payments}
        total={booking.totals.total}
        totalLabel={intl.formatMessage({ id: 'review.total' })}
      />
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
    </BookingConfirmation>
  );
}

/** The travellers' names under their heading. */
function Travelers({ names }: { names: readonly string[] }) {
  const intl = useIntl();
  return (
    <>
      <h2>{intl.formatMessage({ id: 'confirmation.travelers' })}</h2>
      <ul>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </>
  );
}

/** The trip's summary beside its confirmation (or its hold). */
function FlightSummary({
  booking,
  rewardsCurrency,
}: {
  booking: FlightBooking;
  rewardsCurrency: 'miles' | 'cash' | null;
}) {
  return (
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
                  until: formatHoldEnd(intl, expiresAt),
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
        <Travelers names={booking.travelerNames} />
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
      <FlightSummary booking={booking} rewardsCurrency={null} />
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
