import { isErrorCode } from '@wayfare/contracts/errors';
import type {
  FlightBookRequest,
  FlightBooking,
  PaymentSource,
} from '@wayfare/contracts/flight-booking';
import {
  FlightOfferSchema,
  FlightTripTypeSchema,
  type FlightOffer,
} from '@wayfare/contracts/flights';
import { CurrencySchema } from '@wayfare/contracts/money';
import {
  checkPassengers,
  selectPassengerCategory,
  type BookingPassenger,
} from '@wayfare/domain/passenger-rules';
import { formatConfirmationCode, selectTripSubtitle } from '@wayfare/domain/trip-display';
import type {
  FlightBookingInsert,
  FlightBookingRecord,
} from '@wayfare/store/repositories/flight-bookings-repository';
import type {
  CfarOfferColumn,
  ChfarOfferColumn,
  DisruptionOfferColumn,
} from '@wayfare/store/schema';
import { AppError } from '../app-error';
import type { BookingPorts } from './booking-ports';
import { FLIGHT_SAGA, listFareIds, planTickets, type SagaOptions } from './booking-saga';
import { prepareAndBook, type BookingActor, type BookingPart } from './booking-service';
import {
  claimFreezeForBooking,
  priceFreezeUse,
  readExercisableFreeze,
  withFreezeDiscount,
} from './price-freeze-exercise';
import { isAwaitingSplitPayment } from './split-payment-lease';
import { evaluateOfferPolicy } from './travel-policy';
import { planAirlineCredit } from './trips-credits';

export { MIN_OUT_OF_POLICY_REASON, type BookingActor } from './booking-service';

