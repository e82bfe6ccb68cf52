import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CfarProtection } from '@wayfare/contracts/cancel-for-any-reason';
import type { CancelOutcome, TripDetail } from '@wayfare/contracts/trips';
import type { MessageId } from '../../i18n/messages-en';
import { usePortal } from '../../tenant/portal-context';
import { Button } from '../../ui/button';
import { formatZonedInstant } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import { CancelTripDialog } from './cancel-trip-dialog';
import { CfarDialog, cfarExpiredId, cfarMessageId, cfarTimeZone } from './cfar-dialog';
import { ChfarStatusText } from './chfar-status';
import { DisruptionNotice, DisruptionRow } from './disruption-status';
import { MissedConnectionNotice, MissedConnectionRow } from './missed-connection-status';
import { ScheduleChangeNotice } from './schedule-change';
import { TripExchangeNotice, changeFlightUrl, formatChangeDay } from './trip-exchange';
import { FlightTripDetails } from './flight-trip-details';
import { HotelTripDetails } from './hotel-trip-details';
import { ActivityCrossSell } from '../../components/activity-cross-sell';
import { CarTripDetails } from './car-trip-details';
import { HomeTripDetails } from './home-trip-details';
import { ExperienceTripDetails } from './experience-trip-details';
import { PackageTripDetails } from './package-trip-details';
import {
  MadeBySupport,
  TripStatusBadge,
  TripTimeBadge,
  formatInstant,
  formatTripDates,
  formatTripSubtitle,
} from './trip-card';
import { TripModals, travelerNamesOf, type TripModal } from './trip-modals';
import { TripPaymentShares } from './trip-payment-shares';

function describeTrip(trip: TripDetail): {
  title: string;
  subtitle: string;
  startDate: string;
  endDate: string;
} {
  if (trip.type === 'Package') {
    const { hotelPart } = trip.booking;
    return {
      title: hotelPart.hotel.name,
      subtitle: hotelPart.hotel.city,
      startDate: trip.booking.search.departureDate,
      endDate: trip.booking.search.returnDate,
    };
  }
  if (trip.type === 'Experience') {
    const { booking } = trip;
    return {
      title: booking.activity.title,
      subtitle: booking.activity.city,
      startDate: booking.date,
      endDate: booking.date,
    };
  }
  if (trip.type === 'Home') {
    const { booking } = trip;
    return {
      title: booking.home.title,
      subtitle: booking.home.city,
      startDate: booking.stay.checkInDate,
      endDate: booking.stay.checkOutDate,
    };
  }
  if (trip.type === 'Car') {
    const { booking } = trip;
    return {
      title: `${booking.offer.supplier.name} · ${booking.offer.model}`,
      subtitle: booking.pickUp.location.name,
      startDate: booking.pickUp.at.slice(0, 10),
      endDate: booking.dropOff.at.slice(0, 10),
    };
  }
  if (trip.type === 'Hotel') {
    const { booking } = trip;
    return {
      title: booking.hotel.name,
      subtitle: booking.hotel.city,
      startDate: booking.checkIn.date,
      endDate: booking.checkOut.date,
    };
  }
  const { booking } = trip;
  const slices = booking.offer.slices;
  const first = slices[0];
  const last = slices[slices.length - 1];
  const firstSegment = first?.segments[0];
  const lastSegment = last?.segments[last.segments.length - 1];
  return {
    title: `${firstSegment?.origin.city ?? first?.origin ?? ''} → ${
      booking.tripSubtitle === 'Round-trip'
        ? (first?.segments[first.segments.length - 1]?.destination.city ?? '')
        : (lastSegment?.destination.city ?? '')
    }`,
    subtitle: booking.tripSubtitle,
    startDate: (firstSegment?.departureTime ?? '').slice(0, 10),
    endDate: (lastSegment?.arrivalTime ?? '').slice(0, 10),
  };
}

/**
 * One trip: its heading, status, actions (receipt, payment, travelers, resend, traveler edit,
 * cancel) and the flight or hotel details. A looked-up trip (access 'lookup') is read-only.
 */
