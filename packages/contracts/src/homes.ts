import { z } from 'zod';
import { MoneySchema } from './money';
import { CoordinatesSchema } from './places';
import {
  AvailabilitySchema,
  CancellationPolicySchema,
  FeeTypeSchema,
  NightPriceSchema,
  TaxTypeSchema,
  UnavailabilityReasonSchema,
} from './lodging';

/** Spec §4 discount types. */
export const DiscountTypeSchema = z.enum([
  'LongStay',
  'LastMinute',
  'FirstBookings',
  'Monthly',
  'Weekly',
  'EarlyBird',
  'BasicCalendar',
]);
export type DiscountType = z.infer<typeof DiscountTypeSchema>;

/** Spec §4 discount funding; product-funded is paid by the portal. */
export const DiscountFundingSchema = z.enum([
  'HostFunded',
  'JointFunded',
  'ProductFunded',
  'Empty',
]);
export type DiscountFunding = z.infer<typeof DiscountFundingSchema>;

export const PropertyTypeSchema = z.enum([
  'Apartment',
  'House',
  'Villa',
  'Cabin',
  'Condo',
  'Cottage',
  'Loft',
]);
export type PropertyType = z.infer<typeof PropertyTypeSchema>;

/** What a home offers, by code (the web words each one). */
export const HomeAmenitySchema = z.enum([
  'WiFi',
  'Kitchen',
  'Washer',
  'AirConditioning',
  'FreeParking',
  'Workspace',
  'Balcony',
  'Pool',
  'HotTub',
  'Fireplace',
  'EvCharger',
  'Crib',
]);
export type HomeAmenity = z.infer<typeof HomeAmenitySchema>;

/**
 * The host's cancellation kind (docs/decisions/017-homes.md): Flexible (everything back until 24 h
 * before check-in, then the first night kept), Moderate (everything back until 5 days before, then
 * half), Strict (half back until 7 days before, then nothing), NonRefundable (nothing back).
 */
export const HomeCancellationKindSchema = z.enum([
  'Flexible',
  'Moderate',
  'Strict',
  'NonRefundable',
]);
export type HomeCancellationKind = z.infer<typeof HomeCancellationKindSchema>;

/** How a fee is charged: once per stay, per night, per pet, or a percent of the rent and host fees. */
export const HomeFeeBasisSchema = z.enum(['PerStay', 'PerNight', 'PerPet', 'Percent']);
export type HomeFeeBasis = z.infer<typeof HomeFeeBasisSchema>;

export const HomeFeeSchema = z.object({
  type: FeeTypeSchema,
  name: z.string(),
  amount: MoneySchema,
  basis: HomeFeeBasisSchema,
});
export type HomeFee = z.infer<typeof HomeFeeSchema>;

export const HomeTaxSchema = z.object({
  type: TaxTypeSchema,
  name: z.string(),
  amount: MoneySchema,
});
export type HomeTax = z.infer<typeof HomeTaxSchema>;

export const HomeDiscountSchema = z.object({
  type: DiscountTypeSchema,
  funding: DiscountFundingSchema,
  percent: z.number().int().min(0).max(100),
  amount: MoneySchema,
});
export type HomeDiscount = z.infer<typeof HomeDiscountSchema>;

