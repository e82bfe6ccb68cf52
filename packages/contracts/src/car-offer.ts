import { z } from 'zod';
import { MoneySchema } from './money';
import { CoordinatesSchema } from './places';
import { PayTimingSchema } from './lodging';

/*
 * The supplier's car offer and search (issue 21): classes, transmissions, fuel, extras, counters'
 * kinds, ratings and cancellation terms. Re-exported by `cars.ts`, which callers import.
 */

/** Spec §3 transmission kinds. */
export const TransmissionSchema = z.enum(['Automatic', 'Cvt', 'Manual']);
export type Transmission = z.infer<typeof TransmissionSchema>;

export const CAR_CLASSES = [
  'Mini',
  'Economy',
  'Compact',
  'Intermediate',
  'Standard',
  'FullSize',
  'Premium',
  'Luxury',
  'CompactSuv',
  'IntermediateSuv',
  'StandardSuv',
  'FullSizeSuv',
  'PremiumSuv',
  'Minivan',
  'Convertible',
] as const;
export const CarClassSchema = z.enum(CAR_CLASSES);
export type CarClass = z.infer<typeof CarClassSchema>;

export const FuelPolicySchema = z.enum(['FullToFull', 'SameToSame', 'PrePurchase', 'FullToEmpty']);
export type FuelPolicy = z.infer<typeof FuelPolicySchema>;

export const FuelTypeSchema = z.enum(['Petrol', 'Diesel', 'Hybrid', 'Electric']);
export type FuelType = z.infer<typeof FuelTypeSchema>;

export const CarExtraTypeSchema = z.enum([
  'ChildSeat',
  'InfantSeat',
  'BoosterSeat',
  'Gps',
  'AdditionalDriver',
  'SkiRack',
  'SnowChains',
  'WifiHotspot',
  'TollPass',
  /** Insurance: the collision and theft excess reduced to zero (glass, tyres and roof included). */
  'FullCoverage',
]);
export type CarExtraType = z.infer<typeof CarExtraTypeSchema>;

export const CarExtraSchema = z.object({
  type: CarExtraTypeSchema,
  name: z.string(),
  pricePerDay: MoneySchema,
  /** Charged for at most this many days. */
  maxChargeDays: z.number().int().positive(),
  maxQuantity: z.number().int().positive(),
});
export type CarExtra = z.infer<typeof CarExtraSchema>;

export const MileageSchema = z.object({
  isUnlimited: z.boolean(),
  includedKmPerDay: z.number().int().nonnegative().nullable(),
  extraKmCharge: MoneySchema.nullable(),
});
export type Mileage = z.infer<typeof MileageSchema>;

export const CarSupplierSchema = z.object({ code: z.string(), name: z.string() });
export type CarSupplier = z.infer<typeof CarSupplierSchema>;

export const RentalLocationSchema = z.object({
  /** IATA code for airport counters, `C<geonameId>` for city-centre branches. */
  code: z.string(),
  kind: z.enum(['Airport', 'City']),
  name: z.string(),
  address: z.string(),
  cityCode: z.string().nullable(),
  countryCode: z.string(),
  coordinates: CoordinatesSchema,
  timeZone: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  suppliers: z.array(CarSupplierSchema),
});
export type RentalLocation = z.infer<typeof RentalLocationSchema>;

const LocalDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Use a local time written YYYY-MM-DDTHH:mm.');

/** Youngest and oldest driver a search accepts (the supplier's own limits). */
export const CAR_DRIVER_AGE_MIN = 18;
export const CAR_DRIVER_AGE_MAX = 99;
/** Longest rental a search accepts, in charged days. */
export const CAR_MAX_RENTAL_DAYS = 30;

/**
 * POST /api/v0/cars/search. `pickUp` / `dropOff`: an airport IATA code or a city code `C<id>`
 * (`CarPlaceSuggestion.code`). Bad input is 400 BadRequest naming the field, with
 * `details.reason` one of `CarSearchRejectionSchema`.
 */
export const CarSearchRequestSchema = z.object({
  pickUp: z.string().trim().min(1, 'Choose a pick-up place.').max(20),
  /** Defaults to the pick-up location. */
  dropOff: z.string().trim().min(1).max(20).optional(),
  /** Local wall-clock time at the counter, `YYYY-MM-DDTHH:mm`. */
  pickUpAt: LocalDateTimeSchema,
  dropOffAt: LocalDateTimeSchema,
  driverAge: z
    .number()
    .int()
    .min(CAR_DRIVER_AGE_MIN, 'Drivers must be at least 18.')
    .max(CAR_DRIVER_AGE_MAX, 'Drivers must be at most 99.'),
});
export type CarSearchRequest = z.infer<typeof CarSearchRequestSchema>;

