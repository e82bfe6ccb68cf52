import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CheckIn, FlightTripDetail, TripDetail } from '@wayfare/contracts/trips';
import { Button } from '../../ui/button';
import { CheckInDialog } from './check-in-dialog';
import { formatInstant } from './trip-card';

/**
 * A flight trip's check-in (owner only): when the window opens, "Check in" opens the check-in
 * modal; once checked in, "Checked in" and the boarding passes, and while the window is still
 * open, the travelers not yet checked in.
 */
export function CheckInSection({
  trip,
  checkIn,
  onTripChange,
}: {
  trip: FlightTripDetail;
  checkIn: CheckIn;
  onTripChange?: (trip: TripDetail) => void;
}) {
  const intl = useIntl();
  // The check-in as the dialog opened on it, and on which step; null while it is closed.
  const [dialog, setDialog] = useState<{ checkIn: CheckIn; step: 'select' | 'passes' } | null>(
    null,
  );
  const sectionRef = useRef<HTMLElement>(null);
  const closeDialog = () => {
    setDialog(null);
    // The button that opened the dialog may have given way to another (Check in → View boarding
    // passes): hand the focus to the section's first button rather than lose it.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && sectionRef.current?.contains(active)) return;
      sectionRef.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    });
  };
  const checkedCount = checkIn.travelers.filter((t) => t.isCheckedIn).length;
  const canCheckInOthers =
    checkIn.status === 'CheckedIn' && checkIn.isOpen && checkedCount < checkIn.travelers.length;
  const openButton = (
    <Button
      isDisabled={checkIn.status !== 'Open'}
      onPress={() => setDialog({ checkIn, step: 'select' })}
    >
      {intl.formatMessage({ id: 'trips.checkIn.start' })}
    </Button>
  );

  return (
    <section
      ref={sectionRef}
      className="wf-card wf-trip-section wf-check-in"
      aria-labelledby="check-in-title"
      data-status={checkIn.status}
    >
      <h2 id="check-in-title">{intl.formatMessage({ id: 'trips.checkIn.title' })}</h2>
      <p className="wf-field-description">
        {intl.formatMessage(
          { id: 'trips.checkIn.slice' },
          {
            origin: checkIn.slice.origin,
            destination: checkIn.slice.destination,
            airline: checkIn.airline.name,
          },
        )}
      </p>
      {checkIn.status === 'CheckedIn' ? (
        <>
          <p className="wf-row">
            <span className="wf-badge" data-tone="success">
              {intl.formatMessage({ id: 'trips.checkIn.checkedIn' })}
            </span>{' '}
            {intl.formatMessage(
              { id: 'trips.checkIn.checkedInCount' },
              { checked: checkedCount, total: checkIn.travelers.length },
            )}
          </p>
          <p className="wf-row wf-check-in-actions">
            <Button onPress={() => setDialog({ checkIn, step: 'passes' })}>
              {intl.formatMessage({ id: 'trips.checkIn.viewPasses' })}
            </Button>
            {canCheckInOthers ? (
              <Button variant="secondary" onPress={() => setDialog({ checkIn, step: 'select' })}>
                {intl.formatMessage({ id: 'trips.checkIn.checkInOthers' })}
              </Button>
            ) : null}
          </p>
        </>
      ) : checkIn.status === 'Open' ? (
        <>
          <p>
            {intl.formatMessage(
              { id: 'trips.checkIn.open' },
              { time: formatInstant(intl, checkIn.closesAt) },
            )}
          </p>
          <p className="wf-row">{openButton}</p>
        </>
      ) : checkIn.status === 'NotOpen' ? (
        <>
          <p className="wf-row">{openButton}</p>
          <p>
            {intl.formatMessage(
              { id: 'trips.checkIn.opens' },
              { time: formatInstant(intl, checkIn.opensAt) },
            )}
          </p>
        </>
      ) : (
        <p>{intl.formatMessage({ id: 'trips.checkIn.closed' })}</p>
      )}
      {dialog ? (
        <CheckInDialog
          trip={trip}
          checkIn={dialog.checkIn}
          initialStep={dialog.step}
          onClose={closeDialog}
          onCheckedIn={(next) => onTripChange?.(next)}
        />
      ) : null}
    </section>
  );
}
