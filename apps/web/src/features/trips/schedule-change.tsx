import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FlightTripDetail, ScheduleChange, TripDetail } from '@wayfare/contracts/trips';
import { postScheduleChangeDecision } from '../../api/trips-calls';
import { formatTotal } from '../../format/format-money';
import { Button } from '../../ui/button';
import { DialogFailureStep, toDialogFailure, type DialogFailure } from './dialog-failure';
import { StepDialog } from './step-dialog';

type Step = 'choose' | 'confirm-refund' | 'accepted' | 'refunded' | 'error';

/**
 * The airline's schedule change on a trip (issue 18; spec §2 schedule-change modal): what moved,
 * whether it was accepted for the traveller, and, on a major change, their choice.
 */
export function ScheduleChangeNotice({
  trip,
  change,
  onTripChange,
}: {
  trip: FlightTripDetail;
  change: ScheduleChange;
  onTripChange?: (trip: TripDetail) => void;
}) {
  const intl = useIntl();
  const [isOpen, setIsOpen] = useState(false);
  const canDecide = trip.access === 'owner' && change.choices.length > 0;
  return (
    <section
      className="wf-notice wf-schedule-change"
      data-tone="neutral"
      aria-labelledby="schedule-change-title"
    >
      <h2 id="schedule-change-title">{intl.formatMessage({ id: 'trips.scheduleChange.title' })}</h2>
      <ul>
        {change.changes.map((c) => (
          <li key={c.flightInstanceId}>
            {intl.formatMessage(
              {
                id: c.minutes > 0 ? 'trips.scheduleChange.later' : 'trips.scheduleChange.earlier',
              },
              { flight: c.flightLabel, minutes: Math.abs(c.minutes) },
            )}
          </li>
        ))}
      </ul>
      <p data-testid="schedule-change-status">
        {intl.formatMessage({ id: `trips.scheduleChange.status.${change.status}` })}
      </p>
      {canDecide ? (
        <Button onPress={() => setIsOpen(true)}>
          {intl.formatMessage({ id: 'trips.scheduleChange.review' })}
        </Button>
      ) : null}
      {isOpen ? (
        <ScheduleChangeDialog
          trip={trip}
          change={change}
          onClose={() => setIsOpen(false)}
          onTripChange={onTripChange}
        />
      ) : null}
    </section>
  );
}

function ScheduleChangeDialog({
  trip,
  change,
  onClose,
  onTripChange,
}: {
  trip: FlightTripDetail;
  change: ScheduleChange;
  onClose: () => void;
  onTripChange?: (trip: TripDetail) => void;
}) {
  const intl = useIntl();
  const [step, setStep] = useState<Step>('choose');
  const [failure, setFailure] = useState<DialogFailure | null>(null);
  const code = trip.booking.confirmationCode ?? trip.booking.id;
  const total = formatTotal(intl, change.refundTotal);
  const decide = useMutation({
    mutationFn: (choice: 'accept' | 'refund') =>
      postScheduleChangeDecision(trip.booking.id, { choice, signature: change.signature }),
    onSuccess: (next, choice) => {
      setStep(choice === 'accept' ? 'accepted' : 'refunded');
      onTripChange?.(next);
    },
    onError: (error) => {
      setFailure(toDialogFailure(error, intl.formatMessage({ id: 'error.network' })));
      setStep('error');
    },
  });
  const isBusy = decide.isPending;
  let body;
  switch (step) {
    case 'choose':
      body = (
        <>
          <p>{intl.formatMessage({ id: 'trips.scheduleChange.choose.body' }, { total })}</p>
          <div className="wf-dialog-actions">
            <Button isPending={isBusy} onPress={() => decide.mutate('accept')}>
              {intl.formatMessage({ id: 'trips.scheduleChange.accept' })}
            </Button>
            {change.choices.includes('rebook') ? (
              <Link
                className="wf-button"
                data-variant="secondary"
                to={`/exchange?bookingId=${encodeURIComponent(trip.booking.id)}`}
              >
                {intl.formatMessage({ id: 'trips.scheduleChange.rebook' })}
              </Link>
            ) : null}
            <Button
              variant="secondary"
              isDisabled={isBusy}
              onPress={() => setStep('confirm-refund')}
            >
              {intl.formatMessage({ id: 'trips.scheduleChange.refund' })}
            </Button>
          </div>
        </>
      );
      break;
    case 'confirm-refund':
      body = (
        <>
          <p className="wf-trip-warning">
            {intl.formatMessage({ id: 'trips.scheduleChange.confirm.body' }, { code, total })}
          </p>
          <div className="wf-dialog-actions">
            <Button isPending={isBusy} onPress={() => decide.mutate('refund')}>
              {intl.formatMessage({ id: 'trips.scheduleChange.confirm.submit' })}
            </Button>
            <Button variant="secondary" isDisabled={isBusy} onPress={() => setStep('choose')}>
              {intl.formatMessage({ id: 'trips.cfar.confirm.back' })}
            </Button>
          </div>
        </>
      );
      break;
    case 'accepted':
    case 'refunded':
      body = (
        <>
          <p>{intl.formatMessage({ id: `trips.scheduleChange.${step}.body` }, { total })}</p>
          {step === 'refunded' ? (
            <p className="wf-field-description">
              {intl.formatMessage({ id: 'trips.refundTiming' })}
            </p>
          ) : null}
          <div className="wf-dialog-actions">
            <Button onPress={onClose}>{intl.formatMessage({ id: 'trips.modal.close' })}</Button>
          </div>
        </>
      );
      break;
    case 'error':
      body = (
        <DialogFailureStep
          failure={failure}
          onTryAgain={() => setStep('choose')}
          onClose={onClose}
        />
      );
      break;
  }
  return (
    <StepDialog
      title={intl.formatMessage({ id: 'trips.scheduleChange.dialogTitle' }, { code })}
      step={step}
      stepTitle={intl.formatMessage({ id: `trips.scheduleChange.step.${step}` })}
      isDismissable={!isBusy}
      onClose={onClose}
    >
      {body}
    </StepDialog>
  );
}
