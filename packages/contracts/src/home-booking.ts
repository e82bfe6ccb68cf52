import { z } from 'zod';
import { BookingPaymentSchema, BookingStepSchema, PaymentSourceSchema } from './flight-booking';
import { HotelAvailabilityHotelSchema, CardEarnSchema } from './hotel-shop';
import {
  DiscountFundingSchema,
  DiscountTypeSchema,
  HomeCancellationKindSchema,
  HomeFeeBasisSchema,
  HomeSummarySchema,
} from './homes';
import {
  FeeTypeSchema,
  NightPriceSchema,
  TaxTypeSchema,
  UnavailabilityReasonSchema,
} from './lodging';
import { ErrorCodeSchema } from './errors';
import { MoneySchema } from './money';
import { CoordinatesSchema } from './places';
import { ApprovalProcessSchema, HomePolicyViolationSchema, RatePolicyStatusSchema } from './policy';
import { RewardsCurrencySchema } from './rewards';

/**
 * Vacation rentals (homes) and stays (issue 22; docs/decisions/017-homes.md). Every endpoint, under
 * /api/v0 (signed in, both tenants; the business tenant judges each home under the booker's tier):
 *
 * - `POST /homes/search` HomeSearchRequest → HomeResultsResponse: every home in the city that can
 *   host the stay, priced in full, with what the results' filters need as data; the rest counted
 *   by reason (`unavailableByReason`).
 * - `POST /stays/search` StaySearchRequest → StayResultsResponse: hotels (the hotel availability
 *   service's own items) and homes in one list, each item `{ kind: 'Hotels', hotel }` or
 *   `{ kind: 'Homes', home }` with a common `nightlyPrice`, `total` and `coordinates` for one map.
 * - `POST /homes/shop` HomeShopRequest → HomeShopResponse: one home for dates: photos, description,
 *   host, house rules, a 90-night calendar, the availability with its violations as data, and when
 *   available the price broken down and the cancellation policy with its deadlines.
 * - `POST /homes/quote` HomeQuoteRequest → HomeQuoteResponse: the stay priced and held 30 minutes
 *   (signed `quoteToken`); `GET /homes/quote/:quoteId` → HomeQuoteResponse.
 * - `POST /homes/book` (header Idempotency-Key) HomeBookingRequest → HomeBookingView (202 new,
 *   200 same key); `GET /homes/bookings/:id` → HomeBookingView (the page polls it).
 * - `POST /approvals/homes/:bookingId/approve | decline` (business approvers) → HomeBookingView.
 * - `GET /images/homes/:photoId.svg`: a home's sandbox photo (public, immutable).
 * - Trips: `GET /trips` lists `Home` cards; `GET /trips/:id` answers `HomeTripDetail` (contracts
 *   trips.ts); cancel quote/confirm, receipt, resend and look-up by code go through the trip paths.
 *
 * Errors: 400 `BadRequest` with `field` and, for a search or stay the supplier refuses,
 * `details.reason` (HomeSearchRejection). A stay the home cannot host at quote or booking (or
 * nights someone else has just booked) is 409 `NoAvailability` with `details.reasons` (the
 * UnavailabilityReasons, comma-separated) and, for BlockedDates, `details.blockedNights`
 * (`YYYY-MM-DD`, comma-separated); POST /homes/shop gives every violation with its parameters.
 */

const DateSchema = z.iso.date({ error: 'Use a calendar date written YYYY-MM-DD.' });

/** The party, shared by search, shop and quote. Guests = adults + children. */
const PartyShape = {
  adults: z
    .number()
    .int()
    .min(1, 'At least one adult is needed.')
    .max(16, 'At most 16 adults can stay in a home.'),
  children: z.number().int().min(0).max(16).default(0),
  pets: z.number().int().min(0).max(5, 'At most 5 pets.').default(0),
};

/** A city code as the lodging autocomplete gives it (`location.cityCode`, e.g. `C2988507`). */
const CityCodeSchema = z
  .string()
  .trim()
  .regex(/^C\d{1,9}$/, 'Choose a city from the list.');