export const HomeRulesSchema = z.object({
  minStayNights: z.number().int().positive(),
  maxStayNights: z.number().int().positive(),
  maxGuests: z.number().int().positive(),
  petsAllowed: z.boolean(),
  maxPets: z.number().int().nonnegative(),
  /** Weekdays (0 = Sunday … 6 = Saturday) on which a stay may start or end. */
  checkInDays: z.array(z.number().int().min(0).max(6)),
  checkOutDays: z.array(z.number().int().min(0).max(6)),
  /** Days of notice the host needs before check-in. */
  minBookingWindowDays: z.number().int().nonnegative(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
});
export type HomeRules = z.infer<typeof HomeRulesSchema>;

export const HomeSummarySchema = z.object({
  listingId: z.string(),
  title: z.string(),
  propertyType: PropertyTypeSchema,
  cityCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  coordinates: CoordinatesSchema,
  bedrooms: z.number().int().nonnegative(),
  beds: z.number().int().positive(),
  bathrooms: z.number().int().positive(),
  amenities: z.array(HomeAmenitySchema),
  userRating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  hostName: z.string(),
  /** The cover photo's address on the sandbox image host (`/api/v0/images/homes/…svg`). */
  imageSvg: z.string(),
  rules: HomeRulesSchema,
  cancellationKind: HomeCancellationKindSchema,
  /** Typical nightly price before fees, for the listing card. */
  fromNightly: MoneySchema,
});
export type HomeSummary = z.infer<typeof HomeSummarySchema>;

export const HomeStayRequestSchema = z.object({
  listingId: z.string(),
  checkInDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  checkOutDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  adults: z.number().int(),
  children: z.number().int().min(0).default(0),
  pets: z.number().int().min(0).default(0),
});
export type HomeStayRequest = z.infer<typeof HomeStayRequestSchema>;

export const HomeAvailabilitySchema = z.object({
  listingId: z.string(),
  availability: AvailabilitySchema,
  reasons: z.array(UnavailabilityReasonSchema),
  /** Blocked nights within the stay, for the calendar. */
  blockedDates: z.array(z.string()),
});
export type HomeAvailability = z.infer<typeof HomeAvailabilitySchema>;

export const HomeQuoteSchema = z.object({
  listingId: z.string(),
  stay: HomeStayRequestSchema,
  nights: z.number().int().positive(),
  nightly: z.array(NightPriceSchema),
  rent: MoneySchema,
  discounts: z.array(HomeDiscountSchema),
  fees: z.array(HomeFeeSchema),
  taxes: z.array(HomeTaxSchema),
  total: MoneySchema,
  cancellationPolicy: CancellationPolicySchema,
});
export type HomeQuote = z.infer<typeof HomeQuoteSchema>;

export const HomeSearchRequestSchema = z.object({
  cityCode: z.string(),
  checkInDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  checkOutDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  adults: z.number().int(),
  children: z.number().int().min(0).default(0),
  pets: z.number().int().min(0).default(0),
  minBedrooms: z.number().int().min(0).optional(),
  propertyTypes: z.array(PropertyTypeSchema).optional(),
  sort: z.enum(['Price', 'UserRating']).default('Price'),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(50).default(20),
});
export type HomeSearchRequest = z.infer<typeof HomeSearchRequestSchema>;

export const HomeSearchResultSchema = HomeSummarySchema.extend({ quote: HomeQuoteSchema });
export type HomeSearchResult = z.infer<typeof HomeSearchResultSchema>;

export const HomeSearchResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  /** Listings in the area that cannot host this stay, by reason (a listing may count under several). */
  unavailableByReason: z.partialRecord(UnavailabilityReasonSchema, z.number().int().nonnegative()),
  homes: z.array(HomeSearchResultSchema),
});
export type HomeSearchResponse = z.infer<typeof HomeSearchResponseSchema>;

export const HomeBookRequestSchema = z.object({
  stay: HomeStayRequestSchema,
  guest: z.object({ givenName: z.string(), surname: z.string(), email: z.string().optional() }),
  /** The total the guest saw; booking fails with `Invalid Quote` if the price moved. */
  expectedTotal: MoneySchema.optional(),
});
export type HomeBookRequest = z.infer<typeof HomeBookRequestSchema>;

export const HomeBookingSchema = z.object({
  bookingId: z.string(),
  confirmationCode: z.string(),
  status: z.enum(['Cancelled', 'Confirmed', 'Unknown']),
  quote: HomeQuoteSchema,
  guest: HomeBookRequestSchema.shape.guest,
  bookedAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancellationPenalty: MoneySchema.nullable(),
  refund: MoneySchema.nullable(),
});
export type HomeBooking = z.infer<typeof HomeBookingSchema>;
