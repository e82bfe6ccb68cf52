import { z } from 'zod';
import {
  CancellationPolicySchema,
  HotelDetailSchema,
  HotelLocationSchema,
  HotelRoomRateSchema,
  HotelRoomSchema,
  HotelSearchRequestSchema,
  HotelSearchResponseSchema,
  HotelStayRequestSchema,
  HotelSummarySchema,
} from './lodging';
import { MoneySchema } from './money';
import { PlaceSuggestionSchema } from './places';
import { HotelPolicyViolationSchema, RatePolicyStatusSchema } from './policy';
import { RewardsCurrencySchema } from './rewards';

/** Hotel entry sources (spec §2): where the person came from when a search or shop page opened. */
export const HotelEntrySourceSchema = z.enum([
  'cross_sell',
  'search_distance_from',
  'recently_viewed_hotel',
  'recently_searched_hotel',
  'book_again',
]);
export type HotelEntrySource = z.infer<typeof HotelEntrySourceSchema>;

const StayDateSchema = z.iso.date({ error: 'Use a calendar date written YYYY-MM-DD.' });

const RoomsSchema = z
  .number()
  .int()
  .min(1, 'At least one room is needed.')
  .max(8, 'At most 8 rooms can be booked at once.');

/** POST /api/v0/hotels/availability */
export const HotelAvailabilityRequestSchema = HotelSearchRequestSchema.extend({
  checkInDate: StayDateSchema,
  checkOutDate: StayDateSchema,
  rooms: RoomsSchema,
  adults: z.number().int().min(1, 'At least one adult is needed.').max(32),
  children: z.number().int().min(0).max(24).default(0),
  /** The place as the person chose it ("Paris, France"), shown again in recently searched. */
  locationName: z.string().trim().max(120).optional(),
  entrySource: HotelEntrySourceSchema.optional(),
});
export type HotelAvailabilityRequest = z.infer<typeof HotelAvailabilityRequestSchema>;

export { HotelPolicyViolationSchema, type HotelPolicyViolation } from './policy';

/** One rate judged against the booker's tier (business tenant only; spec §5). */
export const HotelRatePolicyStatusSchema = z.object({
  inPolicy: z.boolean(),
  violations: z.array(HotelPolicyViolationSchema),
});
export type HotelRatePolicyStatus = z.infer<typeof HotelRatePolicyStatusSchema>;

/** What a rate earns on one of the person's cards (hotels multiplier, spec §1). */
export const CardEarnSchema = z.object({
  accountReferenceId: z.string(),
  /** Whole miles, or cash back in US cents. */
  value: z.number().int().nonnegative(),
  currency: RewardsCurrencySchema,
  /** The card's hotels earn rate in hundredths (500 = 5X, 150 = 1.5%). */
  rateHundredths: z.number().int().nonnegative(),
});
export type CardEarn = z.infer<typeof CardEarnSchema>;

/**
 * Spec §3 refundable-room variant of a non-refundable rate: for a premium the stay becomes
 * refundable up to `coverageAmount` (`coveragePercentage` of the stay's total) under its own
 * cancellation policy. Offered only when the tenant's flag is on (server tenant config).
 */
export const RefundableVariantSchema = z.object({
  premiumPrices: z.object({
    /** Added to the stay's total when chosen. */
    total: MoneySchema,
    /** Spec §9: the premium over the nights, rounded up. */
    perNight: MoneySchema,
  }),
  coveragePercentage: z.number().int().min(0).max(100),
  coverageAmount: MoneySchema,
  cancellationPolicy: CancellationPolicySchema,
});
export type RefundableVariant = z.infer<typeof RefundableVariantSchema>;

/**
 * The portal's prices for one rate (spec §3 totalDiscountAware / nightlyDiscountAware): the
 * complimentary fourth night applied when the hotel's collection and the tenant allow it (§9).
 */
export const HotelDiscountAwarePriceSchema = z.object({
  /** The rate's total (taxes included) after the complimentary night, if any. */
  totalDiscountAware: MoneySchema,
  /** Per room and night before taxes after the complimentary night, rounded up. */
  nightlyDiscountAware: MoneySchema,
  /** What the complimentary fourth night takes off the total (taxes included); null when it does not apply. */
  complimentaryNightDiscount: MoneySchema.nullable(),
});
export type HotelDiscountAwarePrice = z.infer<typeof HotelDiscountAwarePriceSchema>;

