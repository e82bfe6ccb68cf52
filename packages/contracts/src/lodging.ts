import { z } from 'zod';
import { MoneySchema } from './money';
import { CoordinatesSchema } from './places';
import { LocaleSchema } from './tenant';

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
  /** Hotels selling the stay with one of these meal plans (the lead rate is then the cheapest such rate). */
  mealPlans: z.array(MealPlanSchema).optional(),
  /** Hotels at most this far from the search centre, as the summary's `distanceKm` (0.1 km). */
  maxDistanceKm: z.number().positive().max(100).optional(),
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
  /** The language of the supplier's content (areas, descriptions, room and rate names). */
  locale: LocaleSchema.optional(),
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

/** Spec §4 fee types (homes use all of them; hotels charge Resort and Hotel fees). */
export const FeeTypeSchema = z.enum([
  'TravelerService',
  'Cleaning',
  'Pet',
  'Property',
  'Resort',
  'Hotel',
]);
export type FeeType = z.infer<typeof FeeTypeSchema>;

/** Spec §4 tax types. */
export const TaxTypeSchema = z.enum(['Occupancy', 'Sales', 'City', 'Recovery']);
export type TaxType = z.infer<typeof TaxTypeSchema>;

export const TaxLineSchema = z.object({ type: TaxTypeSchema, amount: MoneySchema });
export type TaxLine = z.infer<typeof TaxLineSchema>;

export const FeeLineSchema = z.object({
  type: FeeTypeSchema,
  amount: MoneySchema,
  /** Collected by the property at check-in rather than charged by us. */
  isPaidAtProperty: z.boolean(),
});
export type FeeLine = z.infer<typeof FeeLineSchema>;

/**
 * One window of a cancellation policy, ready to say in plain words: "Cancel until 48 hours before
 * check-in (Mar 8, 3:00 pm): free", "from then until check-in: one night (US$189.00)".
 */
export const CancellationTierSchema = z.object({
  /** Window start in hours before check-in; null means from the moment of booking. */
  fromHoursBeforeCheckIn: z.number().int().nullable(),
  /** Window end in hours before check-in; 0 is the check-in time, null means after check-in (no-show). */
  untilHoursBeforeCheckIn: z.number().int().nullable(),
  /** Window end as hotel-local wall-clock time `YYYY-MM-DDTHH:mm`, null when open-ended. */
  untilLocal: z.string().nullable(),
  penaltyKind: z.enum(['None', 'FirstNight', 'Percent', 'FullStay']),
  penaltyPercent: z.number().int().min(0).max(100),
  penalty: MoneySchema,
});
export type CancellationTier = z.infer<typeof CancellationTierSchema>;

/**
 * Which sentence the web says for a policy (the portal's words, in the person's language), with
 * the dates, percents and amounts from the policy's tiers: free cancellation then a penalty;
 * part back before check-in (hotels) or before a deadline (vacation homes' strict terms); the
 * refundable room's `refundPercent` back before its deadline; or nothing back.
 */
export const CancellationTermsSchema = z.enum([
  'FreeCancellation',
  'PartialRefundBeforeCheckIn',
  'PartialRefundBeforeDeadline',
  'RefundableRoom',
  'NonRefundable',
]);
export type CancellationTerms = z.infer<typeof CancellationTermsSchema>;

export const CancellationPolicySchema = z.object({
  terms: CancellationTermsSchema,
  refundability: RefundabilitySchema,
  /** Free cancellation until this hotel-local time (`YYYY-MM-DDTHH:mm`), if any. */
  freeCancellationUntil: z.string().nullable(),
  /** Hours before check-in when free cancellation ends, if any. */
  freeCancellationHoursBeforeCheckIn: z.number().int().nullable(),
  tiers: z.array(CancellationTierSchema).min(1),
  /** RefundableRoom: the share of the stay given back before the deadline (the premium is kept). */
  refundPercent: z.number().int().min(0).max(100).nullable(),
});
export type CancellationPolicy = z.infer<typeof CancellationPolicySchema>;

export const NightPriceSchema = z.object({ date: z.string(), sellRate: MoneySchema });
export type NightPrice = z.infer<typeof NightPriceSchema>;

export const HotelRoomRateSchema = HotelRateSummarySchema.extend({
  roomTypeId: z.string(),
  /** Rate plan name as a guest reads it, e.g. "Flexible, breakfast for 2". */
  name: z.string(),
  cancellationPolicy: CancellationPolicySchema,
  /** Rooms of this type we can still sell for every night of the stay. */
  roomsLeft: z.number().int().nonnegative(),
  /** Per-room nightly prices by date, before the length-of-stay and plan discounts and taxes. */
  nightly: z.array(NightPriceSchema),
  lengthOfStayDiscountPercent: z.number().int().min(0).max(100),
  taxLines: z.array(TaxLineSchema),
  fees: z.array(FeeLineSchema),
  /** Due at the property (resort fees, pay-later stays). */
  dueAtProperty: MoneySchema,
  /** Charged when booking (zero for pay later). */
  payNowTotal: MoneySchema,
});
export type HotelRoomRate = z.infer<typeof HotelRoomRateSchema>;

