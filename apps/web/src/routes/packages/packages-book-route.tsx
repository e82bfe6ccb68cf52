import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { BookingContactSection } from '../../components/booking-contact-section';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Traveler } from '@wayfare/contracts/travelers';
import type {
  PackageBookingRequest,
  PackageBookingView,
  PackageQuoteResponse,
} from '@wayfare/contracts/packages';
import {
  fetchPackageBooking,
  packageBookingQueryOptions,
  packageQuoteQueryOptions,
  postPackageBooking,
  postPackageRequote,
} from '../../api/packages-calls';
import { PaymentLines } from '../../components/payment-lines';
import { formatTotal } from '../../format/format-money';
import type { BookingCheck, ContactField } from '../../features/booking/booking-form';
import {
  buildBookRequest,
  checkBooking,
  describeTrip,
  hasBookingProblems,
  listPassengerSlots,
  placeServerField,
  suggestAssignments,
} from '../../features/booking/booking-form';
import { BookingQuotePage } from '../../features/booking/booking-quote-page';
import { BookingShell, type BookLocationState } from '../../features/booking/booking-shell';
import '../../features/booking/booking.css';
import { TravelerSlots } from '../../features/booking/traveler-slots';
import '../../features/flight-results/flight-results.css';
import '../../features/hotel-booking/hotel-booking.css';
import { readPackageArea } from '../../features/packages/package-params';
import { PackageSummaryCard } from '../../features/packages/package-summary';
import '../../features/packages/packages.css';
import { TravelerFormDialog } from '../../features/travelers/traveler-form-dialog';
import '../../features/travelers/travelers.css';
import { useTravelerStore } from '../../features/travelers/use-traveler-store';
import { judgeTrip } from '../../features/travel-policy/fare-policy';
import { useTravelPolicy } from '../../features/travel-policy/use-travel-policy';
import { usePolicyReasons } from '../../components/policy-badge';
import '../../components/travel-policy.css';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { PACKAGES_EN } from '../../i18n/catalogues/packages';
import { TRAVELERS_EN } from '../../i18n/catalogues/travelers';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { usePortal } from '../../tenant/portal-context';

const BOOK_MESSAGES = { ...FLIGHT_BOOKING_EN, ...TRAVELERS_EN, ...HOTELS_EN, ...PACKAGES_EN };

/** The country the room is held under: the lead traveller's passport's, else the portal's (US). */
function selectGuestCountry(traveler: Traveler | undefined): string {
  const country = traveler?.passport?.nationality ?? traveler?.passport?.countryOfIssue ?? '';
  return /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : 'US';
}

/** /packages/book?quoteId=…: the one booking page with the package's two parts in its slots. */
function BookPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const quoteId = params.get('quoteId');
  const quote = useQuery({ ...packageQuoteQueryOptions(quoteId ?? ''), enabled: !!quoteId });
  const area = readPackageArea(pathname);
  return (
    <BookingQuotePage
      title={intl.formatMessage({ id: 'packageBook.pageTitle' })}
      heading={intl.formatMessage({ id: 'packageBook.heading' })}
      quoteId={quoteId}
      quote={quote}
      gone={{
        title: intl.formatMessage({ id: 'packageReview.gone' }),
        path: `/${area}/search`,
        label: intl.formatMessage({ id: 'packageFlow.newSearch' }),
      }}
    >
      {(held) => <PackageBookingForm key={held.quoteId} quote={held} />}
    </BookingQuotePage>
  );
}

/**
 * The package's part: a traveller per flyer (the first holds the room) and a contact, then the
 * shell, which charges the one package total and books both parts in one saga.
 */
