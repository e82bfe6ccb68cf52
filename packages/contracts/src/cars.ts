import { z } from 'zod';
import { MoneySchema } from './money';
import { CoordinatesSchema } from './places';
import { PayTimingSchema } from './lodging';

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

export const CarSearchRequestSchema = z.object({
  pickUp: z.string(),
  /** Defaults to the pick-up location. */
  dropOff: z.string().optional(),
  /** Local wall-clock time at the counter, `YYYY-MM-DDTHH:mm`. */
  pickUpAt: z.string(),
  dropOffAt: z.string(),
  driverAge: z.number().int(),
});
export type CarSearchRequest = z.infer<typeof CarSearchRequestSchema>;

export const CarChargeSchema = z.object({
  type: z.enum(['Base', 'YoungDriver', 'OneWay', 'AirportConcession', 'Tax']),
  name: z.string(),
  amount: MoneySchema,
});
export type CarCharge = z.infer<typeof CarChargeSchema>;

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
  days: z.number().int().positive(),
  pricePerDay: MoneySchema,
  charges: z.array(CarChargeSchema),
  total: MoneySchema,
  payTiming: PayTimingSchema,
  /** Free cancellation until this local time at the counter. */
  freeCancellationUntil: z.string(),
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

export const CarBookRequestSchema = z.object({
  offerId: z.string(),
  driver: z.object({ givenName: z.string(), surname: z.string(), age: z.number().int() }),
  extras: z
    .array(z.object({ type: CarExtraTypeSchema, quantity: z.number().int().positive() }))
    .default([]),
});
export type CarBookRequest = z.infer<typeof CarBookRequestSchema>;

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
