import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { CarBookingRequest, CarBookingView } from '@wayfare/contracts/car-booking';
import type { CarQuoteResponse } from '@wayfare/contracts/cars';
import { judgeCarOffer } from '@wayfare/domain/car-rental';
import {
  carBookingQueryOptions,
  carQuoteQueryOptions,
  fetchCarBooking,
  postCarBooking,
  postCarQuote,
} from '../../api/cars-calls';
import { BookingQuotePage } from '../../features/booking/booking-quote-page';
import { BookingShell, type BookLocationState } from '../../features/booking/booking-shell';
import '../../features/booking/booking.css';
import { CarBookingSummary } from '../../features/car-booking/car-booking-summary';
import { CarDriverSection } from '../../features/car-booking/car-driver-section';
import {
  buildCarBookRequest,
  checkCarBookingDraft,
  placeCarError,
  type CarDriverDraft,
  type CarDriverErrors,
  type CarDriverField,
} from '../../features/car-booking/car-driver-form';
import '../../features/car-results/car-results.css';
import '../../features/car-shop/car-shop.css';
import '../../features/flight-results/flight-results.css';
import '../../features/hotel-booking/hotel-booking.css';
import { useTravelPolicy } from '../../features/travel-policy/use-travel-policy';
import { useTravelerStore } from '../../features/travelers/use-traveler-store';
import { CarCancellationTerms } from '../../components/car-rental-details';
import { useCarPolicyReasons } from '../../components/car-facts';
import '../../components/travel-policy.css';
import { formatTotal } from '../../format/format-money';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { usePortal } from '../../tenant/portal-context';
import { buildCarPath } from '../../model/car-search-params';
import { AreaMessages } from '../../i18n/area-messages';
import { CARS_EN } from '../../i18n/catalogues/cars';
import { CAR_BOOKING_EN } from '../../i18n/catalogues/car-booking';
import { CAR_FACTS_EN } from '../../i18n/catalogues/car-facts';
import { CAR_RENTAL_EN } from '../../i18n/catalogues/car-rental';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';

const BOOK_MESSAGES = {
  ...FLIGHT_BOOKING_EN,
  ...CARS_EN,
  ...CAR_FACTS_EN,
  ...CAR_RENTAL_EN,
  ...CAR_BOOKING_EN,
};

/** The car's results page search cannot be rebuilt from a quote: the search page, then. */
function shopUrlOf(state: BookLocationState | null): string {
  return state?.shopUrl ?? buildCarPath('search');
}

/** /cars/book?quoteId=…: the one booking page with the car part in its slots. */
function BookPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const quoteId = params.get('quoteId');
  const quote = useQuery({ ...carQuoteQueryOptions(quoteId ?? ''), enabled: !!quoteId });

  return (
    <BookingQuotePage
      title={intl.formatMessage({ id: 'carBook.pageTitle' })}
      heading={intl.formatMessage({ id: 'carBook.heading' })}
      quoteId={quoteId}
      quote={quote}
      gone={{
        title: intl.formatMessage({ id: 'carBook.noCar.title' }),
        body: intl.formatMessage({ id: 'carBook.noCar.body' }),
        path: buildCarPath('search'),
        label: intl.formatMessage({ id: 'carResults.startSearch' }),
      }}
    >
      {(held) => <CarBookingForm key={held.quoteId} quote={held} />}
    </BookingQuotePage>
  );
}

