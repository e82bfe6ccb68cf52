import { z } from 'zod';
import {
  CarChargeSchema,
  CarCancellationPolicySchema,
  CarExtraTypeSchema,
  CarLoyaltyProgramSchema,
  CarOfferSchema,
  CarPickUpKindSchema,
  RentalLocationSchema,
} from './car-offer';
import { CardEarnSchema } from './hotel-shop';
import { PayTimingSchema } from './lodging';
import { MoneySchema } from './money';
import { PlaceSuggestionSchema } from './places';
import { CarPolicyViolationSchema, RatePolicyStatusSchema } from './policy';

/** Cars (issue 21): the offer and search (car-offer.ts), results, shop, quote and the supplier's booking. */
export * from './car-offer';
export { CarPolicyViolationSchema, type CarPolicyViolation } from './policy';

export const CarPolicyStatusSchema = z.object({
  inPolicy: z.boolean(),
  violations: z.array(CarPolicyViolationSchema),
});
export type CarPolicyStatus = z.infer<typeof CarPolicyStatusSchema>;

/** One result: the supplier's offer judged under the booker's tier. */
export const CarResultSchema = CarOfferSchema.extend({
  /** Business tenant only; null for card holders. Judged on `pricePerDay`. */
  policyStatus: CarPolicyStatusSchema.nullable(),
});
export type CarResult = z.infer<typeof CarResultSchema>;

/**
 * POST /api/v0/cars/search answer: every supplier and class at the counter, cheapest first
 * (the web sorts by price, rating or distance and filters locally).
 */
export const CarResultsResponseSchema = z.object({
  pickUp: RentalLocationSchema,
  dropOff: RentalLocationSchema,
  days: z.number().int().positive(),
  offers: z.array(CarResultSchema),
  /** The search as the server read it (codes upper-cased, drop-off defaulted). */
  request: z.object({
    pickUp: z.string(),
    dropOff: z.string(),
    pickUpAt: z.string(),
    dropOffAt: z.string(),
    driverAge: z.number().int(),
  }),
  /** Spec §5: none / some / all of the offers in policy; `none` for card holders. */
  policyStatus: RatePolicyStatusSchema,
  /** When this answer was given (answers are kept for a minute). */
  searchedAt: z.iso.datetime(),
});
export type CarResultsResponse = z.infer<typeof CarResultsResponseSchema>;

/** What `details.reason` says on a search's 400 BadRequest (the field is named too). */
export const CarSearchRejectionSchema = z.enum([
  'UnknownLocation',
  'InvalidDate',
  'DropOffBeforePickUp',
  'PickUpInPast',
  'PickUpTooFarAhead',
  'RentalTooLong',
  'DriverAgeNotAllowed',
  'CrossBorderOneWay',
  'CounterClosed',
]);
export type CarSearchRejection = z.infer<typeof CarSearchRejectionSchema>;

/** GET /api/v0/autocomplete/cars?query=… */
export const CarAutocompleteQuerySchema = z.object({
  query: z.string().max(80, 'query is at most 80 characters.').default(''),
});
export type CarAutocompleteQuery = z.infer<typeof CarAutocompleteQuerySchema>;

/** A rental place: an airport (its counters) or a city (its downtown branches). */
export const CarPlaceSuggestionSchema = PlaceSuggestionSchema.extend({
  kind: z.enum(['airport', 'city']),
  /** Ready for CarSearchRequest.pickUp / dropOff. */
  rentalCode: z.string(),
});
export type CarPlaceSuggestion = z.infer<typeof CarPlaceSuggestionSchema>;

/** Airports and cities with rental counters, best match first (at most 10). */
export const CarAutocompleteResponseSchema = z.object({
  suggestions: z.array(CarPlaceSuggestionSchema),
});
export type CarAutocompleteResponse = z.infer<typeof CarAutocompleteResponseSchema>;

/** How to find the counter, as data: the web writes the sentence. */
export const CarCounterInstructionsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('InTerminal'),
    /** The arrivals level's car rental desks. */
    level: z.number().int(),
    deskNumber: z.number().int().positive(),
  }),
  z.object({
    kind: z.literal('Shuttle'),
    /** The kerbside shuttle stop's letter outside arrivals. */
    shuttleStop: z.string().length(1),
    everyMinutes: z.number().int().positive(),
    rideMinutes: z.number().int().positive(),
  }),
  z.object({
    kind: z.literal('CityBranch'),
    /** Walk from the main railway or bus station. */
    walkMinutesFromStation: z.number().int().nonnegative(),
  }),
]);
export type CarCounterInstructions = z.infer<typeof CarCounterInstructionsSchema>;

/** A pick-up or drop-off counter for the rental's dates. */
export const CarCounterSchema = z.object({
  location: RentalLocationSchema,
  kind: CarPickUpKindSchema,
  /** The counter's own address (the supplier's). */
  address: z.string(),
  /** Counter-local `YYYY-MM-DDTHH:mm` of the pick-up (or drop-off). */
  at: z.string(),
  /** Opening hours on that day, local `HH:mm`; open round the clock when 00:00–23:59. */
  hours: z.object({ date: z.iso.date(), opensAt: z.string(), closesAt: z.string() }),
  instructions: CarCounterInstructionsSchema,
});
export type CarCounter = z.infer<typeof CarCounterSchema>;

