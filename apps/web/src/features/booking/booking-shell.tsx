import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { BookingPayment, BookingStep } from '@wayfare/contracts/flight-booking';
import type { Money } from '@wayfare/contracts/money';
import type { TravelOfferProduct } from '@wayfare/contracts/travel-offers';
import { applicableTravelOfferQueryOptions } from '../../api/travel-offer-calls';
import { TravelOfferSection } from './travel-offer-section';
import type { EarnRates, RewardsCurrency } from '@wayfare/contracts/rewards';
import { formatRewardAmount, type RewardEarn } from '@wayfare/domain/display-rules';
import { describePriceDifference } from '@wayfare/domain/price-consent';
import { isApiError } from '../../api/api-error';
import { usePortal } from '../../tenant/portal-context';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { LoadingState, Notice } from '../../ui/states';
import { formatTotal } from '../../format/format-money';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { PageTitle } from '../../components/page-title';
import { MIN_POLICY_REASON, PolicyBookingSection } from './policy-booking-section';
import { ExpiredQuoteDialog, PriceChangeDialog } from './booking-dialogs';
import { createIdempotencyKeys } from './booking-form';
import { isPaymentField, selectNextStep } from './booking-errors';
import { findBookedQuote, forgetBookedQuote, rememberBookedQuote } from './booking-history';
import { BookingProblemAlert, type BookingProblem } from './booking-problem';
import { BookingProgress } from './booking-progress';
import type { SummaryPayment } from '../../components/payment-lines';
import { PaymentSection } from './payment-section';
import { useBookingPayment } from './use-booking-payment';
import { useFollowBooking } from './use-follow-booking';
import { trackEvent } from '../../api/tracking-calls';
import { BOOKING_COMPLETE_EVENT, selectBookingEntrySource } from '../../api/tracking-context';
import type { TrackingFunnel } from '@wayfare/domain/tracking-privacy';
import { BOOKING_IDLE_LIMIT_MS, useIdleLimit } from './use-idle-limit';

/**
 * The one booking page (issue 16): every product's book route is this shell with its part's
 * slots filled. The shell owns what every booking shares: the price hold and its notices (a
 * review total that moved, a new price to accept, a hold that ended, an idle page), the travel
 * policy section, payment (credit, rewards, card, earn), the Book button, the saga's progress,
 * every booking error with its next step, and where Back goes once Book was pressed. A part
 * brings its traveller step, extras, summary, request and confirmation paths.
 */

/** What the shop page hands the booking page in history state. */
export interface BookLocationState {
  /** Where "Change flights" / "Change room" and "choose another" go back to. */
  shopUrl?: string;
  /** The total the review step showed; a quote that differs says so (spec §8 notice). */
  reviewedTotalMinor?: number;
}

export interface FollowedBooking {
  id: string;
  step: BookingStep;
}

/** The travel policy's say, under the traveller's tier (business tenant). */
export interface ShellPolicy {
  tierName: string;
  inPolicy: boolean;
  reasons: readonly string[];
  needsApproval: boolean;
  approvalNote?:
    | 'policy.approval.note'
    | 'policy.approval.noteHotel'
    | 'policy.approval.noteCar'
    | 'policy.approval.noteExperience'
    | 'policy.approval.noteHome';
}

/** What the summary slot shows of the payment. */
export interface ShellSummary {
  chargedMinor: number;
  payments: readonly SummaryPayment[];
  rewardsCurrency: RewardsCurrency | null;
  earn: RewardEarn | null;
}

