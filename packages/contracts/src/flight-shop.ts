import { z } from 'zod';
import {
  FlightOfferSchema,
  FlightSearchRequestSchema,
  FlightSearchResponseSchema,
} from './flights';
import { MoneySchema } from './money';
import { PlaceSuggestionSchema } from './places';

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

export const FlightShopResponseSchema = z.object({
  searchId: z.string(),
  searchedAt: z.iso.datetime(),
  search: FlightSearchResponseSchema,
  /** Every carrier in the results, for the airline and no-low-cost-carriers filters. */
  carriers: z.array(CarrierSchema),
});
export type FlightShopResponse = z.infer<typeof FlightShopResponseSchema>;

/** POST /api/v0/flights/prediction: buy or wait for the searched route and dates (spec PricePrediction). */
export const PricePredictionRequestSchema = FlightSearchRequestSchema;
export const PredictionReasonSchema = z.enum([
  'PriceNearLow',
  'PricesLikelyToRise',
  'PricesLikelyToDrop',
  'DepartureSoon',
  'NotEnoughHistory',
]);
export type PredictionReason = z.infer<typeof PredictionReasonSchema>;

export const PricePredictionSchema = z.object({
  recommendation: z.enum(['buy', 'wait', 'unknown']),
  reason: PredictionReasonSchema,
  /** The lowest total for the whole trip for all travellers, as observed now. */
  currentLowest: MoneySchema.nullable(),
  /** Lowest observed total per day, oldest first. */
  history: z.array(z.object({ observedOn: z.iso.date(), lowest: MoneySchema })),
  /** Expected change over the coming week, in whole percent (negative = cheaper). */
  expectedChangePercent: z.number().int().nullable(),
  observationCount: z.number().int().nonnegative(),
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
});
export type FlightQuoteResponse = z.infer<typeof FlightQuoteResponseSchema>;
