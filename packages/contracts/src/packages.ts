import { z } from 'zod';
import { ErrorCodeSchema } from './errors';
import {
  BookingPaymentSchema,
  BookingStepSchema,
  BookingTravelerSchema,
  PaymentSourceSchema,
} from './flight-booking';
import { FlightOfferSchema } from './flights';
import { FlightShopResponseSchema } from './flight-shop';
import {
  HotelBookingHotelSchema,
  HotelBookingRoomSchema,
  HotelLeadGuestSchema,
} from './hotel-booking';
import { HotelAvailabilityHotelSchema, HotelShopRateSchema } from './hotel-shop';
import {
  CancellationPolicySchema,
  HotelDetailSchema,
  HotelRoomSchema,
  HotelStayRequestSchema,
} from './lodging';
import { MoneySchema } from './money';
import { CityCodeSchema } from './places';
import { RewardsCurrencySchema } from './rewards';

/**
 * Packages: a flight and a hotel bought together (issue 23; spec §2 `/packages/` and
 * `/hotels-flights/`, §3–§4 trip types Package, PackageHotel, PackageFlight, §5 no price drop
 * protection, §9 the package price-quote timeout; docs/decisions/020-packages.md). Every endpoint,
 * under /api/v0, signed in, both tenants:
 *
 * - `POST /packages/search` PackageSearchRequest → PackageSearchResponse: the hotels of the
 *   destination city for the dates, each with its package price (round-trip flights for everyone
 *   plus the stay, less the sandbox's bundled-rate discount): `package.total`, `package.perPerson`,
 *   `package.separateTotal` (the same flight and hotel booked apart) and `package.saving`; the
 *   flight included by default is the cheapest round trip (`includedFlight`). Hotels are the hotel
 *   availability service's own items (`HotelAvailabilityHotel`, so the hotel card is reused),
 *   cheapest package first. Errors: 400 `BadRequest` (field), 409 `NoAvailability` when no flight
 *   sells for the dates (details.part = 'flight') or no hotel (details.part = 'hotel').
 * - `POST /packages/hotel-shop` PackageHotelShopRequest → PackageHotelShopResponse: one hotel's
 *   rooms, each pay-now rate with its package price (`rate.package`). Pay-later rates are not sold
 *   in a package and are left out. Errors: 400, 404 `NotFound` (unknown hotel), 409 `NoAvailability`.
 * - `POST /packages/flight-shop` PackageFlightShopRequest → PackageFlightShopResponse: the round-trip
 *   flight search answer exactly as `POST /flights/search` gives it (`flights`, normalised, reused by
 *   the flight results), plus for every fare of each slice its difference to the package price
 *   (`fareDifferences[fareId]`, whole party and per person; 0 for the included fares, which are
 *   `includedFareIds`, the cheapest by default). Errors: 400, 409 `NoAvailability` (rate gone).
 * - `POST /packages/quote` PackageQuoteRequest → PackageQuoteResponse: the chosen rate and the two
 *   fares priced again: one total, per person, the saving against booking both apart. The price
 *   is fresh for the package price-quote timeout (`priceTimeoutSeconds`, spec §9 / issue 23 default
 *   15 seconds, tenant setting; `priceFreshUntil`); the booking page is held `holdMinutes` (30,
 *   `expiresAt`). The hotel part is never given alone (hidden bundled rate).
 *   Errors: 400, 409 `NoAvailability` (details.part), 422 `OfferInvalid` (a fare no longer sold).
 * - `GET /packages/quote/:quoteId` → PackageQuoteResponse (404 `NotFound`; an ended quote still
 *   reads, with `expiresAt` in the past, so the page can requote it).
 * - `POST /packages/requote` PackageRequoteRequest → PackageQuoteResponse: a quote whose hold
 *   ended (or about to book after it) quoted again, the same hotel rate and fares priced now, with
 *   `priceDifference` (new total − old total; the web shows the price-difference notice when it is
 *   not zero). Errors: 404 `NotFound`, 409 `NoAvailability`, 422 `OfferInvalid`.
 * - `POST /packages/book` (header Idempotency-Key) PackageBookingRequest → PackageBookingView (202
 *   new, 200 same key). One saga books both parts: seats and rooms held, the card authorised once
 *   for the package total, the airline then the hotel booked, captured; if either part fails the
 *   other is cancelled, both holds released and the charge voided: both confirmed or neither
 *   charged. A quote older than the price-quote timeout is priced again at Book (same rate and
 *   fares): the same total books straight on, a changed one answers the shared consent. Errors as
 *   the other products' book: 400 `BadRequest`/`InvalidPassengers`/passenger rules (field
 *   `travelers.N…`), 400 `OutOfPolicyReasonRequired`, 409 `PriceChanged` (details
 *   quotedTotalMinor, newTotalMinor, currency; resend with `acceptPriceChange`), 409
 *   `MaximumPriceIncreaseReached`, 409 `DuplicateBooking`, 410 `ExpiredQuoteToken` (the booking
 *   page's 30-minute hold ended: call `/packages/requote`), 410 `BookingSessionClosed`, 422
 *   `IdempotencyKeyReused`, card codes, 502 `QuoteError`, 504 `Timeout`.
 * - `GET /packages/bookings/:id` → PackageBookingView (the confirmation page polls it; 404).
 * - Experiments: `PUT /experiments/active` already answers the `packages` experiment with variant
 *   `control` (no package entry), `trip-builder` (the package builder from flight results,
 *   entrySource `flight_list`) or `hotels-flights` (the `/hotels-flights/` search).
 * - Trips: a confirmed package is one trip (type `Package`) with its parts `PackageHotel` and
 *   `PackageFlight`; until the trips paths carry it, `GET /packages/bookings/:id` is the package's
 *   page data (each part with the flight and hotel booking pieces' own shapes).
 *
 * A failed booking's `error.part` says which part failed (`flight`, `hotel`) or `payment`.
 */

