import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CfarProtection } from '@wayfare/contracts/cancel-for-any-reason';
import type { CancelQuote, Cancellation, CfarQuote, TripDetail } from '@wayfare/contracts/trips';
import { postCfarExercise, postCfarQuote } from '../../api/trips-calls';
import { trackEvent } from '../../api/tracking-calls';
import { formatZonedInstant } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import { usePortal } from '../../tenant/portal-context';
import { Button } from '../../ui/button';
import { CancellationSummary } from './cancel-trip-dialog';
import { DialogFailureStep, toDialogFailure, type DialogFailure } from './dialog-failure';
import { StepDialog } from './step-dialog';
import { formatInstant } from './trip-card';
import { SourceAmountList } from './trip-modals';

/** The dialog's steps (spec §2 trip modals: cancel for any reason, its error and expired modals). */
export type CfarStep =
  'loading' | 'choose' | 'confirm' | 'pending' | 'success' | 'expired' | 'support' | 'error';

/** Spec §4 exercise events, tracked as the traveller moves through the dialog. */
const CFAR_EVENTS = {
  view: 'cfar_exercise_view',
  skip: 'cfar_exercise_skip',
  choose: 'cfar_exercise_choose',
  quote: 'cfar_exercise_quote',
  quoteFail: 'cfar_exercise_quote_fail',
  complete: 'cfar_exercise_complete',
  completeFail: 'cfar_exercise_complete_fail',
} as const;

/** The messages a stay words its own way (its deadline is check-in, its refund the stay's cost). */
type CfarWordedKey =
  | 'status.CfarRefundable'
  | 'expired.Deadline'
  | 'expired.TripCancelled'
  | 'expired.still'
  | 'option.cashHint'
  | 'confirm.irreversible'
  | 'step.confirm';

/** A cancel-for-any-reason message for the trip's product: a stay's own words where they differ. */
export function cfarMessageId<K extends CfarWordedKey>(
  type: TripDetail['type'],
  key: K,
): `trips.cfar.${K}` | `trips.cfar.hotel.${K}` {
  return type === 'Hotel' ? `trips.cfar.hotel.${key}` : `trips.cfar.${key}`;
}

/** The clock its deadline is shown on: the first departure airport's, or the hotel's. */
export function cfarTimeZone(trip: TripDetail): string {
  if (trip.type === 'Car') return trip.booking.pickUp.location.timeZone;
  if (trip.type === 'Experience') return trip.booking.activity.timeZone;
  if (trip.type === 'Home') return trip.booking.home.timeZone;
  if (trip.type === 'Package') return trip.booking.hotelPart.hotel.timeZone;
  return trip.type === 'Flight'
    ? (trip.booking.offer.slices[0]?.segments[0]?.origin.timeZone ?? 'UTC')
    : trip.booking.hotel.timeZone;
}

/** Why an unused protection ended, as the trip's product words it. */
export function cfarExpiredId(type: TripDetail['type'], protection: CfarProtection) {
  const reason = protection.expiredReason ?? 'Deadline';
  return reason === 'Deadline' || reason === 'TripCancelled'
    ? cfarMessageId(type, `expired.${reason}`)
    : (`trips.cfar.expired.${reason}` as const);
}

/** Which step a quote opens on: the two options, or why there are none. */
export function selectCfarStep(quote: CfarQuote): CfarStep {
  if (quote.contactSupport) return 'support';
  const { state } = quote.protection;
  if (state === 'Expired') return 'expired';
  if (state === 'Canceled') return 'success';
  if (state === 'Pending') return 'pending';
  return quote.options.length > 0 ? 'choose' : 'expired';
}

/** One option as the choose step words it: cash back, or an airline travel credit. */
function OptionText({ option, type }: { option: CancelQuote; type: TripDetail['type'] }) {
  const intl = useIntl();
  if (option.outcome === 'cfar_cash')
    return (
      <>
        {intl.formatMessage(
          { id: 'trips.cfar.option.cash' },
          { amount: formatTotal(intl, option.refundTotal) },
        )}
        <span className="wf-block wf-field-description">
          {intl.formatMessage({ id: cfarMessageId(type, 'option.cashHint') })}
        </span>
      </>
    );
  return (
    <>
      {intl.formatMessage(
        { id: 'trips.cfar.option.credit' },
        {
          amount: formatTotal(intl, option.airlineCredit?.amount ?? option.refundTotal),
          airline: option.airlineCredit?.airline.name ?? '',
        },
      )}
      <span className="wf-block wf-field-description">
        {option.penalty
          ? intl.formatMessage(
              { id: 'trips.cfar.option.creditFee' },
              { fee: formatTotal(intl, option.penalty) },
            )
          : intl.formatMessage({ id: 'trips.cfar.option.creditHint' })}
      </span>
    </>
  );
}

