import { z } from 'zod';
import { MoneySchema } from './money';
import { CoordinatesSchema } from './places';

export const AvailabilitySchema = z.enum(['Available', 'Empty', 'Error', 'Unavailable']);
export type Availability = z.infer<typeof AvailabilitySchema>;

export const UnavailabilityReasonSchema = z.enum([
  'MinStayViolation',
  'MaxStayViolation',
  'OccupancyViolation',
  'PetPolicyViolation',
  'CheckInNotAllowed',
  'CheckOutNotAllowed',
  'BlockedDates',
  'MinBookingWindowViolation',
]);
export type UnavailabilityReason = z.infer<typeof UnavailabilityReasonSchema>;

export const RefundabilitySchema = z.enum([
  'FullyRefundable',
  'NonRefundable',
  'PartiallyRefundable',
  'Unknown',
]);
export type Refundability = z.infer<typeof RefundabilitySchema>;

export const PayTimingSchema = z.enum(['PayNow', 'PayLater']);
export type PayTiming = z.infer<typeof PayTimingSchema>;

export const CollectionSchema = z.enum(['Premier', 'Lifestyle', 'NoCollection']);
export type Collection = z.infer<typeof CollectionSchema>;

export const MealPlanSchema = z.enum([
  'AllInclusive',
  'Breakfast',
  'BreakfastFor1',
  'BreakfastFor2',
  'Dinner',
  'FullBoard',
  'HalfBoard',
  'Lunch',
  'RoomOnly',
]);
export type MealPlan = z.infer<typeof MealPlanSchema>;

export const HotelSortSchema = z.enum([
  'DistanceAscending',
  'MostRecommended',
  'Price',
  'StarRating',
  'UserRating',
]);
export type HotelSort = z.infer<typeof HotelSortSchema>;

export const BedTypeSchema = z.enum(['King', 'Queen', 'Double', 'Twin', 'SofaBed']);
export type BedType = z.infer<typeof BedTypeSchema>;

export const HOTEL_AMENITIES = [
  'FreeWifi',
  'Pool',
  'FitnessCenter',
  'Spa',
  'Restaurant',
  'Bar',
  'RoomService',
  'FreeBreakfast',
  'Parking',
  'FreeParking',
  'AirportShuttle',
  'PetFriendly',
  'AirConditioning',
  'BusinessCenter',
  'AccessibleRooms',
  'KidsClub',
  'EvCharging',
  'Kitchenette',
  'Beachfront',
  'HotTub',
] as const;
export const HotelAmenitySchema = z.enum(HOTEL_AMENITIES);
export type HotelAmenity = z.infer<typeof HotelAmenitySchema>;

export const HotelLocationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('point'),
    coordinates: CoordinatesSchema,
    radiusKm: z.number().positive().max(100),
  }),
  z.object({
    kind: z.literal('bbox'),
    minLat: z.number(),
    minLon: z.number(),
    maxLat: z.number(),
    maxLon: z.number(),
  }),
  z.object({
    kind: z.literal('city'),
    cityCode: z.string(),
    radiusKm: z.number().positive().max(100).optional(),
  }),
  z.object({
    kind: z.literal('airport'),
    airportCode: z.string(),
    radiusKm: z.number().positive().max(100).optional(),
  }),
]);
export type HotelLocation = z.infer<typeof HotelLocationSchema>;

export const HotelFiltersSchema = z.object({
  starRatings: z.array(z.number().int().min(1).max(5)).optional(),
  /** User rating out of 5 (e.g. 4.2). */
  minUserRating: z.number().min(0).max(5).optional(),
  amenities: z.array(HotelAmenitySchema).optional(),
  collections: z.array(CollectionSchema).optional(),
  loyaltyPrograms: z.array(z.string()).optional(),
  minNightlyPriceMinor: z.number().int().nonnegative().optional(),
  maxNightlyPriceMinor: z.number().int().positive().optional(),
  refundableOnly: z.boolean().optional(),
  payLaterOnly: z.boolean().optional(),
});
export type HotelFilters = z.infer<typeof HotelFiltersSchema>;

export const HotelSearchRequestSchema = z.object({
  location: HotelLocationSchema,
  checkInDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  checkOutDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rooms: z.number().int(),
  adults: z.number().int().min(1),
  children: z.number().int().min(0).default(0),
  filters: HotelFiltersSchema.default({}),
  sort: HotelSortSchema.default('MostRecommended'),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(50).default(50),
});
export type HotelSearchRequest = z.infer<typeof HotelSearchRequestSchema>;

export const HotelRateSummarySchema = z.object({
  rateId: z.string(),
  perNightSellRate: MoneySchema,
  sellRate: MoneySchema,
  taxes: MoneySchema,
  total: MoneySchema,
  payTiming: PayTimingSchema,
  refundability: RefundabilitySchema,
  mealPlan: MealPlanSchema,
});
export type HotelRateSummary = z.infer<typeof HotelRateSummarySchema>;

export const HotelSummarySchema = z.object({
  lodgingId: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  chainName: z.string().nullable(),
  loyaltyProgramCode: z.string().nullable(),
  starRating: z.number().int().min(1).max(5),
  userRating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  collection: CollectionSchema,
  amenities: z.array(HotelAmenitySchema),
  coordinates: CoordinatesSchema,
  distanceKm: z.number().nonnegative(),
  city: z.string(),
  countryCode: z.string(),
  neighbourhood: z.string(),
  imageSvg: z.string(),
  availability: AvailabilitySchema,
  leadRate: HotelRateSummarySchema,
});
export type HotelSummary = z.infer<typeof HotelSummarySchema>;

export const HotelSearchResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  nights: z.number().int().positive(),
  hotels: z.array(HotelSummarySchema),
});
export type HotelSearchResponse = z.infer<typeof HotelSearchResponseSchema>;

export const CancellationPolicySchema = z.object({
  refundability: RefundabilitySchema,
  /** Free cancellation until this local time, if any. */
  freeCancellationUntil: z.string().nullable(),
  penalty: MoneySchema.nullable(),
  description: z.string(),
});
export type CancellationPolicy = z.infer<typeof CancellationPolicySchema>;

export const HotelRoomRateSchema = HotelRateSummarySchema.extend({
  cancellationPolicy: CancellationPolicySchema,
  roomsLeft: z.number().int().nonnegative(),
});
export type HotelRoomRate = z.infer<typeof HotelRoomRateSchema>;

export const HotelRoomSchema = z.object({
  roomTypeId: z.string(),
  name: z.string(),
  bedTypes: z.array(BedTypeSchema),
  maxOccupancy: z.number().int().positive(),
  isAccessible: z.boolean(),
  sizeSqm: z.number().int().positive(),
  rates: z.array(HotelRoomRateSchema),
});
export type HotelRoom = z.infer<typeof HotelRoomSchema>;
