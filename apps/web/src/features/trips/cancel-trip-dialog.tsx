import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CancelQuote, Cancellation, TripDetail } from '@wayfare/contracts/trips';
import { isApiError } from '../../api/api-error';
import { postCancelConfirm, postCancelQuote, tripQueryOptions } from '../../api/trips-calls';
import { usePortal } from '../../tenant/portal-context';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { Button } from '../../ui/button';
import { sayCancellationTerms } from '../../format/format-cancellation-terms';
import { sayCarCancellation } from '../../format/format-car-rental';
import { formatTotal } from '../../format/format-money';
import {
  canDismissCancelDialog,
  selectConfirmedStep,
  selectQuoteStep,
  type CancelStep,
} from './cancel-steps';
import { DialogFailureStep, toDialogFailure, type DialogFailure } from './dialog-failure';
import { formatInstant } from './trip-card';
import { StepDialog } from './step-dialog';
import { SourceAmountList } from './trip-modals';

/** How often the pending step asks whether the supplier has finished. */
const PENDING_POLL_MS = 2_000;

/** Outcomes that have their own policy line (`trips.cancel.policy.*`); a stay's is its policy. */
const POLICY_OUTCOMES = [
  'ticketed_void',
  'airline_full_refund',
  'airline_ftc',
  'airline_ftc_with_penalty',
  'non_refundable',
  'too_close_to_departure',
  'contact_customer_service',
  'cancellation_pending',
] as const;

function hasPolicyLine(outcome: string): outcome is (typeof POLICY_OUTCOMES)[number] {
  return (POLICY_OUTCOMES as readonly string[]).includes(outcome);
}

/**
 * The terms behind the quote, in the person's words: a stay's booked policy, else the outcome's
 * line; then a fee the supplier started charging since the booking.
 */
function QuotePolicy({ quote, tripType }: { quote: CancelQuote; tripType: TripDetail['type'] }) {
  const intl = useIntl();
  // A package: cancelled as a whole under both parts' terms, then the hotel's policy as booked.
  const policy =
    tripType === 'Package' && quote.hotelPolicy
      ? `${intl.formatMessage({ id: 'trips.cancel.policy.package' })} ${sayCancellationTerms(intl, quote.hotelPolicy)}`
      : quote.hotelPolicy
        ? sayCancellationTerms(intl, quote.hotelPolicy)
        : quote.carPolicy
          ? sayCarCancellation(intl, quote.carPolicy, quote.paid.amountMinor > 0)
          : quote.homePolicy
            ? intl.formatMessage({ id: `homeCancel.kind.${quote.homePolicy.kind}` })
            : quote.experiencePolicy
              ? intl.formatMessage({ id: `trips.experience.state.${quote.experiencePolicy.state}` })
              : hasPolicyLine(quote.outcome)
                ? intl.formatMessage({ id: `trips.cancel.policy.${quote.outcome}` })
                : null;
  const fee = quote.supplierFee
    ? intl.formatMessage(
        {
          id: `trips.cancel.supplierFee.${tripType === 'Hotel' || tripType === 'Car' ? tripType : 'Flight'}`,
        },
        { amount: formatTotal(intl, quote.supplierFee) },
      )
    : null;
  if (!policy && !fee) return null;
  return <p className="wf-field-description">{[policy, fee].filter(Boolean).join(' ')}</p>;
}

