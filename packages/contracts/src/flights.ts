import { z } from 'zod';
import { MoneySchema } from './money';
import { AirportSummarySchema } from './places';

export const CabinClassSchema = z.enum([
  'BasicEconomy',
  'Economy',
  'PremiumEconomy',
  'Business',
  'First',
]);
export type CabinClass = z.infer<typeof CabinClassSchema>;

export const PassengerTypeSchema = z.enum(['ADT', 'CNN', 'INS', 'INF']);
export type PassengerType = z.infer<typeof PassengerTypeSchema>;

export const FlightTripTypeSchema = z.enum(['one_way', 'round_trip', 'multi_city']);
export type FlightTripType = z.infer<typeof FlightTripTypeSchema>;

export const PenaltyKindSchema = z.enum(['NoPenalty', 'NotPossible', 'Unknown', 'WithFee']);
export type PenaltyKind = z.infer<typeof PenaltyKindSchema>;

export const FlightSortKeySchema = z.enum([
  'arrivalTime',
  'departureTime',
  'duration',
  'fareScore',
  'price',
  'stops',
  /** Issue 23: lowest CO₂ per passenger first. */
  'emissions',
]);
export type FlightSortKey = z.infer<typeof FlightSortKeySchema>;

export const FareTagSchema = z.enum([
  'BestFlight',
  'Cheapest',
  'BestQuality',
  'Fastest',
  'FrozenPrice',
]);
export type FareTag = z.infer<typeof FareTagSchema>;

/** Shelf ratings 0-4: basic, standard, enhanced, premium, luxury. */
export const FareShelfRatingSchema = z.number().int().min(0).max(4);

export const PassengerCountsSchema = z.object({
  ADT: z.number().int().min(0).max(9),
  CNN: z.number().int().min(0).max(9).default(0),
  INS: z.number().int().min(0).max(9).default(0),
  INF: z.number().int().min(0).max(9).default(0),
});
export type PassengerCounts = z.infer<typeof PassengerCountsSchema>;