// ---------------------------------------------------------------------------------------------
// Violations, price breakdown, cancellation (shop, quote, booking and trip share them)

/**
 * Why a home cannot host the stay, each with what the traveller must change (spec §4 reasons).
 * Weekdays are 0 = Sunday … 6 = Saturday; nights and dates `YYYY-MM-DD`.
 */
export const HomeViolationSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('MinStayViolation'), minNights: z.number().int().positive() }),
  z.object({ reason: z.literal('MaxStayViolation'), maxNights: z.number().int().positive() }),
  z.object({ reason: z.literal('OccupancyViolation'), maxGuests: z.number().int().positive() }),
  /** `maxPets` 0: no pets at all. */
  z.object({ reason: z.literal('PetPolicyViolation'), maxPets: z.number().int().nonnegative() }),
  z.object({
    reason: z.literal('CheckInNotAllowed'),
    allowedWeekdays: z.array(z.number().int().min(0).max(6)),
  }),
  z.object({
    reason: z.literal('CheckOutNotAllowed'),
    allowedWeekdays: z.array(z.number().int().min(0).max(6)),
  }),
  /** Nights (by their date) already taken or blocked by the host. */
  z.object({ reason: z.literal('BlockedDates'), blockedNights: z.array(DateSchema).min(1) }),
  z.object({
    reason: z.literal('MinBookingWindowViolation'),
    minDaysNotice: z.number().int().positive(),
    /** The first check-in date the host accepts. */
    earliestCheckIn: DateSchema,
  }),
]);
export type HomeViolation = z.infer<typeof HomeViolationSchema>;
export { UnavailabilityReasonSchema as HomeViolationReasonSchema } from './lodging';

export const HomeFeeLineSchema = z.object({
  type: FeeTypeSchema,
  basis: HomeFeeBasisSchema,
  /** PerStay / PerNight / PerPet: the unit price; Percent: null. */
  unitAmount: MoneySchema.nullable(),
  /** Nights (PerNight), pets (PerPet), 1 otherwise. */
  quantity: z.number().int().nonnegative(),
  /** Percent basis: the percent of `base` (the traveller service fee). */
  percent: z.number().nonnegative().nullable(),
  amount: MoneySchema,
});
export type HomeFeeLine = z.infer<typeof HomeFeeLineSchema>;

export const HomeTaxLineSchema = z.object({
  type: TaxTypeSchema,
  /** Percent of `base`, or null for a per-person-per-night city tax. */
  percent: z.number().nonnegative().nullable(),
  /** What the tax is charged on (net rent + host fees; the service fee for Recovery). */
  base: MoneySchema,
  amount: MoneySchema,
});
export type HomeTaxLine = z.infer<typeof HomeTaxLineSchema>;

export const HomeDiscountLineSchema = z.object({
  type: DiscountTypeSchema,
  funding: DiscountFundingSchema,
  percent: z.number().int().min(0).max(100),
  amount: MoneySchema,
});
export type HomeDiscountLine = z.infer<typeof HomeDiscountLineSchema>;

/**
 * The stay's price (domain `home-stay.ts`): total = rent − discounts + fees + taxes, exactly, in
 * cents. `averageNightly` (rent − discounts over the nights, rounded up) is what a business tier's
 * hotel nightly cap judges.
 */
export const HomePriceBreakdownSchema = z.object({
  nights: z.number().int().positive(),
  nightly: z.array(NightPriceSchema),
  rent: MoneySchema,
  discounts: z.array(HomeDiscountLineSchema),
  discountTotal: MoneySchema,
  fees: z.array(HomeFeeLineSchema),
  feeTotal: MoneySchema,
  taxes: z.array(HomeTaxLineSchema),
  taxTotal: MoneySchema,
  total: MoneySchema,
  averageNightly: MoneySchema,
});
export type HomePriceBreakdown = z.infer<typeof HomePriceBreakdownSchema>;