/** What cancelling gives back: per source refunds, an airline credit, the fee kept, timing. */
function QuoteSummary({ quote, tripType }: { quote: CancelQuote; tripType: TripDetail['type'] }) {
  const intl = useIntl();
  return (
    <>
      {quote.voidWindowEndsAt ? (
        <p>
          {intl.formatMessage(
            { id: 'trips.cancel.voidWindow' },
            { until: formatInstant(intl, quote.voidWindowEndsAt) },
          )}
        </p>
      ) : null}
      <dl className="wf-trip-lines">
        <div>
          <dt>{intl.formatMessage({ id: 'trips.cancel.paid' })}</dt>
          <dd data-testid="cancel-paid">{formatTotal(intl, quote.paid)}</dd>
        </div>
        {quote.penalty ? (
          <div>
            <dt>{intl.formatMessage({ id: 'trips.cancel.penalty' })}</dt>
            <dd>−{formatTotal(intl, quote.penalty)}</dd>
          </div>
        ) : null}
        <div className="wf-trip-line-total">
          <dt>{intl.formatMessage({ id: 'trips.cancel.refundTotal' })}</dt>
          <dd data-testid="cancel-refund-total">{formatTotal(intl, quote.refundTotal)}</dd>
        </div>
      </dl>
      {quote.refunds.length > 0 ? (
        <>
          <h3>{intl.formatMessage({ id: 'trips.cancel.refundsTo' })}</h3>
          <SourceAmountList
            items={quote.refunds}
            label={intl.formatMessage({ id: 'trips.cancel.refundsTo' })}
          />
        </>
      ) : null}
      {quote.airlineCredit ? (
        <p>
          {intl.formatMessage(
            { id: 'trips.cancel.airlineCredit' },
            {
              amount: formatTotal(intl, quote.airlineCredit.amount),
              airline: quote.airlineCredit.airline.name,
            },
          )}
        </p>
      ) : null}
      <QuotePolicy quote={quote} tripType={tripType} />
      {quote.keptAddOns ? (
        <p className="wf-field-description">
          {intl.formatMessage(
            { id: 'trips.cancel.keptAddOns' },
            { amount: formatTotal(intl, quote.keptAddOns) },
          )}
        </p>
      ) : null}
      {quote.forfeitedTravelCredit ? (
        // Issue 23, spec §5: a travel credit comes back only if it has not expired (or been
        // canceled with its account); that part is not refunded to the card either.
        <p data-testid="cancel-forfeited-credit">
          {intl.formatMessage(
            { id: `trips.cancel.forfeitedTravelCredit.${quote.forfeitedTravelCredit.reason}` },
            { amount: formatTotal(intl, quote.forfeitedTravelCredit.amount) },
          )}
        </p>
      ) : null}
      <p className="wf-field-description">{intl.formatMessage({ id: 'trips.refundTiming' })}</p>
    </>
  );
}

/** What a cancellation gave back: per source, an airline credit, and when it arrives. */
export function CancellationSummary({ cancellation }: { cancellation: Cancellation }) {
  const intl = useIntl();
  return (
    <>
      {cancellation.refunds.length > 0 ? (
        <SourceAmountList
          items={cancellation.refunds}
          label={intl.formatMessage({ id: 'trips.cancel.refundsTo' })}
        />
      ) : null}
      {cancellation.airlineCredit ? (
        <p>
          {intl.formatMessage(
            { id: 'trips.cancel.creditMade' },
            {
              amount: formatTotal(intl, cancellation.airlineCredit.amount),
              airline: cancellation.airlineCredit.airline.name,
              date: formatInstant(intl, cancellation.airlineCredit.expiresAt),
            },
          )}
        </p>
      ) : null}
      <p className="wf-field-description">{intl.formatMessage({ id: 'trips.refundTiming' })}</p>
    </>
  );
}

/**
 * Self-serve cancel (spec §2 steps: loading, policy, confirm, success, non-refundable, support,
 * pending, cancelled, try again). The cancellation is quoted first, then confirmed. Each step's
 * heading takes the focus and is announced; Escape closes except while confirming.
 */