/** One product's slots and calls on the booking page. */
export interface BookingShellPart<Req, B extends FollowedBooking> {
  quoteId: string;
  expiresAt: string;
  /** The held total the server compares a new price with (consent). */
  quotedTotal: Money;
  /** What is charged through the portal now: the whole total, or a stay's pay-now part. */
  chargedMinor: number;
  /**
   * Of `chargedMinor`, the add-ons chosen (cancel and change for any reason), kept on top of a new
   * price.
   */
  addOnsMinor?: number;
  earnCategory: keyof EarnRates;
  /** Flights: the marketing airlines, so the person's airline credits can apply. */
  marketingCarrierCodes?: readonly string[];
  shopUrl: string;
  /** "Choose other flights", "Choose another room": after an error that ends this choice. */
  chooseOtherLabel: string;
  /** "Change flights", "Change room": beside Book. */
  changeLabel: string;
  policy: ShellPolicy | null;
  /** The traveller step: who travels and how to reach them. */
  details: ReactNode;
  /** Extras the product offers (flights: cancel and change for any reason). */
  extras?: ReactNode;
  /** The line above Book, naming what is paid now. */
  agreeText: (total: string) => string;
  summary: (view: ShellSummary) => ReactNode;
  /** Runs the product's own checks and shows them; false when something is to fix. */
  checkDetails: () => boolean;
  buildRequest: (input: {
    payment: BookingPayment;
    acceptedTotalMinor: number | null;
    outOfPolicyReason: string | null;
  }) => Req;
  post: (request: Req, idempotencyKey: string) => Promise<B>;
  fetchBooking: (id: string, signal: AbortSignal) => Promise<B>;
  isRunning: (booking: B) => boolean;
  isDone: (booking: B) => boolean;
  /** The failed booking's code (a hotel's LackOfInventory reason names its own screen). */
  failureOf: (booking: B) => { code: string; message: string };
  confirmPath: (id: string) => string;
  queryKey: (id: string) => QueryKey;
  /** Prices the same choice again and opens its booking page. */
  requote: () => Promise<void>;
  /** Shows a server error on the product's own fields; true when it did. */
  placeFieldError: (code: string, field: string | undefined, message: string) => boolean;
  /** The product's own words for a code, when it has them (the hotel words of spec §8). */
  errorText?: (code: string) => string | null;
  progress: { title: string; supplier: 'airline' | 'hotel' | 'car' | 'activity' | 'home' };
  /** The Book button's words for the total ("Freeze price for $45"); "Book for …" when unset. */
  submitLabel?: (total: string) => string;
  /** Where Back to this page leads once the purchase settled; the trip when unset. */
  settledPath?: (id: string) => string;
  /**
   * What the booking's tracking event names (issue 24): by default the supplier's product and its
   * funnel; a package or a price freeze names its own.
   */
  tracking?: BookingTracking;
  /** The product a tenant travel offer may apply to (issue 23); no offer when unset. */
  offerProduct?: TravelOfferProduct;
  /** A stay's nights, for an offer's minimum (issue 23). */
  nights?: number;
  /** Spec §5: travel credits may not pay (a pay-at-hotel stay at a Premier or Lifestyle hotel). */
  travelCreditNotAllowed?: boolean;
}

/**
 * The page around a booking form: the title, and the guard that sends a booking page whose quote
 * was already booked in this tab to that booking (its confirmation, or its trip once settled).
 */
export function BookingPageFrame({
  title,
  heading,
  quoteId,
  children,
}: {
  title: string;
  heading: string;
  quoteId: string | null;
  children: ReactNode;
}) {
  // Read when the page opens (Back, a reload): a booking made on this page moves on by itself.
  const [booked] = useState(() => (quoteId ? findBookedQuote(quoteId) : null));
  if (booked) return <Navigate replace to={booked} />;
  return (
    <div className="wf-page wf-booking-page">
      <PageTitle title={title} />
      <h1>{heading}</h1>
      {children}
    </div>
  );
}

/** A booking's product and spec §4 funnel, as its tracking event names them. */
export interface BookingTracking {
  product: 'flight' | 'hotel' | 'car' | 'activity' | 'home' | 'package' | 'price_freeze';
  funnel: TrackingFunnel;
}

const SUPPLIER_TRACKING: Record<
  BookingShellPart<object, FollowedBooking>['progress']['supplier'],
  BookingTracking