const DateSchema = z.iso.date({ error: 'Use a calendar date written YYYY-MM-DD.' });
/** An airport or metro code as the flight autocomplete gives it (upper case). */
const IataSchema = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/, 'Choose an airport or city from the list.');

/** Spec §2 package entry sources. */
export const PackageEntrySourceSchema = z.enum([
  'flight_list',
  'flight_search',
  'recently_searched_package',
]);
export type PackageEntrySource = z.infer<typeof PackageEntrySourceSchema>;

/** Spec §4 `packages` experiment variants. */
export const PackagesVariantSchema = z.enum(['control', 'trip-builder', 'hotels-flights']);
export type PackagesVariant = z.infer<typeof PackagesVariantSchema>;

/** Which part of a package an error or a trip line is about. */
export const PackagePartSchema = z.enum(['flight', 'hotel']);
export type PackagePart = z.infer<typeof PackagePartSchema>;

// ---------------------------------------------------------------------------------------------
// Search

/**
 * POST /api/v0/packages/search: from an airport or metro area (flight autocomplete `code`) to a
 * destination chosen in the flight autocomplete (its `code` for the flights and `cityCode` for the
 * hotels), a round trip `departureDate` → `returnDate` (check-in, check-out), rooms and travellers
 * (children fly as CNN).
 */
export const PackageSearchRequestSchema = z
  .object({
    origin: IataSchema,
    destination: z.object({ code: IataSchema, cityCode: CityCodeSchema }),
    departureDate: DateSchema,
    returnDate: DateSchema,
    rooms: z
      .number()
      .int()
      .min(1, 'At least one room is needed.')
      .max(4, 'At most 4 rooms in a package.'),
    adults: z
      .number()
      .int()
      .min(1, 'At least one adult is needed.')
      .max(9, 'At most 9 travelers can book a package together.'),
    children: z.number().int().min(0).max(8).default(0),
    entrySource: PackageEntrySourceSchema.optional(),
  })
  .refine((s) => s.returnDate > s.departureDate, {
    message: 'The return must be after the departure.',
    path: ['returnDate'],
  })
  .refine((s) => s.adults + s.children <= 9, {
    message: 'At most 9 travelers can book a package together.',
    path: ['children'],
  })
  .refine((s) => s.rooms <= s.adults, {
    message: 'Each room needs an adult.',
    path: ['rooms'],
  });