export function CancelTripDialog({
  trip,
  onClose,
  onCancelled,
}: {
  /** The trip as it was when the dialog opened (mount it when opening). */
  trip: TripDetail;
  onClose: () => void;
  onCancelled: (trip: TripDetail) => void;
}) {
  const intl = useIntl();
  const { brand } = usePortal();
  const isAlreadyCancelled =
    trip.tripStatus === 'Cancelled' || trip.cancellation?.status === 'Cancelled';
  const [step, setStep] = useState<CancelStep>(isAlreadyCancelled ? 'cancelled' : 'loading');
  const [quote, setQuote] = useState<CancelQuote | null>(null);
  const [cancellation, setCancellation] = useState<Cancellation | null>(null);
  const [failure, setFailure] = useState<DialogFailure | null>(null);
  /** The supplier changed the terms under a confirm (CancellationFeesApplicable): say so. */
  const [termsChanged, setTermsChanged] = useState(false);
  const { userId } = useSignedInSession();
  const bookingId = trip.booking.id;
  const code = trip.booking.confirmationCode ?? bookingId;
  const fallback = intl.formatMessage({ id: 'error.network' });
  const failedLater = intl.formatMessage({ id: 'trips.cancel.pending.failed' }, { code });

  const requote = useMutation({
    mutationFn: () => postCancelQuote(bookingId),
    onSuccess: (next) => {
      setQuote(next);
      setStep(selectQuoteStep(next));
    },
    onError: (error) => {
      setFailure(toDialogFailure(error, fallback));
      setStep('try-again');
    },
  });
  const confirm = useMutation({
    mutationFn: (cancelQuoteId: string) => postCancelConfirm(bookingId, cancelQuoteId),
    onSuccess: (answer) => {
      setCancellation(answer.cancellation);
      setStep(selectConfirmedStep(answer.cancellation));
      onCancelled(answer.trip);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'CancellationFeesApplicable') {
        // The quote no longer holds: fetch the new terms and show them with a notice.
        setTermsChanged(true);
        setStep('loading');
        requote.mutate();
        return;
      }
      setFailure(toDialogFailure(error, fallback));
      setStep('try-again');
    },
  });
  const { mutate: startQuote } = requote;

  // Pending: the supplier answers later; ask every 2 s and move on once it has.
  const queryClient = useQueryClient();
  const onCancelledRef = useRef(onCancelled);
  useEffect(() => {
    onCancelledRef.current = onCancelled;
  }, [onCancelled]);
  useEffect(() => {
    if (step !== 'pending') return;
    let isStopped = false;
    const timer = window.setInterval(() => {
      queryClient.query({ ...tripQueryOptions(userId, bookingId), staleTime: 0 }).then(
        (latest) => {
          if (isStopped || latest.cancellation?.status === 'Pending') return;
          isStopped = true;
          if (latest.cancellation?.status === 'Cancelled') {
            setCancellation(latest.cancellation);
            setStep('success');
          } else {
            // The supplier failed it after all: nothing changed, the person may try again.
            setFailure({ message: failedLater, referenceId: null });
            setStep('try-again');
          }
          onCancelledRef.current(latest);
        },
        // A failed poll is asked again at the next tick.
        () => undefined,
      );
    }, PENDING_POLL_MS);
    return () => {
      isStopped = true;
      window.clearInterval(timer);
    };
  }, [step, queryClient, userId, bookingId, failedLater]);

  // The dialog is mounted when opened: quote at once (an already cancelled trip needs none).
  useEffect(() => {
    if (!isAlreadyCancelled) startQuote();
  }, [isAlreadyCancelled, startQuote]);

  const isConfirming = confirm.isPending;
  const stepTitle = intl.formatMessage({ id: `trips.cancel.step.${step}` });

  const termsNotice = termsChanged ? (
    <p className="wf-trip-warning" role="alert">
      {intl.formatMessage({ id: 'trips.cancel.feesChanged' })}
    </p>
  ) : null;
  let body;
  switch (step) {
    case 'loading':
      body = (
        <>
          <div className="wf-status" aria-busy="true">
            <span className="wf-spinner" aria-hidden="true" />
            <span>{intl.formatMessage({ id: 'trips.cancel.loading' })}</span>
          </div>
          <div className="wf-dialog-actions">
            <Button variant="secondary" onPress={onClose}>
              {intl.formatMessage({ id: 'trips.modal.close' })}
            </Button>
          </div>
        </>
      );
      break;
    case 'policy':
      body = quote ? (
        <>
          {termsNotice}
          <QuoteSummary quote={quote} tripType={trip.type} />
          <div className="wf-dialog-actions">
            <Button onPress={() => setStep('confirm')}>
              {intl.formatMessage({ id: 'trips.cancel.continue' })}
            </Button>
            <Button variant="secondary" onPress={onClose}>
              {intl.formatMessage({ id: 'trips.cancel.keep' })}
            </Button>
          </div>
        </>
      ) : null;
      break;
    case 'non-refundable':
      body = quote ? (
        <>
          {termsNotice}
          <p className="wf-trip-warning">
            {intl.formatMessage({ id: 'trips.cancel.nonRefundable.body' })}
          </p>
          <QuotePolicy quote={quote} tripType={trip.type} />
          <div className="wf-dialog-actions">
            <Button onPress={() => setStep('confirm')}>
              {intl.formatMessage({ id: 'trips.cancel.nonRefundable.anyway' })}
            </Button>
            <Button variant="secondary" onPress={onClose}>
              {intl.formatMessage({ id: 'trips.cancel.keep' })}
            </Button>
          </div>
        </>
      ) : null;
      break;
    case 'confirm':
      body = quote ? (
        <>
          <p>
            {intl.formatMessage(
              {
                id:
                  quote.refundTotal.amountMinor > 0
                    ? 'trips.cancel.confirm.body'
                    : 'trips.cancel.confirm.nothingBack',
              },
              { code, amount: formatTotal(intl, quote.refundTotal) },
            )}
          </p>
          <p className="wf-field-description">
            {intl.formatMessage(
              { id: 'trips.cancel.confirm.until' },
              { time: formatInstant(intl, quote.expiresAt) },
            )}
          </p>
          <div className="wf-dialog-actions">
            <Button isPending={isConfirming} onPress={() => confirm.mutate(quote.cancelQuoteId)}>
              {intl.formatMessage({ id: 'trips.cancel.confirm.submit' })}
            </Button>
            <Button variant="secondary" isDisabled={isConfirming} onPress={onClose}>
              {intl.formatMessage({ id: 'trips.cancel.keep' })}
            </Button>
          </div>
        </>
      ) : null;
      break;
    case 'success':
    case 'pending':
    case 'cancelled': {
      // The cancellation ended (or waits on the supplier): what happened and what came back.
      const shown = step === 'cancelled' ? trip.cancellation : cancellation;
      body = (
        <>
          <p>{intl.formatMessage({ id: `trips.cancel.${step}.body` }, { code })}</p>
          {step === 'pending' ? (
            <div className="wf-status" aria-busy="true">
              <span className="wf-spinner" aria-hidden="true" />
              <span>{intl.formatMessage({ id: 'trips.cancel.pending.waiting' })}</span>
            </div>
          ) : null}
          {shown ? <CancellationSummary cancellation={shown} /> : null}
          <div className="wf-dialog-actions">
            <Button onPress={onClose}>{intl.formatMessage({ id: 'trips.modal.close' })}</Button>
          </div>
        </>
      );
      break;
    }
    case 'support':
      body = (
        <>
          <p>
            {intl.formatMessage({
              id:
                quote?.outcome === 'too_close_to_departure'
                  ? 'trips.cancel.support.tooClose'
                  : 'trips.cancel.support.body',
            })}
          </p>
          <p>
            {intl.formatMessage(
              { id: 'trips.cancel.support.call' },
              {
                phone: (
                  <a key="phone" href={`tel:${brand.supportPhone.tel}`}>
                    {brand.supportPhone.display}
                  </a>
                ),
                code: <strong key="code">{code}</strong>,
              },
            )}
          </p>
          <div className="wf-dialog-actions">
            <Button onPress={onClose}>{intl.formatMessage({ id: 'trips.modal.close' })}</Button>
          </div>
        </>
      );
      break;
    case 'try-again':
      body = (
        <DialogFailureStep
          failure={failure}
          isRetrying={requote.isPending}
          onTryAgain={() => {
            setStep('loading');
            startQuote();
          }}
          onClose={onClose}
        />
      );
      break;
  }

  return (
    <StepDialog
      title={intl.formatMessage({ id: 'trips.cancel.title' }, { code })}
      step={step}
      stepTitle={stepTitle}
      focusHeading={step !== 'loading'}
      isDismissable={canDismissCancelDialog(step, isConfirming)}
      onClose={onClose}
    >
      {body}
    </StepDialog>
  );
}
