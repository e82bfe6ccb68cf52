import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ErrorCode } from '@wayfare/contracts/error-catalogue';
import type { BoardingPass, CheckIn, FlightTripDetail, TripDetail } from '@wayfare/contracts/trips';
import { isApiError } from '../../api/api-error';
import { postCheckIn } from '../../api/trips-calls';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import type { MessageId } from '../../i18n/messages-en';
import { formatIsoDate, formatLocalTime } from '../../format/format-dates';
import { StepDialog } from './step-dialog';
import { DialogFailureStep, toDialogFailure, type DialogFailure } from './dialog-failure';
import './check-in.css';

export type CheckInStep = 'select' | 'passes' | 'error';

/** The check-in refusals, said in the page's language (the server's message is English). */
const CHECK_IN_ERRORS: Partial<Record<ErrorCode, MessageId>> = {
  CheckInNotOpen: 'trips.checkIn.error.CheckInNotOpen',
  CheckInClosed: 'trips.checkIn.error.CheckInClosed',
  CheckInNotAllowed: 'trips.checkIn.error.CheckInNotAllowed',
};

/** One traveler's pass for one flight, laid out like an airline's mobile pass. */
function BoardingPassCard({ pass }: { pass: BoardingPass }) {
  const intl = useIntl();
  const headingId = useId();
  const barcodeId = useId();
  const flight = `${pass.airline.code} ${pass.flightNumber}`;
  const isCodeshare = pass.operatingAirline.code !== pass.airline.code;
  const fact = (label: MessageId, value: string, className?: string, testId?: string) => (
    <div className={className}>
      <dt>{intl.formatMessage({ id: label })}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <article className="wf-boarding-pass" aria-labelledby={headingId} data-testid="boarding-pass">
      <header className="wf-boarding-pass-head">
        <span>{pass.airline.name}</span>
        <span>{intl.formatMessage({ id: 'trips.checkIn.pass.heading' })}</span>
      </header>
      <h4 id={headingId} className="wf-visually-hidden">
        {intl.formatMessage(
          { id: 'trips.checkIn.pass.label' },
          { name: pass.travelerName, flight },
        )}
      </h4>
      <p className="wf-boarding-pass-route">
        <span>
          <strong>{pass.origin.code}</strong> {pass.origin.city}
        </span>
        <span aria-hidden="true">→</span>
        <span>
          <strong>{pass.destination.code}</strong> {pass.destination.city}
        </span>
      </p>
      <dl className="wf-boarding-pass-facts">
        {fact('trips.checkIn.pass.passenger', pass.travelerName, 'wf-boarding-pass-wide')}
        {fact(
          'trips.checkIn.pass.flight',
          isCodeshare
            ? `${flight} · ${intl.formatMessage(
                { id: 'itinerary.operatedBy' },
                { airline: pass.operatingAirline.name },
              )}`
            : flight,
          isCodeshare ? 'wf-boarding-pass-wide' : undefined,
        )}
        {fact(
          'trips.checkIn.pass.departs',
          `${formatIsoDate(intl, pass.departureTime)} · ${formatLocalTime(intl, pass.departureTime)}`,
        )}
        {fact('trips.checkIn.pass.boarding', formatLocalTime(intl, pass.boardingTime))}
        {fact('trips.checkIn.pass.seat', pass.seat, 'wf-boarding-pass-key', 'boarding-pass-seat')}
        {fact('trips.checkIn.pass.group', String(pass.boardingGroup), 'wf-boarding-pass-key')}
        {fact(
          'trips.checkIn.pass.gate',
          intl.formatMessage({ id: 'trips.checkIn.pass.gateAtAirport' }),
        )}
        {fact('trips.checkIn.pass.cabin', intl.formatMessage({ id: `cabin.${pass.cabin}` }))}
        {fact('trips.checkIn.pass.sequence', String(pass.sequenceNumber).padStart(3, '0'))}
        {fact('trips.checkIn.pass.locator', pass.recordLocator)}
      </dl>
      <div className="wf-boarding-pass-barcode">
        <p id={barcodeId} className="wf-field-description">
          {intl.formatMessage({ id: 'trips.checkIn.pass.barcode' })}
        </p>
        <pre aria-labelledby={barcodeId} data-testid="boarding-pass-barcode">
          {pass.barcode}
        </pre>
      </div>
    </article>
  );
}

