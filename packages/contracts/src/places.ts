import { z } from 'zod';

export const DistanceUnitSchema = z.enum(['Km', 'Mi']);
export type DistanceUnit = z.infer<typeof DistanceUnitSchema>;

export const CoordinatesSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type Coordinates = z.infer<typeof CoordinatesSchema>;

export const AirportSummarySchema = z.object({
  code: z.string().length(3),
  name: z.string(),
  city: z.string(),
  countryCode: z.string().length(2),
  countryName: z.string(),
  timeZone: z.string(),
  coordinates: CoordinatesSchema,
});
export type AirportSummary = z.infer<typeof AirportSummarySchema>;

/** City codes are `C` + GeoNames id, e.g. `C2643743` for London. */
export const CityCodeSchema = z.string().regex(/^C\d+$/);

export const CitySummarySchema = z.object({
  code: CityCodeSchema,
  name: z.string(),
  countryCode: z.string().length(2),
  countryName: z.string(),
  population: z.number().int().nonnegative(),
  coordinates: CoordinatesSchema,
});
export type CitySummary = z.infer<typeof CitySummarySchema>;

/** Metro areas group airports under an IATA metropolitan code (NYC → JFK, LGA, EWR). */
export const PlaceKindSchema = z.enum(['metro', 'airport', 'city', 'neighbourhood', 'hotel']);
export type PlaceKind = z.infer<typeof PlaceKindSchema>;

export const PlaceSuggestionSchema = z.object({
  kind: PlaceKindSchema,
  /** IATA code for airports and metros, `C<geonameId>` for cities, `N…` neighbourhoods, `H…` hotels. */
  code: z.string(),
  label: z.string(),
  sublabel: z.string(),
  coordinates: CoordinatesSchema,
  countryCode: z.string(),
  /** Airport codes a metro area or city stands for, for flight searches. */
  airportCodes: z.array(z.string()),
  /** City the place belongs to, for hotel, car, home and activity searches. */
  cityCode: z.string().nullable(),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestionSchema>;

export const PlaceAutocompleteRequestSchema = z.object({
  query: z.string().trim().min(1).max(80),
  kinds: z.array(PlaceKindSchema).optional(),
  limit: z.number().int().min(1).max(20).optional(),
});
export type PlaceAutocompleteRequest = z.infer<typeof PlaceAutocompleteRequestSchema>;

/** Expected supplier failures are values: `{ ok: false, code, message }`. */
export const SupplyErrorCodeSchema = z.enum([
  'UnknownLocation',
  'InvalidDate',
  'DateOutsideHorizon',
  'ReturnBeforeDeparture',
  'SameOriginAndDestination',
  'TooManyPassengers',
  'TooManyLapInfants',
  'NoAdultPassenger',
  'ZeroRooms',
  'TooManyRooms',
  'CheckOutBeforeCheckIn',
  'StayTooLong',
  'InvalidRequest',
  'OfferInvalid',
  'NoAvailability',
  'RateNotAvailable',
  'NotFound',
  'AlreadyCancelled',
  // Spec §8 hotel booking errors raised by the supplier side.
  'Invalid Quote',
  'NotAvailable',
  'LackOfInventory',
  'CheckInMinimumAgeNotMet',
  'InvalidGuestCountry',
  'InvalidFulfillmentInput',
  'ExpiredQuoteToken',
  // Cars, homes and activities.
  'DropOffBeforePickUp',
  'DriverAgeNotAllowed',
  'PickUpInPast',
  'RentalTooLong',
  'CrossBorderOneWay',
  'CounterClosed',
  'InvalidPassengers',
]);
export type SupplyErrorCode = z.infer<typeof SupplyErrorCodeSchema>;

export const SupplyFailureSchema = z.object({
  ok: z.literal(false),
  code: SupplyErrorCodeSchema,
  message: z.string(),
});
export type SupplyFailure = z.infer<typeof SupplyFailureSchema>;
