import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { BookingContactSection } from '../../components/booking-contact-section';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { FlightBookRequest, FlightBooking } from '@wayfare/contracts/flight-booking';
import type { FlightQuoteResponse } from '@wayfare/contracts/flight-shop';
import {
  fetchFlightBooking,
  flightBookingQueryOptions,
  flightQuoteQueryOptions,
  postFlightBooking,
  postFlightQuote,
} from '../../api/booking-calls';
import { postFlightFreezeExercise } from '../../api/price-freeze-calls';
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
import {
  BookingPageFrame,
  BookingShell,
  type BookLocationState,
} from '../../features/booking/booking-shell';
import { BookingSummary } from '../../features/booking/booking-summary';
import { BookedTickets } from '../../components/self-transfer-notice';
import { CfarAddOn } from '../../features/booking/cfar-add-on';
import { ChfarAddOn } from '../../features/booking/chfar-add-on';
import { DisruptionAddOn } from '../../features/booking/disruption-add-on';
import { buildAddOnsRequest, sumAddOnsMinor } from '../../features/booking/flight-add-ons';
import '../../features/booking/booking.css';
import { TravelerSlots } from '../../features/booking/traveler-slots';
import { TravelerFormDialog } from '../../features/travelers/traveler-form-dialog';
import '../../features/flight-results/flight-results.css';
import { useSignedInSession } from '../../session/use-signed-in-session';
import '../../components/travel-policy.css';
import '../../features/travelers/travelers.css';
import { useTravelerStore } from '../../features/travelers/use-traveler-store';
import { judgeTrip } from '../../features/travel-policy/fare-policy';
import { usePolicyReasons } from '../../components/policy-badge';
import { useTravelPolicy } from '../../features/travel-policy/use-travel-policy';
import { usePortal } from '../../tenant/portal-context';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { TRAVELERS_EN } from '../../i18n/catalogues/travelers';
import { useGate } from '../../session/use-experiments';

/** Booking's messages and the travelers' (the traveler slots and form). */
const BOOK_MESSAGES = { ...FLIGHT_BOOKING_EN, ...TRAVELERS_EN };

/** What the shop page hands the booking page (the shared shape of every product). */
export type FlightBookLocationState = BookLocationState;

/** /flights/book?quoteId=…: the one booking page with the flight part in its slots. */
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
    body = <FlightBookingForm key={quote.data.quoteId} quote={quote.data} />;
  }
  return (
    <BookingPageFrame
      title={intl.formatMessage({ id: 'booking.pageTitle' })}
      heading={intl.formatMessage({ id: 'booking.heading' })}
      quoteId={quoteId}
    >
      {body}
    </BookingPageFrame>
  );
}

