import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { ExperienceBookingView } from '@wayfare/contracts/experiences';
import { experienceBookingQueryOptions } from '../../api/experiences-calls';
import { ActivityCancellationText, ActivityItinerary } from '../../components/activity-details';
import '../../components/activity-details.css';
import {
  BookingConfirmation,
  BookingConfirmationFrame,
  failedBookingView,
  formatHoldEnd,
  type ConfirmationView,
} from '../../features/booking/booking-confirmation-frame';
import '../../features/booking/booking.css';
import '../../features/hotel-booking/hotel-booking.css';
import { formatTotal } from '../../format/format-money';
import { buildActivityPath } from '../../model/activity-search-params';
import { AreaMessages } from '../../i18n/area-messages';
import { ACTIVITIES_EN } from '../../i18n/catalogues/activities';
import { ACTIVITY_BOOKING_EN } from '../../i18n/catalogues/activity-booking';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { ExperienceSummary } from '../../components/activity-summary';

const CONFIRM_MESSAGES = { ...FLIGHT_BOOKING_EN, ...ACTIVITIES_EN, ...ACTIVITY_BOOKING_EN };

/** /activities/book/confirm?bookingId=…: the saga's progress, then the confirmation (H- code). */
function ConfirmationPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const bookingId = params.get('bookingId') ?? '';
  const booking = useQuery({
    ...experienceBookingQueryOptions(bookingId),
    enabled: bookingId !== '',
  });
  const searchPath = buildActivityPath('search');
  return (
    <BookingConfirmationFrame
      bookingId={bookingId}
      booking={booking}
      pageTitle={intl.formatMessage({ id: 'activityConfirm.pageTitle' })}
      search={{
        path: searchPath,
        label: intl.formatMessage({ id: 'activityResults.startSearch' }),
      }}
    >
      {(data): ConfirmationView => {
        if (data.status === 'PendingConfirm')
          return {
            kind: 'progress',
            title: intl.formatMessage({ id: 'activityBook.progress' }),
            step: data.step,
            supplier: 'activity',
          };
        if (data.status === 'Failure')
          return failedBookingView(intl, {
            title: intl.formatMessage({ id: 'activityConfirm.failed' }),
            error: data.error,
            ids: ['bookingError.{code}'],
            shopUrl: `${buildActivityPath('shop')}?activityId=${encodeURIComponent(data.activity.activityId)}`,
            chooseAnotherLabel: intl.formatMessage({ id: 'activityBook.chooseAnother' }),
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

function Confirmation({ booking }: { booking: ExperienceBookingView }) {
  const intl = useIntl();
  const isHeld = booking.status === 'AwaitingApproval';
  const expiresAt = booking.policy?.approvalExpiresAt ?? null;
  return (
    <BookingConfirmation
      bookingId={booking.id}
      badge={booking.activity.title}
      isHeld={isHeld}
      title={intl.formatMessage({
        id: isHeld
          ? 'approval.held.title'
          : booking.status === 'Cancelled'
            ? 'activityConfirm.cancelled'
            : 'activityConfirm.title',
      })}
      code={booking.confirmationCode}
      notes={
        <>
          {booking.supplierConfirmation ? (
            <p className="wf-field-description">
              {intl.formatMessage(
                { id: 'activityConfirm.operatorCode' },
                { code: booking.supplierConfirmation },
              )}
            </p>
          ) : null}
          {isHeld && expiresAt ? (
            <p>
              {intl.formatMessage(
                { id: 'activityConfirm.held' },
                {
                  total: formatTotal(intl, booking.total),
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
        path: buildActivityPath('search'),
        label: intl.formatMessage({ id: 'activityConfirm.another' }),
      }}
      summary={
        <ExperienceSummary
          quote={booking}
          payments={booking.totals.payments}
          rewardsCurrency={null}
          earn={null}
          expiresAt={null}
        />
      }
    >
      <dl className="wf-booking-prices">
        <div>
          <dt>{intl.formatMessage({ id: 'activityConfirm.lead' })}</dt>
          <dd>
            {booking.leadTraveler.givenName} {booking.leadTraveler.surname}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'activityDetails.meetingPoint' })}</dt>
          <dd>{booking.activity.meetingPoint.name}</dd>
        </div>
      </dl>
      <ActivityItinerary activity={booking.activity} startTime={booking.startTime} />
      <section className="wf-card" aria-labelledby="activity-confirm-policy">
        <h2 id="activity-confirm-policy">
          {intl.formatMessage({ id: 'activityDetails.cancellation' })}
        </h2>
        <ActivityCancellationText
          policy={booking.activity.cancellationPolicy}
          deadlines={{
            freeCancellationUntil: booking.freeCancellationUntil,
            partialRefundUntil: booking.partialRefundUntil,
            timeZone: booking.activity.timeZone,
          }}
        />
      </section>
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
