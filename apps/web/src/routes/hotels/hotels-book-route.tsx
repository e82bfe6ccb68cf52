import { canUseTravelCreditOnStay } from '@wayfare/domain/travel-offers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type {
  HotelBookingRequest,
  HotelBookingView,
  HotelQuoteResponse,
} from '@wayfare/contracts/hotel-booking';
import { judgeHotelRate } from '@wayfare/domain/hotel-rate-policy';
import { isApiError } from '../../api/api-error';
import {
  fetchHotelBooking,
  hotelBookingQueryOptions,
  hotelQuoteQueryOptions,
  postHotelBooking,
  postHotelQuote,
} from '../../api/hotel-booking-calls';
import { postHotelFreezeExercise } from '../../api/price-freeze-calls';
import {
  BookingPageFrame,
  BookingShell,
  type BookLocationState,
} from '../../features/booking/booking-shell';
import '../../features/booking/booking.css';
import '../../features/flight-results/flight-results.css';
import { formatTotal } from '../../format/format-money';
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
import { useSignedInSession } from '../../session/use-signed-in-session';
import { useHotelPolicyReasons } from '../../components/hotel-rate-extras';
import '../../components/travel-policy.css';
import { useTravelPolicy } from '../../features/travel-policy/use-travel-policy';
import { findHotelLoyaltyProgram } from '../../features/travelers/hotel-loyalty-programs';
import { useTravelerStore } from '../../features/travelers/use-traveler-store';
import { usePortal } from '../../tenant/portal-context';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { TextField } from '../../ui/text-field';
import {
  buildHotelBookPath,
  buildHotelConfirmPath,
  readHotelProductFromPath,
} from '../../model/hotel-product';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { HOTEL_BOOKING_EN } from '../../i18n/catalogues/hotel-booking';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { PRICE_FREEZE_EN } from '../../i18n/catalogues/price-freeze';
import { sayCancellationTerms } from '../../format/format-cancellation-terms';

/** The booking page's messages: the shared booking ones, the hotel ones, and this page's. */
const BOOK_MESSAGES = {
  ...FLIGHT_BOOKING_EN,
  ...HOTELS_EN,
  ...HOTEL_BOOKING_EN,
  ...PRICE_FREEZE_EN,
};

/** What the hotel page hands the booking page (the shared shape of every product). */
export type HotelBookLocationState = BookLocationState;

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

/** /hotels/book?quoteId=…: the one booking page with the stay part in its slots. */
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
    <BookingPageFrame
      title={intl.formatMessage({ id: 'hotelBook.pageTitle' })}
      heading={intl.formatMessage({ id: 'hotelBook.heading' })}
      quoteId={quoteId}
    >
      {body}
    </BookingPageFrame>
  );
}