/** Why an unused protection ended, in a sentence. */
export function CfarExpiredText({
  protection,
  timeZone,
  type,
}: {
  protection: CfarProtection;
  timeZone: string;
  type: TripDetail['type'];
}) {
  const intl = useIntl();
  return (
    <p>
      {intl.formatMessage(
        { id: cfarExpiredId(type, protection) },
        { deadline: formatZonedInstant(intl, protection.deadline, timeZone) },
      )}
    </p>
  );
}

/**
 * Cancel for any reason on a trip (issue 18; spec §2 modals for flight and hotel): the options
 * quoted (a flight's cash or airline credit, a stay's coverage), one chosen, a confirm step that
 * says the whole trip is cancelled and cannot be undone, then what came back. Expired, support and
 * error steps are its other modals. Each step's heading takes focus.
 */
export function CfarDialog({
  trip,
  onClose,
  onCancelled,
}: {
  trip: TripDetail;
  onClose: () => void;
  onCancelled: (trip: TripDetail) => void;
}) {
  const intl = useIntl();
  const { brand } = usePortal();
  const id = useId();
  const bookingId = trip.booking.id;
  const code = trip.booking.confirmationCode ?? bookingId;
  const timeZone = cfarTimeZone(trip);
  const [step, setStep] = useState<CfarStep>('loading');
  const [quote, setQuote] = useState<CfarQuote | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [cancellation, setCancellation] = useState<Cancellation | null>(null);
  const [failure, setFailure] = useState<DialogFailure | null>(null);
  const fallback = intl.formatMessage({ id: 'error.network' });
  const used = useRef(false);

  const load = useMutation({
    mutationFn: () => postCfarQuote(bookingId),
    onSuccess: (next) => {
      setQuote(next);
      const first = next.options[0];
      setChosen((c) => c ?? first?.cancelQuoteId ?? null);
      setStep(selectCfarStep(next));
      trackEvent(CFAR_EVENTS.quote, { state: next.protection.state });
    },
    onError: (error) => {
      setFailure(toDialogFailure(error, fallback));
      setStep('error');
      trackEvent(CFAR_EVENTS.quoteFail, {});
    },
  });
  const exercise = useMutation({
    mutationFn: (cancelQuoteId: string) => postCfarExercise(bookingId, cancelQuoteId),
    onSuccess: (answer) => {
      used.current = true;
      setCancellation(answer.cancellation);
      setStep(answer.cancellation.status === 'Pending' ? 'pending' : 'success');
      onCancelled(answer.trip);
      trackEvent(CFAR_EVENTS.complete, { outcome: answer.cancellation.outcome });
    },
    onError: (error) => {
      setFailure(toDialogFailure(error, fallback));
      setStep('error');
      trackEvent(CFAR_EVENTS.completeFail, {});
    },
  });
  const { mutate: startQuote } = load;
  useEffect(() => {
    trackEvent(CFAR_EVENTS.view, {});
    startQuote();
  }, [startQuote]);

  const close = () => {
    if (!used.current) trackEvent(CFAR_EVENTS.skip, { step });
    onClose();
  };
  const option = quote?.options.find((o) => o.cancelQuoteId === chosen) ?? null;
  const isExercising = exercise.isPending;

  let body;
  switch (step) {
    case 'loading':
      body = (
        <div className="wf-status" aria-busy="true">
          <span className="wf-spinner" aria-hidden="true" />
          <span>{intl.formatMessage({ id: 'trips.cfar.loading' })}</span>
        </div>
      );
      break;
    case 'choose':
      body = quote ? (
        <>
          <p>
            {intl.formatMessage(
              { id: 'trips.cfar.choose.body' },
              { deadline: formatZonedInstant(intl, quote.protection.deadline, timeZone) },
            )}
          </p>
          <fieldset className="wf-cfar-choice">
            <legend>{intl.formatMessage({ id: 'trips.cfar.choose.legend' })}</legend>
            <div className="wf-stack">
              {quote.options.map((o) => (
                <label key={o.cancelQuoteId} className="wf-radio">
                  <input
                    type="radio"
                    name={`${id}-option`}
                    checked={o.cancelQuoteId === chosen}
                    onChange={() => {
                      setChosen(o.cancelQuoteId);
                      trackEvent(CFAR_EVENTS.choose, { outcome: o.outcome });
                    }}
                  />
                  <span>
                    <OptionText option={o} type={trip.type} />
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="wf-dialog-actions">
            <Button isDisabled={!option} onPress={() => setStep('confirm')}>
              {intl.formatMessage({ id: 'trips.cancel.continue' })}
            </Button>
            <Button variant="secondary" onPress={close}>
              {intl.formatMessage({ id: 'trips.cancel.keep' })}
            </Button>
          </div>
        </>
      ) : null;
      break;
    case 'confirm':
      body = option ? (
        <>
          <p className="wf-trip-warning">
            {intl.formatMessage({ id: cfarMessageId(trip.type, 'confirm.irreversible') }, { code })}
          </p>
          <p>
            <OptionText option={option} type={trip.type} />
          </p>
          {option.refunds.length > 0 ? (
            <SourceAmountList
              items={option.refunds}
              label={intl.formatMessage({ id: 'trips.cancel.refundsTo' })}
            />
          ) : null}
          <p className="wf-field-description">
            {intl.formatMessage(
              { id: 'trips.cancel.confirm.until' },
              { time: formatInstant(intl, option.expiresAt) },
            )}
          </p>
          <div className="wf-dialog-actions">
            <Button isPending={isExercising} onPress={() => exercise.mutate(option.cancelQuoteId)}>
              {intl.formatMessage({ id: 'trips.cfar.confirm.submit' })}
            </Button>
            <Button variant="secondary" isDisabled={isExercising} onPress={() => setStep('choose')}>
              {intl.formatMessage({ id: 'trips.cfar.confirm.back' })}
            </Button>
          </div>
        </>
      ) : null;
      break;
    case 'pending':
    case 'success': {
      const shown = cancellation ?? trip.cancellation;
      body = (
        <>
          <p>{intl.formatMessage({ id: `trips.cancel.${step}.body` }, { code })}</p>
          {shown ? <CancellationSummary cancellation={shown} /> : null}
          <div className="wf-dialog-actions">
            <Button onPress={close}>{intl.formatMessage({ id: 'trips.modal.close' })}</Button>
          </div>
        </>
      );
      break;
    }
    case 'expired':
      body = (
        <>
          {quote ? (
            <CfarExpiredText protection={quote.protection} timeZone={timeZone} type={trip.type} />
          ) : null}
          <p>{intl.formatMessage({ id: cfarMessageId(trip.type, 'expired.still') })}</p>
          <div className="wf-dialog-actions">
            <Button onPress={close}>{intl.formatMessage({ id: 'trips.modal.close' })}</Button>
          </div>
        </>
      );
      break;
    case 'support':
      body = (
        <>
          <p>{intl.formatMessage({ id: 'trips.cfar.support.body' })}</p>
          <p>
            {intl.formatMessage(
              { id: 'trips.cfar.support.call' },
              {
                phone: (
                  <a key="phone" href={`tel:${brand.supportPhone.tel}`}>
                    {brand.supportPhone.display}
                  </a>
                ),
                reference: <strong key="ref">{quote?.protection.referenceId ?? code}</strong>,
              },
            )}
          </p>
          <div className="wf-dialog-actions">
            <Button onPress={close}>{intl.formatMessage({ id: 'trips.modal.close' })}</Button>
          </div>
        </>
      );
      break;
    case 'error':
      body = (
        <DialogFailureStep
          failure={failure}
          isRetrying={load.isPending}
          onTryAgain={() => {
            setStep('loading');
            startQuote();
          }}
          onClose={close}
        />
      );
      break;
  }

  return (
    <StepDialog
      title={intl.formatMessage({ id: 'trips.cfar.title' }, { code })}
      step={step}
      stepTitle={intl.formatMessage({
        id:
          step === 'confirm' ? cfarMessageId(trip.type, 'step.confirm') : `trips.cfar.step.${step}`,
      })}
      focusHeading={step !== 'loading'}
      isDismissable={!isExercising}
      onClose={close}
    >
      {body}
    </StepDialog>
  );
}
