import { z } from 'zod';
import { MoneySchema } from './money';
import { CoordinatesSchema } from './places';

export const ActivityCategorySchema = z.enum([
  'Tours',
  'Attractions',
  'Museums',
  'FoodAndDrink',
  'Outdoors',
  'WaterActivities',
  'Shows',
  'DayTrips',
  'Classes',
  'Nightlife',
]);
export type ActivityCategory = z.infer<typeof ActivityCategorySchema>;

export const ActivityDurationSchema = z.enum([
  'UpToOneHour',
  'OneToFourHours',
  'FourHoursToOneDay',
  'MultiDay',
]);
export type ActivityDuration = z.infer<typeof ActivityDurationSchema>;

export const AgeBandSchema = z.enum(['Adult', 'Senior', 'Youth', 'Child', 'Infant']);
export type AgeBand = z.infer<typeof AgeBandSchema>;

export const TicketTypeSchema = z.enum(['Standard', 'SkipTheLine', 'Private', 'Vip']);
export type TicketType = z.infer<typeof TicketTypeSchema>;

export const ActivitySortSchema = z.enum([
  'Recommended',
  'PriceLowToHigh',
  'PriceHighToLow',
  'Rating',
  'DurationShortest',
]);
export type ActivitySort = z.infer<typeof ActivitySortSchema>;

/** Spec §4 experience cancellation outcomes. */
export const ExperienceCancellationSchema = z.enum([
  'AlreadyCanceled',
  'BookingPending',
  'CancellationPending',
  'ContactCustomerService',
  'FullyRefundable',
  'NonCancellable',
  'NonRefundable',
  'PartiallyRefundable',
  'PastExperienceStart',
]);
export type ExperienceCancellation = z.infer<typeof ExperienceCancellationSchema>;

export const ActivityCancellationPolicySchema = z.object({
  kind: z.enum(['FullyRefundable', 'PartiallyRefundable', 'NonRefundable']),
  /** Full refund until this many hours before the start, if any. */
  freeCancellationHoursBefore: z.number().int().nullable(),
  refundPercentAfterDeadline: z.number().int().min(0).max(100),
});
export type ActivityCancellationPolicy = z.infer<typeof ActivityCancellationPolicySchema>;

export const AgeBandRuleSchema = z.object({
  band: AgeBandSchema,
  minAge: z.number().int().nonnegative(),
  maxAge: z.number().int().positive(),
});
export type AgeBandRule = z.infer<typeof AgeBandRuleSchema>;

export const TicketPriceSchema = z.object({
  ticketType: TicketTypeSchema,
  name: z.string(),
  prices: z.array(z.object({ band: AgeBandSchema, price: MoneySchema })),
});
export type TicketPrice = z.infer<typeof TicketPriceSchema>;

export const ActivitySummarySchema = z.object({
  activityId: z.string(),
  title: z.string(),
  description: z.string(),
  category: ActivityCategorySchema,
  cityCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  coordinates: CoordinatesSchema,
  durationMinutes: z.number().int().positive(),
  duration: ActivityDurationSchema,
  userRating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  languages: z.array(z.string()),
  ageBands: z.array(AgeBandRuleSchema),
  tickets: z.array(TicketPriceSchema),
  fromPrice: MoneySchema,
  cancellationPolicy: ActivityCancellationPolicySchema,
  imageSvg: z.string(),
});
export type ActivitySummary = z.infer<typeof ActivitySummarySchema>;

export const ActivityTravelersSchema = z.partialRecord(AgeBandSchema, z.number().int().min(0));
export type ActivityTravelers = z.infer<typeof ActivityTravelersSchema>;

export const ActivitySearchRequestSchema = z.object({
  cityCode: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Last day of the range (inclusive): an activity open on any day from `date` to it is found. */
  untilDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  categories: z.array(ActivityCategorySchema).optional(),
  durations: z.array(ActivityDurationSchema).optional(),
  /** The adult standard price at most this (minor units). */
  maxPriceMinor: z.number().int().positive().optional(),
  /** Rated at least this (0–5). */
  minRating: z.number().min(0).max(5).optional(),
  sort: ActivitySortSchema.default('Recommended'),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(50).default(20),
});
export type ActivitySearchRequest = z.infer<typeof ActivitySearchRequestSchema>;