export const CarChargeSchema = z.object({
  type: z.enum(['Base', 'YoungDriver', 'OneWay', 'AirportConcession', 'Tax']),
  name: z.string(),
  amount: MoneySchema,
});
export type CarCharge = z.infer<typeof CarChargeSchema>;

/**
 * Where the car is collected: a counter in the terminal, a counter reached by the supplier's
 * shuttle from the terminal, or a branch in the city.
 */
export const CarPickUpKindSchema = z.enum(['InTerminal', 'Shuttle', 'CityBranch']);
export type CarPickUpKind = z.infer<typeof CarPickUpKindSchema>;

/** The rental company's reviews: score 0–10 (one decimal) and how many reviews it rests on. */
export const CarSupplierRatingSchema = z.object({
  score: z.number().min(0).max(10),
  reviewCount: z.number().int().nonnegative(),
});
export type CarSupplierRating = z.infer<typeof CarSupplierRatingSchema>;

/**
 * A rental's cancellation terms as codes and data (the web words them):
 * - `FreeUntilPickUp`: cancel free until the pick-up time (pay at the counter, or a prepaid
 *   rental of a full-service brand); after it, a prepaid rental is not refunded (no-show).
 * - `FreeUntilDeadline`: free until `freeUntilLocal` (48 h before pick-up); from then until
 *   pick-up `lateCancellationFee` is kept; after pick-up nothing is refunded.
 * - `NonRefundable`: a prepaid deal; nothing is refunded once booked.
 */
export const CarCancellationTermsSchema = z.enum([
  'FreeUntilPickUp',
  'FreeUntilDeadline',
  'NonRefundable',
]);
export type CarCancellationTerms = z.infer<typeof CarCancellationTermsSchema>;

export const CarCancellationPolicySchema = z.object({
  terms: CarCancellationTermsSchema,
  /** Counter-local `YYYY-MM-DDTHH:mm` until which cancelling is free; null when NonRefundable. */
  freeUntilLocal: z.string().nullable(),
  /** The same instant in UTC; null when NonRefundable. */
  freeUntil: z.iso.datetime().nullable(),
  /** Kept on a cancellation after the free deadline and before pick-up (FreeUntilDeadline). */
  lateCancellationFee: MoneySchema.nullable(),
});
export type CarCancellationPolicy = z.infer<typeof CarCancellationPolicySchema>;

/** The rental company's loyalty programme (sandbox: see docs/decisions/016-cars.md). */
export const CarLoyaltyProgramSchema = z.object({ code: z.string(), name: z.string() });
export type CarLoyaltyProgram = z.infer<typeof CarLoyaltyProgramSchema>;

export const CarOfferSchema = z.object({
  offerId: z.string(),
  supplier: CarSupplierSchema,
  carClass: CarClassSchema,
  /** ACRISS (SIPP) code, e.g. ECAR. */
  acrissCode: z.string().length(4),
  model: z.string(),
  seats: z.number().int().positive(),
  doors: z.number().int().positive(),
  largeBags: z.number().int().nonnegative(),
  smallBags: z.number().int().nonnegative(),
  transmission: TransmissionSchema,
  fuelType: FuelTypeSchema,
  hasAirConditioning: z.boolean(),
  fuelPolicy: FuelPolicySchema,
  mileage: MileageSchema,
  minimumDriverAge: z.number().int().positive(),
  /** The driver age this offer was priced for (the search's): under 25 pays the young-driver fee. */
  driverAge: z.number().int().positive(),
  days: z.number().int().positive(),
  pricePerDay: MoneySchema,
  charges: z.array(CarChargeSchema),
  total: MoneySchema,
  /** The offer's default way to pay (PayLater = at the counter). */
  payTiming: PayTimingSchema,
  /** Every way this offer can be paid; `payTiming` first. Prepaid-only deals offer PayNow only. */
  payTimings: z.array(PayTimingSchema).min(1),
  /** Free cancellation until this local time at the counter; null when the deal is non-refundable. */
  freeCancellationUntil: z.string().nullable(),
  hasFreeCancellation: z.boolean(),
  cancellationPolicy: CarCancellationPolicySchema,
  pickUpKind: CarPickUpKindSchema,
  /** From the searched place (the airport or the city centre) to the counter, in km (one decimal). */
  distanceKm: z.number().nonnegative(),
  rating: CarSupplierRatingSchema,
  /** The rental company's loyalty programme accepted here, or null (none, or not at this counter). */
  loyaltyProgram: CarLoyaltyProgramSchema.nullable(),
  extras: z.array(CarExtraSchema),
  imageSvg: z.string(),
});
export type CarOffer = z.infer<typeof CarOfferSchema>;

export const CarSearchResponseSchema = z.object({
  pickUp: RentalLocationSchema,
  dropOff: RentalLocationSchema,
  days: z.number().int().positive(),
  offers: z.array(CarOfferSchema),
});
export type CarSearchResponse = z.infer<typeof CarSearchResponseSchema>;
