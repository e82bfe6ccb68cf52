import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ExperienceTripDetail } from '@wayfare/contracts/trips';
import {
  ActivityCancellationText,
  ActivityInclusions,
  ActivityItinerary,
  ActivityTicketLines,
} from '../../components/activity-details';
import '../../components/activity-details.css';
import { formatZonedInstant } from '../../format/format-dates';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';

/** Spec §2 experience trip modals: experience itinerary, cancellation policy, cancel experience. */
type ExperienceTripModal = 'itinerary' | 'policy' | 'cancel';

/** An experience trip: the activity, meeting point, tickets, its spec §4 cancellation state. */
export function ExperienceTripDetails({
  trip,
  onCancel,
}: {
  trip: ExperienceTripDetail;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const [modal, setModal] = useState<ExperienceTripModal | null>(null);
  const { booking } = trip;
  const { activity } = booking;
  const isOwner = trip.access === 'owner';
  const deadlines = {
    freeCancellationUntil: booking.freeCancellationUntil,
    partialRefundUntil: booking.partialRefundUntil,
    timeZone: activity.timeZone,
  };
  const titles: Record<ExperienceTripModal, string> = {
    itinerary: intl.formatMessage({ id: 'trips.experience.modal.itinerary' }),
    policy: intl.formatMessage({ id: 'trips.experience.modal.policy' }),
    cancel: intl.formatMessage({ id: 'trips.experience.modal.cancel' }),
  };
  return (
    <>
      <section className="wf-card wf-trip-section" aria-labelledby="experience-title">
        <h2 id="experience-title">{intl.formatMessage({ id: 'trips.experience.title' })}</h2>
        <div className="wf-car-trip-head">
          <img src={activity.imageSvg} alt="" width={160} height={120} />
          <div>
            <p>
              <strong>{activity.title}</strong>
            </p>
            <p className="wf-field-description">
              {formatZonedInstant(intl, booking.startsAt, activity.timeZone)} · {booking.ticketName}
            </p>
          </div>
        </div>
        <dl className="wf-trip-lines">
          <div>
            <dt>{intl.formatMessage({ id: 'activityDetails.meetingPoint' })}</dt>
            <dd>{activity.meetingPoint.name}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'activityConfirm.lead' })}</dt>
            <dd>
              {booking.leadTraveler.givenName} {booking.leadTraveler.surname}
            </dd>
          </div>
          {booking.supplierConfirmation ? (
            <div>
              <dt>{intl.formatMessage({ id: 'trips.experience.operatorCode' })}</dt>
              <dd>{booking.supplierConfirmation}</dd>
            </div>
          ) : null}
          <div>
            <dt>{intl.formatMessage({ id: 'trips.experience.state' })}</dt>
            <dd data-testid="experience-state">
              {intl.formatMessage({ id: `trips.experience.state.${trip.cancellationState}` })}
            </dd>
          </div>
        </dl>
        <h3>{intl.formatMessage({ id: 'trips.experience.tickets' })}</h3>
        <ActivityTicketLines lines={booking.lines} total={booking.total} />
        <div className="wf-trip-actions">
          <Button variant="secondary" onPress={() => setModal('itinerary')}>
            {titles.itinerary}
          </Button>
          <Button variant="secondary" onPress={() => setModal('policy')}>
            {titles.policy}
          </Button>
          {isOwner && trip.canCancel ? (
            <Button variant="secondary" onPress={() => setModal('cancel')}>
              {titles.cancel}
            </Button>
          ) : null}
        </div>
      </section>
      <ActivityInclusions activity={activity} />
      <ModalDialog
        isOpen={modal !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setModal(null);
        }}
        isDismissable
        title={modal ? titles[modal] : ''}
      >
        {modal === 'itinerary' ? (
          <>
            <ActivityItinerary activity={activity} startTime={booking.startTime} headingLevel={3} />
            <p>
              {intl.formatMessage(
                { id: 'trips.experience.meet' },
                { place: activity.meetingPoint.name },
              )}
            </p>
          </>
        ) : null}
        {modal === 'policy' || modal === 'cancel' ? (
          <ActivityCancellationText policy={activity.cancellationPolicy} deadlines={deadlines} />
        ) : null}
        <div className="wf-dialog-actions">
          {modal === 'cancel' ? (
            <Button
              onPress={() => {
                setModal(null);
                onCancel();
              }}
            >
              {intl.formatMessage({ id: 'trips.experience.continueCancel' })}
            </Button>
          ) : null}
          <Button
            variant={modal === 'cancel' ? 'secondary' : 'primary'}
            onPress={() => setModal(null)}
          >
            {intl.formatMessage({ id: 'trips.modal.close' })}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
