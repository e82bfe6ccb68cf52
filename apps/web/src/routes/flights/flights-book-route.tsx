import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { FlightBooking } from '@wayfare/contracts/flight-booking';
import type { FlightQuoteResponse } from '@wayfare/contracts/flight-shop';
import { computeEarnOnFare } from '@wayfare/domain/display-rules';
import { isApiError } from '../../api/api-error';
import {
  fetchFlightBooking,
  flightBookingQueryOptions,
  flightQuoteQueryOptions,
  postFlightBooking,
  postFlightQuote,
} from '../../api/booking-calls';
import type { BookingCheck, ContactField } from '../../features/booking/booking-form';
import {
  buildBookRequest,
  checkBooking,
  createIdempotencyKeys,
  describeTrip,
  hasBookingProblems,
  listPassengerSlots,
  placeServerField,
  suggestAssignments,
} from '../../features/booking/booking-form';
import { BookingProgress } from '../../features/booking/booking-progress';
import { useFollowBooking } from '../../features/booking/use-follow-booking';
import { BookingSummary } from '../../features/booking/booking-summary';
import '../../features/booking/booking.css';
import '../../features/travel-policy/travel-policy.css';
import { ExpiredQuoteDialog, PriceChangeDialog } from '../../features/booking/booking-dialogs';
import { PaymentSection } from '../../features/booking/payment-section';
import { useBookingPayment } from '../../features/booking/use-booking-payment';
import { TravelerSlots } from '../../features/booking/traveler-slots';
import '../../features/flight-results/flight-results.css';
import { formatTotal } from '../../features/flight-results/format-flight';
import { useSignedInSession } from '../../features/session/use-signed-in-session';
import { PageTitle } from '../../features/shell/page-title';
import '../../features/travelers/travelers.css';
import { useTravelerStore } from '../../features/travelers/use-traveler-store';
import { judgeTrip } from '../../features/travel-policy/fare-policy';
import { usePolicyReasons } from '../../features/travel-policy/policy-badge';
import {
  MIN_POLICY_REASON,
  PolicyBookingSection,
} from '../../features/travel-policy/policy-booking-section';
import { useTravelPolicy } from '../../features/travel-policy/use-travel-policy';
import { usePortal } from '../../tenant/portal-context';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { LoadingState, Notice } from '../../ui/states';
import { TextField } from '../../ui/text-field';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { TRAVELERS_EN } from '../../i18n/catalogues/travelers';

/** Booking's messages and the travelers' (the traveler slots and form). */
const BOOK_MESSAGES = { ...FLIGHT_BOOKING_EN, ...TRAVELERS_EN };

/** Where "Change flights" goes back to: the shop page the person came from, kept in history state. */
export interface FlightBookLocationState {
  shopUrl?: string;
}

const PAYMENT_CODES = new Set([
  'CardDeclined',
  'InsufficientFunds',
  'CreditCardExpired',
  'GenericError',
  'InvalidCreditCardVerificationNumber',
  'InvalidCreditCardNumber',
  'LikelyFraud',
  'UnknownCard',
  'CreditCardDeclined',
]);

type PageProblem = { code: string; message: string } | null;

/** /flights/book?quoteId=…: who is flying, contact, payment, then the booking saga's progress. */
function BookPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const quoteId = params.get('quoteId');
  const quote = useQuery({ ...flightQuoteQueryOptions(quoteId ?? ''), enabled: !!quoteId });

  let body;
  if (!quoteId) {
    body = (
      <Notice
        title={intl.formatMessage({ id: 'booking.noTrip.title' })}
        action={
          <Link to="/flights/search">{intl.formatMessage({ id: 'booking.searchFlights' })}</Link>
        }
      >
        <p>{intl.formatMessage({ id: 'booking.noTrip.body' })}</p>
      </Notice>
    );
  } else if (quote.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'booking.loading' })} />;
  } else if (quote.isError) {
    body = (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'booking.noTrip.title' })}
        action={
          <>
            <Button onPress={() => void quote.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
            <Link to="/flights/search">{intl.formatMessage({ id: 'booking.searchFlights' })}</Link>
          </>
        }
      >
        <p>{intl.formatMessage({ id: 'booking.loadFailed' })}</p>
      </Notice>
    );
  } else {
    body = <BookingForm key={quote.data.quoteId} quote={quote.data} />;
  }
  return (
    <main id="main" className="wf-page wf-booking-page" tabIndex={-1}>
      <PageTitle title={intl.formatMessage({ id: 'booking.pageTitle' })} />
      <h1>{intl.formatMessage({ id: 'booking.heading' })}</h1>
      {body}
    </main>
  );
}