export type PackageSearchRequest = z.infer<typeof PackageSearchRequestSchema>;
/** What the client sends (children may be left out). */
export type PackageSearchInput = z.input<typeof PackageSearchRequestSchema>;

/**
 * A package price (domain `package-pricing.ts`): total = flight + hotel − bundled discount, exactly,
 * in minor units; `separateTotal` is the same flight and hotel booked apart at their public prices,
 * `saving` = separateTotal − total (never negative); `perPerson` = total / travellers rounded up to
 * the minor unit. The hotel's part is never given alone.
 */
export const PackagePriceSchema = z.object({
  total: MoneySchema,
  perPerson: MoneySchema,
  separateTotal: MoneySchema,
  saving: MoneySchema,
  /** The saving as a whole percent of `separateTotal` (rounded down). */
  savingPercent: z.number().int().min(0).max(100),
  travelers: z.number().int().positive(),
});
export type PackagePrice = z.infer<typeof PackagePriceSchema>;

/** The round trip a package price includes: the chosen (or cheapest) fare of each slice. */
export const PackageIncludedFlightSchema = z.object({
  /** One per slice, outbound then return, as `POST /packages/quote` takes them. */
  fareIds: z.array(z.string()).length(2),
  /** Each slice's airline, stops and times for the card's line ("Nonstop, 8:05 am – 11:20 am"). */
  slices: z.array(
    z.object({
      origin: z.string().length(3),
      destination: z.string().length(3),
      departureTime: z.string(),
      arrivalTime: z.string(),
      stops: z.number().int().nonnegative(),
      durationMinutes: z.number().int().positive(),
      airline: z.object({ code: z.string(), name: z.string() }),
      fareName: z.string(),
    }),
  ),
});
export type PackageIncludedFlight = z.infer<typeof PackageIncludedFlightSchema>;

export const PackageHotelResultSchema = HotelAvailabilityHotelSchema.extend({
  /** The package with this hotel's lead (pay-now) rate and the included flight. */
  package: PackagePriceSchema,
  /** The rate the package price is for (`leadRate.rateId` when it is pay now). */
  packageRateId: z.string(),
});
export type PackageHotelResult = z.infer<typeof PackageHotelResultSchema>;

export const PackageSearchResponseSchema = z.object({
  /** Identifies this search in events (not needed by the other calls, which take the search). */
  packageSearchId: z.string(),
  searchedAt: z.iso.datetime(),
  search: PackageSearchRequestSchema,
  nights: z.number().int().positive(),
  travelers: z.number().int().positive(),
  includedFlight: PackageIncludedFlightSchema,
  /** Cheapest package first. */
  hotels: z.array(PackageHotelResultSchema),
  /** The destination's hotels that could not be packaged (pay-later only, sold out). */
  notPackaged: z.number().int().nonnegative(),
});
export type PackageSearchResponse = z.infer<typeof PackageSearchResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Hotel shop and flight shop

/** POST /api/v0/packages/hotel-shop */
export const PackageHotelShopRequestSchema = z.object({
  search: PackageSearchRequestSchema,
  lodgingId: z.string().trim().min(1).max(40),
});
export type PackageHotelShopRequest = z.infer<typeof PackageHotelShopRequestSchema>;

export const PackageShopRateSchema = HotelShopRateSchema.extend({ package: PackagePriceSchema });
export type PackageShopRate = z.infer<typeof PackageShopRateSchema>;
export const PackageShopRoomSchema = HotelRoomSchema.extend({
  rates: z.array(PackageShopRateSchema),
});
export type PackageShopRoom = z.infer<typeof PackageShopRoomSchema>;