/** The car part: the driver, the rental company's loyalty number and contact, then the shell. */
function CarBookingForm({ quote }: { quote: CarQuoteResponse }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSignedInSession();
  const { boot } = usePortal();
  const store = useTravelerStore({ session, isBusinessTenant: boot.tenant === 'capone-corporate' });
  const state = location.state as BookLocationState | null;
  const shopUrl = shopUrlOf(state);
  const policyReasons = useCarPolicyReasons();
  const [draft, setDraft] = useState<CarDriverDraft>({
    travelerId: null,
    loyaltyNumber: '',
    email: session.userInfo.email,
    phone: '',
  });
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<CarDriverField, string>>>({});
  const rules = {
    pickUpDate: quote.pickUp.at.slice(0, 10),
    minimumDriverAge: quote.offer.minimumDriverAge,
    searchedAge: quote.driverAge,
  };
  const errors: CarDriverErrors = attempted
    ? checkCarBookingDraft(draft, store.travelers, rules)
    : {};
  // Judged under the driver's tier (an arranger's booking for a colleague: the colleague's), as
  // the server judges it at booking; the booker's until a driver is chosen.
  const tier = useTravelPolicy(draft.travelerId);
  const policyStatus = tier
    ? judgeCarOffer(boot.tenant, tier.policy, quote.offer.pricePerDay.amountMinor)
    : quote.policyStatus;
  const isPrepaid = quote.payTiming === 'PayNow';

  const update = (patch: Partial<CarDriverDraft>) => {
    const cleared = Object.fromEntries(
      Object.keys(patch).map((k) => [k === 'travelerId' ? 'driver' : k, undefined]),
    );
    setServerErrors((e) => ({ ...e, ...cleared }));
    setDraft((d) => ({ ...d, ...patch }));
  };

  const details = (
    <>
      <CarDriverSection
        draft={draft}
        travelers={store.travelers}
        errors={errors}
        serverErrors={serverErrors}
        rules={rules}
        loyaltyProgram={quote.loyaltyProgram}
        onChange={update}
      />
      <section className="wf-card wf-booking-section" aria-labelledby="car-cancel-title">
        <CarCancellationTerms rental={quote} isPrepaid={isPrepaid} />
        <p className="wf-field-description">
          {intl.formatMessage(
            { id: 'carBook.deposit' },
            { amount: formatTotal(intl, quote.deposit) },
          )}
        </p>
      </section>
    </>
  );

  return (
    <BookingShell<CarBookingRequest, CarBookingView>
      isLoading={store.isLoading}
      part={{
        quoteId: quote.quoteId,
        expiresAt: quote.expiresAt,
        quotedTotal: quote.pricing.total,
        chargedMinor: quote.pricing.payNowTotal.amountMinor,
        earnCategory: 'cars',
        shopUrl,
        chooseOtherLabel: intl.formatMessage({ id: 'carBook.chooseAnother' }),
        changeLabel: intl.formatMessage({ id: 'carBook.change' }),
        policy:
          tier && policyStatus
            ? {
                tierName: tier.name,
                inPolicy: policyStatus.inPolicy,
                reasons: policyReasons(policyStatus),
                needsApproval: tier.approvalProcess === '24hr_review',
                approvalNote: 'policy.approval.noteCar',
              }
            : null,
        details,
        agreeText: (totalText) =>
          isPrepaid
            ? intl.formatMessage({ id: 'carBook.agree' }, { total: totalText })
            : intl.formatMessage(
                { id: 'carBook.agreeAtCounter' },
                { later: formatTotal(intl, quote.pricing.payAtCounterTotal) },
              ),
        ...(isPrepaid
          ? {}
          : {
              submitLabel: () =>
                intl.formatMessage(
                  { id: 'carBook.reserve' },
                  { total: formatTotal(intl, quote.pricing.payAtCounterTotal) },
                ),
            }),
        summary: (view) => (
          <CarBookingSummary
            rental={quote}
            extras={quote.extras}
            pricing={quote.pricing}
            payTiming={quote.payTiming}
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
          return Object.keys(checkCarBookingDraft(draft, store.travelers, rules)).length === 0;
        },
        buildRequest: ({ payment, acceptedTotalMinor, outOfPolicyReason }) =>
          buildCarBookRequest({
            quoteToken: quote.quoteToken,
            draft,
            payment,
            acceptedTotalMinor,
            outOfPolicyReason,
          }),
        post: postCarBooking,
        fetchBooking: fetchCarBooking,
        isRunning: (b) => b.status === 'PendingConfirm',
        isDone: (b) => b.status === 'Confirmed' || b.status === 'AwaitingApproval',
        failureOf: (b) => ({
          code: b.error?.code ?? 'ProviderError',
          message: b.error?.message ?? '',
        }),
        confirmPath: (id) => `${buildCarPath('book/confirm')}?bookingId=${encodeURIComponent(id)}`,
        queryKey: (id) => carBookingQueryOptions(id).queryKey,
        requote: async () => {
          const fresh = await postCarQuote({
            offerId: quote.offer.offerId,
            extras: quote.extras.map((e) => ({ type: e.type, quantity: e.quantity })),
            payTiming: quote.payTiming,
          });
          queryClient.setQueryData(carQuoteQueryOptions(fresh.quoteId).queryKey, fresh);
          await navigate(`${buildCarPath('book')}?quoteId=${encodeURIComponent(fresh.quoteId)}`, {
            replace: true,
            state,
          });
        },
        placeFieldError: (code, field, message) => {
          const place = placeCarError(code, field);
          if (place.area !== 'field') return false;
          const id = `carBookError.${code}`;
          setServerErrors({
            [place.field]:
              id in intl.messages
                ? intl.formatMessage({ id: id as 'carBookError.InvalidLoyaltyNumber' })
                : message,
          });
          return true;
        },
        progress: {
          title: intl.formatMessage({ id: 'carBook.progress.title' }),
          supplier: 'car',
        },
        offerProduct: 'car',
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