function PackageBookingForm({ quote }: { quote: PackageQuoteResponse }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSignedInSession();
  const { boot } = usePortal();
  const isBusinessTenant = boot.tenant === 'capone-corporate';
  const store = useTravelerStore({ session, isBusinessTenant });
  const offer = quote.flight;
  const area = readPackageArea(location.pathname);
  const state = location.state as BookLocationState | null;
  const shopUrl = state?.shopUrl ?? `/${area}/search`;

  const slots = useMemo(() => listPassengerSlots(offer.passengers), [offer.passengers]);
  const trip = useMemo(() => describeTrip(offer), [offer]);
  const [pickedAssignments, setAssignments] = useState<(string | null)[] | null>(null);
  const [contact, setContact] = useState({ email: session.userInfo.email, phone: '' });
  const [attempted, setAttempted] = useState(false);
  const [travelerErrors, setTravelerErrors] = useState<Partial<Record<number, string>>>({});
  const [contactErrors, setContactErrors] = useState<Partial<Record<ContactField, string>>>({});
  const assignments =
    pickedAssignments ??
    (store.isLoading
      ? null
      : suggestAssignments(slots, store.travelers, trip.firstDepartureDate, session.userInfo));
  const check: BookingCheck | null =
    attempted && assignments
      ? checkBooking({ slots, assignments, travelers: store.travelers, contact, trip })
      : null;
  const contactMessage = (field: ContactField) => {
    const code = check?.contact[field];
    if (code) return intl.formatMessage({ id: `bookingRule.${code}` });
    return contactErrors[field] ?? null;
  };
  const leadTraveler = store.travelers.find((t) => t.id === assignments?.[0]);
  // The package is judged as the server judges it: its flights under the first traveller's tier
  // (the hotel part has no price of its own to judge).
  const tier = useTravelPolicy(assignments?.[0] ?? null);
  const reasonsFor = usePolicyReasons();
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

  const details = assignments ? (
    <>
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
        renderTravelerDialog={(props) => (
          <TravelerFormDialog {...props} isBusinessTenant={isBusinessTenant} />
        )}
      />
      <section className="wf-card wf-booking-section" aria-labelledby="package-room-title">
        <h2 id="package-room-title">{intl.formatMessage({ id: 'packageBook.room' })}</h2>
        <p data-testid="package-lead-guest">
          {leadTraveler
            ? intl.formatMessage(
                { id: 'packageBook.leadGuest' },
                { name: `${leadTraveler.givenName} ${leadTraveler.surname}` },
              )
            : intl.formatMessage({ id: 'packageBook.leadGuestMissing' })}
        </p>
      </section>
      <BookingContactSection
        email={contact.email}
        phone={contact.phone}
        emailError={contactMessage('email')}
        phoneError={contactMessage('phone')}
        hint={intl.formatMessage({ id: 'booking.contact.hint' })}
        onChange={(patch) => {
          setContactErrors((e) => ({
            ...e,
            ...('email' in patch ? { email: undefined } : {}),
            ...('phone' in patch ? { phone: undefined } : {}),
          }));
          setContact((c) => ({ ...c, ...patch }));
        }}
      />
    </>
  ) : null;

  return (
    <BookingShell<PackageBookingRequest, PackageBookingView>
      isLoading={store.isLoading || assignments === null}
      part={{
        quoteId: quote.quoteId,
        expiresAt: quote.expiresAt,
        quotedTotal: quote.price.total,
        chargedMinor: quote.price.total.amountMinor,
        earnCategory: 'flights',
        marketingCarrierCodes: offer.slices.flatMap((s) =>
          s.segments.map((g) => g.marketingAirline.code),
        ),
        shopUrl,
        chooseOtherLabel: intl.formatMessage({ id: 'packageBook.chooseOther' }),
        changeLabel: intl.formatMessage({ id: 'packageReview.changeFlights' }),
        policy:
          tier && tripVerdict
            ? {
                tierName: tier.name,
                inPolicy: tripVerdict.inPolicy,
                reasons: tripVerdict.inPolicy ? [] : reasonsFor(tripVerdict),
                needsApproval: tier.approvalProcess === '24hr_review',
              }
            : null,
        details,
        agreeText: (totalText) =>
          intl.formatMessage({ id: 'packageBook.agree' }, { total: totalText }),
        summary: (view) => (
          <PackageSummaryCard parts={quote} price={quote.price}>
            <dl className="wf-booking-prices">
              {/* A new total accepted at Book (the quote's price was older than the timeout). */}
              {view.chargedMinor !== quote.price.total.amountMinor ? (
                <div data-testid="package-price-change">
                  <dt>{intl.formatMessage({ id: 'booking.summary.priceChange' })}</dt>
                  <dd>
                    {formatTotal(intl, {
                      amountMinor: view.chargedMinor - quote.price.total.amountMinor,
                      currency: quote.price.total.currency,
                    })}
                  </dd>
                </div>
              ) : null}
              <PaymentLines payments={view.payments} rewardsCurrency={view.rewardsCurrency} />
            </dl>
          </PackageSummaryCard>
        ),
        checkDetails: () => {
          setAttempted(true);
          setTravelerErrors({});
          setContactErrors({});
          return assignments
            ? !hasBookingProblems(
                checkBooking({ slots, assignments, travelers: store.travelers, contact, trip }),
              )
            : false;
        },
        buildRequest: ({ payment, acceptedTotalMinor, outOfPolicyReason }) => ({
          ...buildBookRequest({
            quoteToken: quote.quoteToken,
            slots,
            assignments: assignments ?? [],
            contact,
            payment,
            acceptedTotalMinor,
            outOfPolicyReason,
          }),
          leadGuest: {
            givenName: leadTraveler?.givenName ?? '',
            surname: leadTraveler?.surname ?? '',
            countryCode: selectGuestCountry(leadTraveler),
            ...(leadTraveler ? { travelerId: leadTraveler.id } : {}),
          },
        }),
        post: postPackageBooking,
        fetchBooking: fetchPackageBooking,
        isRunning: (b) => b.status === 'PendingConfirm',
        isDone: (b) => b.status === 'Confirmed' || b.status === 'AwaitingApproval',
        failureOf: (b) => ({
          code: b.error?.code ?? 'ProviderError',
          message: b.error?.message ?? '',
        }),
        confirmPath: (id) => `/${area}/book/confirm?bookingId=${encodeURIComponent(id)}`,
        queryKey: (id) => packageBookingQueryOptions(id).queryKey,
        // An ended hold (410 ExpiredQuoteToken) is quoted again: the shell's price-difference
        // notice compares the new total with the one reviewed.
        requote: async () => {
          const fresh = await postPackageRequote(quote.quoteId);
          queryClient.setQueryData(packageQuoteQueryOptions(fresh.quoteId).queryKey, fresh);
          const nextState: BookLocationState = {
            ...state,
            reviewedTotalMinor: state?.reviewedTotalMinor ?? quote.price.total.amountMinor,
          };
          await navigate(`/${area}/book?quoteId=${encodeURIComponent(fresh.quoteId)}`, {
            replace: true,
            state: nextState,
          });
        },
        placeFieldError: (code, field, message) => {
          const place = placeServerField(field);
          const text = (id: string) =>
            id in intl.messages
              ? intl.formatMessage({ id: id as 'bookingRule.NoAdultPassenger' })
              : message;
          if (place.area === 'traveler') {
            setTravelerErrors({ [place.slotIndex]: text(`bookingRule.${code}`) });
            return true;
          }
          if (place.area === 'contact') {
            setContactErrors({ [place.field]: text(`bookingRule.${code}`) });
            return true;
          }
          return false;
        },
        progress: {
          title: intl.formatMessage({ id: 'packageBook.progress' }),
          supplier: 'airline',
        },
        tracking: { product: 'package', funnel: 'packages' },
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