export const PackageHotelShopResponseSchema = z.object({
  /** The hotel's page facts (its rooms, stay and nights are the answer's own, below). */
  hotel: HotelDetailSchema.omit({ rooms: true, stay: true, nights: true }),
  stay: HotelStayRequestSchema,
  nights: z.number().int().positive(),
  includedFlight: PackageIncludedFlightSchema,
  /** Rooms with at least one pay-now rate; rates priced as packages. */
  rooms: z.array(PackageShopRoomSchema),
});
export type PackageHotelShopResponse = z.infer<typeof PackageHotelShopResponseSchema>;

/** POST /api/v0/packages/flight-shop: the flights for a chosen hotel rate. */
export const PackageFlightShopRequestSchema = z.object({
  search: PackageSearchRequestSchema,
  lodgingId: z.string().trim().min(1).max(40),
  rateId: z.string().trim().min(1).max(200),
});
export type PackageFlightShopRequest = z.infer<typeof PackageFlightShopRequestSchema>;

/** A fare's difference to the package price with the included fares (may be negative). */
export const PackageFareDifferenceSchema = z.object({
  difference: MoneySchema,
  perPerson: MoneySchema,
});
export type PackageFareDifference = z.infer<typeof PackageFareDifferenceSchema>;

export const PackageFlightShopResponseSchema = z.object({
  /** The round trip as `POST /flights/search` answers it (normalised). */
  flights: FlightShopResponseSchema,
  /** The package with the included fares (the cheapest by default). */
  package: PackagePriceSchema,
  includedFareIds: z.array(z.string()).length(2),
  /** By fareId, for every fare of both slices. */
  fareDifferences: z.record(z.string(), PackageFareDifferenceSchema),
});
export type PackageFlightShopResponse = z.infer<typeof PackageFlightShopResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Quote

/** POST /api/v0/packages/quote */
export const PackageQuoteRequestSchema = z.object({
  search: PackageSearchRequestSchema,
  lodgingId: z.string().trim().min(1).max(40),
  rateId: z.string().trim().min(1).max(200),
  /** Outbound then return fare. */
  fareIds: z
    .array(z.string().min(1).max(400))
    .length(2, 'Choose a fare for the outbound and the return flight.'),
});
export type PackageQuoteRequest = z.infer<typeof PackageQuoteRequestSchema>;

/** POST /api/v0/packages/requote */
export const PackageRequoteRequestSchema = z.object({ quoteId: z.string().min(1).max(80) });
export type PackageRequoteRequest = z.infer<typeof PackageRequoteRequestSchema>;

export const PackageQuoteResponseSchema = z.object({
  quoteId: z.string(),
  /** Signed and expiring: booking with it charges exactly `price.total`, or says why not. */
  quoteToken: z.string(),
  createdAt: z.iso.datetime(),
  /** createdAt + holdMinutes: the booking page's hold (the token, seats and room offered). */
  expiresAt: z.iso.datetime(),
  /** The booking page's hold, as every product's: 30 minutes. */
  holdMinutes: z.number().int().positive(),
  /**
   * Spec §9 / issue 23 package price-quote timeout, in seconds (default 15): Book with a quote
   * older than this prices the package again (a changed total asks consent).
   */
  priceTimeoutSeconds: z.number().int().positive(),
  /** createdAt + priceTimeoutSeconds. */
  priceFreshUntil: z.iso.datetime(),
  search: PackageSearchRequestSchema,
  /** The flights as quoted (the flight booking pieces read it: slices, fare names, passengers). */
  flight: FlightOfferSchema,
  hotel: HotelBookingHotelSchema,
  stay: HotelStayRequestSchema,
  nights: z.number().int().positive(),
  room: HotelBookingRoomSchema,
  cancellationPolicy: CancellationPolicySchema,
  /** One total for both parts. */
  price: PackagePriceSchema,
  /** What the total earns on each card: each part at its own rate (flights, hotels). */
  earn: z.array(
    z.object({
      accountReferenceId: z.string(),
      value: z.number().int().nonnegative(),
      currency: RewardsCurrencySchema,
    }),
  ),
  /**
   * Set by `/packages/requote`: the quote it replaces and new total − old total (zero, positive or
   * negative). Null on a first quote.
   */
  requotedFrom: z
    .object({ quoteId: z.string(), previousTotal: MoneySchema, priceDifference: MoneySchema })
    .nullable(),
  /** Spec §5: packages carry no price drop protection. Always false. */
  priceDropProtection: z.literal(false),
});
export type PackageQuoteResponse = z.infer<typeof PackageQuoteResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Booking