/** What the rate includes, by code. */
export const CarInclusionSchema = z.enum([
  'CollisionDamageWaiver',
  'TheftProtection',
  'ThirdPartyLiability',
  'Taxes',
  'UnlimitedMileage',
  'RoadsideAssistance',
  'AirportFees',
]);
export type CarInclusion = z.infer<typeof CarInclusionSchema>;

/** The rental's facts a shop page, quote, booking and trip show. */
export const CarRentalSchema = z.object({
  offer: CarOfferSchema,
  pickUp: CarCounterSchema,
  dropOff: CarCounterSchema,
  included: z.array(CarInclusionSchema),
  /** Held on the driver's credit card at the counter (not charged). */
  deposit: MoneySchema,
  /** The damage and theft excess the driver owes without FullCoverage. */
  excess: MoneySchema,
  cancellationPolicy: CarCancellationPolicySchema,
  loyaltyProgram: CarLoyaltyProgramSchema.nullable(),
});
export type CarRental = z.infer<typeof CarRentalSchema>;

/** POST /api/v0/cars/shop */
export const CarShopRequestSchema = z.object({ offerId: z.string().trim().min(1).max(200) });
export type CarShopRequest = z.infer<typeof CarShopRequestSchema>;

/** The offer priced again now, with its counters, terms and extras. */
export const CarShopResponseSchema = CarRentalSchema.extend({
  /** Rental total with taxes and fees (extras not included). */
  total: MoneySchema,
  policyStatus: CarPolicyStatusSchema.nullable(),
  /** What paying the total now would earn on each card at its cars rate. */
  earn: z.array(CardEarnSchema),
});
export type CarShopResponse = z.infer<typeof CarShopResponseSchema>;

export const CarExtraChoiceSchema = z.object({
  type: CarExtraTypeSchema,
  quantity: z.number().int().min(1).max(9),
});
export type CarExtraChoice = z.infer<typeof CarExtraChoiceSchema>;

/** POST /api/v0/cars/quote: price the offer with its extras and hold it (30 minutes). */
export const CarQuoteRequestSchema = z.object({
  offerId: z.string().trim().min(1).max(200),
  /** Each type at most once; quantity within the extra's `maxQuantity`. */
  extras: z.array(CarExtraChoiceSchema).max(12).default([]),
  /** One of the offer's `payTimings`. */
  payTiming: PayTimingSchema,
});
export type CarQuoteRequest = z.infer<typeof CarQuoteRequestSchema>;

/** An extra as quoted and booked: charged at the counter for pay-at-counter rentals. */
export const CarChosenExtraSchema = z.object({
  type: CarExtraTypeSchema,
  name: z.string(),
  quantity: z.number().int().positive(),
  total: MoneySchema,
});
export type CarChosenExtra = z.infer<typeof CarChosenExtraSchema>;

export const CarPriceBreakdownSchema = z.object({
  /** The rental's charges (base, young driver, one-way, airport fee, tax). */
  charges: z.array(CarChargeSchema),
  rental: MoneySchema,
  extras: MoneySchema,
  /** rental + extras. */
  total: MoneySchema,
  /** Charged through the portal when booking (everything for PayNow, nothing for PayLater). */
  payNowTotal: MoneySchema,
  /** Paid at the counter (everything for PayLater). */
  payAtCounterTotal: MoneySchema,
});
export type CarPriceBreakdown = z.infer<typeof CarPriceBreakdownSchema>;

export const CarQuoteResponseSchema = CarRentalSchema.extend({
  quoteId: z.string(),
  /** Signed and expiring: booking with it charges exactly this price, or says why not. */
  quoteToken: z.string(),
  expiresAt: z.iso.datetime(),
  payTiming: PayTimingSchema,
  extras: z.array(CarChosenExtraSchema),
  pricing: CarPriceBreakdownSchema,
  /** The driver age searched: the driver's age on the pick-up date must be in the same band. */
  driverAge: z.number().int(),
  policyStatus: CarPolicyStatusSchema.nullable(),
  /** What the pay-now total earns on each card at its cars rate (nothing when paid at the counter). */
  earn: z.array(CardEarnSchema),
});
export type CarQuoteResponse = z.infer<typeof CarQuoteResponseSchema>;

/** Supplier-side booking request (the CarProvider port). */
export const CarBookRequestSchema = z.object({
  offerId: z.string(),
  driver: z.object({ givenName: z.string(), surname: z.string(), age: z.number().int() }),
  extras: z
    .array(z.object({ type: CarExtraTypeSchema, quantity: z.number().int().positive() }))
    .default([]),
  payTiming: PayTimingSchema.optional(),
  loyaltyNumber: z.string().optional(),
});
export type CarBookRequest = z.infer<typeof CarBookRequestSchema>;

/** Supplier-side booking record (the CarProvider port). */
export const CarBookingSchema = z.object({
  bookingId: z.string(),
  confirmationCode: z.string(),
  status: z.enum(['Cancelled', 'Confirmed', 'Unknown']),
  offer: CarOfferSchema,
  extras: z.array(
    z.object({
      type: CarExtraTypeSchema,
      quantity: z.number().int().positive(),
      total: MoneySchema,
    }),
  ),
  total: MoneySchema,
  bookedAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type CarBooking = z.infer<typeof CarBookingSchema>;
