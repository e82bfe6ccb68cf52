import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { BookingStep } from '@wayfare/contracts/flight-booking';
import type { HotelBookingView, HotelQuoteResponse } from '@wayfare/contracts/hotel-booking';
import { isApiError } from '../../api/api-error';
import {
  fetchHotelBooking,
  hotelBookingQueryOptions,
  hotelQuoteQueryOptions,
  postHotelBooking,
  postHotelQuote,
} from '../../api/hotel-booking-calls';
import { createIdempotencyKeys } from '../../features/booking/booking-form';
import { ExpiredQuoteDialog, PriceChangeDialog } from '../../features/booking/booking-dialogs';
import { BookingProgress } from '../../features/booking/booking-progress';
import { useFollowBooking } from '../../features/booking/use-follow-booking';
import '../../features/booking/booking.css';
import { PaymentSection } from '../../features/booking/payment-section';
import { useBookingPayment } from '../../features/booking/use-booking-payment';
import '../../features/flight-results/flight-results.css';
import { formatTotal } from '../../features/flight-results/format-flight';
import { listGuestCountries } from '../../features/hotel-booking/guest-countries';
import {
  checkHotelGuest,
  fillGuestFromTraveler,
  buildHotelBookRequest,
  placeHotelError,
  SPECIAL_REQUESTS_MAX,
  type HotelGuestDraft,
  type HotelGuestErrors,
  type HotelGuestField,
} from '../../features/hotel-booking/hotel-guest-form';
import { HotelBookingSummary } from '../../features/hotel-booking/hotel-booking-summary';
import '../../features/hotel-booking/hotel-booking.css';
import '../../features/hotel-results/hotel-results.css';
import { useSignedInSession } from '../../features/session/use-signed-in-session';
import { PageTitle } from '../../features/shell/page-title';
import { useHotelPolicyReasons } from '../../features/hotel-results/hotel-rate-extras';
import {
  MIN_POLICY_REASON,
  PolicyBookingSection,
} from '../../features/travel-policy/policy-booking-section';
import '../../features/travel-policy/travel-policy.css';
import { useTravelPolicy } from '../../features/travel-policy/use-travel-policy';
import { findHotelLoyaltyProgram } from '../../features/travelers/hotel-loyalty-programs';
import { useTravelerStore } from '../../features/travelers/use-traveler-store';
import { usePortal } from '../../tenant/portal-context';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { LoadingState, Notice } from '../../ui/states';
import { TextField } from '../../ui/text-field';
import {
  buildHotelBookPath,
  buildHotelConfirmPath,
  readHotelProductFromPath,
} from '../../features/hotel-search/hotel-product';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { HOTEL_BOOKING_EN } from '../../i18n/catalogues/hotel-booking';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';

/** The booking page's messages: the shared booking ones, the hotel ones, and this page's. */
const BOOK_MESSAGES = { ...FLIGHT_BOOKING_EN, ...HOTELS_EN, ...HOTEL_BOOKING_EN };

/** Where "Change room" goes back to: the hotel page the person came from, kept in history state. */
export interface HotelBookLocationState {
  shopUrl?: string;
}

type PageProblem = { code: string; message: string } | null;

/** The hotel page of a quote: where to choose the room again. */
function shopUrlOf(quote: HotelQuoteResponse, state: HotelBookLocationState | null): string {
  if (state?.shopUrl) return state.shopUrl;
  const params = new URLSearchParams({
    lodgingId: quote.hotel.lodgingId,
    fromDate: quote.stay.checkInDate,
    untilDate: quote.stay.checkOutDate,
    rooms: String(quote.stay.rooms),
    adults: String(quote.stay.adults),
    children: String(quote.stay.children),
  });
  return `/hotels/shop?${params.toString()}`;
}

