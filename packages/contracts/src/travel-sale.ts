import { z } from 'zod';
import { MoneySchema } from './money';
import { CabinClassSchema } from './flights';

/*
 * The travel sale (issue 23, spec §2 /travelsale/ and §9's environment-read destination lists):
 * each destination's sale fare from one origin, priced by the supplier, and the lists it appears in.
 */

const AirportCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Use a three-letter airport or city code.')
  .transform((code) => code.toUpperCase());

/** GET /api/v0/travelsale */
export const TravelSaleQuerySchema = z.object({
  /** Where the fares leave from; by default the person's home airport. */
  origin: AirportCodeSchema.optional(),
});
export type TravelSaleQuery = z.infer<typeof TravelSaleQuerySchema>;

/** The lists of destinations the sale shows (spec §9), each a list of airport codes. */
export const TRAVEL_SALE_LISTS = [
  'featured',
  'sorted',
  'international',
  'us',
  'beach',
  'winter',
] as const;
export const TravelSaleListSchema = z.enum(TRAVEL_SALE_LISTS);
export type TravelSaleList = z.infer<typeof TravelSaleListSchema>;

/** Where the origin came from: asked for, the person's home airport, or the portal's default. */
export const TravelSaleOriginSourceSchema = z.enum(['Chosen', 'HomeAirport', 'Default']);
export type TravelSaleOriginSource = z.infer<typeof TravelSaleOriginSourceSchema>;

/** Continents as the reference data codes them. */
export const TravelSaleContinentSchema = z.enum(['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA']);
export type TravelSaleContinent = z.infer<typeof TravelSaleContinentSchema>;

export const TravelSalePlaceSchema = z.object({
  code: z.string(),
  city: z.string(),
  countryCode: z.string(),
  /** Two-letter continent code (AF, AN, AS, EU, NA, OC, SA). */
  continent: z.string(),
});
export type TravelSalePlace = z.infer<typeof TravelSalePlaceSchema>;

export const TravelSaleFareSchema = z.object({
  /** The lowest one-way fare for one adult on any day of the sale window. */
  fare: MoneySchema,
  /** The route's usual fare over the window (its median day), what the sale fare is compared with. */
  usualFare: MoneySchema,
  savingPercent: z.number().int().min(0).max(100),
  /** The day that fare flies (the destination's link searches it). */
  departureDate: z.iso.date(),
  /**
   * What a travel policy judges of the flight that sells it (the search's cheapest that day): its
   * cabin, time and stopovers, as the flight results judge a fare. Absent when the search did not
   * find it.
   */
  flight: z
    .object({
      cabinClass: CabinClassSchema,
      durationMinutes: z.number().int().positive(),
      segments: z.array(z.object({ stopoverDurationMinutes: z.number().int().nonnegative() })),
    })
    .optional(),
});
export type TravelSaleFare = z.infer<typeof TravelSaleFareSchema>;

export const TravelSaleDestinationSchema = z.object({
  place: TravelSalePlaceSchema,
  /** Null when nothing flies there from the origin in the window. */
  sale: TravelSaleFareSchema.nullable(),
  /** Listed among the sold-out hotel destinations. */
  hotelsSoldOut: z.boolean(),
});
export type TravelSaleDestination = z.infer<typeof TravelSaleDestinationSchema>;

export const TravelSaleResponseSchema = z.object({
  /** The sale is on (TRAVEL_SALE_ACTIVE); when off, nothing else is filled in. */
  active: z.boolean(),
  origin: TravelSalePlaceSchema.nullable(),
  originSource: TravelSaleOriginSourceSchema,
  /** The departure days the fares were looked for in. */
  window: z.object({ fromDate: z.iso.date(), toDate: z.iso.date() }),
  /** Every destination of any list, by code. */
  destinations: z.array(TravelSaleDestinationSchema),
  /** Each list's destination codes in its order (the origin itself left out). */
  lists: z.record(TravelSaleListSchema, z.array(z.string())),
  /** Continents the page lets the person narrow the destinations to. */
  searchContinents: z.array(TravelSaleContinentSchema),
  pricedAt: z.iso.datetime(),
});
export type TravelSaleResponse = z.infer<typeof TravelSaleResponseSchema>;