/** The stay part: the lead guest, contact and the hotel's policies, then the shared shell. */
function HotelBookingForm({ quote }: { quote: HotelQuoteResponse }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSignedInSession();
  const { boot } = usePortal();
  const isBusinessTenant = boot.tenant === 'capone-corporate';
  const store = useTravelerStore({ session, isBusinessTenant });
  const state = location.state as HotelBookLocationState | null;
  const shopUrl = shopUrlOf(quote, state);
  const product = readHotelProductFromPath(location.pathname);
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
  const policyReasons = useHotelPolicyReasons();

  // The stay is judged under the lead guest's tier when they are a saved traveler (their
  // employee's; the booker's for a guest), as the server judges it at booking.
  const tier = useTravelPolicy(guestId);
  const policyStatus = tier
    ? judgeHotelRate(boot.tenant, tier.policy, {
        starRating: quote.hotel.starRating,
        nightlyPriceMinor: quote.pricing.perNightSellRate.amountMinor,
      })
    : quote.policyStatus;

  const stayRules = {
    checkInDate: quote.stay.checkInDate,
    minimumCheckInAge: quote.hotel.minimumCheckInAge,
  };
  const check: HotelGuestErrors = attempted ? checkHotelGuest(draft, stayRules) : {};
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
    // A name typed over the saved traveler's is someone else (judged under the booker's tier).
    if ('givenName' in patch || 'surname' in patch) setGuestId(null);
  };
  // Exercising a price freeze (hotelBookType=pf-exercise): the discount's total is what is paid.
  const payNow = quote.pricing.discount?.grandTotal ?? quote.pricing.payNowTotal;

  const details = (
    <>
      {quote.priceFreeze ? (
        <p className="wf-notice" data-tone="success" role="note">
          {intl.formatMessage({ id: 'hotelFreeze.book.banner' }, { rooms: quote.stay.rooms })}
        </p>
      ) : null}
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
                  setDraft((d) => fillGuestFromTraveler(d, picked, quote.hotel.loyaltyProgramCode));
                }
              }}
            >
              <option value="">{intl.formatMessage({ id: 'hotelBook.guest.someoneElse' })}</option>
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
              aria-describedby={fieldError('countryCode') ? 'hotel-guest-country-error' : undefined}
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
            label={intl.formatMessage({ id: 'hotelBook.loyalty.label' }, { program: program.name })}
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
        <p>{sayCancellationTerms(intl, quote.cancellationPolicy)}</p>
      </section>
    </>
  );

  return (
    <BookingShell<HotelBookingRequest, HotelBookingView>
      part={{
        quoteId: quote.quoteId,
        expiresAt: quote.expiresAt,
        quotedTotal: quote.pricing.discount?.grandTotal ?? quote.pricing.total,
        chargedMinor: payNow.amountMinor,
        earnCategory: 'hotels',
        shopUrl,
        chooseOtherLabel: intl.formatMessage({ id: 'hotelBook.chooseAnotherRoom' }),
        changeLabel: intl.formatMessage({ id: 'hotelBook.changeRoom' }),
        policy:
          tier && policyStatus
            ? {
                tierName: tier.name,
                inPolicy: policyStatus.inPolicy,
                reasons: policyReasons(policyStatus.violations),
                needsApproval: tier.approvalProcess === '24hr_review',
                approvalNote: 'policy.approval.noteHotel',
              }
            : null,
        details,
        agreeText: (totalText) =>
          intl.formatMessage(
            {
              id:
                quote.pricing.payLaterTotal.amountMinor > 0
                  ? 'hotelBook.agreePayLater'
                  : 'hotelBook.agree',
            },
            { total: totalText, later: formatTotal(intl, quote.pricing.payLaterTotal) },
          ),
        summary: (view) => (
          <HotelBookingSummary
            hotel={quote.hotel}
            stay={quote.stay}
            nights={quote.nights}
            room={quote.room}
            pricing={quote.pricing}
            payNowMinor={view.chargedMinor}
            payments={view.payments}
            rewardsCurrency={view.rewardsCurrency}
            earn={view.earn}
            expiresAt={quote.expiresAt}
            now={Date.now}
          />
        ),
        checkDetails: () => {
          setAttempted(true);
          setServerErrors({});
          return Object.keys(checkHotelGuest(draft, stayRules)).length === 0;
        },
        buildRequest: ({ payment, acceptedTotalMinor, outOfPolicyReason }) =>
          buildHotelBookRequest({
            quoteToken: quote.quoteToken,
            draft,
            travelerId: guestId,
            payment,
            acceptedTotalMinor,
            outOfPolicyReason,
          }),
        post: postHotelBooking,
        fetchBooking: fetchHotelBooking,
        isRunning: (b) => b.status === 'PendingConfirm' && b.awaitingSplitPayment !== true,
        // A split payment's held booking (issue 23) is done here: its page waits for the shares.
        isDone: (b) =>
          b.status === 'Confirmed' ||
          b.status === 'AwaitingApproval' ||
          b.awaitingSplitPayment === true,
        // The last room gone says so in its own words (spec §8 failure reason LackOfInventory).
        failureOf: (b) => ({
          code:
            b.error?.failureReason === 'LackOfInventory'
              ? 'LackOfInventory'
              : (b.error?.code ?? 'ProviderError'),
          message: b.error?.message ?? '',
        }),
        confirmPath: (id) => buildHotelConfirmPath(product, id),
        queryKey: (id) => hotelBookingQueryOptions(id).queryKey,
        requote: async () => {
          // A freeze's exercise is held again through the freeze, at its price of now.
          const freezeId = quote.priceFreeze?.priceFreezeId;
          const fresh = freezeId
            ? await postHotelFreezeExercise(freezeId)
            : await postHotelQuote({
                rateId: quote.room.rateId,
                stay: quote.stay,
                ...(quote.refundableVariantChosen ? { refundableVariant: true } : {}),
              });
          queryClient.setQueryData(hotelQuoteQueryOptions(fresh.quoteId).queryKey, fresh);
          await navigate(
            freezeId
              ? `/hotels/book?${new URLSearchParams({
                  quoteId: fresh.quoteId,
                  hotelBookType: 'pf-exercise',
                  priceFreezeId: freezeId,
                }).toString()}`
              : buildHotelBookPath(product, fresh.quoteId),
            { replace: true, state },
          );
        },
        placeFieldError: (code, field, message) => {
          const place = placeHotelError(code, field);
          if (place.area !== 'field') return false;
          setServerErrors({ [place.field]: message });
          return true;
        },
        errorText: (code) => {
          const id = `hotelBookError.${code}`;
          if (id in intl.messages)
            return intl.formatMessage({ id: id as 'hotelBookError.Unknown' });
          // A freeze's exercise refused in its own words (spec §8 hotel exercise errors).
          const freezeId = `hotelFreeze.error.${code}`;
          return quote.priceFreeze && freezeId in intl.messages
            ? intl.formatMessage({ id: freezeId as 'hotelFreeze.error.GenericFailed' })
            : null;
        },
        progress: {
          title: intl.formatMessage({ id: 'hotelBook.progress.title' }),
          supplier: 'hotel',
        },
        // Issue 23: a tenant travel offer on the stay, and spec §5's pay-at-hotel rule.
        offerProduct: 'hotel',
        nights: quote.nights,
        travelCreditNotAllowed: !canUseTravelCreditOnStay({
          collection: quote.hotel.collection,
          payTiming: quote.room.payTiming,
        }),
      }}
    />
  );
}

export function Component() {
  return (
    <AreaMessages english={BOOK_MESSAGES}>
      <BookPage />
    </AreaMessages>
  );
}