export const FlightSliceRequestSchema = z.object({
  origin: z.string().length(3),
  destination: z.string().length(3),
  departureDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type FlightSliceRequest = z.infer<typeof FlightSliceRequestSchema>;

export const FlightSearchRequestSchema = z.object({
  tripType: FlightTripTypeSchema,
  slices: z.array(FlightSliceRequestSchema).min(1).max(5),
  passengers: PassengerCountsSchema,
  maxStops: z.number().int().min(0).max(2).default(2),
  /** The spec's "no low-cost carriers" filter. */
  excludeLowCostCarriers: z.boolean().default(false),
  /** Only offer fares at or above this cabin when set. */
  cabinClass: CabinClassSchema.optional(),
});
export type FlightSearchRequest = z.infer<typeof FlightSearchRequestSchema>;

export const AirlineRefSchema = z.object({
  code: z.string().min(2).max(3),
  name: z.string(),
  flightNumber: z.string(),
});

export const FlightSegmentSchema = z.object({
  segmentIndex: z.number().int().nonnegative(),
  /** Identifies the flight on one date: `<schedule>@<local departure epoch day>`. */
  flightInstanceId: z.string(),
  origin: AirportSummarySchema,
  destination: AirportSummarySchema,
  /** Local wall-clock times `YYYY-MM-DDTHH:mm`. */
  departureTime: z.string(),
  arrivalTime: z.string(),
  /** ISO-8601 with the airport's UTC offset. */
  zonedDepartureTime: z.string(),
  zonedArrivalTime: z.string(),
  durationMinutes: z.number().int().positive(),
  /** Days between local departure date and local arrival date (can be -1 across the date line). */
  plusDays: z.number().int(),
  stops: z.literal(0),
  stopoverDurationMinutes: z.number().int().nonnegative(),
  isSelfTransferLayover: z.boolean(),
  marketingAirline: AirlineRefSchema,
  operatingAirline: AirlineRefSchema,
  aircraft: z.string(),
  distanceKm: z.number().int().nonnegative(),
  warnings: z.array(z.string()),
});
export type FlightSegment = z.infer<typeof FlightSegmentSchema>;

export const PenaltySchema = z.object({
  kind: PenaltyKindSchema,
  fee: MoneySchema.optional(),
});
export type Penalty = z.infer<typeof PenaltySchema>;

export const BaggageInfoSchema = z.object({
  carryOnBags: z.number().int().nonnegative(),
  checkedBagsIncluded: z.number().int().nonnegative(),
  /** Charge per additional checked piece, first then second. */
  checkedBagCharges: z.array(MoneySchema),
  maxWeightKg: z.number().int().positive(),
});
export type BaggageInfo = z.infer<typeof BaggageInfoSchema>;

/** What a fare's restriction line is about (spec §3 `restrictionsWithInfo`). */
export const FareRestrictionTopicSchema = z.enum([
  'CarryOnBag',
  'CheckedBag',
  'SeatSelection',
  'PriorityBoarding',
  'Change',
  'Cancellation',
]);
export type FareRestrictionTopic = z.infer<typeof FareRestrictionTopicSchema>;

/** Included in the fare, sold on top of it, or not possible with it. */
export const FareRestrictionSymbolSchema = z.enum(['Included', 'Purchasable', 'Unavailable']);
export type FareRestrictionSymbol = z.infer<typeof FareRestrictionSymbolSchema>;

/**
 * One line of what a fare includes, sells or rules out, for the fare's list of restrictions
 * (spec §3 `restrictionsWithInfo`): structured, so each language words it.
 */
export const RestrictionWithInfoSchema = z.object({
  topic: FareRestrictionTopicSchema,
  symbol: FareRestrictionSymbolSchema,
  /** How many are included (bags). */
  count: z.number().int().positive().optional(),
  /** What it costs when purchasable and the price is known (per piece for bags). */
  fee: MoneySchema.optional(),
});
export type RestrictionWithInfo = z.infer<typeof RestrictionWithInfoSchema>;

export const FareScoreSchema = z.object({
  isCheapest: z.boolean(),
  isFastest: z.boolean(),
  isBest: z.boolean(),
  isBestQuality: z.boolean(),
});
export type FareScore = z.infer<typeof FareScoreSchema>;

export const PassengerPriceSchema = z.object({
  passengerType: PassengerTypeSchema,
  count: z.number().int().positive(),
  baseEach: MoneySchema,
  taxEach: MoneySchema,
  totalEach: MoneySchema,
});

export const FlightPricingSchema = z.object({
  perPassenger: z.array(PassengerPriceSchema),
  base: MoneySchema,
  tax: MoneySchema,
  fee: MoneySchema,
  subTotal: MoneySchema,
  grandTotal: MoneySchema,
  /**
   * Spec §3: a discount on the fares' total. `grandTotal` is what is paid, `discountAmount` what
   * the discount covers of `FlightPricing.grandTotal` (today's price). `PriceFreeze`: a freeze's
   * exercise (issue 17), the amount its frozen price covers.
   */
  discount: z
    .object({
      grandTotal: MoneySchema,
      discountAmount: MoneySchema,
      type: z.enum(['PriceFreeze']),
    })
    .optional(),
});
export type FlightPricing = z.infer<typeof FlightPricingSchema>;

export const FlightFareSchema = z.object({
  fareId: z.string(),
  fareName: z.string(),
  fareShelf: z.object({ rating: FareShelfRatingSchema, shortBrandName: z.string() }),
  cabinClass: CabinClassSchema,
  bookingCode: z.string().length(1),
  pricing: FlightPricingSchema,
  penaltiesInfo: z.object({ changePenalty: PenaltySchema, cancelPenalty: PenaltySchema }),
  baggageInfo: BaggageInfoSchema,
  /** Included, purchasable and unavailable services in order (quotes stored before it: none). */
  restrictionsWithInfo: z.array(RestrictionWithInfoSchema).default([]),
  seatsRemaining: z.number().int().nonnegative(),
  fareScore: FareScoreSchema,
  tags: z.array(FareTagSchema),
  /**
   * Issue 20 (`hackerFare`): on a trip of several slices, this slice's price as a one-way ticket
   * of its own, which it costs when the trip's airlines can't share one ticket
   * (`domain/trip-ticketing.ts`); absent on one-way searches.
   */
  separateTicketTotal: MoneySchema.optional(),
});
export type FlightFare = z.infer<typeof FlightFareSchema>;

export const MultiTicketTypeSchema = z.enum(['single', 'hackerFare', 'virtualInterline']);
export type MultiTicketType = z.infer<typeof MultiTicketTypeSchema>;

export const FlightItinerarySchema = z.object({
  /** Stable id of the flights in this slice; fares refer to it. */
  itineraryId: z.string(),
  origin: z.string().length(3),
  destination: z.string().length(3),
  departureTime: z.string(),
  arrivalTime: z.string(),
  durationMinutes: z.number().int().positive(),
  stops: z.number().int().min(0).max(2),
  plusDays: z.number().int(),
  segments: z.array(FlightSegmentSchema).min(1),
  fares: z.array(FlightFareSchema).min(1),
  /**
   * Issue 20: `virtualInterline` when the slice's flights are two tickets on airlines that don't
   * interline, joined by a self-transfer (the departing segment's `isSelfTransferLayover`); absent
   * for one ticket.
   */
  multiTicketType: MultiTicketTypeSchema.optional(),
});
export type FlightItinerary = z.infer<typeof FlightItinerarySchema>;

export const FlightSliceResultSchema = z.object({
  sliceIndex: z.number().int().nonnegative(),
  origin: z.string().length(3),
  destination: z.string().length(3),
  departureDate: z.string(),
  itineraries: z.array(FlightItinerarySchema),
});
export type FlightSliceResult = z.infer<typeof FlightSliceResultSchema>;

export const FlightSearchResponseSchema = z.object({
  tripType: FlightTripTypeSchema,
  passengers: PassengerCountsSchema,
  /** For round trip and multi-city each slice is priced as its share of the whole trip. */
  slices: z.array(FlightSliceResultSchema),
  /**
   * Issue 20, on a trip of several slices: for each airline that validates a first-slice
   * itinerary, the airlines of the other slices it sells one ticket with. A trip whose airlines
   * don't all interline is two one-way tickets (`hackerFare`, priced `separateTicketTotal`).
   */
  interline: z.record(z.string(), z.array(z.string())).optional(),
});
export type FlightSearchResponse = z.infer<typeof FlightSearchResponseSchema>;

/**
 * One airline ticket of a multi-ticket offer (issue 20): its own one-way fare on its validating
 * airline, and the segments it covers (by slice and segment index in the offer's slices).
 */
export const FlightTicketSchema = z.object({
  ticketIndex: z.number().int().nonnegative(),
  /** The supplier's fare id of this ticket alone (`<flights>|<brand>`). */
  fareId: z.string(),
  validatingAirline: z.object({ code: z.string().min(2).max(3), name: z.string() }),
  sliceIndex: z.number().int().nonnegative(),
  segmentIndexes: z.array(z.number().int().nonnegative()).min(1),
  fareName: z.string(),
  grandTotal: MoneySchema,
});
export type FlightTicket = z.infer<typeof FlightTicketSchema>;

/** A priced, bookable combination: one fare per slice. */
export const FlightOfferSchema = z.object({
  offerId: z.string(),
  tripType: FlightTripTypeSchema,
  passengers: PassengerCountsSchema,
  slices: z.array(FlightItinerarySchema),
  pricing: FlightPricingSchema,
  observedAt: z.string(),
  /**
   * Spec §3 (issue 20): absent or `single` for one ticket; `hackerFare` (two one-ways priced as
   * one trip) and `virtualInterline` (airlines that don't interline, joined by a self-transfer
   * layover, covered by the missed-connection guarantee) are two tickets bought together.
   */
  multiTicketType: MultiTicketTypeSchema.optional(),
  /** The tickets of a multi-ticket offer, in travel order (absent for one ticket). */
  tickets: z.array(FlightTicketSchema).min(2).optional(),
});
export type FlightOffer = z.infer<typeof FlightOfferSchema>;

export const FlightPricePointSchema = z.object({
  observedAt: z.string(),
  grandTotal: MoneySchema,
});
export type FlightPricePoint = z.infer<typeof FlightPricePointSchema>;

export const DisruptionKindSchema = z.enum(['Delay', 'AirlineCancellation', 'ScheduleChange']);
export type DisruptionKind = z.infer<typeof DisruptionKindSchema>;

export const FlightDisruptionSchema = z.object({
  flightInstanceId: z.string(),
  kind: DisruptionKindSchema,
  /** Minutes of delay, or of the departure shift for a schedule change. */
  minutes: z.number().int(),
  announcedAt: z.string(),
  source: z.enum(['injected', 'background']),
});
export type FlightDisruption = z.infer<typeof FlightDisruptionSchema>;