function BookingForm({ quote }: { quote: FlightQuoteResponse }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSignedInSession();
  const { boot } = usePortal();
  const isBusinessTenant = boot.tenant === 'capone-corporate';
  const store = useTravelerStore({ session, isBusinessTenant });
  const { offer } = quote;
  const shopUrl = (location.state as FlightBookLocationState | null)?.shopUrl ?? '/flights/search';

  const slots = useMemo(() => listPassengerSlots(offer.passengers), [offer.passengers]);
  const trip = useMemo(() => describeTrip(offer), [offer]);
  const [pickedAssignments, setAssignments] = useState<(string | null)[] | null>(null);
  const [contact, setContact] = useState({ email: session.userInfo.email, phone: '' });
  const [attempted, setAttempted] = useState(false);
  const [travelerErrors, setTravelerErrors] = useState<Partial<Record<number, string>>>({});
  const [contactErrors, setContactErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [paymentErrors, setPaymentErrors] = useState<{ card?: string; rewards?: string }>({});
  const [problem, setProblem] = useState<PageProblem>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [priceChange, setPriceChange] = useState<{ quoted: number; next: number } | null>(null);
  const [acceptedTotal, setAcceptedTotal] = useState<number | null>(null);
  const [isExpired, setIsExpired] = useState(false);
  const [isRequoting, setIsRequoting] = useState(false);
  const tier = useTravelPolicy();
  const tripVerdict = tier
    ? judgeTrip(
        tier.policy,
        offer.tripType,
        offer.slices.flatMap((itinerary) => {
          const fare = itinerary.fares[0];
          return fare
            ? [
                {
                  itinerary,
                  fare: { cabinClass: fare.cabinClass, grandTotal: fare.pricing.grandTotal },
                },
              ]
            : [];
        }),
        slots.length,
      )
    : null;
  const needsReason = tripVerdict !== null && !tripVerdict.inPolicy;
  const [policyReason, setPolicyReason] = useState('');
  const [reasonServerError, setReasonServerError] = useState<string | null>(null);
  const reasonError =
    reasonServerError ??
    (attempted && needsReason && policyReason.trim().length < MIN_POLICY_REASON
      ? intl.formatMessage({ id: 'policy.reason.tooShort' }, { min: MIN_POLICY_REASON })
      : null);
  const reasonsFor = usePolicyReasons();
  const keysRef = useRef(createIdempotencyKeys(() => crypto.randomUUID()));
  const summaryRef = useRef<HTMLDivElement>(null);

  // Suggested travelers until the person picks; their own choices are never overwritten.
  const assignments =
    pickedAssignments ??
    (store.isLoading
      ? null
      : suggestAssignments(slots, store.travelers, trip.firstDepartureDate, session.userInfo));

  const total = offer.pricing.grandTotal;
  const totalMinor = acceptedTotal ?? total.amountMinor;
  const marketingCarrierCodes = useMemo(
    () => offer.slices.flatMap((s) => s.segments.map((g) => g.marketingAirline.code)),
    [offer.slices],
  );
  const pay = useBookingPayment({
    userId: session.userId,
    totalMinor,
    currency: total.currency,
    marketingCarrierCodes,
  });
  const { payment, split, earnAccount } = pay;
  const earn = earnAccount
    ? computeEarnOnFare(
        { amountMinor: split.cardMinor, currency: total.currency },
        earnAccount.earnRates.flights,
        earnAccount.currency,
      )
    : null;

  const check: BookingCheck | null =
    attempted && assignments
      ? checkBooking({ slots, assignments, travelers: store.travelers, contact, trip })
      : null;
  const contactMessage = (field: ContactField) => {
    const code = check?.contact[field];
    if (code) return intl.formatMessage({ id: `bookingRule.${code}` });
    return contactErrors[field] ?? null;
  };
  const cardMissing = attempted && split.cardMinor > 0 && !payment.cardToken;

  const {
    bookingId,
    step,
    follow: followBooking,
  } = useFollowBooking({
    fetchBooking: fetchFlightBooking,
    isRunning: (b: FlightBooking) => b.status === 'Pending',
    isDone: (b) => b.status === 'Confirmed' || b.status === 'AwaitingApproval',
    confirmPath: (id) => `/flights/book/confirm?bookingId=${encodeURIComponent(id)}`,
    queryKey: (id) => flightBookingQueryOptions(id).queryKey,
    onFailed: (failed) => {
      // A retry is a new attempt: it gets a new key.
      keysRef.current = createIdempotencyKeys(() => crypto.randomUUID());
      showFailure(failed.error?.code ?? 'ProviderError', failed.error?.message ?? '');
    },
  });

  const errorText = (code: string, fallback: string) => {
    const id = `bookingError.${code}`;
    return id in intl.messages
      ? intl.formatMessage({ id: id as 'bookingError.ProviderError' })
      : fallback;
  };

  function showFailure(code: string, message: string) {
    if (PAYMENT_CODES.has(code)) {
      setPaymentErrors({ card: errorText(code, message) });
      setProblem({ code, message: intl.formatMessage({ id: 'booking.fixPayment' }) });
    } else if (code === 'RedemptionFailure') {
      setPaymentErrors({ rewards: errorText(code, message) });
      setProblem({ code, message: intl.formatMessage({ id: 'booking.fixPayment' }) });
    } else {
      setProblem({ code, message: errorText(code, message) });
    }
    summaryRef.current?.focus();
  }

  const submit = async (acceptTotal: number | null = acceptedTotal) => {
    setAttempted(true);
    setProblem(null);
    setTravelerErrors({});
    setContactErrors({});
    setPaymentErrors({});
    if (!assignments) return;
    const found = checkBooking({ slots, assignments, travelers: store.travelers, contact, trip });
    const needsCard = split.cardMinor > 0;
    setReasonServerError(null);
    const reasonMissing = needsReason && policyReason.trim().length < MIN_POLICY_REASON;
    if (hasBookingProblems(found) || (needsCard && !payment.cardToken) || reasonMissing) {
      setProblem({
        code: 'BadRequest',
        message: intl.formatMessage({ id: 'booking.fixErrors' }),
      });
      summaryRef.current?.focus();
      return;
    }
    const request = buildBookRequest({
      quoteToken: quote.quoteToken,
      slots,
      assignments,
      contact,
      payment,
      cardNeeded: needsCard,
      acceptedTotalMinor: acceptTotal,
    });
    if (needsReason) request.outOfPolicyReason = policyReason.trim();
    setIsSubmitting(true);
    try {
      const created = await postFlightBooking(request, keysRef.current(request));
      void followBooking(created);
    } catch (error) {
      if (!isApiError(error)) {
        showFailure('ProviderError', '');
        return;
      }
      if (error.code === 'PriceChanged') {
        const next = Number(error.details.newTotalMinor);
        const quoted = Number(error.details.quotedTotalMinor);
        if (Number.isSafeInteger(next) && Number.isSafeInteger(quoted)) {
          setPriceChange({ quoted, next });
          return;
        }
      }
      if (error.code === 'ExpiredQuoteToken') {
        setIsExpired(true);
        return;
      }
      if (error.code === 'OutOfPolicyReasonRequired') {
        setReasonServerError(error.message);
        setProblem({
          code: 'BadRequest',
          message: intl.formatMessage({ id: 'booking.fixErrors' }),
        });
        summaryRef.current?.focus();
        return;
      }
      const place = placeServerField(error.field);
      if (error.status === 400 && place.area === 'traveler') {
        setTravelerErrors({ [place.slotIndex]: error.message });
        setProblem({
          code: 'BadRequest',
          message: intl.formatMessage({ id: 'booking.fixErrors' }),
        });
        summaryRef.current?.focus();
      } else if (error.status === 400 && place.area === 'contact') {
        setContactErrors({ [place.field]: error.message });
        setProblem({
          code: 'BadRequest',
          message: intl.formatMessage({ id: 'booking.fixErrors' }),
        });
        summaryRef.current?.focus();
      } else if (place.area === 'payment' && place.field === 'card') {
        showFailure(error.code ?? 'UnknownCard', error.message);
      } else {
        showFailure(error.code ?? 'ProviderError', error.message);
      }
    } finally {
      setIsSubmitting(false);
    }
  };

  const requote = async () => {
    setIsRequoting(true);
    try {
      const fresh = await postFlightQuote({
        tripType: offer.tripType,
        passengers: offer.passengers,
        fareIds: offer.slices.map((s) => s.fares[0]?.fareId ?? ''),
      });
      queryClient.setQueryData(flightQuoteQueryOptions(fresh.quoteId).queryKey, fresh);
      void navigate(`/flights/book?quoteId=${encodeURIComponent(fresh.quoteId)}`, {
        replace: true,
        state: location.state as FlightBookLocationState | null,
      });
    } catch (error) {
      setIsExpired(false);
      showFailure(isApiError(error) ? (error.code ?? 'OfferInvalid') : 'OfferInvalid', '');
    } finally {
      setIsRequoting(false);
    }
  };

  if (store.isLoading || assignments === null || pay.isLoading) {
    return <LoadingState label={intl.formatMessage({ id: 'booking.loading' })} />;
  }
  const isBooking = bookingId !== null;
  const partyProblems = check?.party ?? [];

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
        <div ref={summaryRef} tabIndex={-1} className="wf-booking-alert" role="alert">
          {problem ? (
            <Notice
              tone="error"
              title={problem.message}
              action={
                problem.code === 'NoAvailability' || problem.code === 'OfferInvalid' ? (
                  <Link to={shopUrl}>{intl.formatMessage({ id: 'booking.chooseOther' })}</Link>
                ) : undefined
              }
            >
              {partyProblems.length > 0 ? (
                <ul>
                  {partyProblems.map((code) => (
                    <li key={code}>{intl.formatMessage({ id: `bookingRule.${code}` })}</li>
                  ))}
                </ul>
              ) : null}
            </Notice>
          ) : null}
        </div>
        <TravelerSlots
          slots={slots}
          assignments={assignments}
          onAssign={(slotIndex, travelerId) => {
            setTravelerErrors((e) => ({ ...e, [slotIndex]: undefined }));
            setAssignments(assignments.map((id, i) => (i === slotIndex ? travelerId : id)));
          }}
          travelers={store.travelers}
          onSave={store.save}
          trip={trip}
          check={check}
          serverErrors={travelerErrors}
          isBusinessTenant={isBusinessTenant}
        />
        <section className="wf-card wf-booking-section" aria-labelledby="booking-contact-title">
          <h2 id="booking-contact-title">{intl.formatMessage({ id: 'booking.contact.title' })}</h2>
          <p className="wf-field-description">
            {intl.formatMessage({ id: 'booking.contact.hint' })}
          </p>
          <div className="wf-booking-contact">
            <TextField
              label={intl.formatMessage({ id: 'booking.contact.email' })}
              type="email"
              value={contact.email}
              onChange={(email) => setContact((c) => ({ ...c, email }))}
              errorMessage={contactMessage('email')}
              isRequired
              autoComplete="email"
            />
            <TextField
              label={intl.formatMessage({ id: 'booking.contact.phone' })}
              type="tel"
              value={contact.phone}
              onChange={(phone) => setContact((c) => ({ ...c, phone }))}
              errorMessage={contactMessage('phone')}
              isRequired
              autoComplete="tel"
            />
          </div>
        </section>
        {tier && tripVerdict ? (
          <PolicyBookingSection
            tierName={tier.name}
            inPolicy={tripVerdict.inPolicy}
            reasons={tripVerdict.inPolicy ? [] : reasonsFor(tripVerdict)}
            reason={policyReason}
            onReasonChange={(next) => {
              setReasonServerError(null);
              setPolicyReason(next);
            }}
            reasonError={reasonError}
            needsApproval={tier.approvalProcess === '24hr_review'}
          />
        ) : null}
        <PaymentSection
          total={{ amountMinor: totalMinor, currency: total.currency }}
          split={split}
          accounts={pay.accounts}
          credit={pay.credit}
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
          choice={payment}
          onChange={(next) => {
            setPaymentErrors({});
            pay.setChoice(next);
          }}
          errors={{
            card:
              paymentErrors.card ??
              (cardMissing ? intl.formatMessage({ id: 'booking.card.required' }) : undefined),
            rewards: paymentErrors.rewards,
          }}
        />
        <div className="wf-booking-actions">
          <p className="wf-field-description">
            {intl.formatMessage(
              { id: 'booking.agree' },
              { total: formatTotal(intl, { amountMinor: totalMinor, currency: total.currency }) },
            )}
          </p>
          <div className="wf-row">
            <Button type="submit" isPending={isSubmitting || isBooking}>
              {intl.formatMessage(
                {
                  id:
                    tier?.approvalProcess === '24hr_review'
                      ? 'booking.requestApproval'
                      : 'booking.book',
                },
                { total: formatTotal(intl, { amountMinor: totalMinor, currency: total.currency }) },
              )}
            </Button>
            <Link to={shopUrl} className="wf-link-button">
              {intl.formatMessage({ id: 'review.changeFlights' })}
            </Link>
          </div>
        </div>
      </form>
      <BookingSummary
        offer={offer}
        totalMinor={totalMinor}
        payments={pay.payments}
        rewardsCurrency={pay.account?.currency ?? null}
        earn={earn}
        expiresAt={quote.expiresAt}
        now={Date.now}
      />

      <ModalDialog isOpen={isBooking} title={intl.formatMessage({ id: 'booking.progress.title' })}>
        <BookingProgress step={step} />
      </ModalDialog>

      <PriceChangeDialog
        change={priceChange}
        currency={total.currency}
        onAccept={(next) => {
          setAcceptedTotal(next);
          setPriceChange(null);
          pay.setChoice((c) => ({ ...c, rewardsMinor: Math.min(c.rewardsMinor, next) }));
        }}
        onChooseOther={() => void navigate(shopUrl)}
      />
      <ExpiredQuoteDialog
        isOpen={isExpired}
        isRequoting={isRequoting}
        onRequote={() => void requote()}
        onChooseOther={() => void navigate(shopUrl)}
      />
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={BOOK_MESSAGES}>
      <BookPage />
    </AreaMessages>
  );
}