/** /hotels/book?quoteId=…: who is staying, contact, payment, then the booking saga's progress. */
function BookPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const quoteId = params.get('quoteId');
  const quote = useQuery({ ...hotelQuoteQueryOptions(quoteId ?? ''), enabled: !!quoteId });

  let body;
  if (!quoteId || (quote.isError && isApiError(quote.error) && quote.error.status === 404)) {
    body = (
      <Notice
        title={intl.formatMessage({ id: 'hotelBook.noRoom.title' })}
        action={
          <Link to="/hotels/search" className="wf-button" data-variant="primary">
            {intl.formatMessage({ id: 'hotelResults.startSearch' })}
          </Link>
        }
      >
        <p>{intl.formatMessage({ id: 'hotelBook.noRoom.body' })}</p>
      </Notice>
    );
  } else if (quote.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'booking.loading' })} />;
  } else if (quote.isError) {
    body = (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'hotelBook.noRoom.title' })}
        action={
          <>
            <Button onPress={() => void quote.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
            <Link to="/hotels/search">
              {intl.formatMessage({ id: 'hotelResults.startSearch' })}
            </Link>
          </>
        }
      >
        <p>{intl.formatMessage({ id: 'booking.loadFailed' })}</p>
      </Notice>
    );
  } else {
    body = <HotelBookingForm key={quote.data.quoteId} quote={quote.data} />;
  }
  return (
    <main id="main" className="wf-page wf-booking-page" tabIndex={-1}>
      <PageTitle title={intl.formatMessage({ id: 'hotelBook.pageTitle' })} />
      <h1>{intl.formatMessage({ id: 'hotelBook.heading' })}</h1>
      {body}
    </main>
  );
}