/** POST /api/v0/packages/book (header Idempotency-Key required). */
export const PackageBookingRequestSchema = z.object({
  quoteToken: z.string().min(1).max(400),
  /** The flyers, as for `POST /flights/book` (matching the quote's adults and children). */
  travelers: z.array(BookingTravelerSchema).min(1).max(9),
  /** The name the hotel holds the room under (usually the first traveller). */
  leadGuest: HotelLeadGuestSchema,
  contact: z.object({ email: z.string().max(200), phone: z.string().max(40) }),
  payment: BookingPaymentSchema,
  /** The traveller's consent to a new price (never a silent rise). */
  acceptPriceChange: z.object({ newTotalMinor: z.number().int().min(0) }).optional(),
  /** Required when the package is outside the traveller's travel policy (10+ characters). */
  outOfPolicyReason: z.string().max(500).optional(),
  specialRequests: z.string().max(500, 'Special requests are at most 500 characters.').optional(),
});
export type PackageBookingRequest = z.infer<typeof PackageBookingRequestSchema>;

/** As the other products: PendingConfirm → Confirmed (or Failure); Cancelled afterwards. */
export const PackageBookingStatusSchema = z.enum([
  'PendingConfirm',
  'AwaitingApproval',
  'Confirmed',
  'Cancelled',
  'Failure',
]);
export type PackageBookingStatus = z.infer<typeof PackageBookingStatusSchema>;

export const PackagePartStatusSchema = z.enum(['Pending', 'Confirmed', 'Cancelled', 'Failed']);
export type PackagePartStatus = z.infer<typeof PackagePartStatusSchema>;

/** POST /api/v0/packages/book answer and GET /api/v0/packages/bookings/:id. */
export const PackageBookingViewSchema = z.object({
  id: z.string(),
  status: PackageBookingStatusSchema,
  step: BookingStepSchema,
  /** The package's code prefixed `P-`, once confirmed. */
  confirmationCode: z.string().nullable(),
  search: PackageSearchRequestSchema,
  flightPart: z.object({
    status: PackagePartStatusSchema,
    /** The airline's record locator once booked. */
    locator: z.string().nullable(),
    offer: FlightOfferSchema,
    travelers: z.array(z.object({ givenName: z.string(), surname: z.string() })),
  }),
  hotelPart: z.object({
    status: PackagePartStatusSchema,
    /** The hotel's confirmation (`H-…`) once booked. */
    confirmationCode: z.string().nullable(),
    hotel: HotelBookingHotelSchema,
    stay: HotelStayRequestSchema,
    nights: z.number().int().positive(),
    room: HotelBookingRoomSchema,
    cancellationPolicy: CancellationPolicySchema,
    leadGuest: z.object({ givenName: z.string(), surname: z.string(), countryCode: z.string() }),
  }),
  price: PackagePriceSchema,
  totals: z.object({
    total: MoneySchema,
    payments: z.array(z.object({ source: PaymentSourceSchema, amount: MoneySchema })),
  }),
  contactEmail: z.string(),
  earn: z.object({ value: z.number().int(), currency: RewardsCurrencySchema }).nullable(),
  /** A failed booking: the code, and which part failed (`payment` for the card or rewards). */
  error: z
    .object({
      code: ErrorCodeSchema,
      message: z.string(),
      part: z.enum(['flight', 'hotel', 'payment']).nullable(),
    })
    .nullable(),
  createdAt: z.iso.datetime(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type PackageBookingView = z.infer<typeof PackageBookingViewSchema>;
