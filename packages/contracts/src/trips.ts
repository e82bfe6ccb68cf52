import { AppliedTravelOfferSchema } from './travel-offers';
import { LodgingDateChangeAvailabilitySchema } from './lodging-date-change';
import { z } from 'zod';
import { ExchangeSliceViewSchema } from './exchange';
import { CfarProtectionSchema } from './cancel-for-any-reason';
import { ChfarProtectionSchema } from './change-for-any-reason';
import { FlightBookingSchema, WalletCreditSchema } from './flight-booking';
import { CabinClassSchema } from './flights';
import { CarBookingViewSchema } from './car-booking';
import { CarCancellationPolicySchema } from './cars';
import { ExperienceBookingViewSchema } from './experiences';
import { ActivityCancellationPolicySchema, ExperienceCancellationSchema } from './activities';
import { HomeBookingViewSchema, HomeCancellationPolicySchema } from './home-booking';
import { HotelBookingViewSchema } from './hotel-booking';
import { CancellationPolicySchema } from './lodging';
import { MoneySchema } from './money';
import { PackageBookingViewSchema, PackagePartStatusSchema } from './packages';
import { PriceDropProtectionSchema } from './price-drop-protection';
import { TripPriceMatchSchema } from './price-match';
import { DisruptionAssistanceSchema } from './disruption';
import { SourceAmountSchema } from './source-amount';
import { CardTravelCreditSchema, ForfeitedTravelCreditSchema } from './card-travel-credits';

/**
 * My Trips (issue 7; spec §2 trip list sections and self-serve cancel steps, §4 itinerary, trip
 * time, ticket, void and trip booking statuses, cancel outcomes, §8 cancellation failure codes,
 * §9 void window). Shared by the API (`routes/trips.ts`) and the web (`/trips/`).
 */

/** Spec §3 trip types; flights and hotels are booked today, the rest arrive with their areas. */
export const TripTypeSchema = z.enum([
  'Flight',
  'Hotel',
  'Watch',
  'Car',
  'Home',
  'Package',
  'PackageHotel',
  'PackageFlight',
  'Experience',
]);
export type TripType = z.infer<typeof TripTypeSchema>;

/** Spec §4 trip time status, from the (sandbox-movable) travel clock. */
export const TripTimeStatusSchema = z.enum([
  'Future',
  'Present',
  'Past',
  'Canceled',
  'Unused',
  'Invalid',
]);
export type TripTimeStatus = z.infer<typeof TripTimeStatusSchema>;

/** Spec §4 trip booking status. */
export const TripBookingStatusSchema = z.enum(['Cancelled', 'Confirmed', 'Pending', 'Unknown']);
export type TripBookingStatus = z.infer<typeof TripBookingStatusSchema>;

/** Spec §4 itinerary, ticket and void statuses (flights). */
export const ItineraryStatusSchema = z.enum(['Canceled', 'Confirmed', 'Modified', 'Pending']);
export type ItineraryStatus = z.infer<typeof ItineraryStatusSchema>;
export const TicketStatusSchema = z.enum(['Canceled', 'Modified', 'Rejected', 'Ticketed']);
export type TicketStatus = z.infer<typeof TicketStatusSchema>;
export const VoidStatusSchema = z.enum(['TicketedVoid', 'PreTicketVoidable', 'NotVoidable']);
export type VoidStatus = z.infer<typeof VoidStatusSchema>;

/** Spec §4 future-travel-credit status. */
export const TravelCreditStatusSchema = z.enum(['available', 'expired', 'redeemed']);
export type TravelCreditStatus = z.infer<typeof TravelCreditStatusSchema>;