/** Every pass, traveler by traveler, flight by flight; printable on its own. */
export function BoardingPassList({ passes }: { passes: BoardingPass[] }) {
  const intl = useIntl();
  const sorted = [...passes].sort(
    (a, b) => a.passengerIndex - b.passengerIndex || a.segmentIndex - b.segmentIndex,
  );
  return (
    <ul
      className="wf-boarding-passes"
      aria-label={intl.formatMessage({ id: 'trips.checkIn.passes' })}
    >
      {sorted.map((pass) => (
        <li key={`${String(pass.passengerIndex)}-${pass.flightInstanceId}`}>
          <BoardingPassCard pass={pass} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The "check in" trip modal (spec §2): choose travelers and confirm the dangerous-goods rules,
 * then one boarding pass per traveler per flight, printable. Opened on the passes when someone is
 * already checked in. Each step's heading takes the focus and is announced, like the cancel
 * dialog; it can't be dismissed while the airline is answering.
 */
export function CheckInDialog({
  trip,
  checkIn,
  initialStep,
  onClose,
  onCheckedIn,
}: {
  trip: FlightTripDetail;
  /** The check-in as the dialog opened on it (mount the dialog when opening). */
  checkIn: CheckIn;
  initialStep: 'select' | 'passes';
  onClose: () => void;
  onCheckedIn: (trip: TripDetail) => void;
}) {
  const intl = useIntl();
  const errorPrefix = useId();
  const [step, setStep] = useState<CheckInStep>(initialStep);
  const waiting = checkIn.travelers.filter((t) => !t.isCheckedIn);
  const [selected, setSelected] = useState<ReadonlySet<number>>(
    () => new Set(waiting.map((t) => t.passengerIndex)),
  );
  const [acknowledged, setAcknowledged] = useState(false);
  const [invalid, setInvalid] = useState<{ travelers: boolean; goods: boolean }>({
    travelers: false,
    goods: false,
  });
  const [passes, setPasses] = useState<BoardingPass[]>(checkIn.boardingPasses);
  const [failure, setFailure] = useState<DialogFailure | null>(null);
  const travelersRef = useRef<HTMLFieldSetElement>(null);
  const goodsRef = useRef<HTMLFieldSetElement>(null);
  const fallback = intl.formatMessage({ id: 'error.network' });

  const submit = useMutation({
    mutationFn: (passengerIndexes: number[]) =>
      postCheckIn(trip.booking.id, { passengerIndexes, dangerousGoodsAcknowledged: true }),
    onSuccess: (answer) => {
      setPasses(answer.boardingPasses);
      setStep('passes');
      onCheckedIn(answer.trip);
    },
    onError: (error) => {
      const known = isApiError(error) && error.code ? CHECK_IN_ERRORS[error.code] : undefined;
      setFailure(
        toDialogFailure(error, fallback, (message) =>
          known ? intl.formatMessage({ id: known }) : message,
        ),
      );
      setStep('error');
    },
  });

  const onSubmit = () => {
    const next = { travelers: selected.size === 0, goods: !acknowledged };
    setInvalid(next);
    if (next.travelers || next.goods) {
      // The first group that needs an answer takes the focus; its error is announced.
      (next.travelers ? travelersRef : goodsRef).current
        ?.querySelector<HTMLInputElement>('input:not(:disabled)')
        ?.focus();
      return;
    }
    submit.mutate([...selected].sort((a, b) => a - b));
  };

  const isPending = submit.isPending;
  const stepTitle = intl.formatMessage({ id: `trips.checkIn.step.${step}` });
  const airline = checkIn.airline.name;

  let body;
  switch (step) {
    case 'select':
      body = (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <dl className="wf-trip-facts">
            <div>
              <dt>{intl.formatMessage({ id: 'trips.checkIn.airlineCode' }, { airline })}</dt>
              <dd className="wf-trip-code" data-testid="check-in-locator">
                {checkIn.recordLocator}
              </dd>
            </div>
          </dl>
          <fieldset
            ref={travelersRef}
            className="wf-check-in-group"
            aria-describedby={invalid.travelers ? `${errorPrefix}-travelers` : undefined}
          >
            <legend>{intl.formatMessage({ id: 'trips.checkIn.travelers' })}</legend>
            {checkIn.travelers.map((traveler) => (
              <Checkbox
                key={traveler.passengerIndex}
                isSelected={traveler.isCheckedIn || selected.has(traveler.passengerIndex)}
                isDisabled={traveler.isCheckedIn || isPending}
                description={
                  traveler.isCheckedIn
                    ? intl.formatMessage({ id: 'trips.checkIn.alreadyCheckedIn' })
                    : undefined
                }
                onChange={(isSelected) => {
                  const next = new Set(selected);
                  if (isSelected) next.add(traveler.passengerIndex);
                  else next.delete(traveler.passengerIndex);
                  setSelected(next);
                  if (next.size > 0) setInvalid((v) => ({ ...v, travelers: false }));
                }}
              >
                {traveler.name}
              </Checkbox>
            ))}
            {invalid.travelers ? (
              <p id={`${errorPrefix}-travelers`} className="wf-field-error" role="alert">
                {intl.formatMessage({ id: 'trips.checkIn.travelersRequired' })}
              </p>
            ) : null}
          </fieldset>
          <fieldset
            ref={goodsRef}
            className="wf-check-in-group"
            aria-describedby={invalid.goods ? `${errorPrefix}-goods` : undefined}
          >
            <legend>{intl.formatMessage({ id: 'trips.checkIn.dangerousGoods.title' })}</legend>
            <p className="wf-field-description">
              {intl.formatMessage({ id: 'trips.checkIn.dangerousGoods.body' })}
            </p>
            <Checkbox
              isSelected={acknowledged}
              isDisabled={isPending}
              onChange={(isSelected) => {
                setAcknowledged(isSelected);
                if (isSelected) setInvalid((v) => ({ ...v, goods: false }));
              }}
            >
              {intl.formatMessage({ id: 'trips.checkIn.dangerousGoods.confirm' })}
            </Checkbox>
            {invalid.goods ? (
              <p id={`${errorPrefix}-goods`} className="wf-field-error" role="alert">
                {intl.formatMessage({ id: 'trips.checkIn.dangerousGoods.required' })}
              </p>
            ) : null}
          </fieldset>
          {isPending ? (
            <div className="wf-status" aria-busy="true">
              <span className="wf-spinner" aria-hidden="true" />
              <span>{intl.formatMessage({ id: 'trips.checkIn.pending' }, { airline })}</span>
            </div>
          ) : null}
          <div className="wf-dialog-actions">
            <Button type="submit" isPending={isPending}>
              {intl.formatMessage({ id: 'trips.checkIn.submit' })}
            </Button>
            <Button variant="secondary" isDisabled={isPending} onPress={onClose}>
              {intl.formatMessage({ id: 'trips.checkIn.notNow' })}
            </Button>
          </div>
        </form>
      );
      break;
    case 'passes':
      body = (
        <>
          <p>{intl.formatMessage({ id: 'trips.checkIn.done' }, { count: passes.length })}</p>
          <BoardingPassList passes={passes} />
          <div className="wf-dialog-actions">
            <Button onPress={() => window.print()}>
              {intl.formatMessage({ id: 'trips.checkIn.print' })}
            </Button>
            <Button variant="secondary" onPress={onClose}>
              {intl.formatMessage({ id: 'trips.modal.close' })}
            </Button>
          </div>
        </>
      );
      break;
    case 'error':
      body = (
        <DialogFailureStep
          failure={failure}
          onTryAgain={() => setStep('select')}
          onClose={onClose}
        />
      );
      break;
  }

  return (
    <StepDialog
      title={intl.formatMessage(
        { id: 'trips.checkIn.dialogTitle' },
        { origin: checkIn.slice.origin, destination: checkIn.slice.destination },
      )}
      step={step}
      stepTitle={stepTitle}
      announcement={
        isPending ? intl.formatMessage({ id: 'trips.checkIn.pending' }, { airline }) : undefined
      }
      isDismissable={!isPending}
      onClose={onClose}
    >
      {body}
    </StepDialog>
  );
}
