import { ChfarOfferSchema } from './change-for-any-reason';
import { DisruptionOfferSchema } from './disruption';
import { z } from 'zod';
import { CfarOfferSchema } from './cancel-for-any-reason';
import {
  CabinClassSchema,
  FareTagSchema,
  FlightFareSchema,
  FlightItinerarySchema,
  FlightOfferSchema,
  FlightSearchRequestSchema,
  FlightSearchResponseSchema,
  FlightSegmentSchema,
  FlightSliceResultSchema,
} from './flights';
import { MoneySchema } from './money';
import { AirportSummarySchema, PlaceSuggestionSchema } from './places';

/** GET /api/v0/autocomplete/flights?query=…&limit=… : airports, metro areas and cities. */
export const FlightAutocompleteQuerySchema = z.object({
  query: z
    .string({ error: 'query is required.' })
    .trim()
    .min(1, 'query is required.')
    .max(80, 'query is at most 80 characters.'),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export type FlightAutocompleteQuery = z.infer<typeof FlightAutocompleteQuerySchema>;

export const AutocompleteResponseSchema = z.object({ suggestions: z.array(PlaceSuggestionSchema) });
export type AutocompleteResponse = z.infer<typeof AutocompleteResponseSchema>;

/** Entry sources for a flight search (spec §2). */
export const FlightEntrySourceSchema = z.enum([
  'recently_searched_air',
  'recently_searched_autocomplete',
  'travel_sale_landing',
  'travel_sale_homepage',
]);
export type FlightEntrySource = z.infer<typeof FlightEntrySourceSchema>;

/** POST /api/v0/flights/search */
export const FlightShopRequestSchema = FlightSearchRequestSchema.extend({
  entrySource: FlightEntrySourceSchema.optional(),
});
export type FlightShopRequest = z.infer<typeof FlightShopRequestSchema>;

export const CarrierSchema = z.object({
  code: z.string(),
  name: z.string(),
  isLowCost: z.boolean(),
});
export type Carrier = z.infer<typeof CarrierSchema>;

/*
 * The search answer is normalised (a busy route lists hundreds of itineraries sharing a few dozen
 * airports, airlines and fare brands): segments name airports and airlines by code, looked up in
 * the answer's `airports` and `carriers`; fares name their brand (name, shelf, cabin, restrictions
 * and baggage) by its index in `fareBrands`, and carry only the total. The quote (`FlightOffer`)
 * has the full shape with the price breakdown.
 */

/** An airline and its flight number; the airline's name is in the answer's `carriers`. */
export const ShopAirlineRefSchema = z.object({
  code: z.string().min(2).max(3),
  flightNumber: z.string(),
});

export const ShopSegmentSchema = FlightSegmentSchema.omit({ stops: true }).extend({
  /** Airport codes: the airports are in the answer's `airports`. */
  origin: z.string().length(3),
  destination: z.string().length(3),
  marketingAirline: ShopAirlineRefSchema,
  operatingAirline: ShopAirlineRefSchema,
});
export type ShopSegment = z.infer<typeof ShopSegmentSchema>;

/** What every fare of one brand shares: its names, cabin, restrictions (both forms) and baggage. */
export const FareBrandSchema = FlightFareSchema.pick({
  fareName: true,
  fareShelf: true,
  cabinClass: true,
  penaltiesInfo: true,
  baggageInfo: true,
  restrictionsWithInfo: true,
});
export type FareBrand = z.infer<typeof FareBrandSchema>;

export const ShopFareSchema = z.object({
  fareId: z.string(),
  /** Index in the answer's `fareBrands`. */
  brand: z.number().int().nonnegative(),
  bookingCode: z.string().length(1),
  /** The fare for all travellers (a round trip's slices each as their share of the trip). */
  grandTotal: MoneySchema,
  /** On a trip of several slices: the price as a one-way ticket of its own (`hackerFare`). */
  separateTicketTotal: MoneySchema.optional(),
  seatsRemaining: z.number().int().nonnegative(),
  /** BestFlight, Cheapest, BestQuality, Fastest: the fare score's flags that are set. */
  tags: z.array(FareTagSchema),
});
export type ShopFare = z.infer<typeof ShopFareSchema>;

/**
 * Issue 23: the itinerary's CO₂ per passenger (docs/co2-method.md), estimated by the shop service
 * for the cabin of its lowest fare, and the route's typical: the median of the estimates of this
 * slice's itineraries in that cabin. Whole grams; the difference in whole percent (−18: 18 % lower).
 */
export const ItineraryEmissionsSchema = z.object({
  cabinClass: CabinClassSchema,
  gramsPerPassenger: z.number().int().nonnegative(),
  typicalGramsPerPassenger: z.number().int().nonnegative(),
  differencePercent: z.number().int(),
});
export type ItineraryEmissions = z.infer<typeof ItineraryEmissionsSchema>;

export const ShopItinerarySchema = FlightItinerarySchema.extend({
  segments: z.array(ShopSegmentSchema).min(1),
  fares: z.array(ShopFareSchema).min(1),
  /** Absent on answers cached before issue 23. */
  emissions: ItineraryEmissionsSchema.optional(),
});
export type ShopItinerary = z.infer<typeof ShopItinerarySchema>;

export const ShopSliceResultSchema = FlightSliceResultSchema.extend({
  itineraries: z.array(ShopItinerarySchema),
});
export type ShopSliceResult = z.infer<typeof ShopSliceResultSchema>;

export const ShopSearchResultSchema = FlightSearchResponseSchema.extend({
  slices: z.array(ShopSliceResultSchema),
});
export type ShopSearchResult = z.infer<typeof ShopSearchResultSchema>;

export const FlightShopResponseSchema = z.object({
  searchId: z.string(),
  searchedAt: z.iso.datetime(),
  search: ShopSearchResultSchema,
  /** Every carrier in the results: names for the segments' codes, and the airline filters. */
  carriers: z.array(CarrierSchema),
  /** Every airport in the results, by code. */
  airports: z.record(z.string().length(3), AirportSummarySchema),
  fareBrands: z.array(FareBrandSchema),
});
export type FlightShopResponse = z.infer<typeof FlightShopResponseSchema>;

/** POST /api/v0/flights/prediction: buy or wait for the searched route and dates (spec PricePrediction). */
export const PricePredictionRequestSchema = FlightSearchRequestSchema;
export const PredictionReasonSchema = z.enum([
  'PriceNearLow',
  'PricesLikelyToRise',
  'PricesLikelyToDrop',
  /** The outlook is flat: waiting is not expected to save anything. */
  'PricesSteady',
  'DepartureSoon',
  'NotEnoughHistory',
]);
export type PredictionReason = z.infer<typeof PredictionReasonSchema>;

/** The route groups the price model and its backtest distinguish (by distance, in or out of a country). */
export const PredictionRouteGroupSchema = z.enum([
  'domestic-short',
  'domestic-long',
  'international-regional',
  'international-long-haul',
]);
export type PredictionRouteGroup = z.infer<typeof PredictionRouteGroupSchema>;

export const PricePredictionSchema = z.object({
  recommendation: z.enum(['buy', 'wait', 'unknown']),
  reason: PredictionReasonSchema,
  /** The lowest total for the whole trip for all travellers, as observed now. */
  currentLowest: MoneySchema.nullable(),
  /** Lowest observed total per day, oldest first. */
  history: z.array(z.object({ observedOn: z.iso.date(), lowest: MoneySchema })),
  /**
   * Expected change, in percent to a tenth, of what waiting would cost against buying now
   * (negative: waiting is expected to save), waiting meaning following the advice day by day until
   * it says buy. "Wait" only when it is negative. Null when the advice rests on no model answer
   * (not enough history, or the day before departure).
   */
  expectedChangePercent: z.number().nullable(),
  /** Chance, in whole percent, that waiting so costs more than buying now; null as above. */
  chanceOfRisePercent: z.number().int().min(0).max(100).nullable(),
  /**
   * The forecast band: today's lowest, then each coming day (up to 14, not past the day before
   * departure) with the lowest expected (`lowest`, the middle) and a band that holds it four times
   * in five (`low`–`high`, the 10th and 90th percentiles). Empty when there is no model answer.
   */
  forecast: z.array(
    z.object({
      expectedOn: z.iso.date(),
      lowest: MoneySchema,
      low: MoneySchema,
      high: MoneySchema,
    }),
  ),
  observationCount: z.number().int().nonnegative(),
  /** The search's route group (the model's and the backtest's). */
  routeGroup: PredictionRouteGroupSchema,
  /**
   * How following the advice did on held-out searches of this route group (the training
   * script's backtest): travellers starting 7–60 days out, their mean saving against buying on
   * their first day, and the share who paid no more than that.
   */
  backtest: z
    .object({
      travellers: z.number().int().nonnegative(),
      meanSavingPercent: z.number(),
      noWorsePercent: z.number(),
    })
    .nullable(),
});
export type PricePrediction = z.infer<typeof PricePredictionSchema>;

/** GET /api/v0/productFeed/recentlySearched?vertical=flights */
export const RecentlySearchedQuerySchema = z.object({ vertical: z.enum(['flights', 'hotels']) });
export const RecentFlightSearchSchema = z.object({
  id: z.string(),
  searchedAt: z.iso.datetime(),
  search: FlightSearchRequestSchema,
  /** Display names for each slice's origin and destination, e.g. "New York (JFK)". */
  labels: z.array(z.object({ origin: z.string(), destination: z.string() })),
});
export type RecentFlightSearch = z.infer<typeof RecentFlightSearchSchema>;
export const RecentFlightSearchesResponseSchema = z.object({
  searches: z.array(RecentFlightSearchSchema),
});

/** POST /api/v0/flights/quote: price the chosen fares (one per slice) and hold that price. */
export const FlightQuoteRequestSchema = z.object({
  tripType: FlightSearchRequestSchema.shape.tripType,
  passengers: FlightSearchRequestSchema.shape.passengers,
  fareIds: z.array(z.string().min(1).max(400)).min(1, 'Choose a fare for each flight.').max(5),
});
export type FlightQuoteRequest = z.infer<typeof FlightQuoteRequestSchema>;

export const FlightQuoteResponseSchema = z.object({
  /** Reads the quote back (`GET /api/v0/flights/quote/:quoteId`), e.g. after a reload of the booking page. */
  quoteId: z.string(),
  /** Signed and expiring: booking with it charges exactly this offer's price, or says why not. */
  quoteToken: z.string(),
  expiresAt: z.iso.datetime(),
  offer: FlightOfferSchema,
  /**
   * Set when the quote exercises a price freeze (issue 17; `POST /flights/freeze/:id/exercise`):
   * booking it pays `offer.pricing.discount.grandTotal` and uses the freeze, `Exercised` on the
   * frozen flights, `Exchanged` on similar ones after a sell-out. Absent on an ordinary quote.
   */
  priceFreeze: z
    .object({ priceFreezeId: z.string(), use: z.enum(['Exercised', 'Exchanged']) })
    .optional(),
  /**
   * Cancel for any reason (issue 18), offered for the whole trip when the tenant sells it and the
   * risk allows; held with the quote at this premium. Null when not offered.
   */
  cancelForAnyReason: CfarOfferSchema.nullable(),
  /** Change for any reason, offered at least 24 hours before departure (issue 18). */
  changeForAnyReason: ChfarOfferSchema.nullable(),
  /** Disruption assistance, offered at least 24 hours before departure (issue 20). */
  disruptionAssistance: DisruptionOfferSchema.nullable(),
});
export type FlightQuoteResponse = z.infer<typeof FlightQuoteResponseSchema>;