/** What a cancellation gives back (by moment: the policy's kind at booking, or now). */
export const HomeRefundKindSchema = z.enum([
  'FullyRefundable',
  'PartiallyRefundable',
  'NonRefundable',
]);
export type HomeRefundKind = z.infer<typeof HomeRefundKindSchema>;

/** One window of the policy: cancelling before `until` gives `refund` back, keeping `penalty`. */
export const HomeCancellationWindowSchema = z.object({
  /** UTC timestamp the window ends; null for the last window (up to check-in). */
  until: z.iso.datetime().nullable(),
  /** The same moment as the home's local wall clock `YYYY-MM-DDTHH:mm`. */
  untilLocal: z.string().nullable(),
  refundKind: HomeRefundKindSchema,
  refund: MoneySchema,
  penalty: MoneySchema,
});
export type HomeCancellationWindow = z.infer<typeof HomeCancellationWindowSchema>;

export const HomeCancellationPolicySchema = z.object({
  kind: HomeCancellationKindSchema,
  /** What cancelling right after booking gives back. */
  refundKind: HomeRefundKindSchema,
  /** Check-in as a UTC timestamp (after it nothing is given back). */
  checkInAt: z.iso.datetime(),
  /** In order; cancelling at or after check-in gives nothing back. */
  windows: z.array(HomeCancellationWindowSchema).min(1),
});
export type HomeCancellationPolicy = z.infer<typeof HomeCancellationPolicySchema>;

/** Spec §5 for homes: a tier's hotel nightly cap judges the average nightly rent (policy.ts). */
export { HomePolicyViolationSchema, type HomePolicyViolation } from './policy';

export const HomePolicyStatusSchema = z.object({
  inPolicy: z.boolean(),
  violations: z.array(HomePolicyViolationSchema),
});
export type HomePolicyStatus = z.infer<typeof HomePolicyStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Search

/** POST /api/v0/homes/search */
export const HomeSearchRequestSchema = z.object({
  cityCode: CityCodeSchema,
  checkInDate: DateSchema,
  checkOutDate: DateSchema,
  ...PartyShape,
});
export type HomeSearchRequest = z.infer<typeof HomeSearchRequestSchema>;

/** What `details.reason` says on a search's (or shop's, quote's) 400 BadRequest. */
export const HomeSearchRejectionSchema = z.enum([
  'UnknownLocation',
  'UnknownHome',
  'InvalidDate',
  'CheckOutBeforeCheckIn',
  'CheckInInPast',
  'CheckInTooFarAhead',
  'StayTooLong',
]);
export type HomeSearchRejection = z.infer<typeof HomeSearchRejectionSchema>;

/** One home that can host the stay. The web filters and sorts these locally. */
export const HomeResultSchema = HomeSummarySchema.extend({
  pricing: HomePriceBreakdownSchema,
  /** What cancelling right after booking gives back (the instant-cancellation filter). */
  refundKind: HomeRefundKindSchema,
  /** Free cancellation until (UTC), for Flexible and Moderate homes. */
  freeCancellationUntil: z.iso.datetime().nullable(),
  /** From the city centre, 0.1 km. */
  distanceKm: z.number().nonnegative(),
  /** Business tenant only; null for card holders. */
  policyStatus: HomePolicyStatusSchema.nullable(),
});
export type HomeResult = z.infer<typeof HomeResultSchema>;

export const HomeResultsResponseSchema = z.object({
  request: HomeSearchRequestSchema,
  city: z.object({
    cityCode: z.string(),
    name: z.string(),
    countryCode: z.string(),
    coordinates: CoordinatesSchema,
  }),
  nights: z.number().int().positive(),
  /** Cheapest total first. */
  homes: z.array(HomeResultSchema),
  /** Homes in the city that cannot host this stay, by reason (one may count under several). */
  unavailableByReason: z.partialRecord(UnavailabilityReasonSchema, z.number().int().nonnegative()),
  /** Spec §5 over the homes: none / some / all in policy; `none` for card holders. */
  policyStatus: RatePolicyStatusSchema,
  searchedAt: z.iso.datetime(),
});
export type HomeResultsResponse = z.infer<typeof HomeResultsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Stays: hotels and homes together

