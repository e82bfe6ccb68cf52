import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type {
  HomeBookingRequest,
  HomeBookingView,
  HomeQuoteResponse,
} from '@wayfare/contracts/home-booking';
import { judgeHomeStay } from '@wayfare/domain/home-stay';
import {
  fetchHomeBooking,
  homeBookingQueryOptions,
  homeQuoteQueryOptions,
  postHomeBooking,
  postHomeQuote,
} from '../../api/homes-calls';
import { BookingQuotePage } from '../../features/booking/booking-quote-page';
import { BookingShell, type BookLocationState } from '../../features/booking/booking-shell';
import '../../features/booking/booking.css';
import '../../features/flight-results/flight-results.css';
import '../../features/hotel-booking/hotel-booking.css';
import { HomeBookingSummary } from '../../features/home-booking/home-booking-summary';
import {
  buildHomeBookRequest,
  checkHomeGuestDraft,
  placeHomeError,
  type HomeGuestDraft,
  type HomeGuestField,
} from '../../features/home-booking/home-guest-form';
import { HomeGuestSection } from '../../features/home-booking/home-guest-section';
import { useTravelPolicy } from '../../features/travel-policy/use-travel-policy';
import { useTravelerStore } from '../../features/travelers/use-traveler-store';
import { HomeCancellationText, sayHomePolicyReasons } from '../../components/home-stay';
import '../../components/travel-policy.css';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { usePortal } from '../../tenant/portal-context';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { HOMES_EN } from '../../i18n/catalogues/homes';

const BOOK_MESSAGES = { ...FLIGHT_BOOKING_EN, ...HOMES_EN };

/** /vacation-rentals/book?quoteId=…: the one booking page with the home's part in its slots. */
function BookPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const quoteId = params.get('quoteId');
  const quote = useQuery({ ...homeQuoteQueryOptions(quoteId ?? ''), enabled: !!quoteId });

  return (
    <BookingQuotePage
      title={intl.formatMessage({ id: 'homeBook.pageTitle' })}
      heading={intl.formatMessage({ id: 'homeBook.heading' })}
      quoteId={quoteId}
      quote={quote}
      gone={{
        title: intl.formatMessage({ id: 'homeBook.noHome.title' }),
        body: intl.formatMessage({ id: 'homeBook.noHome.body' }),
        path: '/vacation-rentals/',
        label: intl.formatMessage({ id: 'homeBook.search' }),
      }}
    >
      {(held) => <HomeBookingForm key={held.quoteId} quote={held} />}
    </BookingQuotePage>
  );
}