export const ActivitySearchResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  activities: z.array(ActivitySummarySchema),
});
export type ActivitySearchResponse = z.infer<typeof ActivitySearchResponseSchema>;

export const ActivityAvailabilityRequestSchema = z.object({
  activityId: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  travelers: ActivityTravelersSchema,
});
export type ActivityAvailabilityRequest = z.infer<typeof ActivityAvailabilityRequestSchema>;

export const TimeSlotSchema = z.object({
  /** Local start time `HH:mm`. */
  startTime: z.string(),
  ticketType: TicketTypeSchema,
  spotsLeft: z.number().int().nonnegative(),
  isAvailable: z.boolean(),
  total: MoneySchema,
});
export type TimeSlot = z.infer<typeof TimeSlotSchema>;

export const ActivityAvailabilitySchema = z.object({
  activityId: z.string(),
  date: z.string(),
  availability: z.enum(['Available', 'Empty', 'Error', 'Unavailable']),
  /** Why nothing can be booked that day, when nothing can. */
  reason: z.enum(['Closed', 'SoldOut', 'AgeRestriction']).nullable(),
  timeSlots: z.array(TimeSlotSchema),
});
export type ActivityAvailability = z.infer<typeof ActivityAvailabilitySchema>;

export const ActivityBookRequestSchema = z.object({
  activityId: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  startTime: z.string().regex(/^\d{2}:\d{2}$/),
  ticketType: TicketTypeSchema,
  travelers: ActivityTravelersSchema,
  leadTraveler: z.object({ givenName: z.string(), surname: z.string() }),
});
export type ActivityBookRequest = z.infer<typeof ActivityBookRequestSchema>;

export const ActivityCancellationQuoteSchema = z.object({
  outcome: ExperienceCancellationSchema,
  refund: MoneySchema,
});
export type ActivityCancellationQuote = z.infer<typeof ActivityCancellationQuoteSchema>;

export const ActivityBookingSchema = z.object({
  bookingId: z.string(),
  confirmationCode: z.string(),
  status: z.enum(['Cancelled', 'Confirmed', 'Unknown']),
  request: ActivityBookRequestSchema,
  title: z.string(),
  total: MoneySchema,
  cancellationPolicy: ActivityCancellationPolicySchema,
  bookedAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancellation: ActivityCancellationQuoteSchema.nullable(),
});
export type ActivityBooking = z.infer<typeof ActivityBookingSchema>;

/** What a ticket includes or leaves out, as codes the web words. */
export const ActivityInclusionSchema = z.enum([
  'LicensedGuide',
  'EntryTickets',
  'AudioGuide',
  'Transport',
  'HotelPickUp',
  'Food',
  'Drinks',
  'Equipment',
  'Gratuities',
  'PersonalExpenses',
]);
export type ActivityInclusion = z.infer<typeof ActivityInclusionSchema>;

/** A stop on the activity's itinerary: minutes after the start, how long, and what happens. */
export const ActivityStopSchema = z.object({
  minutesFromStart: z.number().int().nonnegative(),
  durationMinutes: z.number().int().positive(),
  title: z.string(),
});
export type ActivityStop = z.infer<typeof ActivityStopSchema>;

/** The activity page: the summary with its itinerary, meeting point and inclusions. */
export const ActivityDetailSchema = ActivitySummarySchema.extend({
  /** IANA zone of the meeting point: start times and deadlines are local to it. */
  timeZone: z.string(),
  meetingPoint: z.object({ name: z.string(), coordinates: CoordinatesSchema }),
  itinerary: z.array(ActivityStopSchema).min(1),
  included: z.array(ActivityInclusionSchema),
  excluded: z.array(ActivityInclusionSchema),
});
export type ActivityDetail = z.infer<typeof ActivityDetailSchema>;