/**
 * What the person pays for a rate and when (domain `priceHotelRate`, the same for the list, the
 * hotel page and the quote): the discount-aware total charged at booking for pay-now rates, and at
 * the hotel for pay-later ones with the property's fees. Earn is on `payNowDiscountAware`.
 */
export const HotelPaymentSplitSchema = z.object({
  payNowDiscountAware: MoneySchema,
  dueAtPropertyDiscountAware: MoneySchema,
});
export type HotelPaymentSplit = z.infer<typeof HotelPaymentSplitSchema>;

export const HotelAvailabilityHotelSchema = HotelSummarySchema.extend({
  /**
   * The lead rate with the portal's discount-aware prices: the web shows these, never
   * `perNightSellRate` or `total`, so the list says what the hotel page and the quote charge.
   */
  leadRate: HotelSummarySchema.shape.leadRate
    .extend(HotelDiscountAwarePriceSchema.shape)
    .extend({ payNowDiscountAware: MoneySchema }),
  /** The lead rate under the booker's tier; null on the consumer tenant. */
  policyStatus: HotelRatePolicyStatusSchema.nullable(),
  /** What the lead rate charges at booking earned on each card, in the order of GET /rewards. */
  earn: z.array(CardEarnSchema),
});
export type HotelAvailabilityHotel = z.infer<typeof HotelAvailabilityHotelSchema>;

export const HotelAvailabilityResponseSchema = HotelSearchResponseSchema.extend({
  hotels: z.array(HotelAvailabilityHotelSchema),
  /** Over this page's lead rates: none (consumer, or none in policy), some, all (spec §5). */
  ratePolicyStatus: RatePolicyStatusSchema,
  searchedAt: z.iso.datetime(),
});
export type HotelAvailabilityResponse = z.infer<typeof HotelAvailabilityResponseSchema>;

/** POST /api/v0/hotels/shop */
export const HotelShopRequestSchema = HotelStayRequestSchema.extend({
  lodgingId: z.string().min(1).max(40),
  checkInDate: StayDateSchema,
  checkOutDate: StayDateSchema,
  rooms: RoomsSchema,
  adults: z.number().int().min(1, 'At least one adult is needed.').max(32),
  children: z.number().int().min(0).max(24).default(0),
  entrySource: HotelEntrySourceSchema.optional(),
});
export type HotelShopRequest = z.infer<typeof HotelShopRequestSchema>;

export const HotelShopRateSchema = HotelRoomRateSchema.extend({
  policyStatus: HotelRatePolicyStatusSchema.nullable(),
  /** What the rate charges at booking (`payNowDiscountAware`) earned on each card. */
  earn: z.array(CardEarnSchema),
  /** Spec §3 discount-aware prices (complimentary fourth night), and what is paid when. */
  ...HotelDiscountAwarePriceSchema.shape,
  ...HotelPaymentSplitSchema.shape,
  /** Non-refundable rates, when the tenant offers it: the refundable-room variant to choose at quote. */
  refundableVariant: RefundableVariantSchema.nullable().optional(),
});
export type HotelShopRate = z.infer<typeof HotelShopRateSchema>;

export const HotelShopRoomSchema = HotelRoomSchema.extend({ rates: z.array(HotelShopRateSchema) });
export type HotelShopRoom = z.infer<typeof HotelShopRoomSchema>;

export const HotelShopResponseSchema = HotelDetailSchema.extend({
  rooms: z.array(HotelShopRoomSchema),
  /** Over every rate of every room (spec §5). */
  ratePolicyStatus: RatePolicyStatusSchema,
});
export type HotelShopResponse = z.infer<typeof HotelShopResponseSchema>;

/** What a favorite or a recently viewed hotel shows without a search: card, list and map. */
export const HotelFactsSchema = HotelSummarySchema.pick({
  lodgingId: true,
  name: true,
  brand: true,
  starRating: true,
  userRating: true,
  reviewCount: true,
  collection: true,
  coordinates: true,
  city: true,
  countryCode: true,
  neighbourhood: true,
  imageSvg: true,
});
export type HotelFacts = z.infer<typeof HotelFactsSchema>;