function HotelBookingForm({ quote }: { quote: HotelQuoteResponse }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSignedInSession();
  const { boot } = usePortal();
  const isBusinessTenant = boot.tenant === 'capone-corporate';
  const store = useTravelerStore({ session, isBusinessTenant });
  const shopUrl = shopUrlOf(quote, location.state as HotelBookLocationState | null);
  const countries = useMemo(() => listGuestCountries(intl.locale), [intl.locale]);
  const program = quote.hotel.loyaltyProgramCode
    ? findHotelLoyaltyProgram(quote.hotel.loyaltyProgramCode)
    : undefined;

  const [draft, setDraft] = useState<HotelGuestDraft>({
    givenName: '',
    surname: '',
    dateOfBirth: '',
    countryCode: 'US',
    email: session.userInfo.email,
    phone: '',
    loyaltyNumber: '',
    specialRequests: '',
    bedType: quote.room.bedTypes[0] ?? null,
  });
  const [guestId, setGuestId] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<HotelGuestField, string>>>({});
  const [paymentErrors, setPaymentErrors] = useState<{ card?: string; rewards?: string }>({});
  const [problem, setProblem] = useState<PageProblem>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [priceChange, setPriceChange] = useState<{ quoted: number; next: number } | null>(null);
  const [acceptedTotal, setAcceptedTotal] = useState<number | null>(null);
  const [isExpired, setIsExpired] = useState(false);
  const [isRequoting, setIsRequoting] = useState(false);
  const [policyReason, setPolicyReason] = useState('');
  const [reasonServerError, setReasonServerError] = useState<string | null>(null);
  const keysRef = useRef(createIdempotencyKeys(() => crypto.randomUUID()));
  const summaryRef = useRef<HTMLDivElement>(null);
  const tier = useTravelPolicy();
  const policyReasons = useHotelPolicyReasons();

  const payNow = quote.pricing.payNowTotal;
  const totalMinor = acceptedTotal ?? payNow.amountMinor;
  const pay = useBookingPayment({
    userId: session.userId,
    totalMinor,
    currency: payNow.currency,
  });
  const earnOnCard = pay.earnAccount
    ? (quote.earn.find((e) => e.accountReferenceId === pay.earnAccount?.accountReferenceId) ?? null)
    : null;
  // The quote's earn is on the whole pay-now total; only the card part earns.
  const earn =
    earnOnCard && totalMinor > 0
      ? {
          value: Math.floor((earnOnCard.value * pay.split.cardMinor) / totalMinor),
          currency: earnOnCard.currency,
        }
      : null;

  const policyStatus = quote.policyStatus;
  const needsReason = policyStatus !== null && !policyStatus.inPolicy;
  const reasonError =
    reasonServerError ??
    (attempted && needsReason && policyReason.trim().length < MIN_POLICY_REASON
      ? intl.formatMessage({ id: 'policy.reason.tooShort' }, { min: MIN_POLICY_REASON })
      : null);

  const check: HotelGuestErrors = attempted
    ? checkHotelGuest(draft, {
        checkInDate: quote.stay.checkInDate,
        minimumCheckInAge: quote.hotel.minimumCheckInAge,
      })
    : {};
  const fieldError = (field: HotelGuestField): string | null => {
    const rule = check[field];
    if (rule)
      return intl.formatMessage(
        { id: `hotelBook.rule.${rule}` },
        { age: quote.hotel.minimumCheckInAge, max: SPECIAL_REQUESTS_MAX },
      );
    return serverErrors[field] ?? null;
  };
  const update = (patch: Partial<HotelGuestDraft>) => {
    const cleared = Object.fromEntries(Object.keys(patch).map((k) => [k, undefined]));
    setServerErrors((e) => ({ ...e, ...cleared }));
    setDraft((d) => ({ ...d, ...patch }));
  };
  const cardMissing = attempted && pay.split.cardMinor > 0 && !pay.payment.cardToken;

  const errorText = (code: string, fallback: string) => {
    const id = `hotelBookError.${code}`;
    return id in intl.messages
      ? intl.formatMessage({ id: id as 'hotelBookError.RateNotAvailable' })
      : fallback || intl.formatMessage({ id: 'hotelBookError.Unknown' });
  };

  function showFailure(code: string, message: string, field?: string) {
    const place = placeHotelError(code, field);
    const text = errorText(code, message);
    if (place.area === 'card') {
      setPaymentErrors({ card: text });
      setProblem({ code, message: intl.formatMessage({ id: 'booking.fixPayment' }) });
    } else if (place.area === 'rewards') {
      setPaymentErrors({ rewards: text });
      setProblem({ code, message: intl.formatMessage({ id: 'booking.fixPayment' }) });
    } else if (place.area === 'field') {
      setServerErrors({ [place.field]: text });
      setProblem({ code, message: intl.formatMessage({ id: 'booking.fixErrors' }) });
    } else {
      setProblem({ code, message: text });
    }
    summaryRef.current?.focus();
  }

  const {
    bookingId,
    step,
    follow: followBooking,
  } = useFollowBooking({
    fetchBooking: fetchHotelBooking,
    isRunning: (b: HotelBookingView) => b.status === 'PendingConfirm',
    isDone: (b) => b.status === 'Confirmed' || b.status === 'AwaitingApproval',
    confirmPath: (id) => buildHotelConfirmPath(readHotelProductFromPath(location.pathname), id),
    queryKey: (id) => hotelBookingQueryOptions(id).queryKey,
    onFailed: (failed) => {
      // A retry is a new attempt: it gets a new key.
      keysRef.current = createIdempotencyKeys(() => crypto.randomUUID());
      showFailure(
        failed.error?.failureReason === 'LackOfInventory'
          ? 'LackOfInventory'
          : (failed.error?.code ?? 'ProviderError'),
        failed.error?.message ?? '',
      );
    },
  });

  const submit = async () => {
    setAttempted(true);
    setProblem(null);
    setServerErrors({});
    setPaymentErrors({});
    setReasonServerError(null);
    const found = checkHotelGuest(draft, {
      checkInDate: quote.stay.checkInDate,
      minimumCheckInAge: quote.hotel.minimumCheckInAge,
    });
    const needsCard = pay.split.cardMinor > 0;
    const reasonMissing = needsReason && policyReason.trim().length < MIN_POLICY_REASON;
    if (Object.keys(found).length > 0 || (needsCard && !pay.payment.cardToken) || reasonMissing) {
      setProblem({ code: 'BadRequest', message: intl.formatMessage({ id: 'booking.fixErrors' }) });
      summaryRef.current?.focus();
      return;
    }
    const { cardToken, rewardsAccountReferenceId, saveCard } = pay.payment;
    const request = buildHotelBookRequest({
      quoteToken: quote.quoteToken,
      draft,
      payment: {
        rewardsMinor: pay.split.rewardsMinor,
        applyWalletCredit: pay.payment.applyWalletCredit,
        ...(needsCard && cardToken ? { cardToken, saveCard } : {}),
        ...(pay.split.rewardsMinor > 0 && rewardsAccountReferenceId
          ? { rewardsAccountReferenceId }
          : {}),
      },
      acceptedTotalMinor: acceptedTotal,
      outOfPolicyReason: needsReason ? policyReason.trim() : null,
    });
    setIsSubmitting(true);
    try {
      const created = await postHotelBooking(request, keysRef.current(request));
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
      showFailure(error.code ?? 'ProviderError', error.message, error.field);
    } finally {
      setIsSubmitting(false);
    }
  };

  const requote = async () => {
    setIsRequoting(true);
    try {
      const fresh = await postHotelQuote({
        rateId: quote.room.rateId,
        stay: quote.stay,
        ...(quote.refundableVariantChosen ? { refundableVariant: true } : {}),
      });
      queryClient.setQueryData(hotelQuoteQueryOptions(fresh.quoteId).queryKey, fresh);
      void navigate(
        buildHotelBookPath(readHotelProductFromPath(location.pathname), fresh.quoteId),
        {
          replace: true,
          state: location.state as HotelBookLocationState | null,
        },
      );
    } catch (error) {
      setIsExpired(false);
      showFailure(isApiError(error) ? (error.code ?? 'RateNotAvailable') : 'RateNotAvailable', '');
    } finally {
      setIsRequoting(false);
    }
  };

  if (pay.isLoading) {
    return <LoadingState label={intl.formatMessage({ id: 'booking.loading' })} />;
  }
  const isBooking = bookingId !== null;
  const isRoomGone = problem !== null && placeHotelError(problem.code, undefined).area === 'room';
  const needsApproval = tier?.approvalProcess === '24hr_review';

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
                isRoomGone ? (
                  <Link to={shopUrl} className="wf-button" data-variant="primary">
                    {intl.formatMessage({ id: 'hotelBook.chooseAnotherRoom' })}
                  </Link>
                ) : undefined
              }
            />
          ) : null}
        </div>

        <section className="wf-card wf-booking-section" aria-labelledby="hotel-guest-title">
          <h2 id="hotel-guest-title">{intl.formatMessage({ id: 'hotelBook.guest.title' })}</h2>
          <p className="wf-field-description">
            {intl.formatMessage(
              { id: 'hotelBook.guest.hint' },
              { age: quote.hotel.minimumCheckInAge },
            )}
          </p>
          {store.travelers.length > 0 ? (
            <div className="wf-field">
              <label htmlFor="hotel-guest-saved" className="wf-field-label">
                {intl.formatMessage({ id: 'hotelBook.guest.saved' })}
              </label>
              <select
                id="hotel-guest-saved"
                className="wf-input"
                value={guestId ?? ''}
                onChange={(event) => {
                  const picked = store.travelers.find((t) => t.id === event.target.value);
                  setGuestId(picked ? picked.id : null);
                  if (picked) {
                    setServerErrors({});
                    setDraft((d) =>
                      fillGuestFromTraveler(d, picked, quote.hotel.loyaltyProgramCode),
                    );
                  }
                }}
              >
                <option value="">
                  {intl.formatMessage({ id: 'hotelBook.guest.someoneElse' })}
                </option>
                {store.travelers.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.givenName} {t.surname}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="wf-hotel-guest-grid">
            <TextField
              label={intl.formatMessage({ id: 'hotelBook.guest.givenName' })}
              value={draft.givenName}
              onChange={(givenName) => update({ givenName })}
              errorMessage={fieldError('givenName')}
              isRequired
              autoComplete="given-name"
            />
            <TextField
              label={intl.formatMessage({ id: 'hotelBook.guest.surname' })}
              value={draft.surname}
              onChange={(surname) => update({ surname })}
              errorMessage={fieldError('surname')}
              isRequired
              autoComplete="family-name"
            />
            <TextField
              label={intl.formatMessage({ id: 'hotelBook.guest.dateOfBirth' })}
              type="date"
              value={draft.dateOfBirth}
              onChange={(dateOfBirth) => update({ dateOfBirth })}
              description={intl.formatMessage({ id: 'hotelBook.guest.dateOfBirthHint' })}
              errorMessage={fieldError('dateOfBirth')}
              autoComplete="bday"
            />
            <div className="wf-field">
              <label htmlFor="hotel-guest-country" className="wf-field-label">
                {intl.formatMessage({ id: 'hotelBook.guest.country' })}
              </label>
              <select
                id="hotel-guest-country"
                className="wf-input"
                value={draft.countryCode}
                aria-required="true"
                aria-invalid={fieldError('countryCode') ? true : undefined}
                aria-describedby={
                  fieldError('countryCode') ? 'hotel-guest-country-error' : undefined
                }
                autoComplete="country"
                onChange={(event) => update({ countryCode: event.target.value })}
              >
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
              {fieldError('countryCode') ? (
                <span id="hotel-guest-country-error" className="wf-field-error">
                  {fieldError('countryCode')}
                </span>
              ) : null}
            </div>
          </div>
          {quote.room.bedTypes.length > 1 ? (
            <fieldset className="wf-hotel-bed-choice">
              <legend>{intl.formatMessage({ id: 'hotelBook.bed.title' })}</legend>
              {quote.room.bedTypes.map((bed) => (
                <label key={bed} className="wf-radio">
                  <input
                    type="radio"
                    name="hotel-bed"
                    value={bed}
                    checked={draft.bedType === bed}
                    onChange={() => update({ bedType: bed })}
                  />
                  {intl.formatMessage({ id: `bedType.${bed}` })}
                </label>
              ))}
              <p className="wf-field-description">
                {intl.formatMessage({ id: 'hotelBook.bed.hint' })}
              </p>
            </fieldset>
          ) : null}
          {program ? (
            <TextField
              label={intl.formatMessage(
                { id: 'hotelBook.loyalty.label' },
                { program: program.name },
              )}
              value={draft.loyaltyNumber}
              onChange={(loyaltyNumber) => update({ loyaltyNumber })}
              description={intl.formatMessage({ id: 'hotelBook.loyalty.hint' })}
              errorMessage={fieldError('loyaltyNumber')}
            />
          ) : null}
          <div className="wf-field">
            <label htmlFor="hotel-special-requests" className="wf-field-label">
              {intl.formatMessage({ id: 'hotelBook.requests.label' })}
            </label>
            <textarea
              id="hotel-special-requests"
              className="wf-input wf-textarea"
              rows={3}
              maxLength={SPECIAL_REQUESTS_MAX}
              value={draft.specialRequests}
              aria-describedby="hotel-special-requests-hint"
              onChange={(event) => update({ specialRequests: event.target.value })}
            />
            <span id="hotel-special-requests-hint" className="wf-field-description">
              {intl.formatMessage(
                { id: 'hotelBook.requests.hint' },
                { left: SPECIAL_REQUESTS_MAX - draft.specialRequests.length },
              )}
            </span>
          </div>
        </section>

        <section className="wf-card wf-booking-section" aria-labelledby="booking-contact-title">
          <h2 id="booking-contact-title">{intl.formatMessage({ id: 'booking.contact.title' })}</h2>
          <p className="wf-field-description">
            {intl.formatMessage({ id: 'hotelBook.contact.hint' })}
          </p>
          <div className="wf-booking-contact">
            <TextField
              label={intl.formatMessage({ id: 'booking.contact.email' })}
              type="email"
              value={draft.email}
              onChange={(email) => update({ email })}
              errorMessage={fieldError('email')}
              isRequired
              autoComplete="email"
            />
            <TextField
              label={intl.formatMessage({ id: 'booking.contact.phone' })}
              type="tel"
              value={draft.phone}
              onChange={(phone) => update({ phone })}
              errorMessage={fieldError('phone')}
              isRequired
              autoComplete="tel"
            />
          </div>
        </section>

        <section className="wf-card wf-booking-section" aria-labelledby="hotel-cancel-title">
          <h2 id="hotel-cancel-title">{intl.formatMessage({ id: 'hotelBook.cancellation' })}</h2>
          <p>{quote.cancellationPolicy.description}</p>
        </section>

        {tier && policyStatus ? (
          <PolicyBookingSection
            tierName={tier.name}
            inPolicy={policyStatus.inPolicy}
            reasons={policyReasons(policyStatus.violations)}
            reason={policyReason}
            onReasonChange={(next) => {
              setReasonServerError(null);
              setPolicyReason(next);
            }}
            reasonError={reasonError}
            needsApproval={needsApproval}
            approvalNote="policy.approval.noteHotel"
          />
        ) : null}

        {totalMinor > 0 ? (
          <PaymentSection
            total={{ amountMinor: totalMinor, currency: payNow.currency }}
            split={pay.split}
            accounts={pay.accounts}
            credit={pay.credit}
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
            errors={{
              card:
                paymentErrors.card ??
                (cardMissing ? intl.formatMessage({ id: 'booking.card.required' }) : undefined),
              rewards: paymentErrors.rewards,
            }}
          />
        ) : null}

        <div className="wf-booking-actions">
          <p className="wf-field-description">
            {intl.formatMessage(
              {
                id:
                  quote.pricing.payLaterTotal.amountMinor > 0
                    ? 'hotelBook.agreePayLater'
                    : 'hotelBook.agree',
              },
              {
                total: formatTotal(intl, { amountMinor: totalMinor, currency: payNow.currency }),
                later: formatTotal(intl, quote.pricing.payLaterTotal),
              },
            )}
          </p>
          <div className="wf-row">
            <Button type="submit" isPending={isSubmitting || isBooking}>
              {intl.formatMessage(
                { id: needsApproval ? 'booking.requestApproval' : 'hotelBook.book' },
                {
                  total: formatTotal(intl, { amountMinor: totalMinor, currency: payNow.currency }),
                },
              )}
            </Button>
            <Link to={shopUrl} className="wf-link-button">
              {intl.formatMessage({ id: 'hotelBook.changeRoom' })}
            </Link>
          </div>
        </div>
      </form>
      <HotelBookingSummary
        hotel={quote.hotel}
        stay={quote.stay}
        nights={quote.nights}
        room={quote.room}
        pricing={quote.pricing}
        payNowMinor={totalMinor}
        payments={pay.payments}
        rewardsCurrency={pay.account?.currency ?? null}
        earn={earn}
        expiresAt={quote.expiresAt}
        now={Date.now}
      />

      <ModalProgress isOpen={isBooking} step={step} />
      <PriceChangeDialog
        change={priceChange}
        currency={payNow.currency}
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

function ModalProgress({ isOpen, step }: { isOpen: boolean; step: BookingStep | null }) {
  const intl = useIntl();
  return (
    <ModalDialog isOpen={isOpen} title={intl.formatMessage({ id: 'hotelBook.progress.title' })}>
      <BookingProgress step={step} supplier="hotel" />
    </ModalDialog>
  );
}

export function Component() {
  return (
    <AreaMessages english={BOOK_MESSAGES}>
      <BookPage />
    </AreaMessages>
  );
}