/** Spec stay kinds. */
export const StayKindSchema = z.enum(['Hotels', 'Homes']);
export type StayKind = z.infer<typeof StayKindSchema>;

/** POST /api/v0/stays/search */
export const StaySearchRequestSchema = HomeSearchRequestSchema.extend({
  /** Rooms for the hotels (homes are one unit). */
  rooms: z.number().int().min(1).max(8).default(1),
  kinds: z.array(StayKindSchema).min(1).default(['Hotels', 'Homes']),
});
export type StaySearchRequest = z.infer<typeof StaySearchRequestSchema>;

/** Common to both kinds so one list sorts and one map pins them. */
const StayItemCommon = {
  /** Hotels: the lead rate's discount-aware nightly price; homes: rent − discounts per night. */
  nightlyPrice: MoneySchema,
  /** What the stay costs in all (hotels: the lead rate's discount-aware total). */
  total: MoneySchema,
  coordinates: CoordinatesSchema,
  /** Null on the consumer tenant. */
  inPolicy: z.boolean().nullable(),
};

export const StayItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('Hotels'), ...StayItemCommon, hotel: HotelAvailabilityHotelSchema }),
  z.object({ kind: z.literal('Homes'), ...StayItemCommon, home: HomeResultSchema }),
]);
export type StayItem = z.infer<typeof StayItemSchema>;

export const StayResultsResponseSchema = z.object({
  request: StaySearchRequestSchema,
  nights: z.number().int().positive(),
  /** Cheapest nightly price first, both kinds mixed. */
  items: z.array(StayItemSchema),
  counts: z.object({
    hotels: z.number().int().nonnegative(),
    homes: z.number().int().nonnegative(),
  }),
  /** Homes only (hotels have no such reasons). */
  unavailableByReason: z.partialRecord(UnavailabilityReasonSchema, z.number().int().nonnegative()),
  policyStatus: RatePolicyStatusSchema,
  searchedAt: z.iso.datetime(),
});
export type StayResultsResponse = z.infer<typeof StayResultsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Shop

/** POST /api/v0/homes/shop (and POST /api/v0/homes/quote). */
export const HomeStayRequestSchema = z.object({
  listingId: z
    .string()
    .trim()
    .regex(/^V\d{1,9}-\d{1,4}$/, 'Unknown home.'),
  checkInDate: DateSchema,
  checkOutDate: DateSchema,
  ...PartyShape,
});
export type HomeStayRequest = z.infer<typeof HomeStayRequestSchema>;

export const HomeShopRequestSchema = HomeStayRequestSchema.extend({
  /** The calendar's first month `YYYY-MM`; defaults to the check-in month. */
  calendarMonth: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month written YYYY-MM.')
    .optional(),
});
export type HomeShopRequest = z.infer<typeof HomeShopRequestSchema>;

export const HomePhotoKindSchema = z.enum([
  'Exterior',
  'LivingRoom',
  'Bedroom',
  'Kitchen',
  'Bathroom',
  'View',
]);
export type HomePhotoKind = z.infer<typeof HomePhotoKindSchema>;

export const HomePhotoSchema = z.object({
  /** `/api/v0/images/homes/<listingId>-<n>.svg` */
  url: z.string(),
  kind: HomePhotoKindSchema,
  /** Bedrooms: which one (1-based); null otherwise. */
  roomNumber: z.number().int().positive().nullable(),
});
export type HomePhoto = z.infer<typeof HomePhotoSchema>;