/**
 * Spec §4 cancel outcomes. Flights: the spec's list plus `airline_ftc` and
 * `airline_ftc_with_penalty` (a fare that returns an airline travel credit, less a fee) and
 * `non_refundable` (a fare that returns nothing); cancel-for-any-reason outcomes (`cfar_*`) arrive
 * with that protection; `disruption_refund` is disruption assistance's base-fare refund (issue 20).
 * Hotels: `hotel_full_refund`, `hotel_partial_refund`, `hotel_non_refundable`.
 * Cars (issue 21): `car_free_cancellation` (nothing kept: everything paid comes back, or nothing
 * was paid for a pay-at-counter rental), `car_late_cancellation` (the late fee is kept),
 * `car_non_refundable` (a prepaid deal, or after the pick-up time: nothing comes back).
 * Homes (issue 22), by the policy's refund kind at the moment of cancelling: `home_full_refund`,
 * `home_partial_refund`, `home_non_refundable`.
 * Experiences (issue 22), by the spec §4 state: `experience_full_refund` (FullyRefundable),
 * `experience_partial_refund` (PartiallyRefundable), `experience_non_refundable` (NonRefundable).
 * Packages (issue 23), by both parts' terms together (domain/package-cancellation.ts):
 * `package_full_refund`, `package_partial_refund`, `package_non_refundable` (nothing would come
 * back, so it is not cancelled online).
 */
export const CancelOutcomeSchema = z.enum([
  'ticketed_void',
  'airline_full_refund',
  'airline_ftc',
  'airline_ftc_with_penalty',
  'non_refundable',
  'too_close_to_departure',
  'contact_customer_service',
  'cancellation_pending',
  'cfar_cash',
  'cfar_ftc',
  'cfar_ftc_with_penalty',
  'disruption_refund',
  'hotel_full_refund',
  'hotel_partial_refund',
  'hotel_non_refundable',
  'car_free_cancellation',
  'car_late_cancellation',
  'car_non_refundable',
  'home_full_refund',
  'home_partial_refund',
  'home_non_refundable',
  'experience_full_refund',
  'experience_partial_refund',
  'experience_non_refundable',
  'package_full_refund',
  'package_partial_refund',
  'package_non_refundable',
]);
export type CancelOutcome = z.infer<typeof CancelOutcomeSchema>;

// Money going back to one payment source (contracts/source-amount.ts; disruption claims show it too).
export { SourceAmountSchema, type SourceAmount } from './source-amount';

/** An airline travel credit (future travel credit) made by cancelling a flight (spec §2, §4). */
export const AirlineTravelCreditSchema = z.object({
  id: z.string(),
  airline: z.object({ code: z.string(), name: z.string() }),
  amount: MoneySchema,
  /** What is left to spend (a credit may be partly used on a new booking). */
  remaining: MoneySchema,
  status: TravelCreditStatusSchema,
  /** A year after the original ticket was issued. */
  expiresAt: z.iso.datetime(),
  travelerNames: z.array(z.string()),
  /** The cancelled trip it came from. */
  origin: z.object({ bookingId: z.string(), confirmationCode: z.string().nullable() }),
  createdAt: z.iso.datetime(),
});
export type AirlineTravelCredit = z.infer<typeof AirlineTravelCreditSchema>;

/**
 * One line of an itemised receipt (spec §2 itemized receipts); the web names it by `kind` (the
 * base is the fare of a flight, the room subtotal of a stay).
 */
export const ReceiptLineSchema = z.object({
  kind: z.enum([
    'base',
    'taxes',
    'fees',
    'discount',
    'complimentaryNight',
    'refundableVariant',
    'dueAtProperty',
    'cancelForAnyReason',
    /** What the trip's changes cost (fare differences and change fees), charged to the card. */
    'flightChange',
    'changeForAnyReason',
    'disruptionAssistance',
    /** A car's extras (child seat, GPS, cover…). */
    'carExtras',
    /** What a pay-at-counter car rental leaves to pay at the counter. */
    'dueAtCounter',
    /** A package's one price (flight + hotel): the hotel part is never shown alone. */
    'package',
    /** A tenant travel offer taken off what was charged (issue 23), negative. */
    'travelOffer',
  ]),
  amount: MoneySchema,
});
export type ReceiptLine = z.infer<typeof ReceiptLineSchema>;