/** The flight part: a traveller per quoted passenger and a contact, then the shared shell. */
function FlightBookingForm({ quote }: { quote: FlightQuoteResponse }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useSignedInSession();
  const { boot } = usePortal();
  const isBusinessTenant = boot.tenant === 'capone-corporate';
  const store = useTravelerStore({ session, isBusinessTenant });
  const { offer } = quote;
  const state = location.state as FlightBookLocationState | null;
  const shopUrl = state?.shopUrl ?? '/flights/search';

  const slots = useMemo(() => listPassengerSlots(offer.passengers), [offer.passengers]);
  const trip = useMemo(() => describeTrip(offer), [offer]);
  const [pickedAssignments, setAssignments] = useState<(string | null)[] | null>(null);
  const [contact, setContact] = useState({ email: session.userInfo.email, phone: '' });
  const [attempted, setAttempted] = useState(false);
  const [travelerErrors, setTravelerErrors] = useState<Partial<Record<number, string>>>({});
  const [contactErrors, setContactErrors] = useState<Partial<Record<ContactField, string>>>({});

  // Suggested travelers until the person picks; their own choices are never overwritten.
  const assignments =
    pickedAssignments ??
    (store.isLoading
      ? null
      : suggestAssignments(slots, store.travelers, trip.firstDepartureDate, session.userInfo));

  // The trip is judged under its first traveller's tier (their employee's; the booker's for a guest).
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

  const check: BookingCheck | null =
    attempted && assignments
      ? checkBooking({ slots, assignments, travelers: store.travelers, contact, trip })
      : null;
  const contactMessage = (field: ContactField) => {
    const code = check?.contact[field];
    if (code) return intl.formatMessage({ id: `bookingRule.${code}` });
    return contactErrors[field] ?? null;
  };
  const marketingCarrierCodes = useMemo(
    () => offer.slices.flatMap((s) => s.segments.map((g) => g.marketingAirline.code)),
    [offer.slices],
  );
  const offersCfar = useGate('cfar-offers');
  // Exercising a price freeze: what is paid is the freeze's total (spec §3 pricing discount).
  const total = offer.pricing.discount?.grandTotal ?? offer.pricing.grandTotal;
  // Cancel and change for any reason, each at the premium held with the quote (issue 18); the
  // traveller may add either, both or neither.
  // Offered only where its product gate shows it (issue 24).
  const cfarOffer = offersCfar ? quote.cancelForAnyReason : null;
  const [cfarAdded, setCfarAdded] = useState(false);
  const cfarPremium = cfarOffer && cfarAdded ? cfarOffer.premium : null;
  const chfarOffer = quote.changeForAnyReason;
  const [chfarAdded, setChfarAdded] = useState(false);
  const chfarPremium = chfarOffer && chfarAdded ? chfarOffer.premium : null;
  // Disruption assistance (issue 20): its fee per booking, held with the quote.
  const disruptionOffer = quote.disruptionAssistance;
  const [disruptionAdded, setDisruptionAdded] = useState(false);
  const disruptionFee = disruptionOffer && disruptionAdded ? disruptionOffer.fee : null;
  const addOns = {
    cancelForAnyReason: cfarPremium,
    changeForAnyReason: chfarPremium,
    disruptionAssistance: disruptionFee,
  };
  const addOnsMinor = sumAddOnsMinor(addOns);
  const firstDepartureZone = offer.slices[0]?.segments[0]?.origin.timeZone ?? 'UTC';

  const details = assignments ? (
    <>
      {offer.tickets ? (
        <div className="wf-card wf-booking-section">
          <BookedTickets offer={offer} />
        </div>
      ) : null}
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
    <BookingShell<FlightBookRequest, FlightBooking>
      isLoading={store.isLoading || assignments === null}
      part={{
        quoteId: quote.quoteId,
        expiresAt: quote.expiresAt,
        quotedTotal: total,
        chargedMinor: total.amountMinor + addOnsMinor,
        addOnsMinor,
        earnCategory: 'flights',
        marketingCarrierCodes,
        shopUrl,
        chooseOtherLabel: intl.formatMessage({ id: 'booking.chooseOther' }),
        changeLabel: intl.formatMessage({ id: 'review.changeFlights' }),
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
        extras:
          cfarOffer || chfarOffer || disruptionOffer ? (
            <>
              {cfarOffer ? (
                <CfarAddOn
                  offer={cfarOffer}
                  timeZone={firstDepartureZone}
                  added={cfarAdded}
                  onChange={setCfarAdded}
                />
              ) : null}
              {chfarOffer ? (
                <ChfarAddOn
                  offer={chfarOffer}
                  timeZone={firstDepartureZone}
                  added={chfarAdded}
                  onChange={setChfarAdded}
                />
              ) : null}
              {disruptionOffer ? (
                <DisruptionAddOn
                  offer={disruptionOffer}
                  timeZone={firstDepartureZone}
                  added={disruptionAdded}
                  onChange={setDisruptionAdded}
                />
              ) : null}
            </>
          ) : null,
        agreeText: (totalText) => intl.formatMessage({ id: 'booking.agree' }, { total: totalText }),
        summary: (view) => (
          <BookingSummary
            offer={offer}
            totalMinor={view.chargedMinor}
            payments={view.payments}
            rewardsCurrency={view.rewardsCurrency}
            earn={view.earn}
            cfarPremium={cfarPremium}
            chfarPremium={chfarPremium}
            disruptionFee={disruptionFee}
            expiresAt={quote.expiresAt}
            now={Date.now}
          />
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
          ...buildAddOnsRequest(addOns),
        }),
        post: postFlightBooking,
        fetchBooking: fetchFlightBooking,
        isRunning: (b) => b.status === 'Pending' && b.awaitingSplitPayment !== true,
        // A split payment's held booking (issue 23) is done here: its page waits for the shares.
        isDone: (b) =>
          b.status === 'Confirmed' ||
          b.status === 'AwaitingApproval' ||
          b.awaitingSplitPayment === true,
        failureOf: (b) => ({
          code: b.error?.code ?? 'ProviderError',
          message: b.error?.message ?? '',
        }),
        // A self-transfer's two tickets have their own confirmation path (spec §2, issue 20).
        confirmPath: (id) =>
          `/flights/book/${offer.multiTicketType === 'virtualInterline' ? 'virtualInterline/' : ''}confirm?bookingId=${encodeURIComponent(id)}`,
        queryKey: (id) => flightBookingQueryOptions(id).queryKey,
        requote: async () => {
          const fareIds = offer.slices.map((s) => s.fares[0]?.fareId ?? '');
          // A freeze's exercise is priced again through the freeze, never as an ordinary quote.
          const fresh = quote.priceFreeze
            ? await postFlightFreezeExercise(quote.priceFreeze.priceFreezeId, { fareIds })
            : await postFlightQuote({
                tripType: offer.tripType,
                passengers: offer.passengers,
                fareIds,
              });
          queryClient.setQueryData(flightQuoteQueryOptions(fresh.quoteId).queryKey, fresh);
          const page = fresh.priceFreeze ? '/flights/book/pricefreeze/confirm' : '/flights/book';
          await navigate(`${page}?quoteId=${encodeURIComponent(fresh.quoteId)}`, {
            replace: true,
            state,
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
          title: intl.formatMessage({ id: 'booking.progress.title' }),
          supplier: 'airline',
        },
        offerProduct: 'flight',
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