export const HomeHostSchema = z.object({
  name: z.string(),
  /** Hosting since, `YYYY-MM`. */
  since: z.string(),
  /** Share of messages answered within a day, 0–100. */
  responseRatePercent: z.number().int().min(0).max(100),
  /** Typical reply time in hours. */
  responseTimeHours: z.number().int().positive(),
  /** A highly rated, experienced host (the sandbox's "superhost"). */
  isSuperhost: z.boolean(),
});
export type HomeHost = z.infer<typeof HomeHostSchema>;

export const HomeHouseRulesSchema = z.object({
  /** Local `HH:mm`. */
  checkInFrom: z.string(),
  checkOutBy: z.string(),
  petsAllowed: z.boolean(),
  maxPets: z.number().int().nonnegative(),
  smokingAllowed: z.boolean(),
  partiesAllowed: z.boolean(),
  /** Local `HH:mm` to `HH:mm`, or null when the host sets none. */
  quietHours: z.object({ from: z.string(), until: z.string() }).nullable(),
});
export type HomeHouseRules = z.infer<typeof HomeHouseRulesSchema>;

/** How to get in, as data (the web writes the sentence). */
export const HomeCheckInMethodSchema = z.enum(['Lockbox', 'SmartLock', 'Keypad', 'HostGreets']);
export type HomeCheckInMethod = z.infer<typeof HomeCheckInMethodSchema>;

/** One day of the calendar: the night starting that day, and whether a stay may start/end then. */
export const HomeCalendarDaySchema = z.object({
  date: DateSchema,
  /** The night is free (not blocked by the host nor booked). */
  available: z.boolean(),
  /** A stay may start this day (weekday allowed, enough notice, night free). */
  checkInAllowed: z.boolean(),
  /** A stay may end this day (weekday allowed). */
  checkOutAllowed: z.boolean(),
});
export type HomeCalendarDay = z.infer<typeof HomeCalendarDaySchema>;

export const HomeAvailabilityViewSchema = z.object({
  available: z.boolean(),
  /** Every rule the stay breaks, in the spec's order; empty when available. */
  violations: z.array(HomeViolationSchema),
});
export type HomeAvailabilityView = z.infer<typeof HomeAvailabilityViewSchema>;

/** The home's facts a shop page, quote, booking and trip show. */
export const HomeDetailsSchema = HomeSummarySchema.extend({
  photos: z.array(HomePhotoSchema).min(1),
  /** The host's own words (supplier content, English). */
  description: z.string(),
  host: HomeHostSchema,
  houseRules: HomeHouseRulesSchema,
  checkInMethod: HomeCheckInMethodSchema,
  /** IANA zone of the home (check-in times and deadlines are its local time). */
  timeZone: z.string(),
  /** The area of the city the home is in (the street address comes with the host's contact). */
  neighbourhood: z.string(),
});
export type HomeDetails = z.infer<typeof HomeDetailsSchema>;

export const HomeShopResponseSchema = HomeDetailsSchema.extend({
  stay: HomeStayRequestSchema,
  nights: z.number().int().positive(),
  calendar: z.object({
    from: DateSchema,
    /** 90 consecutive days from `from`. */
    days: z.array(HomeCalendarDaySchema),
  }),
  availability: HomeAvailabilityViewSchema,
  /** Null when not available. */
  pricing: HomePriceBreakdownSchema.nullable(),
  /** The policy with its deadlines for this stay; null when not available (see `cancellationKind`). */
  cancellation: HomeCancellationPolicySchema.nullable(),
  policyStatus: HomePolicyStatusSchema.nullable(),
  /** What paying the total would earn on each card at its homes rate. */
  earn: z.array(CardEarnSchema),
});
export type HomeShopResponse = z.infer<typeof HomeShopResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Quote and booking

/** POST /api/v0/homes/quote */
export const HomeQuoteRequestSchema = HomeStayRequestSchema;
export type HomeQuoteRequest = z.infer<typeof HomeQuoteRequestSchema>;