export const HotelRoomSchema = z.object({
  roomTypeId: z.string(),
  name: z.string(),
  description: z.string(),
  bedTypes: z.array(BedTypeSchema).min(1),
  maxOccupancy: z.number().int().positive(),
  isAccessible: z.boolean(),
  accessibilityFeatures: z.array(z.string()),
  sizeSqm: z.number().int().positive(),
  imageSvg: z.string(),
  availability: AvailabilitySchema,
  /** Nights (check-in dates) of the stay on which this room type is sold out. */
  soldOutDates: z.array(z.string()),
  rates: z.array(HotelRoomRateSchema),
});
export type HotelRoom = z.infer<typeof HotelRoomSchema>;

export const HotelStayRequestSchema = z.object({
  lodgingId: z.string(),
  checkInDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  checkOutDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rooms: z.number().int(),
  adults: z.number().int().min(1),
  children: z.number().int().min(0).default(0),
  /** The language of the supplier's content (descriptions, room and rate names). */
  locale: LocaleSchema.optional(),
});
export type HotelStayRequest = z.infer<typeof HotelStayRequestSchema>;

export const ReviewCategorySchema = z.enum([
  'Cleanliness',
  'Location',
  'Service',
  'Value',
  'Rooms',
]);
export type ReviewCategory = z.infer<typeof ReviewCategorySchema>;

export const HotelReviewsSchema = z.object({
  userRating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  categories: z.array(
    z.object({ category: ReviewCategorySchema, score: z.number().min(0).max(5) }),
  ),
  summary: z.string(),
});
export type HotelReviews = z.infer<typeof HotelReviewsSchema>;

export const HotelPoliciesSchema = z.object({
  checkInTime: z.string(),
  checkOutTime: z.string(),
  minimumCheckInAge: z.number().int().positive(),
  timeZone: z.string(),
  petsAllowed: z.boolean(),
});
export type HotelPolicies = z.infer<typeof HotelPoliciesSchema>;

export const HotelDetailSchema = HotelSummarySchema.omit({
  leadRate: true,
  distanceKm: true,
  availability: true,
}).extend({
  description: z.string(),
  address: z.string(),
  photos: z.array(z.object({ imageSvg: z.string(), caption: z.string() })).min(1),
  reviews: HotelReviewsSchema,
  policies: HotelPoliciesSchema,
  stay: HotelStayRequestSchema,
  nights: z.number().int().positive(),
  availability: AvailabilitySchema,
  rooms: z.array(HotelRoomSchema),
});
export type HotelDetail = z.infer<typeof HotelDetailSchema>;

export const HotelPriceRateRequestSchema = z.object({
  rateId: z.string(),
  rooms: z.number().int(),
  adults: z.number().int().min(1),
  children: z.number().int().min(0).default(0),
  /** The language of the room and rate names quoted. */
  locale: LocaleSchema.optional(),
});
export type HotelPriceRateRequest = z.infer<typeof HotelPriceRateRequestSchema>;

/** A re-priced rate the guest can book until `expiresAt`; the quote id carries its terms. */
export const HotelQuoteSchema = z.object({
  quoteId: z.string(),
  expiresAt: z.string(),
  lodgingId: z.string(),
  hotelName: z.string(),
  stay: HotelStayRequestSchema,
  rate: HotelRoomRateSchema,
  roomName: z.string(),
  bedTypes: z.array(BedTypeSchema),
  minimumCheckInAge: z.number().int().positive(),
});
export type HotelQuote = z.infer<typeof HotelQuoteSchema>;

export const HotelGuestSchema = z.object({
  givenName: z.string(),
  surname: z.string(),
  /** Optional: without it the minimum check-in age is checked at the desk, not at booking. */
  dateOfBirth: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** ISO 3166 alpha-2 country of residence. */
  countryCode: z.string(),
  email: z.string().optional(),
});
export type HotelGuest = z.infer<typeof HotelGuestSchema>;

export const HotelBookRequestSchema = z.object({
  quoteId: z.string(),
  guest: HotelGuestSchema,
  bedType: BedTypeSchema.optional(),
});
export type HotelBookRequest = z.infer<typeof HotelBookRequestSchema>;

export const BookingStatusSchema = z.enum(['Cancelled', 'Confirmed', 'Unknown']);
export type BookingStatus = z.infer<typeof BookingStatusSchema>;

export const HotelBookingSchema = z.object({
  bookingId: z.string(),
  /** Spec §9: the agent locator prefixed with H-. */
  confirmationCode: z.string(),
  status: BookingStatusSchema,
  quote: HotelQuoteSchema,
  guest: HotelGuestSchema,
  bedType: BedTypeSchema,
  bookedAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** Set on cancellation: what the policy charged and what goes back to the guest. */
  cancellationPenalty: MoneySchema.nullable(),
  refund: MoneySchema.nullable(),
});
export type HotelBooking = z.infer<typeof HotelBookingSchema>;

/** Spec §8 hotel failure reasons. */
export const HotelFailureReasonSchema = z.enum([
  'NoAvailability',
  'Unknown',
  'CheckInMinimumAgeNotMet',
  'PaymentError',
  'LackOfInventory',
  'RateNotAvailable',
  'Inactivity',
  'RedemptionFailure',
]);
export type HotelFailureReason = z.infer<typeof HotelFailureReasonSchema>;