/** GET /api/v0/autocomplete/lodging?query=… */
export const LodgingAutocompleteQuerySchema = z.object({
  query: z.string().max(80, 'query is at most 80 characters.').default(''),
});
export type LodgingAutocompleteQuery = z.infer<typeof LodgingAutocompleteQuerySchema>;

export const LodgingSuggestionKindSchema = z.enum(['city', 'neighbourhood', 'airport', 'hotel']);
export type LodgingSuggestionKind = z.infer<typeof LodgingSuggestionKindSchema>;

export const LodgingSuggestionSchema = PlaceSuggestionSchema.extend({
  kind: LodgingSuggestionKindSchema,
  /** Ready for HotelAvailabilityRequest.location. */
  location: HotelLocationSchema,
  /** Hotels only: open /hotels/shop directly. */
  lodgingId: z.string().nullable(),
});
export type LodgingSuggestion = z.infer<typeof LodgingSuggestionSchema>;

/** Grouped by kind in this order: cities, neighbourhoods, airports, hotels; best first in each. */
export const LodgingAutocompleteResponseSchema = z.object({
  suggestions: z.array(LodgingSuggestionSchema),
});
export type LodgingAutocompleteResponse = z.infer<typeof LodgingAutocompleteResponseSchema>;

/** A search as "recently searched" re-runs it: place, dates, occupancy, filters and sort. */
export const RecentHotelSearchSchema = z.object({
  id: z.string(),
  searchedAt: z.iso.datetime(),
  locationLabel: z.string(),
  search: HotelSearchRequestSchema.pick({
    location: true,
    checkInDate: true,
    checkOutDate: true,
    rooms: true,
    adults: true,
    children: true,
    filters: true,
    sort: true,
  }),
});
export type RecentHotelSearch = z.infer<typeof RecentHotelSearchSchema>;

/** GET /api/v0/productFeed/recentlySearched?vertical=hotels: newest first, at most 10. */
export const RecentHotelSearchesResponseSchema = z.object({
  searches: z.array(RecentHotelSearchSchema),
});
export type RecentHotelSearchesResponse = z.infer<typeof RecentHotelSearchesResponseSchema>;

export const RecentlyViewedQuerySchema = z.object({
  vertical: z.enum(['hotels']).default('hotels'),
});

export const RecentlyViewedHotelSchema = z.object({
  lodgingId: z.string(),
  viewedAt: z.iso.datetime(),
  hotel: HotelFactsSchema,
  /** The stay last looked at, to reopen /hotels/shop with it. */
  stay: HotelStayRequestSchema,
});
export type RecentlyViewedHotel = z.infer<typeof RecentlyViewedHotelSchema>;

/** GET /api/v0/productFeed/recentlyViewed: newest first, at most 10. */
export const RecentlyViewedHotelsResponseSchema = z.object({
  hotels: z.array(RecentlyViewedHotelSchema),
});
export type RecentlyViewedHotelsResponse = z.infer<typeof RecentlyViewedHotelsResponseSchema>;

/** A place the offline map labels: a city with hotels, a neighbourhood or an airport. */
export const MapPlaceKindSchema = z.enum(['city', 'neighbourhood', 'airport']);
export type MapPlaceKind = z.infer<typeof MapPlaceKindSchema>;

/**
 * GET /api/v0/map/offline.json: what the offline map style adds to the world's 1:50m shapes (which
 * the web ships): 1:10m land in square cells near the coasts of the sandbox's hotel cities, and
 * the places to label. Public and the same for everyone.
 */
export const OfflineMapDataSchema = z.object({
  attribution: z.string(),
  detail: z.object({
    cellDegrees: z.number().positive(),
    /** Each cell's south-west corner, `[lon, lat]`: the map shows 1:10m land there. */
    cells: z.array(z.tuple([z.number(), z.number()])),
    /**
     * The cells' land: polygons of rings, each ring its point count, then its first point and each
     * following point's difference from the one before, in ten-thousandths of a degree.
     */
    land: z.array(z.array(z.array(z.number().int()))),
  }),
  /** `[lon, lat, name, kind, minZoom]`: labelled from that zoom, bigger places first. */
  places: z.array(
    z.tuple([z.number(), z.number(), z.string(), MapPlaceKindSchema, z.number().int()]),
  ),
});
export type OfflineMapData = z.infer<typeof OfflineMapDataSchema>;
export type MapPlace = OfflineMapData['places'][number];