/** The home's part: the main guest, contact and a note to the host, then the shell. */
function HomeBookingForm({ quote }: { quote: HomeQuoteResponse }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSignedInSession();
  const { boot } = usePortal();
  const store = useTravelerStore({ session, isBusinessTenant: boot.tenant === 'capone-corporate' });
  const state = location.state as BookLocationState | null;
  const shopUrl = state?.shopUrl ?? '/vacation-rentals/';
  const [draft, setDraft] = useState<HomeGuestDraft>({
    travelerId: null,
    email: session.userInfo.email,
    phone: '',
    messageToHost: '',
  });
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<HomeGuestField, string>>>({});
  const errors = attempted ? checkHomeGuestDraft(draft, store.travelers) : {};
  // Judged under the guest's tier (an arranger's booking for a colleague: the colleague's), as the
  // server judges it at booking; the quote's (the booker's) until a guest is chosen. Homes follow
  // the tier's hotel nightly cap; a business that allows no homes is the quote's to say.
  const tier = useTravelPolicy(draft.travelerId);
  const homesAllowed = !(
    quote.policyStatus?.violations.some((v) => v.code === 'HomesNotAllowed') ?? false
  );
  const policyStatus = tier
    ? judgeHomeStay(
        boot.tenant,
        tier.policy,
        quote.pricing.averageNightly.amountMinor,
        homesAllowed,
      )
    : quote.policyStatus;

  const update = (patch: Partial<HomeGuestDraft>) => {
    const cleared = Object.fromEntries(
      Object.keys(patch).map((k) => [k === 'travelerId' ? 'guest' : k, undefined]),
    );
    setServerErrors((e) => ({ ...e, ...cleared }));
    setDraft((d) => ({ ...d, ...patch }));
  };

  const details = (
    <>
      <HomeGuestSection
        draft={draft}
        travelers={store.travelers}
        errors={errors}
        serverErrors={serverErrors}
        maxGuests={quote.home.rules.maxGuests}
        onChange={update}
      />
      <section className="wf-card wf-booking-section" aria-labelledby="home-book-cancel-title">
        <h2 id="home-book-cancel-title">{intl.formatMessage({ id: 'homeShop.cancellation' })}</h2>
        <HomeCancellationText kind={quote.home.cancellationKind} policy={quote.cancellation} />
      </section>
    </>
  );

  return (
    <BookingShell<HomeBookingRequest, HomeBookingView>
      isLoading={store.isLoading}
      part={{
        quoteId: quote.quoteId,
        expiresAt: quote.expiresAt,
        quotedTotal: quote.pricing.total,
        chargedMinor: quote.pricing.total.amountMinor,
        earnCategory: 'homes',
        shopUrl,
        chooseOtherLabel: intl.formatMessage({ id: 'homeBook.chooseAnother' }),
        changeLabel: intl.formatMessage({ id: 'homeBook.change' }),
        policy:
          tier && policyStatus
            ? {
                tierName: tier.name,
                inPolicy: policyStatus.inPolicy,
                reasons: sayHomePolicyReasons(intl, policyStatus.violations),
                needsApproval: tier.approvalProcess === '24hr_review',
                approvalNote: 'policy.approval.noteHome',
              }
            : null,
        details,
        agreeText: (totalText) =>
          intl.formatMessage({ id: 'homeBook.agree' }, { total: totalText }),
        summary: (view) => (
          <HomeBookingSummary
            home={quote.home}
            stay={quote.stay}
            pricing={quote.pricing}
            chargedMinor={view.chargedMinor}
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
          return Object.keys(checkHomeGuestDraft(draft, store.travelers)).length === 0;
        },
        buildRequest: ({ payment, acceptedTotalMinor, outOfPolicyReason }) =>
          buildHomeBookRequest({
            quoteToken: quote.quoteToken,
            draft,
            payment,
            acceptedTotalMinor,
            outOfPolicyReason,
          }),
        post: postHomeBooking,
        fetchBooking: fetchHomeBooking,
        isRunning: (b) => b.status === 'PendingConfirm',
        isDone: (b) => b.status === 'Confirmed' || b.status === 'AwaitingApproval',
        failureOf: (b) => ({
          code: b.error?.code ?? 'ProviderError',
          message: b.error?.message ?? '',
        }),
        confirmPath: (id) => `/vacation-rentals/book/confirm?bookingId=${encodeURIComponent(id)}`,
        queryKey: (id) => homeBookingQueryOptions(id).queryKey,
        requote: async () => {
          const fresh = await postHomeQuote(quote.stay);
          queryClient.setQueryData(homeQuoteQueryOptions(fresh.quoteId).queryKey, fresh);
          await navigate(`/vacation-rentals/book?quoteId=${encodeURIComponent(fresh.quoteId)}`, {
            replace: true,
            state,
          });
        },
        placeFieldError: (_code, field, message) => {
          const place = placeHomeError(field);
          if (!place) return false;
          setServerErrors({ [place]: message });
          return true;
        },
        errorText: (code) =>
          code === 'NoAvailability' ? intl.formatMessage({ id: 'homeBook.error.taken' }) : null,
        progress: {
          title: intl.formatMessage({ id: 'homeBook.progress.title' }),
          supplier: 'home',
        },
        offerProduct: 'home',
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