export function TripDetailView({
  trip,
  onTripChange,
  titleLevel = 1,
}: {
  trip: TripDetail;
  onTripChange?: (trip: TripDetail) => void;
  /** 2 where the page already has its own h1 (the look-up page). */
  titleLevel?: 1 | 2;
}) {
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const intl = useIntl();
  const [modal, setModal] = useState<TripModal | null>(null);
  // The trip as the cancel dialog opened on it; null while the dialog is closed.
  const [cancelling, setCancelling] = useState<TripDetail | null>(null);
  const isOwner = trip.access === 'owner';
  // Cancel for any reason's dialog, open on the trip (flight or stay) it was opened on.
  const [usingCfar, setUsingCfar] = useState<TripDetail | null>(null);
  const cfar = trip.cancelForAnyReason;
  const cfarTrip =
    isOwner &&
    trip.tripStatus === 'Confirmed' &&
    cfar !== null &&
    cfar.state !== 'Canceled' &&
    cfar.state !== 'Pending'
      ? trip
      : null;
  const exchange = trip.type === 'Flight' ? trip.exchange : null;
  // While a change is with the airline the trip shows it; another waits for the answer.
  const canChange =
    isOwner && trip.type === 'Flight' && trip.canChange && trip.exchange?.status !== 'Requested';
  const summary = describeTrip(trip);
  const code = trip.booking.confirmationCode;
  const isAwaitingApproval = trip.booking.status === 'AwaitingApproval';
  return (
    <div className="wf-trip-detail">
      <header className="wf-card wf-trip-detail-head">
        <p className="wf-trip-kind">{intl.formatMessage({ id: `trips.type.${trip.type}` })}</p>
        <Title className="wf-trip-title">{summary.title}</Title>
        <p className="wf-trip-subtitle">
          {formatTripSubtitle(intl, trip.type, summary.subtitle)} ·{' '}
          {formatTripDates(intl, summary.startDate, summary.endDate)}
        </p>
        <div className="wf-trip-badges">
          <TripStatusBadge
            trip={{ status: trip.tripStatus, awaitingApproval: isAwaitingApproval }}
          />
          <TripTimeBadge trip={{ status: trip.tripStatus, timeStatus: trip.timeStatus }} />
        </div>
        {trip.madeBySupport ? <MadeBySupport at={trip.madeBySupport.at} /> : null}
        <dl className="wf-trip-facts">
          <div>
            <dt>{intl.formatMessage({ id: 'trips.card.code' })}</dt>
            <dd className="wf-trip-code" data-testid="trip-code">
              {code ?? intl.formatMessage({ id: 'trips.card.noCode' })}
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'trips.card.travelers' })}</dt>
            <dd>{travelerNamesOf(trip).join(', ')}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'trips.card.total' })}</dt>
            <dd>{formatTotal(intl, trip.receipt.total)}</dd>
          </div>
          {cfar ? (
            <div>
              <dt>{intl.formatMessage({ id: 'trips.cfar.label' })}</dt>
              <dd data-testid="trip-cfar">
                <CfarStatusText protection={cfar} trip={trip} />
              </dd>
            </div>
          ) : null}
          {trip.type === 'Flight' && trip.changeForAnyReason ? (
            <div>
              <dt>{intl.formatMessage({ id: 'trips.chfar.label' })}</dt>
              <dd data-testid="trip-chfar">
                <ChfarStatusText protection={trip.changeForAnyReason} trip={trip} />
              </dd>
            </div>
          ) : null}
          {trip.type === 'Flight' && trip.disruptionAssistance ? (
            <DisruptionRow protection={trip.disruptionAssistance} />
          ) : null}
          <MissedConnectionRow trip={trip} />
          {exchange?.status === 'Confirmed' ? (
            <div>
              <dt>{intl.formatMessage({ id: 'trips.exchange.changedLabel' })}</dt>
              <dd data-testid="trip-exchange-changed">
                {intl.formatMessage(
                  { id: 'trips.exchange.changedOn' },
                  { date: formatChangeDay(intl, exchange.decidedAt ?? exchange.requestedAt) },
                )}
              </dd>
            </div>
          ) : null}
          {trip.cancelTerms ? (
            <div>
              <dt>{intl.formatMessage({ id: 'trips.cancelTerms.label' })}</dt>
              <dd data-testid="trip-cancel-terms">
                <CancelTermsText trip={trip} terms={trip.cancelTerms} />
              </dd>
            </div>
          ) : null}
        </dl>
        <div
          className="wf-trip-actions"
          role="group"
          aria-label={intl.formatMessage({ id: 'trips.actions' })}
        >
          <Button variant="secondary" onPress={() => setModal('receipt')}>
            {intl.formatMessage({ id: 'trips.action.receipt' })}
          </Button>
          {isOwner ? (
            <>
              <Button variant="secondary" onPress={() => setModal('payment')}>
                {intl.formatMessage({ id: 'trips.action.payment' })}
              </Button>
              <Button variant="secondary" onPress={() => setModal('travelers')}>
                {intl.formatMessage({ id: 'trips.action.travelers' })}
              </Button>
              <Button variant="secondary" onPress={() => setModal('resend')}>
                {intl.formatMessage({ id: 'trips.action.resend' })}
              </Button>
              {trip.type === 'Flight' ? (
                <Button variant="secondary" onPress={() => setModal('travelerEdit')}>
                  {intl.formatMessage({ id: 'trips.action.travelerEdit' })}
                </Button>
              ) : null}
              {canChange ? (
                <Link
                  to={changeFlightUrl(trip.booking.id)}
                  className="wf-button"
                  data-variant="secondary"
                >
                  {intl.formatMessage({ id: 'trips.action.change' })}
                </Link>
              ) : null}
              {(trip.type === 'Hotel' || trip.type === 'Home') && trip.dateChange?.allowed ? (
                <Link
                  to={`/trips/change?bookingId=${encodeURIComponent(trip.booking.id)}`}
                  className="wf-button"
                  data-variant="secondary"
                >
                  {intl.formatMessage({ id: 'trips.action.changeDates' })}
                </Link>
              ) : null}
              {cfarTrip ? (
                <Button variant="secondary" onPress={() => setUsingCfar(cfarTrip)}>
                  {intl.formatMessage({ id: 'trips.action.cfar' })}
                </Button>
              ) : null}
              {trip.canCancel ? (
                <Button className="wf-trip-cancel" onPress={() => setCancelling(trip)}>
                  {intl.formatMessage({ id: 'trips.action.cancel' })}
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      </header>
      {trip.cancellation ? (
        <div
          className="wf-notice"
          data-tone={trip.cancellation.status === 'Cancelled' ? 'neutral' : 'neutral'}
        >
          <h2>
            {intl.formatMessage({
              id:
                trip.cancellation.status === 'Cancelled'
                  ? 'trips.cancelled.title'
                  : 'trips.cancelPending.title',
            })}
          </h2>
          <p>
            {intl.formatMessage(
              { id: `trips.outcome.${trip.cancellation.outcome}` },
              { refund: formatTotal(intl, sumRefunds(trip)) },
            )}
          </p>
          <p className="wf-field-description">{intl.formatMessage({ id: 'trips.refundTiming' })}</p>
        </div>
      ) : null}
      {trip.type === 'Flight' && trip.disruptionAssistance ? (
        <DisruptionNotice protection={trip.disruptionAssistance} />
      ) : null}
      <MissedConnectionNotice trip={trip} />
      {trip.type === 'Flight' && trip.scheduleChange ? (
        <ScheduleChangeNotice
          trip={trip}
          change={trip.scheduleChange}
          onTripChange={onTripChange}
        />
      ) : null}
      {trip.type === 'Flight' && trip.exchange ? (
        <TripExchangeNotice trip={trip} exchange={trip.exchange} />
      ) : null}
      {trip.type === 'Flight' ? (
        <FlightTripDetails trip={trip} onTripChange={onTripChange} />
      ) : trip.type === 'Car' ? (
        <CarTripDetails trip={trip} onCancel={() => setCancelling(trip)} />
      ) : trip.type === 'Home' ? (
        <HomeTripDetails trip={trip} onCancel={() => setCancelling(trip)} />
      ) : trip.type === 'Experience' ? (
        <ExperienceTripDetails trip={trip} onCancel={() => setCancelling(trip)} />
      ) : trip.type === 'Package' ? (
        <PackageTripDetails trip={trip} />
      ) : (
        <HotelTripDetails trip={trip} />
      )}
      {isOwner ? <TripPaymentShares bookingId={trip.booking.id} /> : null}
      {isOwner &&
      trip.tripStatus === 'Confirmed' &&
      trip.timeStatus === 'Future' &&
      (trip.type === 'Flight' || trip.type === 'Hotel') ? (
        <ActivityCrossSell
          placeName={
            trip.type === 'Hotel'
              ? trip.booking.hotel.city
              : (trip.booking.offer.slices[0]?.segments.at(-1)?.destination.city ?? '')
          }
          fromDate={summary.startDate}
          untilDate={summary.endDate}
        />
      ) : null}
      <TripModals trip={trip} open={modal} onClose={() => setModal(null)} />
      {isOwner && cancelling ? (
        <CancelTripDialog
          trip={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={(next) => onTripChange?.(next)}
        />
      ) : null}
      {isOwner && usingCfar ? (
        <CfarDialog
          trip={usingCfar}
          onClose={() => setUsingCfar(null)}
          onCancelled={(next) => onTripChange?.(next)}
        />
      ) : null}
    </div>
  );
}

/** Where cancel for any reason stands, in a few words. */
function CfarStatusText({ protection, trip }: { protection: CfarProtection; trip: TripDetail }) {
  const intl = useIntl();
  const deadline = formatZonedInstant(intl, protection.deadline, cfarTimeZone(trip));
  if (protection.state === 'Expired')
    return (
      <>
        {intl.formatMessage({ id: 'trips.cfar.status.Expired' })}:{' '}
        {intl.formatMessage({ id: cfarExpiredId(trip.type, protection) }, { deadline })}
      </>
    );
  return (
    <>
      {intl.formatMessage(
        {
          id:
            protection.state === 'CfarRefundable'
              ? cfarMessageId(trip.type, 'status.CfarRefundable')
              : `trips.cfar.status.${protection.state}`,
        },
        {
          deadline,
          percent: protection.refundPercent,
          refund: formatTotal(intl, protection.refundAmount),
          reference: protection.referenceId,
        },
      )}
    </>
  );
}

/**
 * What cancelling now would do, in a few words: the same outcome the cancel dialog quotes, so the
 * page never promises a free cancellation the dialog then sends to the phone.
 */
function CancelTermsText({
  trip,
  terms,
}: {
  trip: TripDetail;
  terms: NonNullable<TripDetail['cancelTerms']>;
}) {
  const intl = useIntl();
  const { brand } = usePortal();
  // A package nothing would come back for says so (it is not cancelled online).
  if (!terms.cancellableOnline && terms.outcome === 'package_non_refundable')
    return <>{intl.formatMessage({ id: 'trips.cancelTerms.package_non_refundable' })}</>;
  if (!terms.cancellableOnline) {
    return (
      <>
        {intl.formatMessage({ id: 'trips.cancelTerms.callUs' })}{' '}
        <a href={`tel:${brand.supportPhone.tel}`}>{brand.supportPhone.display}</a>
      </>
    );
  }
  if (terms.outcome === 'ticketed_void' && trip.type === 'Flight' && trip.voidWindowEndsAt) {
    return (
      <>
        {intl.formatMessage(
          { id: 'trips.cancelTerms.ticketed_void' },
          { until: formatInstant(intl, trip.voidWindowEndsAt) },
        )}
      </>
    );
  }
  const known = CANCEL_TERMS_MESSAGES[terms.outcome];
  return <>{intl.formatMessage({ id: known ?? 'trips.cancelTerms.online' })}</>;
}

const CANCEL_TERMS_MESSAGES: Partial<Record<CancelOutcome, MessageId>> = {
  airline_full_refund: 'trips.cancelTerms.airline_full_refund',
  airline_ftc: 'trips.cancelTerms.airline_ftc',
  airline_ftc_with_penalty: 'trips.cancelTerms.airline_ftc_with_penalty',
  non_refundable: 'trips.cancelTerms.non_refundable',
  hotel_full_refund: 'trips.cancelTerms.hotel_full_refund',
  hotel_partial_refund: 'trips.cancelTerms.hotel_partial_refund',
  hotel_non_refundable: 'trips.cancelTerms.hotel_non_refundable',
  car_free_cancellation: 'trips.cancelTerms.car_free_cancellation',
  car_late_cancellation: 'trips.cancelTerms.car_late_cancellation',
  car_non_refundable: 'trips.cancelTerms.car_non_refundable',
  home_full_refund: 'trips.cancelTerms.home_full_refund',
  home_partial_refund: 'trips.cancelTerms.home_partial_refund',
  home_non_refundable: 'trips.cancelTerms.home_non_refundable',
  experience_full_refund: 'trips.cancelTerms.experience_full_refund',
  experience_partial_refund: 'trips.cancelTerms.experience_partial_refund',
  experience_non_refundable: 'trips.cancelTerms.experience_non_refundable',
  package_full_refund: 'trips.cancelTerms.package_full_refund',
  package_partial_refund: 'trips.cancelTerms.package_partial_refund',
  package_non_refundable: 'trips.cancelTerms.package_non_refundable',
};

function sumRefunds(trip: TripDetail) {
  const refunds = trip.cancellation?.refunds ?? [];
  return {
    amountMinor: refunds.reduce((sum, item) => sum + item.amount.amountMinor, 0),
    currency: refunds[0]?.amount.currency ?? trip.receipt.total.currency,
  };
}