export const HomeQuoteResponseSchema = z.object({
  quoteId: z.string(),
  /** Signed and expiring: booking with it charges exactly this price, or says why not. */
  quoteToken: z.string(),
  expiresAt: z.iso.datetime(),
  home: HomeSummarySchema,
  stay: HomeStayRequestSchema,
  pricing: HomePriceBreakdownSchema,
  cancellation: HomeCancellationPolicySchema,
  policyStatus: HomePolicyStatusSchema.nullable(),
  earn: z.array(CardEarnSchema),
});
export type HomeQuoteResponse = z.infer<typeof HomeQuoteResponseSchema>;

/** The main guest: a saved traveller (GET /api/v0/users/list), as the car driver. */
export const HomeGuestRefSchema = z.object({ travelerId: z.string().trim().min(1).max(80) });
export type HomeGuestRef = z.infer<typeof HomeGuestRefSchema>;

/** POST /api/v0/homes/book (header Idempotency-Key required). */
export const HomeBookingRequestSchema = z.object({
  quoteToken: z.string().min(1).max(400),
  guest: HomeGuestRefSchema,
  contact: z.object({ email: z.string().max(200), phone: z.string().max(40) }),
  payment: BookingPaymentSchema,
  /** The traveller's consent to a new price (never a silent rise). */
  acceptPriceChange: z.object({ newTotalMinor: z.number().int().min(0) }).optional(),
  /** Required when the home is outside the traveller's travel policy (10+ characters). */
  outOfPolicyReason: z.string().max(500).optional(),
  /** A note for the host (arrival time…). */
  messageToHost: z.string().trim().max(500).optional(),
});
export type HomeBookingRequest = z.infer<typeof HomeBookingRequestSchema>;

/** As cars: PendingConfirm → Confirmed (or Failure), AwaitingApproval on the business tenant. */
export const HomeBookingStatusSchema = z.enum([
  'PendingConfirm',
  'AwaitingApproval',
  'Confirmed',
  'Cancelled',
  'Failure',
]);
export type HomeBookingStatus = z.infer<typeof HomeBookingStatusSchema>;

export const HomeGuestSchema = z.object({
  travelerId: z.string().nullable(),
  givenName: z.string(),
  surname: z.string(),
});
export type HomeGuest = z.infer<typeof HomeGuestSchema>;

/** The host's contact, given once the booking is confirmed. */
export const HomeHostContactSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** The home's address (street and number; the city is the home's). */
  address: z.string(),
});
export type HomeHostContact = z.infer<typeof HomeHostContactSchema>;

/** POST /api/v0/homes/book answer (202 new, 200 same key) and GET /api/v0/homes/bookings/:id. */
export const HomeBookingViewSchema = z.object({
  id: z.string(),
  status: HomeBookingStatusSchema,
  step: BookingStepSchema,
  /** The portal's code prefixed `H-`, once confirmed. */
  confirmationCode: z.string().nullable(),
  home: HomeDetailsSchema,
  stay: HomeStayRequestSchema,
  guest: HomeGuestSchema,
  /** Null until confirmed. */
  hostContact: HomeHostContactSchema.nullable(),
  messageToHost: z.string().nullable(),
  pricing: HomePriceBreakdownSchema,
  cancellation: HomeCancellationPolicySchema,
  totals: z.object({
    total: MoneySchema,
    payments: z.array(z.object({ source: PaymentSourceSchema, amount: MoneySchema })),
  }),
  contactEmail: z.string(),
  earn: z.object({ value: z.number().int(), currency: RewardsCurrencySchema }).nullable(),
  error: z.object({ code: ErrorCodeSchema, message: z.string() }).nullable(),
  policy: z
    .object({
      inPolicy: z.boolean(),
      outOfPolicyReason: z.string().nullable(),
      approvalProcess: ApprovalProcessSchema,
      approvalExpiresAt: z.iso.datetime().nullable(),
      status: HomePolicyStatusSchema.nullable(),
    })
    .nullable(),
  createdAt: z.iso.datetime(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type HomeBookingView = z.infer<typeof HomeBookingViewSchema>;