export const ReceiptSchema = z.object({
  lines: z.array(ReceiptLineSchema),
  total: MoneySchema,
  /** How it was paid, per source (card, miles, travel credit). */
  payments: z.array(SourceAmountSchema),
  /** What went back on cancellation, per source. */
  refunds: z.array(SourceAmountSchema),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** A done (or pending) cancellation. */
export const CancellationSchema = z.object({
  outcome: CancelOutcomeSchema,
  status: z.enum(['Cancelled', 'Pending']),
  requestedAt: z.iso.datetime(),
  cancelledAt: z.iso.datetime().nullable(),
  refunds: z.array(SourceAmountSchema),
  airlineCredit: AirlineTravelCreditSchema.nullable(),
});
export type Cancellation = z.infer<typeof CancellationSchema>;

/** A trip card on /trips/. */
export const TripSummarySchema = z.object({
  bookingId: z.string(),
  type: TripTypeSchema,
  confirmationCode: z.string().nullable(),
  status: TripBookingStatusSchema,
  timeStatus: TripTimeStatusSchema,
  /** Awaiting an approver (business tenant). */
  awaitingApproval: z.boolean(),
  /** "Chicago to Boston" or the hotel's name. */
  title: z.string(),
  /** "Round-trip" / "One-way" / "Multi-city", or the hotel's city. */
  subtitle: z.string(),
  /** Local dates of the trip (first departure or check-in; last arrival or check-out). */
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  travelerNames: z.array(z.string()),
  total: MoneySchema,
  /** Hotel picture (sandbox image host), null for flights. */
  imageUrl: z.string().nullable(),
  /** Airline codes of a flight trip, for its logos. */
  carrierCodes: z.array(z.string()),
  /**
   * Issue 23, where the tenant shows it (corporate): a flight trip's estimated CO₂ for everyone
   * on it, in whole grams (`domain/flight-emissions.ts`, from the booked segments).
   */
  co2eGrams: z.number().int().nonnegative().optional(),
  /** A travel-wallet credit spent on the trip (Trips with offers, issue 23). */
  travelCreditUsed: MoneySchema.nullable().optional(),
  /** A tenant travel offer the trip used (Trips with offers, issue 23). */
  travelOfferUsed: AppliedTravelOfferSchema.nullable().optional(),
  /**
   * Issue 24: a support agent booked this trip in the person's session: when (travel clock).
   * The person sees that support helped, never which agent.
   */
  madeBySupport: z.object({ at: z.iso.datetime() }).nullable().optional(),
  /** A package's parts' own states (issue 23; spec §3 PackageFlight, PackageHotel). */
  packageParts: z
    .object({ flight: PackagePartStatusSchema, hotel: PackagePartStatusSchema })
    .optional(),
});
export type TripSummary = z.infer<typeof TripSummarySchema>;

/**
 * GET /api/v0/trips: the spec's sections. Watched trips, frozen prices and trips with offers
 * arrive with price watch, price freeze and travel offers; until then they are empty lists.
 */
export const TripsResponseSchema = z.object({
  upcoming: z.array(TripSummarySchema),
  watched: z.array(TripSummarySchema),
  frozen: z.array(TripSummarySchema),
  airlineCredits: z.array(AirlineTravelCreditSchema),
  /** Trips that ended, and cancelled ones (newest first). */
  past: z.array(TripSummarySchema),
  withOffers: z.array(TripSummarySchema),
  /** Issue 23, where the tenant shows it (corporate): the upcoming flight trips' CO₂, grams. */
  upcomingCo2eGrams: z.number().int().nonnegative().optional(),
  /** The travel clock's now, so the page says "today" the way the server does. */
  now: z.iso.datetime(),
});
export type TripsResponse = z.infer<typeof TripsResponseSchema>;

/**
 * Where a flight trip's online check-in stands (the sandbox airline checks in itself): NotOpen
 * before 24 h ahead of the slice's first departure, Open until 60 min before it, CheckedIn once
 * someone of the slice is (until its last flight leaves), Closed when every window has passed.
 */
export const CheckInStatusSchema = z.enum(['NotOpen', 'Open', 'CheckedIn', 'Closed']);
export type CheckInStatus = z.infer<typeof CheckInStatusSchema>;

/** One traveler's boarding pass for one flight (one per traveler per segment of the slice). */
export const BoardingPassSchema = z.object({
  /** The traveler's position on the booking (`booking.travelerNames`). */
  passengerIndex: z.number().int().min(0),
  travelerName: z.string(),
  sliceIndex: z.number().int().min(0),
  segmentIndex: z.number().int().min(0),
  flightInstanceId: z.string(),
  airline: z.object({ code: z.string(), name: z.string() }),
  flightNumber: z.string(),
  operatingAirline: z.object({ code: z.string(), name: z.string() }),
  origin: z.object({ code: z.string(), city: z.string() }),
  destination: z.object({ code: z.string(), city: z.string() }),
  /** Local wall-clock times `YYYY-MM-DDTHH:mm` at the departure airport. */
  departureTime: z.string(),
  zonedDepartureTime: z.string(),
  boardingTime: z.string(),
  cabin: CabinClassSchema,
  /** "23C": row and letter. The gate is shown at the airport. */
  seat: z.string().regex(/^\d{1,2}[A-Z]$/),
  boardingGroup: z.number().int().min(1).max(9),
  sequenceNumber: z.number().int().min(1),
  /** The airline's record locator (as on the trip page). */
  recordLocator: z.string(),
  /** The bar code's text: IATA Resolution 792 bar-coded boarding pass, format M, one leg. */
  barcode: z.string(),
});
export type BoardingPass = z.infer<typeof BoardingPassSchema>;

export const CheckInSchema = z.object({
  status: CheckInStatusSchema,
  /** The slice this applies to (a round trip's return checks in after the outbound flies). */
  sliceIndex: z.number().int().min(0),
  slice: z.object({ origin: z.string(), destination: z.string() }),
  /** The slice's window: opens 24 hours before its first departure, closes 60 minutes before. */
  opensAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
  isOpen: z.boolean(),
  airline: z.object({ code: z.string(), name: z.string() }),
  /** The airline's confirmation code for the slice. */
  recordLocator: z.string(),
  travelers: z.array(
    z.object({
      passengerIndex: z.number().int().min(0),
      name: z.string(),
      isCheckedIn: z.boolean(),
    }),
  ),
  checkedInAt: z.iso.datetime().nullable(),
  /** Once checked in, for the owner only (a looked-up trip gets none). */
  boardingPasses: z.array(BoardingPassSchema),
});
export type CheckIn = z.infer<typeof CheckInSchema>;

/** A disruption the airline announced on a booked flight (the sandbox console injects them). */
export const TripDisruptionSchema = z.object({
  flightInstanceId: z.string(),
  flightLabel: z.string(),
  kind: z.enum(['Delay', 'AirlineCancellation', 'ScheduleChange']),
  minutes: z.number().int(),
  announcedAt: z.iso.datetime(),
});
export type TripDisruption = z.infer<typeof TripDisruptionSchema>;

/**
 * An airline's schedule change on the trip (issue 18; spec §2 schedule-change modal): the largest
 * change decides. A minor one (under an hour) is accepted for the traveller and noted; a major one
 * waits for them: keep the new times, or cancel for a full refund of everything paid.
 */
export const ScheduleChangeSchema = z.object({
  severity: z.enum(['Minor', 'Major']),
  /** Rebooked: the traveller moved to another flight through the exchange flow. */
  status: z.enum(['AutoAccepted', 'AwaitingDecision', 'Accepted', 'Rebooked', 'Refunded']),
  changes: z.array(
    z.object({ flightInstanceId: z.string(), flightLabel: z.string(), minutes: z.number().int() }),
  ),
  /** `rebook` opens the exchange flow, where the airline waives the fee and the difference. */
  choices: z.array(z.enum(['accept', 'rebook', 'refund'])),
  /** A full refund gives back everything paid. */
  refundTotal: MoneySchema,
  /** Names this set of changes: a decision is for the changes the traveller saw. */
  signature: z.string(),
});
export type ScheduleChange = z.infer<typeof ScheduleChangeSchema>;

/** POST /api/v0/trips/:bookingId/schedule-change: keep the new times, or a full refund. */
export const ScheduleChangeDecisionRequestSchema = z.object({
  choice: z.enum(['accept', 'refund']),
  signature: z.string().min(1).max(2_000),
});
export type ScheduleChangeDecisionRequest = z.infer<typeof ScheduleChangeDecisionRequestSchema>;

const TripDetailCommonSchema = z.object({
  timeStatus: TripTimeStatusSchema,
  tripStatus: TripBookingStatusSchema,
  receipt: ReceiptSchema,
  cancellation: CancellationSchema.nullable(),
  /** Self-serve cancel is offered (the trip is confirmed, not started and not cancelled). */
  canCancel: z.boolean(),
  /**
   * What cancelling now would do, by the same rules as the cancel quote (so the page and the
   * cancel dialog agree): the outcome, and whether it can be done online or needs a call. Null
   * when there is nothing left to cancel.
   */
  cancelTerms: z
    .object({ outcome: CancelOutcomeSchema, cancellableOnline: z.boolean() })
    .nullable(),
  /** The signed-in owner sees the whole trip; a look-up by code and e-mail sees it read-only. */
  access: z.enum(['owner', 'lookup']),
  /** A tenant travel offer the trip used (issue 23): which, how much, its redemption's state. */
  travelOffer: AppliedTravelOfferSchema.optional(),
  /** Issue 24: a support agent booked this trip in the owner's session (owner only). */
  madeBySupport: z.object({ at: z.iso.datetime() }).nullable().optional(),
});

/** Spec §4 booking segment status, as a trip's change shows its new flights. */
export const BookingSegmentStatusSchema = z.enum([
  'Confirmed',
  'Pending',
  'Declined',
  'UnMapped',
  'Canceled',
  'ConfirmedPendingNewChange',
  'UnMappedPersisted',
]);

/**
 * A change the traveller confirmed: its new flights are `ConfirmedPendingNewChange` until the
 * airline confirms them (then the booking holds them and they are Confirmed), or it failed and
 * the booked flights stand.
 */
export const TripExchangeSchema = z.object({
  exchangeId: z.string(),
  status: z.enum(['Requested', 'Confirmed', 'Failed']),
  segmentStatus: BookingSegmentStatusSchema,
  requestedAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  slices: z.array(ExchangeSliceViewSchema),
  amountPaid: MoneySchema,
  creditBack: MoneySchema,
  errorCode: z.string().nullable(),
  referenceId: z.string(),
});
export type TripExchange = z.infer<typeof TripExchangeSchema>;

export const FlightTripDetailSchema = TripDetailCommonSchema.extend({
  type: z.literal('Flight'),
  booking: FlightBookingSchema,
  itineraryStatus: ItineraryStatusSchema,
  ticketStatus: TicketStatusSchema,
  voidStatus: VoidStatusSchema,
  /** End of the free-cancellation (void) window, when the ticket is still voidable. */
  voidWindowEndsAt: z.iso.datetime().nullable(),
  /** The airline's own locator per slice (the agent locator is the H- confirmation code). */
  airlineLocators: z.array(z.object({ carrierCode: z.string(), locator: z.string() })),
  checkIn: CheckInSchema.nullable(),
  disruptions: z.array(TripDisruptionSchema),
  /** Cancel for any reason, when bought with the booking (issue 18). */
  cancelForAnyReason: CfarProtectionSchema.nullable(),
  /** Change for any reason, when bought with the booking (issue 18). */
  changeForAnyReason: ChfarProtectionSchema.nullable(),
  /** The airline's schedule change on the trip, while it is confirmed or once refunded for it. */
  scheduleChange: ScheduleChangeSchema.nullable(),
  /** The trip's latest change through the exchange flow (issue 18), once confirmed by the traveller. */
  exchange: TripExchangeSchema.nullable(),
  /** A confirmed flight still ahead: its "Change flight" opens /exchange. */
  canChange: z.boolean(),
  /** Price match (issue 19): the claim window and the latest claim; null on a looked-up trip. */
  priceMatch: TripPriceMatchSchema.nullable(),
  /** Price drop protection (issue 19): its check log, or why the trip is not covered. */
  priceDropProtection: PriceDropProtectionSchema.nullable(),
  /** Disruption assistance (issue 20): bought or still purchasable; null when neither. */
  disruptionAssistance: DisruptionAssistanceSchema.nullable(),
});
export type FlightTripDetail = z.infer<typeof FlightTripDetailSchema>;

export const HotelTripDetailSchema = TripDetailCommonSchema.extend({
  type: z.literal('Hotel'),
  booking: HotelBookingViewSchema,
  /** Cancel for any reason: the refundable-room variant bought with the stay (issue 18). */
  cancelForAnyReason: CfarProtectionSchema.nullable(),
  /** Price match (issue 19): the claim window and the latest claim; null on a looked-up trip. */
  priceMatch: TripPriceMatchSchema.nullable(),
  /** Price drop protection (issue 19): its check log, or why the trip is not covered. */
  priceDropProtection: PriceDropProtectionSchema.nullable(),
  /** Changing the stay's dates (issue 22): offered until when, or why not; null on a look-up. */
  dateChange: LodgingDateChangeAvailabilitySchema.nullable(),
});
export type HotelTripDetail = z.infer<typeof HotelTripDetailSchema>;

/** A car rental on the trip page (issue 21): the booking with its counters, drivers and terms. */
export const CarTripDetailSchema = TripDetailCommonSchema.extend({
  type: z.literal('Car'),
  booking: CarBookingViewSchema,
  /** Not sold with cars: always null (kept so every trip detail has the protections' fields). */
  cancelForAnyReason: CfarProtectionSchema.nullable(),
  priceMatch: TripPriceMatchSchema.nullable(),
  priceDropProtection: PriceDropProtectionSchema.nullable(),
});
export type CarTripDetail = z.infer<typeof CarTripDetailSchema>;

/**
 * A vacation rental on the trip page (issue 22): the booking with the home, the host's contact and
 * check-in method once confirmed, the house rules, the price breakdown and the cancellation policy.
 */
export const HomeTripDetailSchema = TripDetailCommonSchema.extend({
  type: z.literal('Home'),
  booking: HomeBookingViewSchema,
  /** Not sold with homes: always null (kept so every trip detail has the protections' fields). */
  cancelForAnyReason: CfarProtectionSchema.nullable(),
  priceMatch: TripPriceMatchSchema.nullable(),
  priceDropProtection: PriceDropProtectionSchema.nullable(),
  /** Changing the stay's dates (issue 22): offered until when, or why not; null on a look-up. */
  dateChange: LodgingDateChangeAvailabilitySchema.nullable(),
});
export type HomeTripDetail = z.infer<typeof HomeTripDetailSchema>;

/**
 * An experience on the trip page (issue 22): the activity with its itinerary, meeting point,
 * tickets and cancellation policy, and its spec §4 cancellation state now.
 */
export const ExperienceTripDetailSchema = TripDetailCommonSchema.extend({
  type: z.literal('Experience'),
  booking: ExperienceBookingViewSchema,
  cancellationState: ExperienceCancellationSchema,
  /** Not sold with experiences: always null (kept so every trip detail has the protections' fields). */
  cancelForAnyReason: CfarProtectionSchema.nullable(),
  priceMatch: TripPriceMatchSchema.nullable(),
  priceDropProtection: PriceDropProtectionSchema.nullable(),
});
export type ExperienceTripDetail = z.infer<typeof ExperienceTripDetailSchema>;

/**
 * A package on the trip page (issue 23; spec §3 Package, PackageFlight, PackageHotel): the package
 * booking (one code, one total, each part with its own state and terms), the flight part's airline
 * locators, and the receipt, cancellation and cancel terms of the package as one.
 */
export const PackageTripDetailSchema = TripDetailCommonSchema.extend({
  type: z.literal('Package'),
  booking: PackageBookingViewSchema,
  /** The flight part's airline locator per airline (as a flight trip's). */
  airlineLocators: z.array(z.object({ carrierCode: z.string(), locator: z.string() })),
  /** Not sold with packages: always null (kept so every trip detail has the protections' fields). */
  cancelForAnyReason: CfarProtectionSchema.nullable(),
  priceMatch: TripPriceMatchSchema.nullable(),
  priceDropProtection: PriceDropProtectionSchema.nullable(),
});
export type PackageTripDetail = z.infer<typeof PackageTripDetailSchema>;

/** GET /api/v0/trips/:bookingId and POST /api/v0/trips/lookup. */
export const TripDetailSchema = z.discriminatedUnion('type', [
  PackageTripDetailSchema,
  FlightTripDetailSchema,
  HotelTripDetailSchema,
  CarTripDetailSchema,
  HomeTripDetailSchema,
  ExperienceTripDetailSchema,
]);
export type TripDetail = z.infer<typeof TripDetailSchema>;

export const TripParamsSchema = z.object({ bookingId: z.string().min(1).max(80) });

/** POST /api/v0/trips/lookup (no sign-in): the H- code and the booking's contact e-mail. */
export const TripLookupRequestSchema = z.object({
  confirmationCode: z
    .string()
    .trim()
    .min(3, 'Enter the confirmation code from your e-mail.')
    .max(20)
    .regex(/^[Hh]-?[A-Za-z0-9]+$/, 'Confirmation codes start with H-, for example H-ABC123.'),
  email: z.email('Enter the e-mail address the booking was made with.').max(200),
});
export type TripLookupRequest = z.infer<typeof TripLookupRequestSchema>;

/**
 * POST /api/v0/trips/:bookingId/cancel/quote: what cancelling would give back now, held 10 minutes.
 * `outcome` picks the self-serve step: a refund or credit → policy then confirm;
 * non_refundable / hotel_non_refundable → the non-refundable step (may still cancel);
 * too_close_to_departure / contact_customer_service → support; cancellation_pending → pending.
 */
export const CancelQuoteSchema = z.object({
  cancelQuoteId: z.string(),
  expiresAt: z.iso.datetime(),
  outcome: CancelOutcomeSchema,
  /** Whether the person can confirm online (false for support outcomes). */
  cancellable: z.boolean(),
  /** Paid in total, and what comes back in cash-like sources (card, miles, wallet credit). */
  paid: MoneySchema,
  refunds: z.array(SourceAmountSchema),
  refundTotal: MoneySchema,
  /** An airline travel credit instead of cash (airline_ftc*), before the penalty. */
  airlineCredit: z
    .object({ airline: z.object({ code: z.string(), name: z.string() }), amount: MoneySchema })
    .nullable(),
  /** The airline's or hotel's fee kept. */
  penalty: MoneySchema.nullable(),
  /** In the void window: until when this full refund holds. */
  voidWindowEndsAt: z.iso.datetime().nullable(),
  /** Hotels: the cancellation policy as booked (the web words it, as on the booking pages). */
  hotelPolicy: CancellationPolicySchema.nullable(),
  /**
   * A cancellation fee the supplier started charging since the booking (kept in `penalty` too),
   * said after the policy: "The hotel now charges a cancellation fee of $25.00".
   */
  supplierFee: MoneySchema.nullable(),
  /** Add-ons bought with the trip that an ordinary cancellation keeps (cancel for any reason). */
  keptAddOns: MoneySchema.nullable(),
  /** A travel credit spent on the trip that is not given back: it expired or was canceled. */
  forfeitedTravelCredit: ForfeitedTravelCreditSchema.nullable().optional(),
  /** Cars: the rental's cancellation terms as booked (the web words them). */
  carPolicy: CarCancellationPolicySchema.nullable().optional(),
  /** Homes: the host's cancellation policy as booked, with its windows (the web words them). */
  homePolicy: HomeCancellationPolicySchema.nullable().optional(),
  /** Experiences: the policy as booked with its deadlines, and the spec §4 state (the web words them). */
  experiencePolicy: z
    .object({
      policy: ActivityCancellationPolicySchema,
      state: ExperienceCancellationSchema,
      freeCancellationUntil: z.iso.datetime().nullable(),
      partialRefundUntil: z.iso.datetime().nullable(),
    })
    .nullable()
    .optional(),
});
export type CancelQuote = z.infer<typeof CancelQuoteSchema>;

/**
 * POST /api/v0/trips/:bookingId/cfar/quote: the two ways to use cancel for any reason now, each a
 * cancellation quote of its own (outcome `cfar_cash`, or `cfar_ftc` / `cfar_ftc_with_penalty`),
 * held 10 minutes. `contactSupport` when it can only be used by phone (a trip on more than one
 * airline); the protection's state says the rest.
 */
export const CfarQuoteSchema = z.object({
  protection: CfarProtectionSchema,
  options: z.array(CancelQuoteSchema),
  contactSupport: z.boolean(),
});
export type CfarQuote = z.infer<typeof CfarQuoteSchema>;

/** POST /api/v0/trips/:bookingId/cfar/exercise: uses it with one option's quote; once only. */
export const CfarExerciseRequestSchema = z.object({
  cancelQuoteId: z.string().min(1).max(120),
});
export type CfarExerciseRequest = z.infer<typeof CfarExerciseRequestSchema>;

/** POST /api/v0/trips/:bookingId/cancel: confirms a quote; a second confirm answers the same. */
export const CancelConfirmRequestSchema = z.object({
  cancelQuoteId: z.string().min(1).max(120),
});
export type CancelConfirmRequest = z.infer<typeof CancelConfirmRequestSchema>;

export const CancelConfirmResponseSchema = z.object({
  cancellation: CancellationSchema,
  trip: TripDetailSchema,
});
export type CancelConfirmResponse = z.infer<typeof CancelConfirmResponseSchema>;

/**
 * POST /api/v0/trips/:bookingId/resend: the confirmation again, to the booking's contact e-mail or
 * the signed-in person's own (no other address).
 */
export const ResendConfirmationRequestSchema = z.object({
  /** The signed-in person's own address (spec §2 change email); kept as the booking's contact e-mail. */
  email: z.email('Enter a valid e-mail address.').max(200).optional(),
});
export type ResendConfirmationRequest = z.infer<typeof ResendConfirmationRequestSchema>;
export const ResendConfirmationResponseSchema = z.object({ sentTo: z.string() });
export type ResendConfirmationResponse = z.infer<typeof ResendConfirmationResponseSchema>;

/** POST /api/v0/trips/:bookingId/traveler-edit: a request to support (names can't change online). */
export const TravelerEditRequestSchema = z.object({
  travelerName: z.string().min(1).max(120),
  message: z.string().trim().min(10, 'Tell us what to change in at least 10 characters.').max(1000),
});
export type TravelerEditRequest = z.infer<typeof TravelerEditRequestSchema>;
export const TravelerEditResponseSchema = z.object({
  /** The support request's reference, also in the acknowledgement e-mail. */
  requestId: z.string(),
});
export type TravelerEditResponse = z.infer<typeof TravelerEditResponseSchema>;

/**
 * POST /api/v0/trips/:bookingId/checkIn: checks travelers in on the slice whose window is open
 * (owner only). Checking in the same travelers again answers the same passes.
 */
export const CheckInRequestSchema = z.object({
  /** Positions on the booking (`booking.travelerNames`), each once. */
  passengerIndexes: z
    .array(z.number().int().min(0).max(8))
    .min(1, 'Choose at least one traveler to check in.')
    .max(9)
    .refine((list) => new Set(list).size === list.length, 'Choose each traveler only once.'),
  /** The traveller confirms no dangerous goods are in the bags (required: true). */
  dangerousGoodsAcknowledged: z.literal(true, {
    error: 'Confirm that no one is carrying dangerous goods.',
  }),
});
export type CheckInRequest = z.infer<typeof CheckInRequestSchema>;

export const CheckInResponseSchema = z.object({
  sliceIndex: z.number().int().min(0),
  checkedInAt: z.iso.datetime(),
  /** Every pass of the slice's checked-in travelers, not only those of this call. */
  boardingPasses: z.array(BoardingPassSchema),
  trip: TripDetailSchema,
});
export type CheckInResponse = z.infer<typeof CheckInResponseSchema>;

/** GET /api/v0/travelCredits: My Travel Credits and Offers (navigation bar icon). */
export const TravelCreditsResponseSchema = z.object({
  airlineCredits: z.array(AirlineTravelCreditSchema),
  /** Card travel credits (the travel wallet). */
  walletCredits: z.array(WalletCreditSchema),
  /** Issue 23: the card travel credits with their state, expiry and card. */
  cardTravelCredits: z.array(CardTravelCreditSchema),
});
export type TravelCreditsResponse = z.infer<typeof TravelCreditsResponseSchema>;