> = {
  airline: { product: 'flight', funnel: 'flights' },
  hotel: { product: 'hotel', funnel: 'hotels' },
  car: { product: 'car', funnel: 'cars' },
  activity: { product: 'activity', funnel: 'activities' },
  home: { product: 'home', funnel: 'homes' },
};

/**
 * `booking_complete` (spec §4 travel-app bookingComplete) once a booking settles, confirmed or held
 * for approval, with the entry source the session last entered this funnel from; the session's
 * campaign parameters and the server's properties ride along as on every event.
 */
function trackBookingComplete({ product, funnel }: BookingTracking) {
  const entrySource = selectBookingEntrySource(funnel);
  trackEvent(BOOKING_COMPLETE_EVENT, {
    product,
    funnel,
    ...(entrySource ? { entry_source: entrySource } : {}),
  });
}

/** The shared booking form: see the module comment. */
export function BookingShell<Req extends object, B extends FollowedBooking>({
  part,
  isLoading = false,
}: {
  part: BookingShellPart<Req, B>;
  /** The product's own data (travellers) is still loading. */
  isLoading?: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSignedInSession();
  const { boot } = usePortal();
  const state = location.state as BookLocationState | null;

  const [policyReason, setPolicyReason] = useState('');
  const [reasonServerError, setReasonServerError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [paymentErrors, setPaymentErrors] = useState<{ card?: string; rewards?: string }>({});
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const [problemSeq, setProblemSeq] = useState(0);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [priceChange, setPriceChange] = useState<{ quoted: number; next: number } | null>(null);
  const [acceptedTotal, setAcceptedTotal] = useState<number | null>(null);
  const [isExpired, setIsExpired] = useState(false);
  const [isRequoting, setIsRequoting] = useState(false);
  const keysRef = useRef(createIdempotencyKeys(() => crypto.randomUUID()));
  const alertRef = useRef<HTMLDivElement>(null);

  const { quotedTotal } = part;
  const currency = quotedTotal.currency;
  // A new total the person accepted replaces what is charged when all of it is charged now.
  // Add-ons (cancel for any reason) keep their quoted price on top of a new total.
  const addOnsMinor = part.addOnsMinor ?? 0;
  const chargedMinor =
    acceptedTotal !== null && part.chargedMinor === quotedTotal.amountMinor + addOnsMinor
      ? acceptedTotal + addOnsMinor
      : part.chargedMinor;
  // A tenant travel offer for what is booked (issue 23), taken off what is charged when the person
  // chooses to use it (an offer is used once: they decide which trip spends it, and the total never
  // changes under them as the offer loads); the server checks and claims it again.
  const applicable = useQuery({
    ...applicableTravelOfferQueryOptions(session.userId, {
      product: part.offerProduct ?? 'flight',
      chargedMinor,
      nights: part.nights,
    }),
    enabled: part.offerProduct !== undefined && chargedMinor > 0,
  });
  const [offerChosen, setOfferChosen] = useState(false);
  const offer = part.offerProduct !== undefined ? (applicable.data?.offer ?? null) : null;
  const offerDiscountMinor = offer ? (applicable.data?.discount?.amountMinor ?? 0) : 0;
  const offerMinor = offerChosen ? offerDiscountMinor : 0;
  const payMinor = chargedMinor - offerMinor;
  const pay = useBookingPayment({
    userId: session.userId,
    totalMinor: payMinor,
    currency,
    earnCategory: part.earnCategory,
    ...(part.marketingCarrierCodes ? { marketingCarrierCodes: part.marketingCarrierCodes } : {}),
  });
  const { split } = pay;
  const idle = useIdleLimit(BOOKING_IDLE_LIMIT_MS, !isSubmitting);
  // The form, once its data is in, renders in a pass that yields to the browser (issue 16): a
  // whole booking form in one task held the page for a few hundred milliseconds on a phone.
  const isFormShown = useDeferredValue(!(pay.isLoading || isLoading), false);

  const needsReason = part.policy !== null && !part.policy.inPolicy;
  const reasonError =
    reasonServerError ??
    (attempted && needsReason && policyReason.trim().length < MIN_POLICY_REASON
      ? intl.formatMessage({ id: 'policy.reason.tooShort' }, { min: MIN_POLICY_REASON })
      : null);
  const cardMissing = attempted && split.cardMinor > 0 && !pay.payment.cardToken;

  // A problem scrolls into view and takes focus once the page (and any closing dialog) settled.
  useEffect(() => {
    if (problemSeq === 0) return undefined;
    const timer = window.setTimeout(() => {
      const alert = alertRef.current;
      if (!alert) return;
      alert.scrollIntoView({ block: 'center' });
      alert.focus({ preventScroll: true });
    }, 50);
    return () => window.clearTimeout(timer);
  }, [problemSeq]);

  // Left untouched past the limit: the price is stale, ask for a new one (spec §8 Inactivity).
  const { isIdle } = idle;
  useEffect(() => {
    if (isIdle) showProblem('Inactivity', '');
    // showProblem is stable in effect: it only sets state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isIdle]);

  const money = (amountMinor: number) => formatTotal(intl, { amountMinor, currency });

  function errorMessage(code: string, fallback: string): string {
    const own = part.errorText?.(code);
    if (own) return own;
    const id = `bookingError.${code}`;
    if (id in intl.messages) return intl.formatMessage({ id: id as 'bookingError.ProviderError' });
    return fallback || intl.formatMessage({ id: 'bookingError.ProviderError' });
  }

  function showProblem(code: string, message: string, field?: string) {
    const next = selectNextStep(code);
    const text = errorMessage(code, message);
    if (next === 'choosePayment') {
      if (code === 'RedemptionFailure' || (isPaymentField(field) && field !== 'payment.cardToken'))
        setPaymentErrors({ rewards: text });
      else setPaymentErrors({ card: text });
      setProblem({ code, next, message: intl.formatMessage({ id: 'booking.fixPayment' }) });
    } else if (next === 'fixField') {
      if (code === 'OutOfPolicyReasonRequired') setReasonServerError(message || text);
      else if (!part.placeFieldError(code, field, text)) {
        setProblem({ code, next, message: text });
        setProblemSeq((n) => n + 1);
        return;
      }
      setProblem({ code, next, message: intl.formatMessage({ id: 'booking.fixErrors' }) });
    } else {
      setProblem({ code, next, message: text });
    }
    setProblemSeq((n) => n + 1);
  }

  const follow = useFollowBooking({
    fetchBooking: part.fetchBooking,
    isRunning: part.isRunning,
    isDone: part.isDone,
    confirmPath: part.confirmPath,
    queryKey: part.queryKey,
    onDone: (booking) => {
      rememberBookedQuote(
        part.quoteId,
        part.settledPath ? part.settledPath(booking.id) : `/trips/${booking.id}`,
      );
      trackBookingComplete(part.tracking ?? SUPPLIER_TRACKING[part.progress.supplier]);
    },
    onFailed: (failed) => {
      forgetBookedQuote(part.quoteId);
      // A retry is a new attempt: it gets a new key.
      keysRef.current = createIdempotencyKeys(() => crypto.randomUUID());
      const { code, message } = part.failureOf(failed);
      showProblem(code, message);
    },
  });

  const submit = async () => {
    setAttempted(true);
    setProblem(null);
    setPaymentErrors({});
    setReasonServerError(null);
    if (isIdle) {
      showProblem('Inactivity', '');
      return;
    }
    const detailsOk = part.checkDetails();
    const needsCard = split.cardMinor > 0;
    const reasonMissing = needsReason && policyReason.trim().length < MIN_POLICY_REASON;
    if (!detailsOk || (needsCard && !pay.payment.cardToken) || reasonMissing) {
      setProblem({
        code: 'BadRequest',
        next: 'fixField',
        message: intl.formatMessage({ id: 'booking.fixErrors' }),
      });
      setProblemSeq((n) => n + 1);
      return;
    }
    const request = part.buildRequest({
      payment: {
        ...pay.request,
        ...(part.travelCreditNotAllowed ? { applyWalletCredit: false } : {}),
        ...(offer && offerMinor > 0 ? { travelOfferId: offer.id } : {}),
      },
      acceptedTotalMinor: acceptedTotal,
      outOfPolicyReason: needsReason ? policyReason.trim() : null,
    });
    setIsSubmitting(true);
    try {
      const created = await part.post(request, keysRef.current(request));
      // From now on Back to this page leads to the booking, never to a form that books again.
      rememberBookedQuote(part.quoteId, part.confirmPath(created.id));
      void follow.follow(created);
    } catch (error) {
      if (!isApiError(error)) {
        showProblem('ProviderError', '');
        return;
      }
      const code = error.code ?? 'ProviderError';
      if (code === 'PriceChanged') {
        const next = Number(error.details.newTotalMinor);
        const quoted = Number(error.details.quotedTotalMinor);
        if (Number.isSafeInteger(next) && Number.isSafeInteger(quoted)) {
          setPriceChange({ quoted, next });
          return;
        }
      }
      if (code === 'ExpiredQuoteToken') {
        setIsExpired(true);
        return;
      }
      // The offer went meanwhile (another booking used it): ask again which one applies now.
      if (code === 'TravelOfferUnavailable') void applicable.refetch();
      showProblem(code, error.message, error.field);
    } finally {
      setIsSubmitting(false);
    }
  };

  const requote = async () => {
    setIsRequoting(true);
    try {
      await part.requote();
      setIsExpired(false);
      idle.reset();
      setProblem(null);
    } catch (error) {
      setIsExpired(false);
      showProblem(isApiError(error) ? (error.code ?? 'OfferInvalid') : 'OfferInvalid', '');
    } finally {
      setIsRequoting(false);
    }
  };

  const rewardsCurrency = pay.account?.currency ?? null;
  // The offer is named beside what pays the rest (the product's summary keeps its own total).
  const summary = part.summary({
    chargedMinor,
    payments:
      offerMinor > 0
        ? [
            { source: 'TravelOffer', amount: { amountMinor: offerMinor, currency } },
            ...pay.payments,
          ]
        : pay.payments,
    rewardsCurrency,
    earn: pay.earn,
  });
  if (!isFormShown) {
    // The trip and its price show as soon as the quote is in (on a phone, first on the page);
    // the form follows.
    return (
      <div className="wf-booking-layout">
        <div className="wf-booking-form">
          <LoadingState label={intl.formatMessage({ id: 'booking.loading' })} />
        </div>
        {summary}
      </div>
    );
  }
  const isBooking = follow.bookingId !== null;

  // "Book for $1,067.48 + 20,000 miles": what rewards pay is named in their own unit.
  const rewardsMinor = split.rewardsMinor;
  const totalText =
    rewardsMinor > 0 && rewardsCurrency
      ? intl.formatMessage(
          {
            id: rewardsCurrency === 'miles' ? 'booking.amountWithMiles' : 'booking.amountWithCash',
          },
          {
            cash: money(payMinor - rewardsMinor),
            miles: formatRewardAmount(rewardsMinor, 'miles', intl.locale),
            rewards: money(rewardsMinor),
          },
        )
      : money(payMinor);
  const difference = describePriceDifference(
    state?.reviewedTotalMinor ?? null,
    quotedTotal.amountMinor,
  );

  return (
    <div className="wf-booking-layout">
      <form
        className="wf-booking-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {difference ? (
          <div role="status" className="wf-booking-notice">
            <Notice
              title={intl.formatMessage({ id: `booking.priceDifference.${difference.direction}` })}
            >
              <p>
                {intl.formatMessage(
                  { id: 'booking.priceDifference.body' },
                  {
                    reviewed: money(state?.reviewedTotalMinor ?? 0),
                    total: money(quotedTotal.amountMinor),
                    difference: money(difference.differenceMinor),
                  },
                )}
              </p>
            </Notice>
          </div>
        ) : null}
        <BookingProblemAlert
          ref={alertRef}
          problem={problem}
          actions={{
            shopUrl: part.shopUrl,
            chooseOtherLabel: part.chooseOtherLabel,
            onTryAgain: () => void submit(),
            onRequote: () => void requote(),
            isRequoting,
          }}
        />
        {part.details}
        {part.extras}
        {part.policy ? (
          <PolicyBookingSection
            tierName={part.policy.tierName}
            inPolicy={part.policy.inPolicy}
            reasons={part.policy.reasons}
            reason={policyReason}
            onReasonChange={(next) => {
              setReasonServerError(null);
              setPolicyReason(next);
            }}
            reasonError={reasonError}
            needsApproval={part.policy.needsApproval}
            {...(part.policy.approvalNote ? { approvalNote: part.policy.approvalNote } : {})}
          />
        ) : null}
        {offer && offerDiscountMinor > 0 ? (
          <TravelOfferSection
            offer={offer}
            discount={{ amountMinor: offerDiscountMinor, currency }}
            total={{ amountMinor: chargedMinor, currency }}
            isApplied={offerChosen}
            onChange={setOfferChosen}
          />
        ) : null}
        {part.travelCreditNotAllowed && pay.credit ? (
          <div className="wf-booking-notice" data-testid="travel-credit-not-allowed">
            <Notice title={intl.formatMessage({ id: 'travelOffer.creditNotAllowed.title' })}>
              <p>{intl.formatMessage({ id: 'travelOffer.creditNotAllowed.body' })}</p>
            </Notice>
          </div>
        ) : null}
        {payMinor > 0 ? (
          <PaymentSection
            total={{ amountMinor: payMinor, currency }}
            split={split}
            accounts={pay.accounts}
            credit={part.travelCreditNotAllowed ? null : pay.credit}
            airlineCredits={pay.airlineCredits}
            airlineCreditMinor={pay.airlineCreditMinor}
            cards={pay.cards}
            newCardTokens={pay.newCardTokens}
            onCardAdded={(card) => {
              pay.addCard(card);
              setPaymentErrors({});
            }}
            vaultOrigin={pay.vaultOrigin}
            tenant={boot.tenant}
            choice={pay.payment}
            onChange={(next) => {
              setPaymentErrors({});
              pay.setChoice(next);
            }}
            splitDraft={pay.splitDraft}
            onSplitChange={pay.setSplitDraft}
            errors={{
              card:
                paymentErrors.card ??
                (cardMissing ? intl.formatMessage({ id: 'booking.card.required' }) : undefined),
              rewards: paymentErrors.rewards,
            }}
          />
        ) : null}
        <div className="wf-booking-actions">
          <p className="wf-field-description">{part.agreeText(totalText)}</p>
          <div className="wf-row">
            <Button type="submit" isPending={isSubmitting || isBooking}>
              {part.submitLabel
                ? part.submitLabel(totalText)
                : intl.formatMessage(
                    { id: part.policy?.needsApproval ? 'booking.requestApproval' : 'booking.book' },
                    { total: totalText },
                  )}
            </Button>
            <Link to={part.shopUrl} className="wf-link-button">
              {part.changeLabel}
            </Link>
          </div>
        </div>
      </form>
      {summary}

      <ModalDialog isOpen={isBooking} title={part.progress.title}>
        <BookingProgress step={follow.step} supplier={part.progress.supplier} />
      </ModalDialog>
      <PriceChangeDialog
        change={priceChange}
        currency={currency}
        onAccept={(next) => {
          setAcceptedTotal(next);
          setPriceChange(null);
          pay.setChoice((c) => ({ ...c, rewardsMinor: Math.min(c.rewardsMinor, next) }));
        }}
        onChooseOther={() => void navigate(part.shopUrl)}
        chooseOtherLabel={part.chooseOtherLabel}
      />
      <ExpiredQuoteDialog
        isOpen={isExpired}
        isRequoting={isRequoting}
        onRequote={() => void requote()}
        onChooseOther={() => void navigate(part.shopUrl)}
        chooseOtherLabel={part.chooseOtherLabel}
      />
    </div>
  );
}