export function toFlightBookingView(row: FlightBookingRecord): FlightBooking {
  const currency = CurrencySchema.parse(row.currency);
  const payments: { source: PaymentSource; minor: number }[] = [
    { source: 'UserCard', minor: row.cardMinor },
    { source: 'Rewards', minor: row.rewardsMinor },
    { source: 'TravelWallet', minor: row.walletCreditMinor },
    // An airline travel credit (issue 7) is the spec's AncillaryCredit source.
    { source: 'AncillaryCredit', minor: row.airlineCreditMinor },
  ];
  return {
    id: row.id,
    status: row.status,
    step: row.step,
    confirmationCode:
      row.status === 'Confirmed' && row.agentLocator
        ? formatConfirmationCode(row.agentLocator)
        : null,
    tripSubtitle: selectTripSubtitle(FlightTripTypeSchema.parse(row.tripType)),
    offer: FlightOfferSchema.parse(row.offer),
    ...(row.multiTicketType === 'single'
      ? {}
      : {
          multiTicketType: row.multiTicketType,
          tickets: (row.tickets ?? []).map((t) => ({
            ticketIndex: t.ticketIndex,
            airlineCode: t.airlineCode,
            locator: row.status === 'Confirmed' || row.status === 'Cancelled' ? t.locator : null,
            sliceIndex: t.sliceIndex,
            segmentIndexes: t.segmentIndexes,
          })),
        }),
    travelerNames: row.passengerNames,
    contactEmail: row.contactEmail,
    totals: {
      total: { amountMinor: row.totalMinor, currency },
      payments: payments
        .filter((p) => p.minor > 0)
        .map((p) => ({ source: p.source, amount: { amountMinor: p.minor, currency } })),
    },
    addOns: {
      cancelForAnyReason:
        row.cfarPremiumMinor > 0
          ? { premium: { amountMinor: row.cfarPremiumMinor, currency } }
          : null,
      changeForAnyReason:
        row.chfarPremiumMinor > 0
          ? { premium: { amountMinor: row.chfarPremiumMinor, currency } }
          : null,
      disruptionAssistance:
        row.disruptionFeeMinor > 0
          ? { fee: { amountMinor: row.disruptionFeeMinor, currency } }
          : null,
    },
    earn: row.status === 'Confirmed' ? row.earn : null,
    error:
      row.errorCode && isErrorCode(row.errorCode)
        ? { code: row.errorCode, message: row.errorMessage ?? '' }
        : null,
    policy:
      row.inPolicy === null || row.approvalProcess === null
        ? null
        : {
            inPolicy: row.inPolicy,
            outOfPolicyReason: row.outOfPolicyReason,
            approvalProcess: row.approvalProcess,
            approvalExpiresAt:
              row.status === 'AwaitingApproval'
                ? (row.approvalExpiresAt?.toISOString() ?? null)
                : null,
          },
    ...(isAwaitingSplitPayment(row) ? { awaitingSplitPayment: true } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The travellers as booked: saved travelers read from the booker's scope (packages use it too). */
export async function resolvePassengers(
  ctx: BookingPorts,
  actor: BookingActor,
  body: Pick<FlightBookRequest, 'travelers'>,
): Promise<BookingPassenger[]> {
  const out: BookingPassenger[] = [];
  for (const [i, t] of body.travelers.entries()) {
    if ('travelerId' in t) {
      const saved = await ctx.repos.travelers.findVisible(actor.scope, t.travelerId);
      if (!saved)
        throw new AppError(
          'BadRequest',
          'We could not find that traveler.',
          `travelers.${i}.travelerId`,
        );
      out.push({
        passengerType: t.passengerType,
        givenName: saved.givenName,
        surname: saved.surname,
        dateOfBirth: saved.dateOfBirth,
        passport: saved.passport,
        knownTravelerNumber: saved.knownTravelerNumber,
        tsaRedressNumber: saved.tsaRedressNumber,
      });
    } else {
      out.push({
        passengerType: t.passengerType,
        givenName: t.givenName,
        surname: t.surname,
        dateOfBirth: t.dateOfBirth,
        passport: t.passport ?? null,
        knownTravelerNumber: t.knownTravelerNumber ?? null,
        tsaRedressNumber: t.tsaRedressNumber ?? null,
      });
    }
  }
  return out;
}

/**
 * The travellers against the quote: as many of each kind as were priced (InvalidPassengers; an
 * AgelessChild or a private type counts as its kind), then every passenger rule of spec §5, the
 * first broken one answered with its own code at its field.
 */
export function checkTravelersFitOffer(
  offer: FlightOffer,
  passengers: BookingPassenger[],
  body: Pick<FlightBookRequest, 'contact'>,
) {
  for (const category of ['ADT', 'CNN', 'INS', 'INF'] as const) {
    const booked = passengers.filter(
      (p) => selectPassengerCategory(p.passengerType) === category,
    ).length;
    if (booked !== offer.passengers[category])
      throw new AppError(
        'InvalidPassengers',
        `This price was held for ${offer.passengers[category]} ${CATEGORY_WORDS[category]}; the booking names ${booked}.`,
        'travelers',
      );
  }
  const segments = offer.slices.flatMap((s) => s.segments);
  const countries = new Set(
    segments.flatMap((g) => [g.origin.countryCode, g.destination.countryCode]),
  );
  const errors = checkPassengers({
    passengers,
    contact: body.contact,
    firstDepartureDate: segments[0]?.departureTime.slice(0, 10) ?? '',
    lastDepartureDate: segments.at(-1)?.departureTime.slice(0, 10) ?? '',
    isInternational: countries.size > 1,
  });
  const [first] = errors;
  if (first)
    throw new AppError(
      first.code,
      first.message,
      first.field.replace(/^passengers\b/, 'travelers'),
    );
}

const CATEGORY_WORDS = {
  ADT: 'adults',
  CNN: 'children',
  INS: 'infants in a seat',
  INF: 'lap infants',
} as const;

/**
 * The premium of cancel for any reason when the booking asks for it: only at the price its quote
 * offered (`CfarNotOffered` when the quote offered none, e.g. too close to departure).
 */
function selectCfarPremium(offer: CfarOfferColumn | null, body: FlightBookRequest): number {
  if (!body.addOns?.cancelForAnyReason) return 0;
  if (!offer) throw new AppError('CfarNotOffered', undefined, 'addOns.cancelForAnyReason');
  return offer.premiumMinor;
}

/** Change for any reason's premium when the booking asks for it, at its quote's price. */
function selectChfarPremium(offer: ChfarOfferColumn | null, body: FlightBookRequest): number {
  if (!body.addOns?.changeForAnyReason) return 0;
  if (!offer) throw new AppError('ChfarNotOffered', undefined, 'addOns.changeForAnyReason');
  return offer.premiumMinor;
}

/** Disruption assistance's fee when the booking asks for it, at its quote's price (issue 20). */
function selectDisruptionFee(offer: DisruptionOfferColumn | null, body: FlightBookRequest): number {
  if (!body.addOns?.disruptionAssistance) return 0;
  if (!offer) throw new AppError('DisruptionNotOffered', undefined, 'addOns.disruptionAssistance');
  return offer.feeMinor;
}

/** What a flight booking's row adds to the shared columns. */
type FlightColumns = Pick<
  FlightBookingInsert,
  | 'tripType'
  | 'offer'
  | 'passengerNames'
  | 'airlineCreditId'
  | 'airlineCreditMinor'
  | 'priceFreezeId'
  | 'cfarPremiumMinor'
  | 'chfarPremiumMinor'
  | 'disruptionFeeMinor'
  | 'multiTicketType'
>;

/** Flights' part of the one booking path (booking-service.ts): seats, fares and travellers. */
export const FLIGHT_BOOKING: BookingPart<
  FlightBookRequest,
  FlightOffer,
  FlightColumns,
  FlightBookingRecord,
  FlightBooking
> = {
  product: 'flight',
  vertical: 'flights',
  earnCategory: 'flights',
  invalidQuoteCode: 'BadRequest',
  saga: FLIGHT_SAGA,
  table: ({ repos: { flightBookings } }) => ({
    findByKey: (userId, key) => flightBookings.findByKey(userId, key),
    findLiveForQuote: (userId, quoteId) => flightBookings.findLiveForQuote(userId, quoteId),
    createOrFind: (row) => flightBookings.createOrFind(row),
  }),
  readHeld: (quote) => {
    const offer = FlightOfferSchema.safeParse(quote.offer);
    return offer.success ? offer.data : null;
  },
  // The first traveller is the one the trip is for; their tier judges it.
  selectPolicyTraveler: (body) => {
    const first = body.travelers[0];
    return first && 'travelerId' in first ? first.travelerId : null;
  },
  async prepare(ctx, { actor, body, held, quote, tier }) {
    const passengers = await resolvePassengers(ctx, actor, body);
    checkTravelersFitOffer(held, passengers, body);
    // A quote bound to a price freeze books only while the freeze can be used (issue 17).
    const freeze = quote.priceFreezeId
      ? await readExercisableFreeze(ctx, actor.userId, quote.priceFreezeId)
      : null;
    const request = {
      tripType: held.tripType,
      fareIds: listFareIds(held),
      passengers: held.passengers,
    };
    const priced = await ctx.suppliers.flights.priceOffer(request, ctx.clock.now());
    if (!priced.ok)
      throw new AppError(
        priced.code === 'NoAvailability' ? 'NoAvailability' : 'OfferInvalid',
        priced.message,
        'quoteToken',
      );
    const currentOffer = priced.value;
    const { currency } = currentOffer.pricing.grandTotal;
    // The freeze's price today: the lower price plus what rises beyond the cap (or a similar
    // flight at the frozen price); what the traveller pays is the discount's total.
    const offer = freeze
      ? withFreezeDiscount(
          currentOffer,
          priceFreezeUse(
            freeze,
            quote.priceFreezeUse ?? 'Exercised',
            currentOffer.pricing.grandTotal.amountMinor,
          ),
        )
      : currentOffer;
    const total = offer.pricing.discount?.grandTotal ?? offer.pricing.grandTotal;
    // Cancel for any reason is bought at the premium held with the quote (issue 18).
    const cfarPremiumMinor = selectCfarPremium(quote.cfarOffer ?? null, body);
    const chfarPremiumMinor = selectChfarPremium(quote.chfarOffer ?? null, body);
    const disruptionFeeMinor = selectDisruptionFee(quote.disruptionOffer ?? null, body);
    // An airline travel credit pays first (same airline only), the usual split pays the rest.
    const airlineCredit = await planAirlineCredit(ctx, actor, body.payment.airlineCreditId, {
      ...offer,
      pricing: { ...offer.pricing, grandTotal: total },
    });
    return {
      // The fares' price, held against the quote's (the premium is the quote's own, unchanged).
      totalMinor: total.amountMinor,
      currency,
      chargedMinor:
        total.amountMinor +
        cfarPremiumMinor +
        chfarPremiumMinor +
        disruptionFeeMinor -
        airlineCredit.minor,
      creditMinor: airlineCredit.minor,
      verdict: tier ? evaluateOfferPolicy(tier.policy, offer) : null,
      columns: {
        tripType: offer.tripType,
        offer,
        passengerNames: passengers.map((p) => `${p.givenName} ${p.surname}`),
        airlineCreditId: airlineCredit.id,
        airlineCreditMinor: airlineCredit.minor,
        priceFreezeId: freeze?.id ?? null,
        cfarPremiumMinor,
        chfarPremiumMinor,
        disruptionFeeMinor,
        // Two tickets bought together (issue 20); `admit` plans its tickets once the row exists.
        multiTicketType: offer.multiTicketType ?? 'single',
      },
    };
  },
  // The freeze is taken by compare-and-set once the row exists, before the saga charges anything:
  // of two bookings of one freeze exactly one goes on (the other fails here, charged nothing).
  async admit(ctx, booking) {
    // A two-ticket booking records which segments each ticket covers before anything is bought.
    const tickets = planTickets(booking.id, FlightOfferSchema.parse(booking.offer));
    if (tickets)
      await ctx.repos.flightBookings.updateLeased(booking.id, ctx.instanceId, { tickets });
    if (!booking.priceFreezeId) return;
    const refusal = await claimFreezeForBooking(ctx, booking.priceFreezeId, booking.id);
    if (!refusal) return;
    await ctx.repos.flightBookings.transition(booking.id, 'Pending', {
      status: 'Failed',
      errorCode: refusal.code,
      errorMessage: refusal.message,
      leaseOwner: null,
      leaseExpiresAt: null,
      updatedAt: ctx.clock.now(),
    });
    throw refusal;
  },
  toView: toFlightBookingView,
};

/** POST /api/v0/flights/book: the one booking path with the flight part (see prepareAndBook). */
export function bookFlight(
  ctx: BookingPorts,
  actor: BookingActor,
  idempotencyKey: string,
  body: FlightBookRequest,
  options: SagaOptions = {},
): Promise<{ created: boolean; booking: FlightBooking }> {
  return prepareAndBook(ctx, FLIGHT_BOOKING, actor, idempotencyKey, body, options);
}

export async function getFlightBooking(
  ctx: BookingPorts,
  userId: string,
  id: string,
): Promise<FlightBooking> {
  const row = await ctx.repos.flightBookings.findById(id);
  if (!row || row.userId !== userId) throw new AppError('NotFound');
  return toFlightBookingView(row);
}
